"""Triggered mana abilities: "Whenever you tap a land for mana, add an additional {G}"
(CR 605.1b, 605.4a)."""
from __future__ import annotations

from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, Trigger, TriggerEvent, Who,
)
from reference_engine.cards import CardDef
from reference_engine.events import Activated, ManaAdded, Triggered
from reference_engine.history import History
from reference_engine.ids import CardType, Zone
from reference_engine.oracle import render_card
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import ManaActivation, Scenario

from tests.engine.builder import act, gain, kinds, of, on, permanent, play, scenario, spell

LANDS = ObjectFilter(types=(CardType.LAND,))
FOREST = CardDef(key="forest", name="Forest", types=(CardType.LAND,), abilities=(
    Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), effects=(Effect(kind=EffectKind.ADD_MANA, mana="{G}"),)),))


def tapped_for_mana(*effects: Effect, player: Who = Who.YOU, subject: ObjectFilter = LANDS) -> Ability:
    return Ability(kind=AbilityKind.TRIGGERED, effects=effects or (Effect(kind=EffectKind.ADD_MANA, mana="{G}"),),
                   trigger=Trigger(event=TriggerEvent.TAPPED_FOR_MANA, subject=subject, player=player))


GROWTH = permanent("growth", (CardType.ENCHANTMENT,), tapped_for_mana())
GROW = spell("grow", gain(3), cost="{G}{G}")


def tap_then_cast(*extra: CardDef, watcher_owner: int = 0, plan: bool = True) -> Scenario:
    """Player 0 casts Grow ({G}{G}) with one Forest tapped for mana while paying."""
    uses = (ManaActivation(object=1),) if plan else ()
    script = [act("cast", object=5, mana_abilities=uses), act("resolve_all")]
    return scenario([FOREST, GROWTH, GROW, *extra],
                    [on("forest", 1), on("growth", 2, owner=watcher_owner), on("grow", 5, zone=Zone.HAND)],
                    script)


class OnStack(Rules):
    def triggered_mana_ability_uses_stack(self) -> bool:
        return True


def _life(h: History, player: int = 0) -> int:
    assert h.final is not None
    return h.final.players[player].life


def test_605_1b_a_tapped_for_mana_trigger_that_adds_mana_is_a_mana_ability() -> None:
    assert render_card(GROWTH) == "Whenever you tap a land for mana, add an additional {G}."
    assert tapped_for_mana().is_mana_ability and not tapped_for_mana(gain(1)).is_mana_ability
    on_life = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.GAIN_LIFE, player=Who.YOU),
                      effects=(Effect(kind=EffectKind.ADD_MANA, mana="{G}"),))
    assert not on_life.is_mana_ability  # CR 605.5a: it triggers from something else


def test_605_4a_it_resolves_right_after_the_mana_ability_without_the_stack() -> None:
    h = play(tap_then_cast())
    start = kinds(h).index("cost_locked")
    assert kinds(h)[start:start + 10] == [
        "cost_locked", "cost_locked", "tapped", "cost_paid", "activated", "mana_added",
        "triggered", "mana_added", "cost_paid", "cast"]
    [x] = [e for e in h.events if isinstance(e, Activated)]
    [t] = [e for e in h.events if isinstance(e, Triggered)]
    added = [e for e in h.events if isinstance(e, ManaAdded)]
    assert t.causes == (x.seq,) and added[1].causes == (t.seq,) and added[1].mana == "{G}"
    assert not [e for e in of(h, "put_on_stack") if e.object == t.instance]  # type: ignore[union-attr]
    assert _life(h) == 23


def test_605_4a_a_land_tapped_with_priority_makes_its_extra_mana_at_once() -> None:
    sc = scenario([FOREST, GROWTH], [on("forest", 1), on("growth", 2)], [act("activate", object=1)])
    h = play(sc)
    assert kinds(h)[-5:] == ["activated", "mana_added", "triggered", "mana_added", "priority"]


def test_605_4a_only_the_matching_player_triggers_it() -> None:
    # Growth belongs to player 1: "Whenever you tap a land" is not player 0's tap.
    h = play(tap_then_cast(watcher_owner=1, plan=True))
    assert not of(h, "triggered") and of(h, "illegal_action")  # {G}{G} can't be paid with one Forest


def test_605_4a_a_player_tapping_any_land_feeds_its_controller() -> None:
    flare = permanent("flare", (CardType.ENCHANTMENT,), tapped_for_mana(player=Who.ANY))
    sc = scenario([FOREST, flare], [on("forest", 1), on("flare", 2, owner=1)], [act("activate", object=1)])
    h = play(sc)
    [t] = [e for e in h.events if isinstance(e, Triggered)]
    assert t.controller == 1 and [m.player for m in of(h, "mana_added")] == [0, 1]  # type: ignore[union-attr]


def test_605_4a_a_trigger_that_adds_no_mana_uses_the_stack() -> None:
    # CR 605.5a: it triggers from a mana ability but could add no mana, so it is not one.
    tithe = permanent("tithe", (CardType.ENCHANTMENT,), tapped_for_mana(gain(1)))
    sc = scenario([FOREST, tithe], [on("forest", 1), on("tithe", 2)], [act("activate", object=1), act("resolve_all")])
    h = play(sc)
    [t] = [e for e in h.events if isinstance(e, Triggered)]
    assert [e for e in of(h, "put_on_stack") if e.object == t.instance] and _life(h) == 21  # type: ignore[union-attr]


def test_605_4a_rolled_back_with_the_cast_that_tapped_the_land() -> None:
    h = play(_too_dear())
    assert of(h, "illegal_action") and _life(h) == 20
    assert h.final is not None and all(not o.tapped for o in h.final.objects if o.zone is Zone.BATTLEFIELD)


def _too_dear() -> Scenario:
    big = spell("big", gain(3), cost="{G}{G}{G}")
    return scenario([FOREST, GROWTH, big], [on("forest", 1), on("growth", 2), on("big", 5, zone=Zone.HAND)],
                    [act("cast", object=5, mana_abilities=(ManaActivation(object=1),))])


def test_605_4a_a_mutant_puts_it_on_the_stack_and_the_payment_falls_short() -> None:
    h = play(tap_then_cast(), OnStack())
    assert of(h, "illegal_action") and _life(h) == 20


ON_LIFE = permanent("bloom", (CardType.ENCHANTMENT,), Ability(
    kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.GAIN_LIFE, player=Who.YOU),
    effects=(Effect(kind=EffectKind.ADD_MANA, mana="{G}"),)))


def life_then_mana() -> Scenario:
    """Grow ({G}{G}, you gain 3 life) resolves under "Whenever you gain life, add {G}"."""
    return scenario([ON_LIFE, GROW], [on("bloom", 2), on("grow", 5, zone=Zone.HAND)],
                    [act("cast", object=5), act("resolve_all")], pools={0: "{G}{G}"})


class AnyManaTrigger(Rules):
    def trigger_is_mana_ability(self, from_mana_ability: bool, adds_mana: bool) -> bool:
        return adds_mana


def test_605_5a_a_mana_adding_trigger_on_another_event_uses_the_stack() -> None:
    h = play(life_then_mana())
    [t] = [e for e in h.events if isinstance(e, Triggered)]
    assert [e for e in of(h, "put_on_stack") if e.object == t.instance]  # type: ignore[union-attr]
    resolving = [e.seq for e in of(h, "resolving") if e.object == t.instance]  # type: ignore[union-attr]
    [added] = of(h, "mana_added")
    assert resolving and added.causes == tuple(resolving)
    assert h.final is not None and _life(h) == 23


def test_605_5a_a_mutant_resolves_it_at_once_inside_the_spell_s_resolution() -> None:
    h = play(life_then_mana(), AnyManaTrigger())
    [t] = [e for e in h.events if isinstance(e, Triggered)]
    assert not [e for e in of(h, "put_on_stack") if e.object == t.instance]  # type: ignore[union-attr]
    assert of(h, "mana_added")[0].causes == (t.seq,)
