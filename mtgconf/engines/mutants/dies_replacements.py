"""Mutants of a replacement effect a spell creates for one creature, for this
turn (CR 614.1a, 611.2a, 514.2)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.abilities import ContinuousKind
from reference_engine.engine import Rules
from reference_engine.events import ZoneChangeCause


@mutant("dies-exile-outlasts-turn", rules=("611.2a", "514.2"),
        killed_by=("exiled-instead-of-dying-this-turn",),
        report="phase.rs pull request #6538 (https://github.com/phase-rs/phase/pull/6538): a temporary "
               "\"exile it instead\" replacement (Elemental Expressionist's until-end-of-turn rider) was "
               "kept past the cleanup step and went on redirecting a later zone change")
class DiesExileOutlastsTurn(Rules):
    """"If that creature would die this turn, exile it instead" does not end in
    the cleanup step: the creature is still exiled when it dies in a later turn."""

    def created_replacement_ends(self, kind: ContinuousKind) -> bool:
        return kind is not ContinuousKind.EXILE_INSTEAD_OF_DYING


@mutant("dies-exile-only-on-destruction", rules=("614.1a", "700.4"),
        killed_by=("exiled-instead-of-dying-this-turn",),
        report="XMage issue #3359 (https://github.com/magefree/mage/issues/3359): the creature Magma "
               "Spray hit with Soul-Scar Mage out got -1/-1 counters and went to the graveyard instead "
               "of exile; the replacement only watched for a destruction")
class DiesExileOnlyOnDestruction(Rules):
    """"If that creature would die this turn, exile it instead" replaces a
    destruction only (lethal damage, a destroy effect): the creature dies when
    its toughness drops to 0 or it is sacrificed."""

    def one_object_death_replaced(self, how: ZoneChangeCause) -> bool:
        return how is ZoneChangeCause.DESTROY
