"""``mtgconf reach``: branch coverage of the reference engine's rules by the
generated scenarios alone.

It runs exactly the default run's generated scenarios (``mtgconf run`` on the
reference engine, same budget and seed) under ``coverage`` with branch
measurement, leaving out the judge-case fixtures, the saved regressions and
the example database: what it reports is how far the generators drive the
engine. The run happens in a child process started under ``coverage run``,
so even the rules modules' import is measured. A branch no legal scenario
can reach carries a ``# pragma: no branch`` (or ``no cover``) comment with
the reason beside it.

Needs the ``reach`` extra (``pip install 'mtg-conformance[reach]'``).
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

NAME = "reach"
HELP = "branch coverage of reference_engine/rules by the generated scenarios alone"

RULES_PACKAGE = "reference_engine.rules"
COVERAGE_RC = """\
[run]
branch = True
source_pkgs = reference_engine.rules

[report]
# The default markers ("pragma: no cover", and "pragma: no branch" for a
# branch) stay; each use carries its reason on the same line.
exclude_also =
    if TYPE_CHECKING:
    raise AssertionError\\(.unreachable
"""


@dataclass(frozen=True, slots=True)
class ModuleReach:
    module: str
    branches: int
    covered: int
    missing: tuple[str, ...]
    """``line->line: source`` for every branch never taken."""

    @property
    def percent(self) -> float:
        return 100.0 * self.covered / self.branches if self.branches else 100.0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from mtgconf.option_types import positive
    from mtgconf.runner.core import DEFAULT_EXAMPLES

    add = parser.add_argument
    add("--examples", type=positive, default=DEFAULT_EXAMPLES, metavar="N",
        help=f"examples per property, as in the run measured (default {DEFAULT_EXAMPLES})")
    add("--seed", type=int, default=0, metavar="S", help="run seed (default 0)")
    add("--properties", default="*", metavar="GLOB", help="only these properties' scenarios")
    add("--fail-under", type=float, default=0.0, metavar="PCT",
        help="exit 1 when a module's branch coverage is below PCT")
    add("--json", type=Path, default=None, metavar="FILE", help="also write the figures as JSON")
    add("--no-missing", action="store_true", help="do not list the branches never reached")


def run(args: argparse.Namespace) -> int:
    try:
        import coverage  # noqa: F401
    except ImportError:
        print("mtgconf reach: needs coverage (pip install 'mtg-conformance[reach]')", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="mtgconf-reach-") as tmp:
        try:
            report = measure(Path(tmp), examples=args.examples, seed=args.seed, properties=args.properties)
        except RunRefused as refused:
            print(f"mtgconf reach: {refused}", file=sys.stderr)
            return refused.exit_code
    modules = tuple(sorted(report, key=lambda m: m.module))
    print(render(modules, missing=not args.no_missing))
    if args.json is not None:
        args.json.write_text(json.dumps(to_json(modules), indent=1) + "\n", encoding="utf-8")
    low = [m.module for m in modules if m.percent < args.fail_under]
    if low:
        print(f"mtgconf reach: below {args.fail_under:g}%: {', '.join(low)}", file=sys.stderr)
        return 1
    return 0


class RunRefused(Exception):
    """The measured run stopped before playing anything (a usage or engine error)."""

    def __init__(self, exit_code: int, message: str) -> None:
        super().__init__(message or f"the measured run exited {exit_code}")
        self.exit_code = exit_code


def measure(tmp: Path, *, examples: int, seed: int, properties: str = "*") -> list[ModuleReach]:
    """Run the generated scenarios under coverage; the per-module figures."""
    rc, data, empty = tmp / "coveragerc", tmp / ".coverage", tmp / "no-regressions"
    rc.write_text(COVERAGE_RC, encoding="utf-8")
    empty.mkdir()
    # No example database either: the user's would replay failures an earlier
    # run saved (on a mutant, say), scenarios no generator drew this time. A
    # run without one plays the scenarios a default run plays (runner.failures_db).
    run_args = ["run", "--engine", "reference", "--examples", str(examples), "--seed", str(seed),
                "--properties", properties, "--no-fixtures", "--regressions-dir", str(empty),
                "--example-db", "none", "--report-dir", str(tmp / "report"), "--workers", "1"]
    env_rc = ["--rcfile", str(rc), "--data-file", str(data)]
    done = subprocess.run([sys.executable, "-m", "coverage", "run", *env_rc, "-m", "mtgconf", *run_args],
                          check=False, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if done.returncode not in (0, 1):  # 1: some property failed, and the scenarios were still played
        raise RunRefused(done.returncode, _run_message(done.stderr))
    out = tmp / "coverage.json"
    subprocess.run([sys.executable, "-m", "coverage", "json", *env_rc, "-o", str(out), "--quiet"], check=True)
    return from_coverage_json(json.loads(out.read_text(encoding="utf-8")))


def _run_message(stderr: str) -> str:
    """What ``mtgconf run`` said, without the warnings coverage adds after it."""
    said = [line.removeprefix("mtgconf run: ") for line in stderr.splitlines() if line.startswith("mtgconf run")]
    return "; ".join(said) or stderr.strip()


def from_coverage_json(data: dict[str, Any]) -> list[ModuleReach]:
    found = []
    for path, entry in data["files"].items():
        lines = Path(path).read_text(encoding="utf-8").splitlines() if Path(path).exists() else []
        summary = entry["summary"]
        missing = tuple(f"{a}->{b}: {_source(lines, a)}" for a, b in entry.get("missing_branches", []))
        found.append(ModuleReach(module=_module_name(path), branches=summary["num_branches"],
                                 covered=summary["covered_branches"], missing=missing))
    return found


def _module_name(path: str) -> str:
    parts = Path(path).with_suffix("").parts
    start = max(i for i, p in enumerate(parts) if p == "reference_engine")
    return ".".join(parts[start:])


def _source(lines: list[str], line: int) -> str:
    return lines[line - 1].strip() if 0 < line <= len(lines) else ""


def render(modules: tuple[ModuleReach, ...], *, missing: bool = True) -> str:
    width = max((len(m.module) for m in modules), default=10)
    rows = [f"{'module':<{width}}  branches  covered  reach"]
    rows += [f"{m.module:<{width}}  {m.branches:>8}  {m.covered:>7}  {m.percent:5.1f}%" for m in modules]
    total, covered = sum(m.branches for m in modules), sum(m.covered for m in modules)
    rows.append(f"{'total':<{width}}  {total:>8}  {covered:>7}  {100.0 * covered / max(1, total):5.1f}%")
    if missing:
        for m in modules:
            rows += [f"never reached: {m.module} {branch}" for branch in m.missing]
    return "\n".join(rows)


def to_json(modules: tuple[ModuleReach, ...]) -> dict[str, Any]:
    total, covered = sum(m.branches for m in modules), sum(m.covered for m in modules)
    return {"total": {"branches": total, "covered": covered, "percent": round(100.0 * covered / max(1, total), 1)},
            "modules": [{"module": m.module, "branches": m.branches, "covered": m.covered,
                         "percent": round(m.percent, 1), "missing": list(m.missing)} for m in modules]}
