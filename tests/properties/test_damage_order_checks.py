"""Prevention and doubling on one damage event, on hand-built Histories
(CR 616.1, 616.1f, 614.5): player 0's Furnace of Rath (1), player 1's Urza's
Armor (2), a 3-damage spell at player 1."""
from __future__ import annotations

from propkit import Built, Log, assert_pair, check, on_field, scenario, spell_card
from reference_engine.abilities import (Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind,
                                        ObjectRef, PlayerRef, TargetSpec, Who)
from reference_engine.cards import CardDef
from reference_engine.events import (Cast, Choice, ChoiceKind, Damage, DamagePrevented, Replaced, Resolved,
                                     Resolving, ZoneChange, ZoneChangeCause)
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.scenario import ChoicePolicy

PROP = "damage-modifiers-in-chosen-order"
FURNACE = CardDef(key="furnace", name="Furnace", types=(CardType.ENCHANTMENT,), abilities=(
    Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(kind=ContinuousKind.DOUBLE_DAMAGE)),))
ARMOR = CardDef(key="armor", name="Armor", types=(CardType.ARTIFACT,), abilities=(
    Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(kind=ContinuousKind.PREVENT_SOME_DAMAGE, amount=1,
                                                             players=Who.YOU)),))
BLAST = spell_card("blast", Effect(kind=EffectKind.DEAL_DAMAGE, amount=3, object=ObjectRef.TARGET,
                                   player=PlayerRef.TARGET), targets=(TargetSpec(players=Who.ANY),))
P1 = TargetRef(player=1)


def _blast(steps: str, chooser: int | None = 1, value: bool = True, dealt: int | None = None,
           policy: ChoicePolicy = ChoicePolicy()) -> Built:
    """The blast (11) resolves at player 1: ``steps`` in order, "p" the
    Armor's prevention, "d" the Furnace's doubling, then the damage dealt
    (computed unless ``dealt`` says otherwise)."""
    sc = scenario((FURNACE, ARMOR, BLAST),
                  (on_field(1, "furnace"), on_field(2, "armor", owner=1),
                   on_field(3, "blast", zone=Zone.HAND, controller=None)), choices=policy)
    log = Log()
    log.add(ZoneChange, old_id=3, new_id=11, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0,
            how=ZoneChangeCause.CAST)
    log.add(Cast, object=11, card="blast", player=0, targets=(P1,))
    res = log.add(Resolving, object=11)
    if chooser is not None:
        log.add(Choice, causes=(res,), object=11, player=chooser, choice=ChoiceKind.PREVENTION_FIRST, value=value)
    amount, replaced = 3, ()
    for s in steps:
        if s == "p":
            log.add(DamagePrevented, causes=(res,), source=11, target=P1, amount=1, effect="armor/0")
            amount -= 1
        else:
            replaced += (log.add(Replaced, causes=(res,), original=f"damage 11 {amount}", object=11,
                                 effect="furnace/0", target=P1, amount=amount),)
            amount *= 2
    log.add(Damage, causes=(res, *replaced), source=11, target=P1, amount=amount if dealt is None else dealt)
    log.add(Resolved, causes=(res,), object=11)
    return sc, log


PAIRS = {PROP: (lambda: _blast("pd"), lambda: _blast("dp"))}


def test_pairs() -> None:
    for prop_id, (good, bad) in PAIRS.items():
        assert_pair(prop_id, good, bad)


def test_616_1_the_player_dealt_the_damage_chooses() -> None:
    v = check(PROP, *_blast("dp", value=False, policy=ChoicePolicy(prevention_first_by_player={"1": False})))
    assert v.ok and v.exercised
    wrong = check(PROP, *_blast("pd", chooser=0))
    assert not wrong.ok and "P0 chose" in wrong.observed


def test_616_1_an_answer_the_policy_does_not_give_fails() -> None:
    v = check(PROP, *_blast("dp", value=False))
    assert not v.ok and "choice policy" in v.expected


def test_616_1_no_choice_recorded_fails() -> None:
    v = check(PROP, *_blast("pd", chooser=None))
    assert not v.ok and "none was recorded" in v.observed


def test_614_5_a_doubling_applied_twice_fails() -> None:
    v = check(PROP, *_blast("pdd"))
    assert not v.ok and "at most 1 doubling" in v.expected


def test_616_1_the_amount_dealt_follows_the_recorded_order() -> None:
    v = check(PROP, *_blast("pd", dealt=5))
    assert not v.ok and "doubled from 2" in v.expected


def test_616_1e_no_doubling_of_damage_all_prevented() -> None:
    sc, log = _blast("pd", dealt=0)
    doubled = next(e for e in log.events if isinstance(e, Replaced))
    log.events[log.events.index(doubled)] = Replaced(seq=doubled.seq, causes=doubled.causes, original="damage 11 0",
                                                     object=11, effect="furnace/0", target=P1, amount=0)
    v = check(PROP, sc, log)
    assert not v.ok and "no damage event is left" in v.expected


def test_616_1e_the_doubling_doubles_what_the_prevention_left() -> None:
    """1 prevented of 3, then doubled from 3 as though nothing was prevented: 6."""
    sc, log = _blast("pd")
    doubled = next(e for e in log.events if isinstance(e, Replaced))
    dealt = next(e for e in log.events if isinstance(e, Damage))
    log.events[log.events.index(doubled)] = Replaced(seq=doubled.seq, causes=doubled.causes, original="damage 11 3",
                                                     object=11, effect="furnace/0", target=P1, amount=3)
    log.events[log.events.index(dealt)] = Damage(seq=dealt.seq, causes=dealt.causes, source=11, target=P1, amount=6)
    v = check(PROP, sc, log)
    assert not v.ok and "start from 4" in v.observed
