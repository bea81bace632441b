"""A mutant whose attacker made blocked by an effect still deals its combat
damage to the player (CR 509.1h)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("blocked-by-effect-hits-player", rules=("509.1h",),
        killed_by=("blocked-by-effect-deals-no-combat-damage",),
        report="XMage issue #6659 (https://github.com/magefree/mage/issues/6659): attackers that "
               "Choking Vines made blocked (\"X target attacking creatures become blocked\") still dealt "
               "their combat damage to the defending player, as if unblocked")
class BlockedByEffectHitsPlayer(Rules):
    """An attacking creature an effect made blocked, with no creature blocking it, deals its
    combat damage to the player it attacks, as an unblocked attacker would."""

    def blocked_without_blockers_deals_damage(self) -> bool:
        return True
