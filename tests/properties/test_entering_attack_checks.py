"""`entered-attacker-is-attacking` on a creature an instant puts onto the
battlefield tapped and attacking (CR 508.4): it attacks an opponent of the
attacking player, never that player."""
from __future__ import annotations

import dataclasses

from reference_engine.cards import CardDef
from reference_engine.events import ZoneChange
from reference_engine.history import History
from reference_engine.ids import Step, Zone
from reference_engine.scenario import Attack, Scenario

from properties.registry import Case, Verdict, get
from tests.engine.builder import CREATURE, act, creature, on, play, scenario, spell
from tests.engine.test_entering_combat import JOIN

CALL = dataclasses.replace(spell("call", JOIN, instant=True), mana_cost=None)
"""Put a Soldier creature card from your hand onto the battlefield tapped and
attacking. No mana cost: free in the declare attackers step."""
SOLDIER = CardDef(key="soldier", name="Soldier", types=CREATURE, subtypes=("Soldier",), power=2, toughness=2)


def _called() -> tuple[Scenario, History]:
    """Player 0 attacks player 1 with a Bear, then casts the instant: a Soldier joins the attack."""
    sc = scenario([CALL, SOLDIER, creature("bear")],
                  [on("bear", 1), on("call", 2, zone=Zone.HAND), on("soldier", 3, zone=Zone.HAND)],
                  [act("declare_attackers", attackers=(Attack(attacker=1, defender=1),)),
                   act("cast", object=2), act("resolve_all"), act("advance_to", step=Step.END_OF_COMBAT)])
    return sc, play(sc)


def _check(sc: Scenario, history: History) -> Verdict:
    return get("entered-attacker-is-attacking").check(Case(scenario=sc, history=history))


def test_a_creature_a_spell_puts_onto_the_battlefield_attacking_attacks_the_opponent() -> None:
    sc, history = _called()
    [joined] = [e for e in history.events if isinstance(e, ZoneChange) and e.attacking is not None]
    assert joined.attacking == 1
    verdict = _check(sc, history)
    assert verdict.ok and verdict.exercised, verdict


def test_one_attacking_its_own_controller_fails() -> None:
    sc, history = _called()
    events = tuple(dataclasses.replace(e, attacking=0) if isinstance(e, ZoneChange) and e.attacking is not None
                   else e for e in history.events)
    verdict = _check(sc, dataclasses.replace(history, events=events))
    assert not verdict.ok and "attacks an opponent" in verdict.expected, verdict
