"""The ``scope`` of an ``extra_trigger`` effect (format 1.1, CR 603.2d): read
strictly, refused with its JSON path where it means nothing, and refused in a
``mtgconf-scenario/1`` file."""
from __future__ import annotations

from dataclasses import replace

import pytest

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, ObjectFilter, Subject, TriggerEvent, TriggerScope, Who,
)
from reference_engine.cards import CardDef
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import ObjectSetup, PlayerSetup, Scenario

PANHARMONICON = TriggerScope(event=TriggerEvent.ENTERS,
                             subject=ObjectFilter(any_types=(CardType.ARTIFACT, CardType.CREATURE)))


def _scenario(scope: TriggerScope, kind: ContinuousKind = ContinuousKind.EXTRA_TRIGGER,
              on_card: bool = True) -> Scenario:
    effect = ContinuousEffect(kind=kind, filter=ObjectFilter(controller=Who.YOU), scope=scope)
    abilities = (Ability(kind=AbilityKind.STATIC, static=effect),) if on_card else ()
    card = CardDef(key="relic", name="Relic", mana_cost="{4}", types=(CardType.ARTIFACT,), abilities=abilities)
    return Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(card,),
                    effects=() if on_card else (effect,),
                    objects=(ObjectSetup(id=1, card="relic", owner=0, zone=Zone.BATTLEFIELD),))


def test_603_2d_panharmonicon_and_veyran_scopes_round_trip() -> None:
    veyran = TriggerScope(event=TriggerEvent.CAST, player=Who.YOU,
                          subject=ObjectFilter(any_types=(CardType.INSTANT, CardType.SORCERY)))
    for sc in (_scenario(PANHARMONICON), _scenario(veyran, on_card=False)):
        assert scenario_from_json(to_json(sc)) == sc


BAD = [
    ("on another kind", _scenario(PANHARMONICON, ContinuousKind.INDESTRUCTIBLE),
     "$.cards[0].abilities[0].static.scope", "only on an extra_trigger effect"),
    ("an event it cannot scope", _scenario(TriggerScope(event=TriggerEvent.DIES), on_card=False),
     "$.effects[0].scope.event", "one of 'enters', 'cast'"),
    ("a subject relative to a source", _scenario(replace(PANHARMONICON,
                                                         subject=ObjectFilter(subject=Subject.ANOTHER))),
     "$.cards[0].abilities[0].static.scope.subject.subject", "'any'"),
    ("a caster for an arrival", _scenario(replace(PANHARMONICON, player=Who.YOU)),
     "$.cards[0].abilities[0].static.scope.player", "only for the event 'cast'"),
    ("a spell's controller", _scenario(TriggerScope(event=TriggerEvent.CAST,
                                                    subject=ObjectFilter(controller=Who.YOU))),
     "$.cards[0].abilities[0].static.scope.subject.controller", "named by its caster"),
]


@pytest.mark.parametrize(("scenario", "path", "words"), [b[1:] for b in BAD], ids=[b[0] for b in BAD])
def test_603_2d_a_meaningless_scope_is_refused_at_its_path(scenario: Scenario, path: str, words: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        scenario_from_json(to_json(scenario))
    assert caught.value.path == path
    assert words in str(caught.value)


def test_a_scope_needs_format_1_1() -> None:
    data = to_json(_scenario(PANHARMONICON))
    data["format"] = "mtgconf-scenario/1"
    with pytest.raises(ScenarioError) as caught:
        scenario_from_json(data)
    assert caught.value.path == "$.cards[0].abilities[0].static.scope"


def test_an_unknown_scope_key_is_refused() -> None:
    data = to_json(_scenario(PANHARMONICON))
    data["cards"][0]["abilities"][0]["static"]["scope"]["causes"] = ["enters"]
    with pytest.raises(ScenarioError) as caught:
        scenario_from_json(data)
    assert "scope" in (caught.value.path or "")
