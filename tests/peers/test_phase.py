"""The phase adapter against the real phase-python engine."""
from __future__ import annotations

import dataclasses
from typing import Any

import pytest

pytest.importorskip("phase", reason="phase-python is not installed (pip install '.[phase]')")

from mtgconf.adapters.phase import make_adapter  # noqa: E402
from mtgconf.adapters.phase.board import lay_out  # noqa: E402
from mtgconf.adapters.phase.cards import translate, unread_parts  # noqa: E402
from mtgconf.adapters.phase.driver import Driver  # noqa: E402
from mtgconf.adapters.protocol import EngineFault, FaultKind, Unsupported  # noqa: E402
from reference_engine import events as ev  # noqa: E402
from reference_engine.abilities import (  # noqa: E402
    Ability, AbilityKind, Condition, ConditionKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef, PlayerRef,
    Subject, TargetSpec, TokenSpec, Trigger,
    TriggerEvent, Who,
)
from reference_engine.cards import CardDef  # noqa: E402
from reference_engine.codec import history_from_json, to_json  # noqa: E402
from reference_engine.ids import CardType, Step, TargetRef, Zone  # noqa: E402
from reference_engine.engine import run as reference_run  # noqa: E402
from reference_engine.scenario import (  # noqa: E402
    Action, ActionKind, ManaActivation, ObjectSetup, PlayerSetup, Scenario,
)
from tests.peers.scenarios import (  # noqa: E402
    BANISH, BEAR, CREATURES, GROWTH, NEGATE, OFFER, PARTING, WATCHER, answered_kill_scenario, nested_plan_scenario,
    offer_scenario, repeated_payment_scenario, wrath_scenario,
)


def test_a_dies_trigger_is_understood() -> None:
    t = translate(WATCHER)
    assert t.trigger_abilities == (0,)
    assert t.face["triggers"][0]["mode"] == "ChangesZone"
    assert unread_parts(t.face) == []


def test_an_unreadable_ability_is_unsupported_with_its_text() -> None:
    # phase-python 0.103.0 has no trigger mode for losing control.
    card = CardDef(key="mourn", name="Mourn", mana_cost="{1}", types=(CardType.ENCHANTMENT,),
                   abilities=(Ability(kind=AbilityKind.TRIGGERED,
                                      trigger=Trigger(event=TriggerEvent.LOSE_CONTROL),
                                      effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)),))
    with pytest.raises(Unsupported, match="mourn/0"):
        translate(card)


@pytest.mark.parametrize("kind", ["first_strike", "double_strike"])
def test_first_and_double_strike_are_passed_and_their_hits_recorded_in_phase_s_one_step(kind: str) -> None:
    # CR 510.4: phase takes the keyword from the MTGJSON keyword list and
    # deals the first-strike and regular damage in one combat damage step;
    # the adapter records each hit in the step phase dealt it, one step_begin.
    from reference_engine.abilities import ContinuousEffect, ContinuousKind
    from reference_engine.scenario import Attack
    ace = CardDef(key="ace", name="Ace", mana_cost="{1}{W}", types=(CardType.CREATURE,), power=2, toughness=2,
                  abilities=(Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
                      kind=ContinuousKind(kind), filter=ObjectFilter(subject=Subject.SELF))),))
    assert translate(ace).face["keywords"] == ["FirstStrike" if kind == "first_strike" else "DoubleStrike"]
    sc = Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(ace,),
                  objects=(ObjectSetup(id=1, card="ace", owner=0, zone=Zone.BATTLEFIELD),),
                  script=(Action(action=ActionKind.DECLARE_ATTACKERS, player=0,
                                 attackers=(Attack(attacker=1, defender=1),)),
                          Action(action=ActionKind.ADVANCE_TO, step=Step.END_OF_COMBAT)))
    history = make_adapter().run(sc)
    steps = [e for e in history.of_kind(ev.StepBegin) if e.step is Step.COMBAT_DAMAGE]
    hits = [e for e in history.of_kind(ev.Damage) if e.combat]
    assert len(steps) == 1 and all(h.seq > steps[0].seq for h in hits)
    assert [h.amount for h in hits] == ([2] if kind == "first_strike" else [2, 2])


def test_a_cost_paid_any_number_of_times_is_unsupported() -> None:
    # CR 603.12a: the adapter has no way to pass how many times to pay.
    with pytest.raises(Unsupported, match="watcher/0: .*any number of times"):
        make_adapter().run(repeated_payment_scenario())
@pytest.mark.parametrize("players", [2, 3])


def test_an_offer_is_refused_whatever_phase_reads(players: int) -> None:
    # The offer's answers (CR 101.4d) have no phase prompt: refused, not misplayed.
    with pytest.raises(Unsupported, match="offer/0: an offer .* is not passed to phase"):
        make_adapter().run(offer_scenario(players))


def test_an_offer_granted_or_delayed_is_refused_too() -> None:
    from reference_engine.abilities import ContinuousEffect, ContinuousKind, DelayedTrigger

    later = Ability(kind=AbilityKind.SPELL, effects=(
        Effect(kind=EffectKind.CREATE_DELAYED, delayed=DelayedTrigger(effects=OFFER.abilities[0].effects)),))
    granted = dataclasses.replace(WATCHER.abilities[0], effects=OFFER.abilities[0].effects)
    grant = Ability(kind=AbilityKind.STATIC,
                    static=ContinuousEffect(kind=ContinuousKind.GRANT_ABILITY, ability=granted))
    for ability in (later, grant):
        with pytest.raises(Unsupported, match="an offer"):
            translate(dataclasses.replace(OFFER, abilities=(ability,)))


def test_the_offer_property_is_unsupported_by_its_feature() -> None:
    from mtgconf.runner import Status, run_property
    from properties.registry import get

    result = run_property(get("apnap-restarts-for-outstanding-choices"), make_adapter(), examples=5)
    assert result.status is Status.UNSUPPORTED and "apnap-choices" in result.reason


def test_unread_parts_finds_nested_marks() -> None:
    face = {"triggers": [{"mode": {"Unknown": "x"}, "execute": {"effect": {"type": "Unimplemented"}}}]}
    assert unread_parts(face) == ["$.triggers[0].mode.Unknown", "$.triggers[0].execute.effect"]


def test_board_layout_matches_the_scenario() -> None:
    scenario = wrath_scenario()
    table = lay_out(scenario, {c.key: translate(c) for c in scenario.cards})
    game = table.game
    for setup in scenario.objects:
        obj = game.object(table.ids.phase_id_of(setup.id))
        assert obj["zone"] == {Zone.BATTLEFIELD: "Battlefield", Zone.HAND: "Hand"}[setup.zone]
        assert obj["owner"] == setup.owner
    assert game.phase == "PreCombatMain"
    assert game.waiting_for() == {"type": "Priority", "data": {"player": 0}}
    assert [m["color"] for m in game.player(0)["mana_pool"]["mana"]] == ["White"] * 4
    assert game.player(1)["mana_pool"]["mana"] == []


def test_wrath_history_round_trips_and_shows_three_triggers() -> None:
    history = make_adapter().run(wrath_scenario())
    assert history_from_json(to_json(history)) == history
    deaths = [e for e in history.events if isinstance(e, ev.ZoneChange) and e.to_zone is Zone.GRAVEYARD
              and e.from_zone is Zone.BATTLEFIELD]
    assert [d.old_id for d in deaths] == [1, 2, 3]
    assert len({d.batch for d in deaths}) == 1 and deaths[0].batch is not None
    assert len({d.new_id for d in deaths} | {1, 2, 3, 4}) == 7  # every zone change gets a new id
    triggered = [e for e in history.events if isinstance(e, ev.Triggered)]
    assert [(t.ability, t.source, t.causes) for t in triggered] == [
        ("watcher/0", 1, (d.seq,)) for d in deaths]
    assert {p.id: p.life for p in history.final.players} == {0: 23, 1: 20}


def test_a_targeted_dies_trigger_takes_the_policy_target() -> None:
    base = wrath_scenario()
    scenario = dataclasses.replace(
        base, cards=(*base.cards, PARTING),
        objects=(*base.objects, ObjectSetup(id=5, card="parting", owner=0, zone=Zone.BATTLEFIELD)),
        choices=dataclasses.replace(base.choices, targets_by_ability={"parting/0": (TargetRef(player=1),)}))
    history = make_adapter().run(scenario)
    put = [e for e in history.events if isinstance(e, ev.PutOnStack) and e.targets]
    assert [p.targets for p in put] == [(TargetRef(player=1),)]
    assert {p.id: p.life for p in history.final.players} == {0: 24, 1: 23}  # four deaths seen


def test_casting_a_card_not_in_hand_is_an_illegal_action() -> None:
    scenario = dataclasses.replace(wrath_scenario(), script=(Action(action=ActionKind.CAST, player=0, object=2),))
    history = make_adapter().run(scenario)
    illegal = [e for e in history.events if isinstance(e, ev.IllegalAction)]
    assert [(e.action, e.player) for e in illegal] == [(0, 0)]
    # phase is asked anyway and says why: its reason, and the code it gives (CR 733).
    assert illegal[0].code is ev.RefusalCode.OTHER and "castable zone" in illegal[0].reason


@pytest.mark.parametrize("case, code, words", [
    ("sorcery-in-upkeep", ev.RefusalCode.TIMING, "during main phases"),
    ("wrong-player", ev.RefusalCode.PRIORITY, "Wrong player"),
    ("too-little-mana", ev.RefusalCode.COST, "Cannot pay mana cost"),
])
def test_a_refused_cast_carries_phase_s_reason_and_its_code(case: str, code: ev.RefusalCode, words: str) -> None:
    sorcery = CardDef(key="sorc", name="Sorc", mana_cost="{1}{G}" if case == "too-little-mana" else "{G}",
                      types=(CardType.SORCERY,), abilities=(
                          Ability(kind=AbilityKind.SPELL, effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)),))
    scenario = Scenario(players=(PlayerSetup(id=0, mana_pool="{G}"), PlayerSetup(id=1)), cards=(sorcery,),
                        step=Step.UPKEEP if case == "sorcery-in-upkeep" else Step.PRECOMBAT_MAIN,
                        objects=(ObjectSetup(id=1, card="sorc", owner=0, zone=Zone.HAND),),
                        script=(Action(action=ActionKind.CAST, player=1 if case == "wrong-player" else 0, object=1),))
    history = make_adapter().run(scenario)
    (illegal,) = list(history.of_kind(ev.IllegalAction))
    assert illegal.code is code and words in illegal.reason
    assert not list(history.of_kind(ev.Cast)) and history.final.players[0].hand == 1


def test_an_unknown_refusal_message_is_unsupported_not_guessed() -> None:
    from mtgconf.adapters.phase.refusals import code_of

    assert code_of("Action not allowed: Activation restriction not satisfied: OnlyOnceEachTurn") is ev.RefusalCode.LIMIT
    with pytest.raises(Unsupported, match="no code"):
        code_of("Action not allowed: something phase has not said before")


def test_a_value_error_from_the_engine_becomes_a_fault(monkeypatch: pytest.MonkeyPatch) -> None:
    def wrong_seat(self: Driver) -> None:  # phase refuses an action from the wrong seat
        self.table.game.apply(1 - self.actor(), {"type": "PassPriority"})

    monkeypatch.setattr(Driver, "pass_priority", wrong_seat)
    with pytest.raises(EngineFault) as caught:
        make_adapter().run(wrath_scenario())
    assert caught.value.kind is FaultKind.EXCEPTION
    assert "ValueError" in str(caught.value) and "Traceback" in caught.value.evidence


def test_a_rust_panic_becomes_a_fault() -> None:
    # An out-of-range seat reaches an unchecked index in phase (the scenario is
    # built without validation on purpose): pyo3 raises a BaseException.
    scenario = dataclasses.replace(wrath_scenario(), active_player=5)
    with pytest.raises(EngineFault) as caught:
        make_adapter().run(scenario)
    assert "PanicException" in str(caught.value)


def test_unlayable_boards_are_unsupported() -> None:
    # Only +1/+1 and -1/-1 counters are laid out (phase's own names for others are not mapped).
    scenario = Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(BEAR,),
                        objects=(ObjectSetup(id=1, card="bear", owner=0, zone=Zone.BATTLEFIELD,
                                             counters={"charge": 1}),))
    with pytest.raises(Unsupported, match="charge counters"):
        make_adapter().run(scenario)


def _counter_board(counters: dict[str, int], damage: int = 0) -> Scenario:
    return Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(BEAR,),
                    objects=(ObjectSetup(id=1, card="bear", owner=0, zone=Zone.BATTLEFIELD,
                                         counters=counters, damage=damage),))


def test_starting_counters_and_damage_are_laid_out_and_read_back() -> None:
    # The state edit is checked: phase shows the counters, the damage, and a 3/3 Bear (CR 122.1, 613.4c).
    from mtgconf.adapters.phase.board import lay_out

    scenario = _counter_board({"+1/+1": 1}, damage=1)
    table = lay_out(scenario, {c.key: translate(c) for c in scenario.cards})
    bear = table.game.object(table.ids.phase_id_of(1))
    assert bear["counters"] == {"P1P1": 1} and bear["damage_marked"] == 1
    assert (bear["power"], bear["toughness"]) == (3, 3)
    history = make_adapter().run(scenario)
    assert not list(history.of_kind(ev.Counters)) and not list(history.of_kind(ev.ZoneChange))  # 1 damage on a 3/3


def test_counters_phase_annihilates_without_an_event_are_recorded() -> None:
    # CR 704.5q: phase removes one +1/+1 and one -1/-1 counter with no CounterRemoved; the
    # History shows that change as the state-based action it is, before the first priority.
    history = make_adapter().run(_counter_board({"+1/+1": 2, "-1/-1": 1}))
    (sba,) = list(history.of_kind(ev.Sba))
    assert (sba.rule, sba.object) == ("704.5q", 1) and sba.batch is not None
    changes = [(e.object, e.counter, e.amount, e.causes, e.batch) for e in history.of_kind(ev.Counters)]
    assert changes == [(1, "+1/+1", -1, (sba.seq,), sba.batch), (1, "-1/-1", -1, (sba.seq,), sba.batch)]
    first_priority = next(history.of_kind(ev.Priority))
    assert all(e.seq < first_priority.seq for e in history.of_kind(ev.Counters))


def test_an_unexplained_counter_change_is_recorded_with_no_cause() -> None:
    # A change phase makes silently that is no annihilation is shown as it is, with no cause.
    from mtgconf.adapters.phase.counters import silent_changes
    from mtgconf.adapters.phase.sba import annihilated

    changes = silent_changes({1: {"+1/+1": 2}, 2: {"+1/+1": 1, "-1/-1": 2}},
                             [{"type": "CounterAdded", "data": {"object_id": 1, "counter_type": "P1P1", "count": 1}}],
                             {1: {"+1/+1": 2}, 2: {"-1/-1": 1}})
    assert changes == [(1, "+1/+1", -1), (2, "+1/+1", -1), (2, "-1/-1", -1)]
    assert annihilated(changes) == {2: 1}


def test_a_tapped_for_mana_trigger_is_unsupported_since_phase_settles_it_unseen() -> None:
    # phase reads "Whenever you tap a land for mana" but resolves it inside its own
    # payment, so the adapter would report no trigger at all (CR 605.4a).
    with pytest.raises(Unsupported, match="growth/0"):
        translate(GROWTH)


def test_a_nested_payment_plan_is_unsupported_not_paid_its_own_way() -> None:
    # phase would pay the Wrath itself, ignoring a re-entry the rules forbid (CR 605.3c).
    with pytest.raises(Unsupported, match="nested payment plans"):
        make_adapter().run(nested_plan_scenario(source=5))


def test_served_over_json_lines_gives_the_same_history() -> None:
    # The isolation for hangs: a hung native call can only be stopped by
    # killing the process that serves it.
    from mtgconf.engines.specs import resolve

    served = resolve("cmd:python -m mtgconf.serve --engine phase")
    try:
        remote = served.run(wrath_scenario())
    finally:
        served.close()
    local = make_adapter().run(wrath_scenario())
    assert to_json(remote)["events"] == to_json(local)["events"]


def _load(path: str) -> Scenario:
    from pathlib import Path

    from reference_engine.codec import load_scenario

    return load_scenario(Path(__file__).resolve().parents[2] / path)


def test_block_triggers_name_the_declaration() -> None:
    # phase gives "becomes blocked by a creature" a per-pair event of its own.
    history = make_adapter().run(_load("fixtures/regressions/phase/blocks-a-creature-triggers-per-attacker.json"))
    declared = [e.seq for e in history.events if isinstance(e, ev.BlockersDeclared)]
    triggered = [e for e in history.events if isinstance(e, ev.Triggered)]
    assert len(triggered) == 3 and {t.causes for t in triggered} == {tuple(declared)}


def test_a_control_change_is_recorded_and_names_its_trigger() -> None:
    history = make_adapter().run(_load("fixtures/regressions/phase/history-well-formed.json"))
    changes = [e for e in history.events if isinstance(e, ev.ControlChange)]
    assert [(c.object, c.old_controller, c.new_controller) for c in changes] == [(2, 1, 0)]
    triggered = [e for e in history.events if isinstance(e, ev.Triggered)]
    assert [t.causes for t in triggered] == [(changes[0].seq,)]


def test_a_state_trigger_true_at_the_start_goes_on_the_stack_before_priority() -> None:
    # CR 117.5: the checks come before the active player first receives priority.
    history = make_adapter().run(_load("fixtures/scenarios/603.8-state-triggers/empty-hand-triggers-once.json"))
    kinds = [e.kind for e in history.events[:3]]
    assert kinds == ["triggered", "put_on_stack", "priority"]
    assert history.events[2].player == 0  # type: ignore[union-attr]
    assert {p.id: p.hand for p in history.final.players} == {0: 1, 1: 0}


def test_without_state_triggers_the_active_player_keeps_first_priority() -> None:
    history = make_adapter().run(wrath_scenario())
    assert isinstance(history.events[0], ev.Priority) and history.events[0].player == 0
    assert not any(isinstance(e, ev.PassPriority) and e.seq < 3 for e in history.events)


def test_what_the_first_checks_do_is_in_the_history() -> None:
    # CR 704.5f: a 0-toughness creature dies at the check before first priority.
    wisp = CardDef(key="wisp", name="Wisp", mana_cost="{1}", types=(CardType.CREATURE,), power=1, toughness=0)
    scenario = Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(wisp,),
                        objects=(ObjectSetup(id=1, card="wisp", owner=0, zone=Zone.BATTLEFIELD),),
                        script=(Action(action=ActionKind.RESOLVE_ALL),))
    history = make_adapter().run(scenario)
    sba, moved = history.events[:2]
    assert isinstance(sba, ev.Sba) and (sba.rule, sba.object) == ("704.5f", 1)
    assert isinstance(moved, ev.ZoneChange) and (moved.old_id, moved.to_zone) == (1, Zone.GRAVEYARD)
    assert moved.causes == (sba.seq,) and moved.batch == sba.batch and moved.how is ev.ZoneChangeCause.SBA
    assert isinstance(history.events[2], ev.Priority)


def test_lethal_damage_is_named_as_the_state_based_action_it_is() -> None:
    # CR 704.5g: phase destroys the Bear with 2 damage (no source) after the resolution; the
    # History names the rule from the damage phase marked, and the move is a destruction.
    bolt = CardDef(key="bolt", name="Bolt", mana_cost="{R}", types=(CardType.INSTANT,), abilities=(
        Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,))),),
                effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.TARGET),)),))
    scenario = Scenario(players=(PlayerSetup(id=0, mana_pool="{R}"), PlayerSetup(id=1)), cards=(BEAR, bolt),
                        objects=(ObjectSetup(id=1, card="bear", owner=1, zone=Zone.BATTLEFIELD, damage=1),
                                 ObjectSetup(id=2, card="bolt", owner=0, zone=Zone.HAND)),
                        script=(Action(action=ActionKind.CAST, player=0, object=2, targets=(TargetRef(object=1),)),
                                Action(action=ActionKind.RESOLVE_ALL)))
    history = make_adapter().run(scenario)
    (sba,) = list(history.of_kind(ev.Sba))
    (death,) = [e for e in history.of_kind(ev.ZoneChange) if e.old_id == 1]
    assert (sba.rule, sba.object) == ("704.5g", 1)
    assert death.causes == (sba.seq,) and death.how is ev.ZoneChangeCause.DESTROY
    resolved = next(history.of_kind(ev.Resolved))
    assert resolved.seq < sba.seq


def test_once_each_turn_is_read_as_phase_own_constraint() -> None:
    # CR 603.2h: "Do this only once each turn."
    card = CardDef(key="vigil", name="Vigil", mana_cost="{1}", types=(CardType.ENCHANTMENT,), abilities=(
        Ability(kind=AbilityKind.TRIGGERED, optional=True, effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=2),),
                trigger=Trigger(event=TriggerEvent.DIES, subject=ObjectFilter(types=(CardType.CREATURE,)),
                                once_each_turn=True)),))
    assert translate(card).face["triggers"][0]["constraint"] == {"type": "OncePerTurn"}


def test_a_lost_game_is_recorded_and_names_its_trigger() -> None:
    # "Whenever an opponent loses the game" names phase's PlayerLost. The
    # loser's own watcher (object 3) is left out: see the next test.
    scenario = _load("fixtures/regressions/phase/history-well-formed--2.json")
    scenario = dataclasses.replace(scenario, objects=tuple(o for o in scenario.objects if o.id != 3))
    history = make_adapter().run(scenario)
    (lost,) = history.of_kind(ev.PlayerLost)
    assert lost.player == 1
    assert [t.causes for t in history.of_kind(ev.Triggered)] == [(lost.seq,)]


def test_a_trigger_of_a_leaving_player_is_unsupported() -> None:
    # P1's "whenever you lose the game" triggers and ceases to exist at once
    # (CR 800.4a); phase drops it before it reaches its stack, where the adapter
    # sees triggers, so whether phase triggered it cannot be observed.
    with pytest.raises(Unsupported, match="watcher-3/0: a trigger of a player leaving"):
        make_adapter().run(_load("fixtures/regressions/phase/history-well-formed--2.json"))


def test_a_countered_spell_is_removed_by_the_resolving_counterspell() -> None:
    # phase's SpellCountered, during Negate's resolution (CR 701.6a).
    history = make_adapter().run(answered_kill_scenario(NEGATE))
    (removed,) = history.of_kind(ev.RemovedFromStack)
    resolving = next(e for e in history.of_kind(ev.Resolving) if e.seq < removed.seq)
    assert (removed.reason, removed.causes) == (ev.RemovalReason.COUNTERED, (resolving.seq,))
    moved = next(e for e in history.of_kind(ev.ZoneChange) if e.old_id == removed.object)
    assert moved.to_zone is Zone.GRAVEYARD and removed.seq in moved.causes
    assert not any(e.object == removed.object for e in history.of_kind(ev.Resolving))


def test_a_spell_phase_takes_off_the_stack_without_any_effect_did_not_resolve() -> None:
    # Kill's only target was exiled in response: phase resolves no effect of it (CR 608.2b).
    history = make_adapter().run(answered_kill_scenario(BANISH))
    (removed,) = history.of_kind(ev.RemovedFromStack)
    assert removed.reason is ev.RemovalReason.ILLEGAL_ON_RESOLUTION
    assert not any(e.object == removed.object for e in history.of_kind(ev.Resolving))
    moved = next(e for e in history.of_kind(ev.ZoneChange) if e.old_id == removed.object)
    assert moved.to_zone is Zone.GRAVEYARD and moved.causes == (removed.seq,)


def test_a_layout_not_waiting_for_priority_opens_with_an_empty_engine_call() -> None:
    # When phase waits for something other than priority after the layout, no
    # hand-over is made: the opening call is empty but still an engine call,
    # whose events the adapter reads first.
    from mtgconf.adapters.phase.board import _hand_priority_over

    class Choosing:
        """A laid-out phase game waiting for a choice, not for priority."""

        def waiting_for(self) -> dict[str, object]:
            return {"type": "TargetSelection", "data": {"player": 0}}

        def stack(self) -> list[object]:
            return []

    game = Choosing()
    kept, opening = _hand_priority_over(None, game, wrath_scenario())
    assert kept is game and opening.events == () and opening.stack == ()


def test_an_opponent_attacks_you_triggers_once_naming_the_declaration() -> None:
    # Lulu, Stern Guardian: three creatures attack her controller, one trigger (CR 508.3e).
    history = make_adapter().run(_load("fixtures/scenarios/508.3-attack-triggers/lulu-opponent-attacks-you-once.json"))
    declared = [e.seq for e in history.events if isinstance(e, ev.AttackersDeclared)]
    lulu = [e for e in history.events if isinstance(e, ev.Triggered) and e.ability == "lulu/0"]
    assert len(lulu) == 1 and lulu[0].causes == tuple(declared)


def test_an_unprinted_attack_wording_is_unsupported() -> None:
    # Only the player-level attack triggers in printed wordings are passed to phase.
    drill = CardDef(key="drill", name="Drill", types=(CardType.ENCHANTMENT,), abilities=(Ability(
        kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.ATTACKS_WITH,
                                                    subject=ObjectFilter(types=(CardType.CREATURE,))),
        effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)),))
    with pytest.raises(Unsupported, match="drill/0"):
        translate(drill)


def test_a_damage_prevented_trigger_is_refused_with_its_reason() -> None:
    # CR 615.13: phase lists its DamagePreventedOnce trigger mode among those it never matches.
    squire = CardDef(key="squire", name="Squire", types=(CardType.CREATURE,), power=1, toughness=1, abilities=(Ability(
        kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.DAMAGE_PREVENTED, player=Who.YOU),
        effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)),))
    with pytest.raises(Unsupported, match="squire/0: phase recognizes \"damage is prevented\" triggers"):
        translate(squire)


def _conditional(key: str, event: TriggerEvent, condition: Condition) -> CardDef:
    return CardDef(key=key, name=key.title(), types=(CardType.CREATURE,), power=1, toughness=1, abilities=(Ability(
        kind=AbilityKind.TRIGGERED, trigger=Trigger(event=event, player=Who.YOU, subject=ObjectFilter(
            subject=Subject.SELF) if event is TriggerEvent.DIES else ObjectFilter()),
        effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),), intervening_if=condition),))


def test_a_condition_phase_reads_into_nothing_is_refused() -> None:
    # CR 603.4: phase drops "if it was untapped" from a dies trigger; it would trigger regardless.
    with pytest.raises(Unsupported, match="phase reads no condition in sentry/0"):
        translate(_conditional("sentry", TriggerEvent.DIES, Condition(kind=ConditionKind.SOURCE_UNTAPPED)))


@pytest.mark.parametrize("condition", [
    Condition(kind=ConditionKind.SOURCE_UNTAPPED), Condition(kind=ConditionKind.YOUR_TURN),
    Condition(kind=ConditionKind.NOT_YOUR_TURN), Condition(kind=ConditionKind.OPPONENT_MORE_LIFE),
    Condition(kind=ConditionKind.CONTROL_AT_LEAST, amount=3, filter=ObjectFilter(subtypes=("Elf",))),
    Condition(kind=ConditionKind.SOURCE_IN_ZONE, zone=Zone.GRAVEYARD),
], ids=lambda c: c.kind.value)
def test_the_board_conditions_phase_reads_are_passed(condition: Condition) -> None:
    read = translate(_conditional("watcher", TriggerEvent.GAIN_LIFE, condition))
    assert read.face["triggers"][0]["condition"] is not None


def test_entering_with_counters_is_part_of_the_arrival() -> None:
    # CR 614.1c, 122.6: phase applies the "enters with" replacement to the move and puts the
    # counters right after it; the History shows them caused by the arrival, in its batch,
    # in its snapshot, and no replaced move.
    from properties.strategies.counters import enters_with

    walker = CardDef(key="walker", name="Walker", mana_cost="{G}", types=(CardType.CREATURE,),
                     power=0, toughness=0, abilities=(enters_with(2),))
    scenario = Scenario(players=(PlayerSetup(id=0, mana_pool="{G}"), PlayerSetup(id=1)), cards=(walker,),
                        objects=(ObjectSetup(id=1, card="walker", owner=0, zone=Zone.HAND),),
                        script=(Action(action=ActionKind.CAST, player=0, object=1),
                                Action(action=ActionKind.RESOLVE_ALL)))
    history = make_adapter().run(scenario)
    (arrival,) = [e for e in history.of_kind(ev.ZoneChange) if e.to_zone is Zone.BATTLEFIELD]
    (put,) = list(history.of_kind(ev.Counters))
    assert (put.object, put.counter, put.amount) == (arrival.new_id, "+1/+1", 2)
    assert put.causes == (arrival.seq,) and arrival.batch is not None and put.batch == arrival.batch
    assert arrival.after is not None and arrival.after.counters == {"+1/+1": 2}
    assert not list(history.of_kind(ev.Replaced))


def _aura(filter_: ObjectFilter) -> CardDef:
    from reference_engine.abilities import ContinuousEffect, ContinuousKind

    return CardDef(key="aura", name="Aura", mana_cost="{G}", types=(CardType.ENCHANTMENT,), subtypes=("Aura",),
                   abilities=(Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
                       kind=ContinuousKind.ENCHANT, filter=filter_)),))


def _blade() -> CardDef:
    from reference_engine.abilities import Timing

    equip = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{1}"), timing=Timing.SORCERY,
                    targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,), controller=Who.YOU)),),
                    effects=(Effect(kind=EffectKind.ATTACH, object=ObjectRef.TARGET),))
    return CardDef(key="blade", name="Blade", mana_cost="{1}", types=(CardType.ARTIFACT,), subtypes=("Equipment",),
                   abilities=(equip,))


def test_an_aura_spell_enters_attached_to_its_target() -> None:
    # CR 303.4a, 608.3b: the Aura's arrival names the creature it enchants, read from phase's state.
    sc = Scenario(players=(PlayerSetup(id=0, mana_pool="{G}"), PlayerSetup(id=1)), cards=(BEAR, _aura(CREATURES)),
                  objects=(ObjectSetup(id=1, card="bear", owner=0, zone=Zone.BATTLEFIELD),
                           ObjectSetup(id=2, card="aura", owner=0, zone=Zone.HAND)),
                  script=(Action(action=ActionKind.CAST, player=0, object=2, targets=(TargetRef(object=1),)),
                          Action(action=ActionKind.RESOLVE_ALL)))
    history = make_adapter().run(sc)
    arrival = [e for e in history.of_kind(ev.ZoneChange) if e.to_zone is Zone.BATTLEFIELD]
    assert len(arrival) == 1 and arrival[0].after is not None and arrival[0].after.attached_to == 1


def test_an_enchant_filter_phase_cannot_read_is_refused_with_its_reason() -> None:
    # CR 702.5a: phase reads "Enchant" with card types and a controller only; "Enchant Wolf" is refused.
    aura = _aura(ObjectFilter(types=(CardType.CREATURE,), subtypes=("Wolf",)))
    with pytest.raises(Unsupported, match="phase does not read the enchant keyword aura/0"):
        translate(aura)


def _equips(*targets: int) -> Scenario:
    wolf = dataclasses.replace(BEAR, key="wolf", name="Wolf")
    objects = (ObjectSetup(id=1, card="blade", owner=0, zone=Zone.BATTLEFIELD),
               ObjectSetup(id=2, card="bear", owner=0, zone=Zone.BATTLEFIELD),
               ObjectSetup(id=3, card="bear", owner=0, zone=Zone.BATTLEFIELD),
               ObjectSetup(id=4, card="wolf", owner=1, zone=Zone.BATTLEFIELD))
    script: list[Action] = []
    for t in targets:
        script += [Action(action=ActionKind.ACTIVATE, player=0, object=1, ability=0, targets=(TargetRef(object=t),)),
                   Action(action=ActionKind.RESOLVE_ALL)]
    return Scenario(players=(PlayerSetup(id=0, mana_pool="{C}{C}{C}"), PlayerSetup(id=1)),
                    cards=(_blade(), BEAR, wolf), objects=objects, script=tuple(script))


def test_equip_moves_the_equipment_in_one_batch() -> None:
    # CR 701.3a, 702.6a: equipping another creature takes the Equipment from the first one:
    # an unattached and an attached sharing a batch; equipping the same one again does nothing (CR 701.3b).
    history = make_adapter().run(_equips(2, 3, 3))
    attached, unattached = list(history.of_kind(ev.Attached)), list(history.of_kind(ev.Unattached))
    assert [(e.object, e.host) for e in attached] == [(1, 2), (1, 3)]
    assert [(e.object, e.host) for e in unattached] == [(1, 2)]
    assert unattached[0].batch is not None and unattached[0].batch == attached[1].batch


def test_a_scripted_target_phase_does_not_offer_is_an_illegal_action() -> None:
    # CR 601.2c, 602.2b: equip targets only a creature its controller controls. phase offers no
    # other target, so the activation is cancelled and recorded as refused, never retargeted.
    history = make_adapter().run(_equips(4))
    refused = list(history.of_kind(ev.IllegalAction))
    assert [e.code for e in refused] == [ev.RefusalCode.TARGET]
    assert not list(history.of_kind(ev.Activated)) and not list(history.of_kind(ev.Attached))


def test_an_equipment_bonus_is_refused_with_its_reason() -> None:
    # CR 301.5a: "equipped creature" is what the Equipment is attached to, which the adapter does not read.
    from reference_engine.abilities import ContinuousEffect, ContinuousKind, Subject

    bonus = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.MODIFY_PT, filter=ObjectFilter(subject=Subject.ENCHANTED, types=(CardType.CREATURE,)),
        power=2))
    blade = CardDef(key="blade", name="Blade", mana_cost="{1}", types=(CardType.ARTIFACT,), subtypes=("Equipment",),
                    abilities=(bonus,))
    with pytest.raises(Unsupported, match="blade/0: the phase adapter does not pass an Aura's or Equipment's bonus"):
        translate(blade)


def test_an_anthem_is_refused_with_its_reason() -> None:
    # CR 613.4c: the adapter reads phase's P/T changes only from its "until end of turn" entries.
    from reference_engine.abilities import ContinuousEffect, ContinuousKind, Who

    static = ContinuousEffect(kind=ContinuousKind.ANTHEM, power=1, toughness=1,
                              filter=ObjectFilter(types=(CardType.CREATURE,), controller=Who.YOU))
    anthem = CardDef(key="anthem", name="Glorious Anthem", mana_cost="{1}{W}{W}", types=(CardType.ENCHANTMENT,),
                     abilities=(Ability(kind=AbilityKind.STATIC, static=static),))
    with pytest.raises(Unsupported, match="anthem/0: the phase adapter does not pass anthems yet"):
        translate(anthem)


@pytest.mark.parametrize("kind, amount, players", [("double_damage", 0, None), ("prevent_some_damage", 1, "you")])
def test_doubling_and_partial_prevention_are_refused_with_their_reason(kind: str, amount: int,
                                                                       players: str | None) -> None:
    # CR 616.1: the adapter records no doubling and answers no order prompt from prevention_first.
    from reference_engine.abilities import ContinuousEffect, ContinuousKind, Who

    static = ContinuousEffect(kind=ContinuousKind(kind), amount=amount,
                              players=Who(players) if players is not None else None)
    furnace = CardDef(key="furnace", name="Furnace", mana_cost="{1}", types=(CardType.ENCHANTMENT,),
                      abilities=(Ability(kind=AbilityKind.STATIC, static=static),))
    with pytest.raises(Unsupported, match="furnace/0: the phase adapter does not pass damage doubling"):
        translate(furnace)


def test_a_declaration_phase_refuses_is_an_illegal_action() -> None:
    # CR 508.1a, 733: a tapped creature can't attack; whether phase refuses the declaration or
    # does not ask for one, the adapter records an illegal action and nothing attacks.
    from reference_engine.scenario import Attack

    sc = Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(BEAR,),
                  objects=(ObjectSetup(id=1, card="bear", owner=0, zone=Zone.BATTLEFIELD, tapped=True),),
                  script=(Action(action=ActionKind.DECLARE_ATTACKERS, player=0,
                                 attackers=(Attack(attacker=1, defender=1),)),))
    history = make_adapter().run(sc)
    assert any(isinstance(e, ev.IllegalAction) for e in history.events)
    assert not any(isinstance(e, ev.AttackersDeclared) and e.attackers for e in history.events)

def _divided_scenario(targets: int) -> Scenario:
    """P0 casts "3 damage divided as you choose among" ``targets`` target creatures."""
    shock = CardDef(key="split", name="Split", mana_cost="{B}", types=(CardType.SORCERY,), abilities=(
        Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=CREATURES),) * targets,
                effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=3, object=ObjectRef.TARGET, divided=True),)),))
    giant = dataclasses.replace(BEAR, key="giant", name="Giant", power=4, toughness=4)
    return Scenario(
        cards=(BEAR, giant, shock),
        players=(PlayerSetup(id=0, mana_pool="{B}"), PlayerSetup(id=1)),
        objects=(ObjectSetup(id=1, card="giant", owner=1, zone=Zone.BATTLEFIELD),
                 ObjectSetup(id=2, card="bear", owner=0, zone=Zone.BATTLEFIELD),
                 ObjectSetup(id=3, card="split", owner=0, zone=Zone.HAND)),
        script=(Action(action=ActionKind.CAST, player=0, object=3,
                       targets=tuple(TargetRef(object=i) for i in range(1, targets + 1)),
                       division=(3,) if targets == 1 else (2, 1)),
                Action(action=ActionKind.RESOLVE_ALL)))


def test_a_division_among_one_target_is_the_whole_amount_phase_deals() -> None:
    # CR 601.2d: phase asks nothing for a single target and keeps no split on
    # its stack; the cast carries the whole amount its ability deals there.
    history = make_adapter().run(_divided_scenario(1))
    (cast,) = [e for e in history.events if isinstance(e, ev.Cast)]
    assert cast.targets == (TargetRef(object=1),) and cast.division == (3,)
    assert [(e.target.object, e.amount) for e in history.events if isinstance(e, ev.Damage)] == [(1, 3)]


def test_a_division_phase_reads_as_one_target_is_unsupported() -> None:
    # "among target creature and target creature": phase reads one target, so
    # the second target and the split would be lost; the card is refused.
    with pytest.raises(Unsupported, match="split/0 with at most 1 target"):
        make_adapter().run(_divided_scenario(2))


@pytest.mark.parametrize("preferred", [0, 1])


def test_a_modal_trigger_takes_the_preferred_mode_phase_offers(preferred: int) -> None:
    # CR 603.3c, 700.2: the mode is chosen as the trigger goes on the stack;
    # phase asks (AbilityModeChoice) and the History shows the mode it holds.
    from reference_engine.abilities import Mode

    gain = Effect(kind=EffectKind.GAIN_LIFE, amount=1)
    drain = Effect(kind=EffectKind.LOSE_LIFE, amount=2, player=PlayerRef.EACH_OPPONENT)
    oracle = CardDef(key="oracle", name="Oracle", mana_cost="{1}", types=(CardType.ENCHANTMENT,), abilities=(
        Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.DIES, subject=CREATURES),
                modes=(Mode(effects=(gain,)), Mode(effects=(drain,)))),))
    base = wrath_scenario()
    scenario = dataclasses.replace(
        base, cards=(*base.cards, oracle),
        objects=(*base.objects, ObjectSetup(id=5, card="oracle", owner=0, zone=Zone.BATTLEFIELD)),
        choices=dataclasses.replace(base.choices, mode_by_ability={"oracle/0": preferred}))
    history = make_adapter().run(scenario)
    modes = [e.modes for e in history.events if isinstance(e, ev.PutOnStack) and e.modes]
    assert modes and set(modes) == {(preferred,)}


def test_tokens_one_effect_makes_are_created_together_and_each_triggers() -> None:
    # CR 111.1, 603.6a: phase reports each token (a ZoneChanged from no zone,
    # then TokenCreated); the tokens of one effect share a batch.
    history = make_adapter().run(_load("fixtures/scenarios/111-tokens/raise-the-alarm-two-arrivals.json"))
    made = [e for e in history.events if isinstance(e, ev.TokenCreated)]
    resolving = next(e for e in history.events if isinstance(e, ev.Resolving))
    assert [(t.card, t.owner, t.controller, t.copy_of) for t in made] == [("soldier", 0, 0, None)] * 2
    assert len({t.batch for t in made}) == 1 and made[0].batch is not None
    assert all(t.causes == (resolving.seq,) and t.after is not None and t.after.power == 1 for t in made)
    triggered = [e for e in history.events if isinstance(e, ev.Triggered)]
    assert sorted(t.causes for t in triggered) == [(made[0].seq,), (made[1].seq,)]
    assert sorted(o.id for o in history.final.objects if o.token) == sorted(t.object for t in made)


def _token_maker(effect: Effect) -> CardDef:
    return CardDef(key="maker", name="Maker", mana_cost="{W}", types=(CardType.SORCERY,),
                   abilities=(Ability(kind=AbilityKind.SPELL, effects=(effect,)),))


def test_a_token_copy_of_anything_but_a_target_is_refused() -> None:
    # phase does not name the permanent a token copies; the adapter reads it from the target.
    with pytest.raises(Unsupported, match="maker/0: phase does not say which permanent a token copies"):
        translate(_token_maker(Effect(kind=EffectKind.CREATE_TOKEN_COPY, amount=1, object=ObjectRef.SELF)))


def test_a_token_with_abilities_of_its_own_is_refused() -> None:
    spec = TokenSpec(key="spirit", types=(CardType.CREATURE,), subtypes=("Spirit",), power=1, toughness=1,
                     abilities=(Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.DIES),
                                        effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)),))
    with pytest.raises(Unsupported, match="maker/0: .*abilities of the tokens"):
        translate(_token_maker(Effect(kind=EffectKind.CREATE_TOKEN, amount=1, token=spec)))


def _pump_scenario() -> Scenario:
    """P0's damaged Bear gets +2/+1 until end of turn, then the turn ends."""
    pump = CardDef(key="pump", name="Pump", mana_cost="{G}", types=(CardType.INSTANT,), abilities=(
        Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,))),),
                effects=(Effect(kind=EffectKind.MODIFY_PT, object=ObjectRef.TARGET, power=2, toughness=1),)),))
    sweep = CardDef(key="sweep", name="Sweep", mana_cost="{B}", types=(CardType.SORCERY,), abilities=(
        Ability(kind=AbilityKind.SPELL, effects=(
            Effect(kind=EffectKind.MODIFY_PT, object=ObjectRef.ALL, power=-1, toughness=-1,
                   filter=ObjectFilter(types=(CardType.CREATURE,))),)),))
    return Scenario(
        players=(PlayerSetup(id=0, mana_pool="{G}{B}"), PlayerSetup(id=1)), step=Step.PRECOMBAT_MAIN,
        cards=(BEAR, pump, sweep),
        objects=(ObjectSetup(id=1, card="bear", owner=0, zone=Zone.BATTLEFIELD, damage=1),
                 ObjectSetup(id=2, card="bear", owner=1, zone=Zone.BATTLEFIELD),
                 ObjectSetup(id=3, card="pump", owner=0, zone=Zone.HAND),
                 ObjectSetup(id=4, card="sweep", owner=0, zone=Zone.HAND)),
        script=(Action(action=ActionKind.CAST, player=0, object=3, targets=(TargetRef(object=1),)),
                Action(action=ActionKind.RESOLVE_ALL),
                Action(action=ActionKind.CAST, player=0, object=4),
                Action(action=ActionKind.RESOLVE_ALL),
                Action(action=ActionKind.ADVANCE_TO, step=Step.UPKEEP)))


def test_until_end_of_turn_changes_and_their_end_in_cleanup_match_the_reference() -> None:
    # CR 611.2c, 613.4c, 514.2: phase keeps one "until end of turn" entry per permanent, fixed as
    # the effect resolves; the History shows them as the reference engine does, and in cleanup
    # the damage removed and the changes ended, one batch caused by the step's beginning.
    from reference_engine.engine import run as reference_run

    scenario = _pump_scenario()
    got, want = make_adapter().run(scenario), reference_run(scenario)

    def summary(h: object) -> list[tuple[object, ...]]:
        assert isinstance(h, type(got))
        mods = {e.seq: (e.object, e.power, e.toughness) for e in h.of_kind(ev.PtModified)}
        worn = [(e.object, e.damage, tuple(mods[s] for s in e.ended)) for e in h.of_kind(ev.WoreOff)]
        return [*mods.values(), *sorted(worn, key=str)]

    assert summary(got) == summary(want)
    assert summary(got) == [(1, 2, 1), (1, -1, -1), (2, -1, -1), (1, 1, ((1, 2, 1), (1, -1, -1))),
                            (2, 0, ((2, -1, -1),))]
    sweep = [e for e in got.of_kind(ev.PtModified) if e.power == -1]
    assert sweep[0].batch is not None and sweep[0].batch == sweep[1].batch
    cleanup = next(e for e in got.of_kind(ev.StepBegin) if e.step is Step.CLEANUP)
    assert all(w.causes == (cleanup.seq,) for w in got.of_kind(ev.WoreOff))


def test_a_token_that_died_ceases_to_exist_before_priority() -> None:
    # CR 704.5d, 111.7: the Soldier tokens die to a Wrath; phase removes them from its state
    # with no event, and the History shows each ceasing to exist in the graveyard, before priority.
    base = _load("fixtures/scenarios/111-tokens/raise-the-alarm-two-arrivals.json")
    wrath = CardDef(key="wrath", name="Wrath", mana_cost="{W}", types=(CardType.SORCERY,), abilities=(
        Ability(kind=AbilityKind.SPELL, effects=(
            Effect(kind=EffectKind.DESTROY, object=ObjectRef.ALL, filter=ObjectFilter(types=(CardType.CREATURE,))),)),))
    top = max(o.id for o in base.objects) + 1
    scenario = dataclasses.replace(
        base, cards=(*base.cards, wrath),
        players=tuple(dataclasses.replace(p, mana_pool=p.mana_pool + "{W}") if p.id == 0 else p
                      for p in base.players),
        objects=(*base.objects, ObjectSetup(id=top, card="wrath", owner=0, zone=Zone.HAND)),
        script=(*base.script, Action(action=ActionKind.CAST, player=0, object=top), Action(action=ActionKind.RESOLVE_ALL)))
    history = make_adapter().run(scenario)
    made = {e.object for e in history.of_kind(ev.TokenCreated)}
    died = {e.new_id: e for e in history.of_kind(ev.ZoneChange) if e.old_id in made}
    ceased = list(history.of_kind(ev.CeasedToExist))
    assert len(made) == 2 and {c.object for c in ceased} == set(died)
    for c in ceased:
        (sba,) = [e for e in history.of_kind(ev.Sba) if e.seq in c.causes]
        assert (sba.rule, sba.object, c.zone) == ("704.5d", c.object, Zone.GRAVEYARD)
        assert died[c.object].seq < sba.seq < next(p.seq for p in history.of_kind(ev.Priority) if p.seq > c.seq)
    assert not any(o.token for o in history.final.objects)


def test_a_player_at_no_life_loses_by_the_state_based_action_read_from_phase() -> None:
    # CR 704.5a: phase reports PlayerLost with no rule; at 0 life, the History names 704.5a.
    bolt = CardDef(key="bolt", name="Bolt", mana_cost="{R}", types=(CardType.INSTANT,), abilities=(
        Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(players=Who.ANY),),
                effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.TARGET),)),))
    scenario = Scenario(players=(PlayerSetup(id=0, mana_pool="{R}"), PlayerSetup(id=1, life=1)), cards=(bolt,),
                        objects=(ObjectSetup(id=1, card="bolt", owner=0, zone=Zone.HAND),),
                        script=(Action(action=ActionKind.CAST, player=0, object=1, targets=(TargetRef(player=1),)),
                                Action(action=ActionKind.RESOLVE_ALL)))
    history = make_adapter().run(scenario)
    (sba,) = list(history.of_kind(ev.Sba))
    (lost,) = list(history.of_kind(ev.PlayerLost))
    assert (sba.rule, sba.player) == ("704.5a", 1) and (lost.rule, lost.player) == ("704.5a", 1)
    assert sba.seq in lost.causes and lost.batch == sba.batch


FOREST = CardDef(key="forest", name="Forest", types=(CardType.LAND,), subtypes=("Forest",), abilities=(
    Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), effects=(Effect(kind=EffectKind.ADD_MANA, mana="{G}"),)),))
PRICEY = CardDef(key="pricey", name="Pricey", mana_cost="{1}", types=(CardType.ARTIFACT,), abilities=(
    Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{1}", tap=True, pay_life=2),
            effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)),))


def _payment_events(history: Any) -> list[tuple[str, Any]]:
    """The payment's events in order, with what each says (ids left out)."""
    out: list[tuple[str, Any]] = []
    for e in history.events:
        if isinstance(e, ev.CostLocked):
            out.append(("cost_locked", e.mana))
        elif isinstance(e, ev.CostPaid):
            out.append(("cost_paid", (e.player, e.mana, e.life, e.tapped_source)))
        elif isinstance(e, (ev.Tapped, ev.Life, ev.Activated, ev.Cast, ev.PutOnStack, ev.ManaAdded)):
            out.append((e.kind, None))
        elif isinstance(e, ev.ZoneChange):
            out.append(("zone_change", (e.from_zone, e.to_zone)))
    return out


def test_an_activation_s_costs_are_locked_in_and_paid_as_the_reference_engine_does() -> None:
    # CR 602.2b, 601.2f-h: {1}, {T}, pay 2 life, with {G} in the pool. phase
    # pays within the call that takes the activation, with no prompt.
    scenario = Scenario(players=(PlayerSetup(id=0, mana_pool="{G}"), PlayerSetup(id=1)), cards=(PRICEY,),
                        objects=(ObjectSetup(id=1, card="pricey", owner=0, zone=Zone.BATTLEFIELD),),
                        script=(Action(action=ActionKind.ACTIVATE, player=0, object=1),))
    phase_history = make_adapter().run(scenario)
    assert _payment_events(phase_history) == _payment_events(reference_run(scenario)) == [
        ("cost_locked", "{1}"), ("tapped", None), ("life", None), ("cost_paid", (0, "{1}", 2, True)),
        ("activated", None), ("put_on_stack", None)]
    history_from_json(to_json(phase_history))


def test_a_cast_locks_the_cost_phase_shows_and_pays_it_before_phase_moves_the_card() -> None:
    # The locked total and the payment agree with the reference engine; the
    # order is phase's own: it keeps the card in the hand while it pays (see
    # test_a_spell_s_card_stays_in_its_owner_s_hand_while_its_cost_is_paid).
    scenario = Scenario(players=(PlayerSetup(id=0, mana_pool="{G}{G}{R}"), PlayerSetup(id=1)), cards=(BEAR,),
                        objects=(ObjectSetup(id=1, card="bear", owner=0, zone=Zone.HAND),),
                        script=(Action(action=ActionKind.CAST, player=0, object=1),))
    reference = _payment_events(reference_run(scenario))
    phase_events = _payment_events(make_adapter().run(scenario))
    move = ("zone_change", (Zone.HAND, Zone.STACK))
    assert reference == [move, ("cost_locked", "{1}{G}"), ("cost_paid", (0, "{1}{G}", 0, False)), ("cast", None)]
    assert phase_events == [("cost_locked", "{1}{G}"), ("cost_paid", (0, "{1}{G}", 0, False)), move, ("cast", None)]


def test_the_scripted_mana_abilities_are_activated_at_phase_s_payment_prompt() -> None:
    # CR 601.2g: the plan names the two Forests; phase taps them once the
    # cost is locked in, each a mana ability with its own cost events, whose
    # mana is added once it is activated (CR 605.3a), as the reference engine does.
    lands = tuple(ObjectSetup(id=i, card="forest", owner=0, zone=Zone.BATTLEFIELD) for i in (2, 3))
    scenario = Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(BEAR, FOREST),
                        objects=(ObjectSetup(id=1, card="bear", owner=0, zone=Zone.HAND), *lands),
                        script=(Action(action=ActionKind.CAST, player=0, object=1, mana_abilities=(
                            ManaActivation(object=3), ManaActivation(object=2))),))
    history = make_adapter().run(scenario)
    one_land = [("cost_locked", ""), ("tapped", None), ("cost_paid", (0, "", 0, True)), ("activated", None),
                ("mana_added", None)]
    assert _payment_events(history) == [("cost_locked", "{1}{G}"), *one_land, *one_land,
                                        ("cost_paid", (0, "{1}{G}", 0, False)),
                                        ("zone_change", (Zone.HAND, Zone.STACK)), ("cast", None)]
    assert [e.object for e in history.of_kind(ev.Tapped)] == [3, 2]


def test_a_spell_costing_nothing_is_locked_in_at_nothing_as_phase_casts_it() -> None:
    free = dataclasses.replace(BEAR, key="free", name="Free", mana_cost="{0}")
    scenario = Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(free,),
                        objects=(ObjectSetup(id=1, card="free", owner=0, zone=Zone.HAND),),
                        script=(Action(action=ActionKind.CAST, player=0, object=1),))
    assert _payment_events(make_adapter().run(scenario)) == [
        ("cost_locked", ""), ("cost_paid", (0, "", 0, False)), ("zone_change", (Zone.HAND, Zone.STACK)),
        ("cast", None)]


def test_an_activation_with_a_payment_plan_is_unsupported_not_paid_its_own_way() -> None:
    # phase has no payment prompt for an activation: the plan cannot be passed.
    scenario = Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(PRICEY, FOREST),
                        objects=(ObjectSetup(id=1, card="pricey", owner=0, zone=Zone.BATTLEFIELD),
                                 ObjectSetup(id=2, card="forest", owner=0, zone=Zone.BATTLEFIELD)),
                        script=(Action(action=ActionKind.ACTIVATE, player=0, object=1,
                                       mana_abilities=(ManaActivation(object=2),)),))
    with pytest.raises(Unsupported, match="payment plan"):
        make_adapter().run(scenario)


@pytest.mark.parametrize("locked, units, paid", [
    ("{1}{G}", ["Red", "Green"], "{1}{G}"),   # the Green pays {G}, the Red the generic
    ("{1}{G}", ["Green"], "{G}"),            # an underpayment shows
    ("{G}", ["Red"], "{1}"),                 # a unit of the wrong colour pays no {G}
    ("{1}", ["Green", "Green"], "{2}"),      # an overpayment shows
    ("", [], ""),
])
def test_the_units_phase_spent_are_set_against_the_locked_cost(locked: str, units: list[str], paid: str) -> None:
    from mtgconf.adapters.phase.payment import paid_against

    assert paid_against(locked, units) == paid


def test_phase_s_cost_shapes_are_read_and_others_refused() -> None:
    from mtgconf.adapters.phase.payment import activation_cost, mana_text

    assert mana_text({"type": "Cost", "generic": 2, "shards": ["Green", "White"]}) == "{2}{G}{W}"
    assert mana_text({"type": "NoCost"}) == ""
    cost = activation_cost({"type": "Composite", "costs": [
        {"type": "Mana", "cost": {"type": "Cost", "generic": 1, "shards": []}}, {"type": "Tap"},
        {"type": "PayLife", "amount": {"type": "Fixed", "value": 2}}]})
    assert (cost.mana, cost.tap, cost.life, cost.sacrifice) == ("{1}", True, 2, False)
    with pytest.raises(Unsupported, match="Discard"):
        activation_cost({"type": "Discard", "count": 1})
    with pytest.raises(Unsupported, match="WhiteBlue"):
        mana_text({"type": "Cost", "generic": 0, "shards": ["WhiteBlue"]})


def test_a_sacrifice_cost_is_reported_as_phase_pays_it() -> None:
    # phase reports the move and its PermanentSacrificed while paying (CR 602.2b).
    urn = CardDef(key="urn", name="Urn", mana_cost="{1}", types=(CardType.ARTIFACT,), abilities=(
        Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{1}", sacrifice_self=True),
                effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)),))
    scenario = Scenario(players=(PlayerSetup(id=0, mana_pool="{G}"), PlayerSetup(id=1)), cards=(urn,),
                        objects=(ObjectSetup(id=1, card="urn", owner=0, zone=Zone.BATTLEFIELD),),
                        script=(Action(action=ActionKind.ACTIVATE, player=0, object=1),))
    for history in (make_adapter().run(scenario), reference_run(scenario)):
        (paid,) = history.of_kind(ev.CostPaid)
        (move,) = [z for z in history.of_kind(ev.ZoneChange) if z.old_id == 1]
        assert (paid.mana, paid.sacrificed, move.how) == ("{1}", (1,), ev.ZoneChangeCause.SACRIFICE)
        assert move.seq < paid.seq


@pytest.mark.parametrize("pool", [False, True])
def test_phase_s_manual_payment_keeps_the_order_of_its_automatic_one(pool: bool) -> None:
    # The adapter casts with phase's manual payment: stopping at its prompt
    # and passing there makes the same engine events, in the same order, as
    # the automatic payment (the card's move still comes after the mana).
    from tests.peers.phase_native import Native, card

    bear = card("Bear", "Creature — Bear", pt=(2, 2), cost="{1}{G}")
    forest = card("Forest", "Basic Land — Forest", "({T}: Add {G}.)")
    forest["supertypes"], forest["subtypes"] = ["Basic"], ["Forest"]
    kinds: list[list[str]] = []
    for mode in ("Auto", "Manual"):
        n = Native([bear, forest], [[("Bear", "Hand")] + ([] if pool else [("Forest", "Battlefield")] * 2), []],
                   mana={0: ["Green", "Red"]} if pool else {})
        n.settle()
        move = next(a for a in n.game.actions() if a.kind == "CastSpell").to_dict()
        move["data"]["payment_mode"] = {"type": mode}
        n.act(0, move)
        if mode == "Manual":
            assert n.game.waiting_for()["type"] == "ManaPayment"
            n.act(0, {"type": "PassPriority"})
        kinds.append([e["type"] for e in n.events])
    assert kinds[0] == kinds[1]
    assert kinds[0].index("ZoneChanged") < kinds[0].index("SpellCast") < kinds[0].index("ManaExpended")
def test_stifle_names_the_countered_ability_by_its_history_id() -> None:
    """phase names an ability on its stack by its stack-entry id; the cast's
    target must be the History id of that ability, the one it is removed as
    countered under (CR 701.6a)."""
    history = make_adapter().run(_load(
        "fixtures/scenarios/701.6-countering/stifle-counters-elvish-visionary-enters-trigger.json"))
    [trigger] = [e.object for e in history.events if isinstance(e, ev.PutOnStack)]
    [cast] = [e for e in history.events if isinstance(e, ev.Cast) and e.card == "stifle"]
    assert cast.targets == (TargetRef(object=trigger),)
    assert [(e.object, e.reason) for e in history.events if isinstance(e, ev.RemovedFromStack)] == \
        [(trigger, ev.RemovalReason.COUNTERED)]


def _watching(event: TriggerEvent, player: Who = Who.ANY, subject: ObjectFilter = CREATURES) -> CardDef:
    return CardDef(key="eye", name="Eye", mana_cost="{2}", types=(CardType.ENCHANTMENT,), abilities=(
        Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=event, subject=subject, player=player),
                effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)),))


def test_a_sacrifice_trigger_names_the_sacrifice() -> None:
    # CR 701.21a: phase's PermanentSacrificed is the move it reported before it.
    fodder = dataclasses.replace(BEAR, abilities=(Ability(kind=AbilityKind.ACTIVATED, cost=Cost(sacrifice_self=True),
                                                          effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)),))
    sc = Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(fodder, _watching(TriggerEvent.SACRIFICES)),
                  objects=(ObjectSetup(id=1, card="bear", owner=0, zone=Zone.BATTLEFIELD),
                           ObjectSetup(id=2, card="eye", owner=0, zone=Zone.BATTLEFIELD)),
                  script=(Action(action=ActionKind.ACTIVATE, player=0, object=1), Action(action=ActionKind.RESOLVE_ALL)))
    history = make_adapter().run(sc)
    (move,) = [e for e in history.of_kind(ev.ZoneChange) if e.how is ev.ZoneChangeCause.SACRIFICE]
    (trigger,) = list(history.of_kind(ev.Triggered))
    assert trigger.causes == (move.seq,)


@pytest.mark.parametrize("player, subject", [(Who.OPPONENT, ObjectFilter(subject=Subject.SELF)),
                                             (Who.YOU, ObjectFilter(types=(CardType.CREATURE,), controller=Who.OPPONENT))])
def test_a_sacrificing_player_phase_does_not_read_is_refused(player: Who, subject: ObjectFilter) -> None:
    # "When an opponent sacrifices this creature" never triggers (CR 701.21a); phase reads
    # "when a player sacrifices this creature".
    with pytest.raises(Unsupported, match="eye/0 without who sacrifices the permanent"):
        translate(_watching(TriggerEvent.SACRIFICES, player, subject))


def test_you_sacrifice_this_creature_is_passed() -> None:
    # Whoever sacrifices a permanent controls it, and so its own ability (CR 701.21a).
    assert translate(_watching(TriggerEvent.SACRIFICES, Who.YOU, ObjectFilter(subject=Subject.SELF))).face["triggers"]


def test_a_becomes_the_target_trigger_names_the_ability_put_on_the_stack() -> None:
    # CR 602.2b, 603.2c: phase's BecomesTarget names the targeting ability by its stack id.
    pinger = CardDef(key="pinger", name="Pinger", mana_cost="{1}", types=(CardType.ARTIFACT,), abilities=(
        Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{1}"), targets=(TargetSpec(objects=CREATURES),),
                effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.TARGET),)),))
    sc = Scenario(players=(PlayerSetup(id=0, mana_pool="{C}"), PlayerSetup(id=1)),
                  cards=(BEAR, pinger, _watching(TriggerEvent.BECOMES_TARGET)),
                  objects=(ObjectSetup(id=1, card="bear", owner=1, zone=Zone.BATTLEFIELD),
                           ObjectSetup(id=2, card="pinger", owner=0, zone=Zone.BATTLEFIELD),
                           ObjectSetup(id=3, card="eye", owner=0, zone=Zone.BATTLEFIELD)),
                  script=(Action(action=ActionKind.ACTIVATE, player=0, object=2, targets=(TargetRef(object=1),)),
                          Action(action=ActionKind.RESOLVE_ALL)))
    history = make_adapter().run(sc)
    (stacked,) = [e for e in history.of_kind(ev.PutOnStack) if e.targets]
    (trigger,) = list(history.of_kind(ev.Triggered))
    assert trigger.causes == (stacked.seq,)


def _walker(loyalty: int) -> CardDef:
    plus = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(loyalty=1),
                   effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1, player=PlayerRef.YOU),))
    return CardDef(key="walker", name="Walker", mana_cost="{1}{W}", types=(CardType.PLANESWALKER,),
                   subtypes=("Gideon",), loyalty=loyalty, abilities=(plus,))


def _walker_scenario(counters: dict[str, int], script: tuple[Action, ...] = ()) -> Scenario:
    bolt = CardDef(key="bolt", name="Bolt", mana_cost="{R}", types=(CardType.INSTANT,), abilities=(
        Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=ObjectFilter(
            any_types=(CardType.CREATURE, CardType.PLANESWALKER))),),
                effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.TARGET),)),))
    return Scenario(players=(PlayerSetup(id=0, mana_pool="{R}"), PlayerSetup(id=1)), cards=(_walker(3), bolt),
                    objects=(ObjectSetup(id=1, card="walker", owner=0, zone=Zone.BATTLEFIELD, counters=counters),
                             ObjectSetup(id=2, card="bolt", owner=0, zone=Zone.HAND)), script=script)


def test_a_planeswalker_laid_out_with_no_loyalty_is_put_into_the_graveyard() -> None:
    # CR 306.5b, 704.5i: the loyalty a planeswalker starts with is its counters, not its printed value.
    history = make_adapter().run(_walker_scenario({}))
    assert [e.rule for e in history.of_kind(ev.Sba)] == ["704.5i"]


def test_damage_to_a_planeswalker_removes_loyalty_after_the_damage() -> None:
    # CR 120.3c: the loyalty removed is the damage's result: phase reports it first, the History after.
    script = (Action(action=ActionKind.CAST, player=0, object=2, targets=(TargetRef(object=1),)),
              Action(action=ActionKind.RESOLVE_ALL))
    history = make_adapter().run(_walker_scenario({"loyalty": 3}, script))
    damage = next(iter(history.of_kind(ev.Damage)))
    removed = [e for e in history.of_kind(ev.Counters) if e.amount < 0]
    assert [(e.counter, e.amount, e.causes) for e in removed] == [("loyalty", -1, (damage.seq,))]


def _fixture_history(path: str) -> Any:
    import json
    from pathlib import Path

    from reference_engine import codec

    data = json.loads((Path(__file__).resolve().parents[2] / "fixtures" / "scenarios" / path).read_text())
    data.pop("expect", None)
    return make_adapter().run(codec.scenario_from_json(data))


def test_a_spell_copy_is_put_on_the_stack_not_cast() -> None:
    # CR 707.10: phase's SpellCopied is a put_on_stack naming the original, with no cast.
    history = _fixture_history("707.10-copies/twincast-copies-shock-copy-is-not-cast.json")
    copies = [e for e in history.of_kind(ev.PutOnStack) if e.copy_of is not None]
    casts = {e.object for e in history.of_kind(ev.Cast)}
    assert len(copies) == 1 and copies[0].copy_of in casts and copies[0].object not in casts


def test_a_triggered_ability_s_copy_did_not_trigger() -> None:
    # CR 707.10: the Resonator's copy is a put_on_stack naming the original trigger, no second triggered.
    history = _fixture_history("707.10-copies/strionic-resonator-copies-elvish-visionary-trigger.json")
    copies = [e for e in history.of_kind(ev.PutOnStack) if e.copy_of is not None]
    triggered = [e for e in history.of_kind(ev.Triggered)]
    assert len(copies) == 1 and len(triggered) == 1 and copies[0].copy_of == triggered[0].instance


def test_a_scoped_additional_trigger_no_card_prints_is_refused() -> None:
    # CR 603.2d: phase reads "if an opponent casting ..." as a doubler of every
    # trigger; only printed wordings (Panharmonicon, Yarok, Veyran) are passed.
    from reference_engine.abilities import ContinuousEffect, ContinuousKind, TriggerScope

    def amplifier(player: Who) -> CardDef:
        scope = TriggerScope(event=TriggerEvent.CAST, player=player,
                             subject=ObjectFilter(any_types=(CardType.INSTANT, CardType.SORCERY)))
        return CardDef(key="amp", name="Amp", mana_cost="{1}", types=(CardType.ARTIFACT,), abilities=(
            Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
                kind=ContinuousKind.EXTRA_TRIGGER, filter=ObjectFilter(controller=Who.YOU), scope=scope)),))

    translate(amplifier(Who.YOU))
    with pytest.raises(Unsupported, match="only in printed wordings"):
        translate(amplifier(Who.OPPONENT))


def test_a_borrowed_tool_sacrificed_to_its_own_cost_is_named_as_the_permanent_activated() -> None:
    # Player 0 controls player 1's Tool and activates "{T}, sacrifice it: you gain
    # 2 life". The ability is the permanent's, though the cost moved it to its
    # owner's graveyard before phase reported the activation; phase's stack entry
    # says who controls the ability (CR 602.2a), and the adapter reports that.
    tool = CardDef(key="tool", name="Tool", types=(CardType.CREATURE,), power=2, toughness=2, abilities=(
        Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True, sacrifice_self=True),
                effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=2),)),))
    scenario = Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(tool,),
                        objects=(ObjectSetup(id=1, card="tool", owner=1, controller=0, zone=Zone.BATTLEFIELD),),
                        step=Step.PRECOMBAT_MAIN,
                        script=(Action(action=ActionKind.ACTIVATE, player=0, object=1),
                                Action(action=ActionKind.RESOLVE_ALL)))
    history = make_adapter().run(scenario)
    [activated] = [e for e in history.events if isinstance(e, ev.Activated)]
    [pushed] = [e for e in history.events if isinstance(e, ev.PutOnStack) and e.object == activated.object]
    assert (activated.source, activated.player, pushed.controller) == (1, 0, 0)
    assert {p.id: p.life for p in history.final.players} == {0: 22, 1: 20}
