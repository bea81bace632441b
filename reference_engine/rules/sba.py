"""State-based actions (CR 704): one check performs every applicable action at once.

A player who loses while two or more players remain then leaves the game at
once, in the same batch (CR 800.4a, ``leaving_game.py``). A permanent with
both +1/+1 and -1/-1 counters on it loses N of each, N the smaller count
(CR 704.5q); one put into a graveyard by the same check keeps them, so what
looks back at it sees both (CR 603.10a)."""
from __future__ import annotations

from reference_engine.abilities import TriggerEvent
from reference_engine.events import Counters, PassPriority, PlayerLost, Priority, Sba, ZoneChangeCause
from reference_engine.ids import CardType, Zone
from reference_engine.objects import Card
from reference_engine.rules import leaving_game, regeneration, removal_from_combat, tokens, unattachment
from reference_engine.rules.effects import chars, indestructible
from reference_engine.rules.loyalty import without_loyalty
from reference_engine.rules.triggers import Occ, board_view, detect
from reference_engine.rules.zones import Move, move
from reference_engine.state import Game, GameOver, QuietMark

INERT = (Priority, PassPriority)
"""Events that change nothing a state-based action reads."""


def check(game: Game) -> bool:
    """Perform one SBA check (CR 704.3); True if any action was performed."""
    removal_from_combat.prune(game)  # not a state-based action, but at least as soon (CR 506.4)
    if _unchanged(game):
        performed = False  # the same state as at the last check, which found nothing
    else:
        performed = _check(game)
        if not performed:
            _mark_quiet(game)
    if game.st.late_counters:  # pragma: no cover - mutant Rules only
        return _late_counters(game) or performed
    return performed


def _mark_quiet(game: Game) -> None:
    """Record that the check found nothing; the mark is only ever read by ``_unchanged``, so one is reused."""
    mark = game.sba_quiet
    if mark is None:
        game.sba_quiet = QuietMark(game.st, game.st.version, game.last_seq(), _players(game))
    else:
        mark.state, mark.version, mark.seq, mark.players = game.st, game.st.version, game.last_seq(), _players(game)


def _players(game: Game) -> tuple[tuple[int, bool, bool], ...]:
    return tuple([(p.life, p.drew_from_empty, p.lost) for p in game.st.players.values()])


def _unchanged(game: Game) -> bool:
    """Whether nothing changed since the last check that found nothing: the
    same state object and version, only priority events recorded since, and
    the same life totals and draws. The actions depend on the state alone, so
    that check's answer stands. A change bumps the version, records an event
    or both (a draw from an empty library does neither: it is the players'
    part); each is required, so a change that does only one still makes the
    check run."""
    mark = game.sba_quiet
    if mark is None or mark.state is not game.st or mark.version != game.st.version:
        return False
    events = game.log.events
    for e in events[mark.seq:]:
        if not isinstance(e, INERT):
            return False
    if mark.players != _players(game):
        return False
    mark.seq = len(events)
    return True


def _late_counters(game: Game) -> bool:  # pragma: no cover - mutant Rules only
    """Only when ``Rules.entering_counters_with_arrival`` breaks CR 614.1c: the
    counters a permanent should have entered with are put on it after the
    state-based actions that saw it without them."""
    from reference_engine.rules.zones import put_entering_counters

    owed, game.st.late_counters = game.st.late_counters, []
    done = False
    for oid, counters, arrival in owed:
        obj = game.obj(oid)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            continue
        obj.counters = dict(counters)
        game.touch()
        detect(game, put_entering_counters(game, obj, arrival, None))
        done = True
    return done


def _check(game: Game) -> bool:
    losers = _losers(game)
    doomed, countered, attached = _doomed(game)
    ceasing = tokens.ceasing(game)
    annihilating = _annihilating(game, countered, {obj.id for obj, _, _ in doomed})
    loosened = unattachment.illegal_equipment(game, attached)
    if not losers and not doomed and not ceasing and not annihilating and not loosened:
        return False
    batch = game.log.new_batch()
    before = board_view(game)
    occs: list[Occ] = []
    lost: leaving_game.Lost = {}
    for player, rule in losers:
        sba = game.emit(Sba, batch=batch, rule=rule, player=player)
        game.st.players[player].lost = True
        lost[player] = game.emit(PlayerLost, causes=(sba,), batch=batch, player=player, rule=rule)
        occs.append(Occ(lost[player], TriggerEvent.PLAYER_LOSES, player=player, look_back=True))
    game.touch()
    tokens.cease_all(game, ceasing, batch)  # CR 704.5d: they were already off the battlefield
    _annihilate(game, annihilating, batch)
    occs.extend(unattachment.loosen(game, loosened, batch))  # CR 704.5n
    moves = []
    for obj, rule, how in doomed:
        sba = game.emit(Sba, batch=batch, rule=rule, object=obj.id)
        if how is ZoneChangeCause.DESTROY and regeneration.regenerates(game, obj, (sba,), batch):
            regeneration.regenerate(game, obj, (sba,), batch)  # CR 614.8: lethal damage is destruction
            continue
        moves.append(Move(obj, Zone.GRAVEYARD, how, causes=(sba,)))
    detect(game, occs, before)
    move(game, moves, batch=batch, before=before)
    if len(game.living()) <= 1:
        raise GameOver()  # a game with one player left is over: nobody leaves it (CR 104.2a)
    if lost:
        leaving_game.leave(game, lost, batch, before)
    return True


def _losers(game: Game) -> list[tuple[int, str]]:
    out = []
    players = game.st.players
    for p in game.st.order:  # the living players, in turn order
        pl = players[p]
        if pl.lost:
            continue
        if pl.life <= 0:
            out.append((p, "704.5a"))
        elif pl.drew_from_empty:
            out.append((p, "704.5b"))
    return out


Doomed = list[tuple[Card, str, ZoneChangeCause]]


def _doomed(game: Game) -> tuple[Doomed, list[Card], list[Card]]:
    """The permanents a rule of CR 704.5f-m puts into a graveyard, in one pass
    over the permanents that also gathers, in the same order, those with
    counters (for CR 704.5q) and those attached to something (for CR 704.5n)."""
    out: Doomed = []
    unloyal = []  # CR 704.5i, listed after the others
    countered = []
    attached = []
    for obj in game.battlefield():
        if obj.counters:
            countered.append(obj)
        if obj.attached_to is not None:
            attached.append(obj)
        c = chars(game, obj)
        if CardType.PLANESWALKER in c.types and without_loyalty(game, obj):
            unloyal.append(obj)
        if CardType.CREATURE in c.types and c.toughness is not None:
            rule = _creature_rule(game, obj, c.toughness)
            if rule is not None:
                how = ZoneChangeCause.SBA if rule == "704.5f" else ZoneChangeCause.DESTROY
                out.append((obj, rule, how))
                continue
        if "Aura" in c.subtypes and not _legally_attached(game, obj):
            out.append((obj, "704.5m", ZoneChangeCause.SBA))
    if unloyal:
        have = {o.id for o, _, _ in out}
        out.extend((o, "704.5i", ZoneChangeCause.SBA) for o in unloyal if o.id not in have)
    return out, countered, attached


def _annihilating(game: Game, countered: list[Card], doomed: set[int]) -> list[tuple[Card, int]]:
    """CR 704.5q: the permanents with both +1/+1 and -1/-1 counters, and how
    many of each they lose (``countered``: the permanents with counters). One
    the same check puts into a graveyard is left as it is: it leaves with both
    (its last-known information, CR 603.10a)."""
    out = []
    for obj in countered:
        plus, minus = obj.counters.get("+1/+1", 0), obj.counters.get("-1/-1", 0)
        if plus and minus and obj.id not in doomed:
            n = game.rules.counters_annihilated(plus, minus)
            if n > 0:
                out.append((obj, n))
    return out


def _annihilate(game: Game, annihilating: list[tuple[Card, int]], batch: int) -> None:
    """One ``sba`` per permanent, then a ``counters`` removal of each kind it
    causes. Removing counters triggers nothing the suite models."""
    for obj, n in annihilating:
        sba = game.emit(Sba, batch=batch, rule="704.5q", object=obj.id)
        for kind in ("+1/+1", "-1/-1"):
            left = obj.counters[kind] - n
            if left:
                obj.counters[kind] = left
            else:
                del obj.counters[kind]
            game.emit(Counters, causes=(sba,), batch=batch, object=obj.id, counter=kind, amount=-n)
    if annihilating:
        game.touch()


def _creature_rule(game: Game, obj: Card, toughness: int) -> str | None:
    # Indestructibility is looked up only for a creature lethal damage could destroy.
    lethal = obj.damage > 0 and obj.damage >= toughness > 0
    return game.rules.creature_sba_rule(toughness, obj.damage, lethal and indestructible(game, obj))


def _legally_attached(game: Game, aura: Card) -> bool:
    host = game.obj(aura.attached_to) if aura.attached_to is not None else None
    return (host is not None and host.zone is Zone.BATTLEFIELD and host.id != aura.id
            and unattachment.aura_may_enchant(game, aura, host))
