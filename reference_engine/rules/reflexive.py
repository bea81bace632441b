"""Reflexive triggered abilities: "When you do, ..." (CR 603.12, 603.12a)."""
from __future__ import annotations

from typing import Sequence

from reference_engine.abilities import Ability, AbilityKind, Cost
from reference_engine.events import CostPaid, Event
from reference_engine.ids import PlayerId
from reference_engine.objects import Pending, StackItem
from reference_engine.refs import reflexive_ref
from reference_engine.rules.damage import change_life
from reference_engine.rules.illegal import Illegal
from reference_engine.rules.mana import pay_mana
from reference_engine.state import Game


def create(game: Game, item: StackItem, start: int, done: Sequence[Event]) -> None:
    """The resolving ability made its reflexive trigger; it triggers at once on
    the action done earlier in this resolution (``done``: its effects' events,
    or the payments of a cost paid any number of times), and waits like any
    trigger until the resolution has ended (CR 603.12)."""
    made = item.ability.reflexive
    if made is None:
        return
    # a repeated payment's count decides alone, zero payments included (CR 603.12a)
    if item.ability.repeatable is None and not game.rules.reflexive_triggers(bool(done)):
        return
    ability = Ability(kind=AbilityKind.TRIGGERED, effects=made.effects, targets=made.targets)
    for causes in _instances(game, item, start, done):
        game.st.pending.append(Pending(reflexive_ref(item.ref), ability, item.source, item.source_chars,
                                       item.controller, causes[0], it=item.it, reflexive=True,
                                       more_causes=causes[1:]))


def _instances(game: Game, item: StackItem, start: int, done: Sequence[Event]) -> list[tuple[int, ...]]:
    """The events each instance names: one instance naming the action; for a
    repeated payment, as many as the rules say (CR 603.12a: one, naming
    every payment), each naming one payment when there are several."""
    if item.ability.repeatable is None:
        return [(done[0].seq if done else start,)]
    paid = tuple(e.seq for e in done) or (start,)
    n = game.rules.repeated_payment_reflexive_instances(len(done))
    return [paid] if n == 1 else [(paid[k % len(paid)],) for k in range(n)]


def pay_repeatedly(game: Game, item: StackItem, start: int) -> list[Event]:
    """"You may pay <cost> any number of times" (CR 603.12a): the controller
    pays as many times as their policy says, stopping once they can't pay
    again; each payment is one ``cost_paid`` event naming the resolving object."""
    cost = item.ability.repeatable
    if cost is None:  # pragma: no cover - its one caller checks
        return []
    paid: list[Event] = []
    for _ in range(game.rules.repeated_payments_made(game.scenario.choices.payments_for(item.ref))):
        if not _pay_once(game, item.controller, cost, start):
            break
        game.emit(CostPaid, causes=(start,), object=item.id, player=item.controller,
                  mana=cost.mana, life=cost.pay_life)
        paid.append(game.log.events[-1])
    return paid


def _pay_once(game: Game, player: PlayerId, cost: Cost, start: int) -> bool:
    """Pay the cost once in full, or nothing: life only from a total at least
    that high (CR 119.4), mana only from the pool."""
    if game.st.players[player].life < cost.pay_life:
        return False
    try:
        pay_mana(game, player, cost.mana)  # takes nothing when it raises
    except Illegal:
        return False
    if cost.pay_life:
        change_life(game, player, -cost.pay_life, (start,))
    return True
