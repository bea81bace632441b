"""The family about starting the game: opening-hand reveals (CR 101.4e, 103.6)."""
from __future__ import annotations

from dataclasses import replace

from hypothesis import strategies as st

from reference_engine.abilities import Ability, AbilityKind, DelayedTrigger, Effect, EffectKind
from reference_engine.ids import CardType, Step, Zone
from reference_engine.scenario import GAME_START_STEP, ChoicePolicy, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import CREATURE, payoffs
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, permutations_of


def opening_hand(effects: tuple[Effect, ...]) -> Ability:
    """"You may reveal this card from your opening hand. If you do, at the
    beginning of the first upkeep, <effects>" (Chancellor of the Dross style)."""
    first_upkeep = DelayedTrigger(step=Step.UPKEEP, effects=effects)
    return Ability(kind=AbilityKind.OPENING_HAND,
                   effects=(Effect(kind=EffectKind.CREATE_DELAYED, delayed=first_upkeep),))


@family("game_start")
@st.composite
def game_start(draw: st.DrawFn) -> Scenario:
    """A game being started: 2 to 4 players in any turn order, the starting
    player in any seat, each holding up to two cards with an opening-hand
    ability, revealed or not; the script plays the first upkeep and may go on
    to the first main phase, or to the second turn's."""
    n = draw(ints(2, 4))
    order = tuple(draw(permutations_of(range(n))))
    board = ScenarioBuilder(players=n, active=draw(ints(0, n - 1)), step=GAME_START_STEP,
                  turn_order=() if order == tuple(range(n)) else order)
    reveals: dict[str, bool] = {}
    for player in range(n):
        for _ in range(draw(ints(0, 2))):
            key = board.card("Herald", CREATURE, abilities=(opening_hand(draw(payoffs())),),
                             mana_cost="{4}{B}{B}{B}", power=5, toughness=5)
            board.put(key, owner=player, zone=Zone.HAND)
            reveals[f"{key}/0"] = draw(BOOLS)
    board.resolve_all()
    turns = (1, 2, 2, 0)[draw(ints(0, 3))]  # to the first main phase, to turn 2's, or the first upkeep only
    if turns:
        # A card in every library: whoever draws (the starting player only with more than two
        # players, CR 103.8a, 103.8c; whoever takes turn 2) finds one and does not lose (CR 704.5b).
        filler = board.card("Filler", (CardType.LAND,))
        for player in range(n):
            board.put(filler, owner=player, zone=Zone.LIBRARY)
        board.advance_to(Step.PRECOMBAT_MAIN)
        if turns > 1:
            board.advance_to(Step.PRECOMBAT_MAIN)
    sc = board.build("game_start", choices=ChoicePolicy(may_by_ability=reveals))
    return replace(sc, game_start=True)
