"""Two checker fixes, each on the reference engine's History of a small scenario."""
from __future__ import annotations

from properties.registry import Case, get
from reference_engine.abilities import (
    Ability, AbilityKind, Cost, DelayedTrigger, Effect, EffectKind, Subject, TriggerEvent,
)
from reference_engine.ids import CardType, Step, Zone

from tests.engine.builder import act, creature, destroy_all, gain, on, play, scenario, spell, trig


def _holds(prop_id: str, sc) -> bool:  # type: ignore[no-untyped-def]
    return get(prop_id).check(Case(sc, play(sc))).ok


def test_603_2_a_watcher_destroyed_with_what_it_watches_sees_nothing() -> None:
    # "Whenever a creature is put into a graveyard from anywhere" does not look
    # back: destroyed together with the Bear, the Watcher is gone once the
    # simultaneous event is over, so it triggers for neither.
    watcher = creature("watcher", trig(TriggerEvent.PUT_INTO_GRAVEYARD, gain(1), subject=Subject.ANY,
                                       types=(CardType.CREATURE,)))
    sweep = spell("sweep", destroy_all(CardType.CREATURE))
    sc = scenario([creature("bear"), watcher, sweep],
                  [on("bear", 1), on("watcher", 2), on("sweep", 3, zone=Zone.HAND)],
                  [act("cast", player=0, object=3), act("resolve_all")], pools={0: "{B}"})
    assert _holds("trigger-once-per-occurrence", sc)


def test_603_7a_each_trigger_is_judged_against_the_latest_creation_before_it() -> None:
    # "{0}: gain 1 life; when this has resolved the second time this turn, gain
    # 1 life" used twice in turn 1 and once more in turn 2: the turn-2 creation
    # comes after the turn-1 trigger, which must not be judged against it.
    later = Effect(kind=EffectKind.CREATE_DELAYED, delayed=DelayedTrigger(effects=(gain(1),), resolutions=2))
    igniter = creature("igniter", Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=(gain(1), later)))
    use = [act("activate", player=0, object=1), act("resolve_top")]
    sc = scenario([igniter], [on("igniter", 1)],
                  [*use, *use, act("advance_to", step=Step.UPKEEP), act("pass", player=1),
                   act("activate", player=0, object=1), act("resolve_all")])
    assert _holds("delayed-trigger-sees-only-later-events", sc)
