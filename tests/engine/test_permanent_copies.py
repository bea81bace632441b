"""Copies of permanent spells (CR 707.10, 608.3f, 111.12, 704.5d, 707.10a):
"Copy target creature spell you control" (Double Major without its legendary
exception). The copy is put on the stack, not cast; as it resolves it enters
the battlefield as a token, a ``zone_change`` with ``token``, and no
``token_created``: the token was not created. Once it has left the
battlefield it ceases to exist; countered, it ceases to exist at once."""
from __future__ import annotations

import dataclasses

from reference_engine.abilities import (Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef, TargetSpec,
                                        TriggerEvent, Who)
from reference_engine.events import CeasedToExist, PutOnStack, ZoneChange
from reference_engine.history import History
from reference_engine.ids import CardType, Zone
from reference_engine.oracle import render_card
from reference_engine.scenario import ChoicePolicy, Scenario, TargetPolicy
from reference_engine.validate import _problems as scenario_problems

from properties.strategies.permanent_copies import LITHOFORM as LITHOFORM_ABILITIES
from tests.engine.builder import act, creature, destroy_all, gain, of, on, permanent, play, scenario, spell, trig

COPY = Effect(kind=EffectKind.COPY, object=ObjectRef.TARGET)
MAJOR = spell("major", COPY, cost="{G}{U}", instant=True, targets=(
    TargetSpec(zone=Zone.STACK, objects=ObjectFilter(types=(CardType.CREATURE,), controller=Who.YOU)),))
"""Copy target creature spell you control."""
ENGINE = spell("engine", COPY, cost="{4}", instant=True, targets=(TargetSpec(zone=Zone.STACK, objects=ObjectFilter(
    any_types=(CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT, CardType.PLANESWALKER),
    controller=Who.YOU)),))
"""Copy target permanent spell you control."""
LITHOFORM = permanent("lithoform-engine", (CardType.ARTIFACT,), *LITHOFORM_ABILITIES)
"""Lithoform Engine (its Oracle text, all three abilities)."""
HEALER = creature("healer", trig(TriggerEvent.ENTERS, gain(1)), cost="{1}{G}")
"""When this creature enters, you gain 1 life."""
PROWESS = creature("prowess", trig(TriggerEvent.CAST, gain(1), filter=ObjectFilter(), player=Who.YOU), cost="{G}")
"""Whenever you cast a spell, you gain 1 life."""
WRATH = spell("wrath", destroy_all(CardType.CREATURE), cost="{R}")
"""Destroy all creatures."""
COUNTER = spell("cancel", Effect(kind=EffectKind.COUNTER_SPELL, object=ObjectRef.TARGET), cost="{U}",
                instant=True, targets=(TargetSpec(zone=Zone.STACK, objects=ObjectFilter()),))


def _board(cancel: bool = False, wrath: bool = False) -> Scenario:
    """Healer (1) cast, Major (2) copies it; Cancel (4) then counters the copy,
    or, once all has resolved, Wrath (3) destroys both creatures."""
    script = [act("cast", object=1), act("cast", object=2)]
    if cancel:  # the copy is the newest spell, the last legal target
        script += [act("resolve_top"), act("resolve_top"), act("cast", object=4)]  # the cast trigger, Major
    script.append(act("resolve_all"))
    if wrath:
        script += [act("cast", object=3), act("resolve_all")]
    objects = [on("healer", 1, zone=Zone.HAND), on("major", 2, zone=Zone.HAND), on("wrath", 3, zone=Zone.HAND),
               on("cancel", 4, zone=Zone.HAND), on("prowess", 5)]
    return scenario([HEALER, MAJOR, WRATH, COUNTER, PROWESS], objects, script, pools={0: "{1}{G}{G}{U}{R}{U}"},
                    choices=ChoicePolicy(targets=TargetPolicy.LAST_LEGAL))


def _copy(h: History) -> PutOnStack:
    [copy] = [e for e in h.events if isinstance(e, PutOnStack) and e.copy_of is not None]
    return copy


def test_608_3f_the_copy_enters_as_a_token_not_created() -> None:
    h = play(_board())
    copy = _copy(h)
    [arrival] = [e for e in h.events if isinstance(e, ZoneChange) and e.old_id == copy.object]
    assert (arrival.from_zone, arrival.to_zone, arrival.token) == (Zone.STACK, Zone.BATTLEFIELD, True)
    assert not of(h, "token_created")  # CR 111.12: not created
    # its enters ability triggers (CR 603.6a); the original's arrival is no token
    assert [e.causes for e in of(h, "triggered") if e.ability == "healer/0"][0] == (arrival.seq,)  # type: ignore[attr-defined]
    assert [e.token for e in h.events if isinstance(e, ZoneChange) and e.to_zone is Zone.BATTLEFIELD] == [True, None]
    # "whenever you cast" saw Healer and Major, never the copy (CR 707.10)
    assert [e.ability for e in of(h, "triggered")].count("prowess/0") == 2  # type: ignore[attr-defined]
    assert sum(1 for o in h.final.objects if o.card == "healer" and o.zone is Zone.BATTLEFIELD) == 2


def test_704_5d_the_token_ceases_to_exist_once_it_has_died() -> None:
    h = play(_board(wrath=True))
    arrival = next(e for e in h.events if isinstance(e, ZoneChange) and e.token)
    died = next(e for e in h.events if isinstance(e, ZoneChange) and e.old_id == arrival.new_id)
    assert died.to_zone is Zone.GRAVEYARD
    assert [e.object for e in h.events if isinstance(e, CeasedToExist)] == [died.new_id]
    # the original Healer stays in the graveyard; the token is gone
    assert [o.card for o in h.final.objects if o.zone is Zone.GRAVEYARD].count("healer") == 1


def test_707_10a_a_countered_copy_ceases_to_exist() -> None:
    h = play(_board(cancel=True))
    copy = _copy(h)
    assert copy.object in [e.object for e in of(h, "removed_from_stack")]  # type: ignore[attr-defined]
    assert not [e for e in h.events if isinstance(e, ZoneChange) and e.old_id == copy.object]
    assert sum(1 for o in h.final.objects if o.card == "healer") == 1


def test_oracle_text_and_validation_of_permanent_spell_copies() -> None:
    # a permanent spell's copy prints no new targets, only its reminder (CR 608.3f)
    assert render_card(MAJOR).endswith("Copy target creature spell you control. (The copy becomes a token.)")
    assert render_card(ENGINE).endswith("Copy target permanent spell you control. (The copy becomes a token.)")
    assert render_card(LITHOFORM) == (
        "{2}, {T}: Copy target activated or triggered ability you control. You may choose new targets for the copy.\n"
        "{3}, {T}: Copy target instant or sorcery spell you control. You may choose new targets for the copy.\n"
        "{4}, {T}: Copy target permanent spell you control. (The copy becomes a token.)")
    ok = _board()
    assert not scenario_problems(ok)
    assert any("1.1" in why for _, why in scenario_problems(dataclasses.replace(ok, format="mtgconf-scenario/1")))


def _lithoform_on_an_ability(owner: int) -> Scenario:
    """A fountain (1, controlled by ``owner``) whose "{1}: You gain 1 life." is
    activated, then Lithoform Engine (2, player 0's) copies an ability with its first ability."""
    fountain = permanent("fountain", (CardType.ARTIFACT,), Ability(
        kind=AbilityKind.ACTIVATED, cost=Cost(mana="{1}"), effects=(gain(1),)))
    objects = [on("fountain", 1, owner=owner), on("lithoform-engine", 2)]
    script = [act("pass", player=0)] if owner else []
    script.append(act("activate", player=owner, object=1))
    if owner:
        script.append(act("pass", player=owner))
    script += [act("activate", object=2, ability=0), act("resolve_all")]
    return scenario([fountain, LITHOFORM], objects, script, pools={0: "{1}{2}", 1: "{1}"})


def test_707_10_lithoform_copies_an_activated_ability_you_control_only() -> None:
    h = play(_lithoform_on_an_ability(0))
    copy = _copy(h)
    assert copy.controller == 0 and [e.player for e in of(h, "life")] == [0, 0]  # type: ignore[attr-defined]
    # an opponent's activated ability is no legal target of "... you control" (CR 115.1)
    h = play(_lithoform_on_an_ability(1))
    assert not [e for e in h.events if isinstance(e, PutOnStack) and e.copy_of is not None]
    assert [e.code for e in of(h, "illegal_action")] == ["target"]  # type: ignore[attr-defined]
    # "target activated or triggered ability you control" is a format 1.1 target phrase
    v1 = dataclasses.replace(_lithoform_on_an_ability(0), format="mtgconf-scenario/1")
    assert any(path.endswith(".ability") and "1.1" in why for path, why in scenario_problems(v1))
