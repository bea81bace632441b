"""A python-mtg game built and driven through python-mtg's own API alone, for
the tests that confirm a finding outside the suite (no mtgconf code).

Real cards come from python-mtg's own pool by name (e.g. "Wrath of God");
a card the pool lacks is written in python-mtg's own card relations
(``card_ability``, ``ability_trigger``, ``card_effect``, ...).
"""
from __future__ import annotations

import contextlib
import io
from typing import Any

State = dict[str, Any]


def new_state(decks: dict[str, list[str]]) -> State:
    from mtg import bridge_to_engine as bridge

    with contextlib.redirect_stdout(io.StringIO()):
        return bridge.make_deck_state(decks, seed=0, hand=0)


def instances(state: State, player: str, slug: str | None = None) -> list[str]:
    """The player's dealt cards (of the pool card ``slug`` only, when given), sorted."""
    mine = sorted(state["_lib_order"][player])
    if slug is None:
        return mine
    return [t for t in mine if (t, slug) in state.get("instance_of", set())]


def define(state: State, tid: str, slug: str, types: tuple[str, ...], abilities: list[tuple[str, str | None,
           list[tuple[str, str, str]]]], pt: tuple[int, int] | None = None, condition: str = "-") -> None:
    """Make instance ``tid`` a card ``slug`` of python-mtg's card relations:
    ``abilities`` are (kind, trigger phrase or None, [(verb, amount, target)]);
    ``condition`` fills the condition column of every effect row (an
    intervening "if", as python-mtg's own cards carry it)."""
    for rel, rows in list(state.items()):
        if isinstance(rows, set) and rel not in ("in_library", "printed_control"):
            state[rel] = {r for r in rows if not (isinstance(r, tuple) and r and r[0] == tid)}
    add = lambda rel, *row: state.setdefault(rel, set()).add(row)  # noqa: E731
    add("instance_of", tid, slug)
    for t in types:
        add("card_type", slug, t)
        add("printed_type", tid, t)
    add("spell_type", tid, types[-1])
    if pt is not None:
        add("card_power", slug, pt[0]), add("printed_power", tid, pt[0])
        add("card_toughness", slug, pt[1]), add("printed_toughness", tid, pt[1])
    add("mana_cost", tid, 0), add("mana_generic", tid, 0)
    for i, (kind, phrase, effects) in enumerate(abilities):
        add("card_ability", slug, f"a{i}", kind)
        if phrase is not None:
            add("ability_trigger", slug, f"a{i}", phrase)
        for seq, (verb, amount, target) in enumerate(effects):
            add("card_effect", slug, f"a{i}", seq, verb, amount, target, "-", condition)


def place(state: State, player: str, tid: str, zone: str) -> None:
    """Move a dealt card out of its library: "hand", "battlefield" or "library"."""
    state["in_library"].discard((player, tid))
    if zone == "library":
        state["in_library"].add((player, tid))
    elif zone == "hand":
        state.setdefault("in_hand", set()).add((player, tid))
    else:
        state.setdefault("on_battlefield", set()).add((tid,))


def start(state: State, step: str, active: str, mana: dict[str, dict[str, int]] | None = None) -> Any:
    from mtg import driver
    from mtg.game import Game

    for player in {p for p, _ in state["in_library"]} | set(state["_lib_order"]):
        state["_lib_order"][player] = [t for t in state["_lib_order"][player]
                                       if (player, t) in state["in_library"]]
    state["current_step"], state["active_player"] = {(step,)}, {(active,)}
    state["floating_mana"] = {(p, c, n) for p, pool in (mana or {}).items() for c, n in pool.items()}
    state["_explicit_lands"] = True
    driver.clear_cache()
    for player in state["_lib_order"]:
        driver._refresh_mana_pool(state, player)
    return Game.from_state(state)


def life(game: Any, player: str) -> int:
    return int(dict(game.state.get("life", ()))[player])


def run_until(game: Any, done: Any, limit: int = 40) -> None:
    """Push the engine's own pass (or the empty declaration) until ``done()``."""
    for _ in range(limit):
        if done() or game.is_game_over():
            return
        legal = [getattr(m, "raw", m) for m in game.legal_moves]
        move = next((m for m in (("pass",), ("attack", frozenset()), ("block", frozenset())) if m in legal),
                    legal[0])
        with contextlib.redirect_stdout(io.StringIO()):
            game.push(move)
