"""What the python-mtg adapter declares it can play and report.

An event kind is listed only when the adapter observes it in python-mtg's
state; docs/engines/python-mtg.md says what is left out and why.
"""
from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

from mtgconf.adapters.protocol import Capabilities

ACTIONS = ("pass", "resolve_top", "resolve_all", "advance_to", "cast", "play_land",
           "declare_attackers", "declare_blockers")
EVENTS = ("zone_change", "tapped", "untapped", "life", "draw", "step_begin", "triggered", "cast",
          "illegal_action", "attackers_declared", "blockers_declared", "priority", "pass", "put_on_stack",
          "resolving", "resolved")
# put_on_stack is declared though python-mtg never makes one: it applies
# triggered abilities at once, and an event the engine never makes is
# reported faithfully by its absence (docs/engines.md, "Unsupported").
# resolving and resolved: driver._resolve_top resolves one object per call.
# Tags of the property registry. stack and priority are declared: python-mtg
# gives priority (its decisions and response windows) and never stacks a
# trigger, which the stack properties judge. Left out: apnap, choices (no
# trigger order to observe in python-mtg), targets of triggered
# abilities, continuous, replacement, prevention, control, sba, modes,
# multiplayer (two players only), damage (not observable as damage), tapped
# (no phrase for another permanent becoming tapped), optional and state-trigger
# (no rows for them), differential (no stack to compare),
# refusal-codes (refusals carry no code), game-start (states are laid out mid-game),
# entering-combat (no effect row puts a creature onto the battlefield attacking or blocking).
FEATURES = ("stack", "priority", "resolution", "look-back", "trigger-count", "zone-change", "simultaneous", "dies", "casting", "steps",
            "enters", "hidden-zones", "determinism", "format", "combat", "blocks", "intervening-if")
# intervening-if: the condition goes in the condition column of the effect
# rows, as python-mtg's own cards carry it; what the engine then does is seen
# through _apply_effects like any other trigger.


def capabilities() -> Capabilities:
    return Capabilities(name="python-mtg", version=_version(), features=FEATURES, actions=ACTIONS,
                        events=EVENTS)


def _version() -> str:
    try:
        return f"python-mtg {version('python-mtg')}"
    except PackageNotFoundError:
        return "python-mtg (not installed)"
