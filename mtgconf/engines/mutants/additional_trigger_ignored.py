"""A mutant that ignores "triggers an additional time" effects (CR 603.2d)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("additional-trigger-ignored", rules=("603.2d",),
        killed_by=("additional-trigger-once-per-effect",),
        report="XMage issue #5434 (https://github.com/magefree/mage/issues/5434): with Panharmonicon on "
               "the battlefield, Angel of Serenity's enters trigger triggered only once; issue #13455 "
               "(Ingenious Artillerist, open) shows the same gap more widely")
class AdditionalTriggerIgnored(Rules):
    """An ability triggers once per occurrence even when an effect says it triggers an
    additional time."""

    def instances_per_occurrence(self, extra_effects: int) -> int:
        return super().instances_per_occurrence(0)
