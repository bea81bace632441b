"""Delayed triggers not made by a resolving spell or ability in the usual way:
made by a replacement effect (CR 603.7f) or a permitted action (CR 603.7g), or
waiting for the Nth resolution (CR 603.7h)."""
from __future__ import annotations

from reference_engine.abilities import Ability, AbilityKind, DelayedTrigger
from reference_engine.events import DelayedCreated, StepBegin
from reference_engine.ids import ObjectId, PlayerId
from reference_engine.objects import Active, Card, Delayed, Pending, StackItem
from reference_engine.refs import delayed_ref
from reference_engine.rules.effects import chars
from reference_engine.state import Game


def from_replacement(game: Game, act: Active, replaced: int, tracked: ObjectId) -> None:
    """A static ability's replacement effect applied and creates its delayed
    trigger: the source is that permanent, the controller is whoever controlled
    it as the replacement applied (CR 603.7f). It tracks the replaced object."""
    made = act.effect.delayed
    if made is None or act.source is None:
        return
    src = game.obj(act.source)
    owner = src.owner if src is not None else act.controller
    controller = game.rules.replacement_delayed_controller(act.controller, owner)
    ref = delayed_ref(act.ref)
    seq = game.emit(DelayedCreated, causes=(replaced,), ability=ref, controller=controller,
                    source=act.source, tracked=tracked)
    ability = Ability(kind=AbilityKind.TRIGGERED, effects=made.effects)
    game.st.delayed.append(Delayed(ref, ability, controller, act.source, made.step, seq, tracked,
                                   source_chars=chars(game, src) if src is not None else None))


def on_resolved(game: Game, item: StackItem, resolved: int) -> None:
    """Count the resolution; a delayed trigger waiting for this many
    resolutions this turn triggers now, on the ``resolved`` event (CR 603.7h)."""
    st = game.st
    key = (st.turn, item.ref, item.source)
    st.resolved_count[key] = count = st.resolved_count.get(key, 0) + 1
    mine = delayed_ref(item.ref)
    for d in st.delayed:
        if d.resolutions and game.rules.resolution_count_reached(count, d.resolutions) and not d.fired \
                and d.turn == st.turn and d.ref == mine and d.source == item.source:
            st.pending.append(Pending(d.ref, d.ability, d.source, d.source_chars, d.controller, resolved,
                                      tracked=d.tracked, delayed=True))
            d.fired = game.rules.delayed_fires_once()
    st.delayed = [d for d in st.delayed if not d.fired]


def from_action(game: Game, source: Card, ref: str, made: DelayedTrigger, actor: PlayerId, cause: int) -> None:
    """A static ability let ``actor`` act: the delayed trigger's source is that
    permanent, its controller whoever controlled it then (CR 603.7g)."""
    controller = game.rules.permitted_action_delayed_controller(source.controller, actor)
    dref = delayed_ref(ref)
    seq = game.emit(DelayedCreated, causes=(cause,), ability=dref, controller=controller, source=source.id)
    ability = Ability(kind=AbilityKind.TRIGGERED, effects=made.effects)
    game.st.delayed.append(Delayed(dref, ability, controller, source.id, made.step, seq, None,
                                   turn=game.st.turn, source_chars=chars(game, source)))


def fire_on_begun_step(game: Game) -> None:  # pragma: no cover - mutant Rules only
    """Asked only when ``Rules.delayed_sees_earlier_events`` breaks CR 603.7a:
    delayed triggers made during their step fire on that step's beginning."""
    st = game.st
    begun = [e.seq for e in game.log.events if isinstance(e, StepBegin)]
    if not begun:
        return  # the starting step has no beginning event
    for d in st.delayed:
        if not d.fired and not d.resolutions and d.step is st.step and d.created_seq > begun[-1]:
            st.pending.append(Pending(d.ref, d.ability, d.source, d.source_chars, d.controller, begun[-1],
                                      tracked=d.tracked, delayed=True))
            d.fired = game.rules.delayed_fires_once()
    st.delayed = [d for d in st.delayed if not d.fired]
