"""The planeswalkers family: planeswalkers on both sides, their loyalty
abilities activated legally and not, burn at them, "dies" and "leaves"
watchers (CR 306.5b, 606.3, 606.4, 120.3c, 704.5i)."""
from __future__ import annotations

from typing import Final

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef, PlayerRef, TargetSpec, TriggerEvent,
)
from reference_engine.ids import CardType, ObjectId, PlayerId, Step, TargetRef, Zone
from reference_engine.scenario import Action, ActionKind, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_creatures, add_watcher, gain, make_tokens, watcher_ability

PLANESWALKER = (CardType.PLANESWALKER,)
_WATCHES = (TriggerEvent.DIES, TriggerEvent.LEAVES, TriggerEvent.PUT_INTO_GRAVEYARD, TriggerEvent.DEALT_DAMAGE)
_BURN = TargetSpec(objects=ObjectFilter(any_types=(CardType.CREATURE, CardType.PLANESWALKER)))


def loyal(cost: int, *effects: Effect) -> Ability:
    """A loyalty ability: "+1: ...", "0: ..." or "−2: ..."."""
    return Ability(kind=AbilityKind.ACTIVATED, cost=Cost(loyalty=cost), effects=effects)


_ABILITIES = (
    loyal(1, gain(1)),
    loyal(2, gain(2)),
    loyal(0, make_tokens(1)),
    loyal(-1, Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.EACH_OPPONENT)),
    loyal(-2, Effect(kind=EffectKind.DEAL_DAMAGE, amount=2, object=ObjectRef.ALL, filter=ObjectFilter(types=CREATURE))),
    loyal(-3, gain(3)),
)
_ABILITY_SETS: Final = st.lists(st.sampled_from(_ABILITIES), min_size=2, max_size=3, unique_by=lambda a: a.cost)
"""Two or three of them, no two at the same loyalty cost."""


def walker_card(board: ScenarioBuilder, draw: st.DrawFn) -> str:
    """A planeswalker card with printed loyalty 1 to 4 and two or three loyalty abilities."""
    abilities = tuple(draw(_ABILITY_SETS))
    return board.card("Walker", PLANESWALKER, abilities=abilities, mana_cost="{1}{W}",
                      subtypes=(draw(pick(("Gideon", "Jace"))),), loyalty=draw(ints(1, 4)))


def add_walker(board: ScenarioBuilder, draw: st.DrawFn, player: PlayerId, least: int = 0) -> ObjectId:
    """A planeswalker on the battlefield under ``player``, with ``least`` (0: rarely) to 5 loyalty counters."""
    loyalty = draw(pick(tuple(n for n in (0, 1, 2, 3, 3, 4, 5) if n >= least)))
    return board.put(walker_card(board, draw), owner=player, controller=player,
                     counters={"loyalty": loyalty} if loyalty else {})


def _burn(board: ScenarioBuilder, draw: st.DrawFn, caster: PlayerId, target: ObjectId) -> None:
    """An instant: "<Bolt> deals N damage to target creature or planeswalker", cast and resolved."""
    ability = Ability(kind=AbilityKind.SPELL, targets=(_BURN,), effects=(
        Effect(kind=EffectKind.DEAL_DAMAGE, amount=draw(ints(1, 4)), object=ObjectRef.TARGET),))
    bolt = board.put(board.card("Bolt", (CardType.INSTANT,), abilities=(ability,), mana_cost="{R}"),
                     owner=caster, zone=Zone.HAND)
    board.cast(bolt, player=caster, targets=(TargetRef(object=target),))


def _abilities(board: ScenarioBuilder, oid: ObjectId) -> int:
    key = board.objects[oid - 1].card
    return len(next(c for c in board.cards if c.key == key).abilities)


def _hand_to(board: ScenarioBuilder, player: PlayerId) -> None:
    """Let ``player`` act next: the active player passes to them first."""
    if player != board.active:
        board.script.append(Action(action=ActionKind.PASS, player=board.active))


@family("planeswalkers")
@st.composite
def planeswalkers(draw: st.DrawFn) -> Scenario:
    """One or two planeswalkers for the active player, often one for the
    opponent, now and then one cast from hand (it enters with its printed
    loyalty), a creature or two, "dies", "leaves" and damage watchers. The
    active player activates loyalty abilities (a second one of the same
    planeswalker the same turn, one with a spell waiting on the stack, the
    opponent's on the active player's turn, one in the combat step: all
    refused), and burn spells deal damage to planeswalkers, so loyalty goes
    down, sometimes to 0 (CR 306.5b, 606.3, 606.4, 120.3c, 704.5i)."""
    board = ScenarioBuilder()
    mine = [add_walker(board, draw, board.active, least=1) for _ in range(draw(ints(1, 2)))]
    theirs = [add_walker(board, draw, board.opponent) for _ in range(draw(pick((0, 1, 1))))]
    if draw(ints(0, 2)) == 0:
        add_creatures(board, [draw(ints(0, 1))])
    if draw(ints(0, 3)) > 0:
        watch = watcher_ability(draw(pick(_WATCHES)), ObjectFilter(types=PLANESWALKER), (gain(1),))
        add_watcher(board, watch, controller=draw(ints(0, 1)))
    if draw(ints(0, 3)) == 0:  # cast from hand: it enters with its printed loyalty (CR 306.5b)
        walker = board.put(walker_card(board, draw), owner=board.active, zone=Zone.HAND)
        board.cast(walker)
        board.resolve_all()
        mine.append(walker)
    walkers = mine + theirs
    # The simplest draws (Hypothesis favours them) activate a loyalty ability and burn a planeswalker.
    moves = ["activate"] if draw(ints(0, 3)) != 3 else []
    moves += [draw(pick(("again", "burn", "activate", "again", "stacked"))) for _ in range(draw(ints(0, 3)))]
    if "burn" not in moves and draw(ints(0, 2)) != 2:
        moves.append("burn")
    for move in moves:
        if move in ("activate", "again"):
            source = mine[0] if move == "activate" and draw(BOOLS) else draw(pick(mine))
            n = _abilities(board, source)
            first = draw(ints(0, n - 1))
            board.activate(source, first)
            board.resolve_all()
            if move == "again":  # another of its loyalty abilities, the same turn: refused (CR 606.3)
                board.activate(source, (first + 1) % n)
                board.resolve_all()
        elif move == "burn":
            caster = draw(ints(0, 1))
            _hand_to(board, caster)
            _burn(board, draw, caster, draw(pick(walkers)))
            board.resolve_all()
        else:  # a spell waits on the stack: no loyalty ability now (CR 606.3)
            _burn(board, draw, board.active, draw(pick(walkers)))
            board.activate(draw(pick(mine)), 0)
            board.resolve_all()
    end = draw(ints(0, 5))
    if end == 0 and theirs:  # the opponent's, on the active player's turn (CR 606.3)
        _hand_to(board, board.opponent)
        board.activate(draw(pick(theirs)), 0, player=board.opponent)
    elif end == 1:  # not in the combat step either (CR 606.3)
        board.advance_to(Step.BEGINNING_OF_COMBAT)
        board.activate(draw(pick(mine)), 0)
    return board.build("planeswalkers")
