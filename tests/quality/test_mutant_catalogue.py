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
from mtgconf.engines.mutants.registry import MutantError, declared, killer_table
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


LINK = re.compile(r"https://github\.com/[\w.-]+/[\w.-]+/(issues|pull)/(\d+)")
COMMIT = re.compile(r"https://github\.com/[\w.-]+/[\w.-]+/commit/([0-9a-f]{40})\b")


def report_link_problem(report: str) -> str | None:
    """Why a mutant's report does not link the record it names, or None: it
    must hold a GitHub issue or pull request address whose number the text
    names as ``#N``, and an "issue #N" must link an issue, a "pull request #N"
    (or "PR #N") a pull request. A fix that no issue or pull request records
    may be named instead as "commit <first 7 or more hex digits>", with the
    address of that commit."""
    link = LINK.search(report)
    if link is None:
        commit = COMMIT.search(report)
        if commit is None:
            return "no GitHub issue, pull request or commit address"
        named = re.search(r"commit ([0-9a-f]{7,40})\b", report)
        if named is None or not commit.group(1).startswith(named.group(1)):
            return "the commit address's hash is not named as \"commit <hash>\" in the text"
        return None
    kind, number = link.groups()
    named = re.search(rf"(issue|pull request|PR|)\s*#{number}\b", report)
    if named is None:
        return f"the address's number {number} is not named as #{number} in the text"
    said = named.group(1)
    if (said == "issue" and kind != "issues") or (said in ("pull request", "PR") and kind != "pull"):
        return f"the text says {said} #{number} but the address is a {kind} one"
    return None


@pytest.mark.parametrize("name", sorted(n for n, m in MUTANTS.items() if m.report))
def test_a_named_report_links_the_record_it_names(name: str) -> None:
    assert report_link_problem(MUTANTS[name].report) is None, MUTANTS[name].report


@pytest.mark.parametrize(("report", "problem"), [
    ("XMage issue #6444 (https://github.com/magefree/mage/issues/6444): fine", None),
    ("XMage issue #5200, fixed by pull request #5201 (https://github.com/magefree/mage/pull/5201): fine", None),
    ("XMage issue #6444: no address", "no GitHub issue, pull request or commit address"),
    ("phase.rs commit df34aa6 (https://github.com/phase-rs/phase/commit/"
     "df34aa647942530ca920d8db2508dc112729c287): fine", None),
    ("phase.rs commit df34aa7 (https://github.com/phase-rs/phase/commit/"
     "df34aa647942530ca920d8db2508dc112729c287): another commit",
     "the commit address's hash is not named as \"commit <hash>\" in the text"),
    ("XMage issue #6445 (https://github.com/magefree/mage/issues/6444): a typo",
     "the address's number 6444 is not named as #6444 in the text"),
    ("Forge issue #1290 (https://github.com/Card-Forge/forge/pull/1290): wrong kind",
     "the text says issue #1290 but the address is a pull one"),
])
def test_report_link_problem_finds_each_mismatch(report: str, problem: str | None) -> None:
    assert report_link_problem(report) == problem


def test_killer_table_prefers_a_mutant_modelled_on_a_report() -> None:
    def made(name: str, report: str = "") -> Mutant:
        return Mutant(name, ("603.2",), "a break", Rules, ("p",), report)

    assert killer_table([made("a"), made("b", report="XMage issue #1")]) == {"p": "b"}
    assert killer_table([made("b"), made("a")]) == {"p": "a"}  # none has a report: the first by name
    assert killer_table([made("c", report="r"), made("b", report="r")]) == {"p": "b"}
