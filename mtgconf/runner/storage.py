"""Where a run keeps Hypothesis's own files (its constants cache and, unless
``--example-db`` says otherwise, anything else it writes): under the report
directory, in ``<report-dir>/.hypothesis``, never in the current directory."""
from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Iterator

__all__ = ["HYPOTHESIS_DIR", "hypothesis_home", "hypothesis_home_in"]

HYPOTHESIS_DIR = ".hypothesis"
_ENV = "HYPOTHESIS_STORAGE_DIRECTORY"


def hypothesis_home(report_dir: str | Path) -> Path:
    """The one place that decides where Hypothesis writes during a run."""
    return Path(report_dir).resolve() / HYPOTHESIS_DIR


@contextlib.contextmanager
def hypothesis_home_in(report_dir: str | Path) -> Iterator[Path]:
    """Point Hypothesis there, in this process and (through the environment,
    which it reads lazily) in pytest-xdist workers; restored afterwards."""
    from hypothesis.configuration import set_hypothesis_home_dir

    home = hypothesis_home(report_dir)
    old = os.environ.get(_ENV)
    os.environ[_ENV] = str(home)
    set_hypothesis_home_dir(home)
    try:
        yield home
    finally:
        if old is None:
            os.environ.pop(_ENV, None)
        else:
            os.environ[_ENV] = old
        set_hypothesis_home_dir(None)  # the next read takes the environment again
