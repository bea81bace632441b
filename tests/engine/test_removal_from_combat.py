"""Removal from combat (CR 506.4): an attacker whose controller changes, that
phases out or that stops being a creature deals no combat damage; a removed
blocker leaves the attacker it blocked blocked (CR 509.1h)."""
from __future__ import annotations

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef,
    TargetSpec,
)
from reference_engine.events import Damage
from reference_engine.history import History
from reference_engine.ids import CardType, Step, TargetRef
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import Action, ActionKind, Attack, Block

from tests.engine.builder import act, creature, of, on, permanent, play, scenario

CREATURES = ObjectFilter(types=(CardType.CREATURE,))


def _rod(key: str, kind: EffectKind, targets: ObjectFilter = CREATURES) -> object:
    """"{T}: <kind> target creature" on an artifact."""
    return permanent(key, (CardType.ARTIFACT,), Ability(
        kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), targets=(TargetSpec(objects=targets),),
        effects=(Effect(kind=kind, object=ObjectRef.TARGET),)))


STEAL = _rod("steal", EffectKind.GAIN_CONTROL)
VANISH = _rod("vanish", EffectKind.PHASE_OUT)
SHATTER = _rod("shatter", EffectKind.DESTROY, ObjectFilter(types=(CardType.ENCHANTMENT,)))
REVOLT = permanent("revolt", (CardType.ENCHANTMENT,), Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
    kind=ContinuousKind.LANDS_ARE_CREATURES, filter=ObjectFilter(types=(CardType.LAND,)))))
"""Nature's Revolt-style: lands are 1/1 creatures."""
FOREST = permanent("forest", (CardType.LAND,))
BEAR = creature("bear")
WALL = creature("wall", power=0, toughness=4)


def _combat(tool: str, target: int, owner: int, blocks: bool = False, rules: Rules | None = None,
            attacker: str = "bear", blocker: str = "wall") -> History:
    """P0 attacks with #1 (P1 blocks with #2 if ``blocks``); then the tool's
    owner uses it on ``target`` in the declare blockers step."""
    objects = [on(attacker, 1), on(blocker, 2, owner=1), on(tool, 3, owner=owner), on("revolt", 4)]
    script = [act("declare_attackers", attackers=(Attack(attacker=1, defender=1),))]
    if blocks:  # declaring blocks moves the game to the declare blockers step
        script.append(Action(action=ActionKind.DECLARE_BLOCKERS, player=1, blocks=(Block(blocker=2, attacker=1),)))
    else:
        script.append(act("advance_to", step="declare_blockers"))
    if owner == 1:
        script.append(act("pass"))
    script += [Action(action=ActionKind.ACTIVATE, player=owner, object=3, targets=(TargetRef(object=target),)),
               act("resolve_all"), act("advance_to", step="end_of_combat")]
    return play(scenario([BEAR, WALL, STEAL, VANISH, SHATTER, REVOLT, FOREST], objects, script), rules)


def _combat_damage(h: History) -> set[tuple[int, object]]:
    return {(d.source, d.target.player if d.target.player is not None else d.target.object)
            for d in of(h, "damage") if isinstance(d, Damage) and d.combat}


def test_506_4_a_stolen_attacker_deals_no_combat_damage() -> None:
    assert _combat_damage(_combat("steal", 1, owner=1)) == set()


def test_506_4_a_phased_out_attacker_deals_no_combat_damage() -> None:
    assert _combat_damage(_combat("vanish", 1, owner=1)) == set()


def test_506_4_an_attacking_land_that_stops_being_a_creature_deals_none() -> None:
    assert _combat_damage(_combat("shatter", 4, owner=1, attacker="forest")) == set()


def test_509_1h_the_attacker_of_a_stolen_blocker_stays_blocked() -> None:
    h = _combat("steal", 2, owner=0, blocks=True)
    assert _combat_damage(h) == set()  # neither to the player nor by or to the Wall


def test_506_4_a_blocking_land_that_stops_being_a_creature_is_dealt_none() -> None:
    h = _combat("shatter", 4, owner=0, blocks=True, blocker="forest")
    assert _combat_damage(h) == set()  # the Bear stays blocked (CR 509.1h)


def test_without_removal_the_attacker_deals_its_damage() -> None:
    assert _combat_damage(_combat("steal", 2, owner=0)) == {(1, 1)}  # the Wall never blocked


def test_the_mutants_keep_them_in_combat() -> None:
    from mtgconf.engines.mutants.removal_from_combat import NoncreatureStaysInCombat, PhasedOutStaysInCombat

    assert _combat_damage(_combat("vanish", 1, owner=1, rules=PhasedOutStaysInCombat())) == {(1, 1)}
    assert _combat_damage(_combat("shatter", 4, owner=0, blocks=True, blocker="forest",
                                  rules=NoncreatureStaysInCombat())) == {(1, 2)}  # to the land
