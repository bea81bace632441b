"""Identifiers and closed vocabularies shared by every part of mtgconf.

Everything here is plain data: enums whose values are the strings used in the
Scenario and History JSON formats.
"""
from __future__ import annotations

from enum import Enum

ObjectId = int
"""An object's id. A zone change makes a new object with a new id (CR 400.7)."""

PlayerId = int
"""A player's seat index, from 0."""

Seq = int
"""A History event's sequence number, from 1."""


class StrEnum(str, Enum):
    """An enum whose members serialise as their string value."""

    def __str__(self) -> str:
        return str(self.value)


class Zone(StrEnum):
    """Game zones (CR 400.1)."""

    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    OUTSIDE = "outside"
    """Not a game zone: where a History sends the objects that left the game
    with their owner (CR 800.4a). Never a scenario's starting zone."""

    @property
    def is_hidden(self) -> bool:
        """Library and hand are hidden zones (CR 400.2)."""
        return self in (Zone.LIBRARY, Zone.HAND)

    @property
    def in_game(self) -> bool:
        """Every zone but ``OUTSIDE``."""
        return self is not Zone.OUTSIDE


class Step(StrEnum):
    """Steps of a turn, in order (CR 500.1). Main phases count as steps here."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    PRECOMBAT_MAIN = "precombat_main"
    BEGINNING_OF_COMBAT = "beginning_of_combat"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    COMBAT_DAMAGE = "combat_damage"
    END_OF_COMBAT = "end_of_combat"
    POSTCOMBAT_MAIN = "postcombat_main"
    END = "end"
    CLEANUP = "cleanup"

    @property
    def position(self) -> int:
        """Where the step falls in a turn (named so as not to hide ``str.index``)."""
        return STEP_ORDER.index(self)

    @property
    def is_main(self) -> bool:
        return self in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)


STEP_ORDER: tuple[Step, ...] = tuple(Step)


class CardType(StrEnum):
    """Card types (CR 300.1) that the suite uses."""

    ARTIFACT = "artifact"
    CREATURE = "creature"
    ENCHANTMENT = "enchantment"
    LAND = "land"
    INSTANT = "instant"
    SORCERY = "sorcery"
    PLANESWALKER = "planeswalker"

    @property
    def is_permanent(self) -> bool:
        return self not in (CardType.INSTANT, CardType.SORCERY)


class Color(StrEnum):
    """Mana colours, plus colourless (CR 105, 106)."""

    WHITE = "W"
    BLUE = "U"
    BLACK = "B"
    RED = "R"
    GREEN = "G"
    COLORLESS = "C"


from dataclasses import dataclass  # noqa: E402  (kept next to its only user)
from reference_engine.records import fast_init  # noqa: E402


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class TargetRef:
    """A chosen target: exactly one of an object or a player."""

    object: ObjectId | None = None
    player: PlayerId | None = None

    def __post_init__(self) -> None:
        if (self.object is None) == (self.player is None):
            raise ValueError("a target names exactly one of 'object' or 'player'")
