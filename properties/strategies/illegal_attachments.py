"""The illegal_attachments family: Equipment and Auras on lands an
enchantment makes 1/1 creatures; the enchantment leaves, the lands stop
being creatures, and the Equipment becomes unattached while the Auras go to
the graveyard (CR 704.5n, 704.5m, 301.5c)."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, EffectKind, ObjectFilter, Subject, TargetSpec,
    TriggerEvent,
)
from reference_engine.ids import CardType, ObjectId, TargetRef
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.equips import EQUIP, equip
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_spell, bonus_ability, gain, targeted, watcher_ability

_ANIMATE = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
    kind=ContinuousKind.LANDS_ARE_CREATURES, filter=ObjectFilter(types=(CardType.LAND,))))
"""Stands for "Lands are 1/1 creatures that are still lands" (Living Lands makes Forests so)."""
_ENCHANT = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
    kind=ContinuousKind.ENCHANT, filter=ObjectFilter(types=CREATURE)))
_UNATTACHED = watcher_ability(TriggerEvent.BECOMES_UNATTACHED, ObjectFilter(subject=Subject.SELF), (gain(1),))
_ENCHANTMENTS = TargetSpec(objects=ObjectFilter(types=(CardType.ENCHANTMENT,)))


def _gear(board: ScenarioBuilder, draw: st.DrawFn) -> str:
    extra = draw(pick(((), (_UNATTACHED,), (bonus_ability(1, 1),))))
    return board.card("Gear", (CardType.ARTIFACT,), abilities=(EQUIP, *extra), subtypes=("Equipment",),
                      mana_cost="{1}")


def _aura(board: ScenarioBuilder, draw: st.DrawFn) -> str:
    extra = draw(pick(((), (bonus_ability(1, 1),))))
    return board.card("Aura", (CardType.ENCHANTMENT,), abilities=(_ENCHANT, *extra), subtypes=("Aura",),
                      mana_cost="{W}")


@family("illegal_attachments")
@st.composite
def illegal_attachments(draw: st.DrawFn) -> Scenario:
    """An enchantment of the active player makes lands 1/1 creatures; one or
    two of their lands, perhaps a Bear. One or two Equipment (some giving
    +1/+1 or watching themselves become unattached) and perhaps an Aura
    ("Enchant creature") on the lands or the Bear, or an Equipment equips a
    land during the turn. Then the enchantment is destroyed (mostly) or
    returned to hand: the lands stop being creatures, the Equipment on them
    becomes unattached and stays, the Auras on them go to the graveyard
    (CR 704.5n, 704.5m, 301.5c); now and then the Equipment equips a land
    again, which is no longer a legal target."""
    board = ScenarioBuilder()
    me = board.active
    animator = board.put(board.card("Anthem", (CardType.ENCHANTMENT,), abilities=(_ANIMATE,)), owner=me,
                         controller=me)
    land = board.card("Land", (CardType.LAND,))
    lands = [board.put(land, owner=me, controller=me) for _ in range(draw(ints(1, 2)))]
    hosts: list[ObjectId] = list(lands)
    if draw(BOOLS):
        hosts.append(board.put(board.card("Bear", CREATURE, power=2, toughness=2), owner=me, controller=me))
    gear = [board.put(_gear(board, draw), owner=me, controller=me,
                      attached_to=draw(pick((None, *lands, *hosts)))) for _ in range(draw(ints(1, 2)))]
    if draw(ints(0, 2)) == 0:
        board.put(_aura(board, draw), owner=me, controller=me, attached_to=draw(pick(hosts)))
    if draw(BOOLS):
        equip(board, draw(pick(gear)), draw(pick(lands)), me)
        board.resolve_all()
    kind = EffectKind.DESTROY if draw(ints(0, 3)) else EffectKind.RETURN_TO_HAND
    board.cast(add_spell(board, targeted(kind, spec=_ENCHANTMENTS), owner=me, instant=True), player=me,
               targets=(TargetRef(object=animator),))
    board.resolve_all()
    if draw(ints(0, 3)) == 0:  # equipping a land again: no longer a creature, no legal target
        equip(board, draw(pick(gear)), draw(pick(lands)), me)
        board.resolve_all()
    return board.build("illegal_attachments")
