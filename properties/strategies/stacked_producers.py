"""The stacked_producers family: mana producers that are not mana abilities
(CR 605.5a-b).

Two players. The active player controls a Shaman whose {T} ability targets
and adds mana (Deathrite Shaman: "exile target land card from a graveyard",
or "target player gains 1 life"), and now and then a land with an ordinary
mana ability; they hold a spell that adds mana (Dark Ritual) and the mana to
cast it. The script activates and casts them in either order, resolving
each at once or both at the end. A watcher (of tappings, casts or cards put
into a graveyard) makes the order of triggers and mana visible.
"""
from __future__ import annotations

from hypothesis import strategies as st

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, permutations_of, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_watcher, gain, watcher_ability
from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef, PlayerRef, TargetSpec, Trigger,
    TriggerEvent, Who,
)
from reference_engine.ids import CardType, ObjectId, TargetRef, Zone
from reference_engine.scenario import Scenario

_LAND = (CardType.LAND,)


def _adds(mana: str) -> Effect:
    return Effect(kind=EffectKind.ADD_MANA, mana=mana)


_WATCHERS = (
    watcher_ability(TriggerEvent.BECOMES_TAPPED, ObjectFilter()),
    Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.CAST, player=Who.ANY), effects=(gain(1),)),
    watcher_ability(TriggerEvent.PUT_INTO_GRAVEYARD, ObjectFilter()),
)


@family("stacked_producers")
@st.composite
def stacked_producers(draw: st.DrawFn) -> Scenario:
    """Two players; a Shaman whose {T} ability targets and adds mana, a spell
    that adds mana, now and then a land's ordinary mana ability; activated
    and cast in either order."""
    board = ScenarioBuilder()
    mana = draw(pick(("{G}", "{B}", "{C}{C}")))
    add_watcher(board, draw(pick(_WATCHERS)), controller=draw(ints(0, 1)))
    steps: list[tuple[str, ObjectId, TargetRef | None]] = []
    if draw(ints(0, 3)):
        exile = draw(BOOLS)
        if exile:
            spec = TargetSpec(objects=ObjectFilter(types=_LAND), zone=Zone.GRAVEYARD)
            first = Effect(kind=EffectKind.EXILE, object=ObjectRef.TARGET)
        else:
            spec = TargetSpec(players=Who.ANY)
            first = Effect(kind=EffectKind.GAIN_LIFE, amount=1, player=PlayerRef.TARGET)
        shaman = board.put(board.card("Shaman", CREATURE, abilities=(Ability(
            kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), targets=(spec,), effects=(first, _adds(mana))),),
            power=1, toughness=2), controller=board.active)
        if exile:
            dead = board.put(board.card("Plains", _LAND), owner=draw(ints(0, 1)), zone=Zone.GRAVEYARD)
            target = TargetRef(object=dead)
        else:
            target = TargetRef(player=draw(ints(0, 1)))
        steps.append(("activate", shaman, target))
    if draw(ints(0, 3)):
        ritual = board.put(board.card("Ritual", (CardType.INSTANT,), mana_cost="{B}", abilities=(Ability(
            kind=AbilityKind.SPELL, effects=(_adds(draw(pick(("{B}{B}{B}", "{R}", "{G}{G}")))),)),)),
            zone=Zone.HAND)
        steps.append(("cast", ritual, None))
    if not steps or draw(ints(0, 2)) == 0:
        land = board.put(board.card("Forest", _LAND, abilities=(Ability(
            kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), effects=(_adds("{G}"),)),)))
        steps.append(("land", land, None))
    order = draw(permutations_of(steps))
    at_once = draw(BOOLS)
    for kind, oid, aim in order:
        _play(board, kind, oid, aim)
        if at_once:
            board.resolve_all()
    board.resolve_all()
    return board.build("stacked_producers")


def _play(board: ScenarioBuilder, kind: str, oid: ObjectId, target: TargetRef | None) -> None:
    if kind == "cast":
        board.cast(oid)
    else:
        board.activate(oid, 0, targets=(target,) if target is not None else ())


__all__ = ["stacked_producers"]
