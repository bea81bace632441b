"""Countering abilities (CR 701.6a, 113.3b-c, 605.3b): "Counter target
activated or triggered ability." (Stifle) and "Counter target triggered
ability." remove the ability from the stack; none of its instructions happen,
and a delayed trigger it would have created never exists. An ability on the
stack has no scenario id: the script leaves the target out and the target
policy chooses it."""
from __future__ import annotations

from reference_engine.abilities import (Ability, AbilityKind, Cost, DelayedTrigger, Effect, EffectKind, ObjectRef,
                                        StackAbility, TargetSpec, TriggerEvent)
from reference_engine.events import RemovalReason, RemovedFromStack
from reference_engine.history import History
from reference_engine.ids import CardType, Step, Zone
from reference_engine.oracle import render_card
from reference_engine.scenario import Scenario, TargetPolicy
from reference_engine.validate import _problems as scenario_problems

from tests.engine.builder import act, creature, gain, of, on, permanent, play, scenario, spell, trig

ANY = TargetSpec(zone=Zone.STACK, ability=StackAbility.ACTIVATED_OR_TRIGGERED)
COUNTER = Effect(kind=EffectKind.COUNTER_ABILITY, object=ObjectRef.TARGET)
STIFLE = spell("stifle", COUNTER, cost="{U}", instant=True, targets=(ANY,))
TALE = spell("tale", COUNTER, cost="{U}", instant=True,
             targets=(TargetSpec(zone=Zone.STACK, ability=StackAbility.TRIGGERED),))
"""Counter target triggered ability."""
HEALER = creature("healer", trig(TriggerEvent.ENTERS, gain(3)), cost="{W}")
"""When this creature enters, you gain 3 life."""
LATER = DelayedTrigger(step=Step.END, effects=(gain(5),))
ROD = permanent("rod", (CardType.ARTIFACT,), Ability(
    kind=AbilityKind.ACTIVATED, cost=Cost(mana="{1}"),
    effects=(gain(2), Effect(kind=EffectKind.CREATE_DELAYED, delayed=LATER))))
"""{1}: You gain 2 life. At the beginning of the next end step, you gain 5 life."""


def _life(h: History, player: int = 0) -> int:
    return sum(e.amount for e in of(h, "life") if getattr(e, "player", None) == player)  # type: ignore[attr-defined]


def _countered(h: History) -> list[int]:
    return [e.object for e in of(h, "removed_from_stack")
            if isinstance(e, RemovedFromStack) and e.reason is RemovalReason.COUNTERED]


def _healer_then(counter: str) -> Scenario:
    """The Healer (1) resolves; its enters trigger waits; ``counter`` (2) is cast with no target named."""
    objects = [on("healer", 1, zone=Zone.HAND), on(counter, 2, zone=Zone.HAND)]
    return scenario([HEALER, STIFLE, TALE], objects,
                    [act("cast", object=1), act("resolve_top"), act("cast", object=2), act("resolve_all")],
                    pools={0: "{W}{U}"})


def test_701_6a_a_countered_enters_trigger_does_nothing() -> None:
    for counter in ("stifle", "tale"):
        h = play(_healer_then(counter))
        [trigger] = [e.instance for e in of(h, "triggered")]  # type: ignore[attr-defined]
        assert _countered(h) == [trigger], counter
        assert trigger not in [e.object for e in of(h, "resolving")]  # type: ignore[attr-defined]
        assert _life(h) == 0, counter


def test_701_6a_a_countered_activated_ability_creates_no_delayed_trigger() -> None:
    sc = scenario([ROD, STIFLE], [on("rod", 1), on("stifle", 2, zone=Zone.HAND)],
                  [act("activate", object=1), act("cast", object=2), act("resolve_all"),
                   act("advance_to", step="end"), act("resolve_all")],
                  pools={0: "{1}{U}"})
    h = play(sc)
    [activation] = [e.object for e in of(h, "activated")]  # type: ignore[attr-defined]
    assert _countered(h) == [activation]
    assert not of(h, "delayed_created") and _life(h) == 0
    assert not [e for e in of(h, "zone_change") if getattr(e, "old_id", None) == 1]  # its source stays


def test_counter_target_triggered_ability_cannot_target_an_activated_one() -> None:
    """With only the Rod's activation on the stack, "counter target triggered ability" has no target."""
    sc = scenario([ROD, TALE], [on("rod", 1), on("tale", 2, zone=Zone.HAND)],
                  [act("activate", object=1), act("cast", object=2), act("resolve_all")], pools={0: "{1}{U}"})
    h = play(sc)
    assert [e.code for e in of(h, "illegal_action")] == ["target"]  # type: ignore[attr-defined]
    assert not _countered(h) and _life(h) == 2


def test_a_spell_is_no_target_ability() -> None:
    """Stifle can't target a spell: with only a spell on the stack it has no legal target."""
    sc = scenario([HEALER, STIFLE], [on("healer", 1, zone=Zone.HAND), on("stifle", 2, zone=Zone.HAND)],
                  [act("cast", object=1), act("cast", object=2), act("resolve_all")], pools={0: "{W}{U}"})
    h = play(sc)
    assert [e.code for e in of(h, "illegal_action")] == ["target"]  # type: ignore[attr-defined]
    assert _life(h) == 3


def test_the_target_policy_picks_the_oldest_or_newest_ability() -> None:
    """Two Rod activations on the stack: first_legal counters the older, last_legal the newer."""
    script = [act("activate", object=1), act("activate", object=1), act("cast", object=2), act("resolve_all")]
    for policy, index in ((TargetPolicy.FIRST_LEGAL, 0), (TargetPolicy.LAST_LEGAL, 1)):
        sc = scenario([ROD, STIFLE], [on("rod", 1), on("stifle", 2, zone=Zone.HAND)], script,
                      pools={0: "{2}{U}"})
        sc = _with_policy(sc, policy)
        h = play(sc)
        activations = [e.object for e in of(h, "activated")]  # type: ignore[attr-defined]
        assert _countered(h) == [activations[index]], policy
        assert _life(h) == 2


def _with_policy(sc: Scenario, policy: TargetPolicy) -> Scenario:
    import dataclasses
    return dataclasses.replace(sc, choices=dataclasses.replace(sc.choices, targets=policy))


def test_oracle_text() -> None:
    assert render_card(STIFLE).endswith("Counter target activated or triggered ability.")
    assert render_card(TALE).endswith("Counter target triggered ability.")


def test_validation() -> None:
    """A target ability needs format 1.1, the stack, and "counter"; "counter" an ability needs one."""
    import dataclasses
    ok = _healer_then("stifle")
    assert not scenario_problems(ok)
    old = dataclasses.replace(ok, format="mtgconf-scenario/1")
    assert any("1.1" in why for _, why in scenario_problems(old))
    wrong_zone = spell("stifle", COUNTER, instant=True, targets=(TargetSpec(ability=StackAbility.TRIGGERED),))
    bad = dataclasses.replace(ok, cards=(HEALER, wrong_zone, TALE))
    assert any(path.endswith(".zone") for path, _ in scenario_problems(bad))
    no_target = spell("stifle", Effect(kind=EffectKind.COUNTER_ABILITY), instant=True)
    bad = dataclasses.replace(ok, cards=(HEALER, no_target, TALE))
    assert any(path.endswith(".object") for path, _ in scenario_problems(bad))
    kill = spell("stifle", Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET), instant=True, targets=(ANY,))
    bad = dataclasses.replace(ok, cards=(HEALER, kill, TALE))
    assert any(path.endswith(".kind") for path, _ in scenario_problems(bad))
