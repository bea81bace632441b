"""Every test starts without an example database, so no run replays the
failures of an earlier test or of the developer's own runs (tests of the
database choice set their own). Subprocesses inherit it."""
from __future__ import annotations

import os

os.environ.setdefault("MTGCONF_EXAMPLE_DB", "none")
