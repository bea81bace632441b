""""Whenever this creature attacks and isn't blocked" (CR 509.3g)."""
from __future__ import annotations

from reference_engine.abilities import TriggerEvent
from reference_engine.history import History
from reference_engine.ids import Step
from reference_engine.scenario import Attack, Block, Scenario

from reference_engine.oracle import render_ability

from tests.engine.builder import act, creature, gain, of, on, play, scenario, trig

RAIDER = creature("raider", trig(TriggerEvent.ATTACKS_UNBLOCKED, gain(1)))
"""Whenever this creature attacks and isn't blocked, you gain 1 life."""


def raid(*blocks: Block) -> Scenario:
    """Two Raiders attack player 1, who may block with Wall 3."""
    attackers = (Attack(attacker=1, defender=1), Attack(attacker=2, defender=1))
    return scenario([RAIDER, creature("wall")], [on("raider", 1), on("raider", 2), on("wall", 3, owner=1)],
                    [act("declare_attackers", attackers=attackers), act("resolve_all"),
                     act("declare_blockers", blocks=blocks), act("resolve_all")])


def _unblocked_sources(h: History) -> list[int]:
    return [t.source for t in of(h, "triggered") if t.ability == "raider/0"]  # type: ignore[union-attr]


def test_509_3g_triggers_for_each_attacker_with_no_blocker() -> None:
    h = play(raid())
    assert sorted(_unblocked_sources(h)) == [1, 2]
    [begin] = [e.seq for e in of(h, "step_begin") if e.step is Step.DECLARE_BLOCKERS]  # type: ignore[union-attr]
    assert all(t.causes == (begin,) for t in of(h, "triggered"))


def test_509_3g_a_blocked_attacker_does_not_trigger() -> None:
    assert _unblocked_sources(play(raid(Block(blocker=3, attacker=1)))) == [2]


def test_509_3g_oracle_text() -> None:
    text = render_ability(RAIDER.abilities[0], RAIDER)
    assert text.startswith("Whenever this creature attacks and isn't blocked,")
