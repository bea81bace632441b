"""A mutant whose prevention shields follow a card to its new object (CR 400.7, 615.7)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("shield-follows-the-card", rules=("615.7", "400.7"),
        killed_by=("prevention-effects-prevent",),
        report="Forge pull request #466 (https://github.com/Card-Forge/forge/pull/466): a prevention "
               "effect made for a permanent still applied to it after it left the battlefield and "
               "returned, a corner case the maintainers noted was left open; XMage issue #6906 "
               "(https://github.com/magefree/mage/issues/6906): a flickered permanent kept its "
               "regeneration shield")
class ShieldFollowsTheCard(Rules):
    """"Prevent the next N damage that would be dealt to target creature this
    turn" still covers the card after it was exiled and returned: a new object."""

    def created_shield_covers_card(self, same_card: bool) -> bool:
        return same_card
