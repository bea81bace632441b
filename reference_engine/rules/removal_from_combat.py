"""Removal from combat (CR 506.4).

A permanent stops being an attacking or blocking creature when its
controller changes, when it phases out, or when it stops being a creature
(leaving the battlefield makes it a new object, which was never in combat).
A removed attacker deals and is dealt no combat damage, and no longer counts
as attacking; a removed blocker deals and is dealt none either, but the
attacker it blocked stays blocked (CR 509.1h). No History event marks the
removal: the control change, the phasing or the loss of the type is what a
History shows.
"""
from __future__ import annotations

from reference_engine.ids import CardType, ObjectId, Zone
from reference_engine.rules.effects import chars
from reference_engine.state import Game

CONTROL = "control"
PHASED_OUT = "phased_out"
NOT_A_CREATURE = "not_a_creature"


def remove(game: Game, oid: ObjectId, why: str) -> None:
    """Take ``oid`` out of combat, if it is in combat and the rules say so."""
    cb = game.st.combat
    if not in_combat(game, oid) or not game.rules.removed_from_combat(why):
        return
    cb.attackers.pop(oid, None)
    if any(b == oid for b, _ in cb.blocks):
        cb.removed.add(oid)
    game.touch()


def in_combat(game: Game, oid: ObjectId) -> bool:
    cb = game.st.combat
    return oid in cb.attackers or (oid not in cb.removed and any(b == oid for b, _ in cb.blocks))


def prune(game: Game) -> None:
    """Attackers and blockers that are no longer creatures leave combat."""
    cb = game.st.combat
    if not cb.attackers and not cb.blocks:
        return
    for oid in [*cb.attackers, *dict.fromkeys(b for b, _ in cb.blocks)]:
        obj = game.obj(oid)
        if obj is not None and obj.zone is Zone.BATTLEFIELD and not obj.phased_out \
                and CardType.CREATURE not in chars(game, obj).types:
            remove(game, oid, NOT_A_CREATURE)
