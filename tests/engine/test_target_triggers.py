""""Becomes the target" triggers (CR 115.1, 601.2c, 602.2b, 603.3d): a
permanent becomes the target of a spell as it is cast and of an ability as
it is put on the stack, once per spell or ability however many of its
targets name it."""
from __future__ import annotations

import pytest

from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef, Subject, TargetSpec, Trigger,
    TriggerEvent, Who,
)
from reference_engine.errors import ScenarioError
from reference_engine.ids import CardType, ObjectId, TargetRef, Zone
from reference_engine.rules.decisions import Rules
from reference_engine.validate import check_references

from tests.engine.builder import act, creature, of, on, permanent, play, scenario, spell, trig

CREATURE = (CardType.CREATURE,)
ENCH = (CardType.ENCHANTMENT,)
ANY_CREATURE = TargetSpec(objects=ObjectFilter(types=CREATURE))
BEAR = creature("phantasm", trig(TriggerEvent.BECOMES_TARGET, Effect(kind=EffectKind.SACRIFICE, object=ObjectRef.SELF)))
"""Phantasmal Bear: "When this creature becomes the target of a spell or ability, sacrifice it"."""
HEXPROOFISH = permanent("watch", ENCH, trig(TriggerEvent.BECOMES_TARGET, subject=Subject.ANY, types=CREATURE,
                                            player=Who.OPPONENT))
""""Whenever a creature becomes the target of a spell or ability an opponent controls, you gain 1 life"."""
DOUBLE = spell("double", Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.TARGET, target=0),
               Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.TARGET, target=1),
               instant=True, targets=(ANY_CREATURE, ANY_CREATURE))
PINGER = creature("pinger", Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), targets=(ANY_CREATURE,),
                                    effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.TARGET),)))


def _run(script: list[object], rules: Rules | None = None) -> list[str]:
    """Player 1 controls the Phantasm (1), a Bear (2) and the watcher (3);
    player 0 the pinger (4) and has the double spell (5) in hand."""
    cards = [BEAR, HEXPROOFISH, DOUBLE, PINGER, creature("bear")]
    objs = [on("phantasm", 1, owner=1), on("bear", 2, owner=1), on("watch", 3, owner=1), on("pinger", 4),
            on("double", 5, zone=Zone.HAND)]
    h = play(scenario(cards, objs, script, pools={0: "{B}"}), rules)  # type: ignore[arg-type]
    return [t.ability for t in of(h, "triggered")]  # type: ignore[attr-defined]


def _aim(*ids: ObjectId) -> tuple[TargetRef, ...]:
    return tuple(TargetRef(object=i) for i in ids)


def test_601_2c_a_spell_targeting_a_permanent_twice_makes_it_become_the_target_once() -> None:
    refs = _run([act("cast", object=5, targets=_aim(1, 1))])
    assert sorted(refs) == ["phantasm/0", "watch/0"]


def test_601_2c_two_targeted_permanents_are_two_occurrences() -> None:
    assert sorted(_run([act("cast", object=5, targets=_aim(1, 2))])) == ["phantasm/0", "watch/0", "watch/0"]


def test_602_2b_an_activated_ability_targets_as_it_is_put_on_the_stack() -> None:
    refs = _run([act("activate", object=4, ability=0, targets=_aim(1)), act("resolve_all")])
    assert sorted(refs) == ["phantasm/0", "watch/0"]


def test_603_3d_a_triggered_ability_targets_as_it_is_put_on_the_stack() -> None:
    """Player 0's enchantment: "Whenever a player gains life, <its> 1 damage to
    target creature" aims at the Phantasm when it is put on the stack."""
    zap = permanent("zap", ENCH, Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.GAIN_LIFE),
                                         targets=(ANY_CREATURE,),
                                         effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=1,
                                                         object=ObjectRef.TARGET),)))
    gain = spell("gain", Effect(kind=EffectKind.GAIN_LIFE, amount=1), instant=True)
    sc = scenario([BEAR, zap, gain], [on("phantasm", 1, owner=1), on("zap", 2), on("gain", 3, zone=Zone.HAND)],
                  [act("cast", object=3), act("resolve_all")], pools={0: "{B}"})
    assert [t.ability for t in of(play(sc), "triggered")] == ["zap/0", "phantasm/0"]  # type: ignore[attr-defined]


def test_603_2c_a_mutant_counting_each_target_word_triggers_twice() -> None:
    class EachWord(Rules):
        def target_occurrences(self, targeted: list[ObjectId]) -> list[ObjectId]:
            return targeted

    assert sorted(_run([act("cast", object=5, targets=_aim(1, 1))], EachWord())) == [
        "phantasm/0", "phantasm/0", "watch/0", "watch/0"]


def test_oracle_text_of_target_triggers() -> None:
    from reference_engine.oracle import render_card

    assert render_card(BEAR) == ("When this creature becomes the target of a spell or ability, "
                                 "sacrifice this creature.")
    assert render_card(HEXPROOFISH) == ("Whenever a creature becomes the target of a spell or ability an "
                                        "opponent controls, you gain 1 life.")


def test_a_target_trigger_takes_no_zone() -> None:
    bad = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.BECOMES_TARGET,
                                                              from_zone=Zone.STACK),
                  effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),))
    with pytest.raises(ScenarioError, match=r"trigger\.from_zone"):
        check_references(scenario([permanent("bad", ENCH, bad)], [on("bad", 1)], []))


def test_a_format_1_file_may_not_say_becomes_target() -> None:
    from reference_engine.codec import scenario_from_json, to_json

    doc = to_json(scenario([BEAR], [on("phantasm", 1)], []))
    doc["format"] = "mtgconf-scenario/1"
    with pytest.raises(ScenarioError, match=r"\$\.cards\[0\]\.abilities\[0\]\.trigger\.event.*"
                                            r"needs 'mtgconf-scenario/1.1'"):
        scenario_from_json(doc)


def test_python_mtg_refuses_target_triggers_with_a_reason() -> None:
    from mtgconf.adapters.protocol import Unsupported
    from mtgconf.adapters.pymtg.cards import translate as for_pymtg

    with pytest.raises(Unsupported, match="python-mtg has no phrase for 'this creature becomes the target"):
        for_pymtg(BEAR)
