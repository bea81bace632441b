""""Put into exile" triggers (CR 603.2, 603.6c, 603.10a): from anywhere they
are matched after the move, a card's own one working from exile; from the
battlefield they are leaves-the-battlefield abilities and look back."""
from __future__ import annotations

import pytest

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter, ObjectRef, Subject,
    TargetSpec, Trigger, TriggerEvent,
)
from reference_engine.errors import ScenarioError
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.rules.decisions import Rules
from reference_engine.validate import check_references

from tests.engine.builder import act, creature, destroy_all, of, on, permanent, play, scenario, spell, trig

CREATURE = (CardType.CREATURE,)
ENCH = (CardType.ENCHANTMENT,)
WATCH = permanent("watch", ENCH, trig(TriggerEvent.PUT_INTO_EXILE, subject=Subject.ANY, types=CREATURE))
""""Whenever a creature card is put into exile from anywhere, you gain 1 life"."""
LEAVER = creature("leaver", trig(TriggerEvent.PUT_INTO_EXILE, from_zone=Zone.BATTLEFIELD))
""""When this creature is put into exile from the battlefield, you gain 1 life"."""
DRIFTER = creature("drifter", trig(TriggerEvent.PUT_INTO_EXILE))
""""When this card is put into exile from anywhere, you gain 1 life"."""
EXILE_IT = spell("banish", Effect(kind=EffectKind.EXILE, object=ObjectRef.TARGET), instant=True,
                 targets=(TargetSpec(objects=ObjectFilter(types=CREATURE)),))
EXILE_CARD = spell("purge", Effect(kind=EffectKind.EXILE, object=ObjectRef.TARGET), instant=True,
                   targets=(TargetSpec(objects=ObjectFilter(types=CREATURE), zone=Zone.GRAVEYARD),))


def _run(objs: list[object], script: list[object], rules: Rules | None = None, **kw: object) -> list[str]:
    cards = [WATCH, LEAVER, DRIFTER, EXILE_IT, EXILE_CARD, spell("wrath", destroy_all(CardType.CREATURE))]
    h = play(scenario(cards, [on("watch", 1), *objs], script, pools={0: "{B}"}, **kw), rules)  # type: ignore[arg-type]
    return sorted(t.ability for t in of(h, "triggered"))  # type: ignore[attr-defined]


def test_603_6c_a_permanent_exiled_triggers_its_own_look_back_and_the_watcher() -> None:
    refs = _run([on("leaver", 2), on("banish", 3, zone=Zone.HAND)],
                [act("cast", object=3, targets=(TargetRef(object=2),)), act("resolve_all")])
    assert refs == ["leaver/0", "watch/0"]


def test_603_2_a_card_exiled_from_a_graveyard_triggers_from_anywhere_and_its_own() -> None:
    refs = _run([on("drifter", 2, zone=Zone.GRAVEYARD), on("purge", 3, zone=Zone.HAND)],
                [act("cast", object=3, targets=(TargetRef(object=2),)), act("resolve_all")])
    assert refs == ["drifter/0", "watch/0"]


def test_614_6_a_creature_exiled_instead_of_dying_is_put_into_exile() -> None:
    rest = ContinuousEffect(kind=ContinuousKind.EXILE_INSTEAD_OF_DYING, filter=ObjectFilter())
    refs = _run([on("leaver", 2), on("wrath", 3, zone=Zone.HAND)], [act("cast", object=3), act("resolve_all")],
                effects=(rest,))
    assert refs == ["leaver/0", "watch/0"]


def test_603_2_a_mutant_that_misses_exile_from_the_battlefield() -> None:
    class NotFromPlay(Rules):
        def exile_from_anywhere_matches(self, came_from: Zone | None) -> bool:
            return came_from is not Zone.BATTLEFIELD

    refs = _run([on("leaver", 2), on("banish", 3, zone=Zone.HAND)],
                [act("cast", object=3, targets=(TargetRef(object=2),)), act("resolve_all")], NotFromPlay())
    assert refs == ["leaver/0"]


def test_oracle_text_of_exile_triggers() -> None:
    from reference_engine.oracle import render_card

    assert render_card(WATCH) == "Whenever a creature card is put into exile from anywhere, you gain 1 life."
    assert render_card(LEAVER) == "When this creature is put into exile from the battlefield, you gain 1 life."
    assert render_card(DRIFTER) == "When this creature is put into exile from anywhere, you gain 1 life."


def test_nothing_is_put_into_exile_from_exile() -> None:
    bad = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.PUT_INTO_EXILE, from_zone=Zone.EXILE),
                  effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),))
    with pytest.raises(ScenarioError, match=r"trigger\.from_zone"):
        check_references(scenario([permanent("bad", ENCH, bad)], [on("bad", 1)], []))


def test_a_format_1_file_may_not_say_put_into_exile() -> None:
    from reference_engine.codec import scenario_from_json, to_json

    doc = to_json(scenario([WATCH], [on("watch", 1)], []))
    doc["format"] = "mtgconf-scenario/1"
    with pytest.raises(ScenarioError, match=r"\$\.cards\[0\]\.abilities\[0\]\.trigger\.event.*"
                                            r"needs 'mtgconf-scenario/1.1'"):
        scenario_from_json(doc)


def test_python_mtg_refuses_exile_triggers_with_a_reason() -> None:
    from mtgconf.adapters.protocol import Unsupported
    from mtgconf.adapters.pymtg.cards import translate as for_pymtg

    with pytest.raises(Unsupported, match="python-mtg has no phrase for 'a creature card is put into exile"):
        for_pymtg(WATCH)
