"""A family about phasing across turns (CR 702.26a, 502.1)."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import EffectKind, ObjectFilter, Subject, TriggerEvent
from reference_engine.ids import CardType, Step, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_spell, payoffs, seats, sweeper, watcher_ability


@family("phasing")
@st.composite
def phasing(draw: st.DrawFn) -> Scenario:
    """Creatures of one or two players, some tapped, some not creatures at all,
    phased out all at once by a sweep; then two or three turns pass, so each
    controller's phased-out permanents phase in during their next untap step,
    before anything untaps (CR 702.26a, 502.1), and then untap and attack as
    present permanents do."""
    board = ScenarioBuilder()
    watch = watcher_ability(TriggerEvent.PHASES_OUT, ObjectFilter(subject=Subject.SELF), draw(payoffs()))
    key = board.card("Drifter", CREATURE, power=2, toughness=2, abilities=(watch,))
    relic = board.card("Relic", (CardType.ARTIFACT,))
    for p in draw(seats(draw(ints(1, 2)))):
        for _ in range(draw(ints(1, 2))):
            board.put(draw(pick((key, key, relic))), owner=p, controller=p, tapped=draw(BOOLS))
    filler = board.card("Filler", (CardType.LAND,))
    for p in range(board.n_players):
        for _ in range(draw(ints(1, 2))):  # a player drawing from an empty library loses (CR 704.5b)
            board.put(filler, owner=p, zone=Zone.LIBRARY)
    board.cast(add_spell(board, sweeper(EffectKind.PHASE_OUT, types=draw(pick((CREATURE, ()))))))
    board.resolve_all()
    for _ in range(draw(ints(2, 3))):  # each controller has an untap step
        board.advance_to(Step.UPKEEP)
    return board.build("phasing")
