"""The single_faults family: attempts wrong in exactly one way, or not at all.

A refusal stops at the first check that fails, so an attempt wrong in several
ways at once only ever meets the earliest check. Here each attempt is a legal
play with at most one thing changed, drawn from a menu that reaches every
check of casting, activating and paying on its own: a negative X, a division
announced for a spell that divides nothing, a land cast or a second land
played, a {T} alternative cost (a spell has no permanent to tap), a mode that
does not exist or has no legal target (and modal abilities none of whose
modes can be chosen), too many targets, no legal target at all, an {Q} cost
on an untapped, a tapped or a summoning-sick creature, another player's card
discarded as a cost, a payment plan naming a card in a graveyard or an
ability that adds no mana (or a land whose tapping may trigger a "you may
add" mana ability, answered yes or no), and a special action taken by a player its
permanent does not permit. Every attempt is followed by priority passes, so
the refusals (CR 733) and the plays that stood meet on one board.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    ContinuousEffect,
    ContinuousKind,
    Cost,
    DelayedTrigger,
    Effect,
    EffectKind,
    Mode,
    ObjectFilter,
    ObjectRef,
    PlayerRef,
    TargetSpec,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, ObjectId, Step, TargetRef, Zone
from reference_engine.scenario import Action, ActionKind, ChoicePolicy, ManaActivation, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, lists_of, pick
from properties.strategies.families import family
from properties.strategies.parts import ANY_TARGET, CREATURE, add_mana_land, add_watcher, gain, watcher_ability

FAMILY = "single_faults"

_ARTIFACT = ObjectFilter(types=(CardType.ARTIFACT,))
_ENCHANTMENT = ObjectFilter(types=(CardType.ENCHANTMENT,), controller=Who.OPPONENT)
_DESTROY = Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET)
_ONE = Cost(mana="{1}")
_DRAIN = (Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.EACH_OPPONENT),)

# The tool's abilities, by index.
MODAL, PING, SHATTER, UNTAP, DISCARD = range(5)
_TOOL_ABILITIES = (
    Ability(kind=AbilityKind.ACTIVATED, cost=_ONE, modes=(
        Mode(effects=(_DESTROY,), targets=(TargetSpec(objects=_ARTIFACT),)),
        Mode(effects=(_DESTROY,), targets=(TargetSpec(objects=_ENCHANTMENT),)),
    )),
    Ability(kind=AbilityKind.ACTIVATED, cost=_ONE,
            targets=(ANY_TARGET,),
            effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.TARGET,
                            player=PlayerRef.TARGET),)),
    Ability(kind=AbilityKind.ACTIVATED, cost=_ONE, targets=(TargetSpec(objects=_ARTIFACT),),
            effects=(_DESTROY,)),
    Ability(kind=AbilityKind.ACTIVATED, cost=Cost(untap=True), effects=(gain(1),)),
    Ability(kind=AbilityKind.ACTIVATED, cost=Cost(discard=1), effects=(gain(1),)),
)


class _Pieces:
    """The objects the attempts play with: the Tool and its targets at once,
    the rest made the first time an attempt needs it, so that a shrunk
    scenario holds only what its attempts use."""

    def __init__(self, board: ScenarioBuilder, draw: st.DrawFn) -> None:
        self.board, self.draw = board, draw
        me, them = board.active, board.opponent
        tapped, sick = draw(pick(((False, False), (True, False), (True, True), (False, True))))
        self.tool = board.put(board.card("Tool", CREATURE, abilities=_TOOL_ABILITIES), controller=me,
                              tapped=tapped)
        board.objects[-1] = replace(board.objects[-1], summoning_sick=sick)
        # Now and then the artifact and the enchantment the modes aim at exist.
        self.relic = (board.put(board.card("Relic", (CardType.ARTIFACT,)), owner=them, controller=them)
                      if draw(pick((False, False, True))) else None)
        if draw(pick((False, False, True))):
            board.put(board.card("Charm", (CardType.ENCHANTMENT,)), owner=them, controller=them)
        board.add_mana(me, "{1}{1}{1}")
        for event in draw(lists_of(pick(_WATCHED), max_size=2, unique=True)):
            add_watcher(board, watcher_ability(event, effects=_DRAIN), controller=draw(pick((me, them))))
        self._made: dict[str, ObjectId] = {}

    def _once(self, name: str, make: Callable[[], ObjectId]) -> ObjectId:
        if name not in self._made:
            self._made[name] = make()
        return self._made[name]

    @property
    def bear(self) -> ObjectId:
        them = self.board.opponent
        return self._once("bear", lambda: self.board.put(self.board.card("Bear", CREATURE), owner=them,
                                                         controller=them))

    def land(self, n: int) -> ObjectId:
        return self._once(f"land{n}", lambda: self.board.put(self.board.card("Land", (CardType.LAND,)),
                                                             zone=Zone.HAND))

    @property
    def their_card(self) -> ObjectId:
        board = self.board
        return self._once("their_card", lambda: board.put(board.card("Spell", (CardType.INSTANT,), abilities=(
            Ability(kind=AbilityKind.SPELL, effects=(gain(1),)),), mana_cost="{B}"), owner=board.opponent,
            zone=Zone.HAND))

    @property
    def gone_land(self) -> ObjectId:
        board = self.board
        return self._once("gone_land", lambda: board.put(board.card("Land", (CardType.LAND,), abilities=(Ability(
            kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), effects=(Effect(kind=EffectKind.ADD_MANA, mana="{B}"),)),)),
            zone=Zone.GRAVEYARD))

    def mana_land(self, mana: str) -> ObjectId:
        """A land tapping for ``mana``; with the first one, maybe "whenever you
        tap a land for mana, you may add {C}" (CR 605.1b)."""
        board, me = self.board, self.board.active
        if "watch" not in self._made:
            self._made["watch"] = 0
            if self.draw(pick((False, True, True))):
                add_watcher(board, Ability(kind=AbilityKind.TRIGGERED, optional=True, effects=(
                    Effect(kind=EffectKind.ADD_MANA, mana="{C}"),), trigger=Trigger(
                    event=TriggerEvent.TAPPED_FOR_MANA, subject=ObjectFilter(types=(CardType.LAND,)), player=Who.YOU)),
                    controller=me)
        return self._once(f"mana{mana}", lambda: add_mana_land(board, me, mana))


_WATCHED = (TriggerEvent.CAST, TriggerEvent.BECOMES_UNTAPPED, TriggerEvent.BECOMES_TAPPED,
            TriggerEvent.ENTERS, TriggerEvent.GAIN_LIFE)


def _spell(board: ScenarioBuilder, mana_cost: str, *, alternative_costs: tuple[Cost, ...] = ()) -> ObjectId:
    ability = Ability(kind=AbilityKind.SPELL, effects=(Effect(kind=EffectKind.LOSE_LIFE, amount=1,
                                                              player=PlayerRef.EACH_OPPONENT),),
                      alternative_costs=alternative_costs)
    return board.put(board.card("Spell", (CardType.SORCERY,), abilities=(ability,), mana_cost=mana_cost),
                     zone=Zone.HAND)


def _bad_x(board: ScenarioBuilder, draw: st.DrawFn, p: _Pieces) -> None:
    """X announced for an {X} spell: negative (refused, CR 601.2b) or not."""
    spell = _spell(board, "{X}{B}")
    x = draw(pick((-1, -1, 0, 1)))
    board.add_mana(board.active, "{B}" + "{1}" * max(x, 0))
    board.script.append(Action(action=ActionKind.CAST, player=board.active, object=spell, x=x))


def _divide_nothing(board: ScenarioBuilder, draw: st.DrawFn, p: _Pieces) -> None:
    """A division announced for a spell with nothing to divide (CR 601.2d), or none."""
    spell = _spell(board, "{B}")
    board.cast(spell, division=draw(pick(((1,), (2, 1), ()))))


def _cast_land(board: ScenarioBuilder, draw: st.DrawFn, p: _Pieces) -> None:
    """A land card cast as a spell (CR 305.9), or played."""
    kind = draw(pick((ActionKind.CAST, ActionKind.CAST, ActionKind.PLAY_LAND)))
    board.script.append(Action(action=kind, player=board.active, object=p.land(0)))


def _two_lands(board: ScenarioBuilder, draw: st.DrawFn, p: _Pieces) -> None:
    """Two lands played in one turn: the second is refused (CR 305.2)."""
    for land in (p.land(0), p.land(1)):
        board.script.append(Action(action=ActionKind.PLAY_LAND, player=board.active, object=land))


def _tap_alternative(board: ScenarioBuilder, draw: st.DrawFn, p: _Pieces) -> None:
    """A spell's alternative cost asks to tap a permanent it does not have
    ({T} on a spell has no source), or the printed cost is paid."""
    spell = _spell(board, "{B}", alternative_costs=(Cost(tap=True),))
    board.cast(spell, alternative=draw(pick((0, 0, None))))


def _modes(board: ScenarioBuilder, draw: st.DrawFn, p: _Pieces) -> None:
    """The modal ability: no mode named (none may have a legal target), a
    mode that does not exist, or a mode named whatever its targets."""
    board.activate(p.tool, MODAL, mode=draw(pick((None, 0, 1, 5))))


def _target_count(board: ScenarioBuilder, draw: st.DrawFn, p: _Pieces) -> None:
    """The one-target ability given two targets, one, or none (picked then)."""
    aims = draw(pick(((TargetRef(object=p.bear), TargetRef(player=board.opponent)),
                      (TargetRef(player=board.opponent),), ())))
    board.activate(p.tool, PING, targets=aims)


def _no_target(board: ScenarioBuilder, draw: st.DrawFn, p: _Pieces) -> None:
    """"Destroy target artifact" with no target named: refused when there is no artifact."""
    board.activate(p.tool, SHATTER)


def _untap_cost(board: ScenarioBuilder, draw: st.DrawFn, p: _Pieces) -> None:
    """{Q}: refused on an untapped or summoning-sick creature (CR 107.6, 302.6)."""
    board.activate(p.tool, UNTAP)


def _discard_cost(board: ScenarioBuilder, draw: st.DrawFn, p: _Pieces) -> None:
    """A discard cost paid with one's own card or another player's (refused)."""
    mine = draw(pick((False, False, True)))
    board.activate(p.tool, DISCARD, discard=(p.land(0) if mine else p.their_card,))


def _mana_plan(board: ScenarioBuilder, draw: st.DrawFn, p: _Pieces) -> None:
    """A cast paid through a plan naming a land in a graveyard, an ability
    that adds no mana, or a real mana ability (CR 605.3a)."""
    spell = _spell(board, "{B}")
    which = draw(pick(("gone", "ping", "{B}", "{2}")))
    if which == "gone":
        use = ManaActivation(object=p.gone_land)
    elif which == "ping":
        use = ManaActivation(object=p.tool, ability=PING)
    else:
        use = ManaActivation(object=p.mana_land(which))
    board.script.append(Action(action=ActionKind.CAST, player=board.active, object=spell, mana_abilities=(use,)))


def _special(board: ScenarioBuilder, draw: st.DrawFn, p: _Pieces) -> None:
    """A special action its permanent permits its controller only, taken by
    its controller or, after a pass, by their opponent (refused)."""
    action = Ability(kind=AbilityKind.ACTIVATED, effects=(
        gain(1), Effect(kind=EffectKind.CREATE_DELAYED, delayed=DelayedTrigger(step=Step.END, effects=(gain(1),)))))
    static = ContinuousEffect(kind=ContinuousKind.PERMITS_ACTION, ability=action, players=Who.YOU)
    source = add_watcher(board, Ability(kind=AbilityKind.STATIC, static=static), controller=board.active)
    actor = board.active
    if draw(BOOLS):
        board.script.append(Action(action=ActionKind.PASS, player=board.active))
        actor = board.opponent
    board.script.append(Action(action=ActionKind.SPECIAL_ACTION, player=actor, object=source, ability=0))


Attempt = Callable[[ScenarioBuilder, st.DrawFn, _Pieces], None]
ATTEMPTS: tuple[Attempt, ...] = (_bad_x, _divide_nothing, _cast_land, _two_lands, _tap_alternative, _modes,
                                 _target_count, _no_target, _untap_cost, _discard_cost, _mana_plan, _special)


@family(FAMILY)
@st.composite
def single_faults(draw: st.DrawFn) -> Scenario:
    """Two to four different attempts, each a legal play with at most one thing wrong
    (X, division, land, alternative {T}, mode, targets, {Q}, discard, payment
    plan, special action), each followed by priority passes."""
    board = ScenarioBuilder()
    pieces = _Pieces(board, draw)
    attempts = draw(lists_of(pick(ATTEMPTS), min_size=2, max_size=4, unique=True))
    # The special action comes last: after it the opponent may hold priority.
    for attempt in sorted(attempts, key=lambda a: a is _special):
        attempt(board, draw, pieces)
        board.resolve_all()
    return board.build(FAMILY, choices=ChoicePolicy(may=draw(BOOLS)))
