"""Mutants whose Histories misrecord a cost, a reversal or a replacement:
``history-well-formed`` reads the events against each other and catches them."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("tap-cost-not-paid", rules=("602.1a", "601.2h"),
        killed_by=("history-well-formed",),
        report="XMage issue #2661 (https://github.com/magefree/mage/issues/2661): Trench Wurm's "
               "ability costs {2}{R} and {T}, but it could be activated without tapping Trench Wurm")
class TapCostNotPaid(Rules):
    """An activation cost's {T} is never paid: the ability is activated and its
    source stays untapped."""

    def tap_cost_taps_source(self) -> bool:
        return False


@mutant("rollback-reaches-before-attempt", rules=("733.1",),
        killed_by=("history-well-formed",),
        report="XMage issue #2382 (https://github.com/magefree/mage/issues/2382): cancelling a "
               "spell's casting also reversed what the reversal may not reach (Millikin's mana "
               "ability, whose mill must stand): the undo went beyond what it may undo")
class RollbackReachesBeforeAttempt(Rules):
    """An illegal action's reversal starts one event early: it lists the event
    before the attempt (typically the priority the attempt was made with) among
    the attempt's undone events."""

    def attempt_first_event(self, next_seq: int) -> int:
        return next_seq - 1


@mutant("replaced-move-unlinked", rules=("614.6",),
        killed_by=("history-well-formed", "prevented-events-trigger-nothing"),
        report="Forge issue #1733 (https://github.com/Card-Forge/forge/issues/1733): Rest in "
               "Peace's exile replacement moved the card as a separate change, so the destroyed "
               "creature's move was recorded apart from the replacement that made it (a wrong "
               "ChangesZoneAll trigger, simultaneous events split)")
class ReplacedMoveUnlinked(Rules):
    """The move that happens instead of a replaced one ("exile it instead") is
    recorded as an ordinary move: it does not name the ``replaced`` event."""

    def replaced_move_names_replacement(self) -> bool:
        return False


@mutant("created-tokens-enter-apart", rules=("111.1",),
        killed_by=("created-tokens-enter-together",),
        report="XMage issue #10811 (https://github.com/magefree/mage/issues/10811): tokens one "
               "effect creates (Trostani's Summoner) were put onto the battlefield by separate "
               "token-creation events instead of one, so replacement effects saw each apart")
class CreatedTokensEnterApart(Rules):
    """The tokens one instruction creates are recorded as separate arrivals:
    their ``token_created`` events share no batch."""

    def created_tokens_share_batch(self) -> bool:
        return False


@mutant("tapped-apart", rules=("603.2e",),
        killed_by=("becomes-tapped-needs-a-change", "history-well-formed"),
        report="Forge issue #3647 (https://github.com/Card-Forge/forge/issues/3647): creatures tapped "
               "at once (several destroyed creatures regenerating) must count as one tapping for "
               "Sharae of Numbing Depths' \"one or more\" trigger, which Forge's tap events could not tell")
class TappedApart(Rules):
    """The permanents one instruction taps are recorded as tapped one by one:
    their ``tapped`` events share no batch."""

    def tapped_together(self) -> bool:
        return False
