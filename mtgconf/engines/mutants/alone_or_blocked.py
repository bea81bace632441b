"""Mutants of "attacks alone" (CR 506.5) and "blocks or becomes blocked"
(CR 509.3a, 509.3c) triggers."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("attacks-alone-with-company", rules=("506.5",),
        killed_by=("attacks-alone-only-when-declared-alone",),
        report="phase.rs issue #5328 (https://github.com/phase-rs/phase/issues/5328): \"attacks alone\" "
               "abilities (Agent 13, Sharon Carter; Black Widow, Double Agent) triggered when several "
               "creatures attacked in the same combat")
class AttacksAloneWithCompany(Rules):
    """Every declared attacker attacks alone, however many creatures are
    declared with it."""

    def attacks_alone(self, declared: int) -> bool:
        return declared >= 1


@mutant("blocks-or-blocked-per-pair", rules=("509.3a", "509.3c"),
        killed_by=("blocks-or-becomes-blocked-once-per-combat",),
        report="XMage issue #9347 (https://github.com/magefree/mage/issues/9347): Ferocity's \"whenever "
               "enchanted creature blocks or becomes blocked\" triggered once per blocker or per creature "
               "blocked, instead of at most once per combat")
class BlocksOrBlockedPerPair(Rules):
    """"Blocks or becomes blocked" triggers once per blocking pair: a creature
    blocking two attackers, or blocked by two creatures, triggers twice."""

    def blocks_or_blocked_occurrences(self, pairs: int) -> int:
        return pairs
