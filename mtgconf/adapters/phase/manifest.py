"""What the phase adapter declares it can play and report.

An event kind is listed only when phase exposes it; see docs/engines/phase.md
for what is left out and why.
"""
from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

from mtgconf.adapters.protocol import Capabilities

ACTIONS = ("pass", "resolve_top", "resolve_all", "advance_to", "cast", "play_land",
           "declare_attackers", "declare_blockers", "activate")
EVENTS = ("zone_change", "damage", "tapped", "life", "draw", "step_begin", "triggered", "loop_limit",
          "put_on_stack", "resolving", "resolved", "choice", "cast", "illegal_action",
          "priority", "pass", "attackers_declared", "blockers_declared", "untapped", "control_change",
          "player_lost", "removed_from_stack", "activated",
          "mana_added", "discard",
          "delayed_created", "damage_prevented",
          "replaced", "phased_out", "phased_in", "token_created", "counters",
          "pt_modified", "wore_off", "sba", "ceased_to_exist", "cost_locked", "cost_paid", "attached",
          "unattached")
# Tags of the property registry. Left out (docs/engines/phase.md, "Not
# declared"): differential, game-start (games are laid out already under way), and the
# payment, attachment, special-action and mana-trigger tags. Counters are
# checked against phase's state after every engine call (counters.py); "until
# end of turn" changes and their end in cleanup are read from it (pt.py), and
# so is the rule of each state-based action phase performs (sba.py); phase's
# refusal messages give each illegal action its code (refusals.py).
FEATURES = ("look-back", "trigger-count", "targets", "priority", "apnap", "zone-change", "steps",
            "stack", "simultaneous", "enters", "dies", "damage", "choices", "casting", "hidden-zones",
            "multiplayer", "optional", "intervening-if", "tapped", "combat", "blocks", "state-trigger",
            "determinism", "format", "control", "once-each-turn", "leaving", "resolution", "costs",
            "activation", "activation-limits", "timing", "mana",
            "players", "unblocked", "reflexive", "continuous", "illegal-action", "modes", "delayed",
            "prevention", "replacement", "phasing", "entering-combat", "attack-triggers", "tokens",
            "counters", "power-toughness", "sba", "refusal-codes", "first-strike", "sacrifice", "discard", "exile", "attachments", "duration", "copies")


def capabilities() -> Capabilities:
    return Capabilities(name="phase", version=_version(), features=FEATURES, actions=ACTIONS, events=EVENTS)


def _version() -> str:
    try:
        return f"phase-python {version('phase-python')}"
    except PackageNotFoundError:
        return "phase-python (not installed)"
