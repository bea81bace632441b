"""A player leaving a multiplayer game (CR 800.4a) and the leaves-the-battlefield
abilities that sees trigger (CR 603.6c, 603.10a)."""
from __future__ import annotations

from dataclasses import replace

from reference_engine.abilities import (
    Effect, EffectKind, ObjectFilter, ObjectRef, PlayerRef, Subject, TargetSpec, TriggerEvent, Who,
)
from reference_engine.events import (
    ControlChange, Event, PlayerLost, Priority, RemovalReason, RemovedFromStack, StepBegin, Triggered,
    ZoneChange, ZoneChangeCause,
)
from reference_engine.history import History
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.scenario import Scenario

from tests.engine.builder import act, creature, on, permanent, play, scenario, spell, trig

ENCH = (CardType.ENCHANTMENT,)
DRAIN = spell("drain", Effect(kind=EffectKind.LOSE_LIFE, amount=2, player=PlayerRef.TARGET), instant=True,
              targets=(TargetSpec(players=Who.ANY),))
STEAL = spell("steal", Effect(kind=EffectKind.GAIN_CONTROL, object=ObjectRef.TARGET), instant=True, cost="{U}",
              targets=(TargetSpec(objects=ObjectFilter()),))
BLINK = spell("blink", Effect(kind=EffectKind.PHASE_OUT, object=ObjectRef.TARGET), instant=True, cost="{U}",
              targets=(TargetSpec(objects=ObjectFilter()),))
WATCH = permanent("watch", ENCH, trig(TriggerEvent.LEAVES, subject=Subject.ANY, types=(CardType.CREATURE,)))
SPELLS = permanent("spells", ENCH, trig(TriggerEvent.CAST, Effect(kind=EffectKind.LOSE_LIFE, amount=1,
                                                                  player=PlayerRef.EACH_OPPONENT),
                                        subject=Subject.ANY, player=Who.YOU))
"""Its controller's "whenever you cast a spell, each opponent loses 1 life"."""


def _at_one(sc: Scenario, *players: int) -> Scenario:
    return replace(sc, players=tuple(replace(p, life=1) if p.id in players else p for p in sc.players))


def _drain(player: int) -> list:  # type: ignore[type-arg]
    return [act("cast", object=99, targets=(TargetRef(player=player),)), act("resolve_all")]


def _loss(h: History, player: int) -> PlayerLost:
    return next(e for e in h.events if isinstance(e, PlayerLost) and e.player == player)


def _caused(h: History, loss: PlayerLost) -> list[Event]:
    """The events the loss caused, all in its batch."""
    out = [e for e in h.events if loss.seq in e.causes]
    assert out and all(e.batch == loss.batch for e in out)
    return out


def stolen_both_ways() -> Scenario:
    """Three players; player 1 (at 1 life) owns a Bear (1), a card in hand (6)
    and in library (7); player 0 stole player 1's Bear (3); player 1 stole
    player 2's Bear (2) and controls player 0's Bear (4), which entered under
    their control. Player 2 watches creatures leave. Player 0 drains player 1."""
    cards = [creature("bear"), WATCH, STEAL, DRAIN]
    objects = [on("bear", 1, owner=1), on("bear", 2, owner=2), on("bear", 3, owner=1),
               on("bear", 4, owner=0, controller=1), on("watch", 5, owner=2),
               on("bear", 6, owner=1, zone=Zone.HAND), on("bear", 7, owner=1, zone=Zone.LIBRARY),
               on("steal", 10, zone=Zone.HAND), on("steal", 11, owner=1, zone=Zone.HAND),
               on("drain", 99, zone=Zone.HAND)]
    script = [act("cast", object=10, targets=(TargetRef(object=3),)), act("resolve_all"), act("pass"),
              act("cast", object=11, player=1, targets=(TargetRef(object=2),)), act("resolve_all"), *_drain(1)]
    return _at_one(scenario(cards, objects, script, players=3, pools={0: "{U}{B}", 1: "{U}"}), 1)


def test_800_4a_what_the_leaver_owns_leaves_the_game_from_every_zone() -> None:
    h = play(stolen_both_ways())
    gone = [e for e in _caused(h, _loss(h, 1)) if isinstance(e, ZoneChange) and e.to_zone is Zone.OUTSIDE]
    resolved = [e.new_id for e in h.events if isinstance(e, ZoneChange) and e.to_zone is Zone.GRAVEYARD
                and e.owner == 1]  # player 1's Steal, once resolved
    assert sorted((e.old_id, e.from_zone.value) for e in gone) == [
        (1, "battlefield"), (3, "battlefield"), (6, "hand"), (7, "library"), (resolved[0], "graveyard")]
    assert all(e.how is ZoneChangeCause.LEFT_GAME and e.owner == 1 and e.after is None for e in gone)
    assert h.final is not None
    assert {o.zone for o in h.final.objects if o.owner == 1} == {Zone.OUTSIDE}


def test_800_4a_a_stolen_permanent_goes_back_and_one_that_came_under_the_leaver_is_exiled() -> None:
    h = play(stolen_both_ways())
    caused = _caused(h, _loss(h, 1))
    [back] = [e for e in caused if isinstance(e, ControlChange)]
    assert (back.object, back.old_controller, back.new_controller) == (2, 1, 2)
    [exiled] = [e for e in caused if isinstance(e, ZoneChange) and e.to_zone is Zone.EXILE]
    assert (exiled.old_id, exiled.how) == (4, ZoneChangeCause.LEFT_GAME)
    # In CR 800.4a's order: what they own, control ends, then the exile.
    assert caused.index(back) > max(caused.index(e) for e in caused if getattr(e, "to_zone", None) is Zone.OUTSIDE)
    assert caused.index(exiled) > caused.index(back)
    assert h.final is not None
    assert next(o for o in h.final.objects if o.id == 2).controller == 2


def test_603_6c_the_others_leaves_abilities_trigger_for_each_permanent_that_left() -> None:
    h = play(stolen_both_ways())
    moved = {e.seq: e.old_id for e in h.events if isinstance(e, ZoneChange)}
    seen = sorted(moved[t.causes[0]] for t in h.events if isinstance(t, Triggered) and t.ability == "watch/0")
    assert seen == [1, 3, 4]
    assert all(t.controller == 2 for t in h.events if isinstance(t, Triggered))


def test_800_4a_the_leavers_spell_and_ability_on_the_stack_cease_to_exist() -> None:
    """Four players; player 1 casts a spell, which triggers their "whenever you
    cast"; player 0 drains them in response."""
    cards = [creature("bear"), SPELLS, DRAIN, spell("growth", Effect(kind=EffectKind.GAIN_LIFE, amount=1),
                                                    instant=True, cost="{G}")]
    objects = [on("spells", 1, owner=1), on("growth", 2, owner=1, zone=Zone.HAND), on("drain", 99, zone=Zone.HAND)]
    script = [act("pass"), act("cast", object=2, player=1), act("pass"), act("pass"), act("pass"),
              act("cast", object=99, targets=(TargetRef(player=1),)), act("resolve_top")]
    h = play(_at_one(scenario(cards, objects, script, players=4, pools={0: "{B}", 1: "{G}"}), 1))
    caused = _caused(h, _loss(h, 1))
    [trigger] = [t for t in h.events if isinstance(t, Triggered)]
    [removed] = [e for e in caused if isinstance(e, RemovedFromStack)]
    assert (removed.object, removed.reason) == (trigger.instance, RemovalReason.CONTROLLER_LEFT)
    spell_gone = [e for e in caused if isinstance(e, ZoneChange) and e.from_zone is Zone.STACK]
    assert [e.to_zone for e in spell_gone] == [Zone.OUTSIDE]
    last = [e for e in h.events if isinstance(e, Priority)][-1]
    assert last.stack == () and last.player == 0


def test_800_4a_a_chain_of_thefts_goes_back_one_link() -> None:
    """Player 0's Bear, stolen by player 1, then by player 2, who leaves:
    player 1's effect still holds."""
    cards = [creature("bear"), STEAL, DRAIN]
    objects = [on("bear", 1), on("steal", 2, owner=1, zone=Zone.HAND), on("steal", 3, owner=2, zone=Zone.HAND),
               on("drain", 99, zone=Zone.HAND)]
    script = [act("pass"), act("cast", object=2, player=1, targets=(TargetRef(object=1),)), act("resolve_all"),
              act("pass"), act("pass"), act("cast", object=3, player=2, targets=(TargetRef(object=1),)),
              act("resolve_all"), *_drain(2)]
    h = play(_at_one(scenario(cards, objects, script, players=4, pools={0: "{B}", 1: "{U}", 2: "{U}"}), 2))
    [back] = [e for e in _caused(h, _loss(h, 2)) if isinstance(e, ControlChange)]
    assert (back.object, back.old_controller, back.new_controller) == (1, 2, 1)


def test_603_6c_a_phased_out_permanent_leaves_the_game_without_triggering() -> None:
    cards = [creature("bear"), WATCH, BLINK, DRAIN]
    objects = [on("bear", 1, owner=1), on("bear", 2, owner=1), on("watch", 3, owner=2),
               on("blink", 4, zone=Zone.HAND), on("drain", 99, zone=Zone.HAND)]
    script = [act("cast", object=4, targets=(TargetRef(object=1),)), act("resolve_all"), *_drain(1)]
    h = play(_at_one(scenario(cards, objects, script, players=3, pools={0: "{U}{B}"}), 1))
    gone = [e.old_id for e in _caused(h, _loss(h, 1)) if isinstance(e, ZoneChange)]
    assert sorted(gone) == [1, 2]
    moved = {e.seq: e.old_id for e in h.events if isinstance(e, ZoneChange)}
    assert [moved[t.causes[0]] for t in h.events if isinstance(t, Triggered)] == [2]


def test_800_4a_the_active_player_leaves_and_the_next_player_goes_on() -> None:
    """Player 1, the active player, drains everyone and loses: their own
    "whenever a player loses" triggers but is never stacked; the next player
    in turn order still in the game gets priority, and the next turn."""
    sweep = spell("sweep", Effect(kind=EffectKind.LOSE_LIFE, amount=2, player=PlayerRef.EACH_PLAYER))
    mourn = permanent("mourn", ENCH, trig(TriggerEvent.PLAYER_LOSES, subject=Subject.ANY))
    sc = scenario([sweep, creature("bear"), mourn],
                  [on("sweep", 1, owner=1, zone=Zone.HAND), on("bear", 2, owner=1), on("mourn", 3, owner=1)],
                  [act("cast", object=1), act("resolve_all"), act("advance_to", step=Step.UPKEEP)],
                  players=3, pools={1: "{B}"}, active_player=1)
    h = play(_at_one(sc, 1))
    loss = _loss(h, 1)
    [mourned] = [t for t in h.events if isinstance(t, Triggered)]
    assert mourned.controller == 1 and not [e for e in h.events if e.kind == "put_on_stack"]
    assert next(e for e in h.events if isinstance(e, Priority) and e.seq > loss.seq).player == 2
    upkeep = next(e for e in h.events if isinstance(e, StepBegin) and e.step is Step.UPKEEP)
    assert upkeep.active_player == 2


def test_two_player_game_ends_without_anyone_leaving() -> None:
    cards = [creature("bear"), DRAIN]
    sc = scenario(cards, [on("bear", 1, owner=1), on("drain", 99, zone=Zone.HAND)], _drain(1), pools={0: "{B}"})
    h = play(_at_one(sc, 1))
    assert h.events[-1].kind == "player_lost"
    assert not [e for e in h.events if isinstance(e, ZoneChange) and e.how is ZoneChangeCause.LEFT_GAME]
