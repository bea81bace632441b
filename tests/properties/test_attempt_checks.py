"""Refusal reasons and illegal attempts on hand-built Histories (CR 305.2, 508.1b, 601.2h)."""
from __future__ import annotations

import pytest

from propkit import Built, Log, artifact, assert_pair, check, creature, on_field, scenario, snap
from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef,
    TargetSpec, Who,
)
from reference_engine.cards import CardDef
from reference_engine.events import (
    Activated, AttackersDeclared, CostPaid, IllegalAction, RefusalCode, ZoneChange, ZoneChangeCause,
)
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import Action, ActionKind

LAND = CardDef(key="land", name="Land", types=(CardType.LAND,))
LOOTER = creature("looter", Ability(kind=AbilityKind.ACTIVATED, cost=Cost(discard=1),
                                    effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)))
REASONS = "refusal-reasons-are-true"
ATTEMPTS = "illegal-attempts-are-refused"


def _played(log: Log, card: int, new: int) -> int:
    return log.add(ZoneChange, old_id=card, new_id=new, from_zone=Zone.HAND, to_zone=Zone.BATTLEFIELD, owner=0,
                   how=ZoneChangeCause.PLAY)


def _lands(first_played: bool, second: str) -> Built:
    """Player 0 plays land 1 (or not: the first play is refused as it
    should not be), then land 2 is refused (``second='refused'``) or played."""
    script = (Action(action=ActionKind.PLAY_LAND, player=0, object=1),
              Action(action=ActionKind.PLAY_LAND, player=0, object=2))
    sc = scenario((LAND,), (on_field(1, "land", zone=Zone.HAND), on_field(2, "land", zone=Zone.HAND)), script=script)
    log = Log()
    if first_played:
        _played(log, 1, 10)
    else:
        log.add(IllegalAction, player=0, action=0, reason="once a turn", code=RefusalCode.LIMIT)
    if second == "refused":
        log.add(IllegalAction, player=0, action=1, reason="once a turn", code=RefusalCode.LIMIT)
    else:
        _played(log, 2, 11)
    return sc, log


def _discard(legal: bool) -> Built:
    """Looter 1 is activated discarding card 2 from player 0's hand (or
    another player's card 3), and refused for its cost."""
    named = 2 if legal else 3
    script = (Action(action=ActionKind.ACTIVATE, player=0, object=1, discard=(named,)),)
    sc = scenario((LOOTER, LAND), (on_field(1, "looter"), on_field(2, "land", zone=Zone.HAND),
                                   on_field(3, "land", owner=1, zone=Zone.HAND)), script=script)
    log = Log()
    log.add(IllegalAction, player=0, action=0, reason="cost", code=RefusalCode.COST)
    return sc, log


def _attack(defender: int) -> Built:
    sc = scenario((LOOTER,), (on_field(1, "looter"),))
    log = Log()
    log.add(AttackersDeclared, attackers=((1, defender),))
    return sc, log


PAIRS = {
    REASONS: (lambda: _lands(True, "refused"), lambda: _lands(False, "played")),
    ATTEMPTS: (lambda: _lands(True, "refused"), lambda: _lands(True, "played")),
}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


def test_601_2h_a_payable_discard_is_no_reason_to_refuse() -> None:
    assert not check(REASONS, *_discard(legal=True)).ok
    assert check(REASONS, *_discard(legal=False)).ok


def test_508_1b_no_creature_attacks_its_own_controller() -> None:
    assert not check(ATTEMPTS, *_attack(0)).ok
    assert check(ATTEMPTS, *_attack(1)).ok


PERMIT = artifact("permit", Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
    kind=ContinuousKind.PERMITS_ACTION, players=Who.ANY,
    ability=Ability(kind=AbilityKind.ACTIVATED, effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)))))
"""Any player may take a special action: they gain 1 life."""


def _special_refused(ability: int) -> Built:
    """Player 0 takes the special action of ability ``ability`` of permit 1 and is refused as naming none."""
    sc = scenario((PERMIT,), (on_field(1, "permit"),),
                  script=(Action(action=ActionKind.SPECIAL_ACTION, player=0, object=1, ability=ability),))
    log = Log()
    log.add(IllegalAction, player=0, action=0, reason="refused", code=RefusalCode.OTHER)
    return sc, log


def test_116_2_a_permitted_special_action_refused_as_not_permitted_fails() -> None:
    verdict = check(REASONS, *_special_refused(0))
    assert not verdict.ok and "permits a special action" in verdict.observed + verdict.expected, verdict
    verdict = check(REASONS, *_special_refused(1))  # no ability there: the refusal holds
    assert verdict.ok and verdict.exercised, verdict


PINGER = artifact("pinger", Ability(kind=AbilityKind.ACTIVATED, cost=Cost(),
                                    targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,))),),
                                    effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.TARGET),)))
"""{0}: it deals 1 damage to target creature."""


def _untargeted_refusal(bear: bool) -> Built:
    """Pinger 1 activated with its target left to the policy, refused for its target; a Bear (2) there or not."""
    objects = (on_field(1, "pinger"), *((on_field(2, "bear"),) if bear else ()))
    sc = scenario((PINGER, creature("bear")), objects,
                  script=(Action(action=ActionKind.ACTIVATE, player=0, object=1),))
    log = Log()
    log.add(IllegalAction, player=0, action=0, reason="refused", code=RefusalCode.TARGET)
    return sc, log


def test_602_2b_a_target_left_to_the_policy_is_refused_only_when_none_can_be_chosen() -> None:
    verdict = check(REASONS, *_untargeted_refusal(bear=True))
    assert not verdict.ok and "had a legal choice" in verdict.observed + verdict.expected, verdict
    verdict = check(REASONS, *_untargeted_refusal(bear=False))
    assert verdict.ok and verdict.exercised, verdict


def test_116_2_only_a_land_card_from_ones_own_hand_is_played_as_a_land() -> None:
    def played(card: CardDef, owner: int) -> Built:
        sc = scenario((card,), (on_field(1, card.key, zone=Zone.HAND, owner=owner, controller=None),),
                      script=(Action(action=ActionKind.PLAY_LAND, player=0, object=1),))
        log = Log()
        log.add(ZoneChange, old_id=1, new_id=10, from_zone=Zone.HAND, to_zone=Zone.BATTLEFIELD, owner=owner,
                how=ZoneChangeCause.PLAY, after=snap(card.key, types=card.types))
        return sc, log

    assert check(ATTEMPTS, *played(LAND, 0)).ok
    for card, owner in ((LOOTER, 0), (LAND, 1)):
        verdict = check(ATTEMPTS, *played(card, owner))
        assert not verdict.ok and "only a land card from their own hand" in verdict.expected, verdict


def test_701_21a_a_cost_sacrifices_only_its_payers_permanents_each_once() -> None:
    def paid(owner: int, twice: bool = False) -> Built:
        sc = scenario((LOOTER,), (on_field(1, "looter", owner=owner, controller=None),))
        log = Log()
        z = log.add(ZoneChange, old_id=1, new_id=10, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, owner=owner,
                    how=ZoneChangeCause.SACRIFICE, before=snap("looter", controller=owner))
        log.add(CostPaid, causes=(z,), object=5, player=0, sacrificed=(1, 1) if twice else (1,))
        return sc, log

    assert check(ATTEMPTS, *paid(0)).ok
    for built in (paid(1), paid(0, twice=True)):
        verdict = check(ATTEMPTS, *built)
        assert not verdict.ok and "sacrifices only permanents they control" in verdict.expected, verdict


def test_602_2b_an_activation_cost_discards_exactly_the_cards_it_says() -> None:
    def paid(discarded: tuple[int, ...]) -> Built:
        sc = scenario((LOOTER, LAND), (on_field(1, "looter"), on_field(2, "land", zone=Zone.HAND),
                                       on_field(3, "land", zone=Zone.HAND)),
                      script=(Action(action=ActionKind.ACTIVATE, player=0, object=1, discard=discarded),))
        log = Log()
        cost = log.add(CostPaid, object=5, player=0, discarded=discarded)
        log.add(Activated, causes=(cost,), object=5, source=1, ability="looter/0", player=0)
        return sc, log

    assert check(ATTEMPTS, *paid((2,))).ok
    for discarded in ((), (2, 3)):
        verdict = check(ATTEMPTS, *paid(discarded))
        assert not verdict.ok and "discards 1 card(s)" in verdict.expected, verdict
