"""The sacrifices family: permanents sacrificed by a cost or an effect while
"whenever a player sacrifices" abilities watch (CR 701.21a, 603.10a).

Two or three players each control creatures; watchers ("whenever you
sacrifice a creature", "whenever an opponent sacrifices a permanent",
"whenever a player sacrifices another creature") sit on enchantments or on
creatures that may be sacrificed themselves, and some creatures have their
own "when you sacrifice this creature". Then one player sacrifices: every
creature they control at once ("sacrifice all creatures you control"), a
creature to an altar's cost, or a creature to its own cost; now and then the
sweep destroys instead or gives each creature -2/-2 (no sacrifice), or an
effect exiles what would die (still a sacrifice).
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef,
    Subject, Trigger, TriggerEvent, Who,
)
from reference_engine.ids import CardType, ObjectId
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_spell, add_watcher, gain, payoffs, whos

FAMILY = "sacrifices"
_SUBJECTS = (ObjectFilter(types=CREATURE), ObjectFilter(), ObjectFilter(subject=Subject.ANOTHER, types=CREATURE),
             ObjectFilter(types=CREATURE, controller=Who.OPPONENT))
_SWEEPS = (EffectKind.SACRIFICE, EffectKind.DESTROY, EffectKind.MODIFY_PT)
"""A sacrifice, "destroy" or "each creature gets -2/-2" (deaths to zero
toughness, a state-based action, CR 704.5f): no sacrifice in the last two."""


def _watch(draw: st.DrawFn, subject: ObjectFilter) -> Ability:
    return Ability(kind=AbilityKind.TRIGGERED, effects=draw(payoffs()),
                   trigger=Trigger(event=TriggerEvent.SACRIFICES, subject=subject, player=draw(whos())))


def _creatures(board: ScenarioBuilder, draw: st.DrawFn, player: int) -> list[ObjectId]:
    """One or two creatures; some sacrifice themselves ("Sacrifice this
    creature: you gain 1 life") or watch their own sacrifice."""
    placed = []
    for _ in range(draw(ints(1, 2))):
        own: tuple[Ability, ...] = ()
        if draw(BOOLS):
            own += (_watch(draw, ObjectFilter(subject=Subject.SELF)),)
        own += (Ability(kind=AbilityKind.ACTIVATED, cost=Cost(sacrifice_self=True), effects=(gain(1),)),)
        key = board.card("Fodder", CREATURE, abilities=own)
        placed.append(board.put(key, owner=player, controller=player))
    return placed


@family(FAMILY)
@st.composite
def sacrifices(draw: st.DrawFn) -> Scenario:
    """Creatures on every side, "whenever [a player] sacrifices" watchers on
    enchantments and creatures, and the active player sacrificing: all their
    creatures by an effect, one to an altar, or one to its own cost; now and
    then destroyed or shrunk to death instead, or exiled instead of dying."""
    board = ScenarioBuilder(players=draw(pick((2, 2, 3))))
    fodder = {p: _creatures(board, draw, p) for p in range(board.n_players)}
    mine = {p: list(v) for p, v in fodder.items()}
    for _ in range(draw(ints(1, 3))):
        types = draw(pick(((CardType.ENCHANTMENT,), CREATURE)))
        watcher = add_watcher(board, _watch(draw, draw(pick(_SUBJECTS))),
                              controller=draw(ints(0, board.n_players - 1)), types=types)
        if CardType.CREATURE in types:
            mine[board.objects[watcher - 1].owner].append(watcher)
    if draw(ints(0, 4)) == 0:
        board.effect(ContinuousEffect(kind=ContinuousKind.EXILE_INSTEAD_OF_DYING, filter=ObjectFilter(types=CREATURE)))
    who = board.active  # the watchers' controllers vary: "you" and "an opponent" both come up
    how = draw(pick(("sweep", "sweep", "altar", "self")))
    if how == "sweep":
        kind = draw(pick(_SWEEPS))
        shrink = -2 if kind is EffectKind.MODIFY_PT else 0
        sweep = Ability(kind=AbilityKind.SPELL, effects=(Effect(
            kind=kind, power=shrink, toughness=shrink, object=ObjectRef.ALL, filter=ObjectFilter(types=CREATURE)),))
        board.cast(add_spell(board, sweep, owner=who, instant=True), player=who)
        board.resolve_all()
    elif how == "altar":
        altar = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(sacrifice=ObjectFilter(types=CREATURE)),
                        effects=(gain(1),))
        source = board.put(board.card("Altar", (CardType.ARTIFACT,), abilities=(altar,)), owner=who,
                           controller=who)
        board.activate(source, 0, player=who, sacrifice=(draw(pick(mine[who])),))
        board.resolve_all()
    else:
        victim = draw(pick(fodder[who]))
        card = next(c for c in board.cards if c.key == board.objects[victim - 1].card)
        board.activate(victim, len(card.abilities) - 1, player=who)  # its "Sacrifice this creature:"
        board.resolve_all()
    return board.build(FAMILY)
