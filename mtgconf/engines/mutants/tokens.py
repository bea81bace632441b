"""Mutants that get tokens wrong (CR 111.7, 111.8, 603.6a, 704.5d, 707.2), each after a reported bug."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.abilities import Ability, AbilityKind
from reference_engine.engine import Rules
from reference_engine.ids import Zone


@mutant("token-vanishes-on-leaving", rules=("111.7", "704.5d"),
        killed_by=("tokens-cease-after-leaving",),
        report="phase-rs/phase issue #1961 (https://github.com/phase-rs/phase/issues/1961): Joel, Resolute "
               "Survivor did not see creature tokens dying, so his dies trigger never happened; also XMage "
               "issue #7689 (https://github.com/magefree/mage/issues/7689): haunted token creatures dying "
               "did not trigger haunt")
class TokenVanishesOnLeaving(Rules):
    """A token leaving the battlefield ceases to exist at once, without going
    to its new zone, so nothing sees it die or leave."""

    def token_leaves_by_zone_change(self) -> bool:
        return False


@mutant("token-returns-after-leaving", rules=("111.8",),
        killed_by=("tokens-cease-after-leaving",),
        report="phase-rs/phase issue #2619 (https://github.com/phase-rs/phase/issues/2619): a token "
               "flickered by one \"exile, then return it\" effect came back to the battlefield, since "
               "nothing stopped a token that had left from moving again (CR 111.8 not enforced)")
class TokenReturnsAfterLeaving(Rules):
    """A token that has left the battlefield can still move: an effect that
    exiles it and returns it brings it back."""

    def token_may_move(self, zone: Zone) -> bool:
        return True


@mutant("created-tokens-trigger-once", rules=("603.6a",),
        killed_by=("created-tokens-enter-together",),
        report="phase-rs/phase issue #4367 (https://github.com/phase-rs/phase/issues/4367): an enters "
               "trigger fired once for a group of tokens instead of once for each token entering; also "
               "XMage issue #10335 (https://github.com/magefree/mage/issues/10335): tokens created "
               "together were one group event that per-permanent enters effects did not see")
class CreatedTokensTriggerOnce(Rules):
    """Tokens created together are one arrival: only the first of them
    triggers "whenever a creature enters" abilities."""

    def created_tokens_seen(self, created: int) -> int:
        return min(created, 1)


@mutant("token-copy-without-triggers", rules=("707.2",),
        killed_by=("token-copy-has-copiable-values",),
        report="XMage issue #10392 (https://github.com/magefree/mage/issues/10392): a token copy made by "
               "Feldon of the Third Path entered without triggering the copied creature's enters abilities")
class TokenCopyWithoutTriggers(Rules):
    """A token copy gets the original's characteristics but none of its
    triggered abilities."""

    def copiable_abilities(self, abilities: tuple[Ability, ...]) -> tuple[Ability, ...]:
        return tuple(a for a in abilities if a.kind is not AbilityKind.TRIGGERED)


@mutant("token-lingers-off-the-battlefield", rules=("704.5d",),
        killed_by=("tokens-cease-after-leaving",),
        report="Forge pull request #10972 (https://github.com/Card-Forge/forge/pull/10972): a token exiled "
               "\"until this leaves the battlefield\" was still listed in exile after it should have ceased "
               "to exist")
class TokenLingersOffTheBattlefield(Rules):
    """A token in a graveyard, in exile or in a hand stays there: it never
    ceases to exist."""

    def token_ceases_to_exist(self, zone: Zone) -> bool:
        return False
