"""A cost paid any number of times, then "when you pay this cost one or more
times" (CR 603.12a)."""
from __future__ import annotations

from dataclasses import replace

import pytest

from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef, PlayerRef, Reflexive, Subject,
    TargetSpec, Trigger, TriggerEvent, Who,
)
from reference_engine.events import CostPaid, Life, Resolved, Resolving, Triggered
from reference_engine.history import History
from reference_engine.ids import CardType, Zone
from reference_engine.oracle import render_ability
from reference_engine.scenario import ChoicePolicy, Scenario

from tests.engine.builder import act, creature, of, on, play, scenario

SELF = ObjectFilter(subject=Subject.SELF)
ANY_TARGET = TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,)), players=Who.ANY)
ZAP = Reflexive(effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=2, object=ObjectRef.TARGET),),
                targets=(ANY_TARGET,))
DRAIN = Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.EACH_OPPONENT)
SHAMAN = creature("shaman", Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.ENTERS, subject=SELF),
                                   repeatable=Cost(pay_life=2), reflexive=ZAP))
"""When this creature enters, you may pay 2 life any number of times. When you
pay this cost one or more times, this creature deals 2 damage to any target."""
FORGE = creature("forge", Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=(DRAIN,),
                                  repeatable=Cost(mana="{1}"), reflexive=ZAP))
"""{0}: Each opponent loses 1 life. You may pay {1} any number of times. When
you pay this cost one or more times, this creature deals 2 damage to any target."""


def entering(payments: int, life: int = 20) -> Scenario:
    """Shaman is cast and resolves; its enters trigger resolves, paying 2 life
    up to ``payments`` times from ``life``."""
    sc = scenario([SHAMAN, creature("bear")], [on("shaman", 1, zone=Zone.HAND), on("bear", 2, owner=1)],
                  [act("cast", object=1), act("resolve_all")], pools={0: "{1}{G}"},
                  choices=ChoicePolicy(payments_by_ability={"shaman/0": payments}))
    return replace(sc, players=(replace(sc.players[0], life=life), sc.players[1]))


def activating(payments: int, pool: str = "{3}") -> Scenario:
    """Forge's ability is activated and resolves, paying {1} up to ``payments`` times from ``pool``."""
    return scenario([FORGE, creature("bear")], [on("forge", 1), on("bear", 2, owner=1)],
                    [act("activate", object=1), act("resolve_all")], pools={0: pool},
                    choices=ChoicePolicy(payments=payments))


def _window(h: History, ref: str) -> tuple[int, int]:
    """The (resolving, resolved) seqs of the resolution of ability ``ref``."""
    made = {e.instance for e in h.of_kind(Triggered) if e.ability == ref}
    made |= {e.object for e in of(h, "activated") if e.ability == ref}  # type: ignore[attr-defined]
    start = next(e for e in h.of_kind(Resolving) if e.object in made)
    end = next(e for e in h.of_kind(Resolved) if e.object == start.object)
    return start.seq, end.seq


def _payments(h: History, ref: str) -> list[CostPaid]:
    start, end = _window(h, ref)
    return [e for e in h.of_kind(CostPaid) if start < e.seq < end]


def _reflexives(h: History, ref: str) -> list[Triggered]:
    return [t for t in h.of_kind(Triggered) if t.ability == f"{ref}/reflexive"]


@pytest.mark.parametrize("times", [0, 1, 3])
def test_603_12a_life_paid_n_times_triggers_once_if_paid(times: int) -> None:
    h = play(entering(times))
    paid = _payments(h, "shaman/0")
    assert len(paid) == times and all(p.life == 2 and p.player == 0 for p in paid)
    assert sum(-e.amount for e in h.of_kind(Life) if e.player == 0) == 2 * times
    assert len(_reflexives(h, "shaman/0")) == (1 if times else 0)


@pytest.mark.parametrize("times", [0, 1, 3])
def test_603_12a_mana_paid_n_times_after_the_effects(times: int) -> None:
    h = play(activating(times))
    start, _ = _window(h, "forge/0")
    paid = _payments(h, "forge/0")
    assert [p.mana for p in paid] == ["{1}"] * times
    drain = next(e for e in h.of_kind(Life) if e.player == 1)
    assert all(drain.seq < p.seq and p.causes == (start,) for p in paid)
    assert len(_reflexives(h, "forge/0")) == (1 if times else 0)


def test_603_12a_one_trigger_names_every_payment_and_waits_for_the_resolution() -> None:
    h = play(activating(3))
    [t] = _reflexives(h, "forge/0")
    _, end = _window(h, "forge/0")
    assert t.reflexive and t.causes == tuple(p.seq for p in _payments(h, "forge/0"))
    assert t.seq > end
    pushed = next(e for e in of(h, "put_on_stack") if e.object == t.instance)  # type: ignore[attr-defined]
    assert pushed.seq > end and any(e.amount == 2 for e in of(h, "damage"))  # type: ignore[attr-defined]


def test_603_12a_life_payments_stop_when_life_runs_short() -> None:
    # 5 life pays 2 life twice (CR 119.4: 1 life left can't pay 2).
    h = play(entering(3, life=5))
    assert len(_payments(h, "shaman/0")) == 2
    assert h.final is not None and h.final.players[0].life == 1
    assert len(_reflexives(h, "shaman/0")) == 1


def test_603_12a_mana_payments_stop_when_the_pool_is_empty() -> None:
    assert len(_payments(play(activating(3, pool="{1}")), "forge/0")) == 1
    h = play(activating(2, pool=""))
    assert _payments(h, "forge/0") == [] and _reflexives(h, "forge/0") == []


def test_603_12a_policy_per_ability_overrides_the_default() -> None:
    sc = replace(activating(0), choices=ChoicePolicy(payments=0, payments_by_ability={"forge/0": 2}))
    assert len(_payments(play(sc), "forge/0")) == 2


def test_603_12a_oracle_text() -> None:
    assert render_ability(SHAMAN.abilities[0], SHAMAN) == (
        "When this creature enters, you may pay 2 life any number of times. When you pay this cost one or "
        "more times, this creature deals 2 damage to any target.")
    assert render_ability(FORGE.abilities[0], FORGE) == (
        "{0}: Each opponent loses 1 life. You may pay {1} any number of times. When you pay this cost one "
        "or more times, this creature deals 2 damage to any target.")
    both = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{2}"), repeatable=Cost(mana="{B}", pay_life=1),
                   reflexive=Reflexive(effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)))
    assert render_ability(both, FORGE) == (
        "{2}: You may pay {B} and 1 life any number of times. When you pay this cost one or more times, "
        "you gain 1 life.")
