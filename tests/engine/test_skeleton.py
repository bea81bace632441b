"""The walking skeleton: a sweeper kills creatures watched by a death trigger."""
from __future__ import annotations

from reference_engine.abilities import Subject, TriggerEvent
from reference_engine.codec import dumps, history_from_json, to_json
from reference_engine.ids import CardType, Zone

from tests.engine.builder import (
    act, creature, destroy_all, gain, kinds, of, on, permanent, play, scenario, spell, trig,
)

WATCHER = permanent("watcher", (CardType.ARTIFACT,),
                    trig(TriggerEvent.DIES, gain(1), subject=Subject.ANY, types=(CardType.CREATURE,)))
SWEEPER = spell("sweeper", destroy_all(CardType.ARTIFACT, ), cost="{2}{B}{B}")
WRATH = spell("wrath", destroy_all(CardType.CREATURE), cost="{B}")


def _lookback_scenario():  # type: ignore[no-untyped-def]
    # The design's example: the watcher dies with the creatures and still sees them (CR 603.10a).
    from reference_engine.abilities import Effect, EffectKind, ObjectFilter, ObjectRef

    everything = Effect(kind=EffectKind.DESTROY, object=ObjectRef.ALL, filter=ObjectFilter())
    sweep = spell("sweep", everything, cost="{B}")
    return scenario([WATCHER, creature("bear"), sweep],
                    [on("watcher", 1), on("bear", 2), on("bear", 3, owner=1), on("sweep", 4, zone=Zone.HAND)],
                    [act("cast", object=4), act("resolve_all")], pools={0: "{B}"})


def test_dies_trigger_event_sequence() -> None:
    h = play(_lookback_scenario())
    ks = kinds(h)
    assert ks[0] == "priority"
    for kind in ("zone_change", "cast", "resolving", "resolved", "triggered", "put_on_stack"):
        assert kind in ks
    triggered = of(h, "triggered")
    assert len(triggered) == 2
    by_seq = h.by_seq()
    dead = sorted(by_seq[t.causes[0]].old_id for t in triggered)  # type: ignore[union-attr]
    assert dead == [2, 3]
    assert all(t.source == 1 and t.controller == 0 for t in triggered)  # type: ignore[union-attr]
    assert h.final is not None and h.final.players[0].life == 22


def test_history_round_trips_and_is_deterministic() -> None:
    sc = _lookback_scenario()
    first, second = dumps(play(sc)), dumps(play(sc))
    assert first == second
    assert dumps(history_from_json(to_json(play(sc)))) == first


def test_sweeper_batch_shares_one_batch() -> None:
    h = play(_lookback_scenario())
    moves = [e for e in of(h, "zone_change") if e.from_zone is Zone.BATTLEFIELD]  # type: ignore[union-attr]
    assert len(moves) == 3
    assert len({m.batch for m in moves}) == 1 and moves[0].batch is not None
