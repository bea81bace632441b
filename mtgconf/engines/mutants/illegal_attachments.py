"""A mutant whose Equipment stays attached to a permanent that stopped being a creature (CR 704.5n, 301.5c)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("equipment-stays-on-a-noncreature", rules=("704.5n", "301.5c"),
        killed_by=("illegally-attached-equipment-becomes-unattached",),
        report="phase-rs/phase issue #1776 (https://github.com/phase-rs/phase/issues/1776): an Equipment "
               "whose host became an illegal permanent for it after it was attached was never unattached by "
               "the state-based check (CR 704.5n); also argentum-engine pull request #588 "
               "(https://github.com/wingedsheep/argentum-engine/pull/588): an Equipment attached to a permanent "
               "that was no longer a creature stayed attached")
class EquipmentStaysOnANoncreature(Rules):
    """An Equipment attached to a permanent that is no longer a creature (an
    animated land whose animation ended) stays attached to it: no
    state-based action unattaches it."""

    def equipment_stays_attached(self, host_is_creature: bool) -> bool:
        return True
