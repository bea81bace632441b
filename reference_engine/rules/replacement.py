"""Interaction of replacement and prevention effects on one damage event (CR 616).

"Prevent N of that damage" (``prevent_some_damage``, CR 615.1) and "it deals
double that damage instead" (``double_damage``, CR 614.1a) both change how
much damage one source deals to one recipient. When effects of both kinds
would change the same damage event, the player dealt the damage, or the
controller of the permanent dealt it, chooses the order (CR 616.1): a
``choice`` (``prevention_first``, ``object`` the source) records it. The
prevention effects are then applied one after the other, then the doublings,
or the other way round; each applies at most once to the event (CR 614.5),
and each is checked again against the event as the ones before left it: once
all the damage is prevented there is no damage event left to double
(CR 616.1f). A doubling shows as a ``replaced`` (``original`` "damage S N",
``object`` the source, ``target``, ``amount`` N, ``effect``), a prevention as
a ``damage_prevented``; the ``damage`` event that follows deals what is left.
"""
from __future__ import annotations

from collections.abc import Callable

from reference_engine.abilities import ContinuousKind
from reference_engine.events import Choice, ChoiceKind, DamagePrevented, Replaced
from reference_engine.ids import ObjectId, PlayerId, TargetRef
from reference_engine.objects import Active
from reference_engine.rules.effects import applies, chars, effects_of, who_matches
from reference_engine.state import Game

Shields = Callable[[int], tuple[int, int]]
"""Applies the other prevention effects (shields, "prevent all") to an
amount of damage; returns what is left and the seq of the last
``damage_prevented`` (0 if none)."""


def doublers(game: Game) -> list[Active]:
    return effects_of(game, ContinuousKind.DOUBLE_DAMAGE)


def partial_preventions(game: Game, t: TargetRef) -> list[Active]:
    """The "prevent N of that damage" effects covering ``t``: the players
    they name, or else the permanents their filter matches."""
    out = []
    for act in effects_of(game, ContinuousKind.PREVENT_SOME_DAMAGE):
        if act.effect.players is not None:
            if t.player is not None and who_matches(act.effect.players, t.player, act.controller):
                out.append(act)
        elif t.object is not None:
            obj = game.obj(t.object)
            if obj is not None and applies(game, act, chars(game, obj)):
                out.append(act)
    return out


def affected_controller(game: Game, t: TargetRef) -> PlayerId:
    """The player dealt the damage, or the controller of the permanent (CR 616.1)."""
    if t.player is not None:
        return t.player
    obj = game.obj(t.object or 0)
    return chars(game, obj).controller if obj is not None else game.st.active


def modify(game: Game, source: ObjectId, t: TargetRef, amount: int, causes: tuple[int, ...],
           batch: int | None, applied: list[tuple[int, str, TargetRef]], shielded: bool,
           shields: Shields) -> tuple[int, int, tuple[int, ...]]:
    """The damage ``source`` deals to ``t`` once every effect has changed it:
    the damage left, the seq of the last ``damage_prevented`` (0 if none) and
    the ``replaced`` events the damage event names as causes. ``shielded``:
    other prevention effects cover ``t`` (applied by ``shields``)."""
    doubles = doublers(game)
    parts = partial_preventions(game, t)
    first = True
    if doubles and (parts or shielded):
        chooser = game.rules.replacement_chooser(affected_controller(game, t), game.st.active)
        first = game.rules.prevention_chosen_first(game.scenario.choices.prevents_first(chooser))
        game.emit(Choice, causes=causes, batch=batch, object=source, player=chooser,
                  choice=ChoiceKind.PREVENTION_FIRST, value=first)
    preventions: list[Active | None] = [*parts, *([None] if shielded else [])]  # None: the shields
    order = [*preventions, *doubles] if first else [*doubles, *preventions]
    left, last = amount, 0
    replaced: tuple[int, ...] = ()
    for act in order:
        left = game.rules.damage_seen_by_next_effect(left, amount)  # the event as changed (CR 616.1f)
        if left <= 0:
            break  # nothing left to change
        if act is None:
            left, seq = shields(left)
            last = seq or last
        elif act.effect.kind is ContinuousKind.DOUBLE_DAMAGE:
            seq = game.emit(Replaced, causes=causes, batch=batch, original=f"damage {source} {left}",
                            object=source, effect=act.ref, target=t, amount=left)
            replaced += (seq,)
            left *= 2
        else:
            stop = min(left, act.effect.amount)
            left -= stop
            last = game.emit(DamagePrevented, causes=causes, batch=batch, source=source, target=t,
                             amount=stop, effect=act.ref)
            applied.append((last, act.ref, t))
    return left, last, replaced
