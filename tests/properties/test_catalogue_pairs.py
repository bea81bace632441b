"""Every property has a hand-built example where it passes and one where it fails."""
from __future__ import annotations

from properties.registry import all_properties
import test_activation_limit_checks
import test_announcing
import test_apnap_choice_checks
import test_casting
import test_combat_status
import test_conditions
import test_delayed_origin_checks
import test_found_again_checks
import test_game_start_checks
import test_general
import test_leaving_checks
import test_look_back_more
import test_mana_reentry_checks
import test_mana_trigger_checks
import test_once_each_turn_checks
import test_reflexive_checks
import test_repeated_payment_checks
import test_refusal_checks
import test_stacking
import test_targets
import test_unblocked_checks
import test_zone_trigger_checks

PAIRED_ELSEWHERE = {
    "history-deterministic": "test_general.test_determinism_and_differential_pairs",
    "agrees-with-reference": "test_general.test_determinism_and_differential_pairs",
    "hidden-zones-do-not-trigger": "test_zone_trigger_checks.test_hidden_zone_pair",
}


def test_every_property_has_a_pass_and_a_fail_example() -> None:
    paired = set(PAIRED_ELSEWHERE)
    for module in (test_activation_limit_checks, test_announcing, test_apnap_choice_checks, test_casting,
                   test_combat_status, test_conditions, test_delayed_origin_checks, test_found_again_checks,
                   test_game_start_checks,
                   test_general, test_leaving_checks, test_look_back_more, test_mana_reentry_checks, test_mana_trigger_checks,
                   test_once_each_turn_checks, test_reflexive_checks, test_repeated_payment_checks,
                   test_refusal_checks,
                   test_stacking, test_targets, test_unblocked_checks,
                   test_zone_trigger_checks):
        paired |= set(module.PAIRS)
    missing = sorted(r.id for r in all_properties() if r.id not in paired)
    assert missing == []
    assert paired <= {r.id for r in all_properties()}
