"""Regeneration (CR 701.19, 614.8): a shield that replaces one destruction.

"Regenerate <permanent>" puts a shield on it for this turn. The next time it
would be destroyed (by a destroy effect, or by lethal damage as a
state-based action, CR 704.5g), the destruction is replaced (CR 614.8): a
``replaced`` event naming the shield, then the permanent becomes tapped
(a ``tapped`` event, when it was untapped), all damage is removed from it
and it is removed from combat (CR 506.4). Nothing marks the damage removal
in a History: the ``replaced`` event of a regeneration is what says it.
A toughness of 0 or less and a sacrifice are not destruction (CR 701.19c);
unused shields end in the cleanup step (CR 514.2). When an "exile it instead"
effect would also replace the destruction, the permanent's controller chooses
which applies first (CR 616.1): a ``choice`` (``regenerate_first``) before
the outcome.
"""
from __future__ import annotations

from reference_engine.events import Choice, ChoiceKind, Replaced, ZoneChangeCause
from reference_engine.ids import Zone
from reference_engine.objects import Card
from reference_engine.rules import actions, removal_from_combat, zones
from reference_engine.state import Game

REGENERATED = "regenerated"
"""The reason given to ``Rules.removed_from_combat`` for a regenerated combatant."""


def shield(game: Game, objs: list[Card], ref: str) -> None:
    """One more shield on each permanent, made by the ability ``ref``."""
    for obj in objs:
        if obj.zone is Zone.BATTLEFIELD:
            obj.regeneration = (*obj.regeneration, ref)
    game.touch()


def shielded(obj: Card) -> bool:
    return bool(obj.regeneration)


def regenerate(game: Game, obj: Card, causes: tuple[int, ...], batch: int | None = None) -> int:
    """Replace ``obj``'s destruction with its oldest shield; returns the seq
    of the ``replaced`` event."""
    ref, obj.regeneration = obj.regeneration[0], obj.regeneration[1:]
    seq = game.emit(Replaced, causes=causes, batch=batch, original=f"zone_change {obj.id} battlefield->graveyard",
                    object=obj.id, effect=ref)
    obj.damage = 0
    game.touch()
    actions.tap(game, [obj], (seq,), batch)
    removal_from_combat.remove(game, obj.id, REGENERATED)
    return seq


def regenerates(game: Game, obj: Card, causes: tuple[int, ...], batch: int | None = None) -> bool:
    """Whether ``obj``, about to be destroyed, regenerates: it has a shield,
    and when an "exile it instead" effect would apply as well, its controller
    chose the regeneration first (CR 616.1; a ``choice`` records it). Had the
    exile gone first, no destruction would be left to regenerate from
    (CR 616.1f)."""
    if not shielded(obj):
        return False
    if zones.death_replacement(game, obj, ZoneChangeCause.DESTROY) is None:
        return True
    chooser = game.rules.replacement_chooser(obj.controller, game.st.active)
    first = game.rules.regeneration_chosen_first(game.scenario.choices.regenerates_first(chooser))
    game.emit(Choice, causes=causes, batch=batch, object=obj.id, player=chooser,
              choice=ChoiceKind.REGENERATE_FIRST, value=first)
    return first


def spare(game: Game, objs: list[Card], causes: tuple[int, ...]) -> list[Card]:
    """Regenerate the shielded ones of ``objs`` a destroy effect destroys at
    once; returns the others, which are destroyed."""
    batch = game.log.new_batch() if len(objs) > 1 and any(shielded(o) for o in objs) else None
    out = []
    for obj in objs:
        if regenerates(game, obj, causes, batch):
            regenerate(game, obj, causes, batch)
        else:
            out.append(obj)
    return out


def wear_off(game: Game) -> None:
    """Unused shields end with the turn (CR 514.2)."""
    for obj in game.st.objects.values():
        if obj.regeneration:
            obj.regeneration = ()
