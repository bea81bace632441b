"""Mana (CR 106, 605): the mana pool, paying mana from it, mana abilities
activated while a cost is being paid (CR 601.2g, 605.3a), and triggered mana
abilities, which resolve at once (CR 605.4a)."""
from __future__ import annotations

from reference_engine.abilities import TriggerEvent
from reference_engine.cards import mana_symbols
from reference_engine.events import Choice, ChoiceKind, RefusalCode, Triggered
from reference_engine.ids import PlayerId
from reference_engine.objects import Card, Pending, StackItem
from reference_engine.rules.effects import chars
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
        if key not in POOL_KEYS:  # pragma: no cover - validated pools hold pool symbols only
            raise ValueError(sym)
        pool[key] = pool.get(key, 0) + (int(sym) if sym.isdigit() else 1)
    return pool


def most_of_one_color(spent: str) -> int:
    """The most mana of any one color among ``spent`` (pool symbols);
    colorless mana is no color (CR 105.1)."""
    return max((spent.count(f"{{{c}}}") for c in POOL_KEYS if c != COLORLESS), default=0)


def pay_mana(game: Game, player: PlayerId, mana: str) -> str:
    """Take ``mana`` from the pool: all of it or, raising ``Illegal``, none
    (CR 601.2h). Returns the mana taken, as pool symbols in pool order."""
    pool = dict(game.st.players[player].pool)
    generic = 0
    for sym in mana_symbols(mana):
        if sym.isdigit():
            generic += int(sym)
            continue
        color = next((c for c in sym.split("/") if pool.get(c, 0) > 0), None)
        if color is None:
            raise Illegal(f"the mana pool can't pay {{{sym}}}", RefusalCode.COST)
        pool[color] -= 1
    generic = game.rules.generic_mana_taken(generic)
    for key in POOL_KEYS:
        use = min(generic, pool.get(key, 0))
        pool[key] = pool.get(key, 0) - use
        generic -= use
    if generic:
        raise Illegal("the mana pool can't pay the generic part of the cost", RefusalCode.COST)
    before = game.st.players[player].pool
    game.st.players[player].pool = {k: v for k, v in pool.items() if v}
    return "".join(f"{{{k}}}" * (before.get(k, 0) - pool.get(k, 0)) for k in POOL_KEYS)


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
            raise Illegal(f"ability {use.ability} of object {use.object} is not a mana ability", RefusalCode.COST)
        activate(game, player, step)


def tapped_for_mana(game: Game, source: Card, player: PlayerId, activated: int) -> None:
    """``source`` was tapped to pay for the mana ability activated as event
    ``activated``: abilities watching for that trigger now (CR 605.1b)."""
    from reference_engine.rules.triggers import Occ, detect

    detect(game, [Occ(activated, TriggerEvent.TAPPED_FOR_MANA, chars(game, source), player=player, it=source.id)])


def resolve_at_once(game: Game, found: list[Pending]) -> None:
    """Triggered mana abilities resolve as soon as they trigger, right after the
    mana ability that triggered them, without the stack (CR 605.4a): a
    ``triggered`` event, then their effects, whose events name it."""
    from reference_engine.rules.oneshot import Ctx, run_effects

    for p in found:
        p.instance = game.new_id()
        seq = game.emit(Triggered, causes=(p.cause,), instance=p.instance, ability=p.ref, source=p.source,
                        controller=p.controller)
        if p.ability.optional:
            answer = game.scenario.choices.may_for(p.ref)
            game.emit(Choice, causes=(seq,), object=p.instance, player=p.controller, choice=ChoiceKind.MAY,
                      value=answer)
            if not answer:
                continue
        item = StackItem(id=p.instance, kind="triggered", ref=p.ref, ability=p.ability, controller=p.controller,
                         source=p.source, source_chars=p.source_chars, it=p.it)
        run_effects(game, Ctx(item, seq, []), p.ability.effects)


def empty_pools(game: Game) -> None:
    """Unused mana empties from every pool between steps (CR 500.4)."""
    for pl in game.st.players.values():
        pl.pool.clear()
