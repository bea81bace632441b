"""Reflexive triggered abilities: "When you do, ..." (CR 603.12)."""
from __future__ import annotations

from typing import Sequence

from reference_engine.abilities import Ability, AbilityKind
from reference_engine.events import Event
from reference_engine.objects import Pending, StackItem
from reference_engine.refs import reflexive_ref
from reference_engine.state import Game


def create(game: Game, item: StackItem, start: int, done: Sequence[Event]) -> None:
    """The resolving ability made its reflexive trigger; it triggers at once on
    the action done earlier in this resolution (``done``: its effects' events),
    and waits like any trigger until the resolution has ended (CR 603.12)."""
    made = item.ability.reflexive
    if made is None or not game.rules.reflexive_triggers(bool(done)):
        return
    cause = done[0].seq if done else start
    ability = Ability(kind=AbilityKind.TRIGGERED, effects=made.effects, targets=made.targets)
    game.st.pending.append(Pending(reflexive_ref(item.ref), ability, item.source, item.source_chars,
                                   item.controller, cause, it=item.it, reflexive=True))
