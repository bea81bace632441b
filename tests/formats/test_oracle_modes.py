"""Oracle text of "choose two", "choose one or more", entwine and spree
(CR 700.2, 702.42a, 702.172a), rendered as the real cards print it."""
from __future__ import annotations

import pytest

from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, Mode, ModeCount, ObjectFilter, ObjectRef, PlayerRef, Subject,
    TargetSpec, Trigger, TriggerEvent, Who,
)
from reference_engine.cards import CardDef
from reference_engine.ids import CardType, Zone
from reference_engine.oracle import render_card


def _target(*types: CardType) -> TargetSpec:
    return TargetSpec(objects=ObjectFilter(types=types))


def _destroy(*types: CardType) -> Mode:
    return Mode(effects=(Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),), targets=(_target(*types),))


def _spell(*abilities: Ability, cost: str = "{R}") -> CardDef:
    return CardDef(key="s", name="Zyxwv", mana_cost=cost, types=(CardType.INSTANT,), abilities=abilities)


def test_700_2_cryptic_command_choose_two() -> None:
    modes = (Mode(effects=(Effect(kind=EffectKind.COUNTER_SPELL, object=ObjectRef.TARGET),),
                  targets=(TargetSpec(objects=ObjectFilter(), zone=Zone.STACK),)),
             Mode(effects=(Effect(kind=EffectKind.RETURN_TO_HAND, object=ObjectRef.TARGET),),
                  targets=(TargetSpec(objects=ObjectFilter()),)),
             Mode(effects=(Effect(kind=EffectKind.TAP, object=ObjectRef.ALL,
                                  filter=ObjectFilter(types=(CardType.CREATURE,), controller=Who.OPPONENT)),)),
             Mode(effects=(Effect(kind=EffectKind.DRAW, amount=1),)))
    ab = Ability(kind=AbilityKind.SPELL, choose=ModeCount(min=2, max=2), modes=modes)
    assert render_card(_spell(ab)) == ("Choose two —\n• Counter target spell.\n"
                                       "• Return target permanent to its owner's hand.\n"
                                       "• Tap all creatures your opponents control.\n• Draw a card.")


@pytest.mark.parametrize(("n", "wording"), [(2, "one or both"), (3, "one or more")])
def test_700_2_choose_one_or_more_on_a_trigger(n: int, wording: str) -> None:
    gains = tuple(Mode(effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=k + 1),)) for k in range(n))
    ab = Ability(kind=AbilityKind.TRIGGERED, choose=ModeCount(min=1, max=n), modes=gains,
                 trigger=Trigger(event=TriggerEvent.DIES, subject=ObjectFilter(subject=Subject.SELF)))
    card = CardDef(key="c", name="Zyxwv", types=(CardType.CREATURE,), power=1, toughness=1, abilities=(ab,))
    assert render_card(card).startswith(f"When this creature dies, choose {wording} —\n• You gain 1 life.")


def test_702_42a_rain_of_rust_entwine_line_and_reminder() -> None:
    ab = Ability(kind=AbilityKind.SPELL, modes=(_destroy(CardType.ARTIFACT), _destroy(CardType.LAND)),
                 entwine=Cost(mana="{3}{R}"))
    assert render_card(_spell(ab, cost="{3}{R}{R}")) == (
        "Choose one —\n• Destroy target artifact.\n• Destroy target land.\n"
        "Entwine {3}{R} (Choose both if you pay the entwine cost.)")
    three = Ability(kind=AbilityKind.SPELL, entwine=Cost(mana="{2}"),
                    modes=(_destroy(CardType.ARTIFACT), _destroy(CardType.LAND), _destroy(CardType.ENCHANTMENT)))
    assert render_card(_spell(three)).endswith("Entwine {2} (Choose all if you pay the entwine cost.)")


def test_702_172a_explosive_derailment_spree_lines() -> None:
    hit = Mode(effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=4, object=ObjectRef.TARGET),),
               targets=(_target(CardType.CREATURE),), cost=Cost(mana="{2}"))
    smash = Mode(effects=(Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),),
                 targets=(_target(CardType.ARTIFACT),), cost=Cost(mana="{2}"))
    ab = Ability(kind=AbilityKind.SPELL, modes=(hit, smash))
    assert render_card(_spell(ab)) == ("Spree (Choose one or more additional costs.)\n"
                                       "+ {2} — This spell deals 4 damage to target creature.\n"
                                       "+ {2} — Destroy target artifact.")


def test_a_count_with_no_printed_wording_is_refused() -> None:
    gains = tuple(Mode(effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1, player=PlayerRef.YOU),))
                  for _ in range(4))
    ab = Ability(kind=AbilityKind.SPELL, choose=ModeCount(min=1, max=3), modes=gains)
    with pytest.raises(ValueError, match="no Oracle wording"):
        render_card(_spell(ab))
