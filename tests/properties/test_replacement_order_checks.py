"""Two replacement effects on one destruction, on hand-built Histories
(CR 616.1, 616.1f): Regenerate and Magma Spray's rider on player 1's Bear,
then Murder."""
from __future__ import annotations

from propkit import BEAR, Built, Log, assert_pair, check, on_field, scenario, spell_card
from reference_engine.abilities import Effect, EffectKind, ObjectFilter, ObjectRef, TargetSpec
from reference_engine.events import (Cast, Choice, ChoiceKind, Replaced, Resolved, Resolving, ZoneChange,
                                     ZoneChangeCause)
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.scenario import ChoicePolicy

PROP = "replacement-order-chosen-by-controller"
AT = (TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,))),)
REGEN = spell_card("regen", Effect(kind=EffectKind.REGENERATE, object=ObjectRef.TARGET), targets=AT, mana="{G}")
SPRAY = spell_card("spray", Effect(kind=EffectKind.EXILE_IF_WOULD_DIE, object=ObjectRef.TARGET), targets=AT)
MURDER = spell_card("murder", Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET), targets=AT, mana="{B}")
BEAR_1 = (TargetRef(object=1),)


def _destroyed(chooser: int | None, first: bool = True, policy: ChoicePolicy = ChoicePolicy()) -> Built:
    """Regenerate (11) and Magma Spray (12) resolve at the Bear; Murder (13)
    destroys it; ``chooser`` answers "regeneration first?" with ``first``
    (None: nobody is asked and it regenerates)."""
    sc = scenario((BEAR, REGEN, SPRAY, MURDER),
                  (on_field(1, "bear", owner=1), *(on_field(i, k, zone=Zone.HAND, controller=None)
                                                   for i, k in ((2, "regen"), (3, "spray"), (4, "murder")))),
                  choices=policy)
    log = Log()
    for hand, stack, key in ((2, 11, "regen"), (3, 12, "spray"), (4, 13, "murder")):
        log.add(ZoneChange, old_id=hand, new_id=stack, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0,
                how=ZoneChangeCause.CAST)
        log.add(Cast, object=stack, card=key, player=0, targets=BEAR_1)
        res = log.add(Resolving, object=stack)
        if key == "murder":
            if chooser is not None:
                log.add(Choice, causes=(res,), object=1, player=chooser, choice=ChoiceKind.REGENERATE_FIRST,
                        value=first)
            r = log.add(Replaced, causes=(res,), original="zone_change 1 battlefield->graveyard", object=1,
                        effect="regen/0" if first else "spray/0")
            if not first:
                log.add(ZoneChange, causes=(res, r), old_id=1, new_id=14, from_zone=Zone.BATTLEFIELD,
                        to_zone=Zone.EXILE, owner=1, how=ZoneChangeCause.DESTROY)
        log.add(Resolved, causes=(res,), object=stack)
    return sc, log


PAIRS = {PROP: (lambda: _destroyed(1), lambda: _destroyed(0))}


def test_pairs() -> None:
    for prop_id, (good, bad) in PAIRS.items():
        assert_pair(prop_id, good, bad)


def test_616_1e_exile_first_as_the_controller_answered() -> None:
    said = ChoicePolicy(regenerate_first_by_player={"1": False})
    v = check(PROP, *_destroyed(1, first=False, policy=said))
    assert v.ok and v.exercised
    wrong = check(PROP, *_destroyed(1, first=True, policy=said))
    assert not wrong.ok and "choice policy" in wrong.expected


def test_616_1_a_destruction_nobody_was_asked_about_fails() -> None:
    v = check(PROP, *_destroyed(None))
    assert not v.ok and "no choice" in v.observed
