"""The replacement_orders family: a creature with a regeneration shield that
"if that creature would die this turn, exile it instead" covers too is
destroyed; its controller chooses which applies first (CR 616.1, 616.1f)."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import Ability, AbilityKind, Effect, EffectKind, ObjectFilter, ObjectRef, TargetSpec, \
    TriggerEvent
from reference_engine.ids import CardType, ObjectId, TargetRef, Zone
from reference_engine.scenario import ChoicePolicy, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.magma_sprays import spray
from properties.strategies.parts import CREATURE, add_watcher, gain, watcher_ability

FAMILY = "replacement_orders"
_AT_CREATURE = TargetSpec(objects=ObjectFilter(types=CREATURE))


def _instant(board: ScenarioBuilder, name: str, *effects: Effect) -> ObjectId:
    ability = Ability(kind=AbilityKind.SPELL, targets=(_AT_CREATURE,), effects=effects)
    return board.put(board.card(name, (CardType.INSTANT,), abilities=(ability,), mana_cost="{B}"), zone=Zone.HAND)


@family(FAMILY)
@st.composite
def replacement_orders(draw: st.DrawFn) -> Scenario:
    """A creature of either player is regenerated and Magma Sprayed (in
    either order, now and then only one of them), then destroyed or dealt
    lethal damage, maybe twice; each player's answer to "regeneration
    first?" is drawn apart; watchers of deaths, tapping or damage (CR 616.1, 616.1f)."""
    board = ScenarioBuilder()
    owner = draw(pick((board.active, board.opponent)))
    ox = board.put(board.card("Ox", CREATURE, power=2, toughness=draw(ints(2, 3))), owner=owner, controller=owner)
    if draw(ints(0, 2)) > 0:
        event = draw(pick((TriggerEvent.DIES, TriggerEvent.BECOMES_TAPPED, TriggerEvent.DEALT_DAMAGE)))
        add_watcher(board, watcher_ability(event, ObjectFilter(types=CREATURE), (gain(1),)),
                    controller=draw(pick((board.active, board.opponent))))
    at = (TargetRef(object=ox),)
    regen = _instant(board, "Regenerate", Effect(kind=EffectKind.REGENERATE, object=ObjectRef.TARGET))
    sprayed = board.put(board.card("Magma Spray", (CardType.INSTANT,), abilities=(spray(draw(ints(0, 1))),),
                                   mana_cost="{R}"), zone=Zone.HAND)
    order = [regen, sprayed] if draw(BOOLS) else [sprayed, regen]
    for spell in order[:2 if draw(ints(0, 4)) > 0 else 1]:
        board.cast(spell, targets=at)
        board.resolve_all()
    for _ in range(draw(ints(1, 2))):
        kill = draw(pick((Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),
                          Effect(kind=EffectKind.DEAL_DAMAGE, amount=4, object=ObjectRef.TARGET))))
        board.cast(_instant(board, "Kill", kill), targets=at)
        board.resolve_all()
    policy = ChoicePolicy(regenerate_first=draw(BOOLS),
                          regenerate_first_by_player={str(p): draw(BOOLS) for p in (0, 1) if draw(BOOLS)})
    return board.build(FAMILY, choices=policy)
