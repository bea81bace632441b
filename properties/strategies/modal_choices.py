"""Spells and triggers that choose several modes: "choose two", "choose one
or more", entwine and spree (CR 700.2, 700.2d, 603.3c, 702.42a, 702.172a)."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, Mode, ModeCount, ObjectFilter, ObjectRef, PlayerRef, TargetSpec,
    Trigger, TriggerEvent, Who,
)
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.scenario import ChoicePolicy, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, lists_of, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_creatures, add_spell, add_watcher, gain

_THEIRS = TargetSpec(objects=ObjectFilter(types=CREATURE, controller=Who.OPPONENT))
_PALETTE = (
    Mode(effects=(gain(2),)),
    Mode(effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.SELF,
                         player=PlayerRef.EACH_OPPONENT),)),
    Mode(effects=(Effect(kind=EffectKind.DRAW, amount=1),)),
    Mode(effects=(gain(1),)),
    Mode(effects=(Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),), targets=(_THEIRS,)),
    Mode(effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.TARGET),), targets=(_THEIRS,)),
    Mode(effects=(Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.TARGET),),
         targets=(TargetSpec(players=Who.OPPONENT),)),
)
"""Gaining life, damage to each opponent and drawing are told apart by their
events; the next two modes target a creature an opponent controls, the last
one an opponent: three chosen targeted modes find each its own target only
when each instruction's target is counted past the earlier modes' targets."""


@dataclass(frozen=True)
class Victims:
    """What the chosen modes' target phrases aim at, in turn: two creatures
    an opponent controls, and that opponent for a player phrase."""

    creatures: tuple[int, ...]
    foe: int


def _modes(draw: st.DrawFn, least: int, most: int, targeted: bool) -> tuple[Mode, ...]:
    """``least`` to ``most`` modes of the palette; with targets, half the
    time the three targeted ones, which several chosen modes then aim at
    three different things."""
    if targeted and draw(BOOLS):
        return _PALETTE[4:]
    pool = _PALETTE if targeted else _PALETTE[:4]
    picked = draw(lists_of(pick(range(len(pool))), min_size=least, max_size=most, unique=True))
    return tuple(pool[i] for i in picked)


def _count(draw: st.DrawFn, n: int) -> ModeCount:
    """"Choose one or more" (the simplest draw) or "choose N"."""
    if not draw(BOOLS):
        return ModeCount(min=1, max=n)
    k = draw(ints(2, n))
    return ModeCount(min=k, max=k)


def _subset(draw: st.DrawFn, n: int, least: int, most: int) -> tuple[int, ...]:
    """Modes to announce, in any order; now and then one twice."""
    chosen = draw(lists_of(ints(0, n - 1), min_size=least, max_size=most, unique=True))
    if draw(ints(0, 9)) == 0:
        chosen = [*chosen, chosen[0]]  # a mode twice (CR 700.2d)
    return tuple(chosen)


def _choose_n(board: ScenarioBuilder, draw: st.DrawFn, victim: Victims | None) -> dict[str, tuple[int, ...]]:
    modes = _modes(draw, 2, 4, victim is not None)
    count = _count(draw, len(modes))
    spell = add_spell(board, Ability(kind=AbilityKind.SPELL, modes=modes, choose=count), mana_cost="{R}")
    return _cast(board, draw, spell, modes, count.min, count.max, victim)


def _entwine(board: ScenarioBuilder, draw: st.DrawFn, victim: Victims | None) -> dict[str, tuple[int, ...]]:
    modes = _modes(draw, 2, 3, victim is not None)
    extra = draw(pick(("{1}", "{2}")))
    spell = add_spell(board, Ability(kind=AbilityKind.SPELL, modes=modes, entwine=Cost(mana=extra)), mana_cost="{R}")
    if draw(BOOLS):
        board.add_mana(board.active, extra)
        board.cast(spell, entwined=True, targets=_aims(modes, range(len(modes)), victim))
        return {}
    return _cast(board, draw, spell, modes, 1, 1, victim)


def _spree(board: ScenarioBuilder, draw: st.DrawFn, victim: Victims | None) -> dict[str, tuple[int, ...]]:
    base = _modes(draw, 2, 3, victim is not None)
    modes = tuple(Mode(effects=m.effects, targets=m.targets, cost=Cost(mana=draw(pick(("{1}", "{2}")))))
                  for m in base)
    spell = add_spell(board, Ability(kind=AbilityKind.SPELL, modes=modes), mana_cost="{R}")
    return _cast(board, draw, spell, modes, 1, len(modes), victim)


def cast_modal_spell(board: ScenarioBuilder, variant: int) -> None:
    """The active player casts, announcing its modes, a spell choosing two of
    three (``variant`` 0), an entwined spell (1) or a spree spell with both
    modes (2); no mode targets. For the swarm, which must not draw more: its
    other families' examples stay those they were."""
    gain2, burn, gain1 = _PALETTE[0], _PALETTE[1], _PALETTE[3]
    if variant == 0:
        spell = add_spell(board, Ability(kind=AbilityKind.SPELL, modes=(gain2, burn, gain1),
                                         choose=ModeCount(min=2, max=2)), mana_cost="{R}", instant=True)
        board.cast(spell, modes=(2, 0))
    elif variant == 1:
        spell = add_spell(board, Ability(kind=AbilityKind.SPELL, modes=(gain2, burn), entwine=Cost(mana="{2}")),
                          mana_cost="{R}", instant=True)
        board.add_mana(board.active, "{2}")
        board.cast(spell, entwined=True)
    else:
        spree = tuple(Mode(effects=m.effects, cost=Cost(mana="{1}")) for m in (burn, gain2))
        spell = add_spell(board, Ability(kind=AbilityKind.SPELL, modes=spree), mana_cost="{R}", instant=True)
        board.add_mana(board.active, "{2}")
        board.cast(spell, modes=(1, 0))


def _cast(board: ScenarioBuilder, draw: st.DrawFn, spell: int, modes: tuple[Mode, ...], least: int, most: int,
          victim: Victims | None) -> dict[str, tuple[int, ...]]:
    """Announce modes, or leave them to the policy's preference."""
    ref = f"{board.objects[spell - 1].card}/0"
    chosen = _subset(draw, len(modes), least, most)
    for m in set(chosen):
        cost = modes[m].cost
        board.add_mana(board.active, cost.mana if cost is not None else "")
    if draw(BOOLS):
        board.cast(spell, modes=chosen, targets=_aims(modes, sorted(set(chosen)), victim))
        return {}
    # Left to the preference, the modes counted from the last: a preference
    # of the first modes would match the policy's fallback, and hide a spell
    # that ignores it (CR 601.2b).
    preferred = tuple(len(modes) - 1 - m for m in chosen)
    board.cast(spell, targets=_aims(modes, sorted(set(preferred)), victim))
    return {ref: preferred}


def _aims(modes: tuple[Mode, ...], chosen: Iterable[int], victims: Victims | None) -> tuple[TargetRef, ...]:
    """The targets of the chosen modes' phrases, in printed order: the
    creatures in turn, the opponent for a player phrase; two targeted modes
    aim at two creatures, so that each mode's instructions must act on its
    own target (CR 700.2, 608.2c)."""
    if victims is None:
        return ()
    out: list[TargetRef] = []
    for phrase in (t for m in chosen for t in modes[m].targets):
        if phrase.objects is None:
            out.append(TargetRef(player=victims.foe))
        else:
            out.append(TargetRef(object=victims.creatures[sum(r.object is not None for r in out) % 2]))
    return tuple(out)


def _trigger(board: ScenarioBuilder, draw: st.DrawFn, victim: Victims | None) -> dict[str, tuple[int, ...]]:
    """"Whenever you cast a spell, choose ...": its modes are chosen as it is
    put on the stack (CR 603.3c)."""
    modes = _modes(draw, 2, 4, draw(BOOLS))
    count = None if draw(ints(0, 3)) == 3 else _count(draw, len(modes))
    ability = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.CAST, player=Who.YOU),
                      modes=modes, choose=count)
    watcher = add_watcher(board, ability, controller=board.active)
    board.cast(add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(gain(1),)), instant=True, mana_cost="{G}"))
    least, most = (count.min, count.max) if count is not None else (1, 1)
    return {f"{board.objects[watcher - 1].card}/0": _subset(draw, len(modes), max(1, least - 1), most)}


_KINDS = {"choose": _choose_n, "entwine": _entwine, "spree": _spree, "trigger": _trigger}
_DRAWN = ("trigger", "choose", "entwine", "spree", "trigger")
"""Triggers twice: modal-trigger-takes-a-legal-mode draws from here too."""


@family("modal_choices")
@st.composite
def modal_choices(draw: st.DrawFn) -> Scenario:
    """A spell that chooses two or one or more of its modes, or has entwine
    or spree, cast with its modes announced or left to the preferred ones;
    or a "whenever you cast a spell" trigger choosing several modes; a mode
    now and then announced twice, two creatures an opponent controls and
    that opponent for the modes' targets, or none (CR 700.2, 700.2d, 603.3c,
    702.42a, 702.172a)."""
    board = ScenarioBuilder()
    victim = (Victims(tuple(add_creatures(board, [board.opponent, board.opponent])), board.opponent)
              if draw(BOOLS) else None)
    library = board.card("Island", (CardType.LAND,))
    for _ in range(2):
        board.put(library, zone=Zone.LIBRARY)
    wanted = _KINDS[draw(pick(_DRAWN))](board, draw, victim)
    board.resolve_all()
    return board.build("modal_choices", choices=ChoicePolicy(modes_by_ability=wanted))
