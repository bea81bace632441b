"""Mutant of a permanent spell's copy resolving (CR 608.3f, 111.12), modelled
on a reported engine bug."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("permanent-copy-enters-as-nontoken", rules=("608.3f", "111.12", "704.5d"),
        killed_by=("permanent-spell-copy-becomes-an-uncreated-token",),
        report="phase.rs pull request #5071 (https://github.com/phase-rs/phase/pull/5071): a resolving copy "
               "of a permanent spell became a token only after its zone change had been recorded, so it "
               "entered the battlefield seen as a nontoken permanent (token-scoped enters replacements "
               "missed it)")
class PermanentCopyEntersAsNontoken(Rules):
    """A permanent spell's copy resolves onto the battlefield as a nontoken
    permanent: its arrival is no token, and once it has died it stays in the
    graveyard instead of ceasing to exist."""

    def permanent_copy_becomes_token(self) -> bool:
        return False
