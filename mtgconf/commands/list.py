"""``mtgconf list``: the properties, with CR numbers, titles and features."""
from __future__ import annotations

import argparse
import json
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
    from mtgconf.runner.items import load_catalogue
    from mtgconf.runner.select import Selection, select_properties

    if args.clauses:
        return _clauses(args)
    sel = Selection(properties=args.properties, rules=args.rules,
                    features=tuple(f for f in args.features.split(",") if f))
    records = select_properties(load_catalogue(args.catalogue).all_properties(), sel)
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
    if args.format == "json":
        print(json.dumps(entries, indent=1, ensure_ascii=False))
        return 0
    for e in entries:
        title = e["title_fr"] if args.lang == "fr" else e["title"]
        inv = "INV" if e["invariant"] else "-"
        checked = ", ".join(e["properties"]) or e["pending"] or ""
        print(f"{e['number']:8} {inv:4} {title:60} {checked}")
    return 0
