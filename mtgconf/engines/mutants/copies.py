"""Mutants of copies on the stack (CR 707.10, 707.10c), each modelled on a
reported engine bug."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("spell-copy-is-cast", rules=("707.10", "601.2i"), killed_by=("spell-copies-are-not-cast",),
        report="phase.rs issue #8838 (https://github.com/phase-rs/phase/issues/8838): a copied instant "
               "or sorcery was collected as a spell event twice, so abilities that watch spells being "
               "cast or copied triggered for the copy once more than they should")
class SpellCopyIsCast(Rules):
    """A copy of a spell is treated as cast as it is put on the stack:
    "whenever you cast" abilities trigger for it, naming its ``put_on_stack``."""

    def copied_spell_is_cast(self) -> bool:
        return True


@mutant("copy-keeps-original-targets", rules=("707.10c",), killed_by=("copied-ability-resolves-once-more",),
        report="Forge issue #5340 (https://github.com/Card-Forge/forge/issues/5340): copying a triggered "
               "ability with Ulalek, Fused Atrocity never let its controller choose new targets, though "
               "the card says they may: the copies kept the targets chosen for the original")
class CopyKeepsOriginalTargets(Rules):
    """"You may choose new targets for the copy" is ignored: every copy keeps
    the original's targets, whatever its controller wants."""

    def copy_chooses_new_targets(self, wanted: bool) -> bool:
        return False
