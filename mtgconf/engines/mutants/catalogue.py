"""The suite's mutants: each the reference engine with exactly one decision broken.

Each class overrides one ``Rules`` decision method and declares itself with
``@mutant``: its name, the CR numbers it breaks, the properties that must kill
it (``killed_by``) and, when known, the bug report it is modelled on.
"""
from __future__ import annotations

import itertools

from mtgconf.engines.mutants.registry import mutant
from reference_engine.abilities import Timing
from reference_engine.engine import Rules
from reference_engine.events import RemovalReason
from reference_engine.ids import ObjectId, PlayerId
from reference_engine.objects import Chars


@mutant("double-trigger", rules=("603.2c",),
        killed_by=("additional-trigger-once-per-effect", "agrees-with-reference",
                   "becomes-blocked-triggers-once", "becomes-tapped-needs-a-change",
                   "beginning-of-step-triggers", "blocks-a-creature-triggers-per-attacker",
                   "cant-activate-does-not-stop-triggers", "countered-triggers-only-on-counter",
                   "damage-triggers-match-dealt-damage", "once-each-turn-stops-after-the-action", "player-loses-triggers",
                   "trigger-once-per-occurrence"),
        report='XMage issue #6367 (https://github.com/magefree/mage/issues/6367): Nessian Boar, blocked '
               'once, put two triggers on the stack where one was expected')
class DoubleTrigger(Rules):
    """Every ability triggers twice for each occurrence of its event."""

    def instances_per_occurrence(self, extra_effects: int) -> int:
        return 2 + extra_effects


@mutant("one-trigger-per-event", rules=("603.2c",),
        killed_by=("leaving-the-game-triggers-leaves-abilities",),
        report="XMage issue #6444 (https://github.com/magefree/mage/issues/6444): Infiltration Lens "
               "triggered once, not once per blocker, when the equipped creature was blocked by several "
               "creatures")
class OneTriggerPerEvent(Rules):
    """N simultaneous matching occurrences trigger an ability only once."""

    def simultaneous_instances(self, occurrences: int) -> int:
        return min(occurrences, 1)


@mutant("prevented-damage-triggers", rules=("603.2g", "615.6"),
        killed_by=("prevented-events-trigger-nothing",))
class PreventedDamageTriggers(Rules):
    """Damage that was fully prevented still triggers damage abilities."""

    def prevented_damage_triggers(self) -> bool:
        return True


@mutant("exiled-instead-still-dies", rules=("700.4", "614.6"),
        killed_by=("dies-means-battlefield-to-graveyard",),
        report='XMage issue #2053 (https://github.com/magefree/mage/issues/2053): Morbid counted creatures '
               'exiled by Leyline of the Void as having died')
class ExiledInsteadStillDies(Rules):
    """A creature exiled instead of dying still triggers "dies" abilities."""

    def replaced_death_is_dies(self) -> bool:
        return True


@mutant("state-trigger-retriggers", rules=("603.8",),
        killed_by=("state-trigger-does-not-refire-while-pending",),
        report='Forge issue #1125 (https://github.com/Card-Forge/forge/issues/1125): the state trigger of '
               'Olivia, Crimson Bride could trigger more than once')
class StateTriggerRetriggers(Rules):
    """A state trigger triggers again while an earlier instance is still on the stack."""

    def state_trigger_may_trigger(self, pending_or_on_stack: bool) -> bool:
        return True


@mutant("no-look-back", rules=("603.10a",),
        killed_by=("leaves-triggers-look-back", "lose-control-looks-back"),
        report='XMage issue #8293 (https://github.com/magefree/mage/issues/8293): creatures dying together '
               "did not trigger each other's dies abilities; also Forge issue #3181 (Syr Konrad dying with "
               'other creatures)')
class NoLookBack(Rules):
    """Leaves-the-battlefield triggers use the board after the event, so permanents leaving
    together do not see each other."""

    def leaves_trigger_sources(self, before: list[Chars], after: list[Chars]) -> list[Chars]:
        return after


@mutant("enters-before-effects", rules=("603.6b",),
        killed_by=("enters-triggers-see-arrival",),
        report="phase.rs issue #3675 (https://github.com/phase-rs/phase/issues/3675): with Ashaya, Soul of "
               "the Wild making nontoken creatures Forest lands, an entering creature did not trigger "
               "landfall: the trigger was matched before the type change applied")
class EntersBeforeEffects(Rules):
    """Enters triggers are matched against printed characteristics, before continuous effects
    apply."""

    def enters_characteristics(self, with_effects: Chars, printed: Chars) -> Chars:
        return printed


@mutant("if-only-on-resolution", rules=("603.4",),
        killed_by=("intervening-if-checked-at-event",),
        report="XMage issue #8265 (https://github.com/magefree/mage/issues/8265): Sheltered Valley's upkeep "
               "trigger went on the stack with four or more lands and checked its condition only on "
               "resolution")
class IfOnlyOnResolution(Rules):
    """An intervening "if" is ignored when the event happens and checked only on resolution."""

    def intervening_if_allows_trigger(self, holds: bool) -> bool:
        return True


@mutant("if-only-at-event", rules=("603.4", "608.2a"),
        killed_by=("intervening-if-rechecked-on-resolution",),
        report='Argentum engine pull request #1838 '
               '(https://github.com/wingedsheep/argentum-engine/pull/1838): an intervening "if" was checked '
               'when the ability triggered but never again on resolution')
class IfOnlyAtEvent(Rules):
    """An intervening "if" is checked when the event happens but not again on resolution."""

    def intervening_if_allows_resolution(self, holds: bool) -> bool:
        return True


@mutant("may-decided-on-stack", rules=("603.5",),
        killed_by=("may-and-unless-decided-on-resolution",),
        report="XMage issue #3559 (https://github.com/magefree/mage/issues/3559): Flameshadow Conjuring "
               "asked its player to pay for its optional ability as it went on the stack, under another "
               "trigger, not as it resolved")
class MayDecidedOnStack(Rules):
    """A "may" trigger's choice is made as it is put on the stack, not as it resolves."""

    def may_decided_on_resolution(self) -> bool:
        return False


@mutant("apnap-reversed", rules=("603.3b", "101.4"),
        killed_by=("apnap-stacking-order",),
        report='phase.rs issue #591 (https://github.com/phase-rs/phase/issues/591): triggers were not put on'
               ' the stack in APNAP order')
class ApnapReversed(Rules):
    """A non-active player puts triggers on the stack first (with two players: APNAP reversed)."""

    def apnap_first(self, active: PlayerId, living: list[PlayerId]) -> PlayerId:
        others = [p for p in living if p != active]
        return others[-1] if others else active


@mutant("apnap-seat-order", rules=("603.3b", "101.4"),
        killed_by=("apnap-stacking-order",),
        report='phase.rs issue #1689 (https://github.com/phase-rs/phase/issues/1689): simultaneous triggers '
               'of non-active players were ordered by timestamp instead of turn order')
class ApnapSeatOrder(Rules):
    """After the active player, players stack triggers in seat order instead of turn order."""

    def apnap_others(self, first: PlayerId, turn_order: list[PlayerId],
                     living: list[PlayerId]) -> list[PlayerId]:
        seats = sorted(turn_order)
        i = seats.index(first)
        return [p for p in seats[i + 1:] + seats[:i] if p in living]


@mutant("triggers-before-sba", rules=("117.5", "704.3"),
        killed_by=("sba-before-triggers-and-priority",),
        report='Magarena issue #209 (https://github.com/magarena/magarena/issues/209): a creature with '
               'lethal damage died only after a trigger resolved, because triggers were stacked before '
               'state-based actions')
class TriggersBeforeSba(Rules):
    """Waiting triggers are put on the stack before state-based actions are finished."""

    def sba_before_triggers(self) -> bool:
        return False


@mutant("trigger-controlled-by-owner", rules=("603.3a",),
        killed_by=("trigger-controller-is-source-controller",),
        report="XMage issue #6806 (https://github.com/magefree/mage/issues/6806): Baleful Strix's enters "
               'trigger was controlled by the wrong player after a control change')
class TriggerControlledByOwner(Rules):
    """A trigger is controlled by its source's owner, not by whoever controlled the source when
    it triggered."""

    def trigger_controller(self, controller_when_triggered: PlayerId, owner: PlayerId) -> PlayerId:
        return owner


@mutant("trigger-controlled-by-current-controller", rules=("603.3a",),
        killed_by=("trigger-controller-is-source-controller",),
        report='Forge pull request #1580 (https://github.com/Card-Forge/forge/pull/1580): a resolving '
               "trigger used its source's new controller after a control change (Felidar Sovereign)")
class TriggerControlledByCurrentController(Rules):
    """A trigger is controlled by its source's controller as it is put on the stack, not by
    whoever controlled the source when it triggered."""

    def stacked_trigger_controller(self, recorded: PlayerId, source_controller_now: PlayerId) -> PlayerId:
        return source_controller_now


@mutant("delayed-controlled-by-source", rules=("603.7d", "603.7e"),
        killed_by=("delayed-trigger-controller-is-creator",),
        report="Forge pull request #1290 (https://github.com/Card-Forge/forge/pull/1290): a delayed trigger "
               "went to its source's current controller: Kaya, Ghost Assassin's return trigger fired on the "
               "opponent's upkeep after Kaya was donated")
class DelayedControlledBySource(Rules):
    """A delayed trigger is controlled by its source's controller, not by the controller of the
    spell or ability that created it."""

    def delayed_controller(self, creator_controller: PlayerId, source_controller: PlayerId | None,
                           source_owner: PlayerId) -> PlayerId:
        return source_owner if source_controller is None else source_controller


@mutant("delayed-fires-twice", rules=("603.7b",),
        killed_by=("delayed-trigger-fires-once", "game-start-actions-in-apnap-order"),
        report="XMage issue #5104 (https://github.com/magefree/mage/issues/5104): Skyrider Patrol's \"when "
               "you do\" trigger, made anew each turn, fired once more every turn, as each earlier one kept "
               "triggering; the fix marked such delayed triggers to trigger only once")
class DelayedFiresTwice(Rules):
    """A delayed trigger with no duration keeps triggering after its first time."""

    def delayed_fires_once(self) -> bool:
        return False


@mutant("entering-tapped-becomes-tapped", rules=("603.2e",),
        killed_by=("becomes-tapped-needs-a-change",),
        report='Wagic issue #728 (https://github.com/WagicProject/wagic/issues/728): lands entering tapped '
               'triggered Lifetap\'s "becomes tapped" ability')
class EnteringTappedBecomesTapped(Rules):
    """A permanent entering tapped triggers "becomes tapped" abilities."""

    def entering_tapped_is_becoming_tapped(self) -> bool:
        return True


@mutant("hidden-zones-trigger", rules=("603.2f",),
        killed_by=("hidden-zones-do-not-trigger",),
        report="XMage issue #9339 (https://github.com/magefree/mage/issues/9339): See Red's end-step ability"
               " triggered for copies in its owner's hand and library, not only the one on the battlefield")
class HiddenZonesTrigger(Rules):
    """Cards in hands and libraries trigger like permanents."""

    def hidden_objects_trigger(self) -> bool:
        return True


@mutant("blocks-per-attacker", rules=("509.3a",),
        killed_by=("blocks-triggers-once-per-combat",),
        report='XMage issue #4285 (https://github.com/magefree/mage/issues/4285): Carnage Gladiator '
               'triggered once per attacker a creature blocked, where it triggers once')
class BlocksPerAttacker(Rules):
    """"Whenever this blocks" triggers once per attacker blocked instead of once per combat."""

    def blocks_occurrences(self, attackers_blocked: int) -> int:
        return attackers_blocked


@mutant("blocked-by-once", rules=("509.3d",),
        killed_by=("becomes-blocked-by-a-creature-per-blocker",),
        report='XMage issue #6444 (https://github.com/magefree/mage/issues/6444): Infiltration Lens '
               'triggered once when the creature was blocked by several creatures')
class BlockedByOnce(Rules):
    """"Becomes blocked by a creature" triggers once in total instead of once per blocker."""

    def blocked_by_occurrences(self, blockers: int) -> int:
        return min(blockers, 1)


@mutant("illegal-mode-allowed", rules=("603.3c",),
        killed_by=("modal-trigger-takes-a-legal-mode",),
        report="phase.rs pull request #1064 (https://github.com/phase-rs/phase/pull/1064), fixing issue "
               "#840: a modal triggered ability let a mode be chosen that had no legal target, and the game "
               "locked up")
class IllegalModeAllowed(Rules):
    """A modal trigger may take a mode that has no legal target."""

    def mode_may_be_chosen(self, has_legal_choices: bool) -> bool:
        return True


@mutant("targetless-trigger-stays", rules=("603.3d",),
        killed_by=("trigger-without-legal-target-is-removed",),
        report='phase.rs pull request #4276 (https://github.com/phase-rs/phase/pull/4276): a triggered '
               'ability left with no legal target was not simply removed from the stack')
class TargetlessTriggerStays(Rules):
    """A trigger with no legal target stays on the stack and resolves."""

    def remove_trigger_without_legal_targets(self) -> bool:
        return False


@mutant("fizzle-resolves", rules=("608.2b",),
        killed_by=("all-targets-illegal-does-not-resolve",),
        report='Forge pull request #4873 (https://github.com/Card-Forge/forge/pull/4873): Annihilate still '
               'resolved when its only target became illegal')
class FizzleResolves(Rules):
    """A spell or ability whose targets are all illegal resolves anyway."""

    def all_targets_illegal(self, kind: str) -> RemovalReason | None:
        return None


@mutant("fizzle-is-countered", rules=("608.2b",),
        killed_by=("ability-independent-of-source", "countered-triggers-only-on-counter"))
class FizzleIsCountered(Rules):
    """A spell or ability whose targets are all illegal counts as countered."""

    def all_targets_illegal(self, kind: str) -> RemovalReason | None:
        return RemovalReason.COUNTERED


@mutant("cost-not-locked", rules=("601.2f",),
        killed_by=("mana-abilities-then-full-payment", "total-cost-locked-in",
                   "total-cost-is-locked-before-payment"),
        report="XMage issue #6790 (https://github.com/magefree/mage/issues/6790): cost reductions checked "
               "again during payment stopped applying once part of the cost had been paid (Coal Golem with "
               "Heartstone); follow-up #6813 has the reducer itself leave (Guild Globe)")
class CostNotLocked(Rules):
    """The total cost is recomputed during payment instead of being locked in first."""

    def cost_locked_before_payment(self) -> bool:
        return False


@mutant("mana-ability-on-stack", rules=("605.3b",),
        killed_by=("mana-abilities-skip-the-stack",),
        report="XMage issue #2191 (https://github.com/magefree/mage/issues/2191): Selvala, Explorer "
               "Returned's mana ability used the stack and could be responded to")
class ManaAbilityOnStack(Rules):
    """Mana abilities use the stack and wait for priority passes."""

    def mana_ability_uses_stack(self) -> bool:
        return True


@mutant("rollback-keeps-triggers", rules=("733.1",),
        killed_by=("rolled-back-actions-trigger-nothing",),
        report="Forge issue #1707 (https://github.com/Card-Forge/forge/issues/1707): a cast cancelled after "
               "a land enchanted with Psychic Venom was tapped for it: the land untapped, but the trigger "
               "still resolved")
class RollbackKeepsTriggers(Rules):
    """Abilities that triggered during a reversed illegal action stay behind."""

    def rollback_keeps_triggers(self) -> bool:
        return True


@mutant("no-unattach-look-back", rules=("603.10c",),
        killed_by=("unattach-triggers-look-back",),
        report="XMage issue #4997 (https://github.com/magefree/mage/issues/4997): Grafted Exoskeleton "
               "destroyed: its becomes-unattached trigger never fired, so the creature was not sacrificed")
class NoUnattachLookBack(Rules):
    """"Becomes unattached" triggers use the board after the event, so Equipment destroyed with
    its creature does not trigger."""

    def unattach_trigger_sources(self, before: list[Chars], after: list[Chars]) -> list[Chars]:
        return after


@mutant("once-each-turn-ignored", rules=("603.2h",),
        killed_by=("once-each-turn-stops-after-the-action",),
        report="XMage issue #11106 (https://github.com/magefree/mage/issues/11106): Ondu Spiritdancer's "
               "\"do this only once each turn\" ability triggered again after its copy had been made that turn")
class OnceEachTurnIgnored(Rules):
    """A "do this only once each turn" ability keeps triggering after its action was done this
    turn."""

    def once_each_turn_allows_trigger(self, done_this_turn: bool) -> bool:
        return True


@mutant("no-phase-out-look-back", rules=("603.10b",),
        killed_by=("phase-out-triggers-look-back",),
        report="XMage pull request #11326 (https://github.com/magefree/mage/pull/11326): triggered abilities"
               " of phased-out permanents were never checked, so Teferi's Imp could not trigger on its own "
               "phasing out; the pull request that added the card made such triggers work")
class NoPhaseOutLookBack(Rules):
    """"Phases out" triggers use the board after the event, where the phased-out permanent no
    longer exists, so its own ability does not trigger."""

    def phase_out_trigger_sources(self, before: list[Chars], after: list[Chars]) -> list[Chars]:
        return after


_RUNS = itertools.count()
"""Numbers the mutant Rules objects that made a decision: one per run."""


@mutant("varies-between-runs", rules=("603.2",),
        killed_by=("history-deterministic",),
        report="Forge pull request #11358 (https://github.com/Card-Forge/forge/pull/11358): the same seeded "
               "game put simultaneous triggers on the stack in a different order from one run to the next (a"
               " hash map's order)")
class VariesBetweenRuns(Rules):
    """Every other run of the same scenario triggers each ability twice per occurrence, so the
    History is not reproducible."""

    def instances_per_occurrence(self, extra_effects: int) -> int:
        # Every other run doubles its triggers: two runs in a row always differ.
        parity: int = self.__dict__.setdefault("_run_parity", next(_RUNS) % 2)
        return 1 + parity + extra_effects


@mutant("state-trigger-never-triggers", rules=("603.8",),
        killed_by=("state-trigger-fires-when-state-holds",))
class StateTriggerNeverTriggers(Rules):
    """A state trigger never triggers, however long its state holds."""

    def state_trigger_may_trigger(self, pending_or_on_stack: bool) -> bool:
        return False


@mutant("apnap-skips-others", rules=("603.3", "603.3b"),
        killed_by=("triggers-stacked-once-before-priority",))
class ApnapSkipsOthers(Rules):
    """Only the first player in APNAP order puts triggers on the stack; the other players'
    triggers are lost."""

    def apnap_others(self, first: PlayerId, turn_order: list[PlayerId],
                     living: list[PlayerId]) -> list[PlayerId]:
        return []





@mutant("anyone-activates", rules=("602.2",),
        killed_by=("activation-by-controller",))
class AnyoneActivates(Rules):
    """Any player may activate a permanent's abilities, not only its controller."""

    def may_activate(self, controller: PlayerId, player: PlayerId) -> bool:
        return True


@mutant("cant-activate-ignored", rules=("602.5",),
        killed_by=("prohibited-activation-never-happens",),
        report="XMage issue #6657 (https://github.com/magefree/mage/issues/6657): with Collector Ouphe or "
               "Null Rod on the battlefield, artifact abilities could still be activated")
class CantActivateIgnored(Rules):
    """Effects saying a permanent's abilities can't be activated are ignored."""

    def activation_prohibited(self, forbidden: bool) -> bool:
        return False


@mutant("sorcery-ability-any-time", rules=("602.5d",),
        killed_by=("sorcery-speed-activation",),
        report="XMage issue #3519 (https://github.com/magefree/mage/issues/3519): Grinning Ingus's "
               "sorcery-speed ability could be activated at any time")
class SorceryAbilityAnyTime(Rules):
    """"Activate only as a sorcery" abilities may be activated at any time."""

    def activation_timing_allows(self, timing: Timing, at_sorcery_timing: bool) -> bool:
        return True


@mutant("instant-activation-as-sorcery", rules=("602.5e",),
        killed_by=("timing-refusals-are-true",),
        report="phase.rs issue #4778 (https://github.com/phase-rs/phase/issues/4778): with Teferi's Talent's"
               " emblem, loyalty abilities allowed at instant speed could still be activated only at sorcery"
               " timing; XMage issue #631 reports the same of Teferi, Temporal Archmage's emblem")
class InstantActivationAsSorcery(Rules):
    """"Activate only as an instant" abilities are refused outside their controller's main
    phase with an empty stack, as if they were sorcery-speed."""

    def activation_timing_allows(self, timing: Timing, at_sorcery_timing: bool) -> bool:
        return at_sorcery_timing or timing is Timing.ANY


@mutant("kicker-forgotten", rules=("601.2b",),
        killed_by=("announced-choices-are-kept",),
        report="phase.rs issue #494 (https://github.com/phase-rs/phase/issues/494): a kicked Goblin "
               "Bushwhacker entered as if not kicked: the kicker choice was lost, and its kicker trigger did"
               " nothing")
class KickerForgotten(Rules):
    """An announced kicker is dropped: the spell is cast unkicked."""

    def kicker_announced(self, kicked: bool) -> bool:
        return False


@mutant("cast-before-paying", rules=("601.2", "601.2i"),
        killed_by=("cast-moves-card-then-pays-then-casts",),
        report="XMage issue #7095 (https://github.com/magefree/mage/issues/7095): a Young Pyromancer "
               "sacrificed to pay Village Rites' additional cost still saw the spell cast, as if it became "
               "cast before its cost was paid; issue #6283, filed by a maintainer, reports the same")
class CastBeforePaying(Rules):
    """The spell becomes cast as soon as its targets are chosen, before its cost is locked in
    and paid."""

    def spell_cast_after_payment(self) -> bool:
        return False


@mutant("illegal-target-accepted", rules=("601.2c", "602.2b"),
        killed_by=("cast-targets-are-legal", "activated-targets-are-legal"),
        report="XMage issue #1290 (https://github.com/magefree/mage/issues/1290): Brutal Expulsion "
               "could be cast targeting itself, a target its phrase does not allow, and the cast was "
               "accepted")
class IllegalTargetAccepted(Rules):
    """A spell or ability may be announced with a target its target phrase does not allow."""

    def announced_target_accepted(self, legal: bool) -> bool:
        return True


@mutant("division-unchecked", rules=("601.2d",),
        killed_by=("division-gives-each-target-a-share",),
        report="XMage issue #9379 (https://github.com/magefree/mage/issues/9379): a spell dividing counters "
               "(and damage) among its targets let a chosen target get none of them")
class DivisionUnchecked(Rules):
    """A divided amount may be split any way, shares of zero or a wrong total included."""

    def division_accepted(self, valid: bool) -> bool:
        return True


@mutant("illegal-cast-left-half-done", rules=("601.2e", "733.1"),
        killed_by=("cast-completes-or-rolls-back",),
        report="phase.rs issue #6834 (https://github.com/phase-rs/phase/issues/6834): a Lotus Petal whose "
               "casting failed at payment was left on the stack, never cast, instead of the attempt being "
               "undone; the project's triager confirmed it")
class IllegalCastLeftHalfDone(Rules):
    """An attempt found illegal partway is abandoned where it stopped instead of reversed: a
    card being cast stays on the stack, never cast."""

    def reverse_illegal_attempt(self) -> bool:
        return False


@mutant("priority-passes-after-casting", rules=("117.3c",),
        killed_by=("activator-gets-priority-back", "caster-gets-priority-back"))
class PriorityPassesAfterCasting(Rules):
    """After casting a spell or activating an ability, the next player receives priority."""

    def priority_after_attempt(self, actor: PlayerId, stood: bool, next_player: PlayerId) -> PlayerId:
        return next_player if stood else actor


@mutant("priority-passes-after-rollback", rules=("733.2",),
        killed_by=("priority-returns-after-rollback",))
class PriorityPassesAfterRollback(Rules):
    """After an illegal attempt is reversed, the next player receives priority."""

    def priority_after_attempt(self, actor: PlayerId, stood: bool, next_player: PlayerId) -> PlayerId:
        return actor if stood else next_player


@mutant("busy-cleanup-skipped", rules=("514.3a",),
        killed_by=("busy-cleanup-gives-priority-and-repeats",),
        report="XMage issue #12090 (https://github.com/magefree/mage/issues/12090): discard triggers of a "
               "cleanup-step discard (Feast of Sanity and others) resolved with no player getting priority; "
               "fixed as a CR 514.3a bug by pull request #12115")
class BusyCleanupSkipped(Rules):
    """Nobody receives priority in a cleanup step where abilities triggered or state-based
    actions happened, and no further cleanup step follows."""

    def busy_cleanup_gives_priority(self, busy: bool) -> bool:
        return False


@mutant("attacker-unblocked-when-blockers-leave", rules=("509.1h",),
        killed_by=("attacker-stays-blocked",),
        report="Magarena issue #821 (https://github.com/magarena/magarena/issues/821): once the blocking "
               "creature was destroyed, the engine no longer knew what it had blocked (its maintainer: the "
               "blocked creature lookup returned none), so Ride Down gave the attacker it had blocked no "
               "trample: the block was forgotten when the blocker left")
class AttackerUnblockedWhenBlockersLeave(Rules):
    """A blocked attacker whose blockers have all left deals its combat damage to the defending
    player, as if it were unblocked."""

    def blocked_attacker_stays_blocked(self) -> bool:
        return False


@mutant("delayed-sees-its-begun-step", rules=("603.7a",),
        killed_by=("delayed-trigger-sees-only-later-events",))
class DelayedSeesItsBegunStep(Rules):
    """A delayed trigger made during the step it waits for triggers on that step's beginning,
    which happened before it existed."""

    def delayed_sees_earlier_events(self) -> bool:
        return True


@mutant("own-trigger-order-ignored", rules=("603.3b",),
        killed_by=("own-triggers-ordered-by-choice",),
        report="XMage issue #7972 (https://github.com/magefree/mage/issues/7972): a player's simultaneous "
               "triggers were not put on the stack in the order the player had set for them: one set to go "
               "last went ahead of those set to go first")
class OwnTriggerOrderIgnored(Rules):
    """A player's simultaneous triggers always go on the stack in the order they triggered,
    whatever order the player chose."""

    def reverse_own_triggers(self, chose_reverse: bool) -> bool:
        return False


@mutant("it-follows-the-card", rules=("400.7", "603.7c"),
        killed_by=("zone-change-it-is-the-new-object",),
        report="XMage issue #1262 (https://github.com/magefree/mage/issues/1262): Shallow Grave's end-step "
               "exile took a creature that had since died and been returned by Animate Dead, a new object")
class ItFollowsTheCard(Rules):
    """"It" follows the card to every later zone, so an ability acts on an object the card
    became after it moved again."""

    def moved_object_ref(self, referred: ObjectId | None, card_now: ObjectId | None) -> ObjectId | None:
        return referred if card_now is None else card_now


@mutant("effect-loses-what-it-moved", rules=("400.7", "603.7c"),
        killed_by=("effect-finds-what-it-moved",),
        report="phase-rs/phase#6902 (https://github.com/phase-rs/phase/issues/6902): Sneak Attack's "
               "end-step trigger only sometimes sacrifices the creature; and phase-rs/phase#478 "
               "(https://github.com/phase-rs/phase/issues/478): Flickerwisp's end-step trigger does not "
               "return the exiled card")
class EffectLosesWhatItMoved(Rules):
    """Once an effect has moved an object to a public zone, its later parts and the delayed
    trigger it creates look for the old object, so "return it ... sacrifice it at the beginning
    of the next end step" sacrifices nothing."""

    def effect_finds_what_it_moved(self) -> bool:
        return False


@mutant("condition-reads-live-object", rules=("603.4", "603.10a"),
        killed_by=("leaves-trigger-condition-reads-last-known", "intervening-if-checked-at-event"),
        report="phase-rs/phase#7929 (https://github.com/phase-rs/phase/issues/7929): Blowfly "
               "Infestation's \"if it had a -1/-1 counter on it\" did not see a creature dying with one; "
               "and magefree/mage#1386 (https://github.com/magefree/mage/issues/1386): persist read "
               "against the creature as it last existed")
class ConditionReadsLiveObject(Rules):
    """An intervening "if" about the source ("if it had no +1/+1 counters on it") reads the
    object that exists now, so once the source has left it never holds."""

    def condition_reads_last_known(self) -> bool:
        return False


@mutant("zone-change-keeps-id", rules=("400.7",),
        killed_by=("history-well-formed",),
        report="XMage issue #2912 (https://github.com/magefree/mage/issues/2912): Huntmaster of the Fells "
               "flickered with its transform trigger on the stack kept its id, and the trigger still "
               "transformed it")
class ZoneChangeKeepsId(Rules):
    """An object that changes zones keeps its id instead of becoming a new object."""

    def zone_change_makes_new_object(self) -> bool:
        return False


@mutant("counted-delayed-made-each-time", rules=("603.7h",),
        killed_by=("counted-delayed-trigger-made-once",))
class CountedDelayedMadeEachTime(Rules):
    """A "when this has resolved the Nth time this turn" delayed trigger is created by every
    resolution, not only the first one that turn."""

    def counted_delayed_created(self, created_this_turn: bool) -> bool:
        return True


@mutant("permitted-delayed-controlled-by-actor", rules=("603.7g",),
        killed_by=("permitted-action-delayed-trigger-belongs-to-the-permanent",))
class PermittedDelayedControlledByActor(Rules):
    """A delayed trigger made by an action a permanent's static ability permits is controlled
    by the player who took the action, not by that permanent's controller."""

    def permitted_action_delayed_controller(self, controller_when_taken: PlayerId, actor: PlayerId) -> PlayerId:
        return actor


@mutant("replacement-delayed-controlled-by-owner", rules=("603.7f",),
        killed_by=("replacement-delayed-trigger-belongs-to-its-static",))
class ReplacementDelayedControlledByOwner(Rules):
    """A delayed trigger made by a static ability's replacement effect is controlled by that
    permanent's owner, not by its controller as the replacement applied."""

    def replacement_delayed_controller(self, controller_when_applied: PlayerId, owner: PlayerId) -> PlayerId:
        return owner


@mutant("reflexive-without-doing", rules=("603.12",),
        killed_by=("reflexive-trigger-follows-the-action",),
        report="phase.rs issue #3179 (https://github.com/phase-rs/phase/issues/3179): Swashbuckler "
               "Extraordinaire's \"when you do\" ability triggered though the player had declined to "
               "sacrifice the Treasures")
class ReflexiveWithoutDoing(Rules):
    """A "when you do" reflexive trigger triggers even when its controller declined the
    optional action, so nothing was done."""

    def reflexive_triggers(self, did: bool) -> bool:
        return True


@mutant("unblocked-ignores-blocks", rules=("509.3g",),
        killed_by=("unblocked-attack-triggers",),
        report="phase.rs issue #1354 (https://github.com/phase-rs/phase/issues/1354): Coveted Jewel's "
               "\"attack you and aren't blocked\" ability triggered on attack, whether the attackers were "
               "then blocked or not")
class UnblockedIgnoresBlocks(Rules):
    """"Attacks and isn't blocked" triggers for every attacker in the declare blockers step,
    blocked or not."""

    def unblocked_attack_triggers(self, blocked: bool) -> bool:
        return True


@mutant("activation-limit-ignored", rules=("602.5b",),
        killed_by=("activation-limit-per-turn",),
        report="phase.rs pull request #2202 (https://github.com/phase-rs/phase/pull/2202): a granted "
               "activated ability lost the use restriction written inside it, so a granted \"activate only "
               "once each turn\" ability had no per-turn limit; the merged pull request restored it")
class ActivationLimitIgnored(Rules):
    """An "activate only once each turn" ability can be activated again and again in the same
    turn."""

    def activation_limit_allows(self, activated_this_turn: int, limit: int) -> bool:
        return True


@mutant("reflexive-per-payment", rules=("603.12a",),
        killed_by=("repeated-payment-reflexive-triggers-once",))
class ReflexivePerPayment(Rules):
    """A reflexive trigger waiting on a cost paid any number of times triggers once for each
    payment instead of once in all."""

    def repeated_payment_reflexive_instances(self, times: int) -> int:
        return times


@mutant("game-start-seat-order", rules=("101.4e",),
        killed_by=("game-start-actions-in-apnap-order",))
class GameStartSeatOrder(Rules):
    """While the game starts, opening-hand actions begin with the first seat of the turn order
    instead of the starting player."""

    def game_start_first_player(self, starting: PlayerId, order: tuple[PlayerId, ...]) -> PlayerId:
        return order[0]


@mutant("choices-continue-in-turn-order", rules=("101.4d",),
        killed_by=("apnap-restarts-for-outstanding-choices",))
class ChoicesContinueInTurnOrder(Rules):
    """After an acceptance makes the players who declined choose again, the players after the
    accepter choose first, and the earlier decliners only after them, instead of starting over
    from the earliest in APNAP order."""

    def next_chooser(self, outstanding: tuple[PlayerId, ...], last: PlayerId | None,
                     apnap: tuple[PlayerId, ...]) -> PlayerId:
        # Goes on from the last chooser, coming back to earlier players only after a full round.
        i = apnap.index(last) + 1 if last is not None else 0
        return next(p for p in apnap[i:] + apnap[:i] if p in outstanding)


@mutant("leaver-exiles-stolen-permanents", rules=("800.4a",),
        killed_by=("leaving-player-takes-what-they-own",),
        report="XMage issue #1929 (https://github.com/magefree/mage/issues/1929): a player leaving a "
               "multiplayer game had the permanents they controlled but did not own exiled, instead of their"
               " control effects ending")
class LeaverExilesStolenPermanents(Rules):
    """When a player leaves the game, the permanents they controlled through a control-changing
    effect are exiled with what they still control, instead of going back to the player the
    effect took them from."""

    def leaver_control_effect_ends(self) -> bool:
        return False  # a stolen permanent stays the leaver's, so it is exiled with the rest


@mutant("leaving-game-triggers-nothing", rules=("603.6c",),
        killed_by=("leaving-the-game-triggers-leaves-abilities",))
class LeavingGameTriggersNothing(Rules):
    """Permanents that leave the game because their owner left trigger no leaves-the-battlefield
    abilities."""

    def left_game_triggers_leaves(self, phased_out: bool) -> bool:
        return False


@mutant("mana-ability-reentrant", rules=("605.3c",),
        killed_by=("mana-ability-not-reactivated-before-it-resolves",),
        report="XMage issue #6419 (https://github.com/magefree/mage/issues/6419): with a Prismite "
               "({2}: add one mana of any color) its only costed mana source, the computer player paid a "
               "mana ability's cost by activating a mana ability again, inside the activation still under "
               "way, until the stack overflowed (the stack trace repeats activate, pay, activate); commit "
               "2298ebc5 (2024) closed it, fixing the computer's freezes on {Any} mana abilities")
class ManaAbilityReentrant(Rules):
    """A mana ability may be activated again while an activation of it is still under way, for
    instance to pay its own cost."""

    def mana_ability_may_reenter(self, levels_up: int | None) -> bool:
        return True


@mutant("triggered-mana-ability-on-stack", rules=("605.4a",),
        killed_by=("triggered-mana-ability-resolves-at-once",),
        report="Forge pull request #4995 (https://github.com/Card-Forge/forge/pull/4995): the extra mana of "
               "mana doublers' triggered mana abilities waited with the other triggers while a cost was "
               "paid, arriving only after the casting, when it could no longer pay")
class TriggeredManaAbilityOnStack(Rules):
    """A triggered mana ability ("whenever you tap a land for mana, add ...") waits for the
    stack like other triggers instead of resolving right after the mana ability that
    triggered it."""

    def triggered_mana_ability_uses_stack(self) -> bool:
        return True


@mutant("mana-trigger-from-any-event", rules=("605.5a",),
        killed_by=("mana-look-alike-triggers-use-the-stack",),
        report="XMage issue #2557 (https://github.com/magefree/mage/issues/2557): Crumbling Vestige's enters"
               " trigger that adds mana resolved at once, as a mana ability, though it triggers on entering,"
               " not on a mana ability")
class ManaTriggerFromAnyEvent(Rules):
    """Any triggered ability that could add mana is taken for a mana ability and resolves at
    once, even one that triggers on gaining life."""

    def trigger_is_mana_ability(self, from_mana_ability: bool, adds_mana: bool) -> bool:
        return adds_mana
