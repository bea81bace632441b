"""Laying out a scenario's exact board in a python-mtg state.

python-mtg builds a state from decks (``bridge.make_deck_state``). Each player's
deck holds one placeholder card per scenario object they own; every dealt
instance is then re-pointed at its scenario card (the rows of
``pymtg.cards``) and moved out of the library into its scenario zone. What the
state cannot express is refused as ``Unsupported`` before any engine call.
"""
from __future__ import annotations

import contextlib
import io
from dataclasses import dataclass, field
from typing import Any, Callable

from mtgconf.adapters.protocol import Unsupported
from mtgconf.adapters.pymtg.cards import Translated
from mtgconf.adapters.pymtg.vocabulary import ENGINE_COLORS
from reference_engine.cards import mana_symbols
from reference_engine.abilities import TriggerEvent
from reference_engine.ids import Step, Zone
from reference_engine.scenario import Scenario

State = dict[str, Any]
Policy = Callable[[State, str, Any, Any], Any]
PLACEHOLDER = "Grizzly Bears"
"""Any real card works: all its rows are replaced by the scenario card's."""


@dataclass(slots=True)
class Table:
    """A python-mtg state laid out for one scenario, with the id mapping."""

    state: State
    players: tuple[str, ...]
    """Engine player name of each seat."""
    instance: dict[int, str] = field(default_factory=dict)
    """Scenario object id -> engine instance id (the same for its whole life)."""
    cards: dict[str, Translated] = field(default_factory=dict)
    """Engine instance id -> its translated card."""
    owner: dict[str, int] = field(default_factory=dict)

    def seat(self, name: str) -> int:
        return self.players.index(name)


def refuse_game_start(scenario: Scenario) -> None:
    """A game being started (opening-hand actions) cannot be laid out."""
    if scenario.game_start:
        raise Unsupported("python-mtg states are laid out mid-game; the adapter cannot start a game "
                          "(game_start: opening-hand actions, CR 103.6)")


def refuse_unlayable(scenario: Scenario) -> None:
    """Refuse what this adapter cannot lay out in a python-mtg state."""
    refuse_game_start(scenario)
    if len(scenario.players) != 2:
        raise Unsupported("python-mtg's combat and opponent logic assume exactly two players")
    if scenario.effects:
        raise Unsupported("python-mtg cannot be given continuous effects already in force")
    if any(p.lands_played for p in scenario.players):
        raise Unsupported("lands already played this turn are not laid out for python-mtg")
    for o in scenario.objects:
        if o.zone is Zone.STACK:
            raise Unsupported(f"object {o.id} starts on the stack; python-mtg's stack is not laid out")
        if o.counters or o.attached_to is not None or o.damage:
            raise Unsupported(f"object {o.id} starts with counters, damage or attached; not laid out")
        if o.controller is not None and o.controller != o.owner:
            raise Unsupported(f"object {o.id} is controlled by a non-owner; python-mtg ties control to the deck")
        if o.summoning_sick:
            raise Unsupported(f"object {o.id} starts summoning sick; not laid out for python-mtg")
    _refuse_begun_step_triggers(scenario)


def _refuse_begun_step_triggers(scenario: Scenario) -> None:
    """The starting step has already begun, so its "at the beginning of"
    abilities must not trigger. python-mtg fires them when it processes a
    step, and a state laid out in a step has not been processed yet: that
    start cannot be expressed. (An untap or cleanup start is begun anew.)"""
    if scenario.step in (Step.UNTAP, Step.CLEANUP):
        return
    for card in scenario.cards:
        for i, a in enumerate(card.abilities):
            t = a.trigger
            step = None if t is None or t.event is not TriggerEvent.BEGINNING_OF_STEP else t.step or Step.UPKEEP
            if step is scenario.step:
                raise Unsupported(f"{card.key}/{i}: python-mtg would trigger it for the starting step, "
                                  "which has already begun")


def lay_out(scenario: Scenario, cards: dict[str, Translated], policy: Policy) -> Table:
    from mtg import bridge_to_engine as bridge, driver

    refuse_unlayable(scenario)
    names = tuple(f"p{p.id}" for p in scenario.players)
    decks = {names[p.id]: [PLACEHOLDER] * sum(o.owner == p.id for o in scenario.objects)
             for p in scenario.players}
    with contextlib.redirect_stdout(io.StringIO()):  # the card database announces itself
        state = bridge.make_deck_state(decks, seed=0, hand=0)
    table = Table(state=state, players=names)
    for name in names:
        dealt = list(state["_lib_order"][name])
        mine = [o for o in scenario.objects if names[o.owner] == name]
        for setup, tid in zip(mine, dealt):
            _define(state, tid, cards[setup.card])
            _place(state, name, tid, setup.zone, setup.tapped)
            table.instance[setup.id], table.cards[tid], table.owner[tid] = tid, cards[setup.card], setup.owner
        # Library order: scenario lists are top first, and the engine draws index 0.
        state["_lib_order"][name] = [table.instance[o.id] for o in mine if o.zone is Zone.LIBRARY]
    state["current_step"] = {(scenario.step.value,)}
    state["active_player"] = {(names[scenario.active_player],)}
    state["life"] = {(names[p.id], p.life) for p in scenario.players}
    state["floating_mana"] = {(names[p.id], color, n) for p in scenario.players
                              for color, n in pool_rows(p.mana_pool).items()}
    state["_explicit_lands"] = True  # no automatic land drops: the scenario says what is in play
    state["_policy"] = policy
    for name in names:
        driver._refresh_mana_pool(state, name)
    return table


def pool_rows(pool: str) -> dict[str, int]:
    """"{W}{W}{2}" -> {"white": 2, "colorless": 2}: a generic number in a pool
    stands for that much colourless mana."""
    out: dict[str, int] = {}
    for sym in mana_symbols(pool):
        color = "colorless" if sym.isdigit() else ENGINE_COLORS.get(sym)
        if color is None:
            raise Unsupported(f"mana symbol {{{sym}}} in a pool has no python-mtg colour")
        out[color] = out.get(color, 0) + (int(sym) if sym.isdigit() else 1)
    return out


def _define(state: State, tid: str, t: Translated) -> None:
    """Replace every row of the placeholder instance by the scenario card's."""
    for rel, rows in list(state.items()):
        if isinstance(rows, set) and rel not in ("in_library", "printed_control"):
            state[rel] = {r for r in rows if not (isinstance(r, tuple) and r and r[0] == tid)}
    card, slug = t.card, t.slug

    def add(rel: str, *row: object) -> None:
        state.setdefault(rel, set()).add(row)

    add("instance_of", tid, slug)
    for ctype in card.types:
        add("card_type", slug, ctype.value)
        add("printed_type", tid, ctype.value)
    add("spell_type", tid, card.types[-1].value if card.types else "artifact")
    for sub in card.subtypes:
        add("card_subtype", slug, sub.lower())
        add("printed_subtype", tid, sub.lower())
    for color in card.colors:
        add("card_color", slug, ENGINE_COLORS[color.value])
        add("printed_color", tid, ENGINE_COLORS[color.value])
    if card.power is not None and card.toughness is not None:
        add("card_power", slug, card.power)
        add("printed_power", tid, card.power)
        add("card_toughness", slug, card.toughness)
        add("printed_toughness", tid, card.toughness)
    add("mana_cost", tid, t.generic + sum(n for _, n in t.pips))
    add("mana_generic", tid, t.generic)
    for pip, n in t.pips:
        add("mana_pip", tid, pip, n)
    for ab in t.abilities:
        add("card_ability", slug, ab.aid, ab.kind)
        if ab.phrase is not None:
            add("ability_trigger", slug, ab.aid, ab.phrase.text)
        for seq, (verb, amount, target) in enumerate(ab.effects):
            add("card_effect", slug, ab.aid, seq, verb, amount, target, "-", ab.condition)


def _place(state: State, player: str, tid: str, zone: Zone, tapped: bool) -> None:
    state["in_library"].discard((player, tid))
    if zone is Zone.LIBRARY:
        state["in_library"].add((player, tid))
    elif zone is Zone.HAND:
        state.setdefault("in_hand", set()).add((player, tid))
    elif zone is Zone.BATTLEFIELD:
        state.setdefault("on_battlefield", set()).add((tid,))
        if tapped:
            state.setdefault("tapped", set()).add((tid,))
    elif zone is Zone.GRAVEYARD:
        state.setdefault("graveyard", set()).add((tid,))
    elif zone is Zone.EXILE:
        state.setdefault("exile", set()).add((tid,))
