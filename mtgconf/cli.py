"""The ``mtgconf`` command line. Each subcommand lives in ``mtgconf.commands``.

Exit codes: 0 conformant / facts hold, 1 non-conformance found, 2 usage or
input error, 3 the engine could not be started.
"""
from __future__ import annotations

import argparse
import importlib
import sys
from typing import Sequence

# Subcommand modules; each defines ``NAME``, ``HELP``, ``add_arguments(parser)``
# and ``run(args) -> int``.
COMMANDS: tuple[str, ...] = (
    "mtgconf.commands.replay",
    "mtgconf.commands.run", "mtgconf.commands.list", "mtgconf.commands.merge", "mtgconf.commands.report",
    "mtgconf.commands.engines",
    "mtgconf.commands.reach",
    "mtgconf.commands.docs",
)

EXIT_OK, EXIT_NONCONFORMANT, EXIT_USAGE, EXIT_ENGINE = 0, 1, 2, 3


def build_parser() -> tuple[argparse.ArgumentParser, dict[str, object]]:
    parser = argparse.ArgumentParser(prog="mtgconf", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    modules: dict[str, object] = {}
    for name in COMMANDS:
        module = importlib.import_module(name)
        cmd = sub.add_parser(module.NAME, help=module.HELP, description=module.HELP)
        module.add_arguments(cmd)
        modules[module.NAME] = module
    return parser, modules


def main(argv: Sequence[str] | None = None) -> int:
    parser, modules = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse exits with 2 on usage errors already
        return int(exc.code or 0)
    return int(modules[args.command].run(args))  # type: ignore[attr-defined]


if __name__ == "__main__":
    sys.exit(main())
