"""Starting the game (CR 103): opening-hand actions, then turn 1.

A ``game_start`` scenario begins before the first turn. Each player may reveal
cards with an opening-hand ability (CR 103.6), in APNAP order with the starting
player treated as the active player (CR 101.4e): the starting player takes all
of theirs, then each other player in turn order. A revealed card stays in hand
and makes a delayed trigger for the first upkeep.
"""
from __future__ import annotations

from reference_engine.abilities import Ability, AbilityKind, EffectKind
from reference_engine.events import DelayedCreated, Revealed
from reference_engine.ids import PlayerId, Zone
from reference_engine.objects import Card, Delayed
from reference_engine.refs import delayed_ref, printed_ref
from reference_engine.rules.effects import chars
from reference_engine.state import Game


def take_opening_actions(game: Game) -> None:
    """Every player's opening-hand actions, one player after another."""
    first = game.rules.game_start_first_player(game.st.active, tuple(game.st.order))
    for player in game.turn_order_from(first):
        for card in game.in_zone(Zone.HAND, player):
            for index, ability in enumerate(card.card.abilities):
                if ability.kind is AbilityKind.OPENING_HAND:
                    _reveal(game, player, card, index, ability)


def _reveal(game: Game, player: PlayerId, card: Card, index: int, ability: Ability) -> None:
    ref = printed_ref(card.card.key, index)
    if not game.scenario.choices.may_for(ref):
        return
    seq = game.emit(Revealed, player=player, object=card.id, ability=ref)
    for eff in ability.effects:
        if eff.kind is not EffectKind.CREATE_DELAYED or eff.delayed is None:  # pragma: no cover - refused by validation
            continue
        # The revealer controls it and the revealed card is its source, as
        # for a delayed trigger an ability of that card creates (CR 603.7d-e).
        controller = game.rules.delayed_controller(player, None, card.owner)
        dref = delayed_ref(ref)
        made = game.emit(DelayedCreated, causes=(seq,), ability=dref, controller=controller, source=card.id)
        trig = Ability(kind=AbilityKind.TRIGGERED, effects=eff.delayed.effects)
        game.st.delayed.append(Delayed(dref, trig, controller, card.id, eff.delayed.step, made,
                                       turn=game.st.turn, source_chars=chars(game, card)))


def skips_draw_step(game: Game) -> bool:
    """CR 103.8a, 103.8c: in a two-player game, the starting player skips the
    draw step of their first turn (``Rules.first_draw_skipped``)."""
    st = game.st
    return (game.scenario.game_start and st.turn == 1 and game.rules.first_draw_skipped(len(st.players))
            and st.active == game.scenario.active_player)
