"""A mutant whose equip ability can't move an Equipment off the creature it equips (CR 701.3a, 702.6a)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("equipment-stays-on-its-creature", rules=("701.3a", "702.6a"),
        killed_by=("equip-moves-the-equipment-onto-its-target",),
        report="phase.rs issue #4753 (https://github.com/phase-rs/phase/issues/4753): a Bonesplitter equipped "
               "to Gray Merchant of Asphodel could not be moved to another creature")
class EquipmentStaysOnItsCreature(Rules):
    """An equip ability attaches an unattached Equipment, but one that already
    equips a creature stays where it is: the ability resolves and does nothing."""

    def attachment_moves(self, attached_elsewhere: bool) -> bool:
        return not attached_elsewhere
