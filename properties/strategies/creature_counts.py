"""The creature_counts family: intervening "if" clauses about how many
creatures a player controls, while that number changes.

Watchers on both sides say "whenever a creature enters, if you control no
creatures (or at least N creatures), ..." (CR 603.4), beside plain watchers
of creatures dying, being put into a graveyard from the battlefield, leaving
the battlefield or changing control away from their controller. The board
has zero to three creatures a side, black or green; the script creates one
or two Spirit tokens and, before or after that, destroys one target
nonblack creature, destroys every creature (or every nonblack one), or gains
control of a target creature. So the condition is true or false when a
creature enters, for its controller and for the other player, and a
"nonblack" filter meets creatures of both colours. (The count conditions sit
on enters watchers only: for an ability that looks back in time, CR 603.10a,
whether the count is read before or after the event is not settled here.)
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    Condition,
    ConditionKind,
    Effect,
    EffectKind,
    ObjectFilter,
    ObjectRef,
    PlayerRef,
    TargetSpec,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, Color, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_watcher, gain, make_tokens

FAMILY = "creature_counts"

_NONBLACK = ObjectFilter(types=CREATURE, not_colors=(Color.BLACK,))
_LOOKING_BACK = ((TriggerEvent.LOSE_CONTROL, None), (TriggerEvent.DIES, None),
                 (TriggerEvent.PUT_INTO_GRAVEYARD, Zone.BATTLEFIELD), (TriggerEvent.LEAVES, None),
                 (TriggerEvent.LOSE_CONTROL, None))
_PAYOFFS = ((gain(1),), (Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.EACH_OPPONENT),))
_SPELLS = (
    Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=_NONBLACK),),
            effects=(Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),)),
    Ability(kind=AbilityKind.SPELL, effects=(Effect(kind=EffectKind.DESTROY, object=ObjectRef.ALL,
                                                    filter=ObjectFilter(types=CREATURE)),)),
    Ability(kind=AbilityKind.SPELL, effects=(Effect(kind=EffectKind.DESTROY, object=ObjectRef.ALL,
                                                    filter=_NONBLACK),)),
    Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=ObjectFilter(types=CREATURE, controller=Who.OPPONENT)),),
            effects=(Effect(kind=EffectKind.GAIN_CONTROL, object=ObjectRef.TARGET),)),
)
_EXTRA = _SPELLS + _SPELLS[-1:] * 2
"""The spell that may go with the tokens; gaining control three times as likely as each other."""
_TOKENS = (Ability(kind=AbilityKind.SPELL, effects=(make_tokens(1),)),
           Ability(kind=AbilityKind.SPELL, effects=(make_tokens(2),)))


def _condition(draw: st.DrawFn) -> Condition:
    if draw(pick((True, False))):
        return Condition(kind=ConditionKind.CONTROL_NO_CREATURES)
    return Condition(kind=ConditionKind.CONTROL_CREATURES_AT_LEAST, amount=draw(ints(1, 3)))


@family(FAMILY)
@st.composite
def creature_counts(draw: st.DrawFn) -> Scenario:
    """Zero to three black or green creatures a side, enters watchers whose
    intervening "if" counts creatures, and two spells: one makes tokens, the
    other destroys or steals creatures."""
    board = ScenarioBuilder()
    me, them = board.active, board.opponent
    for player in (me, them):
        for _ in range(draw(ints(0, 3))):
            key = board.card("Bear", CREATURE, mana_cost=draw(pick(("{B}", "{G}"))))
            board.put(key, owner=player, controller=player)
    for _ in range(draw(ints(1, 2))):
        ability = Ability(kind=AbilityKind.TRIGGERED,
                          trigger=Trigger(event=TriggerEvent.ENTERS, subject=ObjectFilter(types=CREATURE)),
                          intervening_if=_condition(draw), effects=draw(pick(_PAYOFFS)))
        add_watcher(board, ability, controller=draw(pick((me, them))))
    for _ in range(draw(ints(1, 2))):
        event, from_zone = draw(pick(_LOOKING_BACK))
        ability = Ability(kind=AbilityKind.TRIGGERED, effects=draw(pick(_PAYOFFS)),
                          trigger=Trigger(event=event, subject=ObjectFilter(types=CREATURE), from_zone=from_zone))
        add_watcher(board, ability, controller=draw(pick((me, them))))
    spells = [draw(pick(_TOKENS)), draw(pick(_EXTRA))]
    if draw(BOOLS):
        spells.reverse()
    for ability in spells:
        spell = board.card("Spell", (CardType.SORCERY,), abilities=(ability,), mana_cost="{B}")
        board.cast(board.put(spell, zone=Zone.HAND))
        board.resolve_all()
    return board.build(FAMILY)
