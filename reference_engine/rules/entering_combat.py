"""Creatures put onto the battlefield attacking or blocking (CR 508.4, 509.4).

Such a creature is in combat without having been declared: it is attacking
but never "attacked", or blocking but never "blocked". The effects that put it
there live in ``oneshot``; this module decides where it fights and what its
arrival is an occurrence of.
"""
from __future__ import annotations

from reference_engine.abilities import Effect, TriggerEvent
from reference_engine.ids import CardType, ObjectId, PlayerId, Step, Zone
from reference_engine.objects import Card, Chars
from reference_engine.rules.effects import cant_block, chars, filter_matches
from reference_engine.rules.triggers import Occ
from reference_engine.state import Game

_COMBAT = frozenset({Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE})
"""Steps in which there are attacking creatures to join or block (CR 506.1)."""


def card_from_hand(game: Game, player: PlayerId, eff: Effect, source: ObjectId) -> Card | None:
    """The lowest-id creature card in ``player``'s hand the effect's filter accepts."""
    for card in sorted(game.in_zone(Zone.HAND, player), key=lambda c: c.id):
        c = chars(game, card)
        if CardType.CREATURE in c.types and (eff.filter is None or filter_matches(eff.filter, c, player, source)):
            return card
    return None


def defender_for(game: Game, controller: PlayerId, it: ObjectId | None) -> PlayerId | None:
    """Whom a creature put onto the battlefield attacking attacks: the player
    "it" attacks, else the next opponent in turn order (CR 508.4). None when it
    can't attack: not in combat, or not the attacking player's (CR 508.4a)."""
    st = game.st
    if st.step not in _COMBAT or controller != st.active or not st.combat.attackers:
        return None
    if it is not None and it in st.combat.attackers:
        return st.combat.attackers[it]
    return next((p for p in game.turn_order_from(controller) if p != controller), None)


def blocked_attacker(game: Game, controller: PlayerId, it: ObjectId | None) -> ObjectId | None:
    """The attacker a creature put onto the battlefield blocking blocks: "it",
    if it is still attacking the creature's controller (CR 509.4a)."""
    if game.st.step not in _COMBAT or it is None:
        return None
    return it if game.st.combat.attackers.get(it) == controller else None


def arrive(game: Game, seq: int, new: Card, attacking: PlayerId | None,
           blocking: ObjectId | None) -> list[Occ]:
    """Put the arrived creature into combat; what its arrival is an occurrence of
    beyond entering: nothing for an attacker (CR 508.4), and "becomes blocked
    [by a creature]" for the attacker it blocks (CR 509.4, 509.3c-d). A
    blocker blocks whatever restrictions it has (CR 509.4b)."""
    cb = game.st.combat
    occs: list[Occ] = []
    if attacking is not None:
        if game.rules.entered_attacker_is_attacking():
            cb.attackers[new.id] = attacking
        if game.rules.entered_attacker_triggers_attacks():  # pragma: no cover - mutant Rules only
            occs.append(Occ(seq, TriggerEvent.ATTACKS, chars(game, new), it=new.id))
        if game.rules.entered_attacker_attacks_player():  # pragma: no cover - mutant Rules only
            occs.append(Occ(seq, TriggerEvent.ATTACKS_PLAYER, player=new.controller, defender=attacking,
                            attackers=(new.id,)))
    if blocking is not None and not game.rules.entered_blocker_obeys_restrictions(cant_block(game, new)):
        was_blocked = any(a == blocking for _, a in cb.blocks)
        cb.blocks.append((new.id, blocking))
        attacker = game.obj(blocking)
        if attacker is not None and game.rules.entered_blocker_blocks_attacker():
            c: Chars = chars(game, attacker)
            if not was_blocked:
                occs.append(Occ(seq, TriggerEvent.BECOMES_BLOCKED, c, it=blocking))
                occs.append(Occ(seq, TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED, c, it=blocking))
            occs.append(Occ(seq, TriggerEvent.BECOMES_BLOCKED_BY_A_CREATURE, c, it=blocking))
    return occs
