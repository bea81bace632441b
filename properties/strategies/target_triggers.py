"""The target_triggers family: permanents become the targets of spells and
abilities while "becomes the target" abilities watch (CR 115.1, 601.2c,
602.2b, 603.3d).

Two or three players control creatures, some with their own "when this
creature becomes the target of a spell or ability" (gain life, or sacrifice
it like an Illusion); watchers ("whenever a creature you control becomes the
target of a spell or ability an opponent controls") sit on enchantments.
The active player casts a spell with one or two targets (now and then the
same creature twice: one occurrence, not two), or activates a pinger, and
the next player may answer with a targeted instant of their own.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef, TargetSpec, Trigger, TriggerEvent,
    Subject, Who,
)
from reference_engine.ids import CardType, ObjectId, PlayerId, TargetRef
from reference_engine.scenario import Action, ActionKind, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_spell, add_watcher, creature_filters, gain, payoffs, whos

FAMILY = "target_triggers"
_AIM = TargetSpec(objects=ObjectFilter(types=CREATURE))
_HITS = (Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.TARGET),
         Effect(kind=EffectKind.TAP, object=ObjectRef.TARGET))
_WATCHED = (Subject.ANY, Subject.ANOTHER)
"""A watcher on an enchantment watches creatures: it is never targeted itself."""
_OWN = ((gain(1),), (Effect(kind=EffectKind.SACRIFICE, object=ObjectRef.SELF),))


def _watch(subject: ObjectFilter, effects: tuple[Effect, ...], who: Who = Who.ANY) -> Ability:
    return Ability(kind=AbilityKind.TRIGGERED, effects=effects, trigger=Trigger(
        event=TriggerEvent.BECOMES_TARGET, subject=subject, player=who))


def _creatures(board: ScenarioBuilder, draw: st.DrawFn) -> list[ObjectId]:
    placed = []
    for _ in range(draw(ints(2, 4))):
        who = draw(pick((Who.ANY, Who.ANY, Who.OPPONENT)))  # Illusions: any; Frost Titan: an opponent's
        own = (_watch(ObjectFilter(subject=Subject.SELF), draw(pick(_OWN)), who),) if draw(ints(0, 3)) else ()
        seat = draw(ints(0, board.n_players - 1))
        placed.append(board.put(board.card("Beast", CREATURE, abilities=own, toughness=3), owner=seat,
                                controller=seat))
    return placed


def _targeted(board: ScenarioBuilder, draw: st.DrawFn, aims: list[ObjectId], caster: PlayerId) -> None:
    """A spell with one or two targets, the same creature now and then."""
    n = draw(ints(1, 2))
    effects = tuple(Effect(kind=e.kind, amount=e.amount, object=ObjectRef.TARGET, target=i)
                    for i, e in enumerate(draw(pick(_HITS)) for _ in range(n)))
    spell = add_spell(board, Ability(kind=AbilityKind.SPELL, targets=(_AIM,) * n, effects=effects),
                      owner=caster, instant=True)
    first = draw(pick(aims))
    chosen = (first,) if n == 1 else (first, draw(pick([first, *aims])))
    board.cast(spell, player=caster, targets=tuple(TargetRef(object=a) for a in chosen))


@family(FAMILY)
@st.composite
def target_triggers(draw: st.DrawFn) -> Scenario:
    """Creatures with their own "when this becomes the target" abilities,
    "whenever [a creature] becomes the target of a spell or ability [a
    player] controls" watchers, and one or two targeted spells or a pinger's
    activation, the same creature targeted twice now and then."""
    board = ScenarioBuilder(players=draw(pick((2, 2, 3))))
    aims = _creatures(board, draw)
    for _ in range(draw(ints(1, 2))):
        add_watcher(board, _watch(draw(creature_filters(_WATCHED)), draw(payoffs()), draw(whos())),
                    controller=draw(ints(0, board.n_players - 1)))
    if draw(BOOLS):
        _targeted(board, draw, aims, board.active)
    else:
        pinger = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{1}"), targets=(_AIM,),
                         effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.TARGET),))
        source = board.put(board.card("Pinger", (CardType.ARTIFACT,), abilities=(pinger,)))
        board.add_mana(board.active, "{1}")
        board.activate(source, 0, targets=(TargetRef(object=draw(pick(aims))),))
    if draw(BOOLS):  # the next player answers with a targeted instant
        board.script.append(Action(action=ActionKind.PASS, player=board.active))
        _targeted(board, draw, aims, board.opponent)
    board.resolve_all()
    return board.build(FAMILY)
