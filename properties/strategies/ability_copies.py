"""The ability_copies family: a triggered ability on the stack copied by
"{2}, {T}: Copy target triggered ability you control. You may choose new
targets for the copy." (Strionic Resonator), activated by the active player,
whose dying creature is the opponent's one time in two (then the Resonator
has no legal target). The abilities come from an entering creature or a dying one; most
aim at a target chosen through the choice policy, so the copy's new targets
(from the target policy) often differ (CR 707.10, 707.10c).
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
    StackAbility,
    Subject,
    TargetSpec,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, ObjectId, TargetRef, Zone
from reference_engine.refs import printed_ref
from reference_engine.scenario import ChoicePolicy, Scenario, TargetPolicy

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_creatures, add_spell, payoffs, seats, targeted

RESONATOR = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{2}", tap=True),
                    targets=(TargetSpec(zone=Zone.STACK, ability=StackAbility.TRIGGERED_YOU_CONTROL),),
                    effects=(Effect(kind=EffectKind.COPY, object=ObjectRef.TARGET),))
"""{2}, {T}: Copy target triggered ability you control. You may choose new targets for the copy."""
_PING = (TargetSpec(objects=ObjectFilter(), players=Who.ANY),
         (Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.TARGET),))
"""... it deals 1 damage to any target."""
_DRAIN = (TargetSpec(players=Who.ANY), (Effect(kind=EffectKind.LOSE_LIFE, amount=2, player=PlayerRef.TARGET),))
"""... target player loses 2 life."""


def add_resonator(board: ScenarioBuilder, controller: int) -> tuple[ObjectId, str]:
    """A Strionic Resonator on the battlefield: its id and its ability's reference."""
    key = board.card("Resonator", (CardType.ARTIFACT,), abilities=(RESONATOR,))
    return board.put(key, owner=controller, controller=controller), printed_ref(key, 0)


@family("ability_copies")
@st.composite
def ability_copies(draw: st.DrawFn) -> Scenario:
    """A creature's enters or dies trigger copied by a Strionic Resonator, now and then twice."""
    board = ScenarioBuilder()
    victims = add_creatures(board, [board.opponent] + draw(seats(draw(ints(0, 2)))))
    shape = draw(pick(("ping", "ping", "drain", "plain")))
    event = draw(pick((TriggerEvent.ENTERS, TriggerEvent.DIES)))
    targets, effects = {"ping": _PING, "drain": _DRAIN}.get(shape, (None, draw(payoffs())))
    ability = Ability(kind=AbilityKind.TRIGGERED, effects=effects, targets=(targets,) if targets else (),
                      trigger=Trigger(event=event, subject=ObjectFilter(subject=Subject.SELF)))
    key = board.card("Herald", CREATURE, abilities=(ability,), mana_cost="{G}")
    if event is TriggerEvent.ENTERS:
        board.cast(board.put(key, zone=Zone.HAND))
        board.resolve_top()
    else:
        # as often the opponent's creature: its trigger is no ability the Resonator's controller controls,
        # and a target that "you control" must refuse (CR 602.2b, 115.1)
        whose = draw(pick((board.active, board.opponent)))
        martyr = board.put(key, owner=whose, controller=whose)
        board.cast(add_spell(board, targeted(EffectKind.DESTROY), instant=True), targets=(TargetRef(object=martyr),))
        board.resolve_top()
    aims = ([TargetRef(object=v) for v in victims] if shape == "ping" else []) \
        + ([TargetRef(player=p) for p in (0, 1)] if targets else [])
    wanted: dict[str, tuple[TargetRef, ...]] = {printed_ref(key, 0): (draw(pick(aims)),)} if aims else {}
    may = {}
    for _ in range(draw(pick((1, 1, 1, 2)))):
        resonator, ref = add_resonator(board, board.active)
        may[ref] = draw(pick((True, True, True, False)))
        board.add_mana(board.active, "{2}")
        board.activate(resonator, 0)
    board.resolve_all()
    policy = draw(pick((TargetPolicy.FIRST_LEGAL, TargetPolicy.LAST_LEGAL)))
    return board.build("ability_copies", choices=ChoicePolicy(targets=policy, may_by_ability=may,
                                                              targets_by_ability=wanted))
