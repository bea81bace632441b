"""Each finding triaged in fixtures/expectations/python-mtg.yaml, reproduced
through python-mtg's own API alone (tests/peers/pymtg_native.py imports no
mtgconf code). Each test asserts what python-mtg 0.1.1 does and says what the
rules require; a test fails once the engine is fixed, so the triage is revisited."""
from __future__ import annotations

import contextlib
import io
from typing import Any

import pytest

pytest.importorskip("mtg", reason="python-mtg is not installed (pip install '.[python-mtg]')")

from pymtg_native import define, instances, life, new_state, place, run_until, start  # noqa: E402

GAIN = [("gain_life", "1", "you")]


def _step(game: Any) -> tuple[str, str]:
    return next(iter(game.state["current_step"]))[0], next(iter(game.state["active_player"]))[0]


def test_a_destroying_spell_fires_no_dies_trigger() -> None:
    # leaves-triggers-look-back, trigger-once-per-occurrence. Wrath of God (from
    # python-mtg's pool) destroys the watcher and two Bears at once: the watcher
    # looks back and triggers three times (CR 603.10a, 603.2c), P0 at 23.
    s = new_state({"p0": ["Grizzly Bears"] * 2 + ["Wrath of God"], "p1": ["Grizzly Bears"]})
    mine, theirs = instances(s, "p0", "grizzly_bears"), instances(s, "p1")
    wrath = instances(s, "p0", "wrath_of_god")[0]
    define(s, mine[0], "native_watcher", ("creature",), [("triggered", "a_creature_dies", GAIN)], (2, 2))
    for tid in mine[:2]:
        place(s, "p0", tid, "battlefield")
    place(s, "p0", wrath, "hand")
    place(s, "p1", theirs[0], "battlefield")
    game = start(s, "precombat_main", "p0", {"p0": {"white": 2, "colorless": 2}})
    with contextlib.redirect_stdout(io.StringIO()):
        game.push(("cast", "p0", wrath, {}))
    assert {(t,) for t in (*mine[:2], theirs[0])} <= game.state["graveyard"]
    assert life(game, "p0") == 20  # the rules give 23


def test_each_upkeep_never_triggers() -> None:
    # beginning-of-step-triggers: P1's upkeep begins, so "at the beginning of
    # each upkeep" triggers (CR 503.1a, 603.2b).
    s = new_state({"p0": ["Grizzly Bears"], "p1": ["Grizzly Bears"]})
    keeper = instances(s, "p0")[0]
    define(s, keeper, "native_keeper", ("enchantment",), [("triggered", "the_beginning_of_each_upkeep", GAIN)])
    place(s, "p0", keeper, "battlefield")
    game = start(s, "end", "p0")
    run_until(game, lambda: game.state.get("_turn", 0) >= 2)  # P1's turn and P0's next one have begun
    assert life(game, "p0") == 20  # the rules give at least 21


def test_an_end_step_ability_triggers_from_the_library() -> None:
    # hidden-zones-do-not-trigger: an ability of a card in a library or a hand
    # does not function there (CR 113.6, 603.2f).
    s = new_state({"p0": ["Grizzly Bears"] * 2, "p1": ["Grizzly Bears"]})
    ghost = instances(s, "p0")[0]
    define(s, ghost, "native_ghost", ("creature",), [("triggered", "the_beginning_of_each_end_step", GAIN)], (2, 2))
    game = start(s, "postcombat_main", "p0")
    run_until(game, lambda: _step(game) == ("cleanup", "p0"))
    assert (ghost,) not in game.state.get("on_battlefield", set())
    assert life(game, "p0") > 20  # the rules give 20: the card never left the library or hand


def test_a_triggered_ability_is_applied_without_the_stack(monkeypatch: pytest.MonkeyPatch) -> None:
    # triggers-stacked-once-before-priority: a triggered ability is put on the
    # stack the next time a player would receive priority, and resolves only
    # once all pass (CR 603.3, 117.5, 608.1). python-mtg applies its effect at
    # once: nothing is pushed on its stack and no player holds priority.
    from mtg import driver

    seen: list[tuple[int, int, int]] = []
    pushed: list[str] = []
    apply, push = driver._apply_effects, driver._stack_push

    def watching_apply(state: Any, pending: Any, pending_dyn: Any = None) -> Any:
        before = life_of(state)
        out = apply(state, pending, pending_dyn)
        seen.append((before, life_of(state), len(state.get("on_stack", ())) + len(state.get("has_priority", ()))))
        return out

    def watching_push(state: Any, obj: str, controller: str) -> Any:
        pushed.append(obj)
        return push(state, obj, controller)

    def life_of(state: Any) -> int:
        return int(dict(state.get("life", ()))["p0"])

    monkeypatch.setattr(driver, "_apply_effects", watching_apply)
    monkeypatch.setattr(driver, "_stack_push", watching_push)
    s = new_state({"p0": ["Grizzly Bears"], "p1": ["Grizzly Bears"]})
    herald = instances(s, "p0")[0]
    define(s, herald, "native_herald", ("enchantment",), [("triggered", "the_beginning_of_your_end_step", GAIN)])
    place(s, "p0", herald, "battlefield")
    game = start(s, "postcombat_main", "p0")
    run_until(game, lambda: life(game, "p0") > 20)
    gains = [(b, a, busy) for b, a, busy in seen if a > b]
    assert gains == [(20, 21, 0)]  # gained with nothing on the stack and no one holding priority
    assert pushed == []  # the ability never went on python-mtg's stack


def test_after_a_cast_the_opponent_gets_priority_first(monkeypatch: pytest.MonkeyPatch) -> None:
    # caster-gets-priority-back: after casting a spell its caster receives
    # priority (CR 117.3c, 601.2i). python-mtg opens the first window with the
    # spell on its stack to the opponent; the caster gets none before it resolves.
    from mtg import driver

    windows: list[tuple[str, int]] = []
    respond = driver._cast_instant_response

    def watching(state: Any, player: str) -> Any:
        windows.append((player, len(state.get("on_stack", ()))))
        return respond(state, player)

    monkeypatch.setattr(driver, "_cast_instant_response", watching)
    s = new_state({"p0": ["Grizzly Bears"], "p1": ["Grizzly Bears"]})
    salve = instances(s, "p0")[0]
    define(s, salve, "native_salve", ("sorcery",), [("spell", None, GAIN)])
    place(s, "p0", salve, "hand")
    game = start(s, "precombat_main", "p0", {"p0": {"black": 1}})
    with contextlib.redirect_stdout(io.StringIO()):
        game.push(("cast", "p0", salve, {}))
    assert life(game, "p0") == 21  # the spell resolved
    assert windows == [("p1", 1)]  # the rules give P0 priority first, with the spell on the stack


def test_a_step_ends_when_the_active_player_passes(monkeypatch: pytest.MonkeyPatch) -> None:
    # every-player-passes-before-resolution: a step ends only once every
    # player has passed in succession with the stack empty (CR 117.4), so after
    # P0 passes in their main phase P1 receives priority and may cast the
    # instant they hold. python-mtg offers P1 no decision and opens no response
    # window with an empty stack: the game moves on to combat at once.
    from mtg import driver

    windows: list[str] = []
    respond = driver._cast_instant_response

    def watching(state: Any, player: str) -> Any:
        windows.append(player)
        return respond(state, player)

    monkeypatch.setattr(driver, "_cast_instant_response", watching)
    s = new_state({"p0": ["Grizzly Bears"], "p1": ["Grizzly Bears"]})
    salve = instances(s, "p1")[0]
    define(s, salve, "native_quick_salve", ("instant",), [("spell", None, GAIN)])
    place(s, "p1", salve, "hand")
    game = start(s, "precombat_main", "p0", {"p1": {"white": 1}})
    assert game.turn == "p0"  # P0's decision, with priority in their main phase
    with contextlib.redirect_stdout(io.StringIO()):
        game.push(("pass",))
    assert _step(game) != ("precombat_main", "p0")  # the step ended on P0's pass alone
    assert windows == []  # P1 was never asked, with the stack empty or otherwise
    assert ("p1", salve) in game.state["in_hand"] and life(game, "p1") == 20



def test_no_attackers_declared_still_walks_declare_blockers_and_combat_damage(monkeypatch: Any) -> None:
    # turn-steps-in-order. With no attackers declared, the declare blockers and
    # combat damage steps are skipped (CR 508.8): the turn goes on to the end of
    # combat step. python-mtg's one-step function moves declare attackers to
    # declare blockers and then to combat damage all the same (its Datalog
    # `next_step` is the plain order of steps), and its driver runs each step:
    # the engine enters both steps, so the History shows them.
    from mtg import driver
    from mtg.engine import env

    entered: list[str] = []
    advance_one = env._advance_one

    def watching(state: Any) -> None:
        entered.append(next(iter(state["current_step"]))[0])
        advance_one(state)

    s = new_state({"p0": ["Grizzly Bears"], "p1": ["Grizzly Bears"]})
    place(s, "p0", instances(s, "p0")[0], "battlefield")
    game = start(s, "beginning_of_combat", "p0")
    with contextlib.redirect_stdout(io.StringIO()):
        game.push(("pass",))
    assert _step(game)[0] == "declare_attackers"  # P0 may attack with the Bear
    monkeypatch.setattr(env, "_advance_one", watching)
    with contextlib.redirect_stdout(io.StringIO()):
        game.push(("attack", frozenset()))
    assert not game.state.get("attacks")
    assert entered[:4] == ["declare_attackers", "declare_blockers", "combat_damage", "end_of_combat"]
    # The engine's own rule gives the same next step, with nothing attacking.
    probe = {**game.state, "current_step": {("declare_attackers",)}, "attacks": set()}
    assert driver.run(probe, ["advance_to"])["advance_to"] == {("declare_blockers",)}


def _died_then_end_steps(condition: str) -> int:
    """P0 destroys their own Bear with a sorcery in their main phase; a
    watcher of theirs gains 1 life at the beginning of each end step, with
    ``condition`` in its effect row. With no decision left to anyone, the
    cast runs on through the following turns (python-mtg's push goes on to
    the next decision). P0's life then."""
    s = new_state({"p0": ["Grizzly Bears"] * 3, "p1": ["Grizzly Bears"]})
    bear, watcher, murder = instances(s, "p0")
    define(s, watcher, "native_mourner", ("enchantment",),
           [("triggered", "the_beginning_of_each_end_step", GAIN)], condition=condition)
    define(s, murder, "native_murder", ("sorcery",), [("spell", None, [("destroy", "-", "target_creature")])])
    place(s, "p0", bear, "battlefield")
    place(s, "p0", watcher, "battlefield")
    place(s, "p0", murder, "hand")
    game = start(s, "precombat_main", "p0", {"p0": {"black": 1}})
    with contextlib.redirect_stdout(io.StringIO()):
        game.push(("cast", "p0", murder, {}))
    assert (bear,) in game.state["graveyard"]  # a creature died this turn
    assert game.state.get("_turn", 0) >= 1  # P0's end step has passed
    return life(game, "p0")


def test_an_intervening_if_in_its_effect_rows_never_lets_the_ability_apply() -> None:
    # intervening-if-checked-at-event: "At the beginning of each end step, if
    # a creature died this turn, you gain 1 life". A creature died in P0's
    # turn and none later, so the ability triggers once, at P0's end step
    # (CR 603.4): P0 at 21. Written in python-mtg's relations with the
    # condition in the effect row's condition column (as its own Tallyman of
    # Nurgle carries "a_creature_died_this_turn"), it never applies: its
    # Datalog derives a triggered effect only for condition "-".
    assert _died_then_end_steps("-") > 21  # without the condition: at every end step
    assert _died_then_end_steps("a_creature_died_this_turn") == 20  # the rules give 21


def test_a_pool_card_s_intervening_if_is_ignored() -> None:
    # The other half, through python-mtg's own card: Tallyman of Nurgle ("At
    # the beginning of your end step, if a creature died this turn, you draw a
    # card and you lose 1 life. If seven or more creatures died this turn,
    # instead you draw seven cards and you lose 7 life."). No creature dies,
    # so the ability does not trigger and P0 stays at 20 (CR 603.4). python-mtg's
    # card bridge applies its effects without the condition: P0 loses life.
    s = new_state({"p0": ["Tallyman of Nurgle"] + ["Grizzly Bears"] * 10, "p1": ["Grizzly Bears"]})
    place(s, "p0", instances(s, "p0", "tallyman_of_nurgle")[0], "battlefield")
    game = start(s, "postcombat_main", "p0")
    run_until(game, lambda: _step(game)[1] == "p1")
    assert not game.state.get("_died_this_turn")
    assert life(game, "p0") < 20  # the rules give 20


# Not triaged (no declared property observes them: the adapter reports no
# damage event), the evidence for docs/engines/python-mtg.md, "Rules python-mtg
# does not implement".

def test_damage_to_a_creature_is_not_kept_and_is_dealt_damage_sees_only_combat(monkeypatch: pytest.MonkeyPatch) -> None:
    # Two sorceries each deal 2 damage to target creature, both at P1's 1/3
    # ("Whenever this creature is dealt damage, you gain 1 life"). Damage stays
    # marked until the cleanup step (CR 120.3e, 514.2): with 4 damage marked it
    # is destroyed (CR 704.5g), and it is dealt damage twice, so its ability
    # triggers twice (CR 603.2, 120.3). python-mtg deals the damage
    # (driver._apply_damage picks the creature itself: its policy is never
    # asked for a target), forgets non-lethal damage outside combat, and fires
    # "is dealt damage" only from combat damage (its ev_dealt_damage reads the
    # combat relation deals).
    from mtg import driver

    dealt: list[tuple[str, int, str]] = []
    asked: list[str] = []
    apply_damage = driver._apply_damage

    def watching(state: Any, label: str, n: int, kind: str, ctrl: str) -> Any:
        dealt.append((label, n, kind))
        return apply_damage(state, label, n, kind, ctrl)

    def policy(state: Any, key: str, options: Any, default: Any) -> Any:
        asked.append(key)
        return default

    monkeypatch.setattr(driver, "_apply_damage", watching)
    s = new_state({"p0": ["Grizzly Bears"] * 2, "p1": ["Grizzly Bears"]})
    zaps, sore = instances(s, "p0"), instances(s, "p1")[0]
    for i, zap in enumerate(zaps):
        define(s, zap, f"native_zap_{i}", ("sorcery",), [("spell", None, [("deal_damage", "2", "target_creature")])])
        place(s, "p0", zap, "hand")
    define(s, sore, "native_sore", ("creature",), [("triggered", "is_dealt_damage", GAIN)], (1, 3))
    place(s, "p1", sore, "battlefield")
    s["_policy"] = policy
    game = start(s, "precombat_main", "p0", {"p0": {"red": 2}})
    with contextlib.redirect_stdout(io.StringIO()):
        for zap in zaps:
            game.push(("cast", "p0", zap, {}))
    assert dealt == [(zap, 2, "creature_any") for zap in zaps]
    assert game.state["_spell_pick"] == {zap: sore for zap in zaps}  # both hit the 1/3
    assert "target" not in asked
    assert (sore,) in game.state["on_battlefield"]  # the rules destroy it
    assert life(game, "p1") == 20  # the rules give 22
