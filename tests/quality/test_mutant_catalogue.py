"""The mutant catalogue: one broken rule each, cited, and documented."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from mtgconf.engines.mutants import MUTANTS, Mutant
from properties.rules_catalog import CLAUSES
from reference_engine.engine import Rules

DOC = Path(__file__).resolve().parents[2] / "docs" / "mutants.md"
KEBAB = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


def _overrides(mutant: Mutant) -> list[str]:
    cls = mutant.make_rules
    return [name for name, value in vars(cls).items() if callable(value) and not name.startswith("__")]


def test_there_are_at_least_26_mutants() -> None:
    assert len(MUTANTS) >= 26


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_mutant_overrides_exactly_one_rules_method(name: str) -> None:
    mutant = MUTANTS[name]
    assert KEBAB.match(name) and mutant.name == name
    assert issubclass(mutant.make_rules, Rules)  # type: ignore[arg-type]
    [method] = _overrides(mutant)
    assert hasattr(Rules, method), f"{method} is not a Rules decision"
    assert isinstance(mutant.make_rules(), Rules)


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_mutant_cites_known_rules(name: str) -> None:
    rules = MUTANTS[name].rules
    assert rules and all(r in CLAUSES for r in rules), rules


def test_docs_list_every_mutant_with_its_rules() -> None:
    rows = {}
    for line in DOC.read_text(encoding="utf-8").splitlines():
        found = re.match(r"^\| `([a-z0-9-]+)` \| ([^|]+) \| `(\w+)` \|", line)
        if found:
            rows[found.group(1)] = (tuple(re.findall(r"CR ([\d.a-z]+)", found.group(2))), found.group(3))
    expected = {n: (m.rules, _overrides(m)[0]) for n, m in MUTANTS.items()}
    assert rows == expected
