"""Starting the game (CR 103): opening-hand actions in APNAP order with the
starting player as the active player (CR 101.4e, 103.6), their first-upkeep
delayed triggers, and the starting player's skipped first draw (CR 103.8a)."""
from __future__ import annotations

from reference_engine.abilities import Ability, AbilityKind, DelayedTrigger, Effect, EffectKind, PlayerRef
from reference_engine.cards import CardDef
from reference_engine.events import DelayedCreated, Draw, Revealed, StepBegin, Triggered, ZoneChange
from reference_engine.ids import CardType, PlayerId, Step, Zone
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import ChoicePolicy, ObjectSetup, Scenario

from tests.engine.builder import act, on, play, scenario

DRAIN = (Effect(kind=EffectKind.LOSE_LIFE, amount=3, player=PlayerRef.EACH_OPPONENT),
         Effect(kind=EffectKind.GAIN_LIFE, amount=3))
REVEAL = Ability(kind=AbilityKind.OPENING_HAND, effects=(
    Effect(kind=EffectKind.CREATE_DELAYED, delayed=DelayedTrigger(step=Step.UPKEEP, effects=DRAIN)),))


def herald(key: str) -> CardDef:
    """Stands for Chancellor of the Dross, without its keywords."""
    return CardDef(key=key, name=key.title(), mana_cost="{4}{B}{B}{B}", types=(CardType.CREATURE,),
                   power=5, toughness=5, abilities=(REVEAL,))


def opening(players: int = 3, starting: PlayerId = 1, order: tuple[PlayerId, ...] = (),
            hands: tuple[PlayerId, ...] = (0, 1, 2, 1), script: tuple[str, ...] = ("resolve_all",),
            library: tuple[PlayerId, ...] = (), **choices: object) -> Scenario:
    """A game being started: one Herald in hand per entry of ``hands``, each
    its own card so reveals can be answered one by one."""
    cards = [herald(f"herald-{i}") for i in range(len(hands))] + [
        CardDef(key="land", name="Land", types=(CardType.LAND,))]
    objects = [on(f"herald-{i}", i + 1, owner=p, zone=Zone.HAND) for i, p in enumerate(hands)]
    objects += [on("land", 20 + i, owner=p, zone=Zone.LIBRARY) for i, p in enumerate(library)]
    steps = [act(s) if s == "resolve_all" else act("advance_to", step=Step(s)) for s in script]
    return scenario(cards, objects, steps, players=players, active_player=starting, turn_order=order,
                    game_start=True, step=Step.UNTAP, choices=ChoicePolicy(**choices))  # type: ignore[arg-type]


def _revealers(sc: Scenario, rules: Rules | None = None) -> list[tuple[PlayerId, int]]:
    return [(e.player, e.object) for e in play(sc, rules).events if isinstance(e, Revealed)]


def test_101_4e_the_starting_player_reveals_first_then_turn_order() -> None:
    assert _revealers(opening()) == [(1, 2), (1, 4), (2, 3), (0, 1)]
    # Turn order 2, 0, 1 with player 0 starting: 0, then 1, then 2.
    assert _revealers(opening(starting=0, order=(2, 0, 1))) == [(0, 1), (1, 2), (1, 4), (2, 3)]


def test_101_4e_the_first_player_is_the_engines_decision() -> None:
    class FirstSeat(Rules):
        def game_start_first_player(self, starting: PlayerId, order: tuple[PlayerId, ...]) -> PlayerId:
            return order[0]

    assert _revealers(opening(), FirstSeat()) == [(0, 1), (1, 2), (1, 4), (2, 3)]


def test_103_6_every_reveal_comes_before_turn_1_and_the_card_stays_in_hand() -> None:
    h = play(opening())
    first_step = next(e for e in h.events if isinstance(e, StepBegin))
    assert first_step.step is Step.UNTAP and first_step.turn == 1 and first_step.active_player == 1
    assert all(e.seq < first_step.seq for e in h.events if isinstance(e, Revealed))
    assert not [e for e in h.events if isinstance(e, ZoneChange)]
    assert h.final is not None
    assert {o.id: o.zone for o in h.final.objects} == {1: Zone.HAND, 2: Zone.HAND, 3: Zone.HAND, 4: Zone.HAND}


def test_103_6_a_declined_reveal_makes_nothing() -> None:
    sc = opening(may_by_ability={"herald-1/0": False, "herald-3/0": False})
    assert _revealers(sc) == [(2, 3), (0, 1)]
    made = [e for e in play(sc).events if isinstance(e, DelayedCreated)]
    assert [d.source for d in made] == [3, 1]
    assert _revealers(opening(may=False)) == []


def test_603_7d_the_revealer_controls_a_delayed_trigger_sourced_by_the_card() -> None:
    h = play(opening())
    reveals = [e for e in h.events if isinstance(e, Revealed)]
    made = [e for e in h.events if isinstance(e, DelayedCreated)]
    assert [(d.causes, d.ability, d.source, d.controller) for d in made] == [
        ((r.seq,), f"{r.ability}/delayed", r.object, r.player) for r in reveals]
    upkeep = next(e for e in h.events if isinstance(e, StepBegin) and e.step is Step.UPKEEP)
    fired = [e for e in h.events if isinstance(e, Triggered) and e.delayed]
    assert sorted((t.source, t.controller, t.causes) for t in fired) == [
        (1, 0, (upkeep.seq,)), (2, 1, (upkeep.seq,)), (3, 2, (upkeep.seq,)), (4, 1, (upkeep.seq,))]


def test_603_7b_it_triggers_at_the_first_upkeep_only() -> None:
    sc = opening(players=2, hands=(0, 1), starting=1, library=(0, 1),
                 script=("resolve_all", "upkeep", "resolve_all"))
    h = play(sc)
    upkeeps = [e for e in h.events if isinstance(e, StepBegin) and e.step is Step.UPKEEP]
    assert [(u.turn, u.active_player) for u in upkeeps] == [(1, 1), (2, 0)]
    fired = [t for t in h.events if isinstance(t, Triggered) and t.delayed]
    assert len(fired) == 2 and all(t.causes == (upkeeps[0].seq,) for t in fired)
    assert h.final is not None and [p.life for p in h.final.players] == [20, 20]


def test_103_8a_two_players_the_starting_player_skips_the_first_draw() -> None:
    sc = opening(players=2, hands=(0,), starting=1, library=(0, 1, 1),
                 script=("resolve_all", "upkeep", "precombat_main"))
    h = play(sc)
    steps = [(e.turn, e.step) for e in h.events if isinstance(e, StepBegin)]
    assert (1, Step.DRAW) not in steps and (1, Step.PRECOMBAT_MAIN) in steps
    assert (2, Step.DRAW) in steps
    assert [e.player for e in h.events if isinstance(e, Draw)] == [0]


def test_103_8a_with_more_players_the_starting_player_draws() -> None:
    sc = opening(hands=(0,), library=(1,), script=("resolve_all", "precombat_main"))
    h = play(sc)
    assert [(e.turn, e.step) for e in h.events if isinstance(e, StepBegin)][:4] == [
        (1, Step.UNTAP), (1, Step.UPKEEP), (1, Step.DRAW), (1, Step.PRECOMBAT_MAIN)]
    assert [e.player for e in h.events if isinstance(e, Draw)] == [1]


def test_mid_game_scenarios_reveal_nothing() -> None:
    sc = scenario([herald("herald-0")], [ObjectSetup(id=1, card="herald-0", owner=0, zone=Zone.HAND)],
                  [act("advance_to", step=Step.UPKEEP)])
    h = play(sc)
    assert not [e for e in h.events if isinstance(e, (Revealed, DelayedCreated))]
    assert not [e for e in h.events if isinstance(e, Triggered)]
