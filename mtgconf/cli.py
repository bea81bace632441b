"""The ``mtgconf`` command line. Each subcommand lives in ``mtgconf.commands``.

Exit codes: 0 conformant / facts hold, 1 non-conformance found, 2 usage or
input error, 3 the engine could not be started, 4 the suite itself failed.
"""
from __future__ import annotations

import argparse
import importlib
import os
import sys
import traceback
from typing import Sequence

# Subcommand modules; each defines ``NAME``, ``HELP``, ``add_arguments(parser)``
# and ``run(args) -> int``.
COMMANDS: tuple[str, ...] = (
    "mtgconf.commands.replay",
    "mtgconf.commands.run", "mtgconf.commands.list", "mtgconf.commands.merge", "mtgconf.commands.report",
    "mtgconf.commands.engines", "mtgconf.commands.explain",
    "mtgconf.commands.docs", "mtgconf.commands.fuzz", "mtgconf.commands.reach", "mtgconf.commands.check",
)

EXIT_OK, EXIT_NONCONFORMANT, EXIT_USAGE, EXIT_ENGINE = 0, 1, 2, 3
EXIT_SUITE = 4
"""The suite itself failed (a bug in it, or in its installation): never a
verdict on the engine, which exit 1 would claim."""
EXIT_BROKEN_PIPE = 141
"""What a shell reports for a program stopped by SIGPIPE (``mtgconf list | head -1``)."""

DESCRIPTION = ("A property-based conformance suite for Magic: The Gathering rules engines "
               "(triggered abilities, CR 603 and what it touches).")
EPILOG = """\
examples:
  mtgconf run                                   the suite on the reference engine; reports in reports/
  mtgconf run --engine mutant:no-look-back      a deliberately broken engine: see what failures look like
  mtgconf replay FILE                           a saved counterexample: timeline, stack and verdict
  mtgconf explain 603.10a [--lang fr]           what a rule says and what in the suite checks it

exit codes: 0 conformant, 1 non-conformance, 2 usage or input error,
3 the engine could not be loaded or started, 4 the suite itself failed.
`mtgconf COMMAND --help` for each command."""


def build_parser() -> tuple[argparse.ArgumentParser, dict[str, object]]:
    parser = argparse.ArgumentParser(prog="mtgconf", description=DESCRIPTION, epilog=EPILOG,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    modules: dict[str, object] = {}
    for name in COMMANDS:
        module = importlib.import_module(name)
        cmd = sub.add_parser(module.NAME, help=module.HELP, description=module.HELP)
        module.add_arguments(cmd)
        modules[module.NAME] = module
    return parser, modules


PLUGINS_SWITCH = "HYPOTHESIS_NO_PLUGINS"
"""Hypothesis runs every installed ``hypothesis`` entry point when it is first
imported. The suite uses none of them, and they cost a run: trio's registers a
random generator that every test case then saves, seeds and restores, and
HypoFuzz's imports its command line. Set the variable to an empty value to
keep them; ``mtgconf fuzz`` loads HypoFuzz itself."""


def main(argv: Sequence[str] | None = None) -> int:
    os.environ.setdefault(PLUGINS_SWITCH, "1")  # before any command imports Hypothesis
    parser, modules = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse exits with 2 on usage errors already
        return int(exc.code or 0)
    try:
        code = int(modules[args.command].run(args))  # type: ignore[attr-defined]
        sys.stdout.flush()
    except BrokenPipeError:
        return _reader_went_away()
    except Exception:  # noqa: BLE001 - Python's own exit status for a crash, 1, would read as a verdict
        traceback.print_exc()
        print(f"mtgconf {args.command}: internal error (exit {EXIT_SUITE}): a bug in mtgconf or in its "
              "installation, the traceback above; not a verdict on the engine", file=sys.stderr)
        return EXIT_SUITE
    return code


def _reader_went_away() -> int:
    """The output's reader closed it early (``| head``): not an error worth a
    traceback. Point stdout at /dev/null so the interpreter's final flush is quiet."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)
    return EXIT_BROKEN_PIPE


if __name__ == "__main__":
    sys.exit(main())
