"""Which mutant each property must kill, and the properties no mutant kills yet.

Every registered property has an entry in one of the two maps; the quality
tests check that each ``KILLERS`` pair fails with a small counterexample.
"""
from __future__ import annotations

KILLERS: dict[str, str] = {
    "additional-trigger-once-per-effect": "double-trigger",
    "agrees-with-reference": "double-trigger",
    "all-targets-illegal-does-not-resolve": "fizzle-resolves",
    "apnap-stacking-order": "apnap-reversed",
    "becomes-blocked-by-a-creature-per-blocker": "blocked-by-once",
    "becomes-blocked-triggers-once": "double-trigger",
    "becomes-tapped-needs-a-change": "double-trigger",
    "beginning-of-step-triggers": "double-trigger",
    "blocks-a-creature-triggers-per-attacker": "double-trigger",
    "blocks-triggers-once-per-combat": "blocks-per-attacker",
    "damage-triggers-match-dealt-damage": "double-trigger",
    "delayed-trigger-controller-is-creator": "delayed-controlled-by-source",
    "delayed-trigger-fires-once": "delayed-fires-twice",
    "dies-means-battlefield-to-graveyard": "exiled-instead-still-dies",
    "enters-triggers-see-arrival": "enters-before-effects",
    "hidden-zones-do-not-trigger": "hidden-zones-trigger",
    "history-deterministic": "varies-between-runs",
    "intervening-if-checked-at-event": "if-only-on-resolution",
    "intervening-if-rechecked-on-resolution": "if-only-at-event",
    "leaves-triggers-look-back": "no-look-back",
    "lose-control-looks-back": "no-look-back",
    "mana-abilities-skip-the-stack": "mana-ability-on-stack",
    "mana-abilities-then-full-payment": "cost-not-locked",
    "may-and-unless-decided-on-resolution": "may-decided-on-stack",
    "modal-trigger-takes-a-legal-mode": "illegal-mode-allowed",
    "once-each-turn-stops-after-the-action": "double-trigger",
    "reflexive-trigger-follows-the-action": "reflexive-without-doing",
    "unblocked-attack-triggers": "unblocked-ignores-blocks",
    "phase-out-triggers-look-back": "no-phase-out-look-back",
    "player-loses-triggers": "double-trigger",
    "prevented-events-trigger-nothing": "prevented-damage-triggers",
    "rolled-back-actions-trigger-nothing": "rollback-keeps-triggers",
    "sba-before-triggers-and-priority": "triggers-before-sba",
    "state-trigger-does-not-refire-while-pending": "state-trigger-retriggers",
    "state-trigger-fires-when-state-holds": "state-trigger-never-triggers",
    "total-cost-locked-in": "cost-not-locked",
    "trigger-controller-is-source-controller": "trigger-controlled-by-current-controller",
    "trigger-once-per-occurrence": "double-trigger",
    "trigger-without-legal-target-is-removed": "targetless-trigger-stays",
    "triggers-stacked-once-before-priority": "apnap-skips-others",
    "unattach-triggers-look-back": "no-unattach-look-back",
    "attacker-stays-blocked": "attacker-unblocked-when-blockers-leave",
    "own-triggers-ordered-by-choice": "own-trigger-order-ignored",
    "history-well-formed": "zone-change-keeps-id",
    "zone-change-it-is-the-new-object": "it-follows-the-card",
    "ability-independent-of-source": "fizzle-is-countered",
    "activation-by-controller": "anyone-activates",
    "activation-limit-per-turn": "activation-limit-ignored",
    "announced-choices-are-kept": "kicker-forgotten",
    "busy-cleanup-gives-priority-and-repeats": "busy-cleanup-skipped",
    "cant-activate-does-not-stop-triggers": "double-trigger",
    "cast-completes-or-rolls-back": "illegal-cast-left-half-done",
    "cast-moves-card-then-pays-then-casts": "cast-before-paying",
    "cast-targets-are-legal": "illegal-target-accepted",
    "caster-gets-priority-back": "priority-passes-after-casting",
    "division-gives-each-target-a-share": "division-unchecked",
    "priority-returns-after-rollback": "priority-passes-after-rollback",
    "prohibited-activation-never-happens": "cant-activate-ignored",
    "sorcery-speed-activation": "sorcery-ability-any-time",
    "delayed-trigger-sees-only-later-events": "delayed-sees-its-begun-step",
    "counted-delayed-trigger-made-once": "counted-delayed-made-each-time",
    "permitted-action-delayed-trigger-belongs-to-the-permanent": "permitted-delayed-controlled-by-actor",
    "replacement-delayed-trigger-belongs-to-its-static": "replacement-delayed-controlled-by-owner",
    "countered-triggers-only-on-counter": "fizzle-is-countered",
}

_NO_DECISION = "no Rules method decides this; a mutant needs a new decision hook"
_NOT_GENERATED = "a Rules method exists, but no family yet produces the situation that tells it apart"

NOT_YET_KILLED: dict[str, str] = {
}
