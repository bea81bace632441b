"""A resolving spell or ability does what its text says (CR 608.2c).

The checker reads each resolution's instructions from the scenario (the
ability, its chosen modes, its kicker) and the targets it was put on the stack
with, and computes the life changes, draws, damage, tapping, untapping, counters
(divided ones too), zone changes of a target (destroy, exile, return),
power/toughness changes of a target and phasing out those instructions must
cause. It then looks for them among the events recorded between
``resolving`` and ``resolved``. Instructions whose outcome
depends on more than the board before the resolution (an object the same
resolution moved, "each creature" filters, "that many") are not judged.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from properties.catalogue.common import Analysis, ability_of, analyse, stack_abilities
from properties.characteristics import Chars, chars, indestructible, matches
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.targeting import is_legal, mode_instructions, specs_for
from properties.tracked_board import Obj, TrackedBoard
from reference_engine import events as ev
from reference_engine.abilities import Ability, Effect, EffectKind, ObjectRef, PlayerRef
from reference_engine.events import ChoiceKind
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.records import fast_init

_MOVERS: dict[EffectKind, tuple[Zone, ...]] = {
    EffectKind.DESTROY: (Zone.BATTLEFIELD,),
    EffectKind.EXILE: (Zone.BATTLEFIELD, Zone.GRAVEYARD),
    EffectKind.RETURN_TO_HAND: (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE),
    EffectKind.RETURN_TO_BATTLEFIELD: (Zone.GRAVEYARD, Zone.EXILE),
}
"""Instructions that move the object they name, and the zones they find it in."""

_LIBRARY_MOVERS = frozenset({EffectKind.MILL, EffectKind.PUT_ON_LIBRARY, EffectKind.DISCARD_HAND_DRAW_THAT_MANY,
                             EffectKind.OFFER})
"""Instructions that change how many cards a draw can find, or draw "that many"."""


@fast_init
@dataclass(frozen=True, slots=True)
class Announced:
    """A stack object as it was put on the stack."""

    ability: Ability
    controller: int
    source: int
    targets: tuple[TargetRef, ...]
    modes: tuple[int, ...]
    kicked: bool
    division: tuple[int, ...] = ()


@dataclass
class Due:
    """What one resolution's judged instructions must cause."""

    life: Counter[tuple[int, int]] = field(default_factory=Counter)
    draws: Counter[int] = field(default_factory=Counter)
    damage: Counter[TargetRef] = field(default_factory=Counter)
    tap: set[int] = field(default_factory=set)
    untap: set[int] = field(default_factory=set)
    counters: Counter[tuple[int, str]] = field(default_factory=Counter)
    moves: set[int] = field(default_factory=set)
    """Targets that must leave their zone (destroyed, exiled, returned)."""
    dying: set[int] = field(default_factory=set)
    """The targets among ``moves`` a destroy instruction moves: the only moves
    an "exile it instead" or a regeneration may stand in for (CR 700.4)."""
    pt: Counter[tuple[int, int, int]] = field(default_factory=Counter)
    """(target, power, toughness) changes until end of turn."""
    control: set[tuple[int, int]] = field(default_factory=set)
    """(permanent, player) control changes to that player."""
    phase_out: set[int] = field(default_factory=set)
    """Permanents that must phase out (CR 702.26a)."""
    draws_judged: bool = True
    damage_exact: bool = True
    player_damage: bool = False
    """Whether some damage instruction may name a player (its source's
    players, a target, a division); if none may, no player is dealt damage."""
    object_damage: bool = False
    """Whether some damage instruction names only permanents ("each creature", "it")."""

    def empty(self) -> bool:
        return not (self.life or self.draws or self.damage or self.tap or self.untap or self.counters
                    or self.moves or self.pt or self.control or self.phase_out)


def announced(a: Analysis) -> dict[int, Announced]:
    """Every stack object with the ability it stands for, as announced."""
    made = stack_abilities(a, spells=True)
    found: dict[int, Announced] = {}
    for p in a.history.of_kind(ev.PutOnStack):
        on = made.get(p.object)
        ability = ability_of(a.scenario, on.ref) if on else None
        if on is not None and ability is not None:
            found[p.object] = Announced(ability, p.controller, on.source, p.targets, p.modes, False)
    for c in a.history.of_kind(ev.Cast):
        on = made.get(c.object)
        ability = ability_of(a.scenario, on.ref) if on else None
        if on is not None and ability is not None and c.seq not in a.undone:
            found[c.object] = Announced(ability, c.player, c.object, c.targets, c.modes, c.kicked,
                                        c.division)
    return found


def instructions(info: Announced) -> tuple[Effect, ...]:
    """The instructions that resolve: the chosen modes' or the ability's, then the kicker's."""
    ab = info.ability
    chosen = mode_instructions(ab, info.modes) if ab.modes else ab.effects
    return chosen + (ab.kicked_effects if info.kicked else ())


def _players(eff: Effect, info: Announced, board: TrackedBoard, legal: list[bool],
             its_controller: bool = False) -> list[int] | None:
    """The players an instruction names, or None when it is not judged here
    ("its controller" only when ``its_controller`` says the board tells it)."""
    alive = [p for p in range(len(board.life)) if p not in board.lost]
    if eff.player is PlayerRef.YOU:
        return [info.controller] if info.controller in alive else []
    if eff.player is PlayerRef.EACH_OPPONENT:
        return [p for p in alive if p != info.controller]
    if eff.player is PlayerRef.EACH_PLAYER:
        return alive
    if eff.player is PlayerRef.TARGET:
        t = info.targets[eff.target] if eff.target < len(info.targets) else None
        ok = t is not None and legal[eff.target] and t.player is not None
        return [t.player] if ok and t is not None and t.player is not None else []
    if its_controller:
        # "Its controller": the target's controller, known from the board as
        # the resolution began even if an earlier instruction moved it (CR 608.2h).
        t = info.targets[eff.target] if eff.target < len(info.targets) else None
        obj = board.get(t.object) if t is not None and t.object is not None and legal[eff.target] else None
        return [obj.controller] if obj is not None and obj.controller in alive else []
    return None


def _object(eff: Effect, info: Announced, board: TrackedBoard, legal: list[bool]) -> int | None:
    """The permanent a single-object instruction names, if judged here."""
    if eff.object is ObjectRef.SELF:
        src = board.get(info.source)
        return info.source if src is not None and src.zone is Zone.BATTLEFIELD and not src.phased_out else None
    if eff.object is ObjectRef.TARGET and eff.target < len(info.targets) and legal[eff.target]:
        return info.targets[eff.target].object
    return None


def _its_controller_judged(eff: Effect, effects: tuple[Effect, ...]) -> bool:
    """A life or draw instruction for a target's controller, in a resolution
    that changes no control (so the controller as it began is the one)."""
    return (eff.player is PlayerRef.IT_CONTROLLER and eff.object is ObjectRef.TARGET
            and eff.kind in (EffectKind.GAIN_LIFE, EffectKind.LOSE_LIFE, EffectKind.DRAW)
            and not any(e.kind is EffectKind.GAIN_CONTROL for e in effects))


def due(a: Analysis, info: Announced, board: TrackedBoard) -> Due:
    """The outcome the judged instructions of one resolution must have."""
    legal = target_legality(a, info, board)
    out = Due()
    effects = instructions(info)
    out.draws_judged = not any(e.kind in _LIBRARY_MOVERS for e in effects)
    # Phasing out a target makes it treated as though it did not exist (CR 702.26b):
    # what later instructions do to it is not judged here.
    targeted_judged = not any(e.kind is EffectKind.PHASE_OUT for e in effects)
    at_start = list(legal)
    for i, eff in enumerate(effects):
        if _its_controller_judged(eff, effects):
            _add(out, eff, info, board, at_start, its_controller=True)
        else:
            _add(out, eff, info, board, legal)
        if i == 0:  # nothing earlier in the resolution changed the board it reads
            _add_damage_to_each(a, out, eff, info, board)
            _add_phase_out_all(a, out, eff, info, board)
        if targeted_judged:
            _add_targeted(a, out, eff, info, board, legal)
        if eff.kind in _MOVERS and eff.object is ObjectRef.TARGET and eff.target < len(info.targets):
            # An object an earlier instruction moved is a new object: later
            # instructions naming it (another chosen mode's) find it gone (CR 400.7).
            moved = info.targets[eff.target]
            legal = [ok and t != moved for t, ok in zip(info.targets, legal)]
    return out


def target_legality(a: Analysis, info: Announced, board: TrackedBoard) -> list[bool]:
    """Whether each announced target is still legal as the resolution begins."""
    specs = specs_for(info.ability, info.modes, info.kicked)
    legal = [is_legal(a.scenario, board, s, t, info.controller, info.source) for s, t in zip(specs, info.targets)]
    return legal + [False] * (len(info.targets) - len(legal))


def removals_owed(a: Analysis, info: Announced, board: TrackedBoard) -> tuple[str, dict[int, int]]:
    """(kind, permanent -> count) a resolution's one "remove N counters"
    instruction must remove, from a target, from its source or from each
    permanent it names: N from each, or every one there is if fewer (CR 608.2c).
    Judged only when it is the resolution's one instruction that changes
    counters and nothing moves a permanent first; otherwise ("", {})."""
    effects = instructions(info)
    changing = [e for e in effects if e.kind in (EffectKind.PUT_COUNTERS, EffectKind.REMOVE_COUNTERS)]
    if len(changing) != 1 or changing[0].kind is not EffectKind.REMOVE_COUNTERS or any(e.kind in _MOVERS for e in effects):
        return "", {}
    eff = changing[0]
    if eff.amount <= 0:
        return "", {}
    if eff.object is ObjectRef.ALL and eff.filter is not None:
        named = [o for o, _ in swept(a, eff, info, board)]
    else:
        oid = _object(eff, info, board, target_legality(a, info, board))
        obj = board.get(oid) if oid is not None else None
        named = [obj] if obj is not None and obj.zone is Zone.BATTLEFIELD and not obj.phased_out else []
    return eff.counter, {o.id: min(eff.amount, o.count(eff.counter)) for o in named}


def _add_targeted(a: Analysis, out: Due, eff: Effect, info: Announced, board: TrackedBoard,
                  legal: list[bool]) -> None:
    """Divided counters, and a target destroyed, exiled, returned or given +N/+M."""
    k = eff.kind
    if k is EffectKind.PUT_COUNTERS and eff.divided:
        # Each legal target gets the share announced for it (CR 601.2d, 608.2c).
        for t, n, ok in zip(info.targets, info.division, legal):
            obj = board.get(t.object) if ok and t.object is not None else None
            if obj is not None and obj.zone is Zone.BATTLEFIELD and not obj.phased_out and n > 0:
                out.counters[(obj.id, eff.counter)] += n
        return
    if eff.object is not ObjectRef.TARGET or k not in _MOVERS and k is not EffectKind.MODIFY_PT:
        return
    oid = _object(eff, info, board, legal)
    obj = board.get(oid) if oid is not None else None
    if obj is None or obj.phased_out:
        return
    if k is EffectKind.MODIFY_PT:
        if obj.zone is Zone.BATTLEFIELD and chars(a.scenario, board, obj).toughness is not None:
            out.pt[(obj.id, eff.power, eff.toughness)] += 1
    elif obj.zone in _MOVERS[k] and not (k is EffectKind.DESTROY and indestructible(a.scenario, board, obj)):
        out.moves.add(obj.id)
        if k is EffectKind.DESTROY:
            out.dying.add(obj.id)


def _add(out: Due, eff: Effect, info: Announced, board: TrackedBoard, legal: list[bool],
         its_controller: bool = False) -> None:
    k = eff.kind
    if k in (EffectKind.GAIN_LIFE, EffectKind.LOSE_LIFE) and eff.amount > 0:
        sign = 1 if k is EffectKind.GAIN_LIFE else -1
        for p in _players(eff, info, board, legal, its_controller) or ():
            out.life[(p, sign * eff.amount)] += 1
    elif k is EffectKind.DRAW and eff.amount > 0:
        for p in _players(eff, info, board, legal, its_controller) or ():
            out.draws[p] += eff.amount
    elif k is EffectKind.DEAL_DAMAGE:
        _add_damage(out, eff, info, board, legal)
    elif k in (EffectKind.TAP, EffectKind.UNTAP, EffectKind.PUT_COUNTERS) and not eff.divided:
        oid = _object(eff, info, board, legal)
        obj = board.get(oid) if oid is not None else None
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            return
        if k is EffectKind.TAP and not obj.tapped:
            out.tap.add(obj.id)
        elif k is EffectKind.UNTAP and obj.tapped:
            out.untap.add(obj.id)
        elif k is EffectKind.PUT_COUNTERS and eff.amount > 0:
            out.counters[(obj.id, eff.counter)] += eff.amount
    elif k is EffectKind.PHASE_OUT and eff.object is not ObjectRef.ALL:
        oid = _object(eff, info, board, legal)
        obj = board.get(oid) if oid is not None else None
        if obj is not None and obj.zone is Zone.BATTLEFIELD and not obj.phased_out:
            out.phase_out.add(obj.id)
    elif k is EffectKind.GAIN_CONTROL and eff.object is not ObjectRef.ALL:
        oid = _object(eff, info, board, legal)
        obj = board.get(oid) if oid is not None else None
        if obj is not None and obj.zone is Zone.BATTLEFIELD and not obj.phased_out and obj.controller != info.controller:
            out.control.add((obj.id, info.controller))  # its controller gains control of it


def _add_damage_to_each(a: Analysis, out: Due, eff: Effect, info: Announced, board: TrackedBoard) -> None:
    """ "N damage to each creature": N to every creature or planeswalker the
    filter matches as the instruction happens (CR 120.3), phased-out ones
    apart; not judged when it matches another kind of permanent."""
    if eff.kind is not EffectKind.DEAL_DAMAGE or eff.object is not ObjectRef.ALL or eff.filter is None \
            or eff.amount <= 0 or eff.divided:
        return
    hit = swept(a, eff, info, board)
    if any(CardType.CREATURE not in c.types and CardType.PLANESWALKER not in c.types for _, c in hit):
        return
    for o, _ in hit:
        out.damage[TargetRef(object=o.id)] += eff.amount


def _add_phase_out_all(a: Analysis, out: Due, eff: Effect, info: Announced, board: TrackedBoard) -> None:
    """ "All creatures phase out": every permanent the filter matches as the
    instruction happens, but those already phased out (CR 702.26a)."""
    if eff.kind is EffectKind.PHASE_OUT and eff.object is ObjectRef.ALL and eff.filter is not None:
        out.phase_out.update(o.id for o, _ in swept(a, eff, info, board))


def swept(a: Analysis, eff: Effect, info: Announced, board: TrackedBoard) -> list[tuple[Obj, Chars]]:
    """The permanents an "each"/"all" instruction's filter matches on ``board``,
    with their characteristics; phased-out ones do not exist (CR 702.26b)."""
    assert eff.filter is not None
    found = [(o, chars(a.scenario, board, o)) for o in board.in_zone(Zone.BATTLEFIELD) if not o.phased_out]
    return [(o, c) for o, c in found if matches(eff.filter, c, info.controller, info.source, board, o.id)]


def _add_damage(out: Due, eff: Effect, info: Announced, board: TrackedBoard, legal: list[bool]) -> None:
    if eff.divided or eff.object in (ObjectRef.SELF, ObjectRef.TARGET):
        out.player_damage = True
    else:
        out.object_damage = True
    if eff.amount <= 0 or eff.divided or eff.object not in (ObjectRef.SELF, ObjectRef.TARGET):
        out.damage_exact = False
        return
    if eff.object is ObjectRef.SELF:
        for p in _players(eff, info, board, legal) or ():
            out.damage[TargetRef(player=p)] += eff.amount
        return
    if eff.target < len(info.targets) and legal[eff.target]:
        t = info.targets[eff.target]
        if t.player is not None and t.player in board.lost:
            return
        out.damage[t] += eff.amount


@dataclass
class Seen:
    """What one resolution did, from its events."""

    life: Counter[tuple[int, int]] = field(default_factory=Counter)
    draws: Counter[int] = field(default_factory=Counter)
    damage: Counter[TargetRef] = field(default_factory=Counter)
    tapped: set[int] = field(default_factory=set)
    untapped: set[int] = field(default_factory=set)
    counters: Counter[tuple[int, str]] = field(default_factory=Counter)
    moved: set[int] = field(default_factory=set)
    deaths_replaced: set[int] = field(default_factory=set)
    """Objects whose move to a graveyard from the battlefield was replaced."""
    pt: Counter[tuple[int, int, int]] = field(default_factory=Counter)
    control: set[tuple[int, int]] = field(default_factory=set)
    """(permanent, new controller) of each control change."""
    phased_out: set[int] = field(default_factory=set)
    """Permanents that phased out."""


def seen(window: Sequence[ev.Event]) -> Seen:
    out = Seen()
    for e in window:
        if isinstance(e, ev.Life):
            out.life[(e.player, e.amount)] += 1
        elif isinstance(e, ev.Draw):
            out.draws[e.player] += 1
        elif isinstance(e, (ev.Damage, ev.DamagePrevented)):
            out.damage[e.target] += e.amount
        elif isinstance(e, ev.Tapped):
            out.tapped.add(e.object)
        elif isinstance(e, ev.Untapped):
            out.untapped.add(e.object)
        elif isinstance(e, ev.Counters) and e.amount > 0:
            out.counters[(e.object, e.counter)] += e.amount
        elif isinstance(e, ev.ZoneChange):
            out.moved.add(e.old_id)
        elif isinstance(e, ev.Replaced) and e.original.startswith("damage ") and e.target is not None:
            out.damage[e.target] -= e.amount or 0  # a doubling of N added N the instruction never said (CR 614.1a)
        elif isinstance(e, ev.Replaced) and e.object is not None and e.original.startswith("zone_change "):
            out.moved.add(e.object)  # the move was replaced (a regeneration, CR 614.8): the instruction was followed
            if e.original.endswith(" battlefield->graveyard"):
                out.deaths_replaced.add(e.object)
        elif isinstance(e, ev.PtModified):
            out.pt[(e.object, e.power, e.toughness)] += 1
        elif isinstance(e, ev.ControlChange):
            out.control.add((e.object, e.new_controller))
        elif isinstance(e, ev.PhasedOut):
            out.phased_out.add(e.object)
    return out


def declined(window: Sequence[ev.Event], obj: int) -> bool:
    """A "may" declined or an "unless" paid: the instructions are not followed (CR 603.5)."""
    return any(isinstance(e, ev.Choice) and e.object == obj and
               ((e.choice is ChoiceKind.MAY and not e.value) or (e.choice is ChoiceKind.UNLESS and e.value))
               for e in window)


def _library(board: TrackedBoard, player: int) -> int:
    return sum(1 for o in board.in_zone(Zone.LIBRARY) if o.owner == player)


def shortfall(owed: Due, did: Seen, board: TrackedBoard) -> tuple[str, dict[str, object]] | None:
    """The first instruction not followed: a message key and its parameters."""
    for (p, n), times in sorted(owed.life.items()):
        if did.life[(p, n)] < times:
            return ("instructions.life", {"player": p, "amount": n, "got": _life_seen(did, p)})
    if owed.draws_judged:
        for p, n in sorted(owed.draws.items()):
            want = min(n, _library(board, p))
            if did.draws[p] != want:
                return ("instructions.draws", {"player": p, "amount": want, "got": did.draws[p]})
    for t, n in owed.damage.items():
        got = did.damage[t]
        if got < n or (owed.damage_exact and got != n):
            return ("instructions.damage", {"target": _who(t), "amount": n, "got": got})
    for oid in sorted(owed.tap - did.moved):
        if oid not in did.tapped:
            return ("instructions.tap", {"target": oid})
    for oid in sorted(owed.untap - did.moved):
        if oid not in did.untapped:
            return ("instructions.untap", {"target": oid})
    stayed = not_phased_out(owed, did)
    if stayed is not None:
        return ("instructions.phase-out", {"target": stayed})
    for (oid, kind), n in sorted(owed.counters.items()):
        if oid not in did.moved and did.counters[(oid, kind)] != n:
            return ("instructions.counters", {"target": oid, "amount": n, "counter": kind,
                                             "got": did.counters[(oid, kind)]})
    for oid in sorted(owed.moves - did.moved):
        return ("instructions.moved", {"target": oid})
    undying = not_a_death(owed, did)
    if undying is not None:
        return ("instructions.not-a-death", {"target": undying})
    for oid, player in sorted(owed.control - did.control):
        if oid not in did.moved:
            return ("instructions.control", {"target": oid, "player": player})
    for (oid, power, toughness), times in sorted(owed.pt.items()):
        if oid not in did.moved and did.pt[(oid, power, toughness)] < times:
            return ("instructions.pt", {"target": oid, "power": power, "toughness": toughness,
                                       "got": did.pt[(oid, power, toughness)]})
    return None


def not_phased_out(owed: Due, did: Seen) -> int | None:
    """A permanent the resolution had to phase out that did not (and did not move)."""
    return min(owed.phase_out - did.moved - did.phased_out, default=None)


def not_a_death(owed: Due, did: Seen) -> int | None:
    """A target the resolution exiles or returns (no instruction destroys it)
    whose death the History says was replaced: it was not going to die, so no
    "exile it instead" or regeneration could stand in for its move
    (CR 614.6, 700.4)."""
    return min((owed.moves - owed.dying) & did.deaths_replaced, default=None)


def _life_seen(did: Seen, player: int) -> str:
    changes = [f"{n:+d}" for (p, n), times in sorted(did.life.items()) if p == player for _ in range(times)]
    return ", ".join(changes) if changes else "-"


def _who(t: TargetRef) -> str:
    return f"P{t.player}" if t.player is not None else f"#{t.object}"


def resolutions(a: Analysis, info: dict[int, Announced]) -> Iterator[tuple[ev.Event, ev.Resolved, Sequence[ev.Event]]]:
    """Each completed resolution of an announced object: its ``resolving``,
    its ``resolved`` and the events between them."""
    starts: dict[int, int] = {}
    events = a.history.events
    for i, e in enumerate(events):
        if isinstance(e, ev.Resolving) and e.seq not in a.undone:
            starts[e.object] = i
        if isinstance(e, ev.Resolved) and e.object in starts and e.object in info:
            first = starts.pop(e.object)
            yield events[first], e, events[first + 1: i]


@dataclass(frozen=True)
class Followed:
    """One resolution whose instructions were not declined: what they owed,
    what its events did, and the board as it began."""

    begin: ev.Event
    resolved: ev.Resolved
    owed: Due
    did: Seen
    board: TrackedBoard
    window: Sequence[ev.Event]


def followed(a: Analysis, info: dict[int, Announced]) -> Iterator[Followed]:
    """Each completed resolution no declined "may" or paid "unless" stopped
    (CR 603.5), with what it owed and what it did."""
    for begin, e, window in resolutions(a, info):
        if declined(window, e.object):
            continue
        board = a.timeline.before(begin.seq)
        yield Followed(begin, e, due(a, info[e.object], board), seen(window), board, window)


@prop(id="resolving-instructions-are-followed", rules=("608.2c",),
      title="A resolving spell or ability does what its instructions say",
      title_fr="Un sort ou une capacité qui se résout fait ce que disent ses instructions",
      features=("resolution",),
      families=("divided", "counters_life_draw", "activation_targets", "partial_targets", "damage_dealt", "casting",
                "shrinks", "control", "crossover"),
      needs_events=("resolving", "resolved"))
def resolving_instructions_are_followed(case: Case) -> Verdict:
    """As a spell or ability resolves, its controller follows its instructions
    in order: each player it names gains or loses the life it says ("its
    controller" being the target's, even once an earlier instruction moved
    it: CR 608.2h), draws the
    cards it says (as many as the library holds; one told to draw more loses
    at the next check of state-based actions), each legal target and each
    player it names is dealt the damage it says (or has it prevented), a
    permanent it taps, untaps or puts counters on gets that (each target of
    divided counters its announced share), a target it destroys (unless
    indestructible), exiles or returns leaves its zone, and a target creature
    it gives +N/+M gets that change (and nothing off the battlefield gets
    one), a target it takes comes under its
    controller's control, and what it phases out phases out (CR 702.26a); damage it deals only to permanents ("each
    creature", "it") reaches no player. An illegal target
    is not affected (CR 608.2b), and a declined "may" or a paid "unless" means
    nothing is done (CR 603.5)."""
    a = analyse(case)
    info = announced(a)
    seen_any = False
    for r in followed(a, info):
        e, said = r.resolved, info[r.resolved.object]
        stray = _stray_player_damage(r.owed, r.did)
        if stray is not None:
            return failed(*says("instructions.player-damage", obj=e.object, player=stray), (r.begin.seq, e.seq))
        away = _pumped_away(a, r.window)
        if away is not None:
            return failed(*says("instructions.pt-away", obj=e.object, target=away.object), (r.begin.seq, away.seq))
        if r.owed.empty():
            continue
        seen_any = True
        miss = shortfall(r.owed, r.did, r.board) or _drew_from_empty(a, r.owed, r.board, e.seq) \
            or illegal_touched(r.owed, r.did, said, target_legality(a, said, r.board))
        if miss is not None:
            return failed(*says(miss[0], obj=e.object, **miss[1]), (r.begin.seq, e.seq))
    return passed(seen_any)


def _pumped_away(a: Analysis, window: Sequence[ev.Event]) -> ev.PtModified | None:
    """A "+N/+M" given to an object that is not on the battlefield, such as
    one an earlier part of the same resolution moved away (CR 400.7, 611.2c)."""
    for e in window:
        if isinstance(e, ev.PtModified):
            obj = a.timeline.before(e.seq).get(e.object)
            if obj is None or obj.zone is not Zone.BATTLEFIELD:
                return e
    return None


def _stray_player_damage(owed: Due, did: Seen) -> int | None:
    """A player dealt damage by a resolution whose damage instructions name
    only permanents ("each creature", "it", "enchanted creature"): the player."""
    if not owed.object_damage or owed.player_damage:
        return None
    return next((t.player for t, n in sorted(did.damage.items(), key=lambda kv: str(kv[0]))
                 if t.player is not None and n > 0), None)


def illegal_touched(owed: Due, did: Seen, info: Announced, legal: list[bool]) -> tuple[str, dict[str, object]] | None:
    """A target illegal as the resolution began that it tapped, untapped, put
    counters on, moved or changed the power of all the same (CR 608.2b),
    unless another instruction it follows names that object, or it is also a
    legal target. A token copy of it is not judged: copying reads its
    copiable values, and an effect may still determine information about an
    illegal target (CR 608.2b), so an engine may make the copy or not."""
    named = owed.tap | owed.untap | owed.moves | {o for o, _ in owed.counters} | {o for o, _, _ in owed.pt} \
        | {o for o, _ in owed.control} \
        | {t.object for t, ok in zip(info.targets, legal) if ok}
    acted = did.tapped | did.untapped | did.moved | {o for o, _ in did.control} \
        | {o for (o, _), n in did.counters.items() if n} \
        | {o for (o, _, _), n in did.pt.items() if n}
    for t, ok in zip(info.targets, legal):
        if not ok and t.object is not None and t.object not in named and t.object in acted:
            return ("instructions.illegal-touched", {"target": t.object})
    return _illegal_player_touched(owed, did, info, legal)


def _illegal_player_touched(owed: Due, did: Seen, info: Announced,
                            legal: list[bool]) -> tuple[str, dict[str, object]] | None:
    """A target player illegal as the resolution began (one who has left the
    game, CR 800.4a) who gained or lost life, drew or was dealt damage all the
    same (CR 608.2b), unless another instruction names that player."""
    named = {p for p, _ in owed.life} | set(owed.draws) \
        | {t.player for t in owed.damage if t.player is not None}
    for t, ok in zip(info.targets, legal):
        p = t.player
        if ok or p is None or p in named:
            continue
        if any(q == p and n for (q, _), n in did.life.items()) or did.draws[p] \
                or did.damage[TargetRef(player=p)] > 0:
            return ("instructions.illegal-player", {"player": p})
    return None


def _drew_from_empty(a: Analysis, owed: Due, board: TrackedBoard,
                     resolved: int) -> tuple[str, dict[str, object]] | None:
    """A player told to draw more cards than their library holds tried to
    draw from an empty library, and loses at the next check of state-based
    actions (CR 704.5b): a loss of theirs is recorded after the resolution."""
    if not owed.draws_judged:
        return None
    short = [(p, n, library) for p, n in sorted(owed.draws.items()) if n > (library := _library(board, p))]
    if not short:
        return None
    lost = {e.player for e in a.history.of_kind(ev.PlayerLost) if e.seq > resolved}
    for p, n, library in short:
        if p not in lost:
            return ("instructions.empty-draw", {"player": p, "amount": n, "library": library})
    return None
