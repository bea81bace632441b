"""Special actions a permanent's static ability permits (CR 116.2, 603.7g).

The player pays the cost, any time they could cast an instant; the action does
not use the stack, and the player receives priority again afterwards.
"""
from __future__ import annotations

from reference_engine.abilities import AbilityKind, ContinuousKind, Cost, EffectKind
from reference_engine.events import RefusalCode, SpecialAction
from reference_engine.ids import PlayerId, Zone
from reference_engine.refs import printed_ref
from reference_engine.rules import delayed
from reference_engine.rules.costs import bill_of, find, pay, total_mana
from reference_engine.rules.effects import who_matches
from reference_engine.rules.illegal import Illegal
from reference_engine.scenario import Action
from reference_engine.state import Game


def take(game: Game, player: PlayerId, action: Action) -> None:
    source = find(game, action.object, Zone.BATTLEFIELD)
    ref = printed_ref(source.card.key, action.ability)
    abilities = source.card.abilities
    ab = abilities[action.ability] if 0 <= action.ability < len(abilities) else None
    st = ab.static if ab is not None and ab.kind is AbilityKind.STATIC else None
    if st is None or st.kind is not ContinuousKind.PERMITS_ACTION or st.ability is None:
        raise Illegal(f"{ref} does not permit a special action", RefusalCode.OTHER)
    if not who_matches(st.players, player, source.controller):
        raise Illegal(f"{ref} does not let player {player} take that action", RefusalCode.PROHIBITED)
    cost = st.ability.cost or Cost()
    paid = pay(game, player, game.new_id(), bill_of([cost], total_mana([cost.mana], 0)), action, None)
    seq = game.emit(SpecialAction, causes=(paid,), object=source.id, ability=ref, player=player)
    for eff in st.ability.effects:
        if eff.kind is EffectKind.CREATE_DELAYED and eff.delayed is not None:
            delayed.from_action(game, source, ref, eff.delayed, player, seq)
