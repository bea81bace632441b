"""A "whenever you cast a spell" ability watches only its controller's casts (CR 603.2)."""
from __future__ import annotations

from reference_engine.abilities import ObjectFilter, TriggerEvent, Who
from reference_engine.ids import CardType, Zone

from tests.engine.builder import act, gain, of, on, permanent, play, scenario, spell, trig


def _casts(watcher_controller: int) -> int:
    mine = trig(TriggerEvent.CAST, filter=ObjectFilter(), player=Who.YOU)
    sc = scenario([permanent("w", (CardType.ENCHANTMENT,), mine), spell("heal", gain(1))],
                  [on("w", 1, owner=watcher_controller), on("heal", 2, zone=Zone.HAND)],
                  [act("cast", object=2), act("resolve_all")], pools={0: "{B}"})
    return len(of(play(sc), "triggered"))


def test_your_cast_triggers_it() -> None:
    assert _casts(0) == 1


def test_an_opponents_cast_does_not() -> None:
    assert _casts(1) == 0
