"""Mana abilities paid for with mana abilities, and re-entering one (CR 602.2b, 601.2g, 605.3c)."""
from __future__ import annotations

import pytest

from reference_engine.abilities import Ability, AbilityKind, Cost, Effect, EffectKind
from reference_engine.cards import CardDef
from reference_engine.errors import ScenarioError
from reference_engine.events import Activated, CostLocked, IllegalAction, ManaAdded
from reference_engine.history import History
from reference_engine.ids import CardType, Zone
from reference_engine.oracle import render_card
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import ManaActivation, Scenario

from tests.engine.builder import act, gain, kinds, of, on, permanent, play, scenario, spell

GROW = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{1}"),
               effects=(Effect(kind=EffectKind.ADD_MANA, mana="{C}{C}"),))
TAP = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), effects=(Effect(kind=EffectKind.ADD_MANA, mana="{C}"),))
ROCK = permanent("rock", (CardType.ARTIFACT,), GROW, TAP, mana_cost="{2}")
HEAL = spell("heal", gain(2), cost="{2}")


def use(obj: int, ability: int = 0, *inner: ManaActivation) -> ManaActivation:
    return ManaActivation(object=obj, ability=ability, mana_abilities=inner)


def cast_with(*plan: ManaActivation, pool: str = "{1}") -> Scenario:
    """Rocks 1 and 2 on the battlefield; Heal ({2}) cast with ``plan``."""
    return scenario([ROCK, HEAL], [on("rock", 1), on("rock", 2), on("heal", 5, zone=Zone.HAND)],
                    [act("cast", object=5, mana_abilities=plan), act("resolve_all")], pools={0: pool})


class Reentrant(Rules):
    def mana_ability_may_reenter(self, levels_up: int | None) -> bool:
        return True


def _life(h: History) -> int:
    assert h.final is not None
    return h.final.players[0].life


def test_605_3c_a_mana_cost_mana_ability_renders_without_a_tap_symbol() -> None:
    assert render_card(ROCK) == "{1}: Add {C}{C}.\n{T}: Add {C}."
    assert GROW.is_mana_ability


def test_602_2b_a_mana_ability_cost_is_paid_with_a_nested_mana_ability() -> None:
    h = play(cast_with(use(1, 0, use(1, 1)), pool=""))
    start = kinds(h).index("cost_locked")
    assert kinds(h)[start:start + 12] == [
        "cost_locked",  # Heal
        "cost_locked", "cost_locked", "tapped", "cost_paid", "activated", "mana_added",  # rock/1 inside rock/0
        "cost_paid", "activated", "mana_added",  # rock/0 resolves
        "cost_paid", "cast"]
    inner, outer = of(h, "activated")
    assert isinstance(inner, Activated) and isinstance(outer, Activated)
    assert (inner.ability, outer.ability) == ("rock/1", "rock/0")
    locks = {e.object: e.seq for e in of(h, "cost_locked") if isinstance(e, CostLocked)}
    assert locks[outer.object] < locks[inner.object] < inner.seq < outer.seq
    assert [m.causes for m in of(h, "mana_added")] == [(inner.seq,), (outer.seq,)]
    assert not of(h, "illegal_action") and _life(h) == 22


@pytest.mark.parametrize("plan", [
    (use(1, 0, use(2)),),  # the same ability of another object
    (use(1), use(1)),  # the same ability twice, one after the other
    (use(1, 0, use(2, 0, use(1, 1))),),  # three levels, no repeat
], ids=["twin", "siblings", "three-levels"])
def test_605_3c_other_abilities_or_objects_or_a_finished_one_may_be_activated(plan: tuple[ManaActivation, ...]) -> None:
    h = play(cast_with(*plan, pool="{1}{1}"))
    assert not of(h, "illegal_action") and _life(h) == 22


@pytest.mark.parametrize("plan", [
    (use(1, 0, use(1)),),
    (use(1, 0, use(2, 0, use(1))),),
], ids=["direct", "through-another"])
def test_605_3c_reentering_a_mana_ability_is_an_illegal_action(plan: tuple[ManaActivation, ...]) -> None:
    h = play(cast_with(*plan))
    [illegal] = of(h, "illegal_action")
    assert isinstance(illegal, IllegalAction) and "605.3c" in illegal.reason
    assert not of(h, "cast") and _life(h) == 20
    assert h.final is not None and any(o.zone is Zone.HAND for o in h.final.objects)
    assert of(h, "priority")[-1].player == 0  # type: ignore[union-attr]


def test_605_3c_a_mana_ability_activated_directly_cannot_pay_itself() -> None:
    sc = scenario([ROCK], [on("rock", 1)], [act("activate", object=1, mana_abilities=(use(1),))],
                  pools={0: "{1}"})
    assert "605.3c" in of(play(sc), "illegal_action")[0].reason  # type: ignore[union-attr]
    reentered = play(sc, Reentrant())
    assert [e.ability for e in of(reentered, "activated")] == ["rock/0", "rock/0"]  # type: ignore[union-attr]
    assert not of(reentered, "illegal_action")


def test_605_3c_a_reentrant_engine_lets_the_inner_activation_resolve_first() -> None:
    h = play(cast_with(use(1, 0, use(1))), Reentrant())
    inner, outer = (e for e in h.events if isinstance(e, Activated))
    locks = {e.object: e.seq for e in h.events if isinstance(e, CostLocked)}
    added = [e for e in h.events if isinstance(e, ManaAdded)]
    assert locks[outer.object] < locks[inner.object] < added[0].seq < outer.seq
    assert _life(h) == 22


def test_a_refused_reentry_leaves_later_activations_free() -> None:
    sc = scenario([ROCK, HEAL], [on("rock", 1), on("heal", 5, zone=Zone.HAND)],
                  [act("cast", object=5, mana_abilities=(use(1, 0, use(1)),)),
                   act("cast", object=5, mana_abilities=(use(1),)), act("resolve_all")], pools={0: "{1}"})
    h = play(sc)
    assert len(of(h, "illegal_action")) == 1 and len(of(h, "cast")) == 1 and _life(h) == 22


def test_plans_nest_at_most_three_deep() -> None:
    deep = cast_with(use(1, 0, use(2, 0, use(1, 1, use(2, 1)))))
    with pytest.raises(ScenarioError) as err:
        play(deep)
    assert err.value.path == "$.script[0].mana_abilities[0].mana_abilities[0].mana_abilities[0].mana_abilities"


def test_a_nested_plan_naming_no_object_is_refused() -> None:
    with pytest.raises(ScenarioError) as err:
        play(cast_with(use(1, 0, use(9))))
    assert err.value.path == "$.script[0].mana_abilities[0].mana_abilities[0].object"


def test_a_nested_plan_naming_a_non_mana_ability_is_an_illegal_action() -> None:
    heal_stone = CardDef(key="stone", name="Stone", types=(CardType.ARTIFACT,),
                         abilities=(Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=(gain(1),)),))
    sc = scenario([ROCK, HEAL, heal_stone], [on("rock", 1), on("stone", 3), on("heal", 5, zone=Zone.HAND)],
                  [act("cast", object=5, mana_abilities=(use(1, 0, use(3)),))], pools={0: "{1}"})
    assert "not a mana ability" in of(play(sc), "illegal_action")[0].reason  # type: ignore[union-attr]
