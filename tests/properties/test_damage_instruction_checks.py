"""`resolving-instructions-are-followed` on damage an instruction deals to
permanents only ("deals 1 damage to each creature"): no player is dealt any."""
from __future__ import annotations

import dataclasses

from reference_engine import events as ev
from reference_engine.abilities import Effect, EffectKind, ObjectFilter, ObjectRef
from reference_engine.engine import run
from reference_engine.history import History
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.scenario import Scenario

from properties.registry import Case, Verdict, get
from tests.engine.builder import act, creature, on, scenario, spell

QUAKE = spell("quake", Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.ALL,
                              filter=ObjectFilter(types=(CardType.CREATURE,))), cost="{R}")
"""Quake deals 1 damage to each creature."""


def _quaked() -> tuple[Scenario, History]:
    sc = scenario([QUAKE, creature("bear")], [on("bear", 1), on("bear", 2, owner=1), on("quake", 3, zone=Zone.HAND)],
                  [act("cast", object=3), act("resolve_all")], pools={0: "{R}"})
    return sc, run(sc)


def _check(sc: Scenario, history: History) -> Verdict:
    return get("resolving-instructions-are-followed").check(Case(scenario=sc, history=history))


def test_damage_to_each_creature_reaches_no_player() -> None:
    sc, history = _quaked()
    hits = [e for e in history.events if isinstance(e, ev.Damage)]
    assert {e.target for e in hits} == {TargetRef(object=1), TargetRef(object=2)}
    assert _check(sc, history).ok
    stray = tuple(dataclasses.replace(e, target=TargetRef(player=1)) if isinstance(e, ev.Damage) else e
                  for e in history.events)
    verdict = _check(sc, dataclasses.replace(history, events=stray))
    assert not verdict.ok and "player 1 was dealt damage" in verdict.observed, verdict
