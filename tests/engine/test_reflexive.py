"""Reflexive triggered abilities, "when you do" (CR 603.12)."""
from __future__ import annotations

from reference_engine.abilities import (
    Effect, EffectKind, ObjectFilter, ObjectRef, PlayerRef, Reflexive, TargetSpec, TriggerEvent, Who,
)
from reference_engine.history import History
from reference_engine.ids import CardType, Zone
from reference_engine.oracle import render_ability
from reference_engine.scenario import ChoicePolicy, Scenario

from tests.engine.builder import act, creature, of, on, play, scenario, trig

ANY_TARGET = TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,)), players=Who.ANY)
PAY = Effect(kind=EffectKind.LOSE_LIFE, amount=2, player=PlayerRef.YOU)
ZAP = Reflexive(effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=2, object=ObjectRef.TARGET),),
                targets=(ANY_TARGET,))
MANTICORE = creature("manticore", trig(TriggerEvent.ENTERS, PAY, optional=True, reflexive=ZAP))
"""When this creature enters, you may lose 2 life. When you do, it deals 2 damage to any target."""


def entering(may: bool = True) -> Scenario:
    """Manticore is cast and resolves; its enters trigger resolves, "may" answered ``may``."""
    return scenario([MANTICORE, creature("bear")], [on("manticore", 1, zone=Zone.HAND), on("bear", 2, owner=1)],
                    [act("cast", object=1), act("resolve_all")], pools={0: "{1}{G}"},
                    choices=ChoicePolicy(may=may))


def _seq(h: History, kind: str, **fields: object) -> list[int]:
    return [e.seq for e in of(h, kind) if all(getattr(e, k) == v for k, v in fields.items())]


def test_603_12_reflexive_triggers_on_the_action_and_waits_for_the_resolution() -> None:
    h = play(entering())
    [trig_seq] = _seq(h, "triggered", ability="manticore/0/reflexive")
    t = h.by_seq()[trig_seq]
    [paid] = t.causes  # type: ignore[union-attr]
    creator = h.by_seq()[paid].causes[0]  # the ``life`` event names the creator's ``resolving``
    [resolved] = [e.seq for e in of(h, "resolved") if e.causes == (creator,)]
    assert h.by_seq()[paid].kind == "life" and creator < paid < resolved < trig_seq
    [pushed] = _seq(h, "put_on_stack", object=t.instance)  # type: ignore[union-attr]
    assert pushed > resolved and _seq(h, "damage", amount=2)


def test_603_12_declined_action_creates_no_trigger() -> None:
    assert not _seq(play(entering(may=False)), "triggered", ability="manticore/0/reflexive")


def test_603_12_oracle_text() -> None:
    text = render_ability(MANTICORE.abilities[0], MANTICORE)
    assert "you may lose 2 life. When you do," in text and "any target" in text

