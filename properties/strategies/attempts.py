"""The attempts family: plays that are legal and their nearest illegal twins, side by side.

The active player, in a main phase (now and then in the upkeep), holds two
lands, cards to discard, a spell dividing 3 damage between two targets and
maybe an instant and a counterspell (each costing {0}, so that no step
change can leave them unpaid), and controls a creature with
activated abilities without mana: one with a cost of discarding, tapping,
untapping, paying life or sacrificing a creature; a modal one; one limited to
once each turn; one that targets a creature or a player; one that counters
target spell; and an enchantment with a prevention effect. The script
makes each kind of attempt (three times in four), in any order: a land play and often a
second one, an activation paid as its cost asks or with the wrong cards, a
mode that exists or not, the limited ability twice, an ability index the
creature lacks, too many targets, the counter ability aimed at a spell on
the stack or a counterspell aimed at itself (CR 115.5), an attack at the
opponent or at oneself, a special action through the prevention effect,
which permits none, a division with a share for each target or one more,
a second copy of the enchantment cast from the hand (a permanent spell with
nothing to target).
Each refusal's reason can be checked against the board, and each illegal
attempt must be refused.
"""
from __future__ import annotations

from typing import Callable

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    ContinuousEffect,
    ContinuousKind,
    Cost,
    DelayedTrigger,
    Effect,
    EffectKind,
    Mode,
    ObjectFilter,
    ObjectRef,
    PlayerRef,
    TargetSpec,
)
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.scenario import Action, ActionKind, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, lists_of, permutations_of, pick
from properties.strategies.families import family
from properties.strategies.parts import ANY_TARGET, CREATURE, gain

FAMILY = "attempts"

_COSTS = (
    Cost(discard=1), Cost(discard=1), Cost(discard=2), Cost(tap=True), Cost(untap=True), Cost(pay_life=1),
    Cost(sacrifice=ObjectFilter(types=CREATURE)), Cost(),
)
_MOSTLY = st.sampled_from((False, True, True, True))
"""Three times in four; shrinks to False."""
_SPELL = TargetSpec(objects=ObjectFilter(), zone=Zone.STACK)
_COUNTER = (Effect(kind=EffectKind.COUNTER_SPELL, object=ObjectRef.TARGET),)
_DIVIDED = (Effect(kind=EffectKind.DEAL_DAMAGE, amount=3, object=ObjectRef.TARGET, player=PlayerRef.TARGET,
                   divided=True),)
_PING = (Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.TARGET, player=PlayerRef.TARGET),)


class _Board:
    """The objects the attempts name."""

    def __init__(self, board: ScenarioBuilder, draw: st.DrawFn) -> None:
        me, them = board.active, board.opponent
        self.cost = draw(pick(_COSTS))
        abilities = (
            Ability(kind=AbilityKind.ACTIVATED, cost=self.cost, effects=(gain(1),)),
            Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), modes=(Mode(effects=(gain(1),)), Mode(effects=(gain(2),)))),
            Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=(gain(1),), limit_per_turn=1),
            Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=_PING,
                    targets=(ANY_TARGET,)),
            Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=_COUNTER, targets=(_SPELL,)),
        )
        self.tool = board.put(board.card("Tool", CREATURE, abilities=abilities), controller=me,
                              tapped=draw(pick((False, False, True))))
        self.lands = tuple(board.put(board.card("Land", (CardType.LAND,)), zone=Zone.HAND) for _ in range(2))
        self.fodder = tuple(board.put(board.card("Bear", CREATURE), zone=Zone.HAND)
                            for _ in range(draw(ints(1, 2))))
        self.mine = board.put(board.card("Bear", CREATURE), controller=me) if draw(BOOLS) else self.tool
        self.theirs = (board.put(board.card("Bear", CREATURE), owner=them, controller=them)
                       if draw(BOOLS) else self.tool)
        self.relic = (board.put(board.card("Relic", (CardType.ARTIFACT,), abilities=abilities[:1]),
                                zone=Zone.GRAVEYARD) if draw(BOOLS) else self.lands[0])
        shield = ContinuousEffect(kind=ContinuousKind.PREVENT_ALL_DAMAGE, filter=ObjectFilter(types=(CardType.ARTIFACT,)),
                                  ability=Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=(Effect(
                                      kind=EffectKind.CREATE_DELAYED,
                                      delayed=DelayedTrigger(step=Step.END, effects=(gain(1),))),)))
        self.ward_card = board.card("Ward", (CardType.ENCHANTMENT,), mana_cost="{0}", abilities=(
            Ability(kind=AbilityKind.STATIC, static=shield),))
        self.ward = board.put(self.ward_card, controller=me)
        self.spark = (board.put(board.card("Spark", (CardType.INSTANT,), mana_cost="{0}", abilities=(
            Ability(kind=AbilityKind.SPELL, effects=(gain(1),)),)), zone=Zone.HAND) if draw(BOOLS) else None)
        self.counter = (board.put(board.card("Counter", (CardType.INSTANT,), mana_cost="{0}", abilities=(
            Ability(kind=AbilityKind.SPELL, effects=_COUNTER, targets=(_SPELL,)),)), zone=Zone.HAND)
            if draw(BOOLS) else None)
        self.bolts = (board.put(board.card("Bolts", (CardType.INSTANT,), mana_cost="{0}", abilities=(
            Ability(kind=AbilityKind.SPELL, effects=_DIVIDED, targets=(ANY_TARGET, ANY_TARGET)),)), zone=Zone.HAND))
        self.their_card = (board.put(board.card("Bear", CREATURE), owner=them, zone=Zone.HAND)
                           if draw(BOOLS) else self.tool)


Attempt = Callable[[ScenarioBuilder, st.DrawFn, _Board], None]


def _land(board: ScenarioBuilder, draw: st.DrawFn, b: _Board) -> None:
    """A land play, mostly by the active player, and often a second one: the
    other land, or the same one again."""
    player = draw(pick((board.active, board.active, board.active, board.opponent)))
    first = draw(ints(0, 1))
    board.script.append(Action(action=ActionKind.PLAY_LAND, player=player, object=b.lands[first]))
    if draw(_MOSTLY):
        again = draw(pick((1 - first, 1 - first, 1 - first, first)))
        board.script.append(Action(action=ActionKind.PLAY_LAND, player=player, object=b.lands[again]))


def _pay(board: ScenarioBuilder, draw: st.DrawFn, b: _Board) -> None:
    """The cost ability, paid with what its cost asks or with the wrong cards."""
    discard: tuple[int, ...] = ()
    if b.cost.discard or draw(pick((False, False, False, True))):
        discard = draw(pick((
            b.fodder[:b.cost.discard or 1], b.fodder[:b.cost.discard or 1], b.fodder[:1], b.fodder,
            (b.fodder[0], b.fodder[0]), (b.their_card,), (b.lands[0],),
        )))
    sacrifice: tuple[int, ...] = ()
    if b.cost.sacrifice is not None or draw(pick((False, False, False, True))):
        sacrifice = draw(pick(((b.mine,), (b.mine,), (b.tool,), (b.theirs,), (b.mine, b.tool), ())))
    board.activate(b.tool, 0, discard=discard, sacrifice=sacrifice)


def _mode(board: ScenarioBuilder, draw: st.DrawFn, b: _Board) -> None:
    """The modal ability with its first mode, then maybe again with a mode
    that exists (1) or not (2, 5), or none announced."""
    board.activate(b.tool, 1, mode=0)
    again = draw(pick(("none", 1, None, 2, 5)))
    if again != "none":
        board.activate(b.tool, 1, mode=again if isinstance(again, int) else None)


def _limited(board: ScenarioBuilder, draw: st.DrawFn, b: _Board) -> None:
    """The once-each-turn ability, once or twice."""
    for _ in range(draw(ints(1, 2))):
        board.activate(b.tool, 2)


def _absent(board: ScenarioBuilder, draw: st.DrawFn, b: _Board) -> None:
    """An ability the permanent lacks, or one of a card in the graveyard."""
    source, index = draw(pick(((b.tool, 7), (b.tool, 9), (b.relic, 0), (b.mine, 0))))
    board.activate(source, index)


def _aimed(board: ScenarioBuilder, draw: st.DrawFn, b: _Board) -> None:
    """The targeted ability with one target, or more targets than it has."""
    aims = (TargetRef(object=b.theirs), TargetRef(player=board.opponent), TargetRef(object=b.mine))
    board.activate(b.tool, 3, targets=tuple(draw(lists_of(pick(aims), min_size=1, max_size=3))))


def _stack(board: ScenarioBuilder, draw: st.DrawFn, b: _Board) -> None:
    """A spell on the stack and, in response, the creature's ability that
    counters a spell aimed at it; or a counterspell cast aimed at itself."""
    if b.spark is not None and (b.counter is None or draw(BOOLS)):
        board.cast(b.spark, pay=False)
        board.activate(b.tool, 4, targets=(TargetRef(object=b.spark),))
    elif b.counter is not None:
        board.cast(b.counter, pay=False, targets=(TargetRef(object=b.counter),))


def _divide(board: ScenarioBuilder, draw: st.DrawFn, b: _Board) -> None:
    """3 damage divided between two targets: one share each and the rest to
    one (legal), a share more than there are targets (CR 601.2d), or all 3
    to one target, the other phrase left without one (CR 601.2c)."""
    aims = (TargetRef(object=b.theirs), TargetRef(player=board.opponent))
    shares = draw(pick(((1, 1, 1), (2, 1), (1, 1, 1), (3,))))
    board.cast(b.bolts, pay=False, targets=aims[:1] if shares == (3,) else aims, division=shares)


def _attack(board: ScenarioBuilder, draw: st.DrawFn, b: _Board) -> None:
    """An attack by the creature at the opponent, or at its own controller."""
    attacker = draw(pick((b.mine, b.tool)))
    board.attack((attacker,), draw(pick((board.active, board.opponent, board.active))))


def _special(board: ScenarioBuilder, draw: st.DrawFn, b: _Board) -> None:
    """A special action through a static ability that permits none: a
    prevention effect that carries an ability part (CR 116.2)."""
    board.script.append(Action(action=ActionKind.SPECIAL_ACTION, player=board.active, object=b.ward, ability=0))


def _permanent(board: ScenarioBuilder, draw: st.DrawFn, b: _Board) -> None:
    """A second Ward cast from the hand: a permanent spell whose one static
    ability is no enchant ability, so it has nothing to target (CR 601.2c)."""
    board.cast(board.put(b.ward_card, zone=Zone.HAND), pay=False)


ATTEMPTS: tuple[Attempt, ...] = (_land, _pay, _pay, _mode, _limited, _absent, _aimed, _stack, _attack, _special, _divide,
                                 _permanent)


@family(FAMILY)
@st.composite
def attempts(draw: st.DrawFn) -> Scenario:
    """Legal plays beside their nearest illegal twins, in any order: land
    plays, activations paid right or with the wrong cards, modes, a limited
    ability twice, absent abilities, too many targets, a counter aimed at a
    spell or at itself, attacks, a special action nothing permits, a divided
    spell's shares, a permanent spell with nothing to target."""
    board = ScenarioBuilder(step=draw(pick((Step.PRECOMBAT_MAIN,) * 5 + (Step.UPKEEP,))))
    pieces = _Board(board, draw)
    chosen = [a for a in ATTEMPTS if draw(_MOSTLY)] or [draw(pick(ATTEMPTS))]
    for attempt in draw(permutations_of(chosen)):
        attempt(board, draw, pieces)
        if draw(BOOLS):
            board.resolve_all()
    return board.build(FAMILY)
