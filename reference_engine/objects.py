"""Runtime objects of the reference engine.

These records are mutable on purpose: they live only inside one ``run`` and
are never exposed. What a History shows of them is a frozen ``events.Snapshot``.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from reference_engine.abilities import Ability, ContinuousEffect
from reference_engine.cards import CardDef
from reference_engine.ids import CardType, Color, ObjectId, PlayerId, Step, TargetRef, Zone
from reference_engine.records import fast_init


@dataclass(slots=True)
class Card:
    """A card (or permanent) in a zone. A zone change makes a new one (CR 400.7)."""

    id: ObjectId
    card: CardDef
    owner: PlayerId
    zone: Zone
    controller: PlayerId
    physical: ObjectId
    """The scenario id of the physical card, which script actions use."""
    timestamp: int = 0
    tapped: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    damage: int = 0
    attached_to: ObjectId | None = None
    summoning_sick: bool = False
    phased_out: bool = False
    """Treated as though it does not exist (CR 702.26b)."""
    token: bool = False
    """A token (CR 111): not a card; it ceases to exist off the battlefield (CR 704.5d)."""
    spell_copy: bool = False
    """A copy of a spell (CR 707.10): not a card; it ceases to exist as it
    leaves the stack (CR 704.5e)."""
    control_effects: tuple[tuple[PlayerId, PlayerId], ...] = ()
    """Control-changing effects in force on it, oldest first: (the player it
    gives control to, the controller it took it from). Without them, it is
    controlled by whoever it came under as it arrived (CR 800.4a)."""
    pumps: tuple[tuple[int, int, int], ...] = ()
    """"Until end of turn" power/toughness changes on it: (power, toughness,
    seq of their ``pt_modified`` event), in timestamp order (CR 613.4c)."""
    regeneration: tuple[str, ...] = ()
    """Regeneration shields on it this turn, oldest first: the reference of
    the ability that made each one (CR 701.19a)."""
    chosen_type: str | None = None
    """The creature type chosen as it entered the battlefield (CR 614.12a)."""


@fast_init
@dataclass(frozen=True, slots=True)
class Chars:
    """Characteristics after continuous effects, as triggers and filters see them."""

    id: ObjectId
    card: str
    name: str
    zone: Zone
    owner: PlayerId
    controller: PlayerId
    types: tuple[CardType, ...]
    subtypes: tuple[str, ...]
    colors: tuple[Color, ...]
    power: int | None
    toughness: int | None
    abilities: tuple[tuple[str, Ability], ...]
    """(reference, ability) pairs it has now."""
    tapped: bool = False
    attached_to: ObjectId | None = None
    counters: tuple[tuple[str, int], ...] = ()
    damage: int = 0
    chosen_type: str | None = None
    """The creature type it chose as it entered (CR 614.12a), which its
    "of the chosen type" filters read."""


@dataclass(slots=True)
class Active:
    """A continuous, replacement or prevention effect in force."""

    ref: str
    effect: ContinuousEffect
    controller: PlayerId
    source: ObjectId | None = None
    """The permanent whose static ability this is, if any."""
    remaining: int = 0
    """For prevention shields: damage still to prevent."""


@dataclass(slots=True, eq=False)
class StackItem:
    """A spell or ability on the stack. Compared by identity: each is one stack object."""

    id: ObjectId
    kind: str
    """"spell", "triggered" or "activated"."""
    ref: str
    ability: Ability
    controller: PlayerId
    source: ObjectId
    source_chars: Chars | None = None
    targets: tuple[TargetRef, ...] = ()
    modes: tuple[int, ...] = ()
    x: int = 0
    kicked: bool = False
    division: tuple[int, ...] = ()
    """Shares of a divided effect, one per target (CR 601.2d)."""
    it: ObjectId | None = None
    """The object the trigger event happened to, in its new zone (CR 603.6)."""
    tracked: ObjectId | None = None
    """For a delayed trigger: the object it acts on (CR 603.7c)."""
    state_key: tuple[ObjectId, str] | None = None
    delayed: bool = False
    may_answer: bool | None = None
    """Set only when a mutant decides "may" early."""
    source_here: bool = False
    """An ability's: its source was on the battlefield as it was put on the
    stack (CR 113.7a: if the source leaves, the ability still resolves)."""


@dataclass(slots=True)
class Pending:
    """A trigger that happened and waits to be put on the stack (CR 603.3)."""

    ref: str
    ability: Ability
    source: ObjectId
    source_chars: Chars | None
    controller: PlayerId
    cause: int
    it: ObjectId | None = None
    tracked: ObjectId | None = None
    delayed: bool = False
    state_key: tuple[ObjectId, str] | None = None
    instance: ObjectId = 0
    triggered_seq: int = 0
    may_answer: bool | None = None
    reflexive: bool = False
    """Created by a resolving ability ("when you do", CR 603.12)."""
    more_causes: tuple[int, ...] = ()
    """Further events it names: every payment of a cost paid any number of times (CR 603.12a)."""


@dataclass(slots=True)
class Delayed:
    """A delayed triggered ability waiting for its step (CR 603.7)."""

    ref: str
    ability: Ability
    controller: PlayerId
    source: ObjectId
    step: Step
    created_seq: int
    tracked: ObjectId | None = None
    fired: bool = False
    resolutions: int = 0
    """For "when this ability has resolved the Nth time this turn" (CR 603.7h)."""
    turn: int = 0
    """The turn it was created in."""
    source_chars: Chars | None = None
    """Its source as the delayed trigger was created: what the ability uses
    once the source has left its zone (CR 113.7a, 608.2h)."""


@dataclass(slots=True)
class Player:
    id: PlayerId
    life: int
    pool: dict[str, int]
    lands_played: int = 0
    lost: bool = False
    drew_from_empty: bool = False
