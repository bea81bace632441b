"""The spell_copies family: an instant or sorcery spell on the stack copied
by "Copy target instant or sorcery spell. You may choose new targets for the
copy." (Twincast), cast in response by either player, now and then twice,
watched by "whenever you cast a spell" abilities that must not trigger for
the copy (CR 707.10, 707.10c, 601.2i). The copied spell deals damage to any
target, destroys a creature, makes a player lose life or gains life; its
target is named in the script, the copy's comes from the target policy.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    Effect,
    EffectKind,
    ObjectFilter,
    ObjectRef,
    TargetSpec,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, ObjectId, PlayerId, TargetRef, Zone
from reference_engine.refs import printed_ref
from reference_engine.scenario import Action, ActionKind, ChoicePolicy, Scenario, TargetPolicy

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import WATCHER_TYPES, add_creatures, add_watcher, at_player, gain, payoffs, seats

TWINCAST = Ability(kind=AbilityKind.SPELL,
                   targets=(TargetSpec(zone=Zone.STACK,
                                       objects=ObjectFilter(any_types=(CardType.INSTANT, CardType.SORCERY))),),
                   effects=(Effect(kind=EffectKind.COPY, object=ObjectRef.TARGET),))
"""Copy target instant or sorcery spell. You may choose new targets for the copy."""
SHOCK = Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=ObjectFilter(), players=Who.ANY),),
                effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=2, object=ObjectRef.TARGET),))
"""This spell deals 2 damage to any target."""
_KILL = Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,))),),
                effects=(Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),))


def add_twincast(board: ScenarioBuilder, owner: PlayerId) -> tuple[ObjectId, str]:
    """A Twincast in ``owner``'s hand: its id and its spell ability's reference."""
    key = board.card("Twincast", (CardType.INSTANT,), abilities=(TWINCAST,), mana_cost="{U}{U}")
    return board.put(key, owner=owner, zone=Zone.HAND), printed_ref(key, 0)


def _original(board: ScenarioBuilder, draw: st.DrawFn, victims: list[ObjectId]) -> ObjectId:
    """The active player's spell, its target named in the script."""
    kind = draw(pick(("shock", "shock", "kill", "drain", "plain")))
    ability = {"shock": SHOCK, "kill": _KILL, "drain": at_player(EffectKind.LOSE_LIFE, 2),
               "plain": Ability(kind=AbilityKind.SPELL, effects=(gain(2),))}[kind]
    instant = draw(BOOLS)
    key = board.card("Spell", (CardType.INSTANT if instant else CardType.SORCERY,), abilities=(ability,),
                     mana_cost="{R}")
    spell = board.put(key, zone=Zone.HAND)
    aims = ([TargetRef(object=v) for v in victims] if kind in ("shock", "kill") else []) \
        + ([TargetRef(player=p) for p in (0, 1)] if kind in ("shock", "drain") else [])
    board.cast(spell, targets=(draw(pick(aims)),) if aims else ())
    return spell


@family("spell_copies")
@st.composite
def spell_copies(draw: st.DrawFn) -> Scenario:
    """A spell copied by Twincast (now and then twice), watched by cast triggers."""
    board = ScenarioBuilder()
    victims = add_creatures(board, [board.opponent] + draw(seats(draw(ints(0, 2)))))
    for _ in range(draw(pick((0, 1, 1, 1, 2)))):
        watch = Ability(kind=AbilityKind.TRIGGERED, effects=draw(payoffs()),
                        trigger=Trigger(event=TriggerEvent.CAST, subject=ObjectFilter(),
                                        player=draw(pick((Who.YOU, Who.YOU, Who.ANY)))))
        add_watcher(board, watch, controller=draw(ints(0, 1)), types=draw(pick(WATCHER_TYPES)))
    spell = _original(board, draw, victims)
    holder, may = board.active, {}
    for _ in range(draw(pick((1, 1, 1, 2)))):
        who: PlayerId = draw(pick((board.active, board.opponent)))
        if who != holder:
            board.script.append(Action(action=ActionKind.PASS, player=holder))
        twin, ref = add_twincast(board, who)
        may[ref] = draw(pick((True, True, True, False)))
        board.cast(twin, player=who, targets=(TargetRef(object=spell),))
        holder = who
    board.resolve_all()
    policy = draw(pick((TargetPolicy.FIRST_LEGAL, TargetPolicy.LAST_LEGAL)))
    return board.build("spell_copies", choices=ChoicePolicy(targets=policy, may_by_ability=may))
