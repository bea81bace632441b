"""Planeswalkers and loyalty (CR 306, 606, 120.3c, 704.5i).

A planeswalker enters the battlefield with as many loyalty counters as its
printed loyalty (CR 306.5b). A loyalty ability's cost puts loyalty counters on
it or removes them (CR 606.4); its controller activates one only when they
could cast a sorcery, and only if none of that permanent's loyalty abilities
has been activated this turn (CR 606.3). Damage dealt to a planeswalker
removes that many loyalty counters from it (CR 120.3c), and one with no
loyalty counters is put into its owner's graveyard as a state-based action
(CR 704.5i).
"""
from __future__ import annotations

from reference_engine.abilities import Ability
from reference_engine.events import Counters, RefusalCode
from reference_engine.ids import CardType, PlayerId
from reference_engine.objects import Card
from reference_engine.rules.illegal import Illegal
from reference_engine.state import Game

LOYALTY = "loyalty"
"""The counter kind."""


def starting_loyalty(new: Card) -> int:
    """CR 306.5b: the loyalty counters a planeswalker enters with (0 for anything else)."""
    if CardType.PLANESWALKER not in new.card.types or new.card.loyalty is None:
        return 0
    return new.card.loyalty


def check_activation(game: Game, player: PlayerId, ab: Ability, ref: str, source: Card,
                     sorcery_timing: bool) -> None:
    """Refuse a loyalty ability (``ref``) activated at the wrong time or a second
    time this turn (CR 606.3), or whose removal of counters can't be paid (CR 118.3)."""
    if ab.cost is None or ab.cost.loyalty is None:
        return
    if not game.rules.loyalty_timing_allows(sorcery_timing):
        raise Illegal("a loyalty ability can be activated only as a sorcery (CR 606.3)", RefusalCode.TIMING)
    done = game.st.activations.get((game.st.turn, LOYALTY, source.id), 0)
    this_one = game.st.activations.get((game.st.turn, ref, source.id), 0)
    if not game.rules.loyalty_activation_allows(done, this_one):
        raise Illegal("a loyalty ability of this planeswalker was already activated this turn (CR 606.3)",
                      RefusalCode.LIMIT)
    if source.counters.get(LOYALTY, 0) + ab.cost.loyalty < 0:
        raise Illegal(f"this planeswalker has {source.counters.get(LOYALTY, 0)} loyalty counter(s); "
                      f"it can't remove {-ab.cost.loyalty} (CR 118.3)", RefusalCode.COST)


def pay_loyalty(game: Game, ab: Ability, source: Card, causes: tuple[int, ...]) -> int | None:
    """Pay a loyalty cost: a ``counters`` event (positive for "+N", negative
    for "-N"; none for "0"). Returns its seq, if any; counts the activation."""
    if ab.cost is None or ab.cost.loyalty is None:
        return None
    key = (game.st.turn, LOYALTY, source.id)
    game.st.activations[key] = game.st.activations.get(key, 0) + 1
    n = ab.cost.loyalty
    if n == 0:
        return None
    left = source.counters.get(LOYALTY, 0) + n
    if left:
        source.counters[LOYALTY] = left
    else:
        source.counters.pop(LOYALTY, None)
    game.touch()
    return game.emit(Counters, causes=causes, object=source.id, counter=LOYALTY, amount=n)


def damage_removes_loyalty(game: Game, obj: Card, amount: int, seq: int, batch: int | None) -> None:
    """CR 120.3c: damage dealt to a planeswalker removes that many loyalty
    counters from it (as many as it has)."""
    n = min(game.rules.loyalty_removed_by_damage(amount), obj.counters.get(LOYALTY, 0))
    if n <= 0:
        return
    left = obj.counters[LOYALTY] - n
    if left:
        obj.counters[LOYALTY] = left
    else:
        del obj.counters[LOYALTY]
    game.emit(Counters, causes=(seq,), batch=batch, object=obj.id, counter=LOYALTY, amount=-n)


def without_loyalty(game: Game, planeswalker: Card) -> bool:
    """CR 704.5i: whether a planeswalker has no loyalty counters."""
    return game.rules.loyalty_sba_applies(planeswalker.counters.get(LOYALTY, 0))
