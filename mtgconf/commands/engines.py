"""``mtgconf engines``: list the engine specs one can pass to ``--engine``."""
from __future__ import annotations

import argparse

NAME = "engines"
HELP = "list the engines available to --engine, each with a one-line description"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--check", metavar="SPEC", help="start this engine and print its capability manifest")


def run(args: argparse.Namespace) -> int:
    from mtgconf.engines.specs import EngineStartError, UnknownEngineSpec, available, resolve

    if args.check is None:
        rows = available()
        width = max(len(spec) for spec, _ in rows)
        for spec, description in rows:
            print(f"{spec:<{width}}  {description}")
        return 0
    try:
        adapter = resolve(args.check)
    except UnknownEngineSpec as err:
        print(f"mtgconf engines: {err}")
        return 2
    except EngineStartError as err:
        print(f"mtgconf engines: {args.check} could not start: {err}")
        return 3
    try:
        caps = adapter.capabilities()
    finally:
        adapter.close()
    print(f"{caps.name} {caps.version}".strip())
    for label, values in (("features", caps.features), ("actions", caps.actions), ("events", caps.events)):
        print(f"  {label}: {', '.join(values) or '(none)'}")
    return 0
