"""Choices made as a permanent enters (CR 614.1c, 614.12, 614.12a).

"As this permanent enters, choose a creature type" is a replacement effect
that modifies how the permanent enters: the choice is made before it is on
the battlefield, uses no stack and gives no player priority. It is recorded
as a ``chose`` event before the event that puts the permanent there. The
choice belongs to that object only: a new object after a zone change chooses
again (CR 400.7)."""
from __future__ import annotations

from reference_engine.abilities import ContinuousKind
from reference_engine.events import Chose
from reference_engine.objects import Card
from reference_engine.rules.effects import effects_of
from reference_engine.state import Game

CREATURE_TYPE = "creature_type"
"""The ``choice`` of a ``chose`` event for "choose a creature type"."""


def choose_as_entering(game: Game, new: Card, causes: tuple[int, ...], previous: str | None = None) -> None:
    """``new`` is arriving on the battlefield: each "as this enters, choose a
    creature type" ability of its own (one a "lose all abilities" effect has
    not removed) asks its controller now, as the choice policy answers.
    ``previous``: a choice the card kept from an earlier object, which only a
    mutant's Rules keeps (CR 400.7: a new object remembers nothing)."""
    if previous is not None:  # pragma: no cover - mutant Rules only
        return
    for act in effects_of(game, ContinuousKind.CHOOSE_CREATURE_TYPE):
        if act.source != new.id:
            continue
        value = game.scenario.choices.creature_type_for(game.scenario, act.ref)
        game.emit(Chose, causes=causes, object=new.id, player=new.controller, ability=act.ref,
                  choice=CREATURE_TYPE, value=value)
        new.chosen_type = value
        game.touch()
