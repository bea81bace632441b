"""``Rules``: every rule decision the engine makes, one overridable method each.

The defaults follow the Comprehensive Rules. A mutant engine overrides exactly
one method; the property suite must notice.

Decisions (method: rule):

 1 ``instances_per_occurrence``: CR 603.2c, 603.2d
 2 ``simultaneous_instances``: CR 603.2c
 3 ``prevented_damage_triggers``: CR 603.2g, 615
 4 ``replaced_death_is_dies``: CR 700.4, 614.6
 5 ``state_trigger_may_trigger``: CR 603.8
 6 ``leaves_trigger_sources``: CR 603.10a
 7 ``enters_characteristics``: CR 603.6b
 8 ``intervening_if_allows_trigger``: CR 603.4
 9 ``intervening_if_allows_resolution``: CR 603.4, 608.2a
10 ``may_decided_on_resolution``: CR 603.5
11 ``apnap_first``: CR 603.3b, 101.4
12 ``apnap_others``: CR 603.3b, 101.4
13 ``sba_before_triggers``: CR 117.5, 704.3
14 ``trigger_controller``: CR 603.3a
15 ``delayed_controller``: CR 603.7d, 603.7e
16 ``delayed_fires_once``: CR 603.7b
17 ``entering_tapped_is_becoming_tapped``: CR 603.2e, 614.1d
18 ``hidden_objects_trigger``: CR 603.2f
19 ``blocks_occurrences``: CR 509.3a
20 ``blocked_by_occurrences``: CR 509.3d
21 ``mode_may_be_chosen``: CR 603.3c
22 ``remove_trigger_without_legal_targets``: CR 603.3d
23 ``all_targets_illegal``: CR 608.2b
24 ``cost_locked_before_payment``: CR 601.2f
25 ``mana_ability_uses_stack``: CR 605.3b
26 ``rollback_keeps_triggers``: CR 733.1
27 ``unattach_trigger_sources``: CR 603.10c
28 ``once_each_turn_allows_trigger``: CR 603.2h
29 ``phase_out_trigger_sources``: CR 603.10b
30 ``replacement_delayed_controller``: CR 603.7f
31 ``counted_delayed_created``: CR 603.7h
32 ``permitted_action_delayed_controller``: CR 603.7g
33 ``stacked_trigger_controller``: CR 603.3a
34 ``reflexive_triggers``: CR 603.12
35 ``unblocked_attack_triggers``: CR 509.3g
36 ``repeated_payment_reflexive_instances``: CR 603.12a
37 ``next_chooser``: CR 101.4, 101.4d
38 ``enters_tapped_matches``: CR 603.6a, 614.1c
39 ``counts_as_died``: CR 700.4, 614.6
40 ``graveyard_from_anywhere_matches``: CR 603.2, 603.10
41 ``sacrifice_trigger_sources``: CR 603.10a, 701.21a
42 ``discard_is_occurrence``: CR 701.9a, 603.2
43 ``target_occurrences``: CR 603.2c, 601.2c
44 ``exile_from_anywhere_matches``: CR 603.2, 603.10
45 ``turn_condition_holds``: CR 603.4
46 ``extra_trigger_in_scope``: CR 603.2d
47 ``attacks_alone``: CR 506.5
48 ``blocks_or_blocked_occurrences``: CR 509.3a, 509.3c
49 ``chosen_type_read``: CR 614.12a, 603.2
50 ``chooses_again_on_entering``: CR 400.7, 614.12a
51 ``anthem_chosen_type``: CR 614.12a, 613.4c
52 ``mana_spent_kept``: CR 601.2h, 603.4
53 ``state_triggers_checked_after_each_event``: CR 603.8

Casting, activation and priority decisions:

- ``may_activate``: CR 602.2
- ``activation_prohibited``: CR 602.5
- ``activation_timing_allows``: CR 602.5d, 602.5e
- ``cast_window_allows``: CR 601.3, 601.2e
- ``activation_phyrexian_answers``: CR 602.2b, 601.2b, 107.4f
- ``activation_limit_allows``: CR 602.5b
- ``mana_ability_may_reenter``: CR 605.3c
- ``triggered_mana_ability_uses_stack``: CR 605.4a
- ``trigger_is_mana_ability``: CR 605.1b, 605.5a
- ``activated_is_mana_ability``: CR 605.1a, 605.5a
- ``activated_ability_uses_stack``: CR 602.2a, 113.3b, 117.3c
- ``kicker_announced``: CR 601.2b
- ``trigger_modes_announced``: CR 603.3c
- ``fewest_modes``: CR 700.2, 603.3c
- ``entwine_chooses_all``: CR 702.42a
- ``spell_cast_after_payment``: CR 601.2a-i
- ``announced_target_accepted``: CR 601.2c
- ``generic_after_modifiers``: CR 601.2f
- ``increase_applies``: CR 601.2f
- ``mana_value_for_minimum``: CR 601.2f
- ``phyrexian_paid_with_life``: CR 107.4f, 601.2b
- ``phyrexian_life_in_minimum``: CR 601.2b, 601.2f
- ``convoke_tap_occurrences``: CR 702.51a, 603.2e

Planeswalkers and loyalty:

- ``loyalty_timing_allows``: CR 606.3
- ``loyalty_activation_allows``: CR 606.3
- ``loyalty_removed_by_damage``: CR 120.3c
- ``loyalty_sba_applies``: CR 704.5i
- ``division_accepted``: CR 601.2d
- ``land_play_allowed``: CR 305.2
- ``reverse_illegal_attempt``: CR 601.2e, 733.1
- ``priority_after_attempt``: CR 117.3c, 733.2
- ``priority_after_resolution``: CR 117.3b
- ``all_players_passed``: CR 117.4
- ``passes_run_through_priority``: CR 117.4
- ``first_priority_of_step``: CR 117.3a
- ``priority_after_pass``: CR 117.3d
- ``triggers_stacked_at_once``: CR 117.2a, 603.3
- ``busy_cleanup_gives_priority``: CR 514.3a

Combat, delayed-trigger, ordering and object-identity decisions:

- ``blocked_attacker_stays_blocked``: CR 509.1h
- ``blocker_leaves_with_attacker``: CR 509.1g
- ``blocked_without_blockers_deals_damage``: CR 509.1h, 510.1c
- ``blocker_divides_damage``: CR 510.1a, 510.1d
- ``assigns_the_rest_to_the_last``: CR 510.1a, 510.1c, 510.1d
- ``deals_regular_combat_damage``: CR 510.4, 702.7c, 702.4c, 702.4d
- ``removed_from_combat``: CR 506.4
- ``entered_attacker_triggers_attacks``: CR 508.4
- ``entered_blocker_blocks_attacker``: CR 509.4, 509.3c, 509.3d
- ``entered_blocker_obeys_restrictions``: CR 509.4b
- ``attacked_trigger_matches``: CR 508.3b
- ``is_attacked_occurrences``: CR 508.3b
- ``player_attacks_matches``: CR 508.3d
- ``attacks_player_occurrences``: CR 508.3e
- ``entered_attacker_attacks_player``: CR 508.3e, 508.4
- ``entered_attacker_is_attacking``: CR 508.4
- ``delayed_sees_earlier_events``: CR 603.7a
- ``ability_acts_without_source``: CR 113.7a
- ``stacks_own_triggers``: CR 603.3b
- ``reverse_own_triggers``: CR 603.3b
- ``moved_object_ref``: CR 400.7, 603.6, 603.7c
- ``zone_change_makes_new_object``: CR 400.7
- ``effect_finds_what_it_moved``: CR 400.7, 603.7c
- ``condition_reads_last_known``: CR 603.4, 603.10a, 608.2h
- ``delayed_tracks``: CR 603.7c, 400.7
- ``left_source_counters``: CR 603.10a, 603.4, 608.2h

Starting the game:

- ``game_start_first_player``: CR 101.4e, 103.6
- ``first_draw_skipped``: CR 103.8a, 103.8c

Tokens:

- ``created_tokens_seen``: CR 603.6a
- ``token_may_move``: CR 111.8
- ``token_leaves_by_zone_change``: CR 111.7, 704.5d
- ``token_ceases_to_exist``: CR 704.5d
- ``copiable_abilities``: CR 707.2

Leaving the game:

- ``leaver_control_effect_ends``: CR 800.4a
- ``left_game_triggers_leaves``: CR 603.6c
- ``leaver_spells_leave_stack``: CR 800.4a

Power, toughness and damage:

- ``creature_sba_rule``: CR 704.5f, 704.5g, 702.12b
- ``cleanup_removes_damage``: CR 514.2
- ``cleanup_ends_pumps``: CR 514.2
- ``damage_occurrence_per_hit``: CR 603.2c, 120.3
- ``sweep_covers_later_arrivals``: CR 611.2c
- ``prevent_all_limit``: CR 615.1, 615.7
- ``prevention_applications``: CR 615.13

Resolution:

- ``aura_spell_host``: CR 608.3b, 303.4a
- ``attached_bonus_hosts``: CR 303.4b, 301.5a, 613.4c
- ``equipment_stays_attached``: CR 704.5n, 301.5c
- ``entering_aura_host``: CR 303.4f
- ``attachment_moves``: CR 701.3a, 702.6a
- ``instruction_life_change``: CR 608.2c
- ``instruction_deals_damage``: CR 608.2c, 120.3
- ``each_damage_recipients``: CR 608.2c, 120.3
- ``instruction_creates_tokens``: CR 608.2c, 111.1
- ``instruction_moves_object``: CR 608.2c
- ``control_goes_to``: CR 608.2c, 613.1b
- ``divided_counters``: CR 601.2d, 608.2c
- ``unless_life_paid``: CR 118.12, 119.4
- ``repeated_payments_made``: CR 603.12a
- ``generic_mana_taken``: CR 601.2h, 106.4
- ``mass_return_together``: CR 603.6a, 608.2c
- ``ability_countered``: CR 701.6a, 113.3b, 113.3c
- ``returned_spell_leaves_stack``: CR 400.7, 701.6a
- ``copy_chooses_new_targets``: CR 707.10c
- ``copied_spell_is_cast``: CR 707.10, 601.2i
- ``permanent_copy_becomes_token``: CR 608.3f, 111.12
- ``permanent_copy_is_created``: CR 111.12

Counters:

- ``counters_annihilated``: CR 704.5q
- ``entering_counters_are_put``: CR 614.1c, 122.6
- ``entering_counters_with_arrival``: CR 614.1c
- ``counters_removed``: CR 608.2c, 122.1
- ``added_counters_add_up``: CR 122.1
- ``counter_put_instances``: CR 603.2c, 122.6

Costs, reversals and replacements as the History records them:

- ``tap_cost_taps_source``: CR 602.1a, 601.2h
- ``attempt_first_event``: CR 733.1
- ``replaced_move_names_replacement``: CR 614.6
- ``created_tokens_share_batch``: CR 111.1
- ``tapped_together``: CR 603.2e
- ``phased_out_together``: CR 702.26a
- ``phases_out_all``: CR 608.2c, 702.26a
- ``phase_in_by_controller``: CR 502.1, 702.26a
- ``enters_tapped_applies``: CR 110.5b, 614.1d
- ``created_replacement_ends``: CR 611.2a, 514.2
- ``one_object_death_replaced``: CR 614.1a, 700.4
- ``created_shield_covers_card``: CR 400.7, 615.7
- ``replacement_chooser``: CR 616.1
- ``regeneration_chosen_first``: CR 616.1, 616.1f
- ``prevention_chosen_first``: CR 616.1, 616.1f
- ``damage_seen_by_next_effect``: CR 616.1f

Turn structure:

- ``step_after``: CR 500.1
"""
from __future__ import annotations

from reference_engine.abilities import Ability, CastTiming, ContinuousKind, Timing
from reference_engine.events import RemovalReason, ZoneChangeCause
from reference_engine.ids import ObjectId, PlayerId, Step, Zone
from reference_engine.objects import Chars


class Rules:
    """The correct rules. Subclass and override one method to make a mutant."""

    def instances_per_occurrence(self, extra_effects: int) -> int:
        """CR 603.2c, 603.2d: one instance per occurrence, plus one per
        "triggers an additional time" effect that applies."""
        return 1 + extra_effects

    def simultaneous_instances(self, occurrences: int) -> int:
        """CR 603.2c: N simultaneous matching occurrences give N instances."""
        return occurrences

    def prevented_damage_triggers(self) -> bool:
        """CR 603.2g, 615: prevented damage was never dealt, so it triggers nothing."""
        return False

    def replaced_death_is_dies(self) -> bool:
        """CR 700.4, 614.6: a creature exiled instead of dying did not die."""
        return False

    def state_triggers_checked_after_each_event(self) -> bool:
        """CR 603.8: a state trigger triggers as soon as its state holds, even
        for a moment inside a resolution, not only when a player would receive
        priority."""
        return True

    def state_trigger_may_trigger(self, pending_or_on_stack: bool) -> bool:
        """CR 603.8: a state trigger does not trigger again while an earlier
        instance is pending or on the stack."""
        return not pending_or_on_stack

    def leaves_trigger_sources(self, before: list[Chars], after: list[Chars]) -> list[Chars]:
        """CR 603.10a: leaves-the-battlefield triggers look back: the sources
        are the permanents as they were just before the event."""
        return before

    def enters_characteristics(self, with_effects: Chars, printed: Chars) -> Chars:
        """CR 603.6b: an entering permanent is seen with continuous effects applied."""
        return with_effects

    def enters_tapped_matches(self, wanted: bool, entered_tapped: bool) -> bool:
        """CR 603.6a, 614.1c: an "enters tapped" ("enters untapped") ability
        triggers only for a permanent that entered in that state, whatever
        made it enter so (an effect putting it onto the battlefield tapped, or
        a replacement effect)."""
        return wanted == entered_tapped

    def counts_as_died(self, to_graveyard: bool, death_replaced: bool) -> bool:
        """CR 700.4, 614.6: a creature leaving the battlefield died, for "if a
        creature died this turn", only if it was put into a graveyard; one
        exiled instead by a replacement effect never died."""
        return to_graveyard

    def graveyard_from_anywhere_matches(self, came_from: Zone | None) -> bool:
        """CR 603.2, 603.10: "whenever a card is put into a graveyard from
        anywhere" matches a card that came from any zone: the battlefield, the
        stack, a hand or a library (milled, discarded, a spell resolved)."""
        return True

    def exile_from_anywhere_matches(self, came_from: Zone | None) -> bool:
        """CR 603.2, 603.10: "whenever a card is put into exile from anywhere"
        matches a card that came from any zone, the battlefield included (a
        permanent exiled, or exiled instead of dying)."""
        return True
    def extra_trigger_in_scope(self, event: bool, subject: bool, caster: bool) -> bool:
        """CR 603.2d: a scoped "triggers an additional time" effect applies
        only when the triggering occurrence is of its ``event``, about an
        object its filter accepts (``subject``) and, for a cast, by the
        player it names (``caster``)."""
        return event and subject and caster

    def turn_condition_holds(self, active: PlayerId, you: PlayerId, yours: bool) -> bool:
        """CR 603.4: "if it's your turn" (``yours``) holds exactly when you are
        the active player, "if it's not your turn" exactly when another player is."""
        return (active == you) == yours

    def intervening_if_allows_trigger(self, holds: bool) -> bool:
        """CR 603.4: the ability triggers only if its "if" holds at the event."""
        return holds

    def intervening_if_allows_resolution(self, holds: bool) -> bool:
        """CR 603.4, 608.2a: on resolution a false "if" removes the ability."""
        return holds

    def may_decided_on_resolution(self) -> bool:
        """CR 603.5: an optional trigger goes on the stack; "may" is decided
        as it resolves."""
        return True

    def apnap_first(self, active: PlayerId, living: list[PlayerId]) -> PlayerId:
        """CR 603.3b, 101.4: the active player puts their triggers on the stack first."""
        return active

    def apnap_others(self, first: PlayerId, turn_order: list[PlayerId],
                     living: list[PlayerId]) -> list[PlayerId]:
        """CR 603.3b, 101.4: then the other players, in turn order (not seat order)."""
        i = turn_order.index(first)
        return [p for p in turn_order[i + 1:] + turn_order[:i] if p in living]

    def sba_before_triggers(self) -> bool:
        """CR 117.5, 704.3: state-based actions repeat until none apply before
        any waiting trigger is put on the stack."""
        return True

    def trigger_controller(self, controller_when_triggered: PlayerId, owner: PlayerId) -> PlayerId:
        """CR 603.3a: a trigger's controller is its source's controller when it triggered."""
        return controller_when_triggered

    def delayed_controller(self, creator_controller: PlayerId, source_controller: PlayerId | None,
                           source_owner: PlayerId) -> PlayerId:
        """CR 603.7d-e: a delayed trigger is controlled by whoever controlled
        the spell or ability that created it."""
        return creator_controller

    def delayed_fires_once(self) -> bool:
        """CR 603.7b: a delayed trigger with no duration triggers only once."""
        return True

    def entering_tapped_is_becoming_tapped(self) -> bool:
        """CR 603.2e, 614.1d: entering tapped is not becoming tapped."""
        return False

    def hidden_objects_trigger(self) -> bool:
        """CR 603.2f: objects in hidden zones (hand, library) do not trigger."""
        return False

    def blocks_occurrences(self, attackers_blocked: int) -> int:
        """CR 509.3a: "whenever ~ blocks" triggers once per combat, however
        many attackers it blocks."""
        return 1 if attackers_blocked else 0

    def blocked_by_occurrences(self, blockers: int) -> int:
        """CR 509.3d: "becomes blocked by a creature" triggers once per blocker."""
        return blockers

    def attacks_alone(self, declared: int) -> bool:
        """CR 506.5: a creature attacks alone when it is the only creature
        declared as an attacker (``declared`` attackers in all)."""
        return declared == 1

    def blocks_or_blocked_occurrences(self, pairs: int) -> int:
        """CR 509.3a, 509.3c: "blocks or becomes blocked" triggers once per
        combat for a creature that blocks or becomes blocked, whatever the
        number of blocking ``pairs`` it is part of."""
        return 1 if pairs else 0

    def mode_may_be_chosen(self, has_legal_choices: bool) -> bool:
        """CR 603.3c: a mode with no legal target can't be chosen."""
        return has_legal_choices

    def trigger_modes_announced(self, any_mode_targets: bool) -> bool:
        """CR 603.3c: a modal trigger's modes are announced as it is put on
        the stack, whether or not its modes target."""
        return True

    def fewest_modes(self, least: int, most: int) -> int:
        """CR 700.2, 603.3c: a modal ability's controller may choose as few
        modes as it says ("choose one or more": one)."""
        return least

    def entwine_chooses_all(self, entwined: bool) -> bool:
        """CR 702.42a: a spell whose entwine cost is paid has every mode chosen."""
        return entwined

    def remove_trigger_without_legal_targets(self) -> bool:
        """CR 603.3d: a trigger that can't get legal targets is removed from the stack."""
        return True

    def attachment_moves(self, attached_elsewhere: bool) -> bool:
        """CR 701.3a, 702.6a: attaching an Equipment takes it from wherever it
        is, so one that equips another creature moves onto the new target."""
        return True

    def aura_spell_host(self, target: ObjectId) -> ObjectId | None:
        """CR 608.3b, 303.4a: an Aura spell whose target is still legal as it
        resolves enters the battlefield attached to that target. ``None``
        would put it onto the battlefield attached to nothing."""
        return target

    def attached_bonus_hosts(self, attached_to: ObjectId | None,
                             wearing: frozenset[ObjectId]) -> frozenset[ObjectId]:
        """CR 303.4b, 301.5a, 613.4c: the permanents an Aura's or Equipment's
        "enchanted (equipped) creature gets +N/+M" applies to, given what it is
        attached to: that permanent only, and nothing while it is attached to
        nothing. ``wearing`` holds every permanent some Aura or Equipment is
        attached to."""
        return frozenset() if attached_to is None else frozenset((attached_to,))

    def equipment_stays_attached(self, host_is_creature: bool) -> bool:
        """CR 704.5n, 301.5c: an Equipment stays attached to a creature only;
        attached to a permanent that is no longer one, it becomes unattached
        as a state-based action."""
        return host_is_creature

    def entering_aura_host(self, legal: list[ObjectId]) -> ObjectId | None:
        """CR 303.4f: an Aura put onto the battlefield other than by resolving
        as its spell is attached to a permanent its controller chooses among
        ``legal`` (those its enchant ability allows, by id): here the first.
        ``None`` would put it onto the battlefield attached to nothing."""
        return legal[0]

    def all_targets_illegal(self, kind: str) -> RemovalReason | None:
        """CR 608.2b: with every target illegal, the spell or ability doesn't
        resolve; it is not countered. ``None`` would let it resolve."""
        return RemovalReason.ILLEGAL_ON_RESOLUTION

    def illegal_target_affected(self, legal: bool) -> bool:
        """CR 608.2b: a spell or ability that resolves with some targets still
        legal does nothing to a target that became illegal (``legal`` False)."""
        return legal

    def left_player_still_legal(self) -> bool:
        """CR 800.4a with 608.2b: a target player who has left the game is an
        illegal target as the spell or ability resolves."""
        return False

    def cost_locked_before_payment(self) -> bool:
        """CR 601.2f: the total cost is locked in before any of it is paid."""
        return True

    def mana_ability_uses_stack(self) -> bool:
        """CR 605.3b: a mana ability resolves at once, without the stack."""
        return False

    def rollback_keeps_triggers(self) -> bool:
        """CR 733.1: a reversed illegal action leaves no triggers behind."""
        return False

    def unattach_trigger_sources(self, before: list[Chars], after: list[Chars]) -> list[Chars]:
        """CR 603.10c: "becomes unattached" triggers look back: an Aura or
        Equipment that left the battlefield in the same event still triggers."""
        return before

    def once_each_turn_allows_trigger(self, done_this_turn: bool) -> bool:
        """CR 603.2h: a "do this only once each turn" ability triggers only if
        its controller has not yet done that action this turn."""
        return not done_this_turn

    def phase_out_trigger_sources(self, before: list[Chars], after: list[Chars]) -> list[Chars]:
        """CR 603.10b: phase-out triggers look back: a permanent's own "when
        this phases out" triggers though it no longer exists afterwards."""
        return before

    def sacrifice_trigger_sources(self, before: list[Chars], after: list[Chars]) -> list[Chars]:
        """CR 603.10a, 701.21a: "whenever a player sacrifices" abilities look
        back: the sources are the permanents as they were just before the
        sacrifice, so a sacrificed permanent's own ability triggers."""
        return before

    def discard_is_occurrence(self, whole_hand: bool) -> bool:
        """CR 701.9a, 603.2: every discarded card is an occurrence of
        "whenever a player discards a card", a whole hand discarded at once
        as much as a single card."""
        return True

    def target_occurrences(self, targeted: list[ObjectId]) -> list[ObjectId]:
        """CR 603.2c, 601.2c: a spell or ability that names one object with
        several of its targets makes it become the target once: one
        "becomes the target" occurrence per object, in target order."""
        return list(dict.fromkeys(targeted))

    def replacement_delayed_controller(self, controller_when_applied: PlayerId, owner: PlayerId) -> PlayerId:
        """CR 603.7f: a delayed trigger created by a static ability's replacement
        effect is controlled by whoever controlled that permanent as it applied."""
        return controller_when_applied

    def resolution_count_reached(self, resolved_this_turn: int, wanted: int) -> bool:
        """CR 603.7h: "when this ability has resolved N times this turn" triggers
        as the resolution that makes the count N this turn ends."""
        return resolved_this_turn == wanted

    def counted_delayed_created(self, created_this_turn: bool) -> bool:
        """CR 603.7h: a "when this ability has resolved N times this turn"
        delayed trigger is created only once each turn."""
        return not created_this_turn

    def permitted_action_delayed_controller(self, controller_when_taken: PlayerId, actor: PlayerId) -> PlayerId:
        """CR 603.7g: a delayed trigger created by a static ability that lets a
        player act is controlled by whoever controlled that permanent when the
        action was taken, not necessarily the player who took it."""
        return controller_when_taken

    def stacked_trigger_controller(self, recorded: PlayerId, source_controller_now: PlayerId) -> PlayerId:
        """CR 603.3a: as a trigger is put on the stack it keeps the controller
        its source had when it triggered, whoever controls the source now."""
        return recorded

    def may_activate(self, controller: PlayerId, player: PlayerId) -> bool:
        """CR 602.2: only a permanent's controller may activate its abilities."""
        return controller == player

    def activated_controller(self, activator: PlayerId, owner: PlayerId) -> PlayerId:
        """CR 602.2a: an activated ability is controlled by the player who
        activated it, whoever owns its source."""
        return activator

    def activation_prohibited(self, forbidden: bool) -> bool:
        """CR 602.5: an effect saying an ability can't be activated stops the
        activation before it starts."""
        return forbidden

    def activation_timing_allows(self, timing: Timing, at_sorcery_timing: bool) -> bool:
        """CR 602.5d: "activate only as a sorcery" needs the activator's own
        main phase with an empty stack; CR 602.5e: "activate only as an
        instant" is allowed whenever its player holds priority, as is an
        ability with no timing restriction."""
        return at_sorcery_timing or timing is not Timing.SORCERY

    def cast_window_allows(self, timing: CastTiming, in_window: bool, step: Step) -> bool:
        """CR 601.3: a spell printed "cast this spell only during ..." may be
        cast only inside that window (``in_window``), whatever the step."""
        return in_window

    def activation_phyrexian_answers(self, announced: tuple[bool, ...]) -> tuple[bool, ...]:
        """CR 602.2b, 601.2b: an activator announces how each Phyrexian symbol
        of the activation cost is paid, as a caster does (2 life for true)."""
        return announced

    def activation_limit_allows(self, activated_this_turn: int, limit: int) -> bool:
        """CR 602.5b: an ability limited to N activations each turn can't be
        activated once this object's ability was activated N times this turn."""
        return activated_this_turn < limit

    def mana_ability_may_reenter(self, levels_up: int | None) -> bool:
        """CR 605.3c: once a player has begun to activate a mana ability, that
        ability of that object can't be activated again until the first
        activation has resolved, not even while paying its own cost.
        ``levels_up`` is None when no activation of it is under way, else how
        far up the chain of nested payments it is (0: the ability whose cost
        is being paid now; 1: the one that ability is paying for; ...)."""
        return levels_up is None

    def triggered_mana_ability_uses_stack(self) -> bool:
        """CR 605.4a: a triggered mana ability does not wait for the stack: it
        resolves right after the mana ability that triggered it."""
        return False

    def activated_ability_uses_stack(self, attaches_its_source: bool) -> bool:
        """CR 602.2a, 113.3b: an activated ability that is not a mana ability
        is put on the stack and resolves only once every player has passed,
        "Equip" (``attaches_its_source``) included; its activator gets
        priority with it on the stack (CR 117.3c)."""
        return True

    def activated_is_mana_ability(self, mana_ability: bool, targeted_producer: bool) -> bool:
        """CR 605.1a, 605.5a: an activated ability is a mana ability
        (``mana_ability``) only if it has no target: one that targets and
        could add mana (``targeted_producer``, Deathrite Shaman) is an
        ordinary activated ability, put on the stack, adding its mana as it
        resolves."""
        return mana_ability

    def trigger_is_mana_ability(self, from_mana_ability: bool, adds_mana: bool) -> bool:
        """CR 605.1b, 605.5a: a triggered ability is a mana ability only if it
        triggers from a mana ability and could add mana (with no target); one
        that adds mana on another event, or adds none, uses the stack."""
        return from_mana_ability and adds_mana

    def kicker_announced(self, kicked: bool) -> bool:
        """CR 601.2b: the intention to pay a kicker is announced and kept."""
        return kicked

    def spell_cast_after_payment(self) -> bool:
        """CR 601.2a-i: the spell becomes cast only after its card moved to the
        stack and its total cost was locked in and paid."""
        return True

    def announced_target_accepted(self, legal: bool) -> bool:
        """CR 601.2c: an announced target must be legal for its target phrase."""
        return legal

    def division_accepted(self, valid: bool) -> bool:
        """CR 601.2d: a divided amount gives each target at least one and the
        shares add up to the amount; any other split is illegal."""
        return valid

    def land_play_allowed(self, played_one_this_turn: bool) -> bool:
        """CR 305.2: a player may play one land in each of their turns (no
        effect of the scenario vocabulary allows more)."""
        return not played_one_this_turn

    def reverse_illegal_attempt(self) -> bool:
        """CR 601.2e, 733.1: an attempt found illegal partway (a spell that
        can't be cast, a cost that can't be paid) is reversed as a whole."""
        return True

    def priority_after_attempt(self, actor: PlayerId, stood: bool, next_player: PlayerId) -> PlayerId:
        """CR 117.3c, 733.2: whoever cast, activated, or tried and was refused
        receives priority again."""
        return actor

    def priority_after_resolution(self, active: PlayerId, resolved_controller: PlayerId) -> PlayerId:
        """CR 117.3b: once a spell or ability has resolved (or left the stack
        on resolution), the active player receives priority, whoever controlled it."""
        return active

    def first_priority_of_step(self, active: PlayerId, turn_order: list[PlayerId]) -> PlayerId:
        """CR 117.3a: once a step's turn-based actions are done and its "at the
        beginning of" triggers are stacked, the active player receives priority
        first. ``turn_order`` lists the living players from the active one."""
        return active

    def priority_after_pass(self, passer: PlayerId, turn_order: list[PlayerId], active: PlayerId) -> PlayerId:
        """CR 117.3d: a player who passes hands priority to the next player in
        turn order. ``turn_order`` lists the living players in turn order,
        starting with the passer while the passer is still in the game."""
        return turn_order[1] if len(turn_order) > 1 else turn_order[0]

    def all_players_passed(self, passes: int, living: int) -> bool:
        """CR 117.4: the top of the stack resolves, or the step ends, only once
        every player still in the game has passed in succession."""
        return passes >= living

    def passes_run_through_priority(self) -> bool:
        """CR 117.4: a player receiving priority with nothing done since the
        last pass keeps the run of passes in succession going."""
        return True

    def triggers_stacked_at_once(self) -> bool:
        """CR 117.2a, 603.3: an ability that triggers waits until a player would
        next receive priority before it is put on the stack, never in the
        middle of a resolution or of casting a spell."""
        return False

    def busy_cleanup_gives_priority(self, busy: bool) -> bool:
        """CR 514.3a: if state-based actions happen or abilities trigger in the
        cleanup step, players receive priority and another cleanup follows."""
        return busy

    def blocked_attacker_stays_blocked(self) -> bool:
        """CR 509.1h: an attacker that was blocked stays blocked for the rest of
        combat even once every creature blocking it has left."""
        return True

    def blocked_without_blockers_deals_damage(self) -> bool:
        """CR 509.1h, 510.1c: an attacker an effect made blocked, with no
        creature blocking it, assigns no combat damage."""
        return False

    def blocker_leaves_with_attacker(self) -> bool:
        """CR 509.1g: a blocking creature stays blocking until it is removed
        from combat or combat ends, even once an attacker it blocks has left;
        it still deals its combat damage to the attackers it blocks that remain."""
        return False

    def blocker_divides_damage(self) -> bool:
        """CR 510.1a, 510.1d: a creature blocking two or more attackers divides
        its combat damage, as much as its power, among them."""
        return True

    def assigns_the_rest_to_the_last(self) -> bool:
        """CR 510.1a, 510.1c-d: a creature assigns all its combat damage; after
        lethal damage to each recipient but the last, the last one (a lone one:
        all of it) gets what is left, however much that is."""
        return True

    def deals_regular_combat_damage(self, struck_first: bool, first_strike: bool, double_strike: bool) -> bool:
        """CR 510.4, 702.7c, 702.4c-d: in the second of two combat damage steps,
        a combatant deals damage if it had neither first strike nor double
        strike as the first step began (``struck_first`` false), or if it has
        double strike now; whether it has first strike now does not matter."""
        return not struck_first or double_strike

    def entered_attacker_triggers_attacks(self) -> bool:
        """CR 508.4: a creature put onto the battlefield attacking was never
        declared as an attacker, so it never "attacks" for triggers."""
        return False

    def attacked_trigger_matches(self, source_attacks: bool) -> bool:
        """CR 508.3b: "whenever [a player] is attacked" triggers when one or
        more creatures are declared attacking that player, whichever they are;
        ``source_attacks``: whether the ability's source is one of them."""
        return True

    def is_attacked_occurrences(self, attacking_that_player: int) -> int:
        """CR 508.3b: "whenever [a player] is attacked" is one occurrence per
        attacked player, however many creatures attack them."""
        return 1 if attacking_that_player else 0

    def player_attacks_matches(self, attackers: int, source_attacks: bool) -> bool:
        """CR 508.3d: "whenever [a player] attacks" triggers once that player
        declared one or more attackers (``attackers`` of them; ``source_attacks``:
        whether the ability's source is one)."""
        return attackers >= 1

    def attacks_player_occurrences(self, attacking_that_player: int, first_attacked: bool) -> int:
        """CR 508.3e: "whenever [a player] attacks [another player]" is one
        occurrence per attacked player, however many creatures attack them
        (``first_attacked``: whether this is the first player the declaration
        attacks, in the order the attackers were declared)."""
        return 1 if attacking_that_player else 0

    def entered_attacker_attacks_player(self) -> bool:
        """CR 508.3e, 508.4: a creature put onto the battlefield attacking a
        player was never declared attacking them, so its player does not
        "attack" that player for triggers."""
        return False

    def entered_attacker_is_attacking(self) -> bool:
        """CR 508.4: a creature put onto the battlefield attacking is an
        attacking creature: it can be blocked and it deals combat damage."""
        return True

    def entered_blocker_blocks_attacker(self) -> bool:
        """CR 509.4, 509.3c-d: a creature put onto the battlefield blocking makes
        the attacker it blocks become blocked by a creature (and become blocked,
        if it was not yet), though the blocker itself never "blocks"."""
        return True

    def entered_blocker_obeys_restrictions(self, cant_block: bool) -> bool:
        """CR 509.4b: the restrictions on declaring blockers do not apply to a
        creature put onto the battlefield blocking: one that can't block
        (``cant_block``) still enters blocking. True would leave it out of
        combat."""
        return False

    def delayed_sees_earlier_events(self) -> bool:
        """CR 603.7a: a delayed trigger exists only from its creation; made
        during the step it waits for, it can't trigger on that step's beginning."""
        return False

    def ability_acts_without_source(self, source_left: bool) -> bool:
        """CR 113.7a: once on the stack, an ability exists apart from its
        source; if the source has left the battlefield since, the ability
        still does what it says as it resolves."""
        return True

    def stacks_own_triggers(self, waiting: int) -> bool:
        """CR 603.3b: each player puts all of their waiting triggers on the
        stack, however many there are (two or more in the order they choose),
        before anyone receives priority."""
        return True

    def reverse_own_triggers(self, chose_reverse: bool) -> bool:
        """CR 603.3b: each player puts their own simultaneous triggers on the
        stack in the order they choose."""
        return chose_reverse

    def moved_object_ref(self, referred: ObjectId | None, card_now: ObjectId | None) -> ObjectId | None:
        """CR 400.7, 603.6, 603.7c: "it" is the object in the zone it went to;
        once that card moves again it is a new object the effect can't find."""
        return referred

    def zone_change_makes_new_object(self) -> bool:
        """CR 400.7: an object that changes zones becomes a new object with no
        memory of its previous existence (a new id)."""
        return True

    def effect_finds_what_it_moved(self) -> bool:
        """CR 400.7 (one of its exceptions), 603.7c: once an effect has put an
        object into a public zone, its later parts, and the delayed triggers it
        creates, find the new object ("return it ... sacrifice it at the
        beginning of the next end step")."""
        return True

    def delayed_tracks(self, named: ObjectId | None, trigger_object: ObjectId | None) -> ObjectId | None:
        """CR 603.7c: a delayed trigger refers to the object its creating effect
        names ("exile another target permanent; return that card at the
        beginning of the next end step" tracks the target), not to the object
        that triggered the creating ability (``trigger_object``: its "it",
        else its first object target)."""
        return named

    def left_source_counters(self, last_known: dict[str, int] | None,
                             card_now: dict[str, int]) -> dict[str, int] | None:
        """CR 603.10a, 603.4, 608.2h: once the source of a leaves-the-battlefield
        trigger has left, a condition about its counters reads it as it last
        existed on the battlefield (``last_known``), never the new object its
        card became (``card_now``: a card in a graveyard has no counters), both
        when the trigger event happens and again on resolution."""
        return last_known

    def condition_reads_last_known(self) -> bool:
        """CR 603.4 with 603.10a and 608.2h: an intervening "if" about the
        source ("if it had no +1/+1 counters on it") reads the source as it last
        existed once it has left, both when the event happens and on resolution."""
        return True

    def reflexive_triggers(self, did: bool) -> bool:
        """CR 603.12: a reflexive trigger ("when you do") triggers only if the
        action it waits for was taken during the resolution that created it."""
        return did

    def repeated_payment_reflexive_instances(self, times: int) -> int:
        """CR 603.12a: a reflexive trigger waiting on a cost that may be paid
        any number of times triggers once if it was paid at least once,
        however many times, and not at all if it was never paid."""
        return 1 if times else 0

    def unblocked_attack_triggers(self, blocked: bool) -> bool:
        """CR 509.3g: "attacks and isn't blocked" triggers in the declare
        blockers step for an attacker no blocker was declared for."""
        return not blocked

    def game_start_first_player(self, starting: PlayerId, order: tuple[PlayerId, ...]) -> PlayerId:
        """CR 101.4e, 103.6: while the game starts, the starting player counts
        as the active player, so they take their opening-hand actions first;
        the others follow in turn order from them."""
        return starting

    def next_chooser(self, outstanding: tuple[PlayerId, ...], last: PlayerId | None,
                     apnap: tuple[PlayerId, ...]) -> PlayerId:
        """CR 101.4, 101.4d: of the players who still owe a choice, the
        earliest in APNAP order chooses next, even when the last chooser's
        answer made an earlier player choose again."""
        return next(p for p in apnap if p in outstanding)

    def leaver_control_effect_ends(self) -> bool:
        """CR 800.4a: when a player leaves the game, the effects giving them
        control of permanents end, so such a permanent goes back to the
        controller the remaining effects (or its arrival) give it, instead of
        being exiled with what the player still controls."""
        return True

    def leaver_spells_leave_stack(self) -> bool:
        """CR 800.4a: a leaving player's spells leave the stack with their
        cards; they never resolve."""
        return True

    def left_game_triggers_leaves(self, phased_out: bool) -> bool:
        """CR 603.6c: a phased-in permanent that leaves the game because its
        owner left leaves the battlefield, so its leaves-the-battlefield
        abilities trigger (looking back, CR 603.10a); a phased-out one does not."""
        return not phased_out

    def creature_sba_rule(self, toughness: int, damage: int, indestructible: bool) -> str | None:
        """CR 704.5f, 704.5g, 702.12b: a creature with toughness 0 or less is put
        into its owner's graveyard, indestructible or not; one with lethal
        damage marked on it is destroyed, unless it is indestructible."""
        if toughness <= 0:
            return "704.5f"
        if damage >= toughness and not indestructible:
            return "704.5g"
        return None

    def cleanup_removes_damage(self) -> bool:
        """CR 514.2: in the cleanup step all marked damage is removed from permanents."""
        return True

    def cleanup_ends_pumps(self) -> bool:
        """CR 514.2: in the cleanup step "until end of turn" effects end,
        simultaneously with the removal of damage."""
        return True

    def damage_occurrence_per_hit(self) -> bool:
        """CR 603.2c, 120.3: damage dealt simultaneously is one event, so a
        permanent dealt damage by several sources at once is dealt damage
        once ("is dealt damage" triggers once), and a source dealing damage to
        several recipients at once deals damage once ("deals damage" triggers
        once)."""
        return False

    def prevent_all_limit(self) -> int | None:
        """CR 615.1, 615.7: a "prevent all damage" effect has no amount: each
        time damage it covers would be dealt, it prevents all of it, for as
        long as it lasts. None means no limit; a number would cap what it
        prevents of one hit."""
        return None

    def prevention_applications(self, prevented: list[tuple[int, str]]) -> list[list[int]]:
        """CR 615.13: the ``damage_prevented`` events of one batch of
        simultaneous damage, as (seq, preventing effect), grouped into the
        occurrences of "damage is prevented" triggers: one per prevention
        effect applied to the batch, however many sources and recipients it
        covered. Each group names its events in History order."""
        groups: dict[str, list[int]] = {}
        for seq, effect in prevented:
            groups.setdefault(effect, []).append(seq)
        return list(groups.values())

    def sweep_covers_later_arrivals(self) -> bool:
        """CR 611.2c: "all creatures get -N/-N until end of turn" affects only
        the creatures on the battlefield as it resolves; one that arrives later
        that turn is not affected."""
        return False

    # -- tokens (CR 111, 603.6a, 704.5d, 707.2) --------------------------

    def created_tokens_seen(self, created: int) -> int:
        """CR 603.6a: tokens created at once all enter in one event, and each
        of them is an occurrence "whenever a creature enters" abilities see."""
        return created

    def token_may_move(self, zone: Zone) -> bool:
        """CR 111.8: a token that has left the battlefield can't move to
        another zone or come back onto the battlefield; it stays where it is."""
        return zone is Zone.BATTLEFIELD

    def token_leaves_by_zone_change(self) -> bool:
        """CR 111.7, 704.5d, 700.4: a token leaving the battlefield goes to its
        new zone like any permanent (so its dies and leaves abilities trigger),
        and ceases to exist only at the next state-based action check."""
        return True

    def token_ceases_to_exist(self, zone: Zone) -> bool:
        """CR 704.5d: a token in a zone other than the battlefield ceases to exist."""
        return zone is not Zone.BATTLEFIELD

    def copiable_abilities(self, abilities: tuple[Ability, ...]) -> tuple[Ability, ...]:
        """CR 707.2: a copy has every ability the original prints, triggered
        abilities included."""
        return abilities

    # -- resolution (CR 608.2c) ------------------------------------------

    def instruction_life_change(self, amount: int) -> int:
        """CR 608.2c: an instruction to gain or lose N life, followed as the
        spell or ability resolves, changes the player's life total by N."""
        return amount

    def instruction_deals_damage(self, to_player: bool) -> bool:
        """CR 608.2c, 120.3: an instruction that a source deals damage to a
        player or a permanent is followed: the damage is dealt (or prevented)."""
        return True

    def each_damage_recipients(self, matched: list[ObjectId]) -> list[ObjectId]:
        """CR 608.2c, 120.3: "N damage to each creature" is dealt to every
        permanent the instruction matches as it happens, not to some of them."""
        return matched

    def instruction_creates_tokens(self, amount: int) -> int:
        """CR 608.2c, 111.1: an instruction to create N tokens, followed as the
        spell or ability resolves, puts N tokens onto the battlefield."""
        return amount

    def instruction_moves_object(self, targeted: bool) -> bool:
        """CR 608.2c: an instruction to destroy, exile or return an
        object, followed as the spell or ability resolves, moves the object it
        names, a target it names included."""
        return True

    def control_goes_to(self, player: PlayerId, owner: PlayerId) -> PlayerId:
        """CR 608.2c, 613.1b: "gain control" gives the permanent to the player
        the instruction names (its controller's), not back to its owner."""
        return player

    def divided_counters(self, shares: tuple[int, ...]) -> tuple[int, ...]:
        """CR 601.2d, 608.2c: counters divided among targets as the spell was
        cast are put on each target that is still legal, its announced share."""
        return shares

    def unless_life_paid(self, life: int) -> bool:
        """CR 118.12, 119.4: a player who pays "unless [they pay] N life" as
        the ability resolves loses those N life."""
        return True

    def repeated_payments_made(self, asked: int) -> int:
        """CR 603.12a: a player who may pay a cost any number of times pays
        it as many times as they choose, for as long as they can."""
        return asked

    def generic_after_modifiers(self, generic: int, increase: int, reductions: tuple[int, ...]) -> int:
        """CR 601.2f: the total cost is the cost plus every increase, less
        every reduction; reductions lower its generic part, which can reach
        {0} but no lower. The floor holds for the sum, not for each reduction."""
        return max(0, generic + increase - sum(reductions))

    def increase_applies(self, applies: bool) -> bool:
        """CR 601.2f: a cost increase applies only to the spells it names
        ("noncreature spells"): ``applies`` says whether this spell is one."""
        return applies

    def mana_value_for_minimum(self, value: int, x_mana: int) -> int:
        """CR 601.2f: a minimum total cost compares the total's mana value,
        X counted as announced (``x_mana`` of it), to the minimum."""
        return value

    def phyrexian_paid_with_life(self, announced: bool, pool_holds_colour: bool) -> bool:
        """CR 107.4f, 601.2b: a Phyrexian symbol is paid with 2 life exactly
        when its payer announced so, whatever mana the pool holds."""
        return announced

    def phyrexian_life_in_minimum(self, paid_with_life: int) -> int:
        """CR 601.2b, 601.2f: a Phyrexian symbol announced as paid with 2 life
        is life, not mana, in the total cost, so a minimum total cost counts
        none of them."""
        return 0

    def convoke_tap_occurrences(self) -> int:
        """CR 702.51a, 603.2e: a creature tapped for convoke becomes tapped
        once: one occurrence, each matching ability triggering once."""
        return 1

    def generic_mana_taken(self, generic: int) -> int:
        """CR 601.2h, 106.4: paying a cost's generic part takes that much
        mana out of the pool; what is left is what the pool held less that."""
        return generic

    def mass_return_together(self) -> bool:
        """CR 603.6a, 608.2c: "return all ... cards from your graveyard to the
        battlefield" moves them in one event: they enter at once, and each
        one's enters abilities see every other arrival."""
        return True

    def ability_countered(self, kind: str) -> bool:
        """CR 701.6a, 113.3b-c: "counter target activated or triggered ability"
        counters an activated (``kind`` ``activated``) and a triggered
        (``triggered``) ability alike: it leaves the stack and never resolves.
        An ability on the stack is no spell, so nothing that makes spells
        uncounterable protects it."""
        return True

    def ability_countered_instead(self, aimed: ObjectId, topmost_of_its_source: ObjectId) -> ObjectId:
        """CR 701.6a, 115.1: the ability countered is the one targeted, even
        when another ability of the same source sits above it on the stack."""
        return aimed

    def returned_spell_leaves_stack(self) -> bool:
        """CR 400.7, 701.6a: "return target spell to its owner's hand" moves
        the spell's card from the stack to the hand: the spell is gone from
        the stack and never resolves. It is not countered."""
        return True

    def copy_chooses_new_targets(self, wanted: bool) -> bool:
        """CR 707.10c: "you may choose new targets for the copy": the copy gets
        new targets when its controller wants them (``wanted``), else it keeps
        the original's."""
        return wanted

    def copied_spell_is_cast(self) -> bool:
        """CR 707.10, 601.2i: a copy of a spell is put on the stack, not cast,
        so "whenever you cast" abilities don't trigger for it."""
        return False

    def permanent_copy_becomes_token(self) -> bool:
        """CR 608.3f, 111.12: a copy of a permanent spell becomes a token as it
        resolves onto the battlefield, so it ceases to exist once it leaves
        (CR 704.5d); it is not created."""
        return True

    def permanent_copy_is_created(self) -> bool:
        """CR 111.12: the token a permanent spell's copy becomes as it resolves
        is not created: it enters by a zone change, and "whenever you create a
        token" abilities and effects don't see it."""
        return False

    def removed_from_combat(self, why: str) -> bool:
        """CR 506.4: a permanent whose controller changes (``control``), that
        phases out (``phased_out``) or that stops being a creature
        (``not_a_creature``) is removed from combat."""
        return True

    def first_draw_skipped(self, players: int) -> bool:
        """CR 103.8a, 103.8c: the player who takes the first turn skips its
        draw step in a two-player game, and in no game with more players."""
        return players == 2

    # -- counters (CR 122, 614.1c, 704.5q) -----------------------------------

    def counters_annihilated(self, plus: int, minus: int) -> int:
        """CR 704.5q: a permanent with both +1/+1 and -1/-1 counters on it
        loses as many of each as the smaller of the two counts."""
        return min(plus, minus)

    def entering_counters_are_put(self) -> bool:
        """CR 614.1c, 122.6: the counters a permanent enters with are put on
        it as it enters, so abilities that trigger when counters are put on a
        permanent see them."""
        return True

    def counters_removed(self, asked: int, present: int) -> int:
        """CR 608.2c: "remove N counters" removes N of them, or all there are
        if there are fewer."""
        return min(asked, present)

    def added_counters_add_up(self) -> bool:
        """CR 122.1: counters put on a permanent that already has some of that
        kind add to them."""
        return True

    def counter_put_instances(self, counters: int) -> int:
        """CR 603.2c, 122.6: "whenever a counter is put on" triggers once for
        each counter put on the permanent by one event."""
        return counters

    def entering_counters_with_arrival(self) -> bool:
        """CR 614.1c: "enters with N counters" modifies the entering event, so
        the permanent has them as it arrives, before any state-based action
        could see it without them."""
        return True

    # -- costs, reversals and replacements (CR 601.2h, 614.6, 733.1) ---------

    def tap_cost_taps_source(self) -> bool:
        """CR 602.1a, 601.2h: an activation cost that includes {T} is paid by
        tapping the permanent whose ability it is."""
        return True

    def attempt_first_event(self, next_seq: int) -> int:
        """CR 733.1: an attempt reversed as a whole undoes its own events, the
        first of which is the next event after the attempt began."""
        return next_seq

    def replaced_move_names_replacement(self) -> bool:
        """CR 614.6: the move that happens instead of a replaced one ("exile it
        instead") is the replacement's outcome, and names it among its causes."""
        return True

    def created_tokens_share_batch(self) -> bool:
        """CR 111.1: the tokens one instruction creates enter the battlefield
        together, one simultaneous batch of events."""
        return True

    def tapped_together(self) -> bool:
        """CR 603.2e: the permanents one instruction taps become tapped at
        once, one simultaneous batch of events."""
        return True

    def phased_out_together(self) -> bool:
        """CR 702.26a: the permanents one instruction phases out phase out at
        once, one simultaneous batch of events."""
        return True

    def phases_out_all(self) -> bool:
        """CR 608.2c, 702.26a: "all creatures phase out" phases out every
        permanent it names, not one chosen among them."""
        return True

    def phase_in_by_controller(self) -> bool:
        """CR 502.1, 702.26a: a phased-out permanent phases in during its
        controller's untap step, not during another player's."""
        return True

    def enters_tapped_applies(self, applies: bool) -> bool:
        """CR 110.5b, 614.1d: a permanent enters tapped only if an "enters
        tapped" effect applies to it; otherwise it enters untapped."""
        return applies

    def created_replacement_ends(self, kind: ContinuousKind) -> bool:
        """CR 611.2a, 514.2: a replacement or prevention effect a resolving
        spell or ability created "this turn" ends in the cleanup step."""
        return True

    def created_shield_covers_card(self, same_card: bool) -> bool:
        """CR 400.7, 615.7: a shield a resolution put on a permanent ("prevent
        the next 3 damage that would be dealt to target creature this turn")
        does not cover the card once it has left and come back as a new
        object, even when it is the same card (``same_card``)."""
        return False

    def replacement_chooser(self, affected_controller: PlayerId, active: PlayerId) -> PlayerId:
        """CR 616.1: when several replacement effects would modify one event
        to a permanent, its controller chooses which applies first."""
        return affected_controller

    def regeneration_chosen_first(self, answer: bool) -> bool:
        """CR 616.1, 616.1f: the chooser's answer decides whether the
        regeneration or the "exile it instead" applies first."""
        return answer

    def prevention_chosen_first(self, answer: bool) -> bool:
        """CR 616.1, 616.1f: the answer of the player dealt damage decides
        whether the prevention effects or the damage-doubling replacement
        effects change the damage event first."""
        return answer

    def damage_seen_by_next_effect(self, modified: int, original: int) -> int:
        """CR 616.1f: once an effect has changed a damage event, the next
        one applies to the event as changed (``modified``), never as it was
        first (``original``); all of it prevented, nothing is left to change."""
        return modified
    def chosen_type_read(self, chosen: str | None) -> str | None:
        """CR 614.12a, 603.2: a trigger condition "of the chosen type" reads
        the creature type its source chose as it entered (``chosen``)."""
        return chosen

    def anthem_chosen_type(self, chosen: str | None) -> str | None:
        """CR 614.12a, 613.4c: an anthem "creatures you control of the chosen
        type get +N/+M" reads the creature type its source chose as it
        entered (``chosen``), every time characteristics are computed."""
        return chosen

    def mana_spent_kept(self, spent: str) -> str:
        """CR 601.2h, 603.4: the permanent a spell becomes keeps what mana was
        spent to cast it (``spent``), which "if ... mana was spent to cast it"
        reads as it enters and as its ability resolves."""
        return spent

    def chooses_again_on_entering(self) -> bool:
        """CR 400.7, 614.12a: a permanent that chose as it entered and comes
        back after a zone change is a new object, which makes its own choice
        as it enters; it keeps nothing of the earlier one."""
        return True

    def one_object_death_replaced(self, how: ZoneChangeCause) -> bool:
        """CR 614.1a, 700.4: "if that creature would die this turn, exile it
        instead" replaces its death however it would die: lethal damage, a
        destroy effect, a toughness of 0 or less, a sacrifice."""
        return True

    # -- turn structure (CR 500.1) ---------------------------------------------

    def step_after(self, step: Step, following: Step) -> Step:
        """CR 500.1: after a step comes ``following``, the next step of the
        turn's order (or the one the rules skip to)."""
        return following

    def turn_rotation(self, seats: list[PlayerId], left_game: frozenset[PlayerId]) -> list[PlayerId]:
        """CR 800.4k: a player who has left the game begins no more turns.
        ``seats`` is the turn order from the active player's seat on; the
        next turn goes to the first player of the answer after the active one."""
        return [p for p in seats if p not in left_game]

    # -- planeswalkers and loyalty (CR 606, 120.3c, 704.5i) ----------------------

    def loyalty_timing_allows(self, at_sorcery_timing: bool) -> bool:
        """CR 606.3: a loyalty ability is activated only when its controller
        could cast a sorcery (own main phase, empty stack)."""
        return at_sorcery_timing

    def loyalty_activation_allows(self, of_this_permanent: int, of_this_ability: int) -> bool:
        """CR 606.3: only if none of that permanent's loyalty abilities has
        been activated this turn (``of_this_permanent``, whichever ability it
        was); ``of_this_ability`` counts only the one being activated now, which
        the limit does not look at: the count is per permanent, not per ability."""
        return of_this_permanent == 0

    def loyalty_removed_by_damage(self, damage: int) -> int:
        """CR 120.3c: damage dealt to a planeswalker removes that many loyalty counters."""
        return damage

    def loyalty_sba_applies(self, loyalty: int) -> bool:
        """CR 704.5i: a planeswalker with 0 loyalty goes to its owner's graveyard."""
        return loyalty <= 0
