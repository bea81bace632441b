"""A mutant whose attackers never become blocked by a creature put onto the
battlefield blocking (CR 509.4, 509.3c-d)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("entered-blocker-unnoticed", rules=("509.4", "509.3c", "509.3d"),
        killed_by=("entered-blocker-never-blocked",),
        report="Magarena issue #785 (https://github.com/magarena/magarena/issues/785): block triggers "
               "fired only from the declare-blockers action, so a creature made to block by an effect "
               "never triggered the attacker's \"becomes blocked\" abilities")
class EnteredBlockerUnnoticed(Rules):
    """Block triggers come only from the declaration: an attacker that a creature put onto the
    battlefield blocking blocks never "becomes blocked" or "becomes blocked by a creature"."""

    def entered_blocker_blocks_attacker(self) -> bool:
        return False
