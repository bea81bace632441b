"""A player leaving a multiplayer game (CR 800.4a, 603.6c).

A player who loses while two or more players remain leaves the game at once,
not as a state-based action. In the batch of the loss, each step caused by
that player's ``player_lost``:

1. every object they own, in any zone, the stack included, leaves the game
   (a zone change to ``outside``);
2. the effects giving them control of permanents end, so those permanents go
   back to the controller the remaining effects, or their arrival, give them;
3. the abilities on the stack they control cease to exist;
4. whatever they still control is exiled.

Leaves-the-battlefield abilities trigger for the permanents that left
(CR 603.6c), looking back at the game before the batch (CR 603.10a).
"""
from __future__ import annotations

from reference_engine.abilities import TriggerEvent
from reference_engine.events import ControlChange, RemovalReason, RemovedFromStack, ZoneChangeCause
from reference_engine.ids import PlayerId, Zone
from reference_engine.objects import Card
from reference_engine.rules.effects import chars
from reference_engine.rules.stacking import release
from reference_engine.rules.triggers import Occ, View, detect
from reference_engine.rules.zones import Move, move
from reference_engine.state import Game

Lost = dict[PlayerId, int]
"""Each leaving player -> the seq of their ``player_lost`` event."""


def leave(game: Game, lost: Lost, batch: int, before: View) -> None:
    """The players in ``lost`` leave the game together, in the order of CR 800.4a."""
    _owned_leave(game, lost, batch, before)
    _control_ends(game, lost, batch, before)
    _abilities_cease(game, lost, batch)
    _exile_the_rest(game, lost, batch, before)


def _owned_leave(game: Game, lost: Lost, batch: int, before: View) -> None:
    owned = [o for o in _objects(game) if o.owner in lost]
    moves = [Move(o, Zone.OUTSIDE, ZoneChangeCause.LEFT_GAME, causes=(lost[o.owner],),
                  triggers=game.rules.left_game_triggers_leaves(o.phased_out))
             for o in owned]
    _off_stack(game, owned)
    move(game, moves, batch=batch, before=before)


def _control_ends(game: Game, lost: Lost, batch: int, before: View) -> None:
    """Control returns without a new effect; "lose control" abilities still
    see the leaver lose it (CR 603.10d)."""
    if not game.rules.leaver_control_effect_ends():  # pragma: no cover - mutant Rules only
        return
    occs: list[Occ] = []
    for obj in [o for o in _objects(game) if o.zone is Zone.BATTLEFIELD]:  # phased out or not
        if not any(gainer in lost for gainer, _ in obj.control_effects):
            continue
        remaining = tuple(e for e in obj.control_effects if e[0] not in lost)
        back = remaining[-1][0] if remaining else obj.control_effects[0][1]
        old = chars(game, obj)
        obj.control_effects = remaining
        if back == old.controller:
            continue  # a leaver's older effect ended; a later one still holds
        obj.controller, obj.summoning_sick = back, True
        game.touch()
        seq = game.emit(ControlChange, causes=(lost[old.controller],), batch=batch, object=obj.id,
                        old_controller=old.controller, new_controller=back)
        occs.append(Occ(seq, TriggerEvent.LOSE_CONTROL, old, player=old.controller, look_back=True, it=obj.id))
    detect(game, occs, before)


def _abilities_cease(game: Game, lost: Lost, batch: int) -> None:
    for item in [s for s in game.st.stack if s.kind != "spell" and s.controller in lost]:
        game.st.stack.remove(item)
        game.touch()
        game.emit(RemovedFromStack, causes=(lost[item.controller],), batch=batch, object=item.id,
                  reason=RemovalReason.CONTROLLER_LEFT)
        release(game, item.state_key)


def _exile_the_rest(game: Game, lost: Lost, batch: int, before: View) -> None:
    kept = [o for o in _objects(game) if o.zone in (Zone.BATTLEFIELD, Zone.STACK) and o.controller in lost]
    _off_stack(game, kept)
    move(game, [Move(o, Zone.EXILE, ZoneChangeCause.LEFT_GAME, causes=(lost[o.controller],),
                     triggers=not o.phased_out) for o in kept], batch=batch, before=before)


def _objects(game: Game) -> list[Card]:
    """Every object in the game, phased-out permanents included, by id."""
    return sorted((o for o in game.st.objects.values() if o.zone.in_game), key=lambda o: o.id)


def _off_stack(game: Game, objs: list[Card]) -> None:
    """Spells among ``objs`` stop being stack objects before their cards move."""
    ids = {o.id for o in objs if o.zone is Zone.STACK}
    if not game.rules.leaver_spells_leave_stack():  # pragma: no cover - mutant Rules only
        ids = set()
    if ids:
        game.st.stack = [s for s in game.st.stack if s.id not in ids]
        game.touch()
