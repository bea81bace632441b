"""The last_known family: a creature whose own leaves-the-battlefield trigger
has an intervening "if" about its counters (persist, undying, "if it had a
+1/+1 counter on it") leaves the battlefield, once or twice, with or without
counters, and sometimes its card moves on before the trigger resolves. The
condition reads the creature as it last existed on the battlefield, when it
leaves and again on resolution (CR 603.10a, 603.4)."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, Condition, ConditionKind, Effect, EffectKind, ObjectFilter, ObjectRef, Subject,
    TargetSpec, TriggerEvent,
)
from reference_engine.ids import TargetRef, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_creatures, add_spell, answers, gain, sweeper, watcher_ability

_KINDS = ("+1/+1", "-1/-1")
_FINKS_COUNTERS: dict[str, tuple[dict[str, int], ...]] = {k: ({}, {k: 1}, {k: 2}) for k in _KINDS}
"""The counters Finks starts with, of the kind its condition counts."""
_EVENTS = (TriggerEvent.DIES, TriggerEvent.DIES, TriggerEvent.LEAVES)
_REMOVALS = (EffectKind.DESTROY, EffectKind.DESTROY, EffectKind.EXILE, EffectKind.RETURN_TO_HAND)


def _condition(kind: str, draw: st.DrawFn) -> Condition:
    if draw(BOOLS):
        return Condition(kind=ConditionKind.NO_COUNTERS, counter=kind)
    return Condition(kind=ConditionKind.COUNTERS_AT_LEAST, counter=kind, amount=draw(ints(1, 2)))


def _on_target(kind: EffectKind, zone: Zone = Zone.BATTLEFIELD, amount: int = 0, counter: str = "+1/+1") -> Ability:
    return Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=ObjectFilter(types=CREATURE), zone=zone),),
                   effects=(Effect(kind=kind, object=ObjectRef.TARGET, amount=amount, counter=counter),))


@family("last_known")
@st.composite
def last_known(draw: st.DrawFn) -> Scenario:
    """A persist- or undying-style creature, or one whose "when this dies (or
    leaves), if it had N or more counters on it" gains life, leaves the
    battlefield once or twice; counters may be put on it first, and its card
    may be exiled from the graveyard while the trigger waits."""
    board = ScenarioBuilder()
    if draw(BOOLS):
        add_creatures(board, [draw(ints(0, 1))])
    kind = draw(pick(_KINDS))
    cond = _condition(kind, draw)
    event = draw(pick(_EVENTS))
    back = cond.kind is ConditionKind.NO_COUNTERS and event is TriggerEvent.DIES and draw(BOOLS)
    effects = (Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.IT),
               Effect(kind=EffectKind.PUT_COUNTERS, object=ObjectRef.IT, counter=kind, amount=1)) if back else (gain(1),)
    own = watcher_ability(event, ObjectFilter(subject=Subject.SELF), effects, intervening_if=cond)
    owner = draw(ints(0, 1))
    toughness = 3 if kind == "-1/-1" else 2
    finks = board.put(board.card("Finks", CREATURE, abilities=(own,), power=2, toughness=toughness),
                      owner=owner, controller=owner, counters=dict(draw(pick(_FINKS_COUNTERS[kind]))))
    if draw(ints(0, 2)) == 0:  # a counter put on it first (Dromoka's Command, XMage #1386)
        grow = _on_target(EffectKind.PUT_COUNTERS, amount=1, counter=draw(pick(_KINDS)))
        board.cast(add_spell(board, grow, instant=True, mana_cost="{G}"), targets=(TargetRef(object=finks),))
        board.resolve_all()
    for _ in range(draw(ints(1, 2))):
        how = draw(pick(_REMOVALS))
        if draw(BOOLS):
            board.cast(add_spell(board, sweeper(how), mana_cost="{B}"))
        else:
            board.cast(add_spell(board, _on_target(how), mana_cost="{B}"), targets=(TargetRef(object=finks),))
        if draw(ints(0, 3)) == 0:  # the card moves on while the trigger waits
            board.resolve_top()
            exile = _on_target(EffectKind.EXILE, zone=Zone.GRAVEYARD)
            board.cast(add_spell(board, exile, instant=True, mana_cost="{W}"), targets=(TargetRef(object=finks),))
        board.resolve_all()
    return board.build("last_known", choices=draw(answers()))
