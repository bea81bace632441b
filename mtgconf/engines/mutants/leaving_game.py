"""A mutant that leaves a departed player's spells on the stack (CR 800.4a)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("leaver-spells-stay-on-stack", rules=("800.4a",),
        killed_by=("leaving-player-takes-what-they-own",),
        report="XMage issue #13644 (https://github.com/magefree/mage/issues/13644): a Kodama's Reach "
               "cast by a player who then lost stayed on the stack and still resolved, though the "
               "player's objects leave the game with them")
class LeaverSpellsStayOnStack(Rules):
    """A player who leaves the game takes their spells' cards with them, but the
    spells stay on the stack: players still see them there."""

    def leaver_spells_leave_stack(self) -> bool:
        return False
