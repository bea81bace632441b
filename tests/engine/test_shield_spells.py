""""Prevent the next 3 damage that would be dealt to any target this turn"
(Healing Salve's second mode) shields only what was chosen as it resolved
(CR 615.7, 400.7): the player and not their creatures, the creature and not
its controller, and not the card once it is a new object."""
from __future__ import annotations

from reference_engine.abilities import Effect, EffectKind, ObjectFilter, ObjectRef, PlayerRef, TargetSpec, Who
from reference_engine.events import Damage, DamagePrevented
from reference_engine.history import History
from reference_engine.ids import CardType, TargetRef, Zone

from tests.engine.builder import act, creature, of, on, play, scenario, spell

ANY = TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,)), players=Who.ANY)
SALVE = spell("salve", Effect(kind=EffectKind.PREVENT_NEXT_DAMAGE, amount=3, object=ObjectRef.TARGET,
                              player=PlayerRef.TARGET), cost="{W}", instant=True, targets=(ANY,))
BOLT = spell("bolt", Effect(kind=EffectKind.DEAL_DAMAGE, amount=2, object=ObjectRef.TARGET, player=PlayerRef.TARGET),
             cost="{R}", instant=True, targets=(ANY,))
BLINK = spell("blink", Effect(kind=EffectKind.EXILE, object=ObjectRef.TARGET),
              Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.TARGET), cost="{W}", instant=True,
              targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,))),))
OX = creature("ox", toughness=4)


def _salve_then_bolt(shielded: TargetRef, hit: TargetRef, blink: bool = False) -> History:
    """Salve (2) on ``shielded``, maybe Blink (4) on the Ox (1), then Bolt (3) at ``hit``."""
    objects = [on("ox", 1, owner=1), on("salve", 2, zone=Zone.HAND), on("bolt", 3, zone=Zone.HAND),
               on("blink", 4, zone=Zone.HAND)]
    script = [act("cast", object=2, targets=(shielded,)), act("resolve_all")]
    if blink:
        script += [act("cast", object=4, targets=(TargetRef(object=1),)), act("resolve_all")]
    script += [act("cast", object=3, targets=(hit,)), act("resolve_all")]
    return play(scenario([OX, SALVE, BOLT, BLINK], objects, script, pools={0: "{W}{W}{R}"}))


def _dealt(h: History) -> list[int]:
    return [e.amount for e in of(h, "damage") if isinstance(e, Damage)]


def _prevented(h: History) -> list[int]:
    return [e.amount for e in of(h, "damage_prevented") if isinstance(e, DamagePrevented)]


def test_615_7_the_chosen_creature_is_shielded() -> None:
    h = _salve_then_bolt(TargetRef(object=1), TargetRef(object=1))
    assert _prevented(h) == [2] and _dealt(h) == []


def test_615_7_a_shielded_player_s_creature_is_not_shielded() -> None:
    h = _salve_then_bolt(TargetRef(player=1), TargetRef(object=1))
    assert _prevented(h) == [] and _dealt(h) == [2]


def test_615_7_a_shielded_creature_s_controller_is_not_shielded() -> None:
    h = _salve_then_bolt(TargetRef(object=1), TargetRef(player=1))
    assert _prevented(h) == [] and _dealt(h) == [2]


def test_400_7_the_card_back_on_the_battlefield_is_not_shielded() -> None:
    h = _salve_then_bolt(TargetRef(object=1), TargetRef(object=1), blink=True)
    assert _prevented(h) == [] and _dealt(h) == [2]
