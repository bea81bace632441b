"""The registry validates every property's metadata and names the function."""
from __future__ import annotations

import pytest

from properties.registry import (
    Case, Registry, RegistrationError, Verdict, all_properties, get, passed,
)
from properties.rules_catalog import CLAUSES, is_cr_number


def _meta(**over: object) -> dict[str, object]:
    meta: dict[str, object] = dict(id="some-rule", rules=("603.2c",), title="A title",
                                   title_fr="Un titre")
    meta.update(over)
    return meta


def _register(reg: Registry, **over: object) -> None:
    def a_checker(case: Case) -> Verdict:
        """States a rule."""
        return passed(False)

    reg.prop(**_meta(**over))(a_checker)  # type: ignore[arg-type]


def test_a_valid_property_is_registered() -> None:
    reg = Registry()
    _register(reg)
    assert [r.id for r in reg.records()] == ["some-rule"]
    assert reg.get("some-rule").doc == "States a rule."


def test_duplicate_id_is_rejected_naming_the_function() -> None:
    reg = Registry()
    _register(reg)
    with pytest.raises(RegistrationError, match=r"a_checker.*duplicate"):
        _register(reg)


@pytest.mark.parametrize("rules", [("603.2z9",), ("CR 603.2c",), ("6032c",), ("603.2C",)])
def test_malformed_citation_is_rejected(rules: tuple[str, ...]) -> None:
    with pytest.raises(RegistrationError, match=r"a_checker.*malformed"):
        _register(Registry(), rules=rules)


def test_unknown_citation_is_rejected() -> None:
    assert "603.99" not in CLAUSES
    with pytest.raises(RegistrationError, match=r"a_checker.*unknown CR citation '603.99'"):
        _register(Registry(), rules=("603.99",))


def test_missing_citation_is_rejected() -> None:
    with pytest.raises(RegistrationError, match=r"a_checker.*no CR citation"):
        _register(Registry(), rules=())


@pytest.mark.parametrize("title_fr", ["", "   "])
def test_missing_french_title_is_rejected(title_fr: str) -> None:
    with pytest.raises(RegistrationError, match=r"a_checker.*French title"):
        _register(Registry(), title_fr=title_fr)


def test_bad_id_and_unknown_event_kind_are_rejected() -> None:
    with pytest.raises(RegistrationError, match="kebab-case"):
        _register(Registry(), id="Some_Rule")
    with pytest.raises(RegistrationError, match="unknown event"):
        _register(Registry(), needs_events=("explosion",))


def test_catalogue_is_sorted_and_complete() -> None:
    records = all_properties()
    ids = [r.id for r in records]
    assert ids == sorted(ids) and len(set(ids)) == len(ids)
    for r in records:
        assert r.doc and r.title_fr and r.families
        assert all(is_cr_number(n) for n in r.rules)
    assert get(ids[0]) is records[0]
    with pytest.raises(KeyError):
        get("no-such-property")


def test_every_clause_has_both_languages() -> None:
    for number, clause in CLAUSES.items():
        assert clause.number == number and is_cr_number(number)
        assert clause.title_en and clause.title_fr and clause.paraphrase_en and clause.paraphrase_fr
