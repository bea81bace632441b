"""The in-process guard: engine exceptions and bad Histories become findings.

``ToyAdapter`` is also the Python engine the protocol tests serve over the
wire (as ``python:test_adapters_inprocess:ToyAdapter``): it is deterministic
and its Histories use nested records (snapshots, targets, batches), so a lossy
round trip would show.
"""
from __future__ import annotations

import dataclasses
import os
import signal

import pytest

from mtgconf.adapters.checks import checked_history
from mtgconf.adapters.inprocess import InProcessAdapter, guard, reference_manifest
from mtgconf.adapters.protocol import Capabilities, EngineAdapter, EngineFault, FaultKind, Unsupported
from mtgconf.runner import stop
from reference_engine.events import Damage, Priority, Snapshot, Tapped, ZoneChange
from reference_engine.history import EngineInfo, FinalPlayer, FinalState, History
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.cards import CardDef
from reference_engine.scenario import Action, ActionKind, Meta, ObjectSetup, PlayerSetup, Scenario

TOY_CAPS = Capabilities(name="toy", version="1", features=("toy",), actions=("pass",),
                        events=("priority", "tapped", "damage", "zone_change"))


class ToyAdapter:
    """Taps every creature, lets each deal damage to the next player, then
    moves the first one to the graveyard. Not rules-accurate: just rich."""

    def capabilities(self) -> Capabilities:
        return TOY_CAPS

    def run(self, scenario: Scenario) -> History:
        print(f"toy engine: playing {scenario.meta.id}")  # chatty on purpose: the shim must keep stdout clean
        if scenario.meta.id == "unsupported":
            raise Unsupported("the toy cannot express this")
        creatures = [o for o in scenario.objects if o.zone is Zone.BATTLEFIELD]
        events: list = [Priority(seq=1, player=scenario.active_player)]
        for obj in creatures:
            events.append(Tapped(seq=len(events) + 1, object=obj.id, causes=(1,)))
            target = TargetRef(player=(obj.owner + 1) % len(scenario.players))
            events.append(Damage(seq=len(events) + 1, source=obj.id, target=target, amount=2, batch=1))
        if creatures:
            first = creatures[0]
            snap = Snapshot(card=first.card, name=scenario.card(first.card).name, types=(CardType.CREATURE,),
                            power=2, toughness=2, controller=first.owner, tapped=True, counters={"+1/+1": 1})
            events.append(ZoneChange(seq=len(events) + 1, old_id=first.id, new_id=100, from_zone=Zone.BATTLEFIELD,
                                     to_zone=Zone.GRAVEYARD, owner=first.owner, before=snap, causes=(2,)))
        final = FinalState(players=tuple(FinalPlayer(id=p.id, life=p.life, hand=0, library=0) for p in scenario.players))
        return History(engine=EngineInfo(name="toy", version="1"), scenario_id=scenario.meta.id,
                       events=tuple(events), final=final)

    def close(self) -> None:
        pass


def toy_scenario(ident: str = "toy", creatures: int = 2) -> Scenario:
    bear = CardDef(key="bear", name="Grizzly Bears", mana_cost="{1}{G}", types=(CardType.CREATURE,),
                   power=2, toughness=2)
    objects = tuple(ObjectSetup(id=i + 1, card="bear", owner=i % 2, zone=Zone.BATTLEFIELD) for i in range(creatures))
    return Scenario(meta=Meta(id=ident), players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(bear,),
                    objects=objects, script=(Action(action=ActionKind.PASS, player=0),))


def _raiser(exc: BaseException) -> InProcessAdapter:
    def play(scenario: Scenario) -> History:
        raise exc

    return InProcessAdapter(play, TOY_CAPS)


class PanicException(BaseException):
    """Shaped like pyo3's: a native panic surfaces as a BaseException."""


def test_toy_adapter_satisfies_the_protocol() -> None:
    assert isinstance(ToyAdapter(), EngineAdapter)
    history = guard(ToyAdapter()).run(toy_scenario())
    assert [e.kind for e in history.events] == ["priority", "tapped", "damage", "tapped", "damage", "zone_change"]


def test_an_exception_becomes_a_fault_with_the_traceback() -> None:
    with pytest.raises(EngineFault) as info:
        _raiser(IndexError("list index out of range")).run(toy_scenario())
    assert info.value.kind == "exception"
    assert "IndexError: list index out of range" in str(info.value)
    assert "Traceback" in info.value.evidence and "in play" in info.value.evidence


def test_a_native_panic_becomes_a_fault() -> None:
    with pytest.raises(EngineFault) as info:
        _raiser(PanicException("attempt to subtract with overflow")).run(toy_scenario())
    assert info.value.kind is FaultKind.EXCEPTION
    assert "PanicException" in info.value.evidence


def test_a_user_interrupt_is_not_swallowed() -> None:
    # Outside the run's signal handling, Ctrl-C may be the user's: it passes.
    with pytest.raises(KeyboardInterrupt):
        _raiser(KeyboardInterrupt()).run(toy_scenario())


def test_an_interrupt_after_a_signal_passes_through() -> None:
    with stop.handling(raising=False):
        try:
            os.kill(os.getpid(), signal.SIGINT)  # noted only: raising is off
            assert stop.requested()
            with pytest.raises(KeyboardInterrupt):
                _raiser(KeyboardInterrupt()).run(toy_scenario())
        finally:
            stop.clear()


@pytest.mark.parametrize("exc", [SystemExit(0), SystemExit(1), KeyboardInterrupt()])
def test_an_engine_exiting_or_interrupting_itself_is_its_fault(exc: BaseException) -> None:
    # Under the run's handling, no signal was sent: the engine raised it itself.
    with stop.handling(raising=True), pytest.raises(EngineFault) as info:
        _raiser(exc).run(toy_scenario())
    assert info.value.kind is FaultKind.EXCEPTION and type(exc).__name__ in str(info.value)


def test_unsupported_passes_through_the_guard() -> None:
    with pytest.raises(Unsupported, match="cannot express"):
        guard(ToyAdapter()).run(toy_scenario("unsupported"))


def _returning(value: object) -> InProcessAdapter:
    return InProcessAdapter(lambda scenario: value, TOY_CAPS)  # type: ignore[arg-type, return-value]


def test_a_non_history_is_a_bad_history() -> None:
    with pytest.raises(EngineFault) as info:
        _returning({"events": []}).run(toy_scenario())
    assert info.value.kind == "bad_history"


def test_gaps_in_seq_are_a_bad_history() -> None:
    good = ToyAdapter().run(toy_scenario())
    gap = dataclasses.replace(good, events=good.events[:1] + good.events[2:])
    with pytest.raises(EngineFault, match=r"events\[1\]\.seq: expected 2, not 3") as info:
        _returning(gap).run(toy_scenario())
    assert info.value.kind == "bad_history"


def test_a_cause_that_comes_later_is_a_bad_history() -> None:
    good = ToyAdapter().run(toy_scenario())
    ahead = dataclasses.replace(good.events[1], causes=(5,))
    with pytest.raises(EngineFault, match="earlier seqs"):
        _returning(dataclasses.replace(good, events=(good.events[0], ahead, *good.events[2:]))).run(toy_scenario())


def test_a_field_of_the_wrong_type_is_a_bad_history() -> None:
    good = ToyAdapter().run(toy_scenario())
    wrong = dataclasses.replace(good.events[0], player="zero")  # type: ignore[arg-type]
    with pytest.raises(EngineFault, match="cannot be serialised") as info:
        _returning(dataclasses.replace(good, events=(wrong, *good.events[1:]))).run(toy_scenario())
    assert info.value.kind == "bad_history" and "zero" in info.value.evidence


def test_checked_history_is_the_identity_on_good_histories() -> None:
    good = ToyAdapter().run(toy_scenario())
    assert checked_history(good) == good


def test_close_runs_the_inner_close_once() -> None:
    calls: list[int] = []
    adapter = InProcessAdapter(ToyAdapter().run, TOY_CAPS, on_close=lambda: calls.append(1))
    adapter.close()
    adapter.close()
    assert calls == [1]


def test_guard_rejects_a_manifest_of_the_wrong_type() -> None:
    class Liar(ToyAdapter):
        def capabilities(self):  # type: ignore[no-untyped-def, override]
            return {"name": "liar"}

    with pytest.raises(EngineFault) as info:
        guard(Liar())
    assert info.value.kind == "protocol_error"


def test_the_reference_manifest_declares_every_action_and_event() -> None:
    from reference_engine.events import EVENT_KINDS

    caps = reference_manifest("reference")
    assert set(caps.actions) == {a.value for a in ActionKind}
    assert set(caps.events) == set(EVENT_KINDS) and len(caps.events) == len(EVENT_KINDS)


def test_capabilities_survive_json() -> None:
    assert Capabilities.from_json(TOY_CAPS.to_json()) == TOY_CAPS


def test_a_trusted_adapter_still_checks_the_sequence() -> None:
    good = ToyAdapter().run(toy_scenario())
    skipped = dataclasses.replace(good.events[1], seq=7)
    trusted = InProcessAdapter(lambda scenario: dataclasses.replace(good, events=(good.events[0], skipped)),
                               TOY_CAPS, trusted=True)
    with pytest.raises(EngineFault, match="expected 2"):
        trusted.run(toy_scenario())


def test_a_trusted_adapter_rejects_what_is_not_a_history() -> None:
    trusted = InProcessAdapter(lambda scenario: {"events": []}, TOY_CAPS, trusted=True)  # type: ignore[arg-type, return-value]
    with pytest.raises(EngineFault, match="expected a History"):
        trusted.run(toy_scenario())
