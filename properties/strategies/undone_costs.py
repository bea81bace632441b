"""The undone_costs family: a cast or an activation pays the first parts of
its cost (a permanent tapped, a creature sacrificed) and then cannot pay the
rest (mana or life), so the whole attempt is reversed as if it never
happened, and nothing those payments did may trigger (CR 601.2h, 733.1).

Watchers wait for what the payments do: a permanent becoming tapped, a
creature dying, a permanent leaving. In about half the examples the cost is
paid in full and they trigger as usual. A legal instant follows, so priority
comes back and any trigger the reversed attempt left waiting shows.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    Cost,
    ObjectFilter,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, ObjectId
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    CREATURE,
    WATCHER_TYPES,
    add_creatures,
    add_spell,
    add_watcher,
    gain,
    payoffs,
    watcher_ability,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, lists_of, pick

_GAIN = Ability(kind=AbilityKind.SPELL, effects=(gain(1),))
_SAC_CREATURE = ObjectFilter(types=CREATURE)
# What each part of a cost makes happen, and so which watchers it feeds.
_TAP_EVENTS = (TriggerEvent.BECOMES_TAPPED,)
_SACRIFICE_EVENTS = (TriggerEvent.DIES, TriggerEvent.LEAVES, TriggerEvent.PUT_INTO_GRAVEYARD)


@family("undone_costs")
@st.composite
def undone_costs(draw: st.DrawFn) -> Scenario:
    """One activation or cast whose tap or sacrifice is paid before its mana
    or life, which fall short in about half the examples."""
    board = ScenarioBuilder()
    bears = add_creatures(board, [board.active] + draw(lists_of(ints(0, 1), max_size=1)))
    flawed = draw(BOOLS)
    what = draw(pick(("activate", "cast")))
    tap = what == "activate" and draw(BOOLS)
    sacrifice = not tap or draw(BOOLS)
    events = (_TAP_EVENTS if tap else ()) + (_SACRIFICE_EVENTS if sacrifice else ())
    for _ in range(draw(ints(1, 2))):
        _watcher(board, draw, draw(pick(events + (TriggerEvent.CAST,))))
    if what == "activate":
        _activate(board, draw, bears, tap=tap, sacrifice=sacrifice, flawed=flawed)
    else:
        _cast(board, draw, bears, flawed=flawed)
    board.cast(add_spell(board, _GAIN, instant=True, mana_cost="{0}"))  # no mana a short payment could use
    board.resolve_all()
    return board.build("undone_costs")


def _watcher(board: ScenarioBuilder, draw: st.DrawFn, event: TriggerEvent) -> None:
    if event is TriggerEvent.CAST:
        ability = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=event, player=Who.ANY),
                          effects=draw(payoffs()))
    else:
        subject = _SAC_CREATURE if event is TriggerEvent.DIES else ObjectFilter()
        ability = watcher_ability(event, subject, draw(payoffs()))
    add_watcher(board, ability, controller=draw(ints(0, 1)), types=draw(pick(WATCHER_TYPES)))


def _rest(draw: st.DrawFn) -> Cost:
    """The part paid last: mana, or life."""
    return draw(pick((Cost(mana="{1}{B}"), Cost(pay_life=3))))


def _short(board: ScenarioBuilder, rest: Cost, flawed: bool) -> None:
    """The caster's mana or life: enough for ``rest``, or one short."""
    if rest.mana:
        board.add_mana(board.active, "{B}" if flawed else rest.mana)
    else:
        board.life[board.active] = rest.pay_life - 1 if flawed else 20


def _activate(board: ScenarioBuilder, draw: st.DrawFn, bears: list[ObjectId], *, tap: bool, sacrifice: bool,
              flawed: bool) -> None:
    """"{T}, Sacrifice a creature, {1}{B} (or pay 3 life): you gain 1 life"."""
    rest = _rest(draw)
    cost = Cost(tap=tap, sacrifice=_SAC_CREATURE if sacrifice else None, mana=rest.mana, pay_life=rest.pay_life)
    ability = Ability(kind=AbilityKind.ACTIVATED, cost=cost, effects=(gain(1),))
    types = draw(pick(((CardType.ARTIFACT,), CREATURE)))
    source = board.put(board.card("Engine", types, abilities=(ability,)))
    _short(board, rest, flawed)
    board.activate(source, 0, sacrifice=(bears[0],) if sacrifice else ())


def _cast(board: ScenarioBuilder, draw: st.DrawFn, bears: list[ObjectId], *, flawed: bool) -> None:
    """"As an additional cost to cast this spell, sacrifice a creature", with
    its mana cost or an alternative cost of 3 life."""
    rest = _rest(draw)
    extra = Cost(sacrifice=_SAC_CREATURE)
    if rest.mana:
        spell = add_spell(board, _GAIN, cost=extra, mana_cost=rest.mana)
        _short(board, rest, flawed)
        board.cast(spell, pay=False, sacrifice=(bears[0],))
        return
    spell = add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(gain(1),), alternative_costs=(rest,)),
                      cost=extra)
    _short(board, rest, flawed)
    board.cast(spell, pay=False, alternative=0, sacrifice=(bears[0],))
