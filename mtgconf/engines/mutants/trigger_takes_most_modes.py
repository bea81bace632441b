"""A mutant whose modal triggers can't choose fewer than the most modes (CR 700.2, 603.3c)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("trigger-takes-most-modes", rules=("603.3c", "700.2"),
        killed_by=("modal-trigger-takes-a-legal-mode",),
        report="XMage issue #3859 (https://github.com/magefree/mage/issues/3859): a \"choose one or more\" "
               "modal triggered ability (Vindictive Lich) would not let its controller choose fewer than all "
               "three modes, unlike a spell such as Clan Defiance")
class TriggerTakesMostModes(Rules):
    """A modal triggered ability that says "choose one or more" must take as
    many modes as it allows: a preference for fewer is ignored, and with no
    preference it takes every legal mode."""

    def fewest_modes(self, least: int, most: int) -> int:
        return most
