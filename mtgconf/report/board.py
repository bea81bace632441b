"""The board view of a counterexample: each player's zones, drawn as cards.

This turns a Scenario into plain display records; the template only lays them
out. A card shows what a judge needs to read the board: name, cost, type line,
Oracle text, power and toughness, tapped state, controller and owner.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from reference_engine.cards import CardDef, mana_symbols
from reference_engine.ids import CardType, Color, Zone
from reference_engine.scenario import Action, ObjectSetup, Scenario

from mtgconf.report.formats import life_key

Translate = Callable[..., str]

# Zones in the order a player's area shows them; the stack is shared.
PLAYER_ZONES: tuple[Zone, ...] = (Zone.BATTLEFIELD, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.LIBRARY)


@dataclass(frozen=True, slots=True)
class CardView:
    id: int
    name: str
    pips: tuple[str, ...]
    type_line: str
    oracle: str
    pt: str
    frame: str
    """CSS frame class: a colour letter, "multi", "artifact" or "land"."""
    tapped: bool
    controller: int
    owner: int
    badges: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ZoneView:
    zone: str
    label: str
    cards: tuple[CardView, ...]
    note: str = ""


@dataclass(frozen=True, slots=True)
class PlayerView:
    id: int
    label: str
    active: bool
    life: str
    pool: tuple[str, ...]
    zones: tuple[ZoneView, ...]


@dataclass(frozen=True, slots=True)
class BoardView:
    where: str
    players: tuple[PlayerView, ...]
    stack: tuple[CardView, ...]
    effects: tuple[str, ...]
    script: tuple[str, ...]


def board_view(scenario: Scenario, t: Translate) -> BoardView:
    cards = {c.key: c for c in scenario.cards}
    views = [(o, _card_view(o, cards.get(o.card), t)) for o in scenario.objects]
    players = tuple(_player_view(scenario, p.id, views, t) for p in scenario.players)
    stack = tuple(v for o, v in reversed(views) if o.zone is Zone.STACK)
    effects = tuple(f"effect/{i}: {e.kind.value}" for i, e in enumerate(scenario.effects))
    return BoardView(
        where=t("board.turn", turn=scenario.turn, step=t(f"step.{scenario.step.value}")),
        players=players, stack=stack, effects=effects,
        script=tuple(action_line(a, t) for a in scenario.script),
    )


def _player_view(scenario: Scenario, pid: int, views: list[tuple[ObjectSetup, CardView]], t: Translate) -> PlayerView:
    setup = next(p for p in scenario.players if p.id == pid)
    zones = []
    for zone in PLAYER_ZONES:
        # Permanents sit with their controller; cards elsewhere with their owner.
        mine = tuple(v for o, v in views if o.zone is zone and _seat(o) == pid)
        note = t("board.top_first") if zone in (Zone.LIBRARY, Zone.GRAVEYARD) and len(mine) > 1 else ""
        zones.append(ZoneView(zone=zone.value, label=t(f"zone.{zone.value}"), cards=mine, note=note))
    return PlayerView(
        id=pid, label=t("board.player", id=pid) + (f" \u00b7 {setup.name}" if setup.name else ""),
        active=pid == scenario.active_player, life=t(life_key("board.life", setup.life), n=setup.life),
        pool=tuple(mana_symbols(setup.mana_pool)), zones=tuple(zones),
    )


def _seat(o: ObjectSetup) -> int:
    if o.zone is Zone.BATTLEFIELD and o.controller is not None:
        return o.controller
    return o.owner


def _card_view(o: ObjectSetup, card: CardDef | None, t: Translate) -> CardView:
    controller = o.controller if o.controller is not None else o.owner
    if card is None:  # an undefined key: show the object, never crash the report
        return CardView(id=o.id, name=o.card, pips=(), type_line="", oracle="", pt="", frame="artifact",
                        tapped=o.tapped, controller=controller, owner=o.owner, badges=_badges(o, controller, t))
    return CardView(
        id=o.id, name=card.name, pips=tuple(mana_symbols(card.mana_cost or "")),
        type_line=type_line(card), oracle=oracle_text(card), pt=_pt(card), frame=frame_of(card),
        tapped=o.tapped, controller=controller, owner=o.owner, badges=_badges(o, controller, t),
    )


def _badges(o: ObjectSetup, controller: int, t: Translate) -> tuple[str, ...]:
    out: list[str] = []
    if o.tapped:
        out.append(t("board.tapped"))
    if controller != o.owner:
        out.append(t("board.owner", p=t("board.player_short", id=o.owner)))
    out.extend(f"{n}\u00d7 {kind}" for kind, n in sorted(o.counters.items()))
    if o.damage:
        out.append(t("board.damage", n=o.damage))
    if o.attached_to is not None:
        out.append(t("board.attached", id=o.attached_to))
    if o.summoning_sick:
        out.append(t("board.sick"))
    return tuple(out)


def type_line(card: CardDef) -> str:
    """The card face's type line; it stays English, like the Oracle text."""
    left = " ".join([*(s.capitalize() for s in card.supertypes), *(c.value.capitalize() for c in card.types)])
    return f"{left} \u2014 {' '.join(card.subtypes)}" if card.subtypes else left


def oracle_text(card: CardDef) -> str:
    """Rendered Oracle text when the renderer is available, else empty."""
    try:
        from reference_engine.oracle import render_card
    except ImportError:
        return ""
    try:
        return render_card(card)
    except Exception:  # a renderer gap must not hide the rest of the report
        return ""


def frame_of(card: CardDef) -> str:
    colours = [c for c in card.colors if c is not Color.COLORLESS]
    if len(colours) > 1:
        return "multi"
    if colours:
        return str(colours[0])
    return "land" if CardType.LAND in card.types else "artifact"


def _pt(card: CardDef) -> str:
    if card.power is None or card.toughness is None:
        return ""
    return f"{card.power}/{card.toughness}"


def action_line(action: Action, t: Translate) -> str:
    """One script step, in the report's language, with its object ids."""
    who = t("board.player_short", id=action.player) if action.player is not None else ""
    parts = [t(f"act.{action.action.value}")]
    if action.object is not None:
        parts.append(f"#{action.object}")
    if action.step is not None:
        parts.append(t(f"step.{action.step.value}"))
    parts.extend(f"#{a.attacker}\u2192{t('board.player_short', id=a.defender)}" for a in action.attackers)
    parts.extend(f"#{b.blocker}\u2192#{b.attacker}" for b in action.blocks)
    if action.targets:
        parts.append("\u2192 " + ", ".join(target_label(x.object, x.player, t) for x in action.targets))
    return t("board.script_line", who=who, what=" ".join(parts)) if who else " ".join(parts)


def target_label(obj: int | None, player: int | None, t: Translate) -> str:
    return f"#{obj}" if obj is not None else t("board.player_short", id=player)
