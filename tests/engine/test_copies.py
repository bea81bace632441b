"""Copies on the stack (CR 707.10, 707.10c, 704.5e): "Copy target instant or
sorcery spell. You may choose new targets for the copy." (Twincast) and "Copy
target triggered ability you control. ..." (Strionic Resonator). The copy is
put on the stack (``put_on_stack`` with ``copy_of``), never cast, and resolves
on its own; a spell's copy then ceases to exist without a zone change."""
from __future__ import annotations

import dataclasses

from reference_engine.abilities import (Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef,
                                        StackAbility, TargetSpec, TriggerEvent, Who)
from reference_engine.events import PutOnStack
from reference_engine.history import History
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.oracle import render_card
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import ChoicePolicy, Scenario, TargetPolicy
from reference_engine.validate import _problems as scenario_problems

from tests.engine.builder import act, creature, of, on, permanent, play, scenario, spell, trig

SPELL_ON_STACK = TargetSpec(zone=Zone.STACK, objects=ObjectFilter(any_types=(CardType.INSTANT, CardType.SORCERY)))
COPY = Effect(kind=EffectKind.COPY, object=ObjectRef.TARGET)
TWINCAST = spell("twincast", COPY, cost="{U}{U}", instant=True, targets=(SPELL_ON_STACK,))
SHOCK = spell("shock", Effect(kind=EffectKind.DEAL_DAMAGE, amount=2, object=ObjectRef.TARGET), cost="{R}",
              instant=True, targets=(TargetSpec(objects=ObjectFilter(), players=Who.ANY),))
"""Shock deals 2 damage to any target."""
RESONATOR = permanent("resonator", (CardType.ARTIFACT,), Ability(
    kind=AbilityKind.ACTIVATED, cost=Cost(mana="{2}", tap=True), effects=(COPY,),
    targets=(TargetSpec(zone=Zone.STACK, ability=StackAbility.TRIGGERED_YOU_CONTROL),)))
PINGER = creature("pinger", trig(TriggerEvent.ENTERS, Effect(kind=EffectKind.DEAL_DAMAGE, amount=1,
                                                             object=ObjectRef.TARGET),
                                 targets=(TargetSpec(objects=None, players=Who.ANY),)), cost="{R}")
"""When this creature enters, it deals 1 damage to target player."""
PROWESS = creature("prowess", trig(TriggerEvent.CAST, filter=ObjectFilter(), player=Who.YOU), cost="{G}")
"""Whenever you cast a spell, you gain 1 life."""


def _copies(h: History) -> list[PutOnStack]:
    return [e for e in h.events if isinstance(e, PutOnStack) and e.copy_of is not None]


def _damage(h: History) -> list[tuple[int, int | None, int | None]]:
    return [(e.source, e.target.player, e.target.object) for e in of(h, "damage")]  # type: ignore[attr-defined]


def _twincast(policy: TargetPolicy = TargetPolicy.FIRST_LEGAL, may: bool = True) -> Scenario:
    """Shock (1) aimed at player 1; Twincast (2) copies it; the Prowess creature (3) watches casts."""
    objects = [on("shock", 1, zone=Zone.HAND), on("twincast", 2, zone=Zone.HAND), on("prowess", 3)]
    return scenario([SHOCK, TWINCAST, PROWESS], objects,
                    [act("cast", object=1, targets=(TargetRef(player=1),)), act("cast", object=2), act("resolve_all")],
                    pools={0: "{R}{U}{U}"},
                    choices=ChoicePolicy(targets=policy, may_by_ability={"twincast/0": may}))


def test_707_10_a_spell_copy_is_put_on_the_stack_not_cast() -> None:
    h = play(_twincast())
    [copy] = _copies(h)
    shock = next(e.object for e in of(h, "cast") if e.card == "shock")  # type: ignore[attr-defined]
    assert copy.copy_of == shock and copy.controller == 0
    assert copy.object not in [e.object for e in of(h, "cast")]  # type: ignore[attr-defined]
    # Prowess triggers twice (Shock, Twincast), never for the copy (CR 601.2i, 603.2).
    assert len(of(h, "triggered")) == 2
    resolved = [e.object for e in of(h, "resolved")]  # type: ignore[attr-defined]
    assert copy.object in resolved and shock in resolved


def test_707_10c_the_copy_chooses_new_targets_by_the_policy() -> None:
    h = play(_twincast(TargetPolicy.FIRST_LEGAL))
    [copy] = _copies(h)
    assert copy.targets == (TargetRef(object=3),)  # the lowest id among legal targets
    shock = next(e.object for e in of(h, "cast") if e.card == "shock")  # type: ignore[attr-defined]
    assert _damage(h) == [(copy.object, None, 3), (shock, 1, None)]


def test_707_10c_without_new_targets_the_copy_keeps_the_original_ones() -> None:
    h = play(_twincast(may=False))
    [copy] = _copies(h)
    assert copy.targets == (TargetRef(player=1),)
    shock = next(e.object for e in of(h, "cast") if e.card == "shock")  # type: ignore[attr-defined]
    assert _damage(h) == [(copy.object, 1, None), (shock, 1, None)]


def test_704_5e_a_resolved_spell_copy_leaves_no_card_behind() -> None:
    h = play(_twincast())
    [copy] = _copies(h)
    assert copy.object not in [e.old_id for e in of(h, "zone_change")]  # type: ignore[attr-defined]
    assert h.final is not None and copy.object not in [o.id for o in h.final.objects]


def test_copy_of_spell_kind_needs_a_spell_copy_hook() -> None:
    """The hook a mutant breaks: with copies cast, Prowess sees the copy too."""
    class CastCopies(Rules):
        def copied_spell_is_cast(self) -> bool:
            return True
    h = play(_twincast(), CastCopies())
    assert len(of(h, "triggered")) == 3


def _resonator(may: bool = True) -> Scenario:
    """The Pinger (1) enters; its trigger aims at player 0 (first legal); the Resonator (2) copies it."""
    objects = [on("pinger", 1, zone=Zone.HAND), on("resonator", 2)]
    return scenario([PINGER, RESONATOR], objects,
                    [act("cast", object=1), act("resolve_top"), act("activate", object=2), act("resolve_all")],
                    pools={0: "{R}{2}"},
                    choices=ChoicePolicy(targets=TargetPolicy.LAST_LEGAL, may_by_ability={"resonator/0": may},
                                         targets_by_ability={"pinger/0": (TargetRef(player=0),)}))


def test_707_10_a_copied_trigger_resolves_and_the_original_too() -> None:
    h = play(_resonator())
    [trigger] = [e.instance for e in of(h, "triggered")]  # type: ignore[attr-defined]
    [copy] = _copies(h)
    assert copy.copy_of == trigger
    assert len(of(h, "triggered")) == 1  # the copy did not trigger
    resolved = [e.object for e in of(h, "resolved")]  # type: ignore[attr-defined]
    assert resolved.index(copy.object) < resolved.index(trigger)
    assert copy.targets == (TargetRef(player=1),)  # chosen anew: the last legal
    assert sorted(d[1] for d in _damage(h)) == [0, 1]


def test_strionic_resonator_targets_only_a_triggered_ability_you_control() -> None:
    sc = scenario([PINGER, RESONATOR], [on("pinger", 1, owner=1, zone=Zone.HAND), on("resonator", 2)],
                  [act("cast", object=1, player=1), act("resolve_top"), act("activate", object=2),
                   act("resolve_all")], pools={0: "{2}", 1: "{R}"})
    h = play(sc)
    assert "target" in [e.code for e in of(h, "illegal_action")]  # type: ignore[attr-defined]
    assert not _copies(h)


def test_oracle_text_of_the_copy_effects() -> None:
    assert render_card(TWINCAST).endswith(
        "Copy target instant or sorcery spell. You may choose new targets for the copy.")
    assert render_card(RESONATOR).endswith(
        "{2}, {T}: Copy target triggered ability you control. You may choose new targets for the copy.")


def test_copy_is_a_format_1_1_word_aimed_at_the_stack() -> None:
    ok = _twincast()
    assert not scenario_problems(ok)
    old = dataclasses.replace(ok, format="mtgconf-scenario/1")
    assert any("1.1" in why for _, why in scenario_problems(old))
    aimless = spell("twincast", Effect(kind=EffectKind.COPY), instant=True)
    bad = dataclasses.replace(ok, cards=(SHOCK, aimless, PROWESS))
    assert any(path.endswith(".object") for path, _ in scenario_problems(bad))
    at_creature = spell("twincast", COPY, instant=True, targets=(TargetSpec(objects=ObjectFilter()),))
    bad = dataclasses.replace(ok, cards=(SHOCK, at_creature, PROWESS))
    assert any(path.endswith(".object") for path, _ in scenario_problems(bad))
    # "copy target spell" may copy a permanent spell too: its copy becomes a token (CR 608.3f)
    any_spell = spell("twincast", COPY, instant=True, targets=(TargetSpec(zone=Zone.STACK, objects=ObjectFilter()),))
    assert not scenario_problems(dataclasses.replace(ok, cards=(SHOCK, any_spell, PROWESS)))
