"""Mutant engines: the reference engine with exactly one rule broken.

Each mutant is a subclass of ``Rules`` that overrides one decision method, so
``run(scenario, rules=mutant.make_rules())`` plays by the rules except for
that one. The quality tests require every mutant to be killed by a property
citing the rule it breaks (``docs/mutants.md`` lists them).
"""
from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence

from reference_engine.abilities import Timing
from reference_engine.engine import Rules
from reference_engine.events import RemovalReason
from reference_engine.ids import PlayerId
from reference_engine.ids import ObjectId
from reference_engine.objects import Chars


@dataclass(frozen=True, slots=True)
class Mutant:
    name: str
    """Kebab-case, as in ``--engine mutant:NAME``."""
    rules: tuple[str, ...]
    """The CR numbers it breaks."""
    description: str
    make_rules: Callable[[], Rules]


class DoubleTrigger(Rules):
    def instances_per_occurrence(self, extra_effects: int) -> int:
        return 2 + extra_effects


class OneTriggerPerEvent(Rules):
    def simultaneous_instances(self, occurrences: int) -> int:
        return min(occurrences, 1)


class PreventedDamageTriggers(Rules):
    def prevented_damage_triggers(self) -> bool:
        return True


class ExiledInsteadStillDies(Rules):
    def replaced_death_is_dies(self) -> bool:
        return True


class StateTriggerRetriggers(Rules):
    def state_trigger_may_trigger(self, pending_or_on_stack: bool) -> bool:
        return True


class NoLookBack(Rules):
    def leaves_trigger_sources(self, before: list[Chars], after: list[Chars]) -> list[Chars]:
        return after


class EntersBeforeEffects(Rules):
    def enters_characteristics(self, with_effects: Chars, printed: Chars) -> Chars:
        return printed


class IfOnlyOnResolution(Rules):
    def intervening_if_allows_trigger(self, holds: bool) -> bool:
        return True


class IfOnlyAtEvent(Rules):
    def intervening_if_allows_resolution(self, holds: bool) -> bool:
        return True


class MayDecidedOnStack(Rules):
    def may_decided_on_resolution(self) -> bool:
        return False


class ApnapReversed(Rules):
    def apnap_first(self, active: PlayerId, living: list[PlayerId]) -> PlayerId:
        others = [p for p in living if p != active]
        return others[-1] if others else active


class ApnapSeatOrder(Rules):
    def apnap_others(self, first: PlayerId, turn_order: list[PlayerId],
                     living: list[PlayerId]) -> list[PlayerId]:
        seats = sorted(turn_order)
        i = seats.index(first)
        return [p for p in seats[i + 1:] + seats[:i] if p in living]


class TriggersBeforeSba(Rules):
    def sba_before_triggers(self) -> bool:
        return False


class TriggerControlledByOwner(Rules):
    def trigger_controller(self, controller_when_triggered: PlayerId, owner: PlayerId) -> PlayerId:
        return owner


class TriggerControlledByCurrentController(Rules):
    def stacked_trigger_controller(self, recorded: PlayerId, source_controller_now: PlayerId) -> PlayerId:
        return source_controller_now


class DelayedControlledBySource(Rules):
    def delayed_controller(self, creator_controller: PlayerId, source_controller: PlayerId | None,
                           source_owner: PlayerId) -> PlayerId:
        return source_owner if source_controller is None else source_controller


class DelayedFiresTwice(Rules):
    def delayed_fires_once(self) -> bool:
        return False


class EnteringTappedBecomesTapped(Rules):
    def entering_tapped_is_becoming_tapped(self) -> bool:
        return True


class HiddenZonesTrigger(Rules):
    def hidden_objects_trigger(self) -> bool:
        return True


class BlocksPerAttacker(Rules):
    def blocks_occurrences(self, attackers_blocked: int) -> int:
        return attackers_blocked


class BlockedByOnce(Rules):
    def blocked_by_occurrences(self, blockers: int) -> int:
        return min(blockers, 1)


class IllegalModeAllowed(Rules):
    def mode_may_be_chosen(self, has_legal_choices: bool) -> bool:
        return True


class TargetlessTriggerStays(Rules):
    def remove_trigger_without_legal_targets(self) -> bool:
        return False


class FizzleResolves(Rules):
    def all_targets_illegal(self, kind: str) -> RemovalReason | None:
        return None


class FizzleIsCountered(Rules):
    def all_targets_illegal(self, kind: str) -> RemovalReason | None:
        return RemovalReason.COUNTERED


class CostNotLocked(Rules):
    def cost_locked_before_payment(self) -> bool:
        return False


class ManaAbilityOnStack(Rules):
    def mana_ability_uses_stack(self) -> bool:
        return True


class RollbackKeepsTriggers(Rules):
    def rollback_keeps_triggers(self) -> bool:
        return True


class NoUnattachLookBack(Rules):
    def unattach_trigger_sources(self, before: list[Chars], after: list[Chars]) -> list[Chars]:
        return after


class OnceEachTurnIgnored(Rules):
    def once_each_turn_allows_trigger(self, done_this_turn: bool) -> bool:
        return True


class NoPhaseOutLookBack(Rules):
    def phase_out_trigger_sources(self, before: list[Chars], after: list[Chars]) -> list[Chars]:
        return after


_RUNS = itertools.count()
"""Numbers the mutant Rules objects that made a decision: one per run."""


class VariesBetweenRuns(Rules):
    def instances_per_occurrence(self, extra_effects: int) -> int:
        # Every other run doubles its triggers: two runs in a row always differ.
        parity = self.__dict__.setdefault("_run_parity", next(_RUNS) % 2)
        return 1 + parity + extra_effects


class StateTriggerNeverTriggers(Rules):
    def state_trigger_may_trigger(self, pending_or_on_stack: bool) -> bool:
        return False


class ApnapSkipsOthers(Rules):
    def apnap_others(self, first: PlayerId, turn_order: list[PlayerId],
                     living: list[PlayerId]) -> list[PlayerId]:
        return []





class AnyoneActivates(Rules):
    def may_activate(self, controller: PlayerId, player: PlayerId) -> bool:
        return True


class CantActivateIgnored(Rules):
    def activation_prohibited(self, forbidden: bool) -> bool:
        return False


class SorceryAbilityAnyTime(Rules):
    def activation_timing_allows(self, timing: Timing, at_sorcery_timing: bool) -> bool:
        return True


class InstantActivationAsSorcery(Rules):
    def activation_timing_allows(self, timing: Timing, at_sorcery_timing: bool) -> bool:
        return at_sorcery_timing or timing is Timing.ANY


class KickerForgotten(Rules):
    def kicker_announced(self, kicked: bool) -> bool:
        return False


class CastBeforePaying(Rules):
    def spell_cast_after_payment(self) -> bool:
        return False


class IllegalTargetAccepted(Rules):
    def announced_target_accepted(self, legal: bool) -> bool:
        return True


class DivisionUnchecked(Rules):
    def division_accepted(self, valid: bool) -> bool:
        return True


class IllegalCastLeftHalfDone(Rules):
    def reverse_illegal_attempt(self) -> bool:
        return False


class PriorityPassesAfterCasting(Rules):
    def priority_after_attempt(self, actor: PlayerId, stood: bool, next_player: PlayerId) -> PlayerId:
        return next_player if stood else actor


class PriorityPassesAfterRollback(Rules):
    def priority_after_attempt(self, actor: PlayerId, stood: bool, next_player: PlayerId) -> PlayerId:
        return actor if stood else next_player


class BusyCleanupSkipped(Rules):
    def busy_cleanup_gives_priority(self, busy: bool) -> bool:
        return False


class AttackerUnblockedWhenBlockersLeave(Rules):
    def blocked_attacker_stays_blocked(self) -> bool:
        return False


class DelayedSeesItsBegunStep(Rules):
    def delayed_sees_earlier_events(self) -> bool:
        return True


class OwnTriggerOrderIgnored(Rules):
    def reverse_own_triggers(self, chose_reverse: bool) -> bool:
        return False


class ItFollowsTheCard(Rules):
    def moved_object_ref(self, referred: ObjectId | None, card_now: ObjectId | None) -> ObjectId | None:
        return referred if card_now is None else card_now


class EffectLosesWhatItMoved(Rules):
    def effect_finds_what_it_moved(self) -> bool:
        return False


class ConditionReadsLiveObject(Rules):
    def condition_reads_last_known(self) -> bool:
        return False


class ZoneChangeKeepsId(Rules):
    def zone_change_makes_new_object(self) -> bool:
        return False


class CountedDelayedMadeEachTime(Rules):
    def counted_delayed_created(self, created_this_turn: bool) -> bool:
        return True


class PermittedDelayedControlledByActor(Rules):
    def permitted_action_delayed_controller(self, controller_when_taken: PlayerId, actor: PlayerId) -> PlayerId:
        return actor


class ReplacementDelayedControlledByOwner(Rules):
    def replacement_delayed_controller(self, controller_when_applied: PlayerId, owner: PlayerId) -> PlayerId:
        return owner


class ReflexiveWithoutDoing(Rules):
    def reflexive_triggers(self, did: bool) -> bool:
        return True


class UnblockedIgnoresBlocks(Rules):
    def unblocked_attack_triggers(self, blocked: bool) -> bool:
        return True


class ActivationLimitIgnored(Rules):
    def activation_limit_allows(self, activated_this_turn: int, limit: int) -> bool:
        return True


class ReflexivePerPayment(Rules):
    def repeated_payment_reflexive_instances(self, times: int) -> int:
        return times


class GameStartSeatOrder(Rules):
    def game_start_first_player(self, starting: PlayerId, order: tuple[PlayerId, ...]) -> PlayerId:
        return order[0]


class ChoicesContinueInTurnOrder(Rules):
    def next_chooser(self, outstanding: tuple[PlayerId, ...], last: PlayerId | None,
                     apnap: tuple[PlayerId, ...]) -> PlayerId:
        # Goes on from the last chooser, coming back to earlier players only after a full round.
        i = apnap.index(last) + 1 if last is not None else 0
        return next(p for p in apnap[i:] + apnap[:i] if p in outstanding)


class LeaverExilesStolenPermanents(Rules):
    def leaver_control_effect_ends(self) -> bool:
        return False  # a stolen permanent stays the leaver's, so it is exiled with the rest


class LeavingGameTriggersNothing(Rules):
    def left_game_triggers_leaves(self, phased_out: bool) -> bool:
        return False


class ManaAbilityReentrant(Rules):
    def mana_ability_may_reenter(self, under_way: bool) -> bool:
        return True


class TriggeredManaAbilityOnStack(Rules):
    def triggered_mana_ability_uses_stack(self) -> bool:
        return True


class ManaTriggerFromAnyEvent(Rules):
    def trigger_is_mana_ability(self, from_mana_ability: bool, adds_mana: bool) -> bool:
        return adds_mana


_ALL: tuple[Mutant, ...] = (
    Mutant("double-trigger", ("603.2c",),
           "Every ability triggers twice for each occurrence of its event.", DoubleTrigger),
    Mutant("one-trigger-per-event", ("603.2c",),
           "N simultaneous matching occurrences trigger an ability only once.", OneTriggerPerEvent),
    Mutant("prevented-damage-triggers", ("603.2g", "615.6"),
           "Damage that was fully prevented still triggers damage abilities.", PreventedDamageTriggers),
    Mutant("exiled-instead-still-dies", ("700.4", "614.6"),
           "A creature exiled instead of dying still triggers \"dies\" abilities.", ExiledInsteadStillDies),
    Mutant("state-trigger-retriggers", ("603.8",),
           "A state trigger triggers again while an earlier instance is still on the stack.",
           StateTriggerRetriggers),
    Mutant("no-look-back", ("603.10a",),
           "Leaves-the-battlefield triggers use the board after the event, so permanents leaving "
           "together do not see each other.", NoLookBack),
    Mutant("enters-before-effects", ("603.6b",),
           "Enters triggers are matched against printed characteristics, before continuous "
           "effects apply.", EntersBeforeEffects),
    Mutant("if-only-on-resolution", ("603.4",),
           "An intervening \"if\" is ignored when the event happens and checked only on "
           "resolution.", IfOnlyOnResolution),
    Mutant("if-only-at-event", ("603.4", "608.2a"),
           "An intervening \"if\" is checked when the event happens but not again on "
           "resolution.", IfOnlyAtEvent),
    Mutant("may-decided-on-stack", ("603.5",),
           "A \"may\" trigger's choice is made as it is put on the stack, not as it resolves.",
           MayDecidedOnStack),
    Mutant("apnap-reversed", ("603.3b", "101.4"),
           "A non-active player puts triggers on the stack first (with two players: APNAP "
           "reversed).", ApnapReversed),
    Mutant("apnap-seat-order", ("603.3b", "101.4"),
           "After the active player, players stack triggers in seat order instead of turn "
           "order.", ApnapSeatOrder),
    Mutant("triggers-before-sba", ("117.5", "704.3"),
           "Waiting triggers are put on the stack before state-based actions are finished.",
           TriggersBeforeSba),
    Mutant("trigger-controlled-by-owner", ("603.3a",),
           "A trigger is controlled by its source's owner, not by whoever controlled the "
           "source when it triggered.", TriggerControlledByOwner),
    Mutant("trigger-controlled-by-current-controller", ("603.3a",),
           "A trigger is controlled by its source's controller as it is put on the stack, not "
           "by whoever controlled the source when it triggered.", TriggerControlledByCurrentController),
    Mutant("delayed-controlled-by-source", ("603.7d", "603.7e"),
           "A delayed trigger is controlled by its source's controller, not by the controller "
           "of the spell or ability that created it.", DelayedControlledBySource),
    Mutant("delayed-fires-twice", ("603.7b",),
           "A delayed trigger with no duration keeps triggering after its first time.",
           DelayedFiresTwice),
    Mutant("entering-tapped-becomes-tapped", ("603.2e",),
           "A permanent entering tapped triggers \"becomes tapped\" abilities.",
           EnteringTappedBecomesTapped),
    Mutant("hidden-zones-trigger", ("603.2f",),
           "Cards in hands and libraries trigger like permanents.", HiddenZonesTrigger),
    Mutant("blocks-per-attacker", ("509.3a",),
           "\"Whenever this blocks\" triggers once per attacker blocked instead of once per "
           "combat.", BlocksPerAttacker),
    Mutant("blocked-by-once", ("509.3d",),
           "\"Becomes blocked by a creature\" triggers once in total instead of once per "
           "blocker.", BlockedByOnce),
    Mutant("illegal-mode-allowed", ("603.3c",),
           "A modal trigger may take a mode that has no legal target.", IllegalModeAllowed),
    Mutant("targetless-trigger-stays", ("603.3d",),
           "A trigger with no legal target stays on the stack and resolves.",
           TargetlessTriggerStays),
    Mutant("fizzle-resolves", ("608.2b",),
           "A spell or ability whose targets are all illegal resolves anyway.", FizzleResolves),
    Mutant("fizzle-is-countered", ("608.2b",),
           "A spell or ability whose targets are all illegal counts as countered.",
           FizzleIsCountered),
    Mutant("cost-not-locked", ("601.2f",),
           "The total cost is recomputed during payment instead of being locked in first.",
           CostNotLocked),
    Mutant("mana-ability-on-stack", ("605.3b",),
           "Mana abilities use the stack and wait for priority passes.", ManaAbilityOnStack),
    Mutant("rollback-keeps-triggers", ("733.1",),
           "Abilities that triggered during a reversed illegal action stay behind.",
           RollbackKeepsTriggers),
    Mutant("no-unattach-look-back", ("603.10c",),
           "\"Becomes unattached\" triggers use the board after the event, so Equipment "
           "destroyed with its creature does not trigger.", NoUnattachLookBack),
    Mutant("once-each-turn-ignored", ("603.2h",),
           "A \"do this only once each turn\" ability keeps triggering after its action "
           "was done this turn.", OnceEachTurnIgnored),
    Mutant("no-phase-out-look-back", ("603.10b",),
           "\"Phases out\" triggers use the board after the event, where the phased-out "
           "permanent no longer exists, so its own ability does not trigger.", NoPhaseOutLookBack),
    Mutant("varies-between-runs", ("603.2",),
           "Every other run of the same scenario triggers each ability twice per occurrence, so "
           "the History is not reproducible.", VariesBetweenRuns),
    Mutant("state-trigger-never-triggers", ("603.8",),
           "A state trigger never triggers, however long its state holds.", StateTriggerNeverTriggers),
    Mutant("apnap-skips-others", ("603.3", "603.3b"),
           "Only the first player in APNAP order puts triggers on the stack; the other players' "
           "triggers are lost.", ApnapSkipsOthers),
    Mutant("anyone-activates", ("602.2",),
           "Any player may activate a permanent's abilities, not only its controller.", AnyoneActivates),
    Mutant("cant-activate-ignored", ("602.5",),
           "Effects saying a permanent's abilities can't be activated are ignored.", CantActivateIgnored),
    Mutant("sorcery-ability-any-time", ("602.5d",),
           "\"Activate only as a sorcery\" abilities may be activated at any time.", SorceryAbilityAnyTime),
    Mutant("kicker-forgotten", ("601.2b",),
           "An announced kicker is dropped: the spell is cast unkicked.", KickerForgotten),
    Mutant("cast-before-paying", ("601.2", "601.2i"),
           "The spell becomes cast as soon as its targets are chosen, before its cost is locked "
           "in and paid.", CastBeforePaying),
    Mutant("illegal-target-accepted", ("601.2c",),
           "A spell or ability may be announced with a target its target phrase does not allow.",
           IllegalTargetAccepted),
    Mutant("division-unchecked", ("601.2d",),
           "A divided amount may be split any way, shares of zero or a wrong total included.",
           DivisionUnchecked),
    Mutant("illegal-cast-left-half-done", ("601.2e", "733.1"),
           "An attempt found illegal partway is abandoned where it stopped instead of reversed: a "
           "card being cast stays on the stack, never cast.", IllegalCastLeftHalfDone),
    Mutant("priority-passes-after-casting", ("117.3c",),
           "After casting a spell or activating an ability, the next player receives priority.",
           PriorityPassesAfterCasting),
    Mutant("priority-passes-after-rollback", ("733.2",),
           "After an illegal attempt is reversed, the next player receives priority.",
           PriorityPassesAfterRollback),
    Mutant("busy-cleanup-skipped", ("514.3a",),
           "Nobody receives priority in a cleanup step where abilities triggered or state-based "
           "actions happened, and no further cleanup step follows.", BusyCleanupSkipped),
    Mutant("attacker-unblocked-when-blockers-leave", ("509.1h",),
           "A blocked attacker whose blockers have all left deals its combat damage to the "
           "defending player, as if it were unblocked.", AttackerUnblockedWhenBlockersLeave),
    Mutant("delayed-sees-its-begun-step", ("603.7a",),
           "A delayed trigger made during the step it waits for triggers on that step's "
           "beginning, which happened before it existed.", DelayedSeesItsBegunStep),
    Mutant("own-trigger-order-ignored", ("603.3b",),
           "A player's simultaneous triggers always go on the stack in the order they "
           "triggered, whatever order the player chose.", OwnTriggerOrderIgnored),
    Mutant("it-follows-the-card", ("400.7", "603.7c"),
           "\"It\" follows the card to every later zone, so an ability acts on an object the "
           "card became after it moved again.", ItFollowsTheCard),
    Mutant("effect-loses-what-it-moved", ("400.7", "603.7c"),
           "Once an effect has moved an object to a public zone, its later parts and the delayed "
           "trigger it creates look for the old object, so \"return it ... sacrifice it at the "
           "beginning of the next end step\" sacrifices nothing.", EffectLosesWhatItMoved),
    Mutant("condition-reads-live-object", ("603.4", "603.10a"),
           "An intervening \"if\" about the source (\"if it had no +1/+1 counters on it\") reads "
           "the object that exists now, so once the source has left it never holds.",
           ConditionReadsLiveObject),
    Mutant("zone-change-keeps-id", ("400.7",),
           "An object that changes zones keeps its id instead of becoming a new object.",
           ZoneChangeKeepsId),
    Mutant("counted-delayed-made-each-time", ("603.7h",),
           "A \"when this has resolved the Nth time this turn\" delayed trigger is created by "
           "every resolution, not only the first one that turn.", CountedDelayedMadeEachTime),
    Mutant("permitted-delayed-controlled-by-actor", ("603.7g",),
           "A delayed trigger made by an action a permanent's static ability permits is "
           "controlled by the player who took the action, not by that permanent's controller.",
           PermittedDelayedControlledByActor),
    Mutant("replacement-delayed-controlled-by-owner", ("603.7f",),
           "A delayed trigger made by a static ability's replacement effect is controlled by "
           "that permanent's owner, not by its controller as the replacement applied.",
           ReplacementDelayedControlledByOwner),
    Mutant("reflexive-without-doing", ("603.12",),
           "A \"when you do\" reflexive trigger triggers even when its controller declined the "
           "optional action, so nothing was done.", ReflexiveWithoutDoing),
    Mutant("unblocked-ignores-blocks", ("509.3g",),
           "\"Attacks and isn't blocked\" triggers for every attacker in the declare blockers "
           "step, blocked or not.", UnblockedIgnoresBlocks),
    Mutant("activation-limit-ignored", ("602.5b",),
           "An \"activate only once each turn\" ability can be activated again and again in the "
           "same turn.", ActivationLimitIgnored),
    Mutant("reflexive-per-payment", ("603.12a",),
           "A reflexive trigger waiting on a cost paid any number of times triggers once for each "
           "payment instead of once in all.", ReflexivePerPayment),
    Mutant("instant-activation-as-sorcery", ("602.5e",),
           "\"Activate only as an instant\" abilities are refused outside their controller's main phase "
           "with an empty stack, as if they were sorcery-speed.", InstantActivationAsSorcery),
    Mutant("game-start-seat-order", ("101.4e",),
           "While the game starts, opening-hand actions begin with the first seat of the turn order "
           "instead of the starting player.", GameStartSeatOrder),
    Mutant("choices-continue-in-turn-order", ("101.4d",),
           "After an acceptance makes the players who declined choose again, the players after the "
           "accepter choose first, and the earlier decliners only after them.",
           ChoicesContinueInTurnOrder),
    Mutant("mana-ability-reentrant", ("605.3c",),
           "A mana ability may be activated again while an activation of it is still under way, "
           "for instance to pay its own cost.", ManaAbilityReentrant),
    Mutant("triggered-mana-ability-on-stack", ("605.4a",),
           "A triggered mana ability (\"whenever you tap a land for mana, add ...\") waits for the "
           "stack like other triggers instead of resolving right after the mana ability that "
           "triggered it.", TriggeredManaAbilityOnStack),
    Mutant("mana-trigger-from-any-event", ("605.5a",),
           "Any triggered ability that could add mana is taken for a mana ability and resolves at "
           "once, even one that triggers on gaining life.", ManaTriggerFromAnyEvent),
    Mutant("leaver-exiles-stolen-permanents", ("800.4a",),
           "When a player leaves the game, the permanents they controlled through a control-changing "
           "effect are exiled with what they still control, instead of going back to the player the "
           "effect took them from.", LeaverExilesStolenPermanents),
    Mutant("leaving-game-triggers-nothing", ("603.6c",),
           "Permanents that leave the game because their owner left trigger no leaves-the-battlefield "
           "abilities.", LeavingGameTriggersNothing),
)

MUTANTS: dict[str, Mutant] = {m.name: m for m in _ALL}


_NUMBERED = re.compile(r"^\d+(\.\d+)?")


def rule_base(number: str) -> str:
    """"603.2c" -> "603.2": the numbered rule, without its lettered subrule."""
    found = _NUMBERED.match(number)
    return found.group(0) if found else number


def cites(broken: Sequence[str], cited: Sequence[str]) -> bool:
    """Whether a property citing ``cited`` speaks of a rule in ``broken``:
    the same CR number, or the same numbered rule (603.2c and 603.2)."""
    bases = {rule_base(n) for n in broken}
    return any(n in broken or rule_base(n) in bases for n in cited)


def hunting_order(records: Iterable[Any], broken: Sequence[str]) -> list[Any]:
    """Properties (anything with ``id`` and ``rules``) to try on a mutant:
    exact citations first, then the same numbered rule, then the rest; by id."""
    listed = sorted(records, key=lambda r: r.id)
    exact = [r for r in listed if set(broken) & set(r.rules)]
    related = [r for r in listed if cites(broken, r.rules) and r not in exact]
    return exact + related + [r for r in listed if not cites(broken, r.rules)]
