"""Mutation score of the checkers, from an outside mutation tool (cosmic-ray).

    nice python benchmarks/mutation.py --sample 200 --seed 13 --examples 20 \
        --out benchmarks/results/mutation.json

cosmic-ray enumerates every mutation of ``reference_engine/rules/`` (its
``init`` command, on a private copy of the source tree). A seeded random
sample of them is applied one at a time to that copy, and for each the
properties run at a reduced budget, stopping at the first failure
(``mtgconf run --exitfirst``). The mutation lands in the engine's source, so
the engine under test and the reference comparator change alike: only the
independent checkers can kill it.

Regressions (saved counterexamples) and judge-case fixtures are left out, so
the score measures the generated scenarios and the checkers alone.

Mutants are run in the sample's random order, so a campaign cut short is
still a random sample. Before the campaign the unmutated suite runs once
under ``coverage`` with the same budget and seed: a mutant on a statement it
never executes cannot change any run (the runs are seeded, and nothing before
that statement differs), so it is recorded as ``survived`` and ``unreached``
without being run.

That run also records every scenario it plays (a recording adapter around
the reference engine). Each mutant first replays those scenarios alone: if
the mutated engine gives every one the same History, the mutant's own run
would be the very same run (same seeds, same Histories, so the same
generated examples and verdicts), and it is recorded as ``survived`` without
running the suite. Only a mutant that changes some History runs
``mtgconf run --exitfirst``.

Outcomes: ``killed`` (a property failed, exit 1), ``survived`` (exit 0),
``timeout`` (the run hung: counted as killed, as cosmic-ray does, and shown
apart), ``incompetent`` (the mutant stops the engine from starting, exit 3).
The score is killed / (sampled - equivalent), with a 95% Wilson interval,
where the equivalent mutants are those triaged so in ``docs/mutation-survivors.md``
and those that change only the annotations of functions or local variables:
no code evaluates these, so they are recorded as ``survived`` and
``annotation`` before the coverage run, without being run.
Results are written after every mutant, and a rerun resumes where it stopped.

``--follow OLD.json`` runs the mutants of an earlier campaign again on the
current tree, so that work on the checkers and generators can be measured on
the very same sample after the rules modules have changed. Each old mutant is
found again by its change, not its id (ids carry line numbers, which move): the
current mutant of the same module and operator whose diff has the same changed
lines, the nearest to the old line if the same text occurs more than once. A
mutant whose code is gone is reported as vanished and left out of the score.
Each result keeps its old id (``was``), so the triage of the earlier campaign
still applies.
Needs the ``reach`` extra (``pip install -e '.[reach]'``). Not part of the
test run: CI runs it only when ``MTGCONF_MUTATION=1``.
"""
from __future__ import annotations

import argparse
import ast
import difflib
import json
import math
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any, Callable, Iterator

ROOT = Path(__file__).resolve().parents[1]
TARGET = "reference_engine/rules"
PACKAGES = ("reference_engine", "properties", "mtgconf", "fixtures")
TRIAGE = ROOT / "docs" / "mutation-survivors.md"
PRAGMA = re.compile(r"\s*# pragma: no (cover|branch)\b.*$")


@dataclass(frozen=True, slots=True)
class Mutant:
    module: str
    """Path of the mutated module, relative to the repository."""
    operator: str
    occurrence: int
    line: int
    args: str = "{}"
    """The operator's arguments, as cosmic-ray stores them (JSON)."""

    @property
    def id(self) -> str:
        return f"{self.module}:{self.line}:{self.operator}#{self.occurrence}"


@dataclass(frozen=True, slots=True)
class Outcome:
    id: str
    outcome: str
    """killed, survived, timeout or incompetent."""
    seconds: float
    killer: str = ""
    """The first property that failed."""
    diff: str = ""
    unreached: bool = False
    """Survived because the generated scenarios never execute its statement."""
    unobserved: bool = False
    """Survived because it changes none of the generated scenarios' Histories."""
    annotation: bool = False
    """Survived unrun: it changes only type annotations of functions or local
    variables, which no code evaluates (``annotation_only``); equivalent by
    construction."""
    was: str = ""
    """With ``--follow``: the id of the same mutation in the earlier campaign."""


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    out = Path(args.out)
    done = _load(out)
    with tempfile.TemporaryDirectory(prefix="mtgconf-mutation-") as tmp:
        mutants = _enumerate(Path(tmp) / "enum")
        if args.follow:
            sample, was = _follow(Path(args.follow), mutants, Path(tmp) / "enum")
        else:
            sample, was = _sample(mutants, args.sample, args.seed), {}
        print(f"cosmic-ray: {len(mutants)} mutants of {TARGET}; sampled {len(sample)} (seed {args.seed})")
        todo = [m for m in sample if m.id not in done or (args.rerun_survivors and done[m.id].outcome == "survived")]
        if args.only:
            todo = [m for m in todo if re.search(args.only, m.id)]
        args.commit = _commit()  # the tree the copies hold, not HEAD when the campaign ends
        copies = [_copy(Path(tmp) / f"copy{i}") for i in range(max(1, args.jobs))]
        for mutant in [m for m in todo if _annotation_mutant(m, copies[0])]:
            done[mutant.id] = Outcome(mutant.id, "survived", 0.0, diff=_preview(mutant, copies[0]), annotation=True,
                                      was=was.get(mutant.id, ""))
            todo.remove(mutant)
        unrun = _unexecuted(copies[0], args.examples) if todo else {}
        for copy in copies[1:] if todo else []:  # the record exists only once a run made it
            shutil.copy(copies[0] / RECORD, copy / RECORD)
        baseline = _histories(copies[0]) if todo else ""
        for mutant in [m for m in todo if mutant_unreached(m, unrun)]:
            done[mutant.id] = Outcome(mutant.id, "survived", 0.0, diff=_preview(mutant, copies[0]), unreached=True,
                                      was=was.get(mutant.id, ""))
            todo.remove(mutant)
        _save(out, done, sample, args)
        print(f"{sum(o.unreached for o in done.values())} mutants on statements the scenarios never execute; "
              f"{len(todo)} to run", flush=True)
        free = list(copies)
        started = time.monotonic()

        def work(mutant: Mutant) -> Outcome:
            copy = free.pop()
            try:
                return replace(_run_one(mutant, copy, args.examples, args.timeout, baseline), was=was.get(mutant.id, ""))
            finally:
                free.append(copy)

        with ThreadPoolExecutor(max_workers=len(copies)) as pool:
            for n, result in enumerate(pool.map(work, todo), start=1):
                done[result.id] = result
                _save(out, done, sample, args)
                print(f"[{n}/{len(todo)} {time.monotonic() - started:.0f}s] {result.outcome:<11} "
                      f"{result.seconds:5.1f}s {result.id} {result.killer}", flush=True)
    print(summary([done[m.id] for m in sample if m.id in done], _equivalents()))
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add = parser.add_argument
    add("--sample", type=int, default=200, help="mutants to sample (default 200)")
    add("--seed", type=int, default=13, help="sampling seed (default 13)")
    add("--examples", type=int, default=20, help="examples per property (default 20)")
    add("--timeout", type=float, default=600.0, help="seconds before a mutant's run counts as hung")
    add("--jobs", type=int, default=1, help="mutants run side by side, each on its own copy")
    add("--out", default=str(ROOT / "benchmarks" / "results" / "mutation.json"), help="results file (resumed)")
    add("--rerun-survivors", action="store_true", help="run the survivors of the results file again")
    add("--only", default="", metavar="REGEX", help="only mutants whose id matches")
    add("--follow", default="", metavar="OLD.json",
        help="run the mutants of an earlier campaign's results file again, found by their change on this tree")
    return parser


def _copy(dest: Path) -> Path:
    """A private copy of the packages, so mutating it leaves the checkout alone."""
    for package in PACKAGES:
        shutil.copytree(ROOT / package, dest / package, ignore=shutil.ignore_patterns("__pycache__"))
    (dest / "empty").mkdir()
    return dest


def _enumerate(dest: Path) -> list[Mutant]:
    """Every mutation cosmic-ray would make of the rules modules."""
    from cosmic_ray.work_db import WorkDB, use_db

    _copy(dest)
    config = dest / "cosmic-ray.toml"
    config.write_text(
        "[cosmic-ray]\n"
        f'module-path = "{TARGET}"\n'
        "timeout = 600.0\nexcluded-modules = []\n"
        'test-command = "python -c pass"\n'
        '[cosmic-ray.distributor]\nname = "local"\n', encoding="utf-8")
    subprocess.run([sys.executable, "-m", "cosmic_ray.cli", "init", str(config), str(dest / "session.sqlite")],
                   cwd=dest, check=True)
    found = []
    with use_db(str(dest / "session.sqlite"), WorkDB.Mode.open) as db:
        for item in db.work_items:
            for spec in item.mutations:
                module = Path(spec.module_path).as_posix()
                found.append(Mutant(module=module, operator=spec.operator_name, occurrence=spec.occurrence,
                                    line=spec.start_pos[0], args=json.dumps(spec.operator_args, sort_keys=True)))
    return sorted(found, key=lambda m: (m.module, m.operator, m.occurrence))


def _sample(mutants: list[Mutant], size: int, seed: int) -> list[Mutant]:
    """A seeded random sample, in random order."""
    return random.Random(seed).sample(mutants, min(size, len(mutants)))


def _follow(old: Path, mutants: list[Mutant], tree: Path) -> tuple[list[Mutant], dict[str, str]]:
    """The earlier campaign's mutants found again on ``tree``, in their old
    order, and each new id's old id. Prints those whose code is gone."""
    sample: list[Mutant] = []
    was: dict[str, str] = {}
    vanished = []
    texts: dict[str, list[str]] = {}

    def source(mutant: Mutant) -> str:
        if mutant.module not in texts:
            texts[mutant.module] = (tree / mutant.module).read_text(encoding="utf-8").splitlines()
        return texts[mutant.module][mutant.line - 1]

    for outcome in _load(old).values():
        found = relocate(outcome, mutants, lambda m: _preview(m, tree), source)
        if found is None or found.id in was:
            vanished.append(outcome.id)
            continue
        sample.append(found)
        was[found.id] = outcome.id
    print(f"followed {len(sample)} mutants of {old.name}; vanished (their code is gone): {len(vanished)}")
    for gone in vanished:
        print(f"  vanished: {gone}")
    return sample, was


def changed_lines(diff: str) -> tuple[str, ...]:
    """A diff's removed and added lines, without the hunk headers' line numbers
    and without coverage pragmas (adding one changes no code)."""
    return tuple(_code(line) for line in diff.splitlines() if line.startswith(("-", "+")))


def _code(line: str) -> str:
    return PRAGMA.sub("", line).rstrip()


def relocate(old: Outcome, mutants: list[Mutant], preview: Callable[[Mutant], str],
             source: Callable[[Mutant], str]) -> Mutant | None:
    """The current mutant making ``old``'s change: same module and operator,
    same changed lines; the nearest to the old line when several do.
    ``source`` gives a mutant's line, so that only mutants of a line the old
    change removed are previewed (a preview parses the whole module)."""
    module, line, operator = old.id.split(":")
    wanted = changed_lines(old.diff)
    removed = {text[1:] for text in wanted if text.startswith("-")}
    candidates = [m for m in mutants if m.module == module and m.operator == operator.split("#")[0]
                  and _code(source(m)) in removed]
    matching = [m for m in candidates if changed_lines(preview(m)) == wanted]
    return min(matching, key=lambda m: (abs(m.line - int(line)), m.occurrence), default=None)


def _unexecuted(copy: Path, examples: int) -> dict[str, set[int]]:
    """Statements of the rules modules the unmutated suite never executes, by module."""
    rc, data, out = copy / "coveragerc", copy / ".coverage", copy / "coverage.json"
    rc.write_text(f"[run]\nbranch = True\nsource = {copy / TARGET}\n", encoding="utf-8")
    (copy / "mutation_recorder.py").write_text(RECORDER, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(copy), "PYTHONDONTWRITEBYTECODE": "1",
           "MUTATION_RECORD": str(copy / RECORD)}
    cov = [sys.executable, "-m", "coverage"]
    subprocess.run([*cov, "run", "--rcfile", str(rc), "--data-file", str(data), "-m", "mtgconf",
                    *_suite_args(copy, examples, exitfirst=False, engine="python:mutation_recorder:Recorder")],
                   cwd=copy, env=env, check=False, capture_output=True)
    subprocess.run([*cov, "json", "--rcfile", str(rc), "--data-file", str(data), "-o", str(out), "--quiet"],
                   cwd=copy, env=env, check=True)
    files = json.loads(out.read_text(encoding="utf-8"))["files"]
    found = {}
    for path, entry in files.items():
        where = (copy / path) if not Path(path).is_absolute() else Path(path)
        if where.resolve().is_relative_to(copy.resolve()):
            found[where.resolve().relative_to(copy.resolve()).as_posix()] = set(entry["missing_lines"])
    if not found:
        raise RuntimeError("coverage measured none of the copy's rules modules")
    return found


def mutant_unreached(mutant: Mutant, unexecuted: dict[str, set[int]]) -> bool:
    """Only a statement's own first line counts: a continuation line is in no
    list, so its mutant is run."""
    return mutant.line in unexecuted.get(mutant.module, set())


def _mutated(mutant: Mutant, copy: Path) -> tuple[str, str | None]:
    """The module's source, and the same with the mutation applied (None if cosmic-ray applies none)."""
    from cosmic_ray.mutating import mutate_code
    from cosmic_ray.plugins import get_operator

    source = (copy / mutant.module).read_text(encoding="utf-8")
    operator = get_operator(mutant.operator)(**json.loads(mutant.args))
    return source, mutate_code(source, operator, mutant.occurrence)


def _preview(mutant: Mutant, copy: Path) -> str:
    source, after = _mutated(mutant, copy)
    return _diff(source, after, mutant.module) if after is not None else ""


def _annotation_mutant(mutant: Mutant, copy: Path) -> bool:
    source, after = _mutated(mutant, copy)
    return after is not None and annotation_only(source, after)


def annotation_only(before: str, after: str) -> bool:
    """Whether ``after`` differs from ``before`` only in the annotations of
    functions' parameters and results, or of local variables. Under ``from
    __future__ import annotations`` the first are kept as strings that nothing
    here evaluates, and the second are never evaluated at all, so such a
    mutant cannot change a History. Class-level annotations are left out:
    records and dataclasses read them."""
    if "from __future__ import annotations" not in before:
        return False
    try:
        old, new = ast.parse(before), ast.parse(after)
    except SyntaxError:
        return False
    return ast.dump(_unannotated(old)) == ast.dump(_unannotated(new))


def _unannotated(tree: ast.Module) -> ast.Module:
    """``tree`` with the annotations ``annotation_only`` ignores blanked (in place)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.arg):
            node.annotation = None
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            node.returns = None
            for inner in ast.walk(node):
                if isinstance(inner, ast.AnnAssign):
                    inner.annotation = ast.Constant(None)
    return tree


def _run_one(mutant: Mutant, copy: Path, examples: int, timeout: float, baseline: str) -> Outcome:
    from cosmic_ray.mutating import use_mutation
    from cosmic_ray.plugins import get_operator

    operator = get_operator(mutant.operator)(**json.loads(mutant.args))
    with use_mutation(copy / mutant.module, operator, mutant.occurrence) as (before, after):
        if after is None:
            return Outcome(mutant.id, "incompetent", 0.0, diff="(cosmic-ray applied no change)")
        diff = _diff(before, after, mutant.module)
        start = time.monotonic()
        if _histories(copy, timeout) == baseline:
            return Outcome(mutant.id, "survived", round(time.monotonic() - start, 2), diff=diff, unobserved=True)
        code, killer = _run_suite(copy, examples, timeout)
        seconds = round(time.monotonic() - start, 2)
    outcome = {0: "survived", 1: "killed", None: "timeout"}.get(code, "incompetent")
    return Outcome(mutant.id, outcome, seconds, killer=killer, diff=diff)


def _run_suite(copy: Path, examples: int, timeout: float) -> tuple[int | None, str]:
    """``mtgconf run -x`` on the copy; the exit code (None if it hung) and the killer."""
    report = copy / "report"
    shutil.rmtree(report, ignore_errors=True)
    env = {**os.environ, "PYTHONPATH": str(copy), "PYTHONDONTWRITEBYTECODE": "1"}
    command = [sys.executable, "-m", "mtgconf", *_suite_args(copy, examples, exitfirst=True)]
    try:
        proc = subprocess.run(command, cwd=copy, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "(hung)"
    return proc.returncode, _killer(report / "results.json")


RECORD = "scenarios.jsonl"
RECORDER = '''"""Wraps the reference engine and appends every scenario it plays to a file."""
import json, os
from mtgconf.adapters.inprocess import reference_adapter
from reference_engine.codec import to_json


class Recorder:
    def __init__(self):
        self.inner = reference_adapter()
        self.out = open(os.environ["MUTATION_RECORD"], "a", encoding="utf-8")

    def capabilities(self):
        return self.inner.capabilities()

    def run(self, scenario):
        self.out.write(json.dumps(to_json(scenario), sort_keys=True) + "\\n")
        return self.inner.run(scenario)

    def close(self):
        self.out.close()
        self.inner.close()
'''
REPLAY = '''import hashlib, json, sys
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.engine import run
digest = hashlib.sha256()
for line in sorted(set(open(sys.argv[1], encoding="utf-8"))):
    try:
        history = json.dumps(to_json(run(scenario_from_json(json.loads(line)))), sort_keys=True)
    except Exception as exc:
        history = f"raised {type(exc).__name__}"
    digest.update(history.encode())
print(digest.hexdigest())
'''


def _histories(copy: Path, timeout: float = 600.0) -> str:
    """A digest of the Histories the engine in ``copy`` gives the recorded scenarios."""
    env = {**os.environ, "PYTHONPATH": str(copy), "PYTHONDONTWRITEBYTECODE": "1"}
    try:
        proc = subprocess.run([sys.executable, "-c", REPLAY, str(copy / RECORD)], cwd=copy, env=env,
                              capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "(hung)"
    return proc.stdout.strip() or f"(failed: {proc.stderr.strip()[-200:]})"


def _suite_args(copy: Path, examples: int, *, exitfirst: bool, engine: str = "reference") -> list[str]:
    """The properties on the reference engine, generated scenarios only: no
    fixtures, no saved regressions, and no example database, whose examples
    saved by earlier runs (other mutants' failures among them) would be
    replayed first and make every run depend on the runs before it."""
    return ["run", "--engine", engine, *(["--exitfirst"] if exitfirst else []),
            "--examples", str(examples), "--no-fixtures", "--regressions-dir", str(copy / "empty"),
            "--report-dir", str(copy / "report"), "--example-db", "none"]


def _killer(results: Path) -> str:
    try:
        data = json.loads(results.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return ""
    bad = [p for p in data.get("properties", []) if p["status"] not in ("pass", "unsupported", "not-exercised")]
    return f"{bad[0]['id']} ({bad[0]['status']})" if bad else ""


def _diff(before: str, after: str, name: str) -> str:
    lines = difflib.unified_diff(before.splitlines(), after.splitlines(), name, name, n=0, lineterm="")
    return "\n".join(line for line in lines if not line.startswith(("---", "+++")))


def _load(path: Path) -> dict[str, Outcome]:
    if not path.exists():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    return {m["id"]: Outcome(**m) for m in data["mutants"]}


def _save(path: Path, done: dict[str, Outcome], sample: list[Mutant], args: argparse.Namespace) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    rows = [asdict(done[m.id]) for m in sample if m.id in done]
    meta = {"tool": "cosmic-ray", "target": TARGET, "sample": args.sample, "seed": args.seed,
            "examples": args.examples, "commit": getattr(args, "commit", "") or _commit(), "followed": args.follow}
    path.write_text(json.dumps({**meta, "mutants": rows}, indent=1) + "\n", encoding="utf-8")


def _commit() -> str:
    """HEAD, with "+changes" when the copied packages differ from it."""
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=False)
    changed = subprocess.run(["git", "status", "--porcelain", "--", *PACKAGES], cwd=ROOT, capture_output=True,
                             text=True, check=False)
    return head.stdout.strip() + ("+changes" if changed.stdout.strip() else "")


def _equivalents() -> set[str]:
    """Mutant ids triaged as equivalent in docs/mutation-survivors.md
    (table rows ``| `id` | equivalent | why |``)."""
    if not TRIAGE.exists():
        return set()
    found = set()
    for line in TRIAGE.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 2 and cells[1].lower().startswith("equivalent"):
            found.add(cells[0].strip("`"))
    return found


def wilson(killed: int, total: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if total == 0:
        return 0.0, 1.0
    p = killed / total
    centre = p + z * z / (2 * total)
    spread = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total))
    denominator = 1 + z * z / total
    return (centre - spread) / denominator, (centre + spread) / denominator


def summary(results: list[Outcome], equivalent: set[str]) -> str:
    counts = {k: sum(r.outcome == k for r in results) for k in ("killed", "timeout", "survived", "incompetent")}
    eq = [r for r in results if r.outcome == "survived" and (r.annotation or r.id in equivalent or r.was in equivalent)]
    killed = counts["killed"] + counts["timeout"] + counts["incompetent"]
    scored = len(results) - len(eq)
    low, high = wilson(killed, scored)
    times = sorted(r.seconds for r in results if r.outcome == "killed")
    lines = [f"mutants: {len(results)}; " + ", ".join(f"{k} {v}" for k, v in counts.items()),
             f"of the survivors, never executed by the generated scenarios: {sum(r.unreached for r in results)}; "
             f"executed but no History changed: {sum(r.unobserved for r in results)}",
             f"equivalent: {len(eq)} (of them, changing only annotations: {sum(r.annotation for r in results)})",
             f"score: {killed}/{scored} = {100 * killed / max(1, scored):.1f}% "
             f"(95% Wilson interval {100 * low:.1f}%-{100 * high:.1f}%)"]
    if times:
        lines.append(f"time to kill: median {statistics.median(times):.1f} s, max {times[-1]:.1f} s")
    lines += ["survivors:", *(f"  {r.id}{f' (was {r.was})' if r.was else ''}"
                              f"{'  (equivalent)' if r.annotation or r.id in equivalent or r.was in equivalent else ''}"
                              f"{'  (unreached)' if r.unreached else ''}\n    "
                              + r.diff.replace("\n", "\n    ") for r in results if r.outcome == "survived")]
    return "\n".join(lines)


def _iter_results(path: Path) -> Iterator[Outcome]:
    yield from _load(path).values()


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "summary":
        print(summary(list(_iter_results(Path(sys.argv[2]))), _equivalents()))
        sys.exit(0)
    sys.exit(main())
