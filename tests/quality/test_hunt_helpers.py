"""The helpers that decide whether a property "cites" a mutant's rule."""
from __future__ import annotations

from types import SimpleNamespace

from mtgconf.engines.mutants import cites_broken_rule, hunting_order, rule_base


def test_rule_base_drops_the_lettered_subrule() -> None:
    assert rule_base("603.2c") == "603.2"
    assert rule_base("700.4") == "700.4"
    assert rule_base("733") == "733"


def test_cites_same_number_or_same_numbered_rule() -> None:
    assert cites_broken_rule(("603.2c",), ("603.2c",))
    assert cites_broken_rule(("603.2c",), ("603.2",))
    assert cites_broken_rule(("603.3b", "101.4"), ("101.4",))
    assert not cites_broken_rule(("603.2c",), ("603.3b",))
    assert not cites_broken_rule(("603.4",), ("603.10a",))


def test_citing_properties_come_first() -> None:
    recs = [SimpleNamespace(id=i, rules=r) for i, r in (("a", ("117.5",)), ("b", ("603.8",)),
                                                        ("c", ("603.8", "704.3")), ("d", ("603.8a",)))]
    assert [r.id for r in hunting_order(recs, ("603.8",))] == ["b", "c", "d", "a"]
