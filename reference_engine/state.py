"""The mutable game state of one ``run`` and the event log it writes."""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Callable, TypeVar

from reference_engine.abilities import Ability, ObjectFilter, Trigger, TriggerEvent
from reference_engine.events import Event
from reference_engine.ids import ObjectId, PlayerId, Step, Zone
from reference_engine.objects import Active, Card, Chars, Delayed, Pending, Player, StackItem
from reference_engine.scenario import Attack, Block, Scenario

if TYPE_CHECKING:
    from reference_engine.engine import Rules

MAX_EVENTS = 20000
MAX_ROUNDS = 500


PrintedKey = tuple[Zone, PlayerId, bool, "ObjectId | None", int, tuple[tuple[str, int], ...], "str | None"]
"""An object's status its printed characteristics were built from: zone, controller,
tapped, attached to, damage, counters."""


class LoopLimitHit(Exception):
    """Raised to unwind the engine once a loop cap was recorded."""


class GameOver(Exception):
    """Raised when at most one player remains."""


@dataclass(slots=True)
class Derived:
    """Values derived from one state version, dropped as soon as the state changes."""

    chars: dict[ObjectId, Chars] = field(default_factory=dict)
    """Characteristics with continuous effects applied, per object."""
    battlefield: list[Card] | None = None
    active: list[Active] | None = None
    """Every effect in force."""
    layers: list[Active] | None = None
    """The effects in force that change characteristics."""
    state_triggers: list[tuple[Chars, str, Ability, Trigger]] | None = None


@dataclass(slots=True)
class QuietMark:
    """The state at the last state-based action check that performed nothing
    (``rules/sba.py``): that state object, its version, the events recorded
    by then, and each player's life, empty-library draw and loss."""

    state: "State"
    version: int
    seq: int
    players: tuple[tuple[int, bool, bool], ...]


@dataclass
class Log:
    """The History being written; never rolled back."""

    events: list[Event] = field(default_factory=list)
    batch: int = 0
    replaced_death: set[int] = field(default_factory=set)
    """Seqs of zone changes that replaced a death (CR 614.6), for mutants."""

    def next_seq(self) -> int:
        return len(self.events) + 1

    def new_batch(self) -> int:
        self.batch += 1
        return self.batch


@dataclass
class Combat:
    attackers: dict[ObjectId, PlayerId] = field(default_factory=dict)
    blocks: list[tuple[ObjectId, ObjectId]] = field(default_factory=list)
    removed: set[ObjectId] = field(default_factory=set)
    """Blockers removed from combat (CR 506.4); the attackers they blocked stay blocked."""
    blocked: set[ObjectId] = field(default_factory=set)
    """Attackers an effect made blocked with no blocker (CR 509.1h)."""
    damage_steps: int = 0
    """Combat damage steps begun in this combat: two when it is split (CR 510.4)."""
    struck_first: frozenset[ObjectId] | None = None
    """The combatants that had first strike or double strike as the first of
    two combat damage steps began (CR 510.4); None while the step is not split."""

    def unblocked(self, oid: ObjectId) -> bool:
        """Attacking, and blocked neither by a creature nor by an effect (CR 509.1h)."""
        return oid in self.attackers and oid not in self.blocked and all(a != oid for _, a in self.blocks)


@dataclass
class State:
    """Everything an illegal action must be able to roll back (CR 733)."""

    players: dict[PlayerId, Player]
    objects: dict[ObjectId, Card]
    order: tuple[PlayerId, ...]
    active: PlayerId
    turn: int
    step: Step
    effects: list[Active]
    ordered: dict[tuple[PlayerId, Zone], list[ObjectId]] = field(default_factory=dict)
    """Library and graveyard contents, top first."""
    physical: dict[ObjectId, ObjectId] = field(default_factory=dict)
    """Scenario id -> the card's current object id."""
    stack: list[StackItem] = field(default_factory=list)
    pending: list[Pending] = field(default_factory=list)
    delayed: list[Delayed] = field(default_factory=list)
    active_states: set[tuple[ObjectId, str]] = field(default_factory=set)
    """State triggers pending or on the stack (CR 603.8)."""
    combat: Combat = field(default_factory=Combat)
    holder: PlayerId | None = None
    passes: int = 0
    timestamp: int = 0
    version: int = 0
    planned_attacks: tuple[Attack, ...] = ()
    """An attack declaration waiting for the next declare attackers step."""
    planned_blocks: tuple[Block, ...] = ()
    """A block declaration waiting for the next declare blockers step."""
    cleanup_again: bool = False
    """Players got priority in this cleanup step, so another follows (CR 514.3a)."""
    resolved_count: dict[tuple[int, str, ObjectId], int] = field(default_factory=dict)
    """(turn, ability, source) -> resolutions this turn, for CR 603.7h."""
    done_once: set[tuple[int, str, ObjectId]] = field(default_factory=set)
    """(turn, ability, source) of "only once each turn" abilities whose action was done (CR 603.2h)."""
    activations: dict[tuple[int, str, ObjectId], int] = field(default_factory=dict)
    """(turn, ability, source) -> activations this turn, for limits (CR 602.5b)."""
    sweeps: list[tuple[int, ObjectFilter, PlayerId, ObjectId, int, int]] = field(default_factory=list)
    """"All creatures get +N/+M" sweepers still applying to later arrivals:
    (turn, filter, controller, source, power, toughness). Only a mutant's
    ``Rules.sweep_covers_later_arrivals`` records them; the rules fix the
    affected set as the effect resolves (CR 611.2c)."""
    died_on_turn: int = 0
    """The last turn a creature died on (CR 700.4), for "if a creature died
    this turn"; 0 while none has."""
    late_counters: list[tuple[ObjectId, tuple[tuple[str, int], ...], int]] = field(default_factory=list)
    """Counters owed to permanents that arrived without them: (id, counters,
    seq of the arrival). Only a mutant's ``Rules.entering_counters_with_arrival``
    records them; the rules give them as the permanent enters (CR 614.1c)."""
    mana_spent: dict[ObjectId, str] = field(default_factory=dict)
    """The mana the pool paid to cast each spell (pool symbols, ``{R}{R}{G}``),
    by its id on the stack and then by the id of the permanent it became; kept
    after it leaves, as it last existed (CR 601.2h, 603.10a)."""


_BY_ID = attrgetter("id")

_R = TypeVar("_R")


def _copier(cls: type[_R], fresh: tuple[str, ...] = ()) -> Callable[[_R], _R]:
    """A shallow copy of a ``cls`` record that gives the fields in ``fresh``
    (dicts) their own copy. Built from the class's fields, as dataclasses
    builds ``__init__``, so a field added later is copied too; a direct call
    costs a fraction of ``copy.copy``, which goes through ``__reduce_ex__``."""
    args = ", ".join(f"{f.name}=dict(o.{f.name})" if f.name in fresh else f"{f.name}=o.{f.name}"
                     for f in fields(cls))  # type: ignore[arg-type]
    scope: dict[str, Any] = {"cls": cls}
    exec(f"def clone(o):\n    return cls({args})\n", scope)  # noqa: S102 - source built from field names only
    return scope["clone"]  # type: ignore[no-any-return]


_clone_player = _copier(Player, ("pool",))
_clone_card = _copier(Card, ("counters",))
_clone_active = _copier(Active)
_clone_pending = _copier(Pending)
_clone_delayed = _copier(Delayed)


class Game:
    """One game: the scenario, the rules in use, the state and the log."""

    def __init__(self, scenario: Scenario, rules: "Rules", state: State, next_id: int) -> None:
        self.scenario = scenario
        self.rules = rules
        self.st = state
        self.log = Log()
        self.next_id = next_id
        self.begun: list[Step] = []
        self.action_index = 0
        self.derived = Derived()
        self.cache_version = -1
        self.printed: dict[ObjectId, tuple[PrintedKey, Chars]] = {}
        """Printed characteristics per object, with the status they were built from."""
        self.state_triggers_possible: bool | None = None
        """Whether any ability in the scenario is a state trigger (computed once)."""
        self.trigger_events: frozenset[TriggerEvent] | None = None
        """The events the scenario's trigger conditions name (computed once)."""
        self.layers_possible: bool | None = None
        """Whether an effect that changes characteristics can ever be in force (computed once)."""
        self.mana_under_way: list[tuple[ObjectId, str]] = []
        """(source, ability) of the mana abilities being activated now, outermost
        first (CR 605.3c); empty between actions, so a rollback never needs it."""
        self.sba_quiet: QuietMark | None = None
        """Set by a state-based action check that found nothing (``rules/sba.py``)."""

    # -- ids and events -------------------------------------------------

    def new_id(self) -> ObjectId:
        """Ids are never reused, even across a rollback (CR 400.7)."""
        nid = self.next_id
        self.next_id += 1
        return nid

    def emit(self, cls: type, causes: tuple[int, ...] | list[int] = (), batch: int | None = None,
             **fields: Any) -> int:
        """Append one event; returns its seq."""
        events = self.log.events
        seq = len(events) + 1
        if seq > MAX_EVENTS:
            self._limit("events", MAX_EVENTS)
        if not causes:
            clean: tuple[int, ...] = ()
        elif len(causes) == 1 and type(causes) is tuple:  # the usual one cause: sorted and deduplicated already
            clean = causes if causes[0] else ()
        else:
            clean = tuple(sorted({c for c in causes if c}))
        events.append(cls(seq=seq, causes=clean, batch=batch, **fields))
        return seq

    def _limit(self, what: str, limit: int) -> None:
        from reference_engine.events import LoopLimit

        seq = len(self.log.events) + 1
        self.log.events.append(LoopLimit(seq=seq, what=what, limit=limit))
        raise LoopLimitHit(what)

    def loop_limit(self, what: str, limit: int) -> None:
        self._limit(what, limit)

    def last_seq(self) -> int:
        return len(self.log.events)

    def touch(self) -> None:
        """Invalidate cached characteristics after any state change."""
        self.st.version += 1

    # -- queries ----------------------------------------------------------

    def obj(self, oid: ObjectId) -> Card | None:
        return self.st.objects.get(oid)

    def in_zone(self, zone: Zone, player: PlayerId | None = None) -> list[Card]:
        if zone in (Zone.LIBRARY, Zone.GRAVEYARD):
            owners = [player] if player is not None else list(self.st.order)
            ids = [i for p in sorted(owners) for i in self.st.ordered.get((p, zone), [])]
            return [self.st.objects[i] for i in ids]
        # Phased-out permanents are treated as though they do not exist (CR 702.26b).
        found = [o for o in self.st.objects.values() if o.zone is zone and not o.phased_out]
        if player is not None:
            found = [o for o in found if o.owner == player]
        return sorted(found, key=_BY_ID)

    def battlefield(self) -> list[Card]:
        """The permanents by id; cached per state version (read it, never change it)."""
        cache = self.derived if self.cache_version == self.st.version else self.cache()
        hit = cache.battlefield
        if hit is None:  # ``in_zone(Zone.BATTLEFIELD)``, without its tests for the other zones
            hit = cache.battlefield = sorted(
                [o for o in self.st.objects.values() if o.zone is Zone.BATTLEFIELD and not o.phased_out], key=_BY_ID)
        return hit

    def cache(self) -> Derived:
        """Derived values (characteristics, effects in force) of the current state version."""
        if self.cache_version != self.st.version:
            self.derived = Derived()
            self.cache_version = self.st.version
        return self.derived

    def living(self) -> list[PlayerId]:
        """Players still in the game, in turn order."""
        players = self.st.players
        return [p for p in self.st.order if not players[p].lost]

    def turn_order_from(self, first: PlayerId) -> list[PlayerId]:
        order = list(self.st.order)
        i = order.index(first)
        return [p for p in order[i:] + order[:i] if not self.st.players[p].lost]

    def current_id(self, physical: ObjectId) -> ObjectId | None:
        return self.st.physical.get(physical)

    def stack_ids(self) -> tuple[ObjectId, ...]:
        return tuple([item.id for item in self.st.stack])

    # -- rollback (CR 733) ----------------------------------------------

    def save(self) -> State:
        """A copy of the state; card definitions and abilities are shared (immutable)."""
        st = self.st
        return State(
            players={k: _clone_player(p) for k, p in st.players.items()},
            objects={k: _clone_card(o) for k, o in st.objects.items()},
            order=st.order, active=st.active, turn=st.turn, step=st.step,
            effects=[_clone_active(a) for a in st.effects],
            ordered={k: list(v) for k, v in st.ordered.items()}, physical=dict(st.physical),
            stack=list(st.stack), pending=[_clone_pending(p) for p in st.pending],
            delayed=[_clone_delayed(d) for d in st.delayed], active_states=set(st.active_states),
            combat=Combat(dict(st.combat.attackers), list(st.combat.blocks), set(st.combat.removed)),
            holder=st.holder,
            passes=st.passes, timestamp=st.timestamp, version=st.version,
            planned_attacks=st.planned_attacks, planned_blocks=st.planned_blocks,
            cleanup_again=st.cleanup_again, done_once=set(st.done_once), resolved_count=dict(st.resolved_count),
            activations=dict(st.activations), sweeps=list(st.sweeps), died_on_turn=st.died_on_turn,
            late_counters=list(st.late_counters), mana_spent=dict(st.mana_spent),
        )

    def restore(self, saved: State) -> None:
        self.st = saved
        self.derived = Derived()
        self.cache_version = -1
