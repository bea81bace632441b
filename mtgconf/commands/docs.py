"""``mtgconf docs``: regenerate (or check) the docs written from the registries."""
from __future__ import annotations

import argparse

NAME = "docs"
HELP = "regenerate docs/properties.md, mutants.md and coverage.md from the registries (source checkout)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 when a generated doc is stale")


def run(args: argparse.Namespace) -> int:
    from mtgconf.docs import main

    return main(["--check"] if args.check else [])
