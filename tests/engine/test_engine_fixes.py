"""Engine fixes: filters matching any of several types, and cleanup repeating (CR 514.3a)."""
from __future__ import annotations

from reference_engine.abilities import DelayedTrigger, Effect, EffectKind, ObjectFilter, ObjectRef
from reference_engine.ids import CardType, Step, Zone

from tests.engine.builder import act, creature, of, on, permanent, play, scenario, spell

SWEEP_ANY = Effect(kind=EffectKind.DESTROY, object=ObjectRef.ALL,
                   filter=ObjectFilter(any_types=(CardType.ARTIFACT, CardType.CREATURE)))


def test_any_types_matches_one_of_the_types_and_spares_the_rest() -> None:
    relic = permanent("relic", (CardType.ARTIFACT,))
    plains = permanent("plains", (CardType.LAND,))
    sc = scenario([relic, plains, creature("bear"), spell("sweep", SWEEP_ANY)],
                  [on("relic", 1), on("bear", 2), on("plains", 3), on("sweep", 4, zone=Zone.HAND)],
                  [act("cast", object=4), act("resolve_all")], pools={0: "{B}"})
    h = play(sc)
    gone = {z.old_id for z in of(h, "zone_change") if z.to_zone is Zone.GRAVEYARD}  # type: ignore[union-attr]
    assert {1, 2} <= gone and 3 not in gone


def test_514_3a_cleanup_with_a_trigger_gives_priority_then_cleans_up_again() -> None:
    # "At the beginning of the next cleanup step, you gain 1 life": it triggers
    # in the first cleanup, so players get priority and a second cleanup follows.
    later = Effect(kind=EffectKind.CREATE_DELAYED, delayed=DelayedTrigger(step=Step.CLEANUP, effects=(
        Effect(kind=EffectKind.GAIN_LIFE, amount=1),)))
    sc = scenario([spell("later", later)], [on("later", 1, zone=Zone.HAND)],
                  [act("cast", object=1), act("resolve_all"), act("advance_to", step=Step.UPKEEP)],
                  pools={0: "{B}"})
    h = play(sc)
    steps = [(e.seq, e.turn, e.step) for e in of(h, "step_begin")]  # type: ignore[union-attr]
    cleanups = [s for s in steps if s[2] is Step.CLEANUP]
    assert [(t, st) for _, t, st in cleanups] == [(1, Step.CLEANUP), (1, Step.CLEANUP)]
    first, second = cleanups[0][0], cleanups[1][0]
    between = [e.kind for e in h.events if first < e.seq < second]
    assert "priority" in between and "resolved" in between
    after = [e.kind for e in h.events if e.seq > second]
    assert after[0] == "step_begin"  # the second cleanup is quiet: straight to the untap step
    assert h.final is not None and h.final.players[0].life == 21


def test_514_3a_quiet_cleanup_gives_no_priority() -> None:
    sc = scenario([], [], [act("advance_to", step=Step.UPKEEP)], step=Step.END)
    h = play(sc)
    cleanup = next(e.seq for e in of(h, "step_begin") if e.step is Step.CLEANUP)  # type: ignore[union-attr]
    assert [e.kind for e in h.events if e.seq > cleanup][0] == "step_begin"
