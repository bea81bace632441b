""""<object> becomes blocked" (effect ``make_blocked``): blocked by no creature
(CR 509.1h), "becomes blocked" once (CR 509.3c), not "by a creature"
(CR 509.3d), no combat damage (CR 510.1c), not unblocked (CR 509.3g)."""
from __future__ import annotations

import pytest

from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.abilities import Effect, EffectKind, ObjectRef, Subject, TriggerEvent
from reference_engine.events import BecameBlocked, Damage
from reference_engine.history import History
from reference_engine.ids import CardType
from reference_engine.oracle import render_ability
from reference_engine.scenario import Attack, Block, Scenario

from tests.engine.builder import act, creature, gain, of, on, permanent, play, scenario, trig

BLOCK_IT = Effect(kind=EffectKind.MAKE_BLOCKED, object=ObjectRef.IT)
SNARE = permanent("snare", (CardType.ENCHANTMENT,), trig(TriggerEvent.ATTACKS, BLOCK_IT, subject=Subject.ANY,
                                                          types=(CardType.CREATURE,)))
"""Whenever a creature attacks, that creature becomes blocked."""
WATCHER = creature("watcher", trig(TriggerEvent.BECOMES_BLOCKED, gain(1)),
                   trig(TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED, gain(1)),
                   trig(TriggerEvent.BECOMES_BLOCKED_BY_A_CREATURE, gain(1)),
                   trig(TriggerEvent.ATTACKS_UNBLOCKED, gain(1)), power=3, toughness=3)


def _fight(*blocks: Block, snare: bool = True) -> History:
    objects = [on("watcher", 1), on("wall", 2, owner=1)] + ([on("snare", 3, owner=1)] if snare else [])
    script = [act("declare_attackers", attackers=(Attack(attacker=1, defender=1),)), act("resolve_all"),
              act("declare_blockers", blocks=blocks), act("resolve_all"), act("advance_to", step="end_of_combat")]
    sc: Scenario = scenario([WATCHER, creature("wall", power=0, toughness=5), SNARE], objects, script)
    return play(sc)


def _fired(h: History) -> list[str]:
    return sorted(t.ability for t in of(h, "triggered") if t.source == 1)  # type: ignore[union-attr]


def test_509_1h_blocked_by_no_creature_triggers_becomes_blocked_once_and_deals_no_damage() -> None:
    h = _fight()
    [made] = of(h, "became_blocked")
    assert isinstance(made, BecameBlocked) and made.object == 1
    assert _fired(h) == ["watcher/0", "watcher/1"]  # neither "by a creature" nor "isn't blocked"
    assert not [d for d in of(h, "damage") if isinstance(d, Damage) and d.combat]


def test_509_3c_a_blocker_declared_later_makes_it_blocked_by_a_creature_only() -> None:
    h = _fight(Block(blocker=2, attacker=1))
    assert _fired(h) == ["watcher/0", "watcher/1", "watcher/2"]
    hits = [d for d in of(h, "damage") if isinstance(d, Damage) and d.combat]
    assert [(d.source, d.target.object) for d in hits] == [(1, 2)]


def test_509_3g_without_the_effect_it_is_unblocked_and_hits_the_player() -> None:
    h = _fight(snare=False)
    assert _fired(h) == ["watcher/3"]
    assert [d.amount for d in of(h, "damage") if isinstance(d, Damage) and d.target.player == 1] == [3]


def test_oracle_text() -> None:
    assert render_ability(SNARE.abilities[0], SNARE) == "Whenever a creature attacks, that creature becomes blocked."


def test_a_format_1_file_may_not_make_a_creature_blocked() -> None:
    doc = to_json(scenario([SNARE], [], []))
    doc["format"] = "mtgconf-scenario/1"
    with pytest.raises(ScenarioError, match=r"\$\.cards\[0\]\.abilities\[0\]\.effects\[0\]\.kind.*"
                                            r"needs 'mtgconf-scenario/1.1'"):
        scenario_from_json(doc)
    doc["format"] = "mtgconf-scenario/1.1"
    scenario_from_json(doc)
