"""Card definitions (CR 200-208): the printed characteristics of a card."""
from __future__ import annotations

import re
from dataclasses import dataclass

from reference_engine.abilities import Ability, TokenSpec
from reference_engine.ids import CardType, Color
from reference_engine.records import fast_init

_SYMBOL = re.compile(r"\{([^}]+)\}")


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class CardDef:
    """A card as printed. ``key`` is how a scenario refers to it."""

    key: str
    name: str
    mana_cost: str | None = None
    types: tuple[CardType, ...]
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    abilities: tuple[Ability, ...] = ()
    extra_blocks: int = 0
    """It can block this many additional creatures each combat (a blocking
    restriction relaxed, CR 509.1)."""
    loyalty: int | None = None
    """A planeswalker's printed loyalty (format 1.1): it enters the battlefield
    with that many loyalty counters (CR 306.5b). Only a planeswalker card has one."""
    color_indicator: tuple[Color, ...] = ()
    """Colours given by a colour indicator (CR 204) or, for a token, by the
    effect that created it (CR 111.3), on top of its mana cost's."""

    @property
    def colors(self) -> tuple[Color, ...]:
        """A card's colours come from its mana cost and colour indicator (CR 202.2, 204)."""
        found = {c for s in mana_symbols(self.mana_cost or "") for c in Color if c.value in s}
        found.update(self.color_indicator)
        return tuple(c for c in Color if c in found and c is not Color.COLORLESS)

    @property
    def is_permanent_card(self) -> bool:
        return all(t.is_permanent for t in self.types)


def mana_symbols(cost: str) -> list[str]:
    """Split "{2}{B}{B}" into ["2", "B", "B"]."""
    return _SYMBOL.findall(cost)


def mana_value(cost: str | None) -> int:
    """CR 202.3: generic numbers count their value; every other symbol counts 1."""
    total = 0
    for sym in mana_symbols(cost or ""):
        total += int(sym) if sym.isdigit() else (0 if sym == "X" else 1)
    return total


def token_name(spec: TokenSpec) -> str:
    """A token's name: the one given, else its subtypes and "Token" (CR 111.4)."""
    return spec.name or " ".join((*spec.subtypes, "Token"))


def token_card(spec: TokenSpec) -> CardDef:
    """The definition a token created from ``spec`` has, as a card would (CR 111.3)."""
    return CardDef(key=spec.key, name=token_name(spec), types=spec.types, subtypes=spec.subtypes,
                   power=spec.power, toughness=spec.toughness, abilities=spec.abilities,
                   color_indicator=spec.colors)
