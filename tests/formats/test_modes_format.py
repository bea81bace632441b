""""Choose two", "choose one or more", entwine and spree (format 1.1; CR
700.2, 700.2d, 702.42a, 702.172a): the words round-trip, a count the modes
can't give, entwine or mode costs where they mean nothing, and any of them in
a ``mtgconf-scenario/1`` file are refused with their JSON path."""
from __future__ import annotations

import pytest

from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, Mode, ModeCount, ObjectRef, TargetSpec, Trigger, TriggerEvent,
    Who,
)
from reference_engine.cards import CardDef
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import Action, ActionKind, ChoicePolicy, ObjectSetup, PlayerSetup, Scenario

GAINS = tuple(Mode(effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=k + 1),)) for k in range(3))
CHOOSE_TWO = Ability(kind=AbilityKind.SPELL, choose=ModeCount(min=2, max=2), modes=GAINS)
SPREE = Ability(kind=AbilityKind.SPELL, modes=tuple(Mode(effects=m.effects, cost=Cost(mana="{1}")) for m in GAINS))
ENTWINE = Ability(kind=AbilityKind.SPELL, modes=GAINS[:2], entwine=Cost(mana="{2}"))
CAST = Action(action=ActionKind.CAST, player=0, object=1)


def _scenario(ability: Ability, *, fmt: str = "mtgconf-scenario/1.1", script: tuple[Action, ...] = (),
              choices: ChoicePolicy = ChoicePolicy()) -> Scenario:
    card = CardDef(key="charm", name="Charm", mana_cost="{W}", types=(CardType.INSTANT,), abilities=(ability,))
    return Scenario(format=fmt, players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(card,),
                    objects=(ObjectSetup(id=1, card="charm", owner=0, zone=Zone.HAND),), script=script,
                    choices=choices)


@pytest.mark.parametrize("ability", [CHOOSE_TWO, SPREE, ENTWINE], ids=["choose", "spree", "entwine"])
def test_the_words_round_trip(ability: Ability) -> None:
    sc = _scenario(ability, script=(Action(action=ActionKind.CAST, player=0, object=1, modes=(1, 0),
                                           entwined=True if ability.entwine is not None else None),),
                   choices=ChoicePolicy(modes_by_ability={"charm/0": (0, 2)}))
    assert scenario_from_json(to_json(sc)) == sc


def _with(**kw: object) -> Ability:
    return Ability(**{"kind": AbilityKind.SPELL, "modes": GAINS, **kw})  # type: ignore[arg-type]


PLAIN = Effect(kind=EffectKind.DEAL_DAMAGE, amount=2, object=ObjectRef.TARGET, divided=True)
BAD = [
    ("version 1 choose", _scenario(CHOOSE_TWO, fmt="mtgconf-scenario/1"), "$.cards[0].abilities[0].choose", "1.1"),
    ("version 1 entwine", _scenario(ENTWINE, fmt="mtgconf-scenario/1"), "$.cards[0].abilities[0].entwine", "1.1"),
    ("version 1 spree", _scenario(SPREE, fmt="mtgconf-scenario/1"), "$.cards[0].abilities[0].modes[0].cost", "1.1"),
    ("version 1 modes", _scenario(Ability(kind=AbilityKind.SPELL, modes=GAINS), fmt="mtgconf-scenario/1",
                                  script=(Action(action=ActionKind.CAST, player=0, object=1, modes=(0,)),)),
     "$.script[0].modes", "1.1"),
    ("version 1 preference", _scenario(Ability(kind=AbilityKind.SPELL, modes=GAINS), fmt="mtgconf-scenario/1",
                                       choices=ChoicePolicy(modes_by_ability={"charm/0": (0,)})),
     "$.choices.modes_by_ability", "1.1"),
    ("more than the modes", _scenario(_with(choose=ModeCount(min=4, max=4))), "$.cards[0].abilities[0].choose",
     "min = max"),
    ("no printed wording", _scenario(_with(choose=ModeCount(min=1, max=2))), "$.cards[0].abilities[0].choose",
     "one or more"),
    ("one mode", _scenario(Ability(kind=AbilityKind.SPELL, modes=GAINS[:1], choose=ModeCount(min=1, max=1))),
     "$.cards[0].abilities[0].choose", "two or more modes"),
    ("spree on some modes", _scenario(_with(modes=(SPREE.modes[0], GAINS[1]))), "$.cards[0].abilities[0].modes",
     "every mode"),
    ("spree with choose", _scenario(Ability(kind=AbilityKind.SPELL, modes=SPREE.modes, choose=ModeCount(min=2, max=2))),
     "$.cards[0].abilities[0].choose", "spree"),
    ("spree on a trigger", _scenario(Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.ENTERS),
                                             modes=SPREE.modes)), "$.cards[0].abilities[0].modes", "spell"),
    ("entwine choosing all", _scenario(_with(entwine=Cost(mana="{2}"), choose=ModeCount(min=1, max=3))),
     "$.cards[0].abilities[0].entwine", "fewer than all"),
    ("entwine on a trigger", _scenario(Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.ENTERS),
                                               modes=GAINS, entwine=Cost(mana="{2}"))),
     "$.cards[0].abilities[0].entwine", "spell"),
    ("entwine life", _scenario(_with(entwine=Cost(pay_life=2))), "$.cards[0].abilities[0].entwine", "mana cost only"),
    ("divided with several", _scenario(_with(choose=ModeCount(min=2, max=2), modes=(
        Mode(effects=(PLAIN,), targets=(TargetSpec(players=Who.ANY),)), *GAINS[1:]))),
     "$.cards[0].abilities[0].modes[0].effects[0].divided", "several"),
    ("mode and modes", _scenario(CHOOSE_TWO, script=(Action(action=ActionKind.CAST, player=0, object=1, mode=0,
                                                            modes=(0, 1)),)), "$.script[0].modes", "not both"),
    ("negative mode", _scenario(CHOOSE_TWO, script=(Action(action=ActionKind.CAST, player=0, object=1,
                                                           modes=(0, -1)),)), "$.script[0].modes[1]", "at least 0"),
    ("negative preference", _scenario(CHOOSE_TWO, choices=ChoicePolicy(modes_by_ability={"charm/0": (-1, 0)})),
     '$.choices.modes_by_ability["charm/0"][0]', "at least 0"),
]


@pytest.mark.parametrize(("scenario", "path", "words"), [(s, p, w) for _, s, p, w in BAD], ids=[n for n, *_ in BAD])
def test_a_bad_word_is_refused_at_its_path(scenario: Scenario, path: str, words: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        scenario_from_json(to_json(scenario))
    assert caught.value.path == path
    assert words in str(caught.value)
