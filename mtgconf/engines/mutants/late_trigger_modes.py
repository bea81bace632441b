"""A mutant that leaves an untargeted modal trigger's modes to its resolution (CR 603.3c)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("untargeted-trigger-modes-on-resolution", rules=("603.3c", "700.2"),
        killed_by=("chosen-modes-are-kept",),
        report="argentum-engine pull request #1684 (https://github.com/wingedsheep/argentum-engine/pull/1684): "
               "every modal triggered ability whose modes do not target (Felidar Retreat, Manifold Mouse, ...) "
               "had its mode picked at resolution, not as it was put on the stack; the gate was whether some "
               "mode targets")
class UntargetedTriggerModesOnResolution(Rules):
    """A modal triggered ability none of whose modes targets goes on the stack
    with no mode announced; its modes are chosen only as it resolves."""

    def trigger_modes_announced(self, any_mode_targets: bool) -> bool:
        return any_mode_targets
