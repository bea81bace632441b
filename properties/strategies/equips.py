"""The equips family: an Equipment equips a creature, then moves to another
(CR 702.6a, 701.3a); its target sometimes removed in response (CR 608.2b),
its creature sometimes destroyed afterwards, and now and then an equip
attempted outside the main phase or on an opponent's creature.

``equip_once`` is shared: the crossover family equips a creature with it too."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef, Subject, TargetSpec, Timing,
    TriggerEvent, Who,
)
from reference_engine.ids import CardType, ObjectId, PlayerId, Step, TargetRef
from reference_engine.scenario import Action, ActionKind, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import (
    CREATURE, add_creatures, add_spell, bonus_ability, gain, targeted, watcher_ability,
)

EQUIP = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{1}"), timing=Timing.SORCERY,
                targets=(TargetSpec(objects=ObjectFilter(types=CREATURE, controller=Who.YOU)),),
                effects=(Effect(kind=EffectKind.ATTACH, object=ObjectRef.SELF),))
"""Equip {1} (CR 702.6a)."""
_EXTRAS: tuple[tuple[Ability, ...], ...] = (
    (bonus_ability(2, 0),),
    (watcher_ability(TriggerEvent.BECOMES_UNATTACHED, ObjectFilter(subject=Subject.SELF), (gain(1),)),),
    (watcher_ability(TriggerEvent.DIES, ObjectFilter(subject=Subject.ENCHANTED), (gain(2),)),),
)
"""What else the Equipment says: "Equipped creature gets +2/+0"
(Bonesplitter), "whenever it becomes unattached" or "whenever equipped
creature dies"."""


def add_equipment(board: ScenarioBuilder, draw: st.DrawFn, owner: PlayerId,
                  attached_to: ObjectId | None = None) -> ObjectId:
    """An Equipment with "Equip {1}" (its ability 0) on ``owner``'s battlefield."""
    key = board.card("Gear", (CardType.ARTIFACT,), abilities=(EQUIP, *draw(pick(_EXTRAS))),
                     subtypes=("Equipment",), mana_cost="{1}")
    return board.put(key, owner=owner, controller=owner, attached_to=attached_to)


def equip(board: ScenarioBuilder, gear: ObjectId, host: ObjectId, player: PlayerId) -> None:
    """Script one activation of the equip ability, its {1} floated first."""
    board.add_mana(player, "{1}")
    board.activate(gear, 0, player=player, targets=(TargetRef(object=host),))


def equip_once(board: ScenarioBuilder, draw: st.DrawFn, hosts: list[ObjectId]) -> None:
    """The active player's Equipment equips one of ``hosts`` (one of theirs if
    they have one), and the equip ability resolves."""
    me = board.active
    mine = [h for h in hosts if board.objects[h - 1].controller == me]
    gear = add_equipment(board, draw, me)
    equip(board, gear, draw(pick(mine or hosts)), me)
    board.resolve_all()


@family("equips")
@st.composite
def equips(draw: st.DrawFn) -> Scenario:
    """Two or three creatures of the active player, perhaps one of the
    opponent's; an Equipment (perhaps already attached, perhaps giving +2/+0,
    watching itself become unattached or its creature die) equips one of them, then
    often moves to another; now and then the opponent removes the target in
    response, or a creature it equips is destroyed afterwards, or the equip
    is tried in the upkeep or on the opponent's creature (CR 702.6a, 701.3a,
    608.2b)."""
    upkeep = draw(ints(0, 9)) == 0
    board = ScenarioBuilder(step=Step.UPKEEP if upkeep else Step.PRECOMBAT_MAIN)
    me, them = board.active, board.opponent
    mine = add_creatures(board, [me] * draw(ints(2, 3)))
    theirs = add_creatures(board, [them] * draw(ints(0, 1)), name="Wolf")
    gear = add_equipment(board, draw, me, attached_to=draw(pick((None, None, *mine))))
    for _ in range(draw(ints(1, 3))):
        host = draw(pick(mine + theirs)) if theirs and draw(ints(0, 5)) == 0 else draw(pick(mine))
        equip(board, gear, host, me)
        if draw(ints(0, 4)) == 0:  # the target is removed in response
            board.script.append(Action(action=ActionKind.PASS, player=me))
            board.cast(add_spell(board, targeted(EffectKind.DESTROY), owner=them, instant=True), player=them,
                       targets=(TargetRef(object=host),))
        board.resolve_all()
    if draw(BOOLS):  # a creature dies afterwards; the Equipment stays, unattached
        board.cast(add_spell(board, targeted(EffectKind.DESTROY), owner=me, instant=True), player=me,
                   targets=(TargetRef(object=draw(pick(mine))),))
        board.resolve_all()
    return board.build("equips")
