"""Every ``Rules`` decision is live: overriding it alone changes some History."""
from __future__ import annotations

from typing import Any, Callable

import pytest

from mtgconf.engines.mutants import MUTANTS
from reference_engine.abilities import (
    Ability, AbilityKind, Condition, ConditionKind, ContinuousEffect, ContinuousKind, Cost, DelayedTrigger,
    Effect, EffectKind, Mode, ObjectFilter, ObjectRef, Subject, TargetSpec, Timing, Trigger, TriggerEvent,
)
from reference_engine.codec import dumps
from reference_engine.engine import Rules
from reference_engine.events import RemovalReason
from reference_engine.ids import CardType, Step, Zone
from reference_engine.scenario import Attack, Block, ChoicePolicy, OrderPolicy, Scenario

from tests.engine.builder import act, creature, destroy_all, gain, on, permanent, play, scenario, spell, trig
from tests.engine.test_attachments import destroyed
from tests.engine.test_delayed_origins import bargain, ignitions, refuge
from tests.engine.test_once_each_turn import two_deaths
from tests.engine.test_phasing import phased
from tests.engine.test_reflexive import entering
from tests.engine.test_repeated_payment import activating
from tests.engine.test_unblocked import raid
from tests.engine.test_activation_limits import twice
from tests.engine.test_loyalty import at_combat, bolted, twice_loyal
from tests.engine.test_game_start import opening
from tests.engine.test_apnap_choices import offered
from tests.engine.test_mana_reentry import cast_with, use
from tests.engine.test_mana_triggers import life_then_mana, tap_then_cast
from tests.engine.test_stacked_controller import kill_then_steal
from tests.engine.test_leaving import stolen_both_ways
from tests.engine.test_strikes import knight_attacks
from tests.engine.test_replacement_order import chosen_apart
from tests.engine import casting_hooks as hooks
from tests.engine import identity_hooks as ident

ENCH = (CardType.ENCHANTMENT,)
WRATH = spell("wrath", destroy_all(CardType.CREATURE))
ANY_DIES = trig(TriggerEvent.DIES, subject=Subject.ANY, types=(CardType.CREATURE,))


def _wrath(cards: list, objects: list, **kw: Any) -> Scenario:  # type: ignore[type-arg]
    return scenario([WRATH, *cards], [on("wrath", 99, zone=Zone.HAND), *objects],
                    [act("cast", object=99), act("resolve_all")], pools={0: "{B}"}, **kw)


def s_extra() -> Scenario:
    twice = ContinuousEffect(kind=ContinuousKind.EXTRA_TRIGGER, filter=ObjectFilter())
    return _wrath([permanent("w", ENCH, ANY_DIES), creature("bear")], [on("w", 1), on("bear", 2)], effects=(twice,))


def s_two_deaths() -> Scenario:
    return _wrath([permanent("w", ENCH, ANY_DIES), creature("bear")], [on("w", 1), on("bear", 2), on("bear", 3)])


def s_prevented() -> Scenario:
    fog = ContinuousEffect(kind=ContinuousKind.PREVENT_ALL_DAMAGE, filter=ObjectFilter())
    bolt = spell("bolt", Effect(kind=EffectKind.DEAL_DAMAGE, amount=2, object=ObjectRef.ALL,
                                filter=ObjectFilter(types=(CardType.CREATURE,))))
    return scenario([bolt, creature("v", trig(TriggerEvent.DEALT_DAMAGE))], [on("v", 1), on("bolt", 2, zone=Zone.HAND)],
                    [act("cast", object=2), act("resolve_all")], pools={0: "{B}"}, effects=(fog,))


def s_exiled() -> Scenario:
    rest = ContinuousEffect(kind=ContinuousKind.EXILE_INSTEAD_OF_DYING, filter=ObjectFilter())
    return _wrath([creature("bear", trig(TriggerEvent.DIES))], [on("bear", 1)], effects=(rest,))


def s_state() -> Scenario:
    hell = permanent("hell", ENCH, trig(TriggerEvent.STATE, state=Condition(kind=ConditionKind.NO_CARDS_IN_HAND)))
    return scenario([hell], [on("hell", 1)], [act("pass")])


def s_lookback() -> Scenario:
    return _wrath([creature("bear", trig(TriggerEvent.DIES))], [on("bear", 1)])


def s_enters() -> Scenario:
    silence = ContinuousEffect(kind=ContinuousKind.LOSE_ALL_ABILITIES, filter=ObjectFilter())
    return scenario([creature("me", trig(TriggerEvent.ENTERS))], [on("me", 1, zone=Zone.HAND)],
                    [act("cast", object=1), act("resolve_all")], pools={0: "{1}{G}"}, effects=(silence,))


def s_if_event() -> Scenario:
    rich = Condition(kind=ConditionKind.LIFE_AT_LEAST, amount=30)
    return _wrath([permanent("w", ENCH, trig(TriggerEvent.DIES, subject=Subject.ANY, intervening_if=rich)),
                   creature("bear")], [on("w", 1), on("bear", 2)])


def s_if_resolution() -> Scenario:
    rich = Condition(kind=ConditionKind.LIFE_AT_LEAST, amount=20)
    drain = spell("drain", Effect(kind=EffectKind.LOSE_LIFE, amount=1), instant=True)
    w = permanent("w", ENCH, trig(TriggerEvent.DIES, gain(5), subject=Subject.ANY, intervening_if=rich))
    return scenario([WRATH, drain, w, creature("bear")],
                    [on("w", 1), on("bear", 2), on("wrath", 3, zone=Zone.HAND), on("drain", 4, zone=Zone.HAND)],
                    [act("cast", object=3), act("resolve_top"), act("cast", object=4), act("resolve_all")],
                    pools={0: "{B}{B}"})


def s_may() -> Scenario:
    return _wrath([creature("bear", trig(TriggerEvent.DIES, optional=True))], [on("bear", 1)],
                  choices=ChoicePolicy(may=False))


def s_apnap() -> Scenario:
    return _wrath([permanent("w", ENCH, ANY_DIES), creature("bear")], [on("w", 1), on("w", 2, owner=1), on("bear", 3)])


def s_turn_order() -> Scenario:
    return _wrath([permanent("w", ENCH, ANY_DIES), creature("bear")],
                  [on("w", 1, owner=1), on("w", 2, owner=2), on("bear", 3)], players=3, turn_order=(0, 2, 1))


def s_sba_first() -> Scenario:
    # The sweeper's death trigger and a 0-toughness creature's SBA death.
    shrink = spell("shrink", Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),
                   Effect(kind=EffectKind.PUT_COUNTERS, amount=2, counter="-1/-1", object=ObjectRef.ALL,
                          filter=ObjectFilter(subtypes=("Weak",))),
                   targets=(TargetSpec(objects=ObjectFilter(subtypes=("Victim",))),))
    victim = creature("victim")
    victim = type(victim)(**{**{f: getattr(victim, f) for f in victim.__dataclass_fields__}, "subtypes": ("Victim",)})
    weak = creature("weak")
    weak = type(weak)(**{**{f: getattr(weak, f) for f in weak.__dataclass_fields__}, "subtypes": ("Weak",)})
    return scenario([shrink, victim, weak, permanent("w", ENCH, ANY_DIES)],
                    [on("w", 1), on("victim", 2), on("weak", 3), on("shrink", 4, zone=Zone.HAND)],
                    [act("cast", object=4), act("resolve_top")], pools={0: "{B}"},
                    choices=ChoicePolicy(trigger_order=OrderPolicy.REVERSE))


def s_controller() -> Scenario:
    return _wrath([creature("bear", trig(TriggerEvent.DIES))], [on("bear", 1, owner=1, controller=0)])


def _delayed_creator(step: Step = Step.END) -> Ability:
    return trig(TriggerEvent.ENTERS, Effect(kind=EffectKind.CREATE_DELAYED, delayed=DelayedTrigger(
        step=step, effects=(gain(1),))))


def s_delayed_twice() -> Scenario:
    library = [on("s", 10 + i, owner=i % 2, zone=Zone.LIBRARY) for i in range(4)]
    return scenario([creature("s", _delayed_creator())], [on("s", 1, zone=Zone.HAND), *library],
                    [act("cast", object=1), act("resolve_all"), act("advance_to", step=Step.END), act("resolve_all"),
                     act("advance_to", step=Step.END), act("resolve_all")], pools={0: "{1}{G}"})


def s_enters_tapped() -> Scenario:
    tapped = ContinuousEffect(kind=ContinuousKind.ENTERS_TAPPED, filter=ObjectFilter())
    return scenario([permanent("land", (CardType.LAND,), trig(TriggerEvent.BECOMES_TAPPED))],
                    [on("land", 1, zone=Zone.HAND)], [act("play_land", object=1)], effects=(tapped,))


def s_hidden() -> Scenario:
    return _wrath([creature("w", ANY_DIES), creature("bear")], [on("w", 1, zone=Zone.HAND), on("bear", 2)])


def _combat(blocks: tuple[Block, ...], attackers: tuple[Attack, ...], blk_ab: Ability, atk_ab: Ability) -> Scenario:
    return scenario([creature("a", atk_ab), creature("b", blk_ab)],
                    [on("a", 1), on("a", 2), on("b", 3, owner=1), on("b", 4, owner=1)],
                    [act("declare_attackers", attackers=attackers), act("resolve_all"),
                     act("declare_blockers", blocks=blocks), act("resolve_all")])


def s_blocks() -> Scenario:
    atk = (Attack(attacker=1, defender=1), Attack(attacker=2, defender=1))
    return _combat((Block(blocker=3, attacker=1), Block(blocker=3, attacker=2)), atk,
                   trig(TriggerEvent.BLOCKS), trig(TriggerEvent.ATTACKS))


def s_blocked_by() -> Scenario:
    atk = (Attack(attacker=1, defender=1),)
    return _combat((Block(blocker=3, attacker=1), Block(blocker=4, attacker=1)), atk,
                   trig(TriggerEvent.BLOCKS), trig(TriggerEvent.BECOMES_BLOCKED_BY_A_CREATURE))


def _targeted_enters(modal: bool) -> Scenario:
    spec = TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,), subject=Subject.ANOTHER))
    kill = Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET)
    trigger = Trigger(event=TriggerEvent.ENTERS, subject=ObjectFilter(subject=Subject.SELF))
    ab = (Ability(kind=AbilityKind.TRIGGERED, trigger=trigger, modes=(Mode(effects=(kill,), targets=(spec,)),))
          if modal else Ability(kind=AbilityKind.TRIGGERED, trigger=trigger, targets=(spec,), effects=(kill,)))
    return scenario([creature("me", ab)], [on("me", 1, zone=Zone.HAND)], [act("cast", object=1), act("resolve_all")],
                    pools={0: "{1}{G}"})


def s_fizzle() -> Scenario:
    bolt = spell("bolt", Effect(kind=EffectKind.DEAL_DAMAGE, amount=2, object=ObjectRef.TARGET), instant=True,
                 targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,))),))
    wrath = spell("wrath2", destroy_all(CardType.CREATURE), instant=True)
    return scenario([bolt, wrath, creature("bear")],
                    [on("bear", 1), on("bolt", 2, zone=Zone.HAND), on("wrath2", 3, zone=Zone.HAND)],
                    [act("cast", object=2), act("cast", object=3), act("resolve_all")], pools={0: "{B}{B}"})


def s_cost_lock() -> Scenario:
    # The cost reducer is sacrificed while paying (the Death Bomb case, CR 601.2f).
    reducer = permanent("reducer", (CardType.ARTIFACT, CardType.CREATURE),
                        Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
                            kind=ContinuousKind.COST_REDUCTION, amount=1)), power=1, toughness=1)
    bomb = type(WRATH)(key="bomb", name="Bomb", mana_cost="{1}{B}", types=(CardType.INSTANT,), abilities=(
        Ability(kind=AbilityKind.SPELL, effects=(gain(1),), cost=Cost(sacrifice=ObjectFilter(types=(CardType.CREATURE,)))),))
    return scenario([reducer, bomb], [on("reducer", 1), on("bomb", 2, zone=Zone.HAND)],
                    [act("cast", object=2, sacrifice=(1,))], pools={0: "{B}"})


def s_mana() -> Scenario:
    elf = creature("elf", Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True),
                                  effects=(Effect(kind=EffectKind.ADD_MANA, mana="{G}"),)))
    return scenario([elf], [on("elf", 1)], [act("activate", object=1)])


def s_rollback() -> Scenario:
    fodder = creature("fodder", trig(TriggerEvent.DIES),
                      Ability(kind=AbilityKind.ACTIVATED, cost=Cost(sacrifice_self=True, mana="{5}"), effects=(gain(1),)))
    return scenario([fodder], [on("fodder", 1)], [act("activate", object=1, ability=1), act("pass")])


def _mutant(name: str, fn: Callable[..., Any]) -> Rules:
    return type(f"Mutant_{name}", (Rules,), {name: fn})()


HOOK_INVERSIONS: list[tuple[str, Callable[..., Any], Callable[[], Scenario]]] = [
    ("instances_per_occurrence", lambda self, extra: 1, s_extra),
    ("simultaneous_instances", lambda self, n: min(n, 1), s_two_deaths),
    ("prevented_damage_triggers", lambda self: True, s_prevented),
    ("replaced_death_is_dies", lambda self: True, s_exiled),
    ("state_trigger_may_trigger", lambda self, busy: True, s_state),
    ("leaves_trigger_sources", lambda self, before, after: after, s_lookback),
    ("enters_characteristics", lambda self, with_effects, printed: printed, s_enters),
    ("intervening_if_allows_trigger", lambda self, holds: True, s_if_event),
    ("intervening_if_allows_resolution", lambda self, holds: True, s_if_resolution),
    ("may_decided_on_resolution", lambda self: False, s_may),
    ("apnap_first", lambda self, active, living: [p for p in living if p != active][0], s_apnap),
    ("apnap_others", lambda self, first, order, living: sorted(p for p in living if p != first), s_turn_order),
    ("sba_before_triggers", lambda self: False, s_sba_first),
    ("trigger_controller", lambda self, controller, owner: owner, s_controller),
    ("delayed_fires_once", lambda self: False, s_delayed_twice),
    ("entering_tapped_is_becoming_tapped", lambda self: True, s_enters_tapped),
    ("hidden_objects_trigger", lambda self: True, s_hidden),
    ("blocks_occurrences", lambda self, n: n, s_blocks),
    ("blocked_by_occurrences", lambda self, n: min(n, 1), s_blocked_by),
    ("mode_may_be_chosen", lambda self, ok: True, lambda: _targeted_enters(True)),
    ("remove_trigger_without_legal_targets", lambda self: False, lambda: _targeted_enters(False)),
    ("all_targets_illegal", lambda self, kind: RemovalReason.COUNTERED, s_fizzle),
    ("cost_locked_before_payment", lambda self: False, s_cost_lock),
    ("mana_ability_uses_stack", lambda self: True, s_mana),
    ("rollback_keeps_triggers", lambda self: True, s_rollback),
    ("unattach_trigger_sources", lambda self, before, after: after, lambda: destroyed(2)),
    ("once_each_turn_allows_trigger", lambda self, done: True, two_deaths),
    ("phase_out_trigger_sources", lambda self, before, after: after, phased),
    ("replacement_delayed_controller", lambda self, controller, owner: owner, refuge),
    ("counted_delayed_created", lambda self, made: True, ignitions),
    ("resolution_count_reached", lambda self, resolved, wanted: False, ignitions),
    ("permitted_action_delayed_controller", lambda self, controller, actor: actor, bargain),
    ("stacked_trigger_controller", lambda self, recorded, now: now, kill_then_steal),
    ("may_activate", lambda self, controller, player: True, hooks.foreign_activation),
    ("activated_controller", lambda self, activator, owner: owner, hooks.stolen_activation),
    ("activation_prohibited", lambda self, forbidden: False, hooks.forbidden_activation),
    ("activation_timing_allows", lambda self, timing, now: True, hooks.sorcery_ability_in_response),
    ("activation_timing_allows", lambda self, timing, now: now or timing is Timing.ANY,
     hooks.instant_ability_in_response),
    ("kicker_announced", lambda self, kicked: False, hooks.kicked),
    ("spell_cast_after_payment", lambda self: False, hooks.plain_cast),
    ("announced_target_accepted", lambda self, legal: True, hooks.bad_target),
    ("division_accepted", lambda self, valid: True, hooks.bad_division),
    ("land_play_allowed", lambda self, played_one: True, hooks.two_lands),
    ("reverse_illegal_attempt", lambda self: False, hooks.unpaid_cast),
    ("priority_after_attempt", lambda self, actor, stood, nxt: nxt, hooks.plain_cast),
    ("priority_after_resolution", lambda self, active, controller: controller, s_apnap),
    ("busy_cleanup_gives_priority", lambda self, busy: False, hooks.busy_cleanup),
    ("blocked_attacker_stays_blocked", lambda self: False, ident.abandoned_attacker),
    ("delayed_sees_earlier_events", lambda self: True, ident.delayed_in_its_step),
    ("reverse_own_triggers", lambda self, chose: False, ident.reversed_own_triggers),
    ("stacks_own_triggers", lambda self, waiting: waiting < 2, ident.reversed_own_triggers),
    ("ability_acts_without_source", lambda self, left: not left, ident.sacrificed_source),
    ("moved_object_ref", lambda self, referred, now: now or referred, ident.returned_then_exiled),
    ("zone_change_makes_new_object", lambda self: False, ident.one_death),
    ("effect_finds_what_it_moved", lambda self: False, ident.reanimated_then_sacrificed),
    ("condition_reads_last_known", lambda self: False, ident.undying_twice),
    ("reflexive_triggers", lambda self, did: True, lambda: entering(may=False)),
    ("repeated_payment_reflexive_instances", lambda self, times: times, lambda: activating(3)),
    ("unblocked_attack_triggers", lambda self, blocked: True, lambda: raid(Block(blocker=3, attacker=1))),
    ("activation_limit_allows", lambda self, done, limit: True, twice),
    ("game_start_first_player", lambda self, starting, order: order[0], opening),
    ("next_chooser", lambda self, outstanding, last, apnap: outstanding[-1],
     lambda: offered(3, {0: (False, False), 1: (True,)})),
    ("mana_ability_may_reenter", lambda self, levels_up: True, lambda: cast_with(use(1, 0, use(1)))),
    ("mana_ability_may_reenter", lambda self, levels_up: levels_up != 0,
     lambda: cast_with(use(1, 0, use(2, 0, use(1))))),
    ("triggered_mana_ability_uses_stack", lambda self: True, tap_then_cast),
    ("trigger_is_mana_ability", lambda self, from_mana, adds: adds, life_then_mana),
    ("leaver_control_effect_ends", lambda self: False, stolen_both_ways),
    ("left_game_triggers_leaves", lambda self, phased_out: False, stolen_both_ways),
    ("loyalty_timing_allows", lambda self, at_sorcery_timing: True, at_combat),
    ("loyalty_activation_allows", lambda self, done, mine: True, twice_loyal),
    ("loyalty_removed_by_damage", lambda self, damage: 0, bolted),
    ("loyalty_sba_applies", lambda self, loyalty: False, bolted),
    ("deals_regular_combat_damage", lambda self, struck_first, first_strike, double_strike: True, knight_attacks),
    ("replacement_chooser", lambda self, affected_controller, active: active, chosen_apart),
]


@pytest.mark.parametrize(("name", "fn", "make"), HOOK_INVERSIONS, ids=[m[0] for m in HOOK_INVERSIONS])
def test_each_decision_changes_some_history(name: str, fn: Callable[..., Any],
                                            make: Callable[[], Scenario]) -> None:
    sc = make()
    assert dumps(play(sc)) != dumps(play(sc, _mutant(name, fn)))


def test_every_rules_method_is_covered() -> None:
    # A hook is covered by an inversion here or by a declared mutant overriding it,
    # which the quality tests show changes some History (a property fails on it).
    methods = {n for n in vars(Rules) if not n.startswith("_")}
    by_mutant = {n for m in MUTANTS.values() for n in vars(m.make_rules) if n in methods}
    assert methods - {m[0] for m in HOOK_INVERSIONS} - by_mutant == set()


def test_delayed_controller_is_the_creators() -> None:
    # P1 owns the creature, P0 controls it as it enters; the delayed trigger is P0's.
    sc = scenario([creature("s", _delayed_creator(Step.END))], [on("s", 1, zone=Zone.HAND, owner=0)],
                  [act("cast", object=1), act("resolve_all")], pools={0: "{1}{G}"})
    mutant = _mutant("delayed_controller", lambda self, creator, src_controller, owner: 1)
    assert dumps(play(sc)) != dumps(play(sc, mutant))
