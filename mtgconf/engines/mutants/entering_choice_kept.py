"""A mutant whose permanent, back on the battlefield after a zone change,
keeps the creature type its earlier object chose instead of choosing again
(CR 400.7, 614.12a)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("entering-choice-kept-after-zone-change", rules=("400.7", "614.12a"),
        killed_by=("entering-choice-made-as-it-enters",),
        report="phase.rs issue #5051 (https://github.com/phase-rs/phase/issues/5051): a creature type chosen "
               "for an object stayed on the card after it changed zones, so the new object skipped the "
               "creature-type prompt and silently reused the stale type (CR 400.7); XMage issue #4041 "
               "(https://github.com/magefree/mage/issues/4041) is the same shape, a Clone of Metallic Mimic "
               "entering with the copied permanent's chosen type instead of choosing")
class EnteringChoiceKept(Rules):
    """A permanent that chose a creature type and re-enters the battlefield (flickered,
    returned) makes no new choice: the new object reads the old object's type."""

    def chooses_again_on_entering(self) -> bool:
        return False
