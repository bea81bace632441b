"""Look-back for "becomes unattached" and phasing, on hand-built Histories (CR 603.10b-c)."""
from __future__ import annotations

import pytest

from propkit import BEAR, Built, Log, assert_pair, on_field, scenario, trig
from reference_engine.abilities import Effect, EffectKind, ObjectRef, TriggerEvent
from reference_engine.cards import CardDef
from reference_engine.events import PhasedOut, Triggered, Unattached, ZoneChange
from reference_engine.ids import CardType, Zone

WARGEAR = CardDef(key="wargear", name="Wargear", mana_cost="{3}", types=(CardType.ARTIFACT,),
                  subtypes=("Equipment",),
                  abilities=(trig(TriggerEvent.BECOMES_UNATTACHED,
                                  effects=(Effect(kind=EffectKind.SACRIFICE, object=ObjectRef.IT),)),))


def _unattach(report: bool = True, trigger: bool = True) -> Built:
    """The Equipment (2), attached to a Bear (1), is destroyed."""
    sc = scenario((WARGEAR, BEAR), (on_field(1, "bear"), on_field(2, "wargear", attached_to=1)))
    log = Log()
    z = log.add(ZoneChange, old_id=2, new_id=12, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD,
                owner=0, batch=1)
    u = log.add(Unattached, causes=(z,), batch=1, object=2, host=1) if report else z
    if trigger:
        log.add(Triggered, causes=(u,), instance=20, ability="wargear/0", source=2, controller=0)
    return sc, log


FAMILIAR = CardDef(key="familiar", name="Familiar", mana_cost="{1}{U}", types=(CardType.CREATURE,),
                   power=2, toughness=2, abilities=(trig(TriggerEvent.PHASES_OUT, effects=(
                       Effect(kind=EffectKind.MILL, amount=3),)),))


def _phase(trigger: bool = True, then_destroyed: bool = False) -> Built:
    """The Familiar (1) phases out; perhaps a sweeper then destroys it anyway."""
    sc = scenario((FAMILIAR, BEAR), (on_field(1, "familiar"), on_field(2, "bear")))
    log = Log()
    p = log.add(PhasedOut, object=1)
    if trigger:
        log.add(Triggered, causes=(p,), instance=20, ability="familiar/0", source=1, controller=0)
    if then_destroyed:
        log.add(ZoneChange, old_id=1, new_id=11, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, owner=0)
    return sc, log


PAIRS = {
    "unattach-triggers-look-back": (_unattach, lambda: _unattach(trigger=False)),
    "phase-out-triggers-look-back": (_phase, lambda: _phase(trigger=False)),
}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


def test_an_unreported_unattachment_fails() -> None:
    from propkit import check

    v = check("unattach-triggers-look-back", *_unattach(report=False, trigger=False))
    assert not v.ok and v.events == (1,)


def test_an_unattachment_nothing_caused_fails() -> None:
    from propkit import check

    sc = scenario((WARGEAR, BEAR), (on_field(1, "bear"), on_field(2, "wargear", attached_to=1)))
    log = Log()
    log.add(Unattached, object=2, host=1)
    v = check("unattach-triggers-look-back", sc, log)
    assert not v.ok and v.events == (1,)


def test_a_phased_out_permanent_cannot_be_destroyed() -> None:
    from propkit import check

    v = check("phase-out-triggers-look-back", *_phase(then_destroyed=True))
    assert not v.ok and v.events == (3,)
