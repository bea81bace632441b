"""A mutant whose "of the chosen type" trigger conditions never see the
creature type their permanent chose as it entered (CR 614.12a, 603.2)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("chosen-type-trigger-never-fires", rules=("614.12a", "603.2"),
        killed_by=("entering-choice-made-as-it-enters",),
        report="phase.rs issue #6918 (https://github.com/phase-rs/phase/issues/6918): Door of Destinies, "
               "with Elf chosen as it entered and the choice kept on the object, got no charge counter when "
               "Elf spells were cast: its \"whenever you cast a spell of the chosen type\" trigger never fired")
class ChosenTypeTriggerNeverFires(Rules):
    """The choice is made and recorded as the permanent enters, but its triggered abilities
    that name "the chosen type" read no choice, so they never trigger."""

    def chosen_type_read(self, chosen: str | None) -> str | None:
        return None
