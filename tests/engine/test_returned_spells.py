"""A spell returned to its owner's hand (CR 400.7, 701.6a): "Return target
spell to its owner's hand." takes the spell off the stack and puts its card
into its owner's hand. It never resolves, and it is not countered: "whenever
a spell is countered" does not trigger."""
from __future__ import annotations

import dataclasses

from reference_engine.abilities import (Ability, AbilityKind, Effect, EffectKind, ObjectFilter, ObjectRef, TargetSpec,
                                        Trigger, TriggerEvent)
from reference_engine.events import ZoneChange
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.oracle import render_card
from reference_engine.scenario import Scenario
from reference_engine.validate import _problems as scenario_problems

from tests.engine.builder import act, creature, gain, of, on, permanent, play, scenario, spell

SPELL = TargetSpec(objects=ObjectFilter(), zone=Zone.STACK)
BOUNCE = spell("bounce", Effect(kind=EffectKind.RETURN_TO_HAND, object=ObjectRef.TARGET), cost="{U}", instant=True,
               targets=(SPELL,))
"""Return target spell to its owner's hand."""
BEAR = creature("bear", cost="{G}")
WATCH = permanent("watch", (CardType.ENCHANTMENT,), Ability(
    kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.SPELL_COUNTERED, subject=ObjectFilter()),
    effects=(gain(1),)))
"""Whenever a spell is countered, you gain 1 life."""


def _bounced_bear() -> Scenario:
    """P0 casts the Bear (1), then Bounce (2) targeting it; a watcher (3) waits for counters."""
    return scenario([BOUNCE, BEAR, WATCH], [on("bear", 1, zone=Zone.HAND), on("bounce", 2, zone=Zone.HAND),
                                            on("watch", 3)],
                    [act("cast", object=1), act("cast", object=2, targets=(TargetRef(object=1),)),
                     act("resolve_all")], pools={0: "{G}{U}"})


def test_the_spell_goes_to_its_owners_hand_and_never_resolves() -> None:
    h = play(_bounced_bear())
    [cast_bear] = [e.object for e in of(h, "cast") if getattr(e, "card", "") == "bear"]
    [resolving] = [e for e in of(h, "resolving")]
    moves = [e for e in of(h, "zone_change") if isinstance(e, ZoneChange) and e.old_id == cast_bear]
    assert [(m.from_zone, m.to_zone, m.causes) for m in moves] == [(Zone.STACK, Zone.HAND, (resolving.seq,))]
    assert resolving.object != cast_bear  # type: ignore[attr-defined]
    assert not of(h, "removed_from_stack")  # it is not countered (CR 701.6a)
    assert not of(h, "triggered")
    assert [o.zone for o in h.final.objects if o.card == "bear"] == [Zone.HAND]


def test_oracle_text_and_format() -> None:
    assert render_card(BOUNCE).endswith("Return target spell to its owner's hand.")
    ok = _bounced_bear()
    assert not scenario_problems(ok)
    old = dataclasses.replace(ok, format="mtgconf-scenario/1")
    assert any("1.1" in why for _, why in scenario_problems(old))
