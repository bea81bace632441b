"""A mutant that applies two replacement effects in its own fixed order (CR 616.1)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("replacement-order-fixed", rules=("616.1", "616.1f"),
        killed_by=("replacement-order-chosen-by-controller",),
        report="Forge issue #2307 (https://github.com/Card-Forge/forge/issues/2307): when several "
               "replacement effects applied to a board wipe, the game chose their order instead of "
               "the affected player; XMage issue #6298 (https://github.com/magefree/mage/issues/6298): "
               "code meant for convenience kept the player from choosing which replacement effect applied")
class ReplacementOrderFixed(Rules):
    """A permanent both a regeneration shield and an "exile it instead" effect
    would save from a destruction always regenerates: the engine applies the
    regeneration first, whatever its controller chose."""

    def regeneration_chosen_first(self, answer: bool) -> bool:
        return True
