"""Costs as phase locks and pays them (CR 601.2f-h, 602.2b).

A cast goes through phase's manual payment (``payment_mode`` ``Manual``):
phase stops at a ``ManaPayment`` prompt whose pending cast holds the total
cost it locked in, reductions applied. phase has no such mode for an
activation: it pays in the same engine call, and the cost it pays is the one
its own object lists for that ability. What was spent is read from phase's
rules journal (``ManaSpend``: the payer and each unit of mana), and is
reported against the locked cost: the units that match its coloured symbols
pay them, the others count as generic mana.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from mtgconf.adapters.protocol import Unsupported

Json = dict[str, Any]
_COLORS = {"White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G", "Colorless": "C"}


@dataclass(frozen=True, slots=True)
class ActivationCost:
    """The parts of an activated ability's cost phase lists for it."""

    mana: str
    tap: bool
    life: int
    sacrifice: bool


@dataclass(frozen=True, slots=True)
class Paying:
    """A cost locked in and not yet paid: phase object ``pid`` (the card cast,
    or the source of the ability), the History id of the spell or ability,
    who pays, the locked mana, where phase's rules journal stood then, and
    whether a spell is cast (else an ability is activated)."""

    pid: int
    object: int
    player: int
    mana: str
    journal: int
    cast: bool
    lock: int = 0
    """The seq of the ``cost_locked``."""


def mana_text(cost: Json | None) -> str:
    """phase's ``ManaCost`` as mana symbols, generic first: ``{1}{G}``."""
    if cost is None or cost.get("type") == "NoCost":
        return ""
    if cost.get("type") != "Cost":
        raise Unsupported(f"phase holds a mana cost of kind {cost.get('type')!r}, which the adapter cannot read")
    symbols = []
    for shard in cost.get("shards") or ():
        if shard not in _COLORS:
            raise Unsupported(f"phase holds a mana symbol {shard!r}, which the adapter cannot read")
        symbols.append(f"{{{_COLORS[shard]}}}")
    generic = int(cost.get("generic") or 0)
    return (f"{{{generic}}}" if generic else "") + "".join(symbols)


def activation_cost(cost: Json | None) -> ActivationCost:
    """The mana, {T} and life phase's ability definition asks for; a loyalty
    cost is seen as its counter event; any other part (phase would pay it its
    own way, unseen) is unsupported."""
    parts = (cost or {}).get("costs") if (cost or {}).get("type") == "Composite" else [cost] if cost else []
    mana, tap, life, sacrifice = "", False, 0, False
    for part in parts or ():
        kind = part.get("type")
        if kind == "Mana":
            mana = mana_text(part.get("cost"))
        elif kind == "Tap":
            tap = True
        elif kind == "PayLife" and (part.get("amount") or {}).get("type") == "Fixed":
            life = int(part["amount"]["value"])
        elif kind == "Sacrifice":
            sacrifice = True  # phase reports each move, with its PermanentSacrificed
        elif kind == "Loyalty":
            pass  # phase reports the loyalty put or removed as a counter event (CR 606.4)
        else:
            raise Unsupported(f"phase pays an activation cost part {kind!r} the adapter does not report")
    return ActivationCost(mana=mana, tap=tap, life=life, sacrifice=sacrifice)


def journal_size(game: Any) -> int:
    return len(game.state()["state"]["resolved_rules_journal"]["entries"])


def spent(game: Any, since: int, pid: int, player: int) -> list[str]:
    """The colours of the units phase's journal shows ``player`` spending on
    object ``pid`` (the spell, or the ability's source) since entry ``since``."""
    units: list[str] = []
    for entry in game.state()["state"]["resolved_rules_journal"]["entries"][since:]:
        spend = (entry.get("command") or {}).get("ManaSpend")
        if spend is None:
            continue
        recipient = (spend.get("recipient") or {}).get("Object") or {}
        if int(spend.get("payer", -1)) != player or int(recipient.get("object_id", -1)) != pid:
            raise Unsupported("phase spent mana on something other than the cost being paid")
        units += [str(u["unit"]["color"]) for u in spend.get("units") or ()]
    return units


def paid_against(locked: str, units: list[str]) -> str:
    """The mana ``units`` pay of the ``locked`` cost, as symbols: each
    coloured symbol a unit of its colour pays, the rest generic. A symbol no
    unit pays is left out, so an underpayment shows."""
    left = Counter(_COLORS.get(u, "?") for u in units)
    colored: list[str] = []
    generic = 0
    for sym in _symbols(locked):
        if sym.isdigit():
            generic += int(sym)
        elif left[sym] > 0:
            left[sym] -= 1
            colored.append(f"{{{sym}}}")
    rest = sum(left.values())
    return (f"{{{rest}}}" if rest else "") + "".join(colored)


def _symbols(mana: str) -> list[str]:
    return [s for s in mana.replace("}", "").split("{") if s]


def pays_now(paying: Paying, kind: str, data: Json) -> bool:
    """Whether phase's event ``kind`` ends the payment: for a cast, the card's
    move to the stack or the cast itself, whichever comes first (phase spends
    the mana as it completes the cast, its journal's ``ManaSpend`` coming
    before the cast's record; it moves the card in that same call); for an
    activation, phase's ``AbilityActivated`` for the source, after its costs."""
    named = data.get("object_id", data.get("source_id"))
    if named is None or int(named) != paying.pid:
        return False
    if paying.cast:
        return kind == "SpellCast" or (kind == "ZoneChanged" and data.get("to") == "Stack")
    return kind == "AbilityActivated"


def paid_in(paying: Paying, events: list[Json]) -> bool:
    """Whether phase completes the payment within an engine call's ``events``."""
    return any(pays_now(paying, str(e.get("type")), e.get("data") or {}) for e in events)


def costs_nothing(cost: Json | None) -> bool:
    """A mana cost of nothing ({0}, or none): phase casts such a spell with
    no payment prompt."""
    return cost is None or cost.get("type") == "NoCost" or (
        cost.get("type") == "Cost" and not cost.get("shards") and not cost.get("generic"))
