"""A mutant whose Equipment stays attached to a permanent that stopped being a creature (CR 704.5n, 301.5c)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("equipment-stays-on-a-noncreature", rules=("704.5n", "301.5c"),
        killed_by=("illegally-attached-equipment-becomes-unattached",),
        report="argentum-engine pull request #588 (https://github.com/wingedsheep/argentum-engine/pull/588): "
               "its state-based check unattached an Equipment that became a creature, but not one attached to "
               "a permanent that was no longer a legal creature, which stayed attached")
class EquipmentStaysOnANoncreature(Rules):
    """An Equipment attached to a permanent that is no longer a creature (an
    animated land whose animation ended) stays attached to it: no
    state-based action unattaches it."""

    def equipment_stays_attached(self, host_is_creature: bool) -> bool:
        return True
