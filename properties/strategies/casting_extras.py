"""More ways to cast and activate for the ``casting`` family: kicker,
alternative costs, divided damage, activation permission and timing, a busy
cleanup step, activation limits, and abilities that outlive their source
(CR 601.2b-d, 602.2, 602.5, 602.5b, 602.5d, 602.5e, 514.3a, 113.7a).

Each builder scripts an attempt the rules may forbid next to the legal one,
so an engine that lets the forbidden one stand is caught.
"""
from __future__ import annotations

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
    ObjectFilter,
    ObjectRef,
    TargetSpec,
    Timing,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, Step, TargetRef
from reference_engine.scenario import Action, ActionKind, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import CREATURE, add_spell, add_watcher, gain, targeted
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, lists_of, pick

_GAIN = Ability(kind=AbilityKind.SPELL, effects=(gain(1),))
_ON_CAST = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.CAST, player=Who.YOU),
                   effects=(gain(1),))


def _stone(board: ScenarioBuilder, controller: int, timing: Timing = Timing.ANY, limit: int = 0) -> int:
    """An artifact with "{0}: You gain 1 life" (maybe "activate only as a
    sorcery", "as an instant", or "only once each turn")."""
    ability = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=(gain(1),), timing=timing,
                      limit_per_turn=limit)
    key = board.card("Stone", (CardType.ARTIFACT,), abilities=(ability,))
    return board.put(key, owner=controller, controller=controller)


def foreign_activation(board: ScenarioBuilder, draw: st.DrawFn, victims: list[int]) -> None:
    """The active player activates a stone, maybe one the opponent controls (CR 602.2)."""
    stone = _stone(board, draw(pick((board.opponent, board.active))))
    board.activate(stone, 0)


def forbidden_activation(board: ScenarioBuilder, draw: st.DrawFn, victims: list[int]) -> None:
    """A can't-activate effect on every permanent: the activation is refused
    (CR 602.5), yet the permanents' triggered abilities still trigger on the
    cast that follows (CR 603.2a)."""
    board.effect(ContinuousEffect(kind=ContinuousKind.CANT_ACTIVATE, filter=ObjectFilter()))
    add_watcher(board, _ON_CAST, controller=board.active)
    board.activate(_stone(board, board.active), 0)
    board.cast(add_spell(board, _GAIN, instant=True, mana_cost="{G}"))


def sorcery_ability(board: ScenarioBuilder, draw: st.DrawFn, victims: list[int]) -> None:
    """"Activate only as a sorcery": in response to a spell (refused), then
    with the stack empty again (CR 602.5d)."""
    stone = _stone(board, board.active, Timing.SORCERY)
    board.cast(add_spell(board, _GAIN, instant=True, mana_cost="{G}"))
    board.activate(stone, 0)
    board.resolve_all()
    board.activate(stone, 0)


def limited_ability(board: ScenarioBuilder, draw: st.DrawFn, victims: list[int]) -> None:
    """"Activate only once (or twice) each turn", maybe "as an instant":
    activated one time too many, maybe in response to a spell, or first by
    the opponent and then by the player who steals it (CR 602.5b, 602.5e)."""
    excess = int(draw(ints(0, 2)) == 2)  # sometimes one attempt past the limit
    if draw(ints(0, 3)) == 3:  # the theft is the rarer, longer variant
        _stolen_limited(board, bool(excess))
        return
    limit = draw(ints(1, 2))
    stone = _stone(board, board.active, draw(pick((Timing.ANY, Timing.INSTANT))), limit)
    if draw(BOOLS):
        board.cast(add_spell(board, _GAIN, instant=True, mana_cost="{G}"))
    for _ in range(limit + excess):
        board.activate(stone, 0)


@family("limits")
@st.composite
def limits(draw: st.DrawFn) -> Scenario:
    """The "limits" family: activation limits on their own, so that the
    ``casting`` family's draws stay as they were."""
    board = ScenarioBuilder()
    add_watcher(board, _ON_CAST, controller=board.active)
    limited_ability(board, draw, [])
    board.resolve_all()
    return board.build("limits")


def _stolen_limited(board: ScenarioBuilder, retry: bool) -> None:
    """The opponent uses their stone; the active player steals it and tries
    too: the count follows the object, not its controller."""
    stone = _stone(board, board.opponent, Timing.INSTANT, limit=1)
    board.script.append(Action(action=ActionKind.PASS, player=board.active))
    board.activate(stone, 0, player=board.opponent)
    board.resolve_all()
    steal = targeted(EffectKind.GAIN_CONTROL, spec=TargetSpec(objects=ObjectFilter()))
    board.cast(add_spell(board, steal, mana_cost="{U}"), targets=(TargetRef(object=stone),))
    board.resolve_all()
    if retry:
        board.activate(stone, 0)


def kicked(board: ScenarioBuilder, draw: st.DrawFn, victims: list[int]) -> None:
    """A kicker, announced or not; when announced its cost is paid too (CR 601.2b)."""
    spell = add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(gain(1),), kicker=Cost(mana="{1}"),
                                     kicked_effects=(gain(2),)))
    kick = draw(BOOLS)
    if kick:
        board.add_mana(board.active, "{1}")
    board.cast(spell, kicked=kick)


def alternative(board: ScenarioBuilder, draw: st.DrawFn, victims: list[int]) -> None:
    """One alternative cost paid instead of the mana cost (CR 601.2b, 118.9)."""
    alt = draw(pick((Cost(mana="{W}"), Cost(pay_life=2))))
    spell = add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(gain(1),), alternative_costs=(alt,)))
    use = draw(BOOLS)
    board.add_mana(board.active, alt.mana if use else board.cost_of(spell))
    board.cast(spell, pay=False, alternative=0 if use else None)


def divided(board: ScenarioBuilder, draw: st.DrawFn, victims: list[int]) -> None:
    """N damage divided among one or two target creatures, split legally or
    not (CR 601.2d): a share of zero, or shares not adding up, is refused."""
    targets = victims[:draw(ints(1, min(2, len(victims))))]
    amount = draw(ints(len(targets), 3))
    spec = TargetSpec(objects=ObjectFilter(types=CREATURE))
    ability = Ability(kind=AbilityKind.SPELL, targets=(spec,) * len(targets), effects=(
        Effect(kind=EffectKind.DEAL_DAMAGE, amount=amount, object=ObjectRef.TARGET, divided=True),))
    shares = [1] * (len(targets) - 1) + [amount - len(targets) + 1]
    if draw(BOOLS):  # a split the rules refuse
        shares = draw(lists_of(ints(0, 3), min_size=len(targets), max_size=len(targets)))
    board.cast(add_spell(board, ability), targets=tuple(TargetRef(object=v) for v in targets),
               division=tuple(shares))


def busy_cleanup(board: ScenarioBuilder, draw: st.DrawFn, victims: list[int]) -> None:
    """A delayed trigger "at the beginning of the next cleanup step": it
    triggers there, so players get priority and another cleanup follows (CR 514.3a)."""
    later = DelayedTrigger(step=Step.CLEANUP, effects=(gain(1),))
    board.cast(add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(
        Effect(kind=EffectKind.CREATE_DELAYED, delayed=later),))))
    board.resolve_all()
    board.advance_to(Step.UPKEEP)


def orphaned_ability(board: ScenarioBuilder, draw: st.DrawFn, victims: list[int]) -> None:
    """"Sacrifice this: destroy target creature", its target exiled in response:
    the ability, independent of its gone source, is removed for its illegal
    target, not countered (CR 113.7a, 608.2b)."""
    kill = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(sacrifice_self=True), targets=targeted(
        EffectKind.DESTROY).targets, effects=targeted(EffectKind.DESTROY).effects)
    stone = board.put(board.card("Stone", (CardType.ARTIFACT,), abilities=(kill,)))
    target = (TargetRef(object=victims[0]),)
    board.activate(stone, 0, targets=target)
    board.cast(add_spell(board, targeted(EffectKind.EXILE), instant=True, mana_cost="{W}"), targets=target)


EXTRAS = {
    "foreign": foreign_activation, "forbidden": forbidden_activation, "sorcery_ability": sorcery_ability,
    "kicker": kicked, "alternative": alternative, "divided": divided, "cleanup": busy_cleanup,
    "orphan": orphaned_ability,
}
