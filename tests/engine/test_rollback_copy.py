"""The state an illegal attempt rolls back to (CR 733.1) is a real copy.

``Game.save`` copies its records with copiers built from each class's
fields: every field must be carried over, and the dicts a record owns
(counters, mana pool) must be the copy's own, so that what the attempt
changes in the live state does not reach the saved one."""
from __future__ import annotations

from dataclasses import fields

from reference_engine.abilities import ContinuousEffect, ContinuousKind
from reference_engine.cards import CardDef
from reference_engine.ids import CardType, Step, Zone
from reference_engine.objects import Active, Card, Player
from reference_engine.state import Game, State
from reference_engine.scenario import PlayerSetup, Scenario

BEAR = CardDef(key="bear", name="Bear", types=(CardType.CREATURE,), power=2, toughness=2)


def _game() -> Game:
    card = Card(id=1, card=BEAR, owner=0, zone=Zone.BATTLEFIELD, controller=1, physical=1, timestamp=3,
                tapped=True, counters={"+1/+1": 2}, damage=1, attached_to=5, summoning_sick=True,
                phased_out=True, token=True, spell_copy=True, control_effects=((1, 0),),
                pumps=((1, 1, 4),), regeneration=("bear/0",), chosen_type="Elf")
    players = {0: Player(0, 17, {"G": 1}, 1, False, True), 1: Player(1, 20, {})}
    effect = Active("effect/0", ContinuousEffect(kind=ContinuousKind.INDESTRUCTIBLE), 0, None, remaining=3)
    state = State(players=players, objects={1: card}, order=(0, 1), active=0, turn=2, step=Step.PRECOMBAT_MAIN,
                  effects=[effect])
    scenario = Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(BEAR,))
    from reference_engine.engine import Rules

    return Game(scenario, Rules(), state, 2)


def test_saved_records_carry_every_field() -> None:
    game = _game()
    saved = game.save()
    for live, copy in ((game.st.objects[1], saved.objects[1]), (game.st.players[0], saved.players[0]),
                       (game.st.effects[0], saved.effects[0])):
        assert copy is not live
        for f in fields(live):
            assert getattr(copy, f.name) == getattr(live, f.name), f.name


def test_the_saved_state_does_not_share_what_an_attempt_changes() -> None:
    game = _game()
    saved = game.save()
    game.st.objects[1].counters["+1/+1"] = 5
    game.st.objects[1].tapped = False
    game.st.players[0].pool["G"] = 0
    game.st.effects[0].remaining = 0
    assert saved.objects[1].counters == {"+1/+1": 2} and saved.objects[1].tapped
    assert saved.players[0].pool == {"G": 1}
    assert saved.effects[0].remaining == 3
