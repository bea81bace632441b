"""The damage_orders family: damage that prevention and doubling would both change.

One or two Furnaces of Rath ("it deals double that damage instead") under
either player, now and then none; "prevent 1 (or 2) of that damage" for a
player (Urza's Armor) and for a tough creature of its own (Daunting
Defender's shield on itself), now and then a scenario shield ("prevent the
next 2 damage"); then one to three damage spells at a player or a creature,
now and then one that deals damage to each player, and now and then an
attack, the Guard blocking or not. Each player's answer to
"prevention first?" is drawn apart, so the player dealt the damage and the
caster often disagree (CR 616.1, 616.1f, 614.5). Often a watcher gains its
controller 1 life whenever a source deals damage: it sees the damage dealt.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    ContinuousEffect,
    ContinuousKind,
    Effect,
    EffectKind,
    ObjectFilter,
    ObjectRef,
    PlayerRef,
    Subject,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.scenario import ChoicePolicy, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import ANY_TARGET, CREATURE, add_watcher, gain, watcher_ability

FAMILY = "damage_orders"



def furnace() -> Ability:
    """Furnace of Rath's static ability."""
    return Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(kind=ContinuousKind.DOUBLE_DAMAGE))


def armor(amount: int, **where: object) -> Ability:
    """"If a source would deal damage to <you | this creature>, prevent N of that damage"."""
    return Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.PREVENT_SOME_DAMAGE, amount=amount, **where))  # type: ignore[arg-type]


def _spell(board: ScenarioBuilder, name: str, ability: Ability) -> int:
    return board.put(board.card(name, (CardType.INSTANT,), abilities=(ability,), mana_cost="{R}"), zone=Zone.HAND)


@family(FAMILY)
@st.composite
def damage_orders(draw: st.DrawFn) -> Scenario:
    """Furnace of Rath and "prevent N of that damage" for a player or a
    creature, then damage spells at them; each player's answer to "prevention
    first?" drawn apart; now and then an attack, and a "deals damage" watcher (CR 616.1, 616.1f, 614.5)."""
    board = ScenarioBuilder()
    me, them = board.active, board.opponent
    furnaces = draw(pick((1, 1, 2, 0)))
    for _ in range(furnaces):
        board.put(board.card("Furnace", (CardType.ENCHANTMENT,), abilities=(furnace(),)),
                  owner=(who := draw(pick((me, them)))), controller=who)
    guarded = draw(pick((them, me)))
    board.put(board.card("Armor", (CardType.ARTIFACT,), abilities=(armor(draw(pick((1, 2))), players=Who.YOU),)),
              owner=guarded, controller=guarded)
    keeper = draw(pick((them, me)))
    guard = board.put(board.card("Guard", CREATURE, power=1, toughness=draw(pick((9, 3))), abilities=(
        armor(draw(pick((1, 2))), filter=ObjectFilter(subject=Subject.SELF)),)), owner=keeper, controller=keeper)
    recipients = (TargetRef(player=guarded), TargetRef(object=guard), TargetRef(player=draw(pick((me, them)))))
    if draw(ints(0, 3)) == 0:
        aim = draw(pick(recipients))
        board.effect(ContinuousEffect(kind=ContinuousKind.PREVENT_NEXT_DAMAGE, amount=2, object=aim.object,
                                      player=aim.player))
    for _ in range(draw(ints(1, 3))):
        amount = draw(pick((3, 1, 2, 4)))
        if draw(ints(0, 4)) == 0:
            rift = Ability(kind=AbilityKind.SPELL, effects=(Effect(
                kind=EffectKind.DEAL_DAMAGE, amount=amount, object=ObjectRef.SELF, player=PlayerRef.EACH_PLAYER),))
            board.cast(_spell(board, "Rift", rift))
        else:
            bolt = Ability(kind=AbilityKind.SPELL, targets=(ANY_TARGET,), effects=(Effect(
                kind=EffectKind.DEAL_DAMAGE, amount=amount, object=ObjectRef.TARGET, player=PlayerRef.TARGET),))
            board.cast(_spell(board, "Blast", bolt), targets=(draw(pick(recipients)),))
        board.resolve_all()
    if draw(ints(0, 2)) == 0:  # combat damage, doubled and prevented too (CR 510.2)
        ogre = board.put(board.card("Ogre", CREATURE, power=draw(pick((3, 2))), toughness=9), owner=me,
                         controller=me)
        board.attack((ogre,), them)
        if keeper == them and draw(BOOLS):
            board.block(((guard, ogre),), them)
        board.advance_to(Step.END)
    if draw(BOOLS):
        add_watcher(board, watcher_ability(TriggerEvent.DEALS_DAMAGE, ObjectFilter(), (gain(1),)),
                    controller=draw(pick((me, them))))
    policy = ChoicePolicy(prevention_first=draw(pick((None, True, False))),
                          prevention_first_by_player={str(p): draw(BOOLS) for p in (me, them) if draw(BOOLS)})
    return board.build(FAMILY, choices=policy)
