"""The command line keeps Hypothesis's installed entry points out of a run
(``mtgconf.cli.PLUGINS_SWITCH``), unless the user asks for them."""
from __future__ import annotations

import importlib.util
import os
import subprocess
import sys

import pytest

from mtgconf.cli import PLUGINS_SWITCH

# Imports Hypothesis through a command, then says whether trio's entry point ran.
PROBE = ("import contextlib, io, sys\n"
         "from mtgconf.cli import main\n"
         "with contextlib.redirect_stdout(io.StringIO()):\n"
         "    main(['list'])\n"
         "print('hypothesis' in sys.modules, 'trio' in sys.modules)\n")


def _probe(**env: str) -> str:
    clean = {k: v for k, v in os.environ.items() if k != PLUGINS_SWITCH}
    done = subprocess.run([sys.executable, "-c", PROBE], env={**clean, **env},
                          capture_output=True, text=True, check=True)
    return done.stdout.strip()


def test_a_command_loads_no_hypothesis_plugin() -> None:
    assert _probe() == "True False"


@pytest.mark.skipif(importlib.util.find_spec("trio") is None,
                    reason="trio (installed with the fuzz extra) is the plugin looked for")
def test_an_empty_switch_keeps_the_plugins() -> None:
    assert _probe(**{PLUGINS_SWITCH: ""}) == "True True"
