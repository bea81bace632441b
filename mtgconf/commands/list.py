"""``mtgconf list``: the properties, with CR numbers, titles and features."""
from __future__ import annotations

import argparse
import json
import sys
from typing import Any

NAME = "list"
HELP = "list the properties with their CR numbers, titles and features"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--format", choices=("text", "json"), default="text")
    parser.add_argument("--lang", choices=("en", "fr"), default="en", help="language of the titles")
    parser.add_argument("--properties", default="*", metavar="GLOB")
    parser.add_argument("--rules", default="", metavar="PREFIX")
    parser.add_argument("--features", default="", metavar="LIST")
    parser.add_argument("--catalogue", default="", metavar="MODULE", help=argparse.SUPPRESS)
    parser.add_argument("--clauses", action="store_true",
                        help="list the CR clauses instead: invariant or not, the properties citing them, "
                             "and why an invariant one has none (--rules filters them)")


def run(args: argparse.Namespace) -> int:
    from mtgconf.runner.preflight import InputError, checked_catalogue, nothing_matched
    from mtgconf.runner.select import Selection, select_properties

    if args.clauses:
        return _clauses(args)
    sel = Selection(properties=args.properties, rules=args.rules,
                    features=tuple(f for f in args.features.split(",") if f))
    try:
        everything = list(checked_catalogue(args.catalogue).all_properties())
    except InputError as err:
        print(f"mtgconf list: {err}", file=sys.stderr)
        return err.exit_code
    records = select_properties(everything, sel)
    if not records:  # as for `run`: options that name nothing are a usage error
        print(f"mtgconf list: {nothing_matched(sel, [r.id for r in everything], 'property')}", file=sys.stderr)
        return 2
    if args.format == "json":
        print(json.dumps([_entry(r) for r in records], indent=1, ensure_ascii=False))
        return 0
    for r in records:
        title = r.title_fr if args.lang == "fr" else r.title
        tags = f"  [{', '.join(r.features)}]" if r.features else ""
        print(f"{r.id:40} CR {', '.join(r.rules):16} {title}{tags}")
    return 0


def _entry(record: Any) -> dict[str, Any]:
    return {"id": record.id, "rules": list(record.rules), "title": record.title, "title_fr": record.title_fr,
            "features": list(record.features), "families": list(record.families),
            "needs_events": list(record.needs_events), "needs_actions": list(record.needs_actions)}


def _clauses(args: argparse.Namespace) -> int:
    """Every citable clause (those starting with ``--rules``), from the suite's catalogue."""
    from properties.coverage import clause_entries

    entries = [e for e in clause_entries() if e["number"].startswith(args.rules)]
    if not entries:
        print(f"mtgconf list: --rules {args.rules!r}: matches no clause; `mtgconf list --clauses` shows every one",
              file=sys.stderr)
        return 2
    if args.format == "json":
        print(json.dumps(entries, indent=1, ensure_ascii=False))
        return 0
    for e in entries:
        title = e["title_fr"] if args.lang == "fr" else e["title"]
        inv = "INV" if e["invariant"] else "-"
        checked = ", ".join(e["properties"]) or e["pending"] or ""
        print(f"{e['number']:8} {inv:4} {title:60} {checked}")
    return 0
