"""The attached_bonuses family: Auras and Equipment that say "enchanted
(equipped) creature gets +N/+M" (CR 303.4b, 301.5a, 613.4c), attached, moved,
removed, and the creatures they were on dying or leaving afterwards.

The shared ``parts.bonus_ability`` makes such abilities: the equips family's
Equipment (and so crossover's) now and then says "Equipped creature gets
+2/+0" (Bonesplitter) too."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, EffectKind, ObjectFilter, TargetSpec, TriggerEvent,
)
from reference_engine.ids import CardType, ObjectId, PlayerId, TargetRef, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.equips import EQUIP, equip
from properties.strategies.families import family
from properties.strategies.parts import (
    CREATURE, add_spell, add_watcher, bonus_ability, gain, targeted, watcher_ability,
)

_ENCHANT = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
    kind=ContinuousKind.ENCHANT, filter=ObjectFilter(types=CREATURE)))
_BONUSES = ((2, 0), (1, 1), (1, 2), (-2, -2), (-1, -1))
"""Bonesplitter, a +1/+1 Equipment, Holy Strength, Dead Weight, a -1/-1 Aura."""
_WATCHERS = (
    watcher_ability(TriggerEvent.DIES, ObjectFilter(types=CREATURE), (gain(1),)),
    watcher_ability(TriggerEvent.BECOMES_UNATTACHED, ObjectFilter(types=(CardType.ARTIFACT,)), (gain(1),)),
    watcher_ability(TriggerEvent.DEALT_DAMAGE, ObjectFilter(types=CREATURE), (gain(1),)),
)
"""Whenever a creature dies, an artifact becomes unattached, a creature is dealt damage."""
_ATTACHMENTS = TargetSpec(objects=ObjectFilter(any_types=(CardType.ARTIFACT, CardType.ENCHANTMENT)))


def _attachment(board: ScenarioBuilder, draw: st.DrawFn, aura: bool) -> str:
    power, toughness = draw(pick(_BONUSES))
    if aura:
        return board.card("Aura", (CardType.ENCHANTMENT,), abilities=(_ENCHANT, bonus_ability(power, toughness)),
                          subtypes=("Aura",), mana_cost="{W}")
    return board.card("Gear", (CardType.ARTIFACT,), abilities=(EQUIP, bonus_ability(power, toughness)),
                      subtypes=("Equipment",), mana_cost="{1}")


def _remove(board: ScenarioBuilder, draw: st.DrawFn, target: ObjectId, player: PlayerId, *,
            attachment: bool) -> None:
    # The active player casts it: they hold priority in the main phase.
    """Destroy (or bounce, or exile) ``target``, an attachment or a creature."""
    kind = draw(pick((EffectKind.DESTROY, EffectKind.DESTROY, EffectKind.RETURN_TO_HAND, EffectKind.EXILE)))
    ability = targeted(kind, spec=_ATTACHMENTS) if attachment else targeted(kind)
    board.cast(add_spell(board, ability, owner=player, instant=True), player=player,
               targets=(TargetRef(object=target),))
    board.resolve_all()


@family("attached_bonuses")
@st.composite
def attached_bonuses(draw: st.DrawFn) -> Scenario:
    """Two or three creatures of the active player (toughness 1 to 3, some
    with damage marked), perhaps one of the opponent's; one or two Auras or
    Equipment saying "enchanted (equipped) creature gets +N/+M" (+2/+0,
    +1/+1, +1/+2, -1/-1, -2/-2), most attached to a creature, an Equipment
    now and then to nothing. Then one or two of: an Equipment equips another
    creature, an Aura spell with such a bonus is cast on one, an Aura or
    Equipment is destroyed, bounced or exiled, a creature is dealt damage;
    mostly a creature that wears one is removed at the end. A watcher sees
    creatures die, artifacts become unattached or creatures dealt damage (CR 303.4b,
    301.5a, 613.4c, 704.5f, 704.5g)."""
    board = ScenarioBuilder()
    me, them = board.active, board.opponent
    hosts: list[ObjectId] = []
    for who in [me] * draw(ints(2, 3)) + [them] * draw(ints(0, 1)):
        key = board.card("Bear", CREATURE, power=2, toughness=draw(ints(1, 3)))
        hosts.append(board.put(key, owner=who, controller=who, damage=draw(pick((0, 0, 1)))))
    mine = [h for h in hosts if board.objects[h - 1].controller == me]
    add_watcher(board, draw(pick(_WATCHERS)), controller=draw(pick((me, them))))
    gear: list[ObjectId] = []
    equipment: list[ObjectId] = []
    for _ in range(draw(ints(1, 2))):
        aura = draw(BOOLS)
        host = draw(pick(hosts)) if aura or draw(ints(0, 2)) else None
        gear.append(board.put(_attachment(board, draw, aura), owner=me, controller=me, attached_to=host))
        equipment += [] if aura else gear[-1:]
    for _ in range(draw(ints(1, 2))):
        step = draw(pick(("equip", "aura", "remove", "damage")))
        if step == "equip" and equipment:
            equip(board, draw(pick(equipment)), draw(pick(mine)), me)
            board.resolve_all()
        elif step == "aura":
            spell = board.put(_attachment(board, draw, True), owner=me, zone=Zone.HAND)
            board.cast(spell, player=me, targets=(TargetRef(object=draw(pick(hosts))),))
            board.resolve_all()
        elif step == "remove":
            _remove(board, draw, draw(pick(gear)), me, attachment=True)
        else:
            bolt = add_spell(board, targeted(EffectKind.DEAL_DAMAGE, amount=draw(ints(1, 3))), owner=me,
                             instant=True)
            board.cast(bolt, player=me, targets=(TargetRef(object=draw(pick(hosts))),))
            board.resolve_all()
    if draw(ints(0, 3)):  # a creature leaves, showing its power and toughness
        wearers = [g.attached_to for g in board.objects if g.id in gear and g.attached_to is not None]
        _remove(board, draw, draw(pick(wearers or hosts)), me, attachment=False)
    return board.build("attached_bonuses")
