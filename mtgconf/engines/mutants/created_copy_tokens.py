"""Mutant of the token a permanent spell's copy becomes (CR 111.12), modelled
on a reported engine bug."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("permanent-copy-token-is-created", rules=("111.12", "608.3f"),
        killed_by=("permanent-spell-copy-becomes-an-uncreated-token",),
        report="XMage pull request #7084 (https://github.com/magefree/mage/pull/7084): as copies of "
               "permanent spells were made to resolve into tokens, every token put onto the battlefield "
               "fired XMage's CreatedTokenEvent; review added a 'created' condition, since such a token is "
               "not created and must not be doubled by Doubling Season-like effects")
class PermanentCopyTokenIsCreated(Rules):
    """A permanent spell's copy resolving is created as a token (a
    ``token_created``), not entered by its zone change, so "whenever you
    create a token" abilities and effects would see it."""

    def permanent_copy_is_created(self) -> bool:
        return True
