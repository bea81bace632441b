"""Anthems in the checkers' characteristics (CR 613.4c, 611.3a), on
hand-built Histories: a creature under "creatures you control get +1/+1"
leaves with the changed power and toughness, damage becomes lethal once the
anthem has left, the opponent's creatures get nothing, and "of the chosen
type" reads the type the anthem's source chose (CR 614.12a)."""
from __future__ import annotations

from dataclasses import replace

from propkit import Log, check, creature, on_field, scenario, snap
from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, ObjectFilter, Subject, Who,
)
from reference_engine.cards import CardDef
from reference_engine.events import Cast, Chose, Priority, Sba, ZoneChange, ZoneChangeCause
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import ChoicePolicy, ObjectSetup, Scenario

GLORIOUS = CardDef(key="glorious", name="Glorious Anthem", mana_cost="{1}{W}{W}", types=(CardType.ENCHANTMENT,),
                   abilities=(Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
                       kind=ContinuousKind.ANTHEM, filter=ObjectFilter(types=(CardType.CREATURE,),
                                                                       controller=Who.YOU),
                       power=1, toughness=1)),))
PT = "counters-and-power-toughness-add-up"
DIES = "creatures-die-to-toughness-and-lethal-damage"


def _board(damage: int = 0) -> Scenario:
    """Glorious Anthem (1) and a Bear (2) of player 0, a Bear (3) of player 1."""
    return scenario((GLORIOUS, creature("bear")), (on_field(1, "glorious"), on_field(2, "bear", damage=damage),
                                                   on_field(3, "bear", owner=1)))


def _leaves(log: Log, oid: int, card: str, power: int, toughness: int, owner: int = 0) -> int:
    types = (CardType.ENCHANTMENT,) if card == "glorious" else (CardType.CREATURE,)
    return log.add(ZoneChange, old_id=oid, new_id=oid + 10, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD,
                   owner=owner, how=ZoneChangeCause.DESTROY,
                   before=snap(card, controller=owner, types=types, power=power, toughness=toughness))


def test_613_4c_your_creature_leaves_with_the_anthem_bonus() -> None:
    log = Log()
    _leaves(log, 2, "bear", 3, 3)
    _leaves(log, 3, "bear", 2, 2, owner=1)
    verdict = check(PT, _board(), log)
    assert verdict.ok and verdict.exercised


def test_613_4c_a_creature_shown_without_the_bonus_fails() -> None:
    log = Log()
    _leaves(log, 2, "bear", 2, 2)
    assert not check(PT, _board(), log).ok


def test_613_4c_the_opponents_creature_shown_with_the_bonus_fails() -> None:
    log = Log()
    _leaves(log, 3, "bear", 3, 3, owner=1)
    assert not check(PT, _board(), log).ok


def test_611_3a_the_bonus_ends_with_the_anthem() -> None:
    log = Log()
    _leaves(log, 1, "glorious", 0, 0)
    _leaves(log, 2, "bear", 3, 3)
    assert not check(PT, _board(), log).ok


def test_704_5g_damage_is_lethal_once_the_anthem_has_left() -> None:
    """A Bear with 2 damage is a 3/3 under the anthem and may get priority;
    once the anthem has left, it must be destroyed before anyone does."""
    survive = Log()
    survive.add(Priority, player=0)
    assert check(DIES, _board(damage=2), survive).ok
    ignored = Log()
    _leaves(ignored, 1, "glorious", 0, 0)
    ignored.add(Priority, player=0)
    assert not check(DIES, _board(damage=2), ignored).ok
    died = Log()
    _leaves(died, 1, "glorious", 0, 0)
    died.add(Sba, rule="704.5g", object=2)
    _leaves(died, 2, "bear", 2, 2)
    died.add(Priority, player=0)
    assert check(DIES, _board(damage=2), died).ok


CHOOSE = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
    kind=ContinuousKind.CHOOSE_CREATURE_TYPE, filter=ObjectFilter(subject=Subject.SELF)))
BANNER = CardDef(key="banner", name="Vanquisher's Banner", mana_cost="{5}", types=(CardType.ARTIFACT,),
                 abilities=(CHOOSE, Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
                     kind=ContinuousKind.ANTHEM, power=1, toughness=1,
                     filter=ObjectFilter(types=(CardType.CREATURE,), controller=Who.YOU, chosen_type=True)))))
CHOICE = "entering-choice-made-as-it-enters"


def _banner_game(elf_size: int) -> tuple[Scenario, Log]:
    """Banner (1) cast and resolving as object 4, choosing Elf; then the Elf
    (2) and the Bear (3), both player 0's, are destroyed."""
    elf = replace(creature("elf"), subtypes=("Elf",))
    sc = scenario((BANNER, elf, creature("bear")),
                  (ObjectSetup(id=1, card="banner", owner=0, zone=Zone.HAND), on_field(2, "elf"), on_field(3, "bear")),
                  choices=ChoicePolicy(creature_types={"banner/0": "Elf"}))
    log = Log()
    log.add(ZoneChange, old_id=1, new_id=5, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0, how=ZoneChangeCause.CAST)
    log.add(Cast, object=5, card="banner", player=0)
    log.add(Chose, object=4, player=0, ability="banner/0", choice="creature_type", value="Elf")
    log.add(ZoneChange, old_id=5, new_id=4, from_zone=Zone.STACK, to_zone=Zone.BATTLEFIELD, owner=0,
            how=ZoneChangeCause.RESOLVED, after=snap("banner", types=(CardType.ARTIFACT,)))
    _leaves(log, 2, "elf", elf_size, elf_size)
    _leaves(log, 3, "bear", 2, 2)
    return sc, log


def test_614_12a_the_chosen_type_anthem_covers_the_elf_only() -> None:
    """Vanquisher's Banner chose Elf: the Elf leaves a 3/3, the Bear a 2/2."""
    verdict = check(CHOICE, *_banner_game(3))
    assert verdict.ok and verdict.exercised
    assert check(PT, *_banner_game(3)).ok


def test_614_12a_an_anthem_that_reads_no_choice_fails() -> None:
    """The Elf shown a 2/2: the anthem did not read the type its source chose."""
    assert not check(CHOICE, *_banner_game(2)).ok
