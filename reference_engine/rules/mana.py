"""Mana (CR 106, 605): the mana pool, paying mana from it, and mana abilities
activated while a cost is being paid (CR 601.2g, 605.3a)."""
from __future__ import annotations

from reference_engine.cards import mana_symbols
from reference_engine.ids import PlayerId
from reference_engine.rules.illegal import Illegal
from reference_engine.scenario import Action, ActionKind, ManaActivation
from reference_engine.state import Game

COLORLESS = "C"
POOL_KEYS = (COLORLESS, "W", "U", "B", "R", "G")
"""Generic costs draw on colourless mana first, then on colours in this order."""


def pool_of(text: str) -> dict[str, int]:
    """"{2}{B}" -> {"C": 2, "B": 1}; ``ValueError`` for a symbol a pool can't hold."""
    pool: dict[str, int] = {}
    for sym in mana_symbols(text):
        key = COLORLESS if sym.isdigit() else sym
        if key not in POOL_KEYS:
            raise ValueError(sym)
        pool[key] = pool.get(key, 0) + (int(sym) if sym.isdigit() else 1)
    return pool


def pay_mana(game: Game, player: PlayerId, mana: str) -> None:
    """Take ``mana`` from the pool: all of it or, raising ``Illegal``, none (CR 601.2h)."""
    pool = dict(game.st.players[player].pool)
    generic = 0
    for sym in mana_symbols(mana):
        if sym.isdigit():
            generic += int(sym)
            continue
        color = next((c for c in sym.split("/") if pool.get(c, 0) > 0), None)
        if color is None:
            raise Illegal(f"the mana pool can't pay {{{sym}}}")
        pool[color] -= 1
    for key in POOL_KEYS:
        use = min(generic, pool.get(key, 0))
        pool[key] = pool.get(key, 0) - use
        generic -= use
    if generic:
        raise Illegal("the mana pool can't pay the generic part of the cost")
    game.st.players[player].pool = {k: v for k, v in pool.items() if v}


def activate_while_paying(game: Game, player: PlayerId, uses: tuple[ManaActivation, ...]) -> None:
    """Mana abilities the payer activates once the total is locked in (CR 601.2g).

    They resolve at once, without the stack (CR 605.3a-b); anything else named
    here is an illegal action. Each may have its own plan, activated while its
    own cost is paid (CR 602.2b), so activations nest.
    """
    from reference_engine.rules.activation import activate, mana_ability_of

    for use in uses:
        step = Action(action=ActionKind.ACTIVATE, object=use.object, ability=use.ability,
                      mana_abilities=use.mana_abilities)
        if not mana_ability_of(game, step):
            raise Illegal(f"ability {use.ability} of object {use.object} is not a mana ability")
        activate(game, player, step)


def empty_pools(game: Game) -> None:
    """Unused mana empties from every pool between steps (CR 500.4)."""
    for pl in game.st.players.values():
        pl.pool.clear()
