"""The entering_choices family: a permanent that chooses a creature type as
it enters (CR 614.12a) and triggers on spells or arrivals of the chosen type,
creature spells of several types cast after it, and now and then the
permanent flickered in between (a new object that chooses again, CR 400.7);
often it has an anthem "creatures you control of the chosen type get +1/+1"
(CR 613.4c), and one of the creatures is then destroyed or dealt damage."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter, ObjectRef, Subject,
    TargetSpec, Trigger, TriggerEvent, Who,
)
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.scenario import ChoicePolicy, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, gain

FAMILY = "entering_choices"
TYPES = ("Bear", "Elf", "Goblin")
CHOOSE = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
    kind=ContinuousKind.CHOOSE_CREATURE_TYPE, filter=ObjectFilter(subject=Subject.SELF)))
"""As this permanent enters, choose a creature type."""
_CHARGE = Effect(kind=EffectKind.PUT_COUNTERS, amount=1, counter="charge", object=ObjectRef.SELF)
"""Door of Destinies' "put a charge counter on this artifact": a payoff with no library to draw from."""


def _anthem(per_counter: bool) -> Ability:
    """"Creatures you control of the chosen type get +1/+1" (Vanquisher's
    Banner), "... for each charge counter on this artifact" (Door of Destinies)."""
    return Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.ANTHEM, filter=ObjectFilter(types=CREATURE, controller=Who.YOU, chosen_type=True),
        power=1, toughness=1, x=per_counter, counter="charge" if per_counter else "+1/+1"))


def chosen_type_watcher(draw: st.DrawFn) -> Ability:
    """"Whenever you cast a creature spell of the chosen type" (Vanquisher's
    Banner), "a spell of the chosen type" (Door of Destinies), or "whenever
    another creature of the chosen type you control enters" (Bloodline
    Pretender); the payoff a charge counter on the source or 1 life (no
    library to draw from, which keeps counterexamples small)."""
    event = draw(pick((TriggerEvent.CAST, TriggerEvent.CAST, TriggerEvent.ENTERS)))
    if event is TriggerEvent.CAST:
        flt = ObjectFilter(types=CREATURE if draw(BOOLS) else (), chosen_type=True)
        trigger = Trigger(event=event, subject=flt, player=draw(pick((Who.YOU, Who.ANY))))
    else:
        trigger = Trigger(event=event, subject=ObjectFilter(subject=Subject.ANOTHER, types=CREATURE,
                                                            controller=Who.YOU, chosen_type=True))
    return Ability(kind=AbilityKind.TRIGGERED, trigger=trigger, effects=(draw(pick((_CHARGE, gain(1)))),))


@family(FAMILY)
@st.composite
def entering_choices(draw: st.DrawFn) -> Scenario:
    """An artifact (or creature) with "As this enters, choose a creature
    type" and one or two triggers reading the chosen type, cast by the active
    player with the type scripted (now and then left to the default), two
    times in three with "creatures you control of the chosen type get
    +1/+1" (or "+1/+1 for each charge counter on this artifact"); then one
    to three creature spells of drawn types, most often the chosen one; now
    and then the permanent is exiled and returned before a cast. Under an
    anthem, one of those of the chosen type is then destroyed or dealt 2
    damage."""
    board = ScenarioBuilder()
    kind = draw(pick(((CardType.ARTIFACT,), CREATURE)))
    watchers = tuple(chosen_type_watcher(draw) for _ in range(draw(ints(1, 2))))
    anthem = draw(pick((None, False, True)))  # none, +1/+1, +1/+1 per charge counter
    anthems = () if anthem is None else (_anthem(anthem),)
    banner = board.put(board.card("Banner", kind, abilities=(CHOOSE, *anthems, *watchers), mana_cost="{3}",
                                  subtypes=("Golem",) if kind == CREATURE else ()), zone=Zone.HAND)
    chosen = draw(pick(TYPES))
    scripted = draw(ints(0, 3)) > 0
    board.cast(banner)
    board.resolve_all()
    cast: list[int] = []
    for i in range(draw(ints(1, 3))):
        # a flicker one time in four; under an anthem not where a shrink lands,
        # which keeps an anthem's counterexample to its casts
        if draw(ints(0, 3)) == (0 if anthem is None else 3):
            _flicker(board, banner, kind)
        kin = chosen if draw(ints(0, 2)) > 0 else draw(pick(TYPES))
        extra = draw(pick(((), ("Warrior",))))
        spell = board.put(board.card(kin, CREATURE, mana_cost="{G}", subtypes=(kin, *extra)), zone=Zone.HAND)
        board.cast(spell)
        board.resolve_all()
        cast += [spell] if kin == chosen else []
    if anthem is not None and cast:
        _finale(board, draw, cast)
    ref = f"{board.objects[banner - 1].card}/0"
    return board.build(FAMILY, choices=ChoicePolicy(creature_types={ref: chosen} if scripted else {}))


def _finale(board: ScenarioBuilder, draw: st.DrawFn, creatures: list[int]) -> None:
    """Under an anthem, one of the creatures of the chosen type cast is
    destroyed (leaving, it shows its power and toughness) or dealt 2 damage
    (a 2/2 survives only with the anthem, CR 704.5g)."""
    kind = draw(pick((EffectKind.DESTROY, EffectKind.DEAL_DAMAGE)))
    bolt = Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=ObjectFilter(types=CREATURE)),),
                   effects=(Effect(kind=kind, amount=2 if kind is EffectKind.DEAL_DAMAGE else 0,
                                   object=ObjectRef.TARGET),))
    spell = board.put(board.card("Bolt", (CardType.INSTANT,), abilities=(bolt,), mana_cost="{R}"), zone=Zone.HAND)
    board.cast(spell, targets=(TargetRef(object=draw(pick(creatures))),))
    board.resolve_all()


def _flicker(board: ScenarioBuilder, banner: int, kind: tuple[CardType, ...]) -> None:
    """"Exile target <artifact/creature> you control, then return it to the battlefield"."""
    blink = Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=ObjectFilter(types=kind, controller=Who.YOU)),),
                    effects=(Effect(kind=EffectKind.EXILE, object=ObjectRef.TARGET),
                             Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.TARGET)))
    spell = board.put(board.card("Flicker", (CardType.INSTANT,), abilities=(blink,), mana_cost="{W}"), zone=Zone.HAND)
    board.cast(spell, targets=(TargetRef(object=banner),))
    board.resolve_all()


def cast_banner_then_kin(board: ScenarioBuilder, kin: str) -> None:
    """For the crossover swarm, with no draw of its own: the active player
    casts an artifact that chooses a creature type as it enters (the default
    choice: the first creature type of the scenario's creature cards) and
    gets a charge counter on each creature spell of that type (no library to
    draw from), then a creature spell of type
    ``kin``; {1} more for the artifact if noncreature spells cost more."""
    watcher = Ability(kind=AbilityKind.TRIGGERED, effects=(_CHARGE,), trigger=Trigger(
        event=TriggerEvent.CAST, player=Who.YOU, subject=ObjectFilter(types=CREATURE, chosen_type=True)))
    banner = board.put(board.card("Banner", (CardType.ARTIFACT,), abilities=(CHOOSE, watcher), mana_cost="{3}"),
                       owner=board.active, zone=Zone.HAND)
    if any(e.kind is ContinuousKind.COST_INCREASE for e in board.effects):
        board.add_mana(board.active, "{1}")
    board.cast(banner)
    board.resolve_all()
    board.cast(board.put(board.card(kin, CREATURE, mana_cost="{G}", subtypes=(kin,)), owner=board.active,
                         zone=Zone.HAND))
    board.resolve_all()
