"""The README's Python examples and the public API's docstring examples run,
as python-chess runs its own: a doc example that stops working fails here."""
from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[2] / "README.md"
MODULES = (
    "mtgconf.certify",
    "mtgconf.engines.mutants.registry",
    "mtgconf.runner.select",
    "properties.card_facts",
)
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def test_the_readme_examples_run() -> None:
    failed, tried = doctest.testfile(str(README), module_relative=False, optionflags=FLAGS)
    assert tried >= 5 and failed == 0


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_run(name: str) -> None:
    module = importlib.import_module(name)
    failed, tried = doctest.testmod(module, optionflags=FLAGS)
    assert tried >= 1 and failed == 0
