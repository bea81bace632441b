"""Every test starts without an example database, so no run replays the
failures of an earlier test or of the developer's own runs (tests of the
database choice set their own). Subprocesses inherit it."""
from __future__ import annotations

import os

os.environ.setdefault("MTGCONF_EXAMPLE_DB", "none")


def pytest_collection_finish(session: object) -> None:
    """The suite's own tests run the same long Hypothesis campaigns as a run:
    the same collector settings (``mtgconf.runner.gc_tuning``)."""
    from mtgconf.runner.gc_tuning import tune_gc

    tune_gc()
