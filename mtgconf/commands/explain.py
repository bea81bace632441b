"""``mtgconf explain CLAUSE``: a rules-savvy user's way into the suite.

For one Comprehensive Rules number it prints the suite's paraphrase (English or
French), then everything that cites the clause or one of its sub-rules: the
properties, the judge-case fixtures, the mutants that break it, the reference
engine modules that implement it, and the saved counterexamples.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable

from mtgconf.option_types import directory

NAME = "explain"
HELP = "what a CR clause says (paraphrased) and which properties, fixtures, mutants and engine code cite it"
EXIT_OK, EXIT_USAGE = 0, 2

LABELS: dict[str, dict[str, str]] = {
    "en": {"unknown": "not in the suite's clause catalogue", "sub": "Sub-rules in the catalogue",
           "properties": "Properties", "fixtures": "Judge-case fixtures", "mutants": "Mutants that break it",
           "engine": "Reference engine", "saved": "Saved counterexamples", "none": "(none)",
           "next": "Next", "unchecked": "nothing in the suite checks it; the clauses it checks: mtgconf list --clauses",
           "cites": "cites it", "times": "times", "edition": "edition effective", "colon": ":"},
    "fr": {"unknown": "absente du catalogue des règles de la suite", "sub": "Sous-règles du catalogue",
           "properties": "Propriétés", "fixtures": "Cas d'arbitrage", "mutants": "Mutants qui l'enfreignent",
           "engine": "Moteur de référence", "saved": "Contre-exemples enregistrés", "none": "(aucun)",
           "next": "Ensuite",
           "unchecked": "rien dans la suite ne la vérifie\u00a0; les règles qu'elle vérifie\u00a0: mtgconf list --clauses",
           "cites": "la cite", "times": "fois", "edition": "édition en vigueur le",
           "colon": "\u00a0:"},
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("clause", metavar="CLAUSE", help="a CR number, e.g. 603.10a, 603.4 or 603")
    parser.add_argument("--lang", choices=("en", "fr"), default="en", help="language of the paraphrase and titles")
    parser.add_argument("--report-dir", type=directory, default=Path("reports"), metavar="DIR",
                        help="where to look for a run's saved counterexamples (default reports)")


@dataclass(frozen=True, slots=True)
class Row:
    name: str
    rules: tuple[str, ...]
    title: str


def run(args: argparse.Namespace) -> int:
    from properties.rules_catalog import CR_PATTERN, EDITION

    number = args.clause.strip().removeprefix("CR").strip()
    if not CR_PATTERN.match(number):
        print(f"mtgconf explain: {args.clause!r} is not a CR number (expected e.g. 603.10a, 603.4 or 603)",
              file=sys.stderr)
        return EXIT_USAGE
    words = LABELS[args.lang]
    print("\n".join(_head(number, args.lang, EDITION, words)))
    checks = {"properties": _properties(number, args.lang), "fixtures": _fixtures(number, args.lang)}
    for key, rows in (*checks.items(), ("mutants", _mutants(number))):
        print("\n".join(_section(words[key], rows, words)))
    print("\n".join(_engine(number, words)))
    print("\n".join(_section(words["saved"], _saved(number, args.report_dir), words)))
    # ``run --rules`` with a clause nothing cites is a usage error: do not suggest it
    follow = f"mtgconf run --rules {number}" if any(checks.values()) else words["unchecked"]
    print(f"\n{words['next']}{words['colon']} {follow}")
    return EXIT_OK


def _head(number: str, lang: str, edition: str, words: dict[str, str]) -> list[str]:
    from properties.rules_catalog import all_clauses

    CLAUSES = all_clauses()  # with the clauses catalogue modules declare (117.3a, 117.3b, ...)
    entry = CLAUSES.get(number)
    if entry is None:
        lines = [f"CR {number} ({words['edition']} {edition}){words['colon']} {words['unknown']}"]
        subs = [c for n, c in CLAUSES.items() if _cites((n,), number) and n != number]
        if subs:
            lines += ["", f"{words['sub']}{words['colon']}"] + [f"  CR {c.number:<9} {getattr(c, f'title_{lang}')}" for c in subs]
        return lines
    title, text = getattr(entry, f"title_{lang}"), getattr(entry, f"paraphrase_{lang}")
    return [f"CR {number}{words['colon']} {title} ({words['edition']} {edition})", f"  {text}"]


def _section(label: str, rows: list[Row], words: dict[str, str]) -> list[str]:
    lines = ["", f"{label} ({len(rows)}){words['colon']}"]
    if not rows:
        return lines + [f"  {words['none']}"]
    width = max(len(r.name) for r in rows)
    return lines + [f"  {r.name:<{width}}  CR {', '.join(r.rules)}  {r.title}".rstrip() for r in rows]


def _cites(rules: Iterable[str], number: str) -> bool:
    from mtgconf.runner.select import matches_rule_prefix

    return matches_rule_prefix(tuple(rules), number)


def _properties(number: str, lang: str) -> list[Row]:
    from properties.registry import all_properties

    return [Row(r.id, tuple(r.rules), r.title_fr if lang == "fr" else r.title)
            for r in all_properties() if _cites(r.rules, number)]


def _fixtures(number: str, lang: str) -> list[Row]:
    from mtgconf.runner.select import Selection, select_fixtures

    return [Row(fid, tuple(sc.meta.rules), (sc.meta.title_fr if lang == "fr" else "") or sc.meta.title)
            for fid, _, sc in select_fixtures(Selection(rules=number))]


def _mutants(number: str) -> list[Row]:
    from mtgconf.engines.mutants import MUTANTS

    return [Row(f"mutant:{m.name}", tuple(m.rules), m.description.strip().splitlines()[0])
            for m in sorted(MUTANTS.values(), key=lambda m: m.name) if _cites(m.rules, number)]


def _engine(number: str, words: dict[str, str]) -> list[str]:
    """Modules of reference_engine/rules/ naming the clause (or a sub-rule),
    those whose docstring names it first: that is where its behaviour lives."""
    import reference_engine.rules as rules_pkg

    pattern = re.compile(rf"(?<![\d.]){re.escape(number)}(?![\d])")
    root = Path(rules_pkg.__file__).parent
    found: list[tuple[bool, int, str]] = []
    for path in sorted(root.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        hits = len(pattern.findall(text))
        if hits:
            found.append((bool(pattern.search(_docstring(text))), hits, f"reference_engine/rules/{path.name}"))
    found.sort(key=lambda f: (not f[0], -f[1], f[2]))
    lines = ["", f"{words['engine']} ({len(found)}){words['colon']}"]
    lines += [f"  {name}  ({words['cites']} {hits} {words['times']})" for _, hits, name in found]
    return lines if found else lines + [f"  {words['none']}"]


def _docstring(text: str) -> str:
    match = re.match(r'\s*(?:"""(.*?)"""|\'\'\'(.*?)\'\'\')', text, re.S)
    return (match.group(1) or match.group(2) or "") if match else ""


def _saved(number: str, report_dir: Path) -> list[Row]:
    """Committed regressions (fixtures/regressions) and a run's saved counterexamples."""
    from mtgconf.runner.select import REGRESSIONS_DIR

    rows = []
    for path in sorted(REGRESSIONS_DIR.rglob("*.json")) + sorted((report_dir / "counterexamples").glob("*.json")):
        data = _read(path)
        rules, title = _saved_rules(data)
        if _cites(rules, number):
            rows.append(Row(_shown(path), rules, title))
    return rows


def _saved_rules(data: Any) -> tuple[tuple[str, ...], str]:
    from mtgconf.runner.saved import is_saved

    if is_saved(data):
        return tuple(data.get("rules", ())), f"{data.get('item', '')} on {data.get('engine', '')}"
    meta = data.get("meta", {}) if isinstance(data, dict) else {}
    return tuple(meta.get("rules", ())), str(meta.get("id", ""))


def _read(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}  # an unreadable file cites nothing; replay reports it properly


def _shown(path: Path) -> str:
    """A path relative to the current directory when it is under it."""
    try:
        return path.resolve().relative_to(Path.cwd()).as_posix()
    except ValueError:
        from mtgconf.runner.select import PACKAGE_ROOT

        try:
            return "fixtures/" + path.resolve().relative_to(PACKAGE_ROOT).as_posix()
        except ValueError:
            return path.as_posix()
