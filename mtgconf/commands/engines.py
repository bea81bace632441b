"""``mtgconf engines``: list the engine specs one can pass to ``--engine``;
``--check SPEC`` starts one, prints its manifest and plays one empty game on it."""
from __future__ import annotations

import argparse

NAME = "engines"
HELP = "list the engines available to --engine, each with a one-line description"
EXIT_USAGE, EXIT_ENGINE = 2, 3


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--check", metavar="SPEC",
                        help="load this engine, print its capability manifest and play one empty scenario on it "
                             "(exit 3 if it cannot)")


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
        return EXIT_USAGE
    except EngineStartError as err:
        print(f"mtgconf engines: {args.check} could not start: {err}")
        return EXIT_ENGINE
    try:
        caps = adapter.capabilities()
        print(f"{caps.name} {caps.version}".strip())
        for label, values in (("features", caps.features), ("actions", caps.actions), ("events", caps.events)):
            print(f"  {label}: {', '.join(values) or '(none)'}")
        return _smoke(adapter, args.check)
    finally:
        adapter.close()


def _smoke(adapter: object, spec: str) -> int:
    """Play a two-player scenario with nothing in it: the engine's own code
    runs once, so a missing dependency or a broken build shows here."""
    from mtgconf.adapters.protocol import Unsupported
    from reference_engine.scenario import PlayerSetup, Scenario

    empty = Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)))
    try:
        history = adapter.run(empty)  # type: ignore[attr-defined]
    except Unsupported as gap:
        print(f"  check: the engine declined an empty scenario ({gap.reason}); it loads, but plays nothing")
        return 0
    except Exception as err:  # any failure to play is what --check is for
        print(f"mtgconf engines: {spec} loaded but could not play an empty scenario: "
              f"{type(err).__name__}: {' '.join(str(err).split())}")
        return EXIT_ENGINE
    print(f"  check: played an empty scenario ({len(history.events)} events)")
    return 0
