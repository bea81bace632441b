"""The activation_targets family: activated abilities announced with targets
that are legal or not (CR 602.2b, 601.2c).

A source with one or two targeted activated abilities ("target creature",
"target creature you control", "target creature an opponent controls",
"another target creature", "target artifact", "target player", "target
opponent"), each doing one thing to its target (damage, tapping, untapping,
a +1/+1 counter, life). Around it: a creature on each side, an artifact, a
creature card in a graveyard. The script activates one to three times,
announcing a target drawn from every object and player, so some announcements
are illegal and must be refused; a sacrifice cost may sacrifice the very
creature targeted (legal as chosen, gone when the ability resolves).
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    Cost,
    Effect,
    EffectKind,
    ObjectFilter,
    ObjectRef,
    PlayerRef,
    Subject,
    TargetSpec,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, lists_of, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_watcher, watcher_ability

FAMILY = "activation_targets"

_OBJECT_SPECS = (
    TargetSpec(objects=ObjectFilter(types=CREATURE)),
    TargetSpec(objects=ObjectFilter(types=CREATURE, controller=Who.YOU)),
    TargetSpec(objects=ObjectFilter(types=CREATURE, controller=Who.OPPONENT)),
    TargetSpec(objects=ObjectFilter(subject=Subject.ANOTHER, types=CREATURE)),
    TargetSpec(objects=ObjectFilter(types=(CardType.ARTIFACT,))),
)
_PLAYER_SPECS = (TargetSpec(players=Who.ANY), TargetSpec(players=Who.OPPONENT))
_OBJECT_EFFECTS = (
    Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.TARGET),
    Effect(kind=EffectKind.TAP, object=ObjectRef.TARGET),
    Effect(kind=EffectKind.UNTAP, object=ObjectRef.TARGET),
    Effect(kind=EffectKind.PUT_COUNTERS, amount=1, object=ObjectRef.TARGET),
)
_PLAYER_EFFECTS = (
    Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.TARGET),
    Effect(kind=EffectKind.GAIN_LIFE, amount=2, player=PlayerRef.TARGET),
    Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.TARGET, player=PlayerRef.TARGET),
)
_COSTS = (Cost(mana="{1}"), Cost(mana="{1}"), Cost(tap=True),
          Cost(mana="{1}", sacrifice=ObjectFilter(types=CREATURE)))
_WATCHED = (TriggerEvent.DEALT_DAMAGE, TriggerEvent.BECOMES_TAPPED, TriggerEvent.BECOMES_UNTAPPED,
            TriggerEvent.COUNTERS_PUT, TriggerEvent.DIES)
"""What the watcher sees; never life gain, which its own gain would trigger again."""


@st.composite
def _targeted_ability(draw: st.DrawFn) -> Ability:
    if draw(BOOLS):
        spec, effect = draw(pick(_OBJECT_SPECS)), draw(pick(_OBJECT_EFFECTS))
    else:
        spec, effect = draw(pick(_PLAYER_SPECS)), draw(pick(_PLAYER_EFFECTS))
    return Ability(kind=AbilityKind.ACTIVATED, cost=draw(pick(_COSTS)), targets=(spec,), effects=(effect,))


_ABILITY = _targeted_ability()


@family(FAMILY)
@st.composite
def activation_targets(draw: st.DrawFn) -> Scenario:
    """Targeted activated abilities announced with legal and illegal targets,
    one to three times, some paying with the creature they target."""
    board = ScenarioBuilder(players=draw(pick((2, 2, 3))))
    me, them = board.active, board.opponent
    abilities = tuple(draw(lists_of(_ABILITY, min_size=1, max_size=2)))
    kind = draw(pick((CREATURE, (CardType.ARTIFACT,))))
    tool = board.put(board.card("Tool", kind, abilities=abilities), controller=me)
    mine = board.put(board.card("Bear", CREATURE), controller=me, tapped=draw(BOOLS))
    theirs = board.put(board.card("Bear", CREATURE), owner=them, controller=them, tapped=draw(BOOLS))
    relic = board.put(board.card("Relic", (CardType.ARTIFACT,)), owner=draw(pick((me, them))),
                      controller=None, tapped=draw(BOOLS))
    buried = board.put(board.card("Bear", CREATURE), zone=Zone.GRAVEYARD)
    add_watcher(board, watcher_ability(draw(pick(_WATCHED))), controller=draw(pick((me, them))))
    aims = [TargetRef(object=o) for o in (tool, mine, theirs, relic, buried)]
    aims += [TargetRef(player=p) for p in range(board.n_players)]
    for _ in range(draw(ints(1, 3))):
        index = draw(ints(0, len(abilities) - 1))
        spec = abilities[index].targets[0]
        fitting = _fitting(spec, tool, kind, mine, theirs, relic, me, board.n_players)
        # Mostly a target the phrase allows, so most activations resolve;
        # now and then any object or player, which the rules may refuse.
        target = draw(pick(tuple(aims))) if not fitting or draw(ints(0, 3)) == 3 else draw(pick(fitting))
        cost = abilities[index].cost
        sacrifice: tuple[int, ...] = ()
        if cost is not None and cost.sacrifice is not None:
            sacrifice = (target.object,) if target.object in (mine, theirs) and draw(BOOLS) else (mine,)
        board.add_mana(me, cost.mana if cost is not None else None)
        board.activate(tool, index, targets=(target,), sacrifice=sacrifice)
        if draw(BOOLS):
            board.resolve_all()
    board.resolve_all()
    return board.build(FAMILY)


def _fitting(spec: TargetSpec, tool: int, kind: tuple[CardType, ...], mine: int, theirs: int, relic: int,
             me: int, players: int) -> tuple[TargetRef, ...]:
    """The targets the phrase allows on the starting board."""
    if spec.players is not None:
        return tuple(TargetRef(player=p) for p in range(players) if spec.players is Who.ANY or p != me)
    flt = spec.objects or ObjectFilter()
    if CardType.ARTIFACT in flt.types:
        return tuple(TargetRef(object=o) for o in (relic, tool) if o == relic or CardType.ARTIFACT in kind)
    creatures = ([tool] if CardType.CREATURE in kind and flt.subject is not Subject.ANOTHER else []) + [mine, theirs]
    if flt.controller is Who.YOU:
        creatures = [o for o in creatures if o != theirs]
    elif flt.controller is Who.OPPONENT:
        creatures = [theirs]
    return tuple(TargetRef(object=o) for o in creatures)
