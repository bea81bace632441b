"""Parts that mean something only as a spell is cast (a kicker and what it
adds, CR 702.33; alternative costs, CR 118.9) are refused at their JSON
path on any other ability, where they would be read by nothing or, for
kicker targets, asked for as if a kicker had been paid."""
from __future__ import annotations

import pytest

from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, Subject, TargetSpec, Trigger, TriggerEvent,
)
from reference_engine.cards import CardDef
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import ObjectSetup, PlayerSetup, Scenario

GAIN = Effect(kind=EffectKind.GAIN_LIFE, amount=1)
ENTERS = Trigger(event=TriggerEvent.ENTERS, subject=ObjectFilter(subject=Subject.SELF))
PARTS = {
    "kicker": Cost(mana="{1}"),
    "kicked_targets": (TargetSpec(objects=ObjectFilter()),),
    "kicked_effects": (GAIN,),
    "alternative_costs": (Cost(pay_life=2),),
}


def _scenario(ability: Ability, types: tuple[CardType, ...] = (CardType.CREATURE,)) -> Scenario:
    card = CardDef(key="k", name="K", types=types, abilities=(ability,), mana_cost="{1}",
                   **({"power": 1, "toughness": 1} if CardType.CREATURE in types else {}))
    return Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(card,),
                    objects=(ObjectSetup(id=1, card="k", owner=0, zone=Zone.BATTLEFIELD),))


@pytest.mark.parametrize("word", sorted(PARTS))
@pytest.mark.parametrize("kind", [AbilityKind.TRIGGERED, AbilityKind.ACTIVATED])
def test_a_spell_only_part_elsewhere_is_refused_at_its_path(word: str, kind: AbilityKind) -> None:
    base = (Ability(kind=kind, trigger=ENTERS, effects=(GAIN,)) if kind is AbilityKind.TRIGGERED
            else Ability(kind=kind, cost=Cost(tap=True), effects=(GAIN,)))
    bad = _scenario(Ability(**{**{f: getattr(base, f) for f in ("kind", "trigger", "cost", "effects")},
                               word: PARTS[word]}))
    with pytest.raises(ScenarioError) as caught:
        scenario_from_json(to_json(bad))
    assert caught.value.path == f"$.cards[0].abilities[0].{word}"
    assert f"only on a spell ability, not on a {kind.value} one" in str(caught.value)


def test_702_33_a_spell_keeps_its_kicker_and_its_alternative_costs() -> None:
    spell = Ability(kind=AbilityKind.SPELL, effects=(GAIN,), kicker=Cost(mana="{1}"),
                    kicked_targets=(TargetSpec(objects=ObjectFilter()),), kicked_effects=(GAIN,),
                    alternative_costs=(Cost(pay_life=2),))
    sc = _scenario(spell, (CardType.SORCERY,))
    sc = Scenario(players=sc.players, cards=sc.cards,
                  objects=(ObjectSetup(id=1, card="k", owner=0, zone=Zone.HAND),))
    assert scenario_from_json(to_json(sc)) == sc
