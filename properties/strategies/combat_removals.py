"""The combat_removals family: attackers and blockers removed from combat
after blocks are declared (CR 506.4): one changes controller, phases out, or
stops being a creature when the effect animating a land ends."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef,
    TargetSpec, TriggerEvent,
)
from reference_engine.ids import CardType, ObjectId, Step, TargetRef
from reference_engine.scenario import Action, ActionKind, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_watcher, gain, watcher_ability

_LAND = (CardType.LAND,)
_ENCHANTMENT = (CardType.ENCHANTMENT,)
_TOOLS = {
    "steal": (EffectKind.GAIN_CONTROL, CREATURE),
    "vanish": (EffectKind.PHASE_OUT, CREATURE),
    "shatter": (EffectKind.DESTROY, _ENCHANTMENT),
}
""""{T}: gain control of target creature", "... target creature phases out",
"... destroy target enchantment" (the one animating the lands)."""
_WATCHES = (TriggerEvent.DEALT_DAMAGE, TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, TriggerEvent.DEALS_DAMAGE)


def _rod(board: ScenarioBuilder, tool: str, owner: int) -> ObjectId:
    kind, types = _TOOLS[tool]
    ability = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True),
                      targets=(TargetSpec(objects=ObjectFilter(types=types)),),
                      effects=(Effect(kind=kind, object=ObjectRef.TARGET),))
    return board.put(board.card("Rod", (CardType.ARTIFACT,), abilities=(ability,)), owner=owner, controller=owner)


def _bear(board: ScenarioBuilder, player: int) -> ObjectId:
    return board.put(board.card("Bear", CREATURE, power=2, toughness=2), owner=player, controller=player)


def _fighters(board: ScenarioBuilder, draw: st.DrawFn, player: int, lands: bool, most: int) -> list[ObjectId]:
    """Up to ``most`` creatures of ``player``: Bears, Walls, and animated Forests when lands are creatures."""
    kinds = ("Bear", "Wall", "Forest") if lands else ("Bear", "Wall")
    placed = []
    for _ in range(draw(ints(0, most))):
        kind = draw(pick(kinds))
        if kind == "Forest":
            key = board.card("Forest", _LAND)
        else:
            key = board.card(kind, CREATURE, power=2 if kind == "Bear" else 0, toughness=2 if kind == "Bear" else 4)
        placed.append(board.put(key, owner=player, controller=player))
    return placed


@family("combat_removals")
@st.composite
def combat_removals(draw: st.DrawFn) -> Scenario:
    """A Bear and perhaps a Wall or, while an enchantment makes lands 1/1
    creatures, a Forest attack; Bears, Walls and Forests block; then the
    attacking or the defending player taps an artifact to gain control of a
    combatant, phase one out, or destroy the enchantment (a Forest then
    blocks the Bear), so the Forests stop being creatures; damage watchers
    now and then (CR 506.4, 509.1h)."""
    board = ScenarioBuilder()
    lands = draw(ints(0, 2)) > 0
    revolt = None
    if lands:
        animate = ContinuousEffect(kind=ContinuousKind.LANDS_ARE_CREATURES, filter=ObjectFilter(types=_LAND))
        revolt = add_watcher(board, Ability(kind=AbilityKind.STATIC, static=animate), controller=draw(ints(0, 1)))
    attackers = [_bear(board, board.active), *_fighters(board, draw, board.active, lands, 1)]
    blockers = _fighters(board, draw, board.opponent, lands, 2)
    tool = draw(pick(("steal", "vanish", "shatter", "shatter") if lands else ("steal", "vanish")))
    if tool == "shatter":  # a Forest blocks the Bear: once it is no land creature, nothing may hit it
        blockers.insert(0, board.put(board.card("Forest", _LAND), owner=board.opponent, controller=board.opponent))
    if draw(BOOLS):
        watch = watcher_ability(draw(pick(_WATCHES)), ObjectFilter(types=CREATURE), (gain(1),))
        add_watcher(board, watch, controller=draw(ints(0, 1)))
    board.attack(tuple(attackers), board.opponent)
    pairs = tuple((b, attackers[0] if n == 0 else draw(pick(attackers))) for n, b in enumerate(blockers))
    if pairs:
        board.block(pairs, board.opponent)
    else:
        board.advance_to(Step.DECLARE_BLOCKERS)
    user = draw(ints(0, 1))
    rod = _rod(board, tool, user)
    target = revolt if tool == "shatter" and revolt is not None else draw(pick(attackers + blockers))
    if user != board.active:
        board.script.append(Action(action=ActionKind.PASS, player=board.active))
    board.activate(rod, 0, player=user, targets=(TargetRef(object=target),))
    board.resolve_all()
    board.advance_to(Step.END_OF_COMBAT)
    return board.build("combat_removals")
