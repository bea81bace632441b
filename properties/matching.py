"""Independent trigger matching: what had to trigger for each committed event.

For each occurrence the History commits, this module works out from the
scenario's ability definitions and the tracked board which abilities match,
under whose control, and how many times. Leaves-the-battlefield and a few other
events look back at the board before the event (CR 603.10a-f); everything
else looks at the board just after it (CR 603.10), with continuous effects
already applied to arriving permanents (CR 603.6b). A permanent tapped for
mana is seen at the ``activated`` event of the mana ability it paid for
(CR 605.1b). Only permanents on the
battlefield are sources, so objects in hidden zones never trigger (CR 603.2f).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from properties.card_facts import is_mana_ability
from properties import characteristics as ch
from properties.memo import by_identity
from properties.tracked_board import TrackedBoard, Obj, Timeline
from reference_engine import events as ev
from reference_engine.abilities import (
    Ability, AbilityKind, Condition, ConditionKind, ContinuousKind, ObjectFilter, Subject, Trigger,
    TriggerEvent as T, TriggerScope, Who,
)
from reference_engine.errors import ScenarioError
from reference_engine.ids import CardType, Step, Zone
from reference_engine.records import fast_init
from reference_engine.refs import resolve_ref
from reference_engine.scenario import Scenario, token_defs

LOOK_BACK = frozenset({T.LEAVES, T.DIES, T.RETURNED_TO_HAND, T.LOSE_CONTROL, T.PLAYER_LOSES,
                       T.SPELL_COUNTERED, T.BECOMES_UNATTACHED, T.PHASES_OUT, T.SACRIFICES})


@fast_init
@dataclass(frozen=True, slots=True)
class Expected:
    """One ability that had to trigger ``times`` times for one occurrence."""

    occurrence: int
    ability: str
    source: int
    controller: int
    event: T
    times: int = 1


@fast_init
@dataclass(frozen=True, slots=True)
class Source:
    obj: Obj
    ref: str
    ability: Ability
    controller: int


@by_identity
def sources(sc: Scenario, board: TrackedBoard) -> list[Source]:
    """Triggered abilities of permanents on ``board`` (state triggers excluded)."""
    found: list[Source] = []
    # Without an effect that changes abilities the printed ones are the
    # characteristics' ones: no need to apply every effect to every permanent.
    as_printed = ch.abilities_as_printed(sc, board)
    for obj in board.in_zone(Zone.BATTLEFIELD):
        if not obj.card:
            continue
        if as_printed:
            found.extend(_printed_sources(sc, obj))
            continue
        c = ch.chars(sc, board, obj)
        found.extend(Source(obj, ref, ability, c.controller) for ref, ability in _triggered_of(c))
    return found


@by_identity  # consecutive boards share the objects an event left unchanged
def _printed_sources(sc: Scenario, obj: Obj) -> tuple[Source, ...]:
    """``obj``'s printed triggered abilities as sources."""
    p = ch.printed(sc, obj)
    return tuple(Source(obj, ref, ability, p.controller) for ref, ability in _triggered(p))


def _triggered_of(c: ch.Chars) -> tuple[tuple[str, Ability], ...]:
    """The triggered abilities among ``c``'s, state triggers excluded."""
    return tuple((ref, a) for ref, a in c.abilities
                 if a.kind is AbilityKind.TRIGGERED and a.trigger and a.trigger.event is not T.STATE)


_triggered = by_identity(_triggered_of)
"""``_triggered_of`` once per printed characteristics (shared per card and controller)."""


def holds(cond: Condition, board: TrackedBoard, sc: Scenario, you: int, source: Obj | None) -> bool:
    """Whether a game-state condition is true on ``board`` for player ``you``."""
    k = cond.kind
    if k is ConditionKind.LIFE_AT_LEAST:
        return board.life[you] >= cond.amount
    if k is ConditionKind.NO_CARDS_IN_HAND:
        return not any(o.owner == you for o in board.in_zone(Zone.HAND))
    if k is ConditionKind.CREATURE_DIED_THIS_TURN:
        return board.died_on_turn == board.turn
    if k is ConditionKind.YOUR_TURN:
        return board.active == you
    if k is ConditionKind.NOT_YOUR_TURN:
        return board.active != you
    if k is ConditionKind.OPPONENT_MORE_LIFE:
        # Only players still in the game are opponents (CR 800.4a).
        return any(life > board.life[you] for p, life in enumerate(board.life)
                   if p != you and p not in board.lost)
    if k is ConditionKind.CONTROL_AT_LEAST:
        return _controlled(cond, board, sc, you, source) >= cond.amount
    if k is ConditionKind.SOURCE_UNTAPPED:
        # The source as it is, or as it last existed once gone (CR 603.10a, 608.2h).
        return source is not None and not source.tapped
    if k is ConditionKind.SOURCE_IN_ZONE:
        return source is not None and _card_in(board, source.root, cond, you)
    if k is ConditionKind.SAME_COLOR_MANA_SPENT:
        spent = board.spent_on(source.id) if source is not None else ""
        return max((spent.count(f"{{{c}}}") for c in "WUBRG"), default=0) >= cond.amount
    creatures = [o for o in board.in_zone(Zone.BATTLEFIELD) if o.card and o.controller == you
                 and CardType.CREATURE in ch.chars(sc, board, o).types]
    if k is ConditionKind.CONTROL_NO_CREATURES:
        return not creatures
    if k is ConditionKind.CONTROL_CREATURES_AT_LEAST:
        return len(creatures) >= cond.amount
    if source is None:
        return False
    if k is ConditionKind.NO_COUNTERS:
        return source.count(cond.counter) == 0
    return source.count(cond.counter) >= cond.amount


def _controlled(cond: Condition, board: TrackedBoard, sc: Scenario, you: int, source: Obj | None) -> int:
    """How many permanents ``you`` control match the condition's filter."""
    assert cond.filter is not None
    own = source.id if source is not None else None
    n = 0
    for o in board.in_zone(Zone.BATTLEFIELD):
        if not o.card:
            continue
        c = ch.chars(sc, board, o)
        if c.controller == you and ch.matches(cond.filter, c, you, own, board, o.id):
            n += 1
    return n


def _card_in(board: TrackedBoard, root: int, cond: Condition, you: int) -> bool:
    """Whether the physical card ``root`` is, on ``board``, in ``you``'s
    ``cond.zone`` (every zone change makes a new object, CR 400.7, but the
    card is the same)."""
    return any(o.root == root and o.card and o.zone is cond.zone and o.owner == you
               for o in board.objects.values() if not o.ability)


@fast_init
@dataclass(frozen=True, slots=True)
class Cause:
    """What triggered an ability, as a scoped additional-time effect reads it:
    the event, its object (the entering permanent, the spell cast) and for a
    cast its caster."""

    event: T
    subject: Obj | None = None
    player: int | None = None


def extra_times(sc: Scenario, board: TrackedBoard, source: Obj, cause: Cause | None = None) -> int:
    """Additional-time effects that apply to the source (CR 603.2d); a scoped
    one only when ``cause`` is an occurrence of its event about an object its
    filter accepts and, for a cast, by the caster it names."""
    return sum(1 for a in ch.effects_of(sc, board, ContinuousKind.EXTRA_TRIGGER, source)
               if in_scope(sc, board, a.effect.scope, a.controller, cause))


def in_scope(sc: Scenario, board: TrackedBoard, scope: TriggerScope | None, you: int, cause: Cause | None) -> bool:
    """Does a scoped additional-time effect controlled by ``you`` cover ``cause``?"""
    if scope is None:
        return True
    if cause is None or cause.event is not scope.event or cause.subject is None or not cause.subject.card:
        return False
    c = ch.chars(sc, board, cause.subject)
    if not ch.matches(scope.subject, c, you, None, board, cause.subject.id):
        return False
    return scope.player is Who.ANY or (cause.player is not None and ch.who_matches(scope.player, cause.player, you))


def cause_of(board: TrackedBoard, t: Trigger, e: ev.Event) -> Cause:
    """The occurrence inside ``e`` that triggered an ability of trigger ``t``,
    as scopes read it: the permanent entering, the spell cast (CR 603.2d)."""
    if t.event is T.ENTERS and isinstance(e, (ev.ZoneChange, ev.TokenCreated)):
        return Cause(T.ENTERS, board.get(e.new_id if isinstance(e, ev.ZoneChange) else e.object))
    if t.event is T.CAST and isinstance(e, ev.Cast):
        return Cause(T.CAST, board.get(e.object), e.player)
    return Cause(t.event)


def expected(sc: Scenario, tl: Timeline, e: ev.Event) -> list[Expected]:
    """Every ability that had to trigger on the committed occurrence ``e``."""
    found: list[Expected] = []
    for board, source, times in _candidates(sc, tl, e):
        a = source.ability
        assert a.trigger is not None
        n = times if a.intervening_if is None or holds(a.intervening_if, board, sc, source.controller, source.obj) else 0
        if a.trigger.once_each_turn and (source.ref, source.obj.id, True) in board.resolutions:
            n = 0  # its action was done this turn (CR 603.2h)
        if n:
            extra = extra_times(sc, board, source.obj, cause_of(board, a.trigger, e))
            found.append(Expected(e.seq, source.ref, source.obj.id, source.controller,
                                  a.trigger.event, n * (1 + extra)))
    return found


def _arrivals(sc: Scenario, board: TrackedBoard, e: ev.Event) -> list[Source]:
    """A card put into a graveyard (or exile) from anywhere sees itself arrive
    there: its own "put into a graveyard (exile) from anywhere" ability works
    from that zone."""
    into = {Zone.GRAVEYARD: T.PUT_INTO_GRAVEYARD, Zone.EXILE: T.PUT_INTO_EXILE}
    obj = board.get(e.new_id) if isinstance(e, ev.ZoneChange) and e.to_zone in into else None
    if obj is None or not obj.card:
        return []
    assert isinstance(e, ev.ZoneChange)
    return [Source(obj, ref, a, obj.owner) for ref, a in ch.printed(sc, obj).abilities
            if a.trigger is not None and a.trigger.event is into[e.to_zone]
            and a.trigger.subject.subject is Subject.SELF and a.trigger.from_zone is not Zone.BATTLEFIELD]


def looks_back(trigger: Trigger) -> bool:
    """Leaves-the-battlefield and the other listed triggers look back (CR 603.10a-f)."""
    return trigger.event in LOOK_BACK or (
        trigger.event in (T.PUT_INTO_GRAVEYARD, T.PUT_INTO_EXILE) and trigger.from_zone is Zone.BATTLEFIELD)


WATCHED: dict[type[ev.Event], frozenset[T]] = {
    ev.ZoneChange: frozenset({T.LEAVES, T.DIES, T.RETURNED_TO_HAND, T.PUT_INTO_GRAVEYARD, T.PUT_INTO_EXILE,
                              T.SACRIFICES, T.ENTERS, T.BECOMES_BLOCKED_BY_A_CREATURE, T.BECOMES_BLOCKED,
                              T.BLOCKS_OR_BECOMES_BLOCKED}),
    ev.TokenCreated: frozenset({T.ENTERS}),
    ev.StepBegin: frozenset({T.ATTACKS_UNBLOCKED, T.BEGINNING_OF_STEP}),
    ev.Damage: frozenset({T.DEALT_DAMAGE, T.DEALS_DAMAGE, T.DEALS_COMBAT_DAMAGE_TO_PLAYER}),
    ev.Tapped: frozenset({T.BECOMES_TAPPED}),
    ev.Untapped: frozenset({T.BECOMES_UNTAPPED}),
    ev.Life: frozenset({T.GAIN_LIFE}),
    ev.Draw: frozenset({T.DRAW}),
    ev.DamagePrevented: frozenset({T.DAMAGE_PREVENTED}),
    ev.Discard: frozenset({T.DISCARDS}),
    ev.Counters: frozenset({T.COUNTER_PUT, T.COUNTERS_PUT}),
    ev.Cast: frozenset({T.BECOMES_TARGET, T.CAST}),
    ev.PutOnStack: frozenset({T.BECOMES_TARGET}),
    ev.AttackersDeclared: frozenset({T.ATTACKS, T.ATTACKS_ALONE, T.IS_ATTACKED, T.ATTACKS_WITH,
                                     T.PLAYER_ATTACKS, T.ATTACKS_PLAYER}),
    ev.BlockersDeclared: frozenset({T.BLOCKS, T.BLOCKS_A_CREATURE, T.BECOMES_BLOCKED,
                                    T.BECOMES_BLOCKED_BY_A_CREATURE, T.BLOCKS_OR_BECOMES_BLOCKED}),
    ev.BecameBlocked: frozenset({T.BECOMES_BLOCKED, T.BLOCKS_OR_BECOMES_BLOCKED}),
    ev.ControlChange: frozenset({T.LOSE_CONTROL}),
    ev.Unattached: frozenset({T.BECOMES_UNATTACHED}),
    ev.PhasedOut: frozenset({T.PHASES_OUT}),
    ev.PlayerLost: frozenset({T.PLAYER_LOSES}),
    ev.Activated: frozenset({T.TAPPED_FOR_MANA}),
    ev.RemovedFromStack: frozenset({T.SPELL_COUNTERED}),
}
"""For each event class, the trigger events ``_times`` can count an
occurrence of it for (read from its branches; event classes subclass none of
each other, so ``type(e)`` is the class its ``isinstance`` tests see). A
source whose trigger event is not listed counts 0 and is not looked at
(``tests/properties/test_trigger_skip.py`` holds ``_times`` to it)."""


@by_identity
def trigger_events(sc: Scenario) -> frozenset[T]:
    """Every trigger event an ability in the scenario names: every source's
    ability is printed on one of its cards or token definitions (``printed``)
    or granted by one of its effects or by a static ability of those cards
    (``characteristics._apply``)."""
    cards = (*sc.cards, *token_defs(sc).values())
    granted = [e.ability for e in sc.effects if e.ability is not None]
    granted += [a.static.ability for c in cards for a in c.abilities
                if a.static is not None and a.static.ability is not None]
    return frozenset(a.trigger.event for a in (*(a for c in cards for a in c.abilities), *granted)
                     if a.trigger is not None)


def _candidates(sc: Scenario, tl: Timeline, e: ev.Event) -> Iterator[tuple[TrackedBoard, Source, int]]:
    watched = WATCHED.get(type(e), frozenset()) & trigger_events(sc)
    if not watched:
        return  # no ability of the scenario can trigger on it: every source would count 0
    # Abilities that don't look back see the game after the whole simultaneous
    # batch: a watcher leaving together with what it watches is gone by then.
    for back, board in ((True, tl.before_batch(e)), (False, tl.after_batch(e))):
        for s in sources(sc, board) + ([] if back else _arrivals(sc, board, e)):
            assert s.ability.trigger is not None
            if s.ability.trigger.event not in watched or looks_back(s.ability.trigger) != back:
                continue
            n = _times(sc, tl, board, s, e)
            if n:
                yield board, s, n


def _times(sc: Scenario, tl: Timeline, board: TrackedBoard, s: Source, e: ev.Event) -> int:
    """How many occurrences inside ``e`` match ``s``'s trigger condition."""
    t = s.ability.trigger
    assert t is not None
    if isinstance(e, ev.ZoneChange):
        return _zone_times(sc, tl, board, s, e)
    if isinstance(e, ev.TokenCreated):  # a created token enters the battlefield (CR 111.1, 603.6a)
        return int(t.event is T.ENTERS and _entered_as(t, e.after, board, e.object)
                   and _is(sc, tl, board, s, e.object))
    if isinstance(e, ev.StepBegin) and t.event is T.ATTACKS_UNBLOCKED:
        return _unblocked_times(sc, tl, board, s, e)
    if isinstance(e, ev.StepBegin):
        return int(t.event is T.BEGINNING_OF_STEP and t.step is e.step
                   and ch.who_matches(t.player, e.active_player, s.controller))
    if isinstance(e, ev.Damage) and e.amount > 0:
        return _damage_times(sc, tl, board, s, e)
    if isinstance(e, (ev.Tapped, ev.Untapped)):
        want = T.BECOMES_TAPPED if isinstance(e, ev.Tapped) else T.BECOMES_UNTAPPED
        return int(t.event is want and _is(sc, tl, board, s, e.object))
    if isinstance(e, ev.Life):
        return int(t.event is T.GAIN_LIFE and e.amount > 0 and ch.who_matches(t.player, e.player, s.controller))
    if isinstance(e, ev.Draw):
        return int(t.event is T.DRAW and ch.who_matches(t.player, e.player, s.controller))
    if isinstance(e, ev.DamagePrevented):
        return _prevented_times(sc, tl, board, s, e)
    if isinstance(e, ev.Discard):  # one per card discarded, however many at once (CR 701.9a)
        return int(t.event is T.DISCARDS and ch.who_matches(t.player, e.player, s.controller)
                   and _is(sc, tl, board, s, e.object))
    if isinstance(e, ev.Counters) and e.amount > 0 and t.counter in (None, e.counter):
        if not _is(sc, tl, board, s, e.object):
            return 0
        return e.amount if t.event is T.COUNTER_PUT else int(t.event is T.COUNTERS_PUT)
    return _other_times(sc, tl, board, s, e)


def _other_times(sc: Scenario, tl: Timeline, board: TrackedBoard, s: Source, e: ev.Event) -> int:
    t = s.ability.trigger
    assert t is not None
    if isinstance(e, (ev.Cast, ev.PutOnStack)) and e.targets and t.event is T.BECOMES_TARGET:
        return _target_times(sc, tl, board, s, e)
    if isinstance(e, ev.AttackersDeclared) and t.event is T.ATTACKS:
        return sum(_is(sc, tl, board, s, a) for a, _ in e.attackers)
    if isinstance(e, ev.AttackersDeclared) and t.event is T.ATTACKS_ALONE:  # the only one declared (CR 506.5)
        return int(len(e.attackers) == 1 and _is(sc, tl, board, s, e.attackers[0][0]))
    if isinstance(e, ev.AttackersDeclared) and t.event in PLAYER_ATTACK_EVENTS:
        return _player_attack_times(sc, tl, board, s, e)
    if isinstance(e, ev.BlockersDeclared):
        return _block_times(sc, tl, board, s, e)
    if isinstance(e, ev.BecameBlocked):
        return _blocked_by_effect_times(sc, tl, board, s, e)
    if isinstance(e, ev.ControlChange):
        return int(t.event is T.LOSE_CONTROL and e.old_controller == s.controller
                   and _is(sc, tl, board, s, e.object))
    if isinstance(e, ev.Unattached):
        return int(t.event is T.BECOMES_UNATTACHED and _is(sc, tl, board, s, e.object))
    if isinstance(e, ev.PhasedOut):
        return int(t.event is T.PHASES_OUT and _is(sc, tl, board, s, e.object))
    if isinstance(e, ev.PlayerLost):
        return int(t.event is T.PLAYER_LOSES and ch.who_matches(t.player, e.player, s.controller))
    if isinstance(e, ev.Cast):
        return int(t.event is T.CAST and ch.who_matches(t.player, e.player, s.controller)
                   and _is(sc, tl, board, s, e.object))
    if isinstance(e, ev.Activated):
        return int(t.event is T.TAPPED_FOR_MANA and tapped_for_mana(sc, e)
                   and ch.who_matches(t.player, e.player, s.controller) and _is(sc, tl, board, s, e.source))
    if isinstance(e, ev.RemovedFromStack) and e.reason is ev.RemovalReason.COUNTERED:
        spell = board.get(e.object)
        return int(t.event is T.SPELL_COUNTERED and spell is not None and bool(spell.card)
                   and _is(sc, tl, board, s, e.object))
    return 0


PLAYER_ATTACK_EVENTS = frozenset({T.IS_ATTACKED, T.ATTACKS_WITH, T.PLAYER_ATTACKS, T.ATTACKS_PLAYER})
"""The player-level attack triggers (CR 508.3b-e): only a declaration of
attackers is an occurrence of them, never a creature put onto the battlefield
attacking (CR 508.4)."""


def _player_attack_times(sc: Scenario, tl: Timeline, board: TrackedBoard, s: Source,
                         e: ev.AttackersDeclared) -> int:
    """"With a creature": once per matching creature declared (CR 508.3c).
    "[A player] attacks": once per attacking player (CR 508.3d). "[A player]
    is attacked": once per attacked player (CR 508.3b). "[A player] attacks
    [a player]": once per pair of attacking and attacked player (CR 508.3e).
    The attacking player is whoever controlled the declared creature."""
    t = s.ability.trigger
    assert t is not None
    before, you = tl.before(e.seq), s.controller

    def attacking(creature: int) -> int:
        o = before.get(creature) or board.get(creature)
        return o.controller if o is not None else before.active

    if t.event is T.ATTACKS_WITH:
        return sum(ch.who_matches(t.player, attacking(a), you) and _is(sc, tl, board, s, a) for a, _ in e.attackers)
    pairs = {(attacking(a), d) for a, d in e.attackers}
    if t.event is T.PLAYER_ATTACKS:
        return sum(ch.who_matches(t.player, p, you) for p in {p for p, _ in pairs})
    if t.event is T.IS_ATTACKED:
        return sum(ch.who_matches(t.player, d, you) for d in {d for _, d in pairs})
    return sum(ch.who_matches(t.player, p, you) and ch.who_matches(t.defender, d, you) for p, d in pairs)


def _target_times(sc: Scenario, tl: Timeline, board: TrackedBoard, s: Source,
                  e: ev.Cast | ev.PutOnStack) -> int:
    """"Becomes the target of a spell or ability": a spell as it is cast, an
    ability as it is put on the stack (CR 601.2c, 602.2b, 603.3d), once per
    permanent it targets however many of its targets name it; its controller
    is the player the trigger names. Only permanents on the battlefield count."""
    t = s.ability.trigger
    assert t is not None
    who = e.player if isinstance(e, ev.Cast) else e.controller
    if not ch.who_matches(t.player, who, s.controller):
        return 0
    named = {x.object for x in e.targets if x.object is not None}
    return sum(1 for oid in named if (o := board.get(oid)) is not None and o.zone is Zone.BATTLEFIELD
               and not o.phased_out and _is(sc, tl, board, s, oid))


def tapped_for_mana(sc: Scenario, x: ev.Activated) -> bool:
    """Whether activation ``x`` tapped its source for mana: a mana ability
    (by the scenario's definition) with {T} in its cost (CR 605.1b)."""
    try:
        ability = resolve_ref(sc, x.ability)
    except ScenarioError:
        return False
    return ability.kind is AbilityKind.ACTIVATED and is_mana_ability(ability) and bool(ability.cost and ability.cost.tap)


def _zone_times(sc: Scenario, tl: Timeline, board: TrackedBoard, s: Source, e: ev.ZoneChange) -> int:
    t = s.ability.trigger
    assert t is not None
    moved = board.get(e.old_id)
    if moved is not None and moved.phased_out:
        return 0  # it did not exist: leaving the game with its owner triggers nothing (CR 603.6c, 702.26b)
    if e.from_zone is Zone.BATTLEFIELD and looks_back(t):
        hit = {T.LEAVES: True, T.DIES: e.to_zone is Zone.GRAVEYARD,
               T.RETURNED_TO_HAND: e.to_zone is Zone.HAND,
               T.PUT_INTO_GRAVEYARD: e.to_zone is Zone.GRAVEYARD, T.PUT_INTO_EXILE: e.to_zone is Zone.EXILE,
               T.SACRIFICES: _sacrificed_by(t, e, moved, s.controller)}.get(t.event, False)
        return int(hit and _is(sc, tl, board, s, e.old_id))
    if t.event is T.PUT_INTO_GRAVEYARD and e.to_zone is Zone.GRAVEYARD and t.from_zone in (None, e.from_zone):
        return int(_is(sc, tl, board, s, e.new_id))
    if t.event is T.PUT_INTO_EXILE and e.to_zone is Zone.EXILE and t.from_zone in (None, e.from_zone):
        return int(_is(sc, tl, board, s, e.new_id))
    if t.event is T.ENTERS and e.to_zone is Zone.BATTLEFIELD:
        return int(_entered_as(t, e.after, board, e.new_id) and _is(sc, tl, board, s, e.new_id))
    if e.blocking is not None and e.to_zone is Zone.BATTLEFIELD:
        return _entered_block_times(tl, board, s, e.seq, e.blocking, sc)
    return 0


def _sacrificed_by(t: Trigger, e: ev.ZoneChange, moved: Obj | None, you: int) -> bool:
    """A move the History says was a sacrifice, wherever it ended (a
    replacement may exile it instead: it was still sacrificed, CR 701.21a),
    by a player the trigger names. Only a permanent's controller sacrifices
    it, so the sacrificing player is its controller just before."""
    if e.how is not ev.ZoneChangeCause.SACRIFICE:
        return False
    sacrificer = e.before.controller if e.before is not None else moved.controller if moved is not None else None
    return sacrificer is not None and ch.who_matches(t.player, sacrificer, you)


def _entered_as(t: Trigger, after: ev.Snapshot | None, board: TrackedBoard, oid: int) -> bool:
    """"Enters tapped" / "enters untapped": the state it arrived in, which its
    arrival's snapshot records (CR 614.1c: entering tapped is part of the
    event), else the tracked board just after it."""
    if t.tapped is None:
        return True
    if after is not None:
        return after.tapped is t.tapped
    arrived = board.get(oid)
    return arrived is not None and arrived.tapped is t.tapped


def _entered_block_times(tl: Timeline, board: TrackedBoard, s: Source, seq: int, attacker: int,
                         sc: Scenario) -> int:
    """A creature put onto the battlefield blocking never "blocks", but the
    attacker becomes blocked by it, and becomes blocked if it was not yet
    (CR 509.4, 509.3c-d)."""
    t = s.ability.trigger
    assert t is not None
    if t.event is T.BECOMES_BLOCKED_BY_A_CREATURE:
        return int(_is(sc, tl, board, s, attacker))
    if t.event in (T.BECOMES_BLOCKED, T.BLOCKS_OR_BECOMES_BLOCKED) \
            and attacker not in tl.before(seq).blocked():
        return int(_is(sc, tl, board, s, attacker))
    return 0


def _damage_times(sc: Scenario, tl: Timeline, board: TrackedBoard, s: Source, e: ev.Damage) -> int:
    t = s.ability.trigger
    assert t is not None
    # Simultaneous damage is one event: one occurrence per permanent dealt
    # damage and per source dealing it, named by its first damage event (CR 603.2c, 120.3).
    again_to, again_by = tl.repeated_damage.get(e.seq, (False, False))
    if t.event is T.DEALT_DAMAGE:
        return int(e.target.object is not None and not again_to and _is(sc, tl, board, s, e.target.object))
    if t.event is T.DEALS_DAMAGE:
        return int(not again_by and _is(sc, tl, board, s, e.source))
    if t.event is T.DEALS_COMBAT_DAMAGE_TO_PLAYER:
        return int(e.combat and e.target.player is not None
                   and ch.who_matches(t.player, e.target.player, s.controller)
                   and _is(sc, tl, board, s, e.source))
    return 0


def _prevented_times(sc: Scenario, tl: Timeline, board: TrackedBoard, s: Source, e: ev.DamagePrevented) -> int:
    """"Damage that would be dealt to <recipient> is prevented": once per
    application of a prevention effect to a batch of simultaneous damage,
    named by its first ``damage_prevented``, if any recipient of it matches
    (CR 615.13). The recipient is a player when the trigger names no object."""
    t = s.ability.trigger
    assert t is not None
    whom = tl.preventions.get(e.seq)
    if t.event is not T.DAMAGE_PREVENTED or whom is None:
        return 0
    if t.subject == ObjectFilter():
        return int(any(r.player is not None and ch.who_matches(t.player, r.player, s.controller) for r in whom))
    return int(any(r.object is not None and _is(sc, tl, board, s, r.object) for r in whom))


def _blocked_by_effect_times(sc: Scenario, tl: Timeline, board: TrackedBoard, s: Source,
                             e: ev.BecameBlocked) -> int:
    """An effect made an attacker blocked, by no creature (CR 509.1h): "becomes
    blocked" and "blocks or becomes blocked" once, if it was not blocked yet;
    never "becomes blocked by a creature" (CR 509.3c-d)."""
    t = s.ability.trigger
    assert t is not None
    if t.event not in (T.BECOMES_BLOCKED, T.BLOCKS_OR_BECOMES_BLOCKED) or e.object in tl.before(e.seq).blocked():
        return 0
    return int(_is(sc, tl, board, s, e.object))


def _block_times(sc: Scenario, tl: Timeline, board: TrackedBoard, s: Source, e: ev.BlockersDeclared) -> int:
    t = s.ability.trigger
    assert t is not None
    pairs = set(e.blocks)
    earlier = tl.before(e.seq).blocked()  # blocked already: no second "becomes blocked"
    if t.event is T.BLOCKS:
        return sum(_is(sc, tl, board, s, b) for b in {b for b, _ in pairs})
    if t.event is T.BLOCKS_A_CREATURE:
        return sum(_is(sc, tl, board, s, b) for b, _ in pairs)
    if t.event is T.BECOMES_BLOCKED:
        return sum(_is(sc, tl, board, s, a) for a in {a for _, a in pairs} - earlier)
    if t.event is T.BECOMES_BLOCKED_BY_A_CREATURE:
        return sum(_is(sc, tl, board, s, a) for _, a in pairs)
    if t.event is T.BLOCKS_OR_BECOMES_BLOCKED:  # once each, however many pairs (CR 509.3a, 509.3c)
        return sum(_is(sc, tl, board, s, x) for x in {b for b, _ in pairs} | ({a for _, a in pairs} - earlier))
    return 0


def _unblocked_times(sc: Scenario, tl: Timeline, board: TrackedBoard, s: Source, e: ev.StepBegin) -> int:
    """"Attacks and isn't blocked" (CR 509.3g): attackers at the declare
    blockers step's beginning for which no blocker was declared during that
    step; a blocker that left later still counts as declared."""
    if e.step is not Step.DECLARE_BLOCKERS:
        return 0
    blocked = board.blocked()  # by creatures put onto the battlefield blocking, or by an effect
    seq = e.seq + 1
    while seq < len(tl.boards) and tl.after(seq).step is Step.DECLARE_BLOCKERS and tl.after(seq).turn == e.turn:
        blocked |= _declared_at(tl, seq)
        seq += 1
    return sum(_is(sc, tl, board, s, a) for a, _ in board.attackers if a not in blocked and board.get(a))


def _declared_at(tl: Timeline, seq: int) -> set[int]:
    """Attackers that blockers were declared for at ``seq``; a blocker that
    arrived at ``seq`` was put onto the battlefield blocking, not declared."""
    after, before = tl.after(seq), tl.before(seq)
    if len(after.blocks) <= len(before.blocks):
        return set()
    return {a for b, a in after.blocks[len(before.blocks):]
            if (o := after.get(b)) is None or o.since != seq}


def _is(sc: Scenario, tl: Timeline, board: TrackedBoard, s: Source, obj_id: int) -> bool:
    """Whether object ``obj_id`` (as it is on ``board``, else as last known)
    is a subject ``s``'s trigger condition accepts."""
    t = s.ability.trigger
    assert t is not None
    obj = board.get(obj_id) or tl.last_known(obj_id)
    if obj is None or not obj.card:
        return False
    c = ch.chars(sc, board, obj) if board.get(obj_id) else ch.printed(sc, obj)
    return ch.matches(t.subject, c, s.controller, s.obj.id, board, obj_id)
