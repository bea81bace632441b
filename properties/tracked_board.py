"""An independent board tracker: replays a History from the initial Scenario.

The checkers need to know the game as it was just before or just after any
event (look-back, CR 603.10) without trusting the engine's own snapshots. This
module rebuilds that state from the scenario and the committed events only:
zone changes, control changes (and the effects behind them), taps, counters,
damage, life, combat, the stack and delayed triggers. Characteristics are computed in ``properties.characteristics``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterable

from reference_engine import events as ev
from reference_engine.history import History
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.records import fast_init
from reference_engine.scenario import Scenario

if TYPE_CHECKING:
    from dataclasses import replace  # so the type checker checks the fields
else:
    from reference_engine.records import replace  # the same, faster for records


@fast_init
@dataclass(frozen=True, slots=True)
class Obj:
    """One object as the tracker knows it."""

    id: int
    card: str
    """Card key; empty for an ability on the stack."""
    root: int
    """The scenario id of the physical card (the same across zone changes)."""
    owner: int
    zone: Zone
    controller: int
    tapped: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    damage: int = 0
    attached_to: int | None = None
    since: int = 0
    """Seq at which it arrived in its zone (its timestamp)."""
    sick: bool = False
    ability: str = ""
    """For an ability on the stack: its reference."""
    source: int | None = None
    triggered: bool = False
    """For an ability on the stack: a triggered one (else activated)."""
    phased_out: bool = False
    """Treated as though it does not exist (CR 702.26b)."""
    control: tuple[tuple[int, int], ...] = ()
    """Control-changing effects in force, oldest first: (the player given
    control, the controller it was taken from). A scenario's starting
    controller is not one: the permanent came under that control (CR 800.4a)."""
    pumps: tuple[tuple[int, int, int], ...] = ()
    """"Until end of turn" power/toughness changes: (power, toughness, seq of
    the ``pt_modified`` event). They end in the cleanup step (CR 514.2)."""
    token: bool = False
    """A token (CR 111): it was created, or it is a permanent spell's copy that
    resolved (``zone_change`` with ``token``, CR 608.3f); it stays a token
    across zone changes."""
    copy_of: int | None = None
    """For a copy on the stack (``put_on_stack`` with ``copy_of``): what it copies.
    A spell's copy has the original's ``card``; it is no card and ceases to
    exist as it leaves the stack (CR 704.5e)."""

    def count(self, counter: str) -> int:
        return dict(self.counters).get(counter, 0)


@fast_init
@dataclass(frozen=True, slots=True)
class Delayed:
    """A delayed trigger created during the game (CR 603.7)."""

    ability: str
    controller: int
    source: int
    tracked: int | None
    created: int
    fired: int = 0


@fast_init
@dataclass(frozen=True, slots=True)
class TrackedBoard:
    objects: dict[int, Obj]
    life: tuple[int, ...]
    lost: frozenset[int] = frozenset()
    stack: tuple[int, ...] = ()
    turn: int = 1
    step: Step = Step.PRECOMBAT_MAIN
    active: int = 0
    attackers: tuple[tuple[int, int], ...] = ()
    blocks: tuple[tuple[int, int], ...] = ()
    blocked_by_effect: tuple[int, ...] = ()
    """Attackers an effect made blocked, with no creature blocking them
    (``became_blocked``, CR 509.1h): blocked until combat ends."""
    delayed: tuple[Delayed, ...] = ()
    resolutions: tuple[tuple[str, int, bool], ...] = ()
    """Abilities resolved this turn: (reference, source, whether it did its
    action: no "may" declined, no "unless" paid), for CR 603.2h and 603.7h."""
    declined: frozenset[int] = frozenset()
    """Stack objects whose "may" was declined or whose "unless" was paid."""
    chosen: tuple[tuple[int, str], ...] = ()
    """(object id, creature type) of each ``chose`` event so far: what that
    object chose as it entered (CR 614.12a). Ids are never reused, so a new
    object after a zone change has no entry until it chooses (CR 400.7)."""
    died_on_turn: int = 0
    """The last turn a creature died on (put into a graveyard from the
    battlefield, CR 700.4); 0 while none has."""
    spent: tuple[tuple[int, str], ...] = ()
    """(object id, mana) for each spell whose ``cost_paid`` reported the mana
    spent (``spent``), and for the permanent it resolved into: what was spent
    to cast it (CR 601.2h). Ids are never reused, so the entry stays as the
    object last existed."""

    def spent_on(self, oid: int) -> str:
        """The mana spent to cast object ``oid``; empty if it was not cast."""
        return next((m for i, m in reversed(self.spent) if i == oid), "")

    def blocked(self) -> set[int]:
        """The attackers blocked so far this combat: by a creature, or by an effect (CR 509.1h)."""
        return {a for _, a in self.blocks} | set(self.blocked_by_effect)

    def chosen_type(self, id: int | None) -> str | None:
        """The creature type object ``id`` chose as it entered, if it did."""
        return next((v for o, v in self.chosen if o == id), None)

    def in_zone(self, zone: Zone) -> list[Obj]:
        """Objects in ``zone``; phased-out permanents are left out as though they did not exist."""
        return sorted((o for o in self.objects.values() if o.zone is zone and not o.phased_out),
                      key=lambda o: (o.since, o.id))

    def get(self, id: int) -> Obj | None:
        return self.objects.get(id)


@fast_init
@dataclass(frozen=True, slots=True)
class Timeline:
    """Boards after each event: ``boards[0]`` is the start, ``boards[s]`` follows seq ``s``."""

    boards: tuple[TrackedBoard, ...]
    known: dict[int, Obj] = field(default_factory=dict)
    """Every id ever seen, as it last was (last-known information)."""
    batches: dict[int, tuple[int, int]] = field(default_factory=dict)
    """Batch number -> (first seq, last seq)."""
    repeated_damage: dict[int, tuple[bool, bool]] = field(default_factory=dict)
    """For a ``damage`` event that is not the first of its batch to the same
    permanent, or from the same source: seq -> (same recipient seen earlier,
    same source seen earlier). Simultaneous damage is one event (CR 120.3)."""
    preventions: dict[int, tuple[TargetRef, ...]] = field(default_factory=dict)
    """For the first ``damage_prevented`` event of each application of a
    prevention effect to a batch of simultaneous damage: seq -> the recipients
    of every ``damage_prevented`` of that application (CR 615.13)."""

    def before(self, seq: int) -> TrackedBoard:
        return self.boards[max(seq - 1, 0)]

    def after(self, seq: int) -> TrackedBoard:
        return self.boards[min(seq, len(self.boards) - 1)]

    def before_batch(self, e: ev.Event) -> TrackedBoard:
        """The game just before ``e`` and everything simultaneous with it."""
        first = self.batches[e.batch][0] if e.batch is not None else e.seq
        return self.before(first)

    def after_batch(self, e: ev.Event) -> TrackedBoard:
        last = self.batches[e.batch][1] if e.batch is not None else e.seq
        return self.after(last)

    def last_known(self, id: int) -> Obj | None:
        return self.known.get(id)


def initial_board(sc: Scenario) -> TrackedBoard:
    objs = {o.id: Obj(id=o.id, card=o.card, root=o.id, owner=o.owner, zone=o.zone,
                      controller=o.owner if o.controller is None else o.controller,
                      tapped=o.tapped, counters=tuple(sorted(o.counters.items())),
                      damage=o.damage, attached_to=o.attached_to, since=0, sick=o.summoning_sick)
            for o in sc.objects}
    return TrackedBoard(objects=objs, life=tuple(p.life for p in sc.players), turn=sc.turn,
                 step=sc.step, active=sc.active_player)


def replay(sc: Scenario, history: History) -> Timeline:
    boards = [initial_board(sc)]
    known = dict(boards[0].objects)
    pending: dict[int, tuple[str, int, bool]] = {}
    life_from_damage: set[int] = set()
    losses: set[int] = set()
    instead = {c for e in history.events if type(e) is ev.ZoneChange for c in e.causes}
    for e in history.events:
        kind = type(e)  # event classes subclass none of each other (tests/properties/test_trigger_skip.py)
        if kind in _INERT:  # about half of a History: the board stays as it is
            boards.append(boards[-1])
            continue
        if kind is ev.PlayerLost:
            losses.add(e.seq)
        if isinstance(e, ev.Replaced) and e.seq not in instead:
            board = _regenerated(boards[-1], e)
        else:
            board = _step(boards, e, pending, life_from_damage, losses)
        if board is not boards[-1]:  # an unchanged board's objects are in ``known`` already
            known.update(board.objects)
        boards.append(board)
    return Timeline(boards=tuple(boards), known=known, batches=_batches(history.events),
                    repeated_damage=_repeated_damage(history.events),
                    preventions=_preventions(history.events))


def _regenerated(b: TrackedBoard, e: ev.Replaced) -> TrackedBoard:
    """A destruction replaced with no move instead is a regeneration: the
    permanent stays, without its damage (CR 614.8, 701.19a); its tapping is
    a ``tapped`` event of its own."""
    obj = b.objects.get(e.object) if e.object is not None else None
    if obj is None or not e.original.endswith("battlefield->graveyard"):
        return b
    return _set(b, obj.id, damage=0)


def _repeated_damage(events: Iterable[ev.Event]) -> dict[int, tuple[bool, bool]]:
    seen: set[tuple[int, str, int]] = set()
    out: dict[int, tuple[bool, bool]] = {}
    for e in events:
        if not isinstance(e, ev.Damage) or e.batch is None:
            continue
        to = (e.batch, "to", e.target.object) if e.target.object is not None else None
        by = (e.batch, "by", e.source)
        again = (to in seen, by in seen)
        if any(again):
            out[e.seq] = again
        seen.update(k for k in (to, by) if k is not None)
    return out


def _preventions(events: Iterable[ev.Event]) -> dict[int, tuple[TargetRef, ...]]:
    """One application is one effect's ``damage_prevented`` events in one
    batch (a lone hit is a batch of its own); one that names no effect is an
    application of its own."""
    first: dict[tuple[int, str], int] = {}
    out: dict[int, tuple[TargetRef, ...]] = {}
    for e in events:
        if not isinstance(e, ev.DamagePrevented) or e.amount <= 0:
            continue
        key = (e.batch if e.batch is not None else -e.seq, e.effect or f"#{e.seq}")
        head = first.setdefault(key, e.seq)
        out[head] = out.get(head, ()) + (e.target,)
    return out


def _batches(events: Iterable[ev.Event]) -> dict[int, tuple[int, int]]:
    out: dict[int, tuple[int, int]] = {}
    for e in events:
        if e.batch is not None:
            first, _ = out.get(e.batch, (e.seq, e.seq))
            out[e.batch] = (first, e.seq)
    return out


_INERT: frozenset[type[ev.Event]] = frozenset({ev.Priority, ev.PassPriority})
"""About half of a History: they change nothing on the board, so they skip the dispatch."""


def _step(boards: list[TrackedBoard], e: ev.Event, pending: dict[int, tuple[str, int, bool]],
          life_from_damage: set[int], losses: set[int]) -> TrackedBoard:
    b = boards[-1]
    kind = type(e)  # event classes subclass none of each other (tests/properties/test_trigger_skip.py)
    if kind in _INERT:
        return b
    plain = _PLAIN.get(kind)
    if plain is not None:
        return plain(b, e)
    if isinstance(e, ev.IllegalAction) and e.rolled_back:
        # CR 733.1: the attempt is reversed as a whole; the game is as before it.
        restored = boards[min(e.rolled_back) - 1]
        return replace(restored, delayed=b.delayed)
    if isinstance(e, (ev.Triggered, ev.Activated)):
        pending[e.instance if isinstance(e, ev.Triggered) else e.object] = (e.ability, e.source,
                                                                            isinstance(e, ev.Triggered))
        return _fired(b, e) if isinstance(e, ev.Triggered) and e.delayed else b
    if isinstance(e, ev.PutOnStack) and e.copy_of is not None:
        return _copied(b, e)
    if isinstance(e, ev.PutOnStack):
        ref, source, triggered = pending.get(e.object, ("", None, False))
        obj = Obj(id=e.object, card="", root=e.object, owner=e.controller, zone=Zone.STACK,
                  controller=e.controller, since=e.seq, ability=ref, source=source, triggered=triggered)
        return replace(b, objects={**b.objects, e.object: obj}, stack=b.stack + (e.object,))
    if isinstance(e, (ev.Damage, ev.Life)):
        return _life_or_damage(b, e, life_from_damage)
    if isinstance(e, ev.ControlChange):
        return _control(b, e, bool(losses.intersection(e.causes)))
    return b


def _control(b: TrackedBoard, e: ev.ControlChange, left: bool) -> TrackedBoard:
    """A new control-changing effect, or, caused by a player leaving the
    game, the end of the effects that gave the players who left control
    (CR 800.4a)."""
    obj = b.objects.get(e.object)
    if obj is None:
        return b
    control = (tuple(c for c in obj.control if c[0] not in b.lost) if left
               else obj.control + ((e.new_controller, e.old_controller),))
    return _set(b, e.object, controller=e.new_controller, since=e.seq, sick=True, control=control)


def _ceased(b: TrackedBoard, e: ev.CeasedToExist) -> TrackedBoard:
    return replace(b, objects={k: v for k, v in b.objects.items() if k != e.object})


def _resolved(b: TrackedBoard, e: ev.Resolved) -> TrackedBoard:
    return _off_stack(_resolution(b, e.object), e.object)


def _removed(b: TrackedBoard, e: ev.RemovedFromStack) -> TrackedBoard:
    return _off_stack(b, e.object)


def _tapped(b: TrackedBoard, e: ev.Tapped | ev.Untapped) -> TrackedBoard:
    return _set(b, e.object, tapped=isinstance(e, ev.Tapped))


def _counters(b: TrackedBoard, e: ev.Counters) -> TrackedBoard:
    if e.object not in b.objects:
        return b
    counts = dict(b.objects[e.object].counters)
    counts[e.counter] = max(counts.get(e.counter, 0) + e.amount, 0)
    return _set(b, e.object, counters=tuple(sorted((k, v) for k, v in counts.items() if v)))


def _cast(b: TrackedBoard, e: ev.Cast) -> TrackedBoard:
    return _set(b, e.object, controller=e.player)


def _attackers(b: TrackedBoard, e: ev.AttackersDeclared) -> TrackedBoard:
    return replace(b, attackers=e.attackers)


def _blockers(b: TrackedBoard, e: ev.BlockersDeclared) -> TrackedBoard:
    return replace(b, blocks=b.blocks + e.blocks)


def _became_blocked(b: TrackedBoard, e: ev.BecameBlocked) -> TrackedBoard:
    return replace(b, blocked_by_effect=b.blocked_by_effect + (e.object,))


def _chose(b: TrackedBoard, e: ev.Chose) -> TrackedBoard:
    return replace(b, chosen=b.chosen + ((e.object, e.value),))


def _paid(b: TrackedBoard, e: ev.CostPaid) -> TrackedBoard:
    return replace(b, spent=b.spent + ((e.object, e.spent),)) if e.spent and e.object in b.stack else b


def _lost(b: TrackedBoard, e: ev.PlayerLost) -> TrackedBoard:
    return replace(b, lost=b.lost | {e.player})


def _choice(b: TrackedBoard, e: ev.Choice) -> TrackedBoard:
    if e.choice in (ev.ChoiceKind.MAY, ev.ChoiceKind.UNLESS) and e.value is (e.choice is ev.ChoiceKind.UNLESS):
        return replace(b, declined=b.declined | {e.object})
    return b


def _unattached(b: TrackedBoard, e: ev.Unattached) -> TrackedBoard:
    return _set(b, e.object, attached_to=None)


def _attached(b: TrackedBoard, e: ev.Attached) -> TrackedBoard:
    return _set(b, e.object, attached_to=e.host)


def _pumped(b: TrackedBoard, e: ev.PtModified) -> TrackedBoard:
    if e.object not in b.objects:
        return b
    return _set(b, e.object, pumps=b.objects[e.object].pumps + ((e.power, e.toughness, e.seq),))


def _phased(b: TrackedBoard, e: ev.PhasedOut | ev.PhasedIn) -> TrackedBoard:
    return _set(b, e.object, phased_out=isinstance(e, ev.PhasedOut))


def _delayed(b: TrackedBoard, e: ev.DelayedCreated) -> TrackedBoard:
    d = Delayed(ability=e.ability, controller=e.controller, source=e.source, tracked=e.tracked, created=e.seq)
    return replace(b, delayed=b.delayed + (d,))


def _set(b: TrackedBoard, id: int, **changes: Any) -> TrackedBoard:
    if id not in b.objects:
        return b
    return replace(b, objects={**b.objects, id: replace(b.objects[id], **changes)})


def _zone_change(b: TrackedBoard, e: ev.ZoneChange) -> TrackedBoard:
    old = b.objects.get(e.old_id)
    objects = {k: v for k, v in b.objects.items() if k != e.old_id}
    controller = old.controller if old is not None and e.from_zone is Zone.STACK else e.owner
    card = old.card if old is not None else (e.after.card if e.after else "")
    tapped = bool(e.after and e.after.tapped) if e.to_zone is Zone.BATTLEFIELD else False
    # An Aura spell enters attached to its target, as part of its arrival (CR 608.3b).
    host = e.after.attached_to if e.after is not None and e.to_zone is Zone.BATTLEFIELD else None
    objects[e.new_id] = Obj(id=e.new_id, card=card, root=old.root if old else e.new_id,
                            owner=e.owner, zone=e.to_zone, controller=controller, tapped=tapped,
                            attached_to=host, since=e.seq, sick=e.to_zone is Zone.BATTLEFIELD,
                            token=bool(old and old.token) or bool(e.token))  # a permanent spell's copy (CR 608.3f)
    stack = tuple(i for i in b.stack if i != e.old_id)
    if e.to_zone is Zone.STACK:
        stack += (e.new_id,)
    gone = e.old_id if e.from_zone is Zone.BATTLEFIELD else None
    # Put onto the battlefield attacking or blocking: in combat, never declared (CR 508.4, 509.4).
    joined = ((e.new_id, e.attacking),) if e.attacking is not None else ()
    blocking = ((e.new_id, e.blocking),) if e.blocking is not None else ()
    died = (e.from_zone is Zone.BATTLEFIELD and e.to_zone is Zone.GRAVEYARD and e.before is not None
            and CardType.CREATURE in e.before.types)
    # The permanent a spell becomes was cast with the spell's mana (CR 608.3, 601.2h).
    spent = b.spent_on(e.old_id) if e.from_zone is Zone.STACK and e.to_zone is Zone.BATTLEFIELD else ""
    return replace(b, objects=objects, stack=stack, died_on_turn=b.turn if died else b.died_on_turn,
                   spent=b.spent + ((e.new_id, spent),) if spent else b.spent,
                   attackers=tuple(a for a in b.attackers if a[0] != gone) + joined,
                   blocks=tuple(x for x in b.blocks if x[0] != gone and x[1] != gone) + blocking)


def _created(b: TrackedBoard, e: ev.TokenCreated) -> TrackedBoard:
    """A token arrives on the battlefield from nowhere (CR 111.1)."""
    obj = Obj(id=e.object, card=e.card, root=e.object, owner=e.owner, zone=Zone.BATTLEFIELD,
              controller=e.controller, tapped=bool(e.after and e.after.tapped), since=e.seq, sick=True,
              token=True)
    return replace(b, objects={**b.objects, e.object: obj})


def _resolution(b: TrackedBoard, id: int) -> TrackedBoard:
    obj = b.objects.get(id)
    if obj is None or not obj.ability or obj.source is None:
        return b
    return replace(b, resolutions=b.resolutions + ((obj.ability, obj.source, id not in b.declined),))


def _copied(b: TrackedBoard, e: ev.PutOnStack) -> TrackedBoard:
    """A copy put on the stack (CR 707.10): a spell's copy is its own source."""
    orig = b.objects.get(e.copy_of if e.copy_of is not None else -1)
    card = orig.card if orig is not None and orig.zone is Zone.STACK else ""
    obj = Obj(id=e.object, card=card, root=e.object, owner=e.controller, zone=Zone.STACK, controller=e.controller,
              since=e.seq, ability=orig.ability if orig is not None else "",
              source=e.object if card or orig is None else orig.source,
              triggered=orig.triggered if orig is not None else False, copy_of=e.copy_of)
    return replace(b, objects={**b.objects, e.object: obj}, stack=b.stack + (e.object,))


def _off_stack(b: TrackedBoard, id: int) -> TrackedBoard:
    obj = b.objects.get(id)
    kept = obj is None or (obj.card and obj.copy_of is None)
    objects = b.objects if kept else {k: v for k, v in b.objects.items() if k != id}
    return replace(b, objects=objects, stack=tuple(i for i in b.stack if i != id))


def _life_or_damage(b: TrackedBoard, e: ev.Damage | ev.Life, from_damage: set[int]) -> TrackedBoard:
    # Damage to a player costs life; a ``life`` event caused by that damage is
    # the same loss reported twice, so it is not counted again.
    if isinstance(e, ev.Life):
        if from_damage.intersection(e.causes):
            return b
        return _add_life(b, e.player, e.amount)
    if e.target.player is not None:
        from_damage.add(e.seq)
        return _add_life(b, e.target.player, -e.amount)
    obj = b.objects.get(e.target.object) if e.target.object is not None else None
    return _set(b, obj.id, damage=obj.damage + e.amount) if obj else b


def _add_life(b: TrackedBoard, player: int, amount: int) -> TrackedBoard:
    life = list(b.life)
    life[player] += amount
    return replace(b, life=tuple(life))


def _step_begins(b: TrackedBoard, e: ev.StepBegin) -> TrackedBoard:
    objects = b.objects
    if e.turn != b.turn:
        # A new turn: the active player's permanents have been under their
        # control since the turn began (CR 302.6).
        objects = {k: replace(v, sick=False) if v.controller == e.active_player else v
                   for k, v in objects.items()}
    if e.step is Step.CLEANUP:
        # Damage is removed and "until end of turn" changes end (CR 514.2), on
        # every permanent but the phased-out ones, which do not exist (CR 702.26b).
        objects = {k: replace(v, damage=0, pumps=()) if worn(v) else v for k, v in objects.items()}
    combat_over = e.step.position < Step.DECLARE_ATTACKERS.position or e.step.position > Step.END_OF_COMBAT.position
    resolutions = b.resolutions if e.turn == b.turn else ()
    return replace(b, objects=objects, turn=e.turn, step=e.step, active=e.active_player, resolutions=resolutions,
                   attackers=() if combat_over else b.attackers, blocks=() if combat_over else b.blocks,
                   blocked_by_effect=() if combat_over else b.blocked_by_effect)


def worn(obj: Obj) -> bool:
    """Whether the cleanup step has damage to remove or changes to end on ``obj`` (CR 514.2)."""
    return (bool(obj.damage) or bool(obj.pumps)) and obj.zone is Zone.BATTLEFIELD and not obj.phased_out


def _fired(b: TrackedBoard, e: ev.Triggered) -> TrackedBoard:
    delayed = list(b.delayed)
    for i, d in enumerate(delayed):
        if d.ability == e.ability and d.source == e.source and not d.fired:
            delayed[i] = replace(d, fired=e.seq)
            break
    return replace(b, delayed=tuple(delayed))


_PLAIN: dict[type[ev.Event], Callable[[TrackedBoard, Any], TrackedBoard]] = {
    ev.ZoneChange: _zone_change, ev.TokenCreated: _created,
    ev.CeasedToExist: _ceased, ev.Resolved: _resolved, ev.RemovedFromStack: _removed,
    ev.Tapped: _tapped, ev.Untapped: _tapped, ev.Counters: _counters, ev.Cast: _cast,
    ev.StepBegin: _step_begins, ev.AttackersDeclared: _attackers,
    ev.BlockersDeclared: _blockers, ev.BecameBlocked: _became_blocked, ev.Chose: _chose, ev.CostPaid: _paid,
    ev.PlayerLost: _lost, ev.Choice: _choice, ev.Unattached: _unattached, ev.Attached: _attached,
    ev.PtModified: _pumped, ev.PhasedOut: _phased, ev.PhasedIn: _phased, ev.DelayedCreated: _delayed,
}
"""The events whose change needs only the board and the event, by class (one
lookup instead of a chain of ``isinstance`` tests); any other class not
handled in ``_step`` changes nothing."""
