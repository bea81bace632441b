"""Tokens (CR 111.1-111.8, 603.6a, 704.5d, 707.2) on the reference engine."""
from __future__ import annotations

from reference_engine.abilities import (
    Effect, EffectKind, ObjectFilter, ObjectRef, Subject, TargetSpec, TokenSpec, TriggerEvent, Who,
)
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.events import CeasedToExist, Sba, TokenCreated, ZoneChange
from reference_engine.ids import CardType, Color, TargetRef, Zone
from reference_engine.scenario import Scenario

from tests.engine.builder import act, creature, destroy_all, gain, on, permanent, play, scenario, spell, trig

import pytest

SPIRIT = TokenSpec(key="spirit", types=(CardType.CREATURE,), subtypes=("Spirit",), colors=(Color.WHITE,),
                   power=1, toughness=1, abilities=(trig(TriggerEvent.DIES, gain(2)),))
"""A 1/1 white Spirit with "When this token dies, you gain 2 life."."""
ALARM = spell("alarm", Effect(kind=EffectKind.CREATE_TOKEN, amount=2, token=SPIRIT), instant=True, cost="{W}")
WATCHER = permanent("watcher", (CardType.ENCHANTMENT,),
                    trig(TriggerEvent.ENTERS, subject=Subject.ANY, types=(CardType.CREATURE,)))
MOURNER = permanent("mourner", (CardType.ENCHANTMENT,),
                    trig(TriggerEvent.DIES, gain(3), subject=Subject.ANY, types=(CardType.CREATURE,)))
WRATH = spell("wrath", destroy_all(CardType.CREATURE), cost="{W}")
COPY = spell("copy", Effect(kind=EffectKind.CREATE_TOKEN_COPY, amount=1, object=ObjectRef.TARGET), cost="{U}",
             targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,), controller=Who.YOU)),))
SEER = creature("seer", trig(TriggerEvent.ENTERS, Effect(kind=EffectKind.DRAW, amount=1)))
BLINKER = permanent("blinker", (CardType.ENCHANTMENT,), trig(
    TriggerEvent.ENTERS, Effect(kind=EffectKind.EXILE, object=ObjectRef.IT),
    Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.IT),
    filter=ObjectFilter(subtypes=("Spirit",))))
"""Whenever a Spirit enters, exile it, then return that card to the battlefield."""


def _alarm(*extra: object, blinker: bool = False) -> Scenario:
    objs = [on("watcher", 1), on("mourner", 2), on("alarm", 3, zone=Zone.HAND), on("wrath", 4, zone=Zone.HAND)]
    objs += [on("blinker", 5)] if blinker else []
    script = [act("cast", object=3), act("resolve_all"), *extra]
    return scenario([WATCHER, MOURNER, ALARM, WRATH, BLINKER], objs, script,  # type: ignore[arg-type]
                    pools={0: "{W}{W}{W}"})


def test_111_1_603_6a_tokens_created_at_once_enter_together() -> None:
    h = play(_alarm())
    made = [e for e in h.events if isinstance(e, TokenCreated)]
    assert len(made) == 2 and made[0].batch is not None and made[0].batch == made[1].batch
    assert all(e.card == "spirit" and e.owner == 0 and e.controller == 0 for e in made)
    assert made[0].after is not None and made[0].after.colors == (Color.WHITE,)
    assert made[0].after.subtypes == ("Spirit",) and (made[0].after.power, made[0].after.toughness) == (1, 1)
    watched = [e for e in h.events if e.kind == "triggered" and e.ability == "watcher/0"]  # type: ignore[union-attr]
    assert sorted(c for e in watched for c in e.causes) == sorted(e.seq for e in made)  # once per token


def test_111_7_704_5d_a_dead_token_triggers_dies_then_ceases_to_exist() -> None:
    h = play(_alarm(act("cast", object=4), act("resolve_all")))
    deaths = [e for e in h.events if isinstance(e, ZoneChange) and e.to_zone is Zone.GRAVEYARD
              and e.from_zone is Zone.BATTLEFIELD]
    assert len(deaths) == 2
    refs = sorted(e.ability for e in h.events if e.kind == "triggered")  # type: ignore[union-attr]
    assert refs.count("mourner/0") == 2 and refs.count("spirit/0") == 2
    gone = [e for e in h.events if isinstance(e, CeasedToExist)]
    assert sorted(e.object for e in gone) == sorted(d.new_id for d in deaths)
    sba = h.by_seq()[gone[0].causes[0]]
    assert isinstance(sba, Sba) and sba.rule == "704.5d"
    assert gone[0].seq > max(d.seq for d in deaths)
    assert h.final is not None and not [o for o in h.final.objects if o.token]
    assert h.final.players[0].life == 20 + 2 * 1 + 2 * 3 + 2 * 2  # two arrivals, two deaths seen, two dying Spirits


def test_111_8_a_flickered_token_does_not_come_back() -> None:
    h = play(_alarm(blinker=True))
    exiled = [e for e in h.events if isinstance(e, ZoneChange) and e.to_zone is Zone.EXILE]
    assert len(exiled) == 2
    back = [e for e in h.events if isinstance(e, ZoneChange) and e.to_zone is Zone.BATTLEFIELD]
    assert back == []
    assert [e.zone for e in h.events if isinstance(e, CeasedToExist)] == [Zone.EXILE, Zone.EXILE]


def test_707_2_a_token_copy_has_the_copied_triggers_but_not_its_counters() -> None:
    objs = [on("seer", 1, counters={"+1/+1": 2}), on("copy", 2, zone=Zone.HAND)]
    objs += [on("seer", 10 + i, zone=Zone.LIBRARY) for i in range(3)]
    sc = scenario([SEER, COPY], objs, [act("cast", object=2, targets=(TargetRef(object=1),)), act("resolve_all")],
                  pools={0: "{U}"})
    h = play(sc)
    made = [e for e in h.events if isinstance(e, TokenCreated)]
    assert [(e.card, e.copy_of) for e in made] == [("seer", 1)]
    assert made[0].after is not None and made[0].after.counters == {} and made[0].after.power == 2
    assert [e.ability for e in h.events if e.kind == "triggered"] == ["seer/0"]  # type: ignore[union-attr]
    assert h.final is not None and [o.id for o in h.final.objects if o.token] == [made[0].object]


def test_token_effects_render_and_round_trip() -> None:
    sc = _alarm()
    assert scenario_from_json(to_json(sc)) == sc
    assert sc.card("spirit").name == "Spirit Token"
    assert sc.card("spirit").colors == (Color.WHITE,)


def test_a_token_key_may_not_be_a_card_key() -> None:
    clash = TokenSpec(key="alarm", types=(CardType.CREATURE,), power=1, toughness=1)
    bad = spell("bad", Effect(kind=EffectKind.CREATE_TOKEN, amount=1, token=clash))
    data = to_json(scenario([ALARM, bad], [], []))
    with pytest.raises(ScenarioError, match="token.key"):
        scenario_from_json(data)


def test_a_create_token_effect_needs_a_count_and_a_definition() -> None:
    data = to_json(scenario([spell("bad", Effect(kind=EffectKind.CREATE_TOKEN, amount=0))], [], []))
    with pytest.raises(ScenarioError, match=r"effects\[0\]"):
        scenario_from_json(data)


def test_603_2h_a_once_each_turn_ability_sees_the_token_its_own_resolution_makes() -> None:
    """Its action counts as done once it has resolved: the token it creates
    enters during that resolution, so it triggers once more, and no more."""
    from reference_engine.abilities import Ability, AbilityKind, Trigger

    once = Ability(kind=AbilityKind.TRIGGERED, effects=(Effect(kind=EffectKind.CREATE_TOKEN, amount=1, token=SPIRIT),),
                   trigger=Trigger(event=TriggerEvent.ENTERS, subject=ObjectFilter(types=(CardType.CREATURE,)),
                                   once_each_turn=True))
    sc = scenario([permanent("herald", (CardType.ENCHANTMENT,), once), creature("bear", cost="{G}")],
                  [on("herald", 1), on("bear", 2, zone=Zone.HAND)], [act("cast", object=2), act("resolve_all")],
                  pools={0: "{G}"})
    h = play(sc)
    assert [e.ability for e in h.events if e.kind == "triggered"] == ["herald/0", "herald/0"]  # type: ignore[union-attr]
    assert len([e for e in h.events if isinstance(e, TokenCreated)]) == 2
