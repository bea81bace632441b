"""Basic game actions that effects, costs and turn-based actions share:
drawing (CR 121), discarding (CR 701.9), tapping (CR 701.26), counters
(CR 122), control changes and mana (CR 106)."""
from __future__ import annotations

from reference_engine.abilities import TriggerEvent
from reference_engine.cards import mana_symbols
from reference_engine.events import (
    ControlChange, Counters, Discard, Draw, ManaAdded, Tapped, Untapped, ZoneChangeCause,
)
from reference_engine.ids import PlayerId, Zone
from reference_engine.objects import Card
from reference_engine.rules import removal_from_combat
from reference_engine.rules.effects import chars
from reference_engine.rules.triggers import Occ, board_view, detect
from reference_engine.rules.zones import Move, move
from reference_engine.state import Game


def draw(game: Game, player: PlayerId, count: int, causes: tuple[int, ...]) -> None:
    """Draw one card at a time; drawing from an empty library loses later (CR 704.5b)."""
    for _ in range(count):
        library = game.in_zone(Zone.LIBRARY, player)
        if not library:
            game.st.players[player].drew_from_empty = True
            return
        [(seq, new)] = move(game, [Move(library[0], Zone.HAND, ZoneChangeCause.DRAW)], causes)
        dseq = game.emit(Draw, causes=(seq,), player=player, object=new.id)
        detect(game, [Occ(dseq, TriggerEvent.DRAW, player=player)])


def draw_together(game: Game, players: list[PlayerId], count: int, causes: tuple[int, ...]) -> None:
    """Several players draw at the same time: one batch, each player's cards
    one at a time, in the order given (APNAP)."""
    batch = game.log.new_batch() if len(players) * count > 1 else None
    occs: list[Occ] = []
    for player in players:
        for _ in range(count):
            library = game.in_zone(Zone.LIBRARY, player)
            if not library:
                game.st.players[player].drew_from_empty = True
                break
            [(seq, new)] = move(game, [Move(library[0], Zone.HAND, ZoneChangeCause.DRAW)], causes, batch)
            dseq = game.emit(Draw, causes=(seq,), batch=batch, player=player, object=new.id)
            occs.append(Occ(dseq, TriggerEvent.DRAW, player=player))
    detect(game, occs)


def discard(game: Game, cards: list[Card], causes: tuple[int, ...], *, whole_hand: bool = False) -> None:
    """Discard ``cards`` at once; each is one "discards" occurrence (CR 701.9a),
    named by its ``discard`` event. ``whole_hand``: a whole hand discarded
    by one instruction ("discard your hand")."""
    moved = move(game, [Move(c, Zone.GRAVEYARD, ZoneChangeCause.DISCARD) for c in cards], causes)
    occs: list[Occ] = []
    for seq, new in moved:
        dseq = game.emit(Discard, causes=(seq,), player=new.owner, object=new.id)
        if game.rules.discard_is_occurrence(whole_hand):
            occs.append(Occ(dseq, TriggerEvent.DISCARDS, chars(game, new), player=new.owner, it=new.id))
    if occs:
        detect(game, occs)


def tap(game: Game, objs: list[Card], causes: tuple[int, ...], batch: int | None = None) -> list[int]:
    """Tap untapped permanents; each is a "becomes tapped" occurrence (CR 603.2e)."""
    if batch is not None and not game.rules.tapped_together():  # pragma: no cover - mutant Rules only
        batch = None
    seqs, occs = [], []
    for obj in objs:
        if obj.tapped or obj.zone is not Zone.BATTLEFIELD:
            continue
        obj.tapped = True
        game.touch()
        seq = game.emit(Tapped, causes=causes, batch=batch, object=obj.id)
        seqs.append(seq)
        occs.append(Occ(seq, TriggerEvent.BECOMES_TAPPED, chars(game, obj), it=obj.id))
    detect(game, occs)
    return seqs


def untap(game: Game, objs: list[Card], causes: tuple[int, ...]) -> None:
    todo = [o for o in objs if o.tapped and o.zone is Zone.BATTLEFIELD]
    batch = game.log.new_batch() if len(todo) > 1 else None
    occs = []
    for obj in todo:
        obj.tapped = False
        game.touch()
        seq = game.emit(Untapped, causes=causes, batch=batch, object=obj.id)
        occs.append(Occ(seq, TriggerEvent.BECOMES_UNTAPPED, chars(game, obj), it=obj.id))
    detect(game, occs)


def add_counters(game: Game, objs: list[Card], kind: str, amount: int, causes: tuple[int, ...]) -> None:
    occs = []
    for obj in objs:
        if amount <= 0 or obj.zone is not Zone.BATTLEFIELD:
            continue
        had = obj.counters.get(kind, 0)
        obj.counters[kind] = obj.counters.get(kind, 0) + amount
        if had and not game.rules.added_counters_add_up():  # pragma: no cover - mutant Rules only
            obj.counters[kind] = had
        game.touch()
        seq = game.emit(Counters, causes=causes, object=obj.id, counter=kind, amount=amount)
        c = chars(game, obj)
        occs.append(Occ(seq, TriggerEvent.COUNTER_PUT, c, counter=kind, count=amount, it=obj.id))
        occs.append(Occ(seq, TriggerEvent.COUNTERS_PUT, c, counter=kind, it=obj.id))
    detect(game, occs)


def remove_counters(game: Game, objs: list[Card], kind: str, amount: int, causes: tuple[int, ...]) -> None:
    """Remove up to ``amount`` ``kind`` counters from each permanent: a
    ``counters`` event with a negative amount, for each one that had any.
    Several permanents lose theirs at once, in one batch."""
    todo = [(o, game.rules.counters_removed(amount, o.counters.get(kind, 0)))
            for o in objs if o.zone is Zone.BATTLEFIELD]
    todo = [(o, n) for o, n in todo if n > 0]
    batch = game.log.new_batch() if len(todo) > 1 else None
    for obj, n in todo:
        left = obj.counters[kind] - n
        if left:
            obj.counters[kind] = left
        else:
            del obj.counters[kind]
        game.touch()
        game.emit(Counters, causes=causes, batch=batch, object=obj.id, counter=kind, amount=-n)
    detect(game, [])


def gain_control(game: Game, objs: list[Card], player: PlayerId, causes: tuple[int, ...]) -> None:
    """Control changes look back for "lose control" triggers (CR 603.10d) and
    take the permanent out of combat (CR 506.4)."""
    for obj in objs:
        to = game.rules.control_goes_to(player, obj.owner)
        if obj.controller == to or obj.zone is not Zone.BATTLEFIELD:
            continue
        before = board_view(game)
        old = chars(game, obj)
        obj.controller = to
        obj.control_effects += ((to, old.controller),)
        obj.summoning_sick = True
        game.touch()
        seq = game.emit(ControlChange, causes=causes, object=obj.id, old_controller=old.controller,
                        new_controller=to)
        removal_from_combat.remove(game, obj.id, removal_from_combat.CONTROL)  # CR 506.4
        detect(game, [Occ(seq, TriggerEvent.LOSE_CONTROL, old, player=old.controller, look_back=True,
                          it=obj.id)], before)


def add_mana(game: Game, player: PlayerId, mana: str, causes: tuple[int, ...]) -> None:
    pool = game.st.players[player].pool
    for sym in mana_symbols(mana):
        if sym.isdigit():
            pool["C"] = pool.get("C", 0) + int(sym)
        else:
            pool[sym] = pool.get(sym, 0) + 1
    game.emit(ManaAdded, causes=causes, player=player, mana=mana)
