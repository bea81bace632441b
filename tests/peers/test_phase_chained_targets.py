"""phase keeps the target of each instruction on its own part of the
ability's chain ("Put a +1/+1 counter on target creature. Put a +1/+1
counter on target creature an opponent controls." holds its second target
on its ``sub_ability``): the adapter reports every one of them, in order."""
from __future__ import annotations

import pytest

from reference_engine import events as ev
from reference_engine.abilities import Ability, AbilityKind, Effect, EffectKind, ObjectFilter, ObjectRef, TargetSpec, Who
from reference_engine.cards import CardDef
from reference_engine.engine import run
from reference_engine.ids import CardType, TargetRef, Zone
from tests.engine.builder import act, creature, on, scenario

_THEIRS = ObjectFilter(types=(CardType.CREATURE,), controller=Who.OPPONENT)
TWIN = CardDef(key="twin", name="Twin", mana_cost="{U}", types=(CardType.INSTANT,), abilities=(
    Ability(kind=AbilityKind.SPELL,
            targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,))), TargetSpec(objects=_THEIRS)),
            effects=(Effect(kind=EffectKind.PUT_COUNTERS, amount=1, object=ObjectRef.TARGET, target=0),
                     Effect(kind=EffectKind.PUT_COUNTERS, amount=1, object=ObjectRef.TARGET, target=1))),))


def test_phase_reports_both_targets_of_a_two_target_spell() -> None:
    pytest.importorskip("phase", reason="phase-python is not installed")
    from mtgconf.adapters.phase.adapter import PhaseAdapter

    sc = scenario([TWIN, creature("bear")], [on("bear", 1), on("bear", 2, owner=1), on("twin", 3, zone=Zone.HAND)],
                  [act("cast", object=3, targets=(TargetRef(object=1), TargetRef(object=2))), act("resolve_all")],
                  pools={0: "{U}"})
    history = PhaseAdapter().run(sc)
    [cast] = [e for e in history.events if isinstance(e, ev.Cast)]
    [want] = [e for e in run(sc).events if isinstance(e, ev.Cast)]
    assert cast.targets == want.targets == (TargetRef(object=1), TargetRef(object=2))
