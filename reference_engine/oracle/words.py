"""Words and noun phrases shared by the Oracle renderer."""
from __future__ import annotations

from reference_engine.abilities import ObjectFilter, Subject, Who
from reference_engine.cards import CardDef
from reference_engine.ids import CardType, Color, Step


_NUMBERS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
COLOR_WORDS = {Color.WHITE: "white", Color.BLUE: "blue", Color.BLACK: "black",
                Color.RED: "red", Color.GREEN: "green", Color.COLORLESS: "colorless"}
STEP_WORDS = {
    Step.UNTAP: "untap step", Step.UPKEEP: "upkeep", Step.DRAW: "draw step",
    Step.PRECOMBAT_MAIN: "first main phase", Step.BEGINNING_OF_COMBAT: "combat",
    Step.DECLARE_ATTACKERS: "declare attackers step", Step.DECLARE_BLOCKERS: "declare blockers step",
    Step.COMBAT_DAMAGE: "combat damage step", Step.END_OF_COMBAT: "end of combat step",
    Step.POSTCOMBAT_MAIN: "second main phase", Step.END: "end step", Step.CLEANUP: "cleanup step",
}
# Subtypes that name the permanent in its own self-reference ("this Aura").
_SELF_SUBTYPES = ("Aura", "Equipment", "Vehicle", "Saga")
_SELF_TYPES = (CardType.CREATURE, CardType.PLANESWALKER, CardType.LAND,
               CardType.ARTIFACT, CardType.ENCHANTMENT)


def self_ref(card: CardDef) -> str:
    """Modern templating names the object by its kind, not its name."""
    for sub in _SELF_SUBTYPES:
        if sub in card.subtypes:
            return f"this {sub}"
    if not card.is_permanent_card:
        return "this spell"
    for t in _SELF_TYPES:
        if t in card.types:
            return f"this {t.value}"
    return "this permanent"


# ---------------------------------------------------------------- noun phrases

def subject_phrase(f: ObjectFilter, card: CardDef, *, noun_suffix: str = "") -> str:
    """The object a trigger watches: "this creature", "another Vampire you control"."""
    if f.subject is Subject.SELF:
        return self_ref(card)
    if f.subject is Subject.ENCHANTED:
        return "enchanted " + noun(uncontrolled(f), "creature")
    phrase = noun(f, "permanent", suffix=noun_suffix)
    return "another " + phrase if f.subject is Subject.ANOTHER else article(phrase)


def uncontrolled(f: ObjectFilter) -> ObjectFilter:
    return ObjectFilter(types=f.types, any_types=f.any_types, subtypes=f.subtypes, not_colors=f.not_colors,
                        chosen_type=f.chosen_type)


CHOSEN = " of the chosen type"
"""After the noun: "creature spell of the chosen type", "creatures of the chosen type you control"."""


def _type_words(f: ObjectFilter, default: str) -> list[str]:
    words = [f"non{COLOR_WORDS[c]}" for c in f.not_colors]
    types = [t.value for t in f.types]
    if f.subtypes and types in (["creature"], ["land"]):
        types = []  # "a Vampire", "Forests", not "a Vampire creature", "land Forests"
    if f.any_types:
        types.append(" or ".join(t.value for t in f.any_types))
    words += [*types, *f.subtypes] if f.subtypes else types
    return words or [default]


def noun(f: ObjectFilter, default: str, *, suffix: str = "") -> str:
    """Singular noun phrase with its controller: "nonblack creature an opponent controls"."""
    text = " ".join(_type_words(f, default)) + suffix + (CHOSEN if f.chosen_type else "")
    return text + {Who.YOU: " you control", Who.OPPONENT: " an opponent controls"}.get(f.controller, "")


def plural(f: ObjectFilter, default: str = "permanent") -> str:
    """Plural noun phrase: "lands", "artifacts, creatures, and enchantments"."""
    if f.any_types and not f.types:
        head = [f"non{COLOR_WORDS[c]}" for c in f.not_colors]
        text = " ".join(head + [join_and([_pluralize(t.value) for t in f.any_types])])
    else:
        words = _type_words(f, default)
        text = " ".join(words[:-1] + [_pluralize(words[-1])])
    text += CHOSEN if f.chosen_type else ""
    return text + {Who.YOU: " you control", Who.OPPONENT: " your opponents control"}.get(f.controller, "")


# Subtypes whose plural is irregular ("three or more Elves").
_IRREGULAR = {"Elf": "Elves", "Dwarf": "Dwarves", "Wolf": "Wolves", "Werewolf": "Werewolves"}


def _pluralize(word: str) -> str:
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    return word if word.endswith(("s", "Equipment")) else word + "s"


# ---------------------------------------------------------------- words

def number(n: int) -> str:
    return _NUMBERS[n] if 0 <= n < len(_NUMBERS) else str(n)


def cards(n: int) -> str:
    return "a card" if n == 1 else f"{number(n)} cards"


def article(noun: str) -> str:
    return ("an " if noun[:1].lower() in "aeiou" else "a ") + noun


def join_and(items: list[str]) -> str:
    if len(items) <= 2:
        return " and ".join(items)
    return ", ".join(items[:-1]) + ", and " + items[-1]


def imperative(clause: str) -> str:
    """ "you gain 1 life" after "you may" loses its subject: "you may gain 1 life"."""
    return clause.removeprefix("you ")


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def lower(text: str) -> str:
    return text[:1].lower() + text[1:]


def sentence(text: str) -> str:
    text = cap(text)
    return text if text.endswith((".", "—", '."', '.)')) or "\n" in text else text + "."


_ORDINALS = ("zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


def ordinal(n: int) -> str:
    """ "third"; past ten, "11th"."""
    if 0 <= n < len(_ORDINALS):
        return _ORDINALS[n]
    return f"{n}th"
