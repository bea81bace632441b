"""Names given on a benchmark's command line, checked before any work starts.

A benchmark that met an unknown family or mutant only when it reached it
would crash with a traceback after minutes of measuring, losing what it had
printed the point of. These stop at once, with usage and exit status 2.
"""
from __future__ import annotations

import argparse
import difflib
from typing import Iterable


def check_known(parser: argparse.ArgumentParser, given: Iterable[str], names: Iterable[str], what: str) -> None:
    """Exit 2 through ``parser.error`` at the first of ``given`` that is not
    one of ``names``, naming the closest known ones."""
    pool = sorted(names)
    for name in given:
        if name not in pool:
            hint = difflib.get_close_matches(name, pool, n=3, cutoff=0.5)
            tail = f"did you mean: {', '.join(hint)}?" if hint else f"the {len(pool)} known: {', '.join(pool)}"
            parser.error(f"unknown {what} {name!r}; {tail}")
