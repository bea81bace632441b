"""Planeswalkers: starting loyalty (CR 306.5b), loyalty abilities (CR 606.3,
606.4), damage to a planeswalker (CR 120.3c) and 0 loyalty (CR 704.5i)."""
from __future__ import annotations

from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef, TargetSpec,
)
from reference_engine.cards import CardDef
from reference_engine.history import FinalState, History
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.scenario import Scenario

from tests.engine.builder import act, gain, of, on, play, scenario, spell

PW = (CardType.PLANESWALKER,)


def loyal(n: int, *effects: Effect) -> Ability:
    return Ability(kind=AbilityKind.ACTIVATED, cost=Cost(loyalty=n), effects=effects or (gain(1),))


WALKER = CardDef(key="walker", name="Walker", mana_cost="{2}{W}", types=PW, subtypes=("Gideon",), loyalty=3,
                 abilities=(loyal(1), loyal(-2, gain(5))))
BOLT = spell("bolt", Effect(kind=EffectKind.DEAL_DAMAGE, amount=2, object=ObjectRef.TARGET), cost="{R}",
             instant=True, targets=(TargetSpec(objects=ObjectFilter(types=PW)),))


def twice_loyal() -> Scenario:
    """The planeswalker's +1, then its −2 the same turn."""
    return scenario([WALKER], [on("walker", 1, counters={"loyalty": 3})],
                    [act("activate", object=1, ability=0), act("resolve_all"),
                     act("activate", object=1, ability=1), act("resolve_all")])


def at_combat() -> Scenario:
    """Its +1 at the beginning of combat."""
    return scenario([WALKER], [on("walker", 1, counters={"loyalty": 3})],
                    [act("advance_to", step=Step.BEGINNING_OF_COMBAT), act("activate", object=1, ability=0)])


def bolted() -> Scenario:
    """Two 2-damage spells at a planeswalker with 3 loyalty."""
    return scenario([WALKER, BOLT], [on("walker", 1, counters={"loyalty": 3}), on("bolt", 2, zone=Zone.HAND),
                                     on("bolt", 3, zone=Zone.HAND)],
                    [act("cast", object=2, targets=(TargetRef(object=1),)), act("resolve_all"),
                     act("cast", object=3, targets=(TargetRef(object=1),)), act("resolve_all")],
                    pools={0: "{R}{R}"})


def _counters(h: History) -> list[tuple[int, str, int]]:
    return [(e.object, e.counter, e.amount) for e in of(h, "counters")]  # type: ignore[union-attr,misc]


def _sba(h: History) -> list[str]:
    return [e.rule for e in of(h, "sba")]  # type: ignore[union-attr]


def _final(h: History) -> FinalState:
    assert h.final is not None
    return h.final


def _refused(h: History) -> list[str]:
    return [str(getattr(e, "code")) for e in of(h, "illegal_action")]


def test_306_5b_a_planeswalker_enters_with_its_printed_loyalty() -> None:
    h = play(scenario([WALKER], [on("walker", 1, zone=Zone.HAND)], [act("cast", object=1), act("resolve_all")],
                      pools={0: "{2}{W}"}))
    walker = [o for o in _final(h).objects if o.card == "walker"]
    assert walker[0].zone is Zone.BATTLEFIELD and walker[0].counters == {"loyalty": 3}
    assert [c for _, c, n in _counters(h)] == ["loyalty"]


def test_606_4_the_cost_moves_loyalty_and_606_3_a_second_activation_is_refused() -> None:
    h = play(twice_loyal())
    assert _counters(h) == [(1, "loyalty", 1)]
    assert len(of(h, "activated")) == 1 and _refused(h) == ["limit"]
    assert _final(h).objects[0].counters == {"loyalty": 4}


def test_606_3_not_at_instant_speed() -> None:
    h = play(at_combat())
    assert not of(h, "activated") and _refused(h) == ["timing"]


def test_118_3_a_minus_ability_needs_the_counters() -> None:
    h = play(scenario([WALKER], [on("walker", 1, counters={"loyalty": 1})], [act("activate", object=1, ability=1)]))
    assert not of(h, "activated") and _refused(h) == ["cost"]


def test_minus_to_zero_puts_it_into_the_graveyard_704_5i() -> None:
    h = play(scenario([WALKER], [on("walker", 1, counters={"loyalty": 2})],
                      [act("activate", object=1, ability=1), act("resolve_all")]))
    assert _sba(h) == ["704.5i"]
    assert _final(h).players[0].life == 25  # its ability still resolves (CR 113.7a)


def test_120_3c_damage_removes_loyalty_then_704_5i() -> None:
    h = play(bolted())
    assert _counters(h) == [(1, "loyalty", -2), (1, "loyalty", -1)]
    assert _sba(h) == ["704.5i"]
    assert all(o.damage == 0 for o in _final(h).objects)


def test_oracle_renders_loyalty_costs_in_modern_templating() -> None:
    from reference_engine.oracle import render_card

    text = render_card(CardDef(key="w", name="W", types=PW, loyalty=3,
                               abilities=(loyal(1), loyal(0), loyal(-2, gain(5)))))
    assert text.splitlines() == ["+1: You gain 1 life.", "0: You gain 1 life.", "\u22122: You gain 5 life."]


def _problems(sc: object) -> list[str]:
    from reference_engine.errors import ScenarioError
    from reference_engine.validate import check_references

    try:
        check_references(sc)  # type: ignore[arg-type]
    except ScenarioError as err:
        return [str(err)]
    return []


def test_loyalty_is_refused_off_a_planeswalker_and_in_format_1() -> None:
    import dataclasses

    relic = CardDef(key="relic", name="Relic", types=(CardType.ARTIFACT,), loyalty=2, abilities=(loyal(1),))
    assert "$.cards[0].loyalty" in _problems(scenario([relic], [on("relic", 1)], []))[0]
    relic = dataclasses.replace(relic, loyalty=None)
    assert "$.cards[0].abilities[0].cost.loyalty" in _problems(scenario([relic], [on("relic", 1)], []))[0]
    old = dataclasses.replace(scenario([WALKER], [on("walker", 1, counters={"loyalty": 3})], []),
                              format="mtgconf-scenario/1")
    assert "mtgconf-scenario/1.1" in _problems(old)[0]
    assert _problems(scenario([WALKER], [on("walker", 1, counters={"loyalty": 3})], [])) == []


def test_python_mtg_refuses_planeswalkers_with_a_reason() -> None:
    # python-mtg has no loyalty; phase lays planeswalkers out (tests/peers/test_phase.py).
    import pytest

    from mtgconf.adapters.protocol import Unsupported
    from mtgconf.adapters.pymtg.cards import translate

    with pytest.raises(Unsupported, match="planeswalkers"):
        translate(WALKER)