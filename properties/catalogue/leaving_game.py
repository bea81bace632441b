"""A player leaving a multiplayer game (CR 800.4a) and the leaves-the-battlefield
abilities that departure triggers (CR 603.6c, 603.10a).

A departure is the batch in which one or more players lost while two or more
players remain. What it had to do is read on the tracked board just before
that batch; what it did, on the board just before the next priority (no
player can act in between), or at the end of the History.
"""
from __future__ import annotations

from dataclasses import dataclass

from properties.tracked_board import TrackedBoard, Obj
from properties.catalogue.common import Analysis, analyse, trigger_counts
from properties.matching import looks_back
from properties.messages import Message, msg, says
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine import events as ev
from reference_engine.abilities import Ability
from reference_engine.ids import Zone

_PUBLIC = (Zone.BATTLEFIELD, Zone.STACK)


@dataclass(frozen=True)
class Departure:
    players: frozenset[int]
    losses: tuple[int, ...]
    """Seqs of the ``player_lost`` events."""
    before: TrackedBoard
    """The game just before the batch of the losses."""
    after: TrackedBoard
    """The game once the departure is over: just before the next priority."""
    window: tuple[int, int]
    """First and last seq of the departure."""


def departures(a: Analysis) -> list[Departure]:
    """Each batch of losses in a game that goes on, with its window."""
    losses = [e for e in a.history.of_kind(ev.PlayerLost) if e.seq not in a.undone]
    groups: dict[int, list[ev.PlayerLost]] = {}
    for e in losses:
        groups.setdefault(e.batch if e.batch is not None else -e.seq, []).append(e)
    # A departure ends before the next priority, or the next loss of another batch.
    stops = [e.seq for e in a.history.of_kind(ev.Priority)] + [len(a.history.events) + 1]
    out = []
    for group in groups.values():
        start = a.timeline.batches[group[0].batch][0] if group[0].batch is not None else group[0].seq
        later = [e.seq for e in losses if e not in group]
        end = min(s for s in stops + later if s > group[-1].seq) - 1
        after = a.timeline.after(end)
        if len(after.life) - len(after.lost) >= 2:
            out.append(Departure(frozenset(e.player for e in group), tuple(e.seq for e in group),
                                 a.timeline.before(start), after, (start, end)))
    return out


@prop(id="leaving-player-takes-what-they-own", rules=("800.4a",),
      title="A player who leaves the game takes what they own; what they took goes back",
      title_fr="Un joueur qui quitte la partie emporte ce qu'il possède ; ce qu'il avait pris revient",
      features=("leaving", "multiplayer", "control"), families=("leavers", "losers", "players"),
      needs_events=("player_lost", "zone_change", "control_change", "removed_from_stack"))
def leaving_player_takes_what_they_own(case: Case) -> Verdict:
    """When a player leaves a game that goes on, every object they own leaves
    the game from every zone, the stack included; a permanent they controlled
    through a control-changing effect goes back to the player the remaining
    effects give it (it is neither exiled nor removed from the game); their
    abilities on the stack cease to exist; and whatever they still control,
    such as a permanent that came under their control as it arrived, is
    exiled. All before any player gets priority again. Their spells leave the
    stack with their cards: no later priority shows them on the stack, and
    they never resolve."""
    a = analyse(case)
    exercised = False
    for d in departures(a):
        exercised |= any(o.zone in _PUBLIC and (o.owner in d.players or o.controller in d.players)
                         for o in d.before.objects.values())
        problem = _owned(d) or _taken(a, d) or _kept(d) or _spells_gone(a, d)
        if problem:
            return failed(problem[0], problem[1], d.losses + problem[2])
    return passed(exercised)


Problem = tuple[Message, Message, tuple[int, ...]] | None


def _now(board: TrackedBoard, obj: Obj) -> Obj | None:
    """The object the same card is now, in the game or outside it."""
    if not obj.card:
        return board.get(obj.id)
    return next((o for o in board.objects.values() if o.root == obj.root and o.card), None)


def _owned(d: Departure) -> Problem:
    for obj in d.before.objects.values():
        if not obj.card or obj.owner not in d.players or not obj.zone.in_game:
            continue
        now = _now(d.after, obj)
        if now is not None and now.zone.in_game:
            return (*says("leaving.owned", obj=obj.id, owner=obj.owner, zone=now.zone.value, now=now.id), ())
    return None


def _taken(a: Analysis, d: Departure) -> Problem:
    """Permanents given to a leaver by control-changing effects go back."""
    for obj in d.before.in_zone(Zone.BATTLEFIELD):
        if obj.owner in d.players or not any(g in d.players for g, _ in obj.control):
            continue
        back = _controller_after(obj, d.players)
        if back in d.players:
            continue  # still a leaver's: ``_kept`` wants it exiled
        moved = next((e for e in a.history.of_kind(ev.ZoneChange)
                      if e.old_id == obj.id and d.window[0] <= e.seq <= d.window[1]), None)
        if moved is not None and moved.to_zone is Zone.GRAVEYARD:
            continue  # it died with the loss, as a state-based action
        now = d.after.get(obj.id)
        if moved is not None or now is None or now.controller != back:
            seen = (msg("leaving.went-to", zone=moved.to_zone.value) if moved is not None
                    else msg("leaving.controls-it", player=now.controller) if now is not None
                    else msg("leaving.gone"))
            return (msg("leaving.taken", obj=obj.id, back=back, giver=obj.controller), seen,
                    (moved.seq,) if moved is not None else ())
    return None


def _spells_gone(a: Analysis, d: Departure) -> Problem:
    """A leaver's spell (one they own or control) is no stack object any more."""
    gone = {o.id for o in d.before.in_zone(Zone.STACK)
            if o.card and (o.owner in d.players or o.controller in d.players)}
    for e in a.history.events:
        if e.seq <= d.window[1] or e.seq in a.undone:
            continue
        left = (set(e.stack) if isinstance(e, ev.Priority) else {e.object} if isinstance(e, ev.Resolving)
                else set()) & gone
        if left:
            spell = min(left)
            return (msg("leaving.spell-gone", obj=spell),
                    msg("leaving.spell-stays", seq=e.seq, kind=e.kind), (e.seq,))
    return None


def _controller_after(obj: Obj, players: frozenset[int]) -> int:
    remaining = [c for c in obj.control if c[0] not in players]
    if remaining:
        return remaining[-1][0]
    return obj.control[0][1] if obj.control else obj.controller


def _kept(d: Departure) -> Problem:
    """Nothing stays under a leaver's control; what would is exiled."""
    for obj in d.after.objects.values():
        if obj.zone in _PUBLIC and obj.controller in d.players:
            return (*says("leaving.kept" if obj.card else "leaving.kept-ability", obj=obj.id, zone=obj.zone.value,
                          player=obj.controller), ())
    for obj in d.before.in_zone(Zone.BATTLEFIELD):
        if obj.owner in d.players or obj.controller not in d.players:
            continue
        if _controller_after(obj, d.players) in d.players:
            now = _now(d.after, obj)
            if now is None or now.zone not in (Zone.EXILE, Zone.GRAVEYARD):  # it may die with the loss
                where = (msg("leaving.is-out") if now is None or not now.zone.in_game
                         else msg("leaving.is-in", zone=now.zone.value, player=now.controller))
                return (msg("leaving.exiled", obj=obj.id, player=obj.controller), where, ())
    return None


@prop(id="leaving-the-game-triggers-leaves-abilities", rules=("603.6c", "603.10a"),
      title="Permanents leaving the game with their owner trigger leaves-the-battlefield abilities",
      title_fr="Les permanents qui quittent la partie avec leur propriétaire déclenchent les capacités de départ",
      features=("leaving", "look-back", "multiplayer"), families=("leavers",),
      needs_events=("player_lost", "zone_change", "triggered"))
def leaving_the_game_triggers_leaves_abilities(case: Case) -> Verdict:
    """A phased-in permanent that leaves the game because its owner left
    leaves the battlefield: the remaining players' leaves-the-battlefield
    abilities trigger once for each, and for each permanent exiled because the
    leaver still controlled it, looking back at the game before the departure."""
    a = analyse(case)
    found = departures(a)

    def leaving(ability: Ability, source: int, occ: ev.Event, _a: Analysis) -> bool:
        if ability.trigger is None or not looks_back(ability.trigger) or not isinstance(occ, ev.ZoneChange):
            return False
        d = next((d for d in found if d.window[0] <= occ.seq <= d.window[1]), None)
        moved = d.before.get(occ.old_id) if d is not None else None
        if d is None or moved is None or moved.zone is not Zone.BATTLEFIELD:
            return False
        watcher = d.before.get(source) or a.timeline.last_known(source)
        return (moved.owner in d.players or moved.controller in d.players) and (
            watcher is not None and watcher.controller not in d.players)

    return trigger_counts(case, leaving, "a permanent leaving with its owner")
