"""A mutant whose "creatures you control of the chosen type get +N/+M"
anthems never see the creature type their permanent chose as it entered
(CR 614.12a, 613.4c)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("chosen-type-anthem-boosts-nothing", rules=("614.12a", "613.4c"),
        killed_by=("entering-choice-made-as-it-enters",),
        report="phase.rs issue #1653 (https://github.com/phase-rs/phase/issues/1653): with Human chosen as "
               "Morophon, the Boundless entered, a Human Warrior the player controlled stayed at its printed "
               "4/3: \"other creatures you control of the chosen type get +1/+1\" was evaluated without the "
               "choice stored on the permanent")
class ChosenTypeAnthemBoostsNothing(Rules):
    """The choice is made and recorded as the permanent enters, but its anthem "creatures you
    control of the chosen type get +N/+M" reads no choice, so it gives no creature anything."""

    def anthem_chosen_type(self, chosen: str | None) -> str | None:
        return None
