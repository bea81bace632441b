"""Mutants of entering tapped (CR 614.1c, 614.1d, 110.5b): the qualifier of "enters tapped" abilities, and effects that tap what they should not."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("enters-tapped-qualifier-ignored", rules=("603.6a", "614.1c"),
        killed_by=("enters-triggers-see-arrival",),
        report="phase.rs issue #75 (https://github.com/phase-rs/phase/issues/75): Amulet of Vigor "
               "triggered on every permanent that entered, not only on those that entered tapped")
class EntersTappedQualifierIgnored(Rules):
    """"Whenever a permanent enters tapped" (or "untapped") triggers for every
    permanent that enters, in whatever state."""

    def enters_tapped_matches(self, wanted: bool, entered_tapped: bool) -> bool:
        return True


@mutant("enters-tapped-for-everyone", rules=("110.5b", "614.1d"),
        killed_by=("permanents-enter-untapped-unless-told",),
        report="XMage issue #133 (https://github.com/magefree/mage/issues/133): Blind Obedience made "
               "a creature its own controller cast (owned by the opponent) enter tapped, though it "
               "only taps what the opponents control")
class EntersTappedForEveryone(Rules):
    """An "enters tapped" effect in force makes every permanent enter tapped,
    whatever its filter says."""

    def enters_tapped_applies(self, applies: bool) -> bool:
        return True
