"""The borrowed_tools family: permanents the active player controls but the
opponent owns, and their abilities activated (CR 602.2a: an activated ability
is controlled by the player who activated it, not by its source's owner).

Engines have mixed up owner and controller for the abilities of a borrowed
permanent (XMage issue #604); boards elsewhere in the suite rarely lend one.
"""
from __future__ import annotations

from hypothesis import strategies as st

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, lists_of, pick
from properties.strategies.families import family
from properties.strategies.parts import ANY_TARGET, CREATURE, add_spell, add_watcher, gain
from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef, PlayerRef, Trigger, TriggerEvent,
)
from reference_engine.ids import CardType, TargetRef
from reference_engine.scenario import Action, ActionKind, Scenario

_TOOLS = (
    Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=(gain(1),)),
    Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{1}"), targets=(ANY_TARGET,),
            effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.TARGET,
                            player=PlayerRef.TARGET),)),
    Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True, sacrifice_self=True), effects=(gain(2),)),
    Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), effects=(Effect(kind=EffectKind.ADD_MANA, mana="{B}"),)),
)
"""What a tool does: "{0}: you gain 1 life"; "{1}: it deals 1 damage to any
target"; "{T}, sacrifice it: you gain 2 life"; "{T}: add {B}" (a mana ability,
which resolves at once, CR 605.3a)."""
_TYPES = (CREATURE, (CardType.ARTIFACT,))
_INSTANT = Ability(kind=AbilityKind.SPELL, effects=(gain(1),))


@family("borrowed_tools")
@st.composite
def borrowed_tools(draw: st.DrawFn) -> Scenario:
    """One or two permanents the opponent owns and the active player
    controls, maybe one of the active player's own beside them, each with an
    activated ability (gain life, deal damage to a target, sacrifice itself,
    add mana), and a "whenever a creature dies" watcher; the active player
    activates one to three of them, maybe with an instant of their own cast
    first; most of the time the owner then tries to activate a lent one,
    which the rules refuse; then everything resolves."""
    board = ScenarioBuilder()
    me, them = board.active, board.opponent
    owners = [them] * draw(pick((1, 2))) + ([me] if draw(BOOLS) else [])
    tools = [board.put(board.card("Tool", draw(pick(_TYPES)), abilities=(draw(pick(_TOOLS)),)),
                       owner=owner, controller=me) for owner in owners]
    mark = board.put(board.card("Bear", CREATURE, power=1, toughness=1), owner=them, controller=them)
    watcher = Ability(kind=AbilityKind.TRIGGERED, effects=(gain(1),),
                      trigger=Trigger(event=TriggerEvent.DIES, subject=ObjectFilter(types=CREATURE)))
    add_watcher(board, watcher, controller=draw(pick((me, them))))
    if draw(BOOLS):
        board.cast(add_spell(board, _INSTANT, instant=True, mana_cost="{W}"))
    used = draw(lists_of(pick(tools), min_size=1, max_size=3, unique=True))
    for tool in used:
        board.add_mana(me, "{1}")
        if _aims(board, tool):
            board.activate(tool, 0, targets=(TargetRef(object=mark) if draw(BOOLS) else TargetRef(player=them),))
        else:
            board.activate(tool, 0)
    # Mostly, the owner then tries to use a lent tool still there: only its
    # controller may (CR 602.2).
    lent = [t for t in tools if board.objects[t - 1].owner == them and not (t in used and _sacrificed(board, t))]
    if lent and draw(ints(0, 3)) > 0:
        board.add_mana(them, "{1}")
        board.script.append(Action(action=ActionKind.PASS, player=me))
        board.activate(lent[0], 0, player=them, targets=(TargetRef(player=me),) if _aims(board, lent[0]) else ())
    board.resolve_all()
    return board.build("borrowed_tools")


def _ability(board: ScenarioBuilder, tool: int) -> Ability:
    key = board.objects[tool - 1].card
    return next(c.abilities[0] for c in board.cards if c.key == key)


def _aims(board: ScenarioBuilder, tool: int) -> bool:
    """Whether the tool's ability targets."""
    return bool(_ability(board, tool).targets)


def _sacrificed(board: ScenarioBuilder, tool: int) -> bool:
    """Whether activating the tool sacrifices it."""
    cost = _ability(board, tool).cost
    return cost is not None and cost.sacrifice_self
