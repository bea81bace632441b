"""The checkers' own reading of a spell's total cost (CR 601.2f), from the
scenario and the board as casting began: the mana cost (X as announced) or
the alternative cost announced, plus additional mana costs, a paid kicker and
the chosen modes' entwine or spree costs (a Phyrexian symbol as announced:
one mana of its colour, or no mana when paid with life), plus every cost increase in force, less the caster's reductions (on the
generic part, the sum floored at {0}), then raised to the greatest minimum
whose source is untapped. Never the engine's rules."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from properties.card_facts import card_colors, mana_symbols
from properties.characteristics import Active, active_effects
from properties.targeting import mode_bounds
from properties.tracked_board import TrackedBoard
from reference_engine import events as ev
from reference_engine.abilities import Ability, AbilityKind, ContinuousKind, Cost
from reference_engine.records import fast_init
from reference_engine.scenario import Scenario

_KINDS = (ContinuousKind.COST_INCREASE, ContinuousKind.COST_REDUCTION, ContinuousKind.COST_MINIMUM)


@fast_init
@dataclass(frozen=True, slots=True)
class Modifiers:
    """The cost modifiers in force for one cast."""

    increases: tuple[Active, ...]
    reductions: tuple[Active, ...]
    minimums: tuple[Active, ...]

    @property
    def sources(self) -> set[int]:
        return {a.source for a in (*self.increases, *self.reductions, *self.minimums) if a.source is not None}


def modifiers(sc: Scenario, board: TrackedBoard, c: ev.Cast) -> Modifiers:
    """The increases, the caster's reductions and the minimums (source
    untapped) that apply to the spell of ``c`` on ``board``."""
    card = sc.card(c.card)
    colors = set(card_colors(card))
    found = [x for x in active_effects(sc, board) if x.effect.kind in _KINDS]
    inc = tuple(x for x in found if x.effect.kind is ContinuousKind.COST_INCREASE
                and not set(x.effect.not_types) & set(card.types))
    red = tuple(x for x in found if x.effect.kind is ContinuousKind.COST_REDUCTION and x.controller == c.player
                and (not x.effect.colors or colors & set(x.effect.colors)))
    mins = tuple(x for x in found if x.effect.kind is ContinuousKind.COST_MINIMUM and x.source is not None
                 and (o := board.get(x.source)) is not None and not o.tapped)
    return Modifiers(inc, red, mins)


def expected_total(sc: Scenario, board: TrackedBoard, c: ev.Cast) -> Counter[str] | None:
    """The total cost of the spell cast by ``c``, as symbols; ``None`` for an
    alternative cost the spell does not have."""
    card = sc.card(c.card)
    spell = next((x for x in card.abilities if x.kind is AbilityKind.SPELL), None)
    base = _base_mana(card.mana_cost or "", spell, c.alternative)
    if base is None:
        return None
    parts = [base]
    if spell is not None:
        parts += [k.mana for k in (spell.cost, spell.kicker if c.kicked else None) if k is not None]
        parts += [k.mana for k in mode_costs(spell, c.modes)]
    symbols = _announced([s for part in parts for s in mana_symbols(part)], c.phyrexian_life)
    m = modifiers(sc, board, c)
    generic = sum(int(s) for s in symbols if s.isdigit()) + c.x * symbols.count("X")
    generic = max(0, generic + sum(x.effect.amount for x in m.increases)
                  - sum(x.effect.amount for x in m.reductions))
    total = Counter(s for s in symbols if not s.isdigit() and s != "X")
    floor = max((x.effect.amount for x in m.minimums), default=0)
    generic += max(0, floor - generic - sum(total.values()))
    if generic:
        total[str(generic)] += 1
    return total


def _announced(symbols: list[str], life: tuple[bool, ...]) -> list[str]:
    """CR 107.4f, 601.2b: a Phyrexian symbol announced as paid with 2 life
    is no mana of the total; one paid with mana is one mana of its colour."""
    answers = iter(life)
    out = []
    for s in symbols:
        if not s.endswith("/P"):
            out.append(s)
        elif not next(answers, False):
            out.append(s[0])
    return out


def mode_costs(spell: Ability, modes: tuple[int, ...]) -> list[Cost]:
    """The additional costs a modal spell's chosen modes bring (CR 601.2f):
    its entwine cost when it was cast with every mode although it chooses
    fewer (CR 702.42a), and each chosen spree mode's cost (CR 702.172a)."""
    _, most = mode_bounds(spell)
    chosen = [m for m in modes if 0 <= m < len(spell.modes)]
    out = [spell.entwine] if spell.entwine is not None and len(set(chosen)) > most else []
    return out + [c for m in chosen if (c := spell.modes[m].cost) is not None]


def _base_mana(printed: str, spell: Ability | None, alternative: int | None) -> str | None:
    """CR 601.2f: the mana cost, or the alternative cost paid instead of it."""
    if alternative is None:
        return printed
    alts = spell.alternative_costs if spell is not None else ()
    return alts[alternative].mana if 0 <= alternative < len(alts) else None
