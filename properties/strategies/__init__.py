"""Hypothesis strategies producing valid Scenarios, grouped by mechanism family.

``FAMILIES`` names one strategy per mechanism family; ``scenarios`` draws from
the named families (all of them when none is named); ``swarm`` draws a random
subset of families first (swarm testing), so each test case stresses a few
mechanisms hard instead of all of them a little.
"""
from __future__ import annotations

from typing import Sequence

from hypothesis import strategies as st

from reference_engine.scenario import Scenario

from properties.strategies.activation_timing import activation_timing
from properties.strategies.animated_lands import animated_lands
from properties.strategies.apnap_choices import apnap_choices
from properties.strategies.arrivals import arrivals
from properties.strategies.bans import banned_sources
from properties.strategies.cast_rollbacks import cast_rollbacks
from properties.strategies.casting import casting, modal_targets
from properties.strategies.casting_extras import limits
from properties.strategies.cleanup import cleanup
from properties.strategies.combat import blocks
from properties.strategies.conditions import intervening_if, state_triggers
from properties.strategies.continuous import continuous
from properties.strategies.cost_reductions import cost_reductions
from properties.strategies.counted_resolutions import counted_resolutions
from properties.strategies.counterspells import counterspells
from properties.strategies.damage import damage_dealt
from properties.strategies.deaths import deaths
from properties.strategies.divided import divided
from properties.strategies.extra_triggers import extra_triggers
from properties.strategies.found_again import found_again
from properties.strategies.game_start import game_start
from properties.strategies.leavers import leavers
from properties.strategies.losers import losers
from properties.strategies.lost_blockers import lost_blockers
from properties.strategies.mana_abilities import mana_abilities
from properties.strategies.mana_reentry import mana_reentry
from properties.strategies.mana_triggers import mana_triggers
from properties.strategies.moved_again import moved_again
from properties.strategies.once_each_turn import once_each_turn
from properties.strategies.permitted_actions import permitted_actions
from properties.strategies.prohibited_activations import prohibited_activations
from properties.strategies.reflexive import reflexive
from properties.strategies.refuges import refuges
from properties.strategies.repeated_payment import repeated_payment
from properties.strategies.resources import counters_life_draw
from properties.strategies.seats import control, players
from properties.strategies.sorcery_abilities import sorcery_abilities
from properties.strategies.state_actions import state_actions
from properties.strategies.status import shields, tapped
from properties.strategies.timing import delayed, steps
from properties.strategies.unblocked import unblocked
from properties.strategies.undone_costs import undone_costs
from properties.strategies.zones import hidden_zones, leave_return, simultaneous

FAMILIES: dict[str, st.SearchStrategy[Scenario]] = {
    "simultaneous": simultaneous(),
    "leave_return": leave_return(),
    "control": control(),
    "players": players(),
    "tapped": tapped(),
    "shields": shields(),
    "hidden_zones": hidden_zones(),
    "intervening_if": intervening_if(),
    "state_triggers": state_triggers(),
    "delayed": delayed(),
    "blocks": blocks(),
    "casting": casting(),
    "steps": steps(),
    "modal_targets": modal_targets(),
    "counters_life_draw": counters_life_draw(),
    "continuous": continuous(),
    "reflexive": reflexive(),
    "unblocked": unblocked(),
    "limits": limits(),
    "repeated_payment": repeated_payment(),
    "activation_timing": activation_timing(),
    "game_start": game_start(),
    "apnap_choices": apnap_choices(),
    "mana_reentry": mana_reentry(),
    "mana_triggers": mana_triggers(),
    "divided": divided(),
    "cost_reductions": cost_reductions(),
    "mana_abilities": mana_abilities(),
    "sorcery_abilities": sorcery_abilities(),
    "cast_rollbacks": cast_rollbacks(),
    "prohibited_activations": prohibited_activations(),
    "extra_triggers": extra_triggers(),
    "banned_sources": banned_sources(),
    "counterspells": counterspells(),
    "damage_dealt": damage_dealt(),
    "moved_again": moved_again(),
    "cleanup": cleanup(),
    "refuges": refuges(),
    "once_each_turn": once_each_turn(),
    "permitted_actions": permitted_actions(),
    "counted_resolutions": counted_resolutions(),
    "state_actions": state_actions(),
    "undone_costs": undone_costs(),
    "deaths": deaths(),
    "arrivals": arrivals(),
    "animated_lands": animated_lands(),
    "losers": losers(),
    "lost_blockers": lost_blockers(),
    "leavers": leavers(),
    "found_again": found_again(),
}


def scenarios(families: Sequence[str] = ()) -> st.SearchStrategy[Scenario]:
    """One of the named families' scenarios (every family when empty).

    An unknown name raises ``KeyError`` naming it, so a typo in a property's
    family list fails loudly instead of silently drawing nothing.
    """
    names = list(families) or list(FAMILIES)
    unknown = [n for n in names if n not in FAMILIES]
    if unknown:
        raise KeyError(f"unknown scenario families {unknown}; known: {sorted(FAMILIES)}")
    return st.one_of([FAMILIES[n] for n in names])


def swarm(families: Sequence[str] = ()) -> st.SearchStrategy[Scenario]:
    """Swarm testing: each test case enables a random non-empty subset of the
    families (feature flags), then draws from that subset only."""
    names = sorted(families or FAMILIES)
    subsets = st.lists(st.sampled_from(names), min_size=1, unique=True)
    return subsets.flatmap(scenarios)


__all__ = ["FAMILIES", "scenarios", "swarm"]
