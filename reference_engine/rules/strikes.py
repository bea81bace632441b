"""First strike and double strike (CR 510.4, 702.4, 702.7): a combat damage
step split in two.

If any attacking or blocking creature has first strike or double strike as
the combat damage step begins, only those creatures deal combat damage in it,
and a second combat damage step follows. In the second, the combatants still
there deal damage if they had neither keyword as the first step began, or if
they have double strike now (CR 702.7c, 702.4c-d): gaining first strike
between the steps changes nothing, losing double strike stops the second hit.
"""
from __future__ import annotations

from reference_engine.abilities import ContinuousKind
from reference_engine.ids import CardType, ObjectId, Zone
from reference_engine.objects import Card
from reference_engine.rules.effects import chars, has_keyword
from reference_engine.state import Game


def _combatants(game: Game) -> list[Card]:
    """Attacking and blocking creatures still in combat (CR 506.4)."""
    cb = game.st.combat
    ids = [*cb.attackers, *dict.fromkeys(b for b, _ in cb.blocks if b not in cb.removed)]
    found = []
    for oid in ids:
        obj = game.obj(oid)
        if obj is not None and obj.zone is Zone.BATTLEFIELD and not obj.phased_out \
                and CardType.CREATURE in chars(game, obj).types:
            found.append(obj)
    return found


def _strikes_first(game: Game, obj: Card) -> bool:
    return has_keyword(game, obj, ContinuousKind.FIRST_STRIKE) or has_keyword(game, obj, ContinuousKind.DOUBLE_STRIKE)


def damage_dealers(game: Game) -> frozenset[ObjectId] | None:
    """The combatants that deal combat damage in the combat damage step now
    beginning; None when all of them do (the step is not split)."""
    cb = game.st.combat
    cb.damage_steps += 1
    if cb.damage_steps == 1:
        first = frozenset(o.id for o in _combatants(game) if _strikes_first(game, o))
        if not first:
            return None
        cb.struck_first = first
        return first
    if cb.struck_first is None:  # pragma: no cover - a second step comes only after a split one
        return None
    first = cb.struck_first
    return frozenset(o.id for o in _combatants(game) if game.rules.deals_regular_combat_damage(
        o.id in first, has_keyword(game, o, ContinuousKind.FIRST_STRIKE),
        has_keyword(game, o, ContinuousKind.DOUBLE_STRIKE)))


def second_step_due(game: Game) -> bool:
    """Whether the combat damage step just ended was the first of two (CR 510.4)."""
    cb = game.st.combat
    return cb.struck_first is not None and cb.damage_steps == 1
