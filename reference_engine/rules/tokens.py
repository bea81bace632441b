"""Tokens (CR 111, 704.5d, 707.2): created on the battlefield, gone once they leave it.

A created token enters the battlefield without a zone change: one
``token_created`` event per token, those of one effect sharing a batch, since
they enter at once (CR 603.6a). A token that leaves the battlefield does change
zones, so its leaves and dies abilities trigger like any permanent's (CR
603.6c, 700.4); then it can't move again (CR 111.8) and ceases to exist at the
next state-based action check (CR 704.5d, 111.7). A permanent spell's copy
that resolves becomes a token too, but it was not created: it enters by a
``zone_change`` with ``token`` and no ``token_created`` (``rules/copies.py``,
CR 608.3f, 111.12).
"""
from __future__ import annotations

from dataclasses import replace

from reference_engine.abilities import TriggerEvent
from reference_engine.cards import CardDef
from reference_engine.events import CeasedToExist, Sba, TokenCreated
from reference_engine.ids import ObjectId, PlayerId, Zone
from reference_engine.objects import Card
from reference_engine.rules import entering_choices
from reference_engine.rules.effects import chars, printed_chars
from reference_engine.rules.triggers import Occ, detect
from reference_engine.state import Game


def create(game: Game, card: CardDef, amount: int, controller: PlayerId, causes: tuple[int, ...],
           copy_of: ObjectId | None = None) -> list[Card]:
    """Create ``amount`` tokens of ``card`` under ``controller``'s control, all at once."""
    from reference_engine.rules.zones import (  # zones moves tokens too
        entering_counters, enters_tapped, put_entering_counters, snapshot,
    )

    if amount <= 0:
        return []
    batch = game.log.new_batch() if amount > 1 else None
    if not game.rules.created_tokens_share_batch():  # pragma: no cover - mutant Rules only
        batch = None
    made: list[Card] = []
    for _ in range(amount):
        game.st.timestamp += 1
        new_id = game.new_id()
        token = Card(id=new_id, card=card, owner=controller, zone=Zone.BATTLEFIELD, controller=controller,
                     physical=new_id, timestamp=game.st.timestamp, summoning_sick=True, token=True)
        game.st.objects[new_id] = token
        game.touch()
        entering_choices.choose_as_entering(game, token, causes)  # before it is there (CR 614.12a)
        token.tapped = enters_tapped(game, token)
        owed = entering_counters(game, token, 0)
        if game.rules.entering_counters_with_arrival():
            token.counters = owed
        elif owed:  # pragma: no cover - mutant Rules only
            game.st.late_counters.append((token.id, tuple(sorted(owed.items())), 0))
        made.append(token)
    game.touch()
    if batch is None and made[0].counters:
        batch = game.log.new_batch()  # it enters with its counters (CR 614.1c)
    occs: list[Occ] = []
    for token in made:
        after = chars(game, token)
        seq = game.emit(TokenCreated, causes=causes, batch=batch, object=token.id, card=card.key,
                        owner=controller, controller=controller, copy_of=copy_of, after=snapshot(after))
        if game.st.late_counters:  # pragma: no cover - mutant Rules only
            game.st.late_counters = [(i, c, seq if i == token.id and not s else s)
                                     for i, c, s in game.st.late_counters]
        occs.append(Occ(seq, TriggerEvent.ENTERS, after, it=token.id, printed=printed_chars(token, game)))
    seen = occs[: game.rules.created_tokens_seen(len(occs))]
    for token, occ in zip(made, occs):
        if token.counters:
            seen.extend(put_entering_counters(game, token, occ.seq, batch))
    detect(game, seen)
    return made


def copiable(game: Game, original: Card) -> CardDef:
    """The copiable values of ``original`` (CR 707.2): what its card (or, for a
    token, its definition; for a copy, what it copies) prints, abilities
    included; never its counters, status or abilities granted by effects."""
    card = original.card
    kept = game.rules.copiable_abilities(card.abilities)
    return card if kept == card.abilities else replace(card, abilities=kept)


def may_move(game: Game, obj: Card) -> bool:
    """A token that has left the battlefield can't move to another zone (CR 111.8)."""
    return not obj.token or game.rules.token_may_move(obj.zone)


def vanishes_on_leaving(game: Game, obj: Card) -> bool:
    """Only a mutant makes a token leaving the battlefield cease to exist at once."""
    return obj.token and obj.zone is Zone.BATTLEFIELD and not game.rules.token_leaves_by_zone_change()


def cease(game: Game, obj: Card, causes: tuple[int, ...], batch: int | None) -> None:
    """Remove a token from the game (CR 704.5d): no zone change, nothing triggers."""
    st = game.st
    zone = obj.zone
    del st.objects[obj.id]
    pile = st.ordered.get((obj.owner, zone))
    if pile is not None and obj.id in pile:
        pile.remove(obj.id)
    st.physical.pop(obj.physical, None)
    game.touch()
    game.emit(CeasedToExist, causes=causes, batch=batch, object=obj.id, zone=zone)


def ceasing(game: Game) -> list[Card]:
    """Tokens in a zone other than the battlefield: they cease to exist (CR 704.5d)."""
    found = [o for o in game.st.objects.values() if o.token and game.rules.token_ceases_to_exist(o.zone)]
    if len(found) > 1:
        found.sort(key=lambda o: o.id)
    return found


def cease_all(game: Game, tokens: list[Card], batch: int) -> None:
    """The 704.5d part of one state-based action check."""
    for obj in tokens:
        sba = game.emit(Sba, batch=batch, rule="704.5d", object=obj.id)
        cease(game, obj, (sba,), batch)
