"""A mutant whose "enters tapped" abilities ignore how the permanent entered (CR 614.1c)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("enters-tapped-qualifier-ignored", rules=("603.6a", "614.1c"),
        killed_by=("enters-triggers-see-arrival",),
        report="phase.rs issue #75 (https://github.com/phase-rs/phase/issues/75): Amulet of Vigor "
               "triggered on every permanent that entered, not only on those that entered tapped")
class EntersTappedQualifierIgnored(Rules):
    """"Whenever a permanent enters tapped" (or "untapped") triggers for every
    permanent that enters, in whatever state."""

    def enters_tapped_matches(self, wanted: bool, entered_tapped: bool) -> bool:
        return True
