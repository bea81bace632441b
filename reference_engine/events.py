"""History v1 events: one frozen record per kind of game event.

Every event has a sequence number ``seq`` (from 1), the ``causes`` that led to
it (sequence numbers of earlier events) and an optional ``batch``: events that
share a batch happened simultaneously (one destroy-all, one SBA check, one
combat-damage step).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Literal, Union, get_args

from pydantic import Field

from reference_engine.ids import CardType, Color, ObjectId, PlayerId, StrEnum, Step, TargetRef, Zone
from reference_engine.records import fast_init


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Snapshot:
    """An object's characteristics and status at one moment: last-known
    information when it leaves a zone (CR 608.2h), or as it arrives."""

    card: str
    name: str
    types: tuple[CardType, ...] = ()
    subtypes: tuple[str, ...] = ()
    colors: tuple[Color, ...] = ()
    power: int | None = None
    toughness: int | None = None
    controller: PlayerId | None = None
    abilities: tuple[str, ...] = ()
    """References of the abilities it has (see ``reference_engine.refs``)."""
    tapped: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: ObjectId | None = None
    damage: int = 0


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class _Event:
    seq: int
    causes: tuple[int, ...] = ()
    batch: int | None = None


class RemovalReason(StrEnum):
    """Why an object left the stack without resolving."""

    NO_LEGAL_TARGETS = "no_legal_targets"
    """CR 603.3d: a trigger with no legal target when put on the stack."""
    NO_LEGAL_MODE = "no_legal_mode"
    """CR 603.3c: no mode could be chosen."""
    ILLEGAL_ON_RESOLUTION = "illegal_on_resolution"
    """CR 608.2b: every target illegal; it does not resolve."""
    CONDITION_FALSE = "condition_false"
    """CR 603.4, 608.2a: the intervening "if" was false on resolution."""
    COUNTERED = "countered"
    ROLLED_BACK = "rolled_back"
    """CR 733.1: part of an illegal action that was reversed."""
    CONTROLLER_LEFT = "controller_left"
    """CR 800.4a: an ability (not a card) whose controller left the game ceases to exist."""


class ZoneChangeCause(StrEnum):
    """What moved the object, where it matters to triggers."""

    EFFECT = "effect"
    SBA = "sba"
    CAST = "cast"
    RESOLVED = "resolved"
    SACRIFICE = "sacrifice"
    DESTROY = "destroy"
    DRAW = "draw"
    DISCARD = "discard"
    PLAY = "play"
    COST = "cost"
    ROLLBACK = "rollback"
    LEFT_GAME = "left_game"
    """CR 800.4a: a player left the game. To ``outside``: an object that player
    owned. To exile: an object still under that player's control afterwards."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class ZoneChange(_Event):
    kind: Literal["zone_change"] = "zone_change"
    old_id: ObjectId
    new_id: ObjectId
    from_zone: Zone
    to_zone: Zone
    owner: PlayerId
    how: ZoneChangeCause = ZoneChangeCause.EFFECT
    before: Snapshot | None = None
    """Last-known information in the old zone (None for hidden zones)."""
    after: Snapshot | None = None
    """Characteristics in the new zone (None for hidden zones)."""
    attacking: PlayerId | None = None
    """It was put onto the battlefield attacking this player (CR 508.4)."""
    blocking: ObjectId | None = None
    """It was put onto the battlefield blocking this attacking creature (CR 509.4)."""
    token: bool | None = None
    """History 1.1: true when it entered the battlefield as a token that was
    not created, a copy of a permanent spell resolving (``old_id`` is that
    copy's stack id; CR 608.3f, 111.12). Left out on every other zone change."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class ControlChange(_Event):
    kind: Literal["control_change"] = "control_change"
    object: ObjectId
    old_controller: PlayerId
    new_controller: PlayerId


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Damage(_Event):
    kind: Literal["damage"] = "damage"
    source: ObjectId
    target: TargetRef
    amount: int
    combat: bool = False


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class DamagePrevented(_Event):
    kind: Literal["damage_prevented"] = "damage_prevented"
    source: ObjectId
    target: TargetRef
    amount: int
    effect: str = ""
    """What prevented it, e.g. "effect/0"."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Replaced(_Event):
    """An event that did not happen because a replacement effect applied
    (CR 614.6). The event that happened instead lists this one as a cause."""

    kind: Literal["replaced"] = "replaced"
    original: str
    """What would have happened, e.g. "zone_change 5 battlefield->graveyard"."""
    object: ObjectId | None = None
    effect: str = ""
    target: TargetRef | None = None
    """History 1.1, for a damage event ("damage S N", ``object`` the source
    S): the player or permanent it would have been dealt to."""
    amount: int | None = None
    """History 1.1, for a damage event: the damage it would have dealt, N."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Tapped(_Event):
    kind: Literal["tapped"] = "tapped"
    object: ObjectId


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Untapped(_Event):
    kind: Literal["untapped"] = "untapped"
    object: ObjectId


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Counters(_Event):
    kind: Literal["counters"] = "counters"
    object: ObjectId
    counter: str
    amount: int
    """Positive when put on, negative when removed."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Life(_Event):
    kind: Literal["life"] = "life"
    player: PlayerId
    amount: int
    """Positive for life gained, negative for life lost."""
    total: int


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Draw(_Event):
    kind: Literal["draw"] = "draw"
    player: PlayerId
    object: ObjectId
    """The card's new id in hand."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Discard(_Event):
    kind: Literal["discard"] = "discard"
    player: PlayerId
    object: ObjectId
    """The card's new id in the graveyard."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class StepBegin(_Event):
    kind: Literal["step_begin"] = "step_begin"
    turn: int
    step: Step
    active_player: PlayerId


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Triggered(_Event):
    """An ability triggered (CR 603.2). ``causes`` names the occurrence."""

    kind: Literal["triggered"] = "triggered"
    instance: ObjectId
    """The id the ability will have on the stack."""
    ability: str
    source: ObjectId
    """The source's id when it triggered (its last id, if it had left)."""
    controller: PlayerId
    delayed: bool = False
    reflexive: bool = False
    """A reflexive trigger (CR 603.12): ``causes`` names an event of the
    resolution that created it."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class PutOnStack(_Event):
    kind: Literal["put_on_stack"] = "put_on_stack"
    object: ObjectId
    controller: PlayerId
    targets: tuple[TargetRef, ...] = ()
    modes: tuple[int, ...] = ()
    copy_of: ObjectId | None = None
    """For a copy of a spell or ability (history 1.1): the stack object it
    copies. A copy is put on the stack by the resolving copy effect (the
    ``resolving`` is its cause); it is not cast or activated and did not
    trigger (CR 707.10)."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class RemovedFromStack(_Event):
    kind: Literal["removed_from_stack"] = "removed_from_stack"
    object: ObjectId
    reason: RemovalReason


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Resolving(_Event):
    """The top object starts to resolve (CR 608.1)."""

    kind: Literal["resolving"] = "resolving"
    object: ObjectId


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Resolved(_Event):
    kind: Literal["resolved"] = "resolved"
    object: ObjectId


class ChoiceKind(StrEnum):
    MAY = "may"
    UNLESS = "unless"
    OFFER = "offer"
    """One player's answer to an offer, asked in APNAP order (CR 101.4d)."""
    REGENERATE_FIRST = "regenerate_first"
    """History 1.1: the controller of a permanent that a regeneration shield
    and an "exile it instead" effect would both save from a destruction chose
    which to apply first (CR 616.1); ``value`` true: the regeneration."""
    PREVENTION_FIRST = "prevention_first"
    """History 1.1: the player dealt damage, or the controller of the
    permanent dealt it, chose the order of the prevention effects and the
    damage-doubling replacement effects that would all change one damage
    event (CR 616.1); ``object`` is the source of the damage, ``value`` true:
    the prevention effects first."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Choice(_Event):
    """A decision made while an object resolves (CR 603.5, 101.4), or the
    order of replacement effects (CR 616.1; ``object`` is then the affected
    permanent, or for ``prevention_first`` the source of the damage)."""

    kind: Literal["choice"] = "choice"
    object: ObjectId
    player: PlayerId
    choice: ChoiceKind
    value: bool


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Chose(_Event):
    """History 1.1: as a permanent entered the battlefield, its controller
    made the choice its "as this enters, choose ..." ability asks for
    (CR 614.1c, 614.12a). ``object`` is the permanent's id on the battlefield;
    this event comes before the ``zone_change`` (or ``token_created``) that
    puts it there, with only other ``chose`` events in between: no priority,
    no stack. ``choice`` says what was chosen (``creature_type``), ``value``
    the answer; ``ability`` is the reference of the ability that asked."""

    kind: Literal["chose"] = "chose"
    object: ObjectId
    player: PlayerId
    ability: str
    choice: str
    value: str


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Cast(_Event):
    kind: Literal["cast"] = "cast"
    object: ObjectId
    """The spell's id on the stack."""
    card: str
    player: PlayerId
    targets: tuple[TargetRef, ...] = ()
    modes: tuple[int, ...] = ()
    x: int = 0
    kicked: bool = False
    alternative: int | None = None
    """Index of the alternative cost it was cast for, if any."""
    division: tuple[int, ...] = ()
    """Shares of a divided effect, one per target (CR 601.2d)."""
    phyrexian_life: tuple[bool, ...] = ()
    """How each Phyrexian mana symbol of the spell's costs was announced to be
    paid, in the order written: true with 2 life (CR 107.4f, 601.2b)."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Activated(_Event):
    kind: Literal["activated"] = "activated"
    object: ObjectId
    """The ability's id on the stack (or of the resolved mana ability)."""
    source: ObjectId
    ability: str
    player: PlayerId
    targets: tuple[TargetRef, ...] = ()
    modes: tuple[int, ...] = ()
    mana_ability: bool = False
    phyrexian_life: tuple[bool, ...] = ()
    """How each Phyrexian mana symbol of the activation cost was announced to
    be paid, in the order written: true with 2 life (History 1.1; CR 107.4f,
    602.2b)."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class CostLocked(_Event):
    """CR 601.2f: the total cost is determined and locked in."""

    kind: Literal["cost_locked"] = "cost_locked"
    object: ObjectId
    mana: str


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class CostPaid(_Event):
    kind: Literal["cost_paid"] = "cost_paid"
    object: ObjectId
    player: PlayerId
    mana: str = ""
    life: int = 0
    sacrificed: tuple[ObjectId, ...] = ()
    discarded: tuple[ObjectId, ...] = ()
    tapped_source: bool = False
    spent: str | None = None
    """The mana taken from the mana pool, as pool symbols in the order
    ``{C}{W}{U}{B}{R}{G}`` (History 1.1); left out, none or not reported.
    What the pool paid, not the cost as written: a generic {1} is paid with
    some mana, and "if ... mana was spent to cast it" reads which."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class ManaAdded(_Event):
    kind: Literal["mana_added"] = "mana_added"
    player: PlayerId
    mana: str


class RefusalCode(StrEnum):
    """Why an attempted action was refused, in a word a checker can rely on
    (``reason`` stays free text for people)."""

    TIMING = "timing"
    """Not allowed at this moment: a sorcery-speed spell, ability or land play
    outside its player's main phase with an empty stack (CR 307.1, 602.5d)."""
    PRIORITY = "priority"
    """The acting player does not hold priority (CR 117.1)."""
    COST = "cost"
    """The cost can't be paid: mana, life, tapping, sacrifice or discard (CR 601.2h)."""
    TARGET = "target"
    """A required target is missing or illegal, or no mode has legal targets (CR 601.2c)."""
    PROHIBITED = "prohibited"
    """A rule or an effect forbids this player or object the action: another
    player's permanent, a can't-activate effect, summoning sickness (CR 602.2, 602.5, 602.5a)."""
    LIMIT = "limit"
    """A per-turn limit is used up: an activation limit (CR 602.5b), one land a turn (CR 305.2)."""
    CHOICE = "choice"
    """An illegal announcement: a mode, X, kicker, alternative cost or division
    the spell or ability does not have or allow (CR 601.2b, 601.2d)."""
    DECLARATION = "declaration"
    """An illegal attack or block declaration (CR 508.1, 509.1)."""
    OTHER = "other"
    """Anything else: the action names an object that is not where it must be,
    an ability it does not have, or an empty stack to resolve."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class IllegalAction(_Event):
    """CR 733: an action that could not be completed, reversed as a whole."""

    kind: Literal["illegal_action"] = "illegal_action"
    player: PlayerId | None = None
    """Who attempted it; None when the script action names no player."""
    action: int
    """Index of the script action."""
    reason: str
    code: RefusalCode | None = None
    """Why it was refused; optional, but an engine declaring the feature
    ``refusal-codes`` gives one on every illegal action."""
    rolled_back: tuple[int, ...] = ()
    """Sequence numbers of the attempt's events, all reversed by this one."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Sba(_Event):
    """One state-based action (CR 704.5), with the rule that applied."""

    kind: Literal["sba"] = "sba"
    rule: str
    object: ObjectId | None = None
    player: PlayerId | None = None


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Priority(_Event):
    kind: Literal["priority"] = "priority"
    player: PlayerId
    stack: tuple[ObjectId, ...] = ()
    """Stack contents, bottom first."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class PassPriority(_Event):
    kind: Literal["pass"] = "pass"
    player: PlayerId


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class AttackersDeclared(_Event):
    kind: Literal["attackers_declared"] = "attackers_declared"
    attackers: tuple[tuple[ObjectId, PlayerId], ...] = ()
    """(attacker, defending player) pairs."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class BlockersDeclared(_Event):
    kind: Literal["blockers_declared"] = "blockers_declared"
    blocks: tuple[tuple[ObjectId, ObjectId], ...] = ()
    """(blocker, attacker) pairs."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class BecameBlocked(_Event):
    """History 1.1: an effect made an attacking creature that was not blocked
    become blocked with no creature blocking it (CR 509.1h); caused by the
    ``resolving`` of that effect's spell or ability. It stays blocked for the
    rest of combat."""

    kind: Literal["became_blocked"] = "became_blocked"
    object: ObjectId


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class DelayedCreated(_Event):
    kind: Literal["delayed_created"] = "delayed_created"
    ability: str
    controller: PlayerId
    source: ObjectId
    tracked: ObjectId | None = None


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Unattached(_Event):
    """An Aura or Equipment stopped being attached to a permanent (CR 301.5,
    303.4): one of the two left the battlefield. Shares the batch of that move."""

    kind: Literal["unattached"] = "unattached"
    object: ObjectId
    """The Aura or Equipment, by its id while it was attached."""
    host: ObjectId
    """The permanent it was attached to, by its id while it was attached."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Attached(_Event):
    """An Equipment on the battlefield became attached to a permanent by an
    effect (CR 701.3a), an equip ability resolving (CR 702.6a); caused by that
    ``resolving``. If it was attached to another permanent, an ``unattached``
    from that one comes first, in the same batch: it moves (history 1.1)."""

    kind: Literal["attached"] = "attached"
    object: ObjectId
    """The Equipment."""
    host: ObjectId
    """The permanent it is now attached to."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class SpecialAction(_Event):
    """A player took the special action a permanent's static ability permits
    (CR 116.2); ``causes`` name its cost payment."""

    kind: Literal["special_action"] = "special_action"
    object: ObjectId
    """The permanent whose static ability permits it."""
    ability: str
    """That static ability's reference."""
    player: PlayerId


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Revealed(_Event):
    """While the game starts, a player revealed a card from their opening hand
    for its opening-hand ability (CR 103.6). The card stays in hand."""

    kind: Literal["revealed"] = "revealed"
    player: PlayerId
    object: ObjectId
    """The card in hand, by its scenario id."""
    ability: str
    """The opening-hand ability's reference (``K/i``)."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class PhasedOut(_Event):
    """A permanent phased out (CR 702.26): same object, no zone change."""

    kind: Literal["phased_out"] = "phased_out"
    object: ObjectId


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class PhasedIn(_Event):
    """A phased-out permanent phased in, in its controller's untap step (CR 702.26a)."""

    kind: Literal["phased_in"] = "phased_in"
    object: ObjectId


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class TokenCreated(_Event):
    """A token was created on the battlefield (CR 111.1): it enters, with no
    zone change. Tokens one effect creates at once share a ``batch``: they
    enter together, one event for triggers (CR 603.6a)."""

    kind: Literal["token_created"] = "token_created"
    object: ObjectId
    """The token's id (new, as for any object that enters)."""
    card: str
    """The token definition's key, or for a copy the copied card's key (CR 707.2)."""
    owner: PlayerId
    """The player under whose control it was created (CR 111.2)."""
    controller: PlayerId
    copy_of: ObjectId | None = None
    """For a token copy: the permanent it copies."""
    after: Snapshot | None = None
    """Its characteristics as it enters, continuous effects applied."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class CeasedToExist(_Event):
    """A token in a zone other than the battlefield ceased to exist, as a
    state-based action (CR 704.5d, 111.7); ``causes`` name that ``sba``."""

    kind: Literal["ceased_to_exist"] = "ceased_to_exist"
    object: ObjectId
    zone: Zone
    """Where it was."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerLost(_Event):
    kind: Literal["player_lost"] = "player_lost"
    player: PlayerId
    rule: str = ""


class Duration(StrEnum):
    """How long a continuous effect from a resolving spell or ability lasts."""

    END_OF_TURN = "end_of_turn"
    """Until the cleanup step (CR 514.2)."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class PtModified(_Event):
    """A permanent got +power/+toughness (negative: a shrink) from a resolving
    spell or ability (CR 611.2a, 613.4c). ``causes`` names the resolution.
    A sweeper's modifications share one batch."""

    kind: Literal["pt_modified"] = "pt_modified"
    object: ObjectId
    power: int
    toughness: int
    until: Duration = Duration.END_OF_TURN


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class WoreOff(_Event):
    """In the cleanup step, a permanent's marked damage was removed and its
    "until end of turn" modifications ended, all simultaneously (CR 514.2):
    one event per permanent that had either, in one batch caused by the
    cleanup step's ``step_begin``."""

    kind: Literal["wore_off"] = "wore_off"
    object: ObjectId
    damage: int = 0
    """The marked damage removed."""
    ended: tuple[int, ...] = ()
    """The ``pt_modified`` events whose modifications ended."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class LoopLimit(_Event):
    kind: Literal["loop_limit"] = "loop_limit"
    what: str
    limit: int


Event = Annotated[
    Union[
        ZoneChange, ControlChange, Damage, DamagePrevented, Replaced, Tapped, Untapped,
        Counters, Life, Draw, Discard, StepBegin, Triggered, PutOnStack, RemovedFromStack,
        Resolving, Resolved, Choice, Chose, Cast, Activated, CostLocked, CostPaid, ManaAdded,
        IllegalAction, Sba, Priority, PassPriority, AttackersDeclared, BlockersDeclared, BecameBlocked,
        DelayedCreated, PlayerLost, LoopLimit, Unattached, Attached, PhasedOut, PhasedIn,
        SpecialAction, Revealed, PtModified, WoreOff, TokenCreated, CeasedToExist,
    ],
    Field(discriminator="kind"),
]

EVENT_KINDS: tuple[str, ...] = tuple(
    cls.__dataclass_fields__["kind"].default for cls in get_args(get_args(Event)[0])
)
