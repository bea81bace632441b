"""Modes (CR 700.2, 601.2b, 603.3c), entwine (CR 702.42) and spree (CR 702.172).

A modal spell's modes are announced as it is cast and an activated ability's
as it is activated (CR 601.2b, 602.2b); a modal triggered ability's as it is
put on the stack (CR 603.3c). A mode whose targets can't all be chosen can't
be chosen; a triggered ability with too few choosable modes is removed from
the stack. A mode is chosen at most once (CR 700.2d). The chosen modes are
recorded in printed order and performed in that order on resolution, as the
instructions of one ability are followed in the order written (CR 608.2c).
Entwine is an additional cost: paid, every mode is chosen (CR 702.42a). Each
chosen mode of a spree spell adds its own cost to the total (CR 702.172a,
601.2f).
"""
from __future__ import annotations

import dataclasses

from reference_engine.abilities import Ability, Cost, Effect, ObjectRef, PlayerRef
from reference_engine.events import RefusalCode
from reference_engine.ids import ObjectId, PlayerId
from reference_engine.rules import targets as tg
from reference_engine.rules.illegal import Illegal
from reference_engine.scenario import Action
from reference_engine.state import Game


def is_spree(ab: Ability) -> bool:
    """Every mode carries its own additional cost (CR 702.172a)."""
    return bool(ab.modes) and all(m.cost is not None for m in ab.modes)


def bounds(ab: Ability) -> tuple[int, int]:
    """The fewest and the most modes the ability lets its controller choose."""
    if ab.choose is not None:
        return ab.choose.min, ab.choose.max
    if is_spree(ab):
        return 1, len(ab.modes)
    return 1, 1


def usable(game: Game, ab: Ability, you: PlayerId, source: ObjectId) -> list[int]:
    """Modes whose every target phrase has a legal choice (CR 700.2, 603.3c)."""
    return [i for i, m in enumerate(ab.modes)
            if game.rules.mode_may_be_chosen(all(tg.candidates(game, s, you, source) for s in m.targets))]


def pick(game: Game, ab: Ability, ref: str, you: PlayerId, source: ObjectId,
         least: int, most: int) -> tuple[int, ...] | None:
    """The policy's choice: the preferred modes when they may be chosen
    together, else the first ``least`` choosable ones; None when too few are."""
    legal = usable(game, ab, you, source)
    if len(legal) < least:
        return None
    choices = game.scenario.choices
    single = choices.mode_by_ability.get(ref)
    want = choices.modes_by_ability.get(ref, (single,) if single is not None else ())
    if (want and len(set(want)) == len(want) and least <= len(want) <= most
            and all(m in legal for m in want)):
        return tuple(sorted(want))
    return tuple(legal[:least])


def announce(game: Game, ab: Ability, ref: str, player: PlayerId, source: ObjectId,
             action: Action) -> tuple[int, ...]:
    """The modes of a spell being cast or an ability being activated (CR 601.2b)."""
    n = len(ab.modes)
    least, most = bounds(ab)
    if action.entwined and ab.entwine is None:
        raise Illegal("this spell has no entwine cost", RefusalCode.CHOICE)
    if game.rules.entwine_chooses_all(bool(action.entwined)):
        least = most = n  # CR 702.42a
    asked = action.modes or ((action.mode,) if action.mode is not None else ())
    if not asked:
        picked = pick(game, ab, ref, player, source, least, most)
        if picked is None:
            raise Illegal("no mode of this spell or ability has legal targets", RefusalCode.TARGET)
        return picked
    for m in asked:
        if not 0 <= m < n:
            raise Illegal(f"there is no mode {m}", RefusalCode.CHOICE)
    if len(set(asked)) != len(asked):
        raise Illegal("a mode can be chosen only once (CR 700.2d)", RefusalCode.CHOICE)
    if not least <= len(asked) <= most:
        raise Illegal(f"{_count(least, most)} mode(s) must be chosen, not {len(asked)} (CR 700.2)",
                      RefusalCode.CHOICE)
    legal = usable(game, ab, player, source)
    for m in asked:
        if m not in legal:
            raise Illegal(f"mode {m} can't be chosen: it has no legal target (CR 601.2c)", RefusalCode.TARGET)
    return tuple(sorted(asked))


def _count(least: int, most: int) -> str:
    return str(least) if least == most else f"{least} to {most}"


def for_trigger(game: Game, ab: Ability, ref: str, controller: PlayerId,
                source: ObjectId) -> tuple[int, ...] | None:
    """A modal trigger's modes as it is put on the stack (CR 603.3c); None
    when too few modes can be chosen."""
    least, most = bounds(ab)
    return pick(game, ab, ref, controller, source, game.rules.fewest_modes(least, most), most)


def announced_on_stacking(game: Game, ab: Ability) -> bool:
    """Whether the trigger's modes are chosen as it is put on the stack:
    always (CR 603.3c); a mutant waits for the resolution of untargeted ones."""
    return game.rules.trigger_modes_announced(any(m.targets for m in ab.modes))


def effects(ab: Ability, modes: tuple[int, ...]) -> tuple[Effect, ...]:
    """The chosen modes' instructions in printed order (CR 608.2c), each
    target index moved past the targets of the chosen modes before it."""
    out: list[Effect] = []
    offset = 0
    for m in sorted(modes):
        mode = ab.modes[m]
        out += [_shifted(e, offset) for e in mode.effects]
        offset += len(mode.targets)
    return tuple(out)


def _shifted(eff: Effect, offset: int) -> Effect:
    if offset and (eff.object is ObjectRef.TARGET or eff.player is PlayerRef.TARGET):
        return dataclasses.replace(eff, target=eff.target + offset)
    return eff


def costs(ab: Ability, modes: tuple[int, ...], entwined: bool) -> list[Cost]:
    """The additional costs the chosen modes bring (CR 601.2f): entwine when
    it was paid (CR 702.42a), each chosen spree mode's (CR 702.172a)."""
    out = [ab.entwine] if entwined and ab.entwine is not None else []
    return out + [c for m in modes if (c := ab.modes[m].cost) is not None]
