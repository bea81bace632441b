"""The mutant catalogue: one broken rule each, cited, declared and documented
(``docs/mutants.md`` is generated; tests/harness/test_generated_docs.py keeps it current)."""
from __future__ import annotations

import inspect
import pkgutil
import re
from importlib import import_module

import pytest

from mtgconf.engines import mutants as package
from mtgconf.engines.mutants import MUTANTS, Mutant, mutant
from mtgconf.engines.mutants.registry import MutantError, declared
from properties.rules_catalog import all_clauses
from reference_engine.engine import Rules

KEBAB = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


def _overrides(m: Mutant) -> list[str]:
    cls = m.make_rules
    return [name for name, value in vars(cls).items() if callable(value) and not name.startswith("__")]


def _defined_rules_classes() -> list[type[Rules]]:
    found = []
    for info in pkgutil.iter_modules(package.__path__):
        module = import_module(f"{package.__name__}.{info.name}")
        found += [c for _, c in inspect.getmembers(module, inspect.isclass)
                  if issubclass(c, Rules) and c is not Rules and c.__module__ == module.__name__]
    return found


def test_every_rules_subclass_in_the_package_is_a_declared_mutant() -> None:
    classes = _defined_rules_classes()
    assert classes, "no mutant found"
    assert sorted(c.__qualname__ for c in classes) == sorted(m.make_rules.__qualname__ for m in MUTANTS.values())
    assert MUTANTS == declared()


def test_a_bad_declaration_names_the_class() -> None:
    class Nameless(Rules):
        """Breaks nothing."""

    with pytest.raises(MutantError, match="Nameless.*kebab-case"):
        mutant("Not Kebab", rules=("603.2c",))(Nameless)
    with pytest.raises(MutantError, match="duplicate mutant name"):
        mutant(sorted(MUTANTS)[0], rules=("603.2c",))(Nameless)
    with pytest.raises(MutantError, match="no broken CR rule"):
        mutant("breaks-nothing", rules=())(Nameless)
    assert "breaks-nothing" not in declared()


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_mutant_overrides_exactly_one_rules_method(name: str) -> None:
    m = MUTANTS[name]
    assert KEBAB.match(name) and m.name == name
    assert issubclass(m.make_rules, Rules)  # type: ignore[arg-type]
    [method] = _overrides(m)
    assert hasattr(Rules, method), f"{method} is not a Rules decision"
    assert isinstance(m.make_rules(), Rules)
    assert m.description, "the class docstring says what it gets wrong"


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_mutant_cites_known_rules(name: str) -> None:
    rules = MUTANTS[name].rules
    assert rules and all(r in all_clauses() for r in rules), rules
