"""Delayed triggers created other than by a resolving spell or ability (CR 603.7f)."""
from __future__ import annotations

from reference_engine.abilities import Ability, AbilityKind
from reference_engine.events import DelayedCreated
from reference_engine.ids import ObjectId
from reference_engine.objects import Active, Delayed
from reference_engine.refs import delayed_ref
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
    game.st.delayed.append(Delayed(ref, ability, controller, act.source, made.step, seq, tracked))
