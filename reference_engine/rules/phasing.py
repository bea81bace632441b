"""Phasing (CR 702.26) as far as triggers care (CR 603.10b).

A phased-out permanent stays the same object in the same zone, but the game
treats it as though it does not exist (``Game.in_zone`` leaves it out). It
phases in during its controller's next untap step, before anything untaps.
Phasing in is not entering the battlefield, and phasing out is not leaving it.
Not modelled: Auras and Equipment phasing out along with their host (CR 702.26g).
"""
from __future__ import annotations

from reference_engine.abilities import TriggerEvent
from reference_engine.events import PhasedIn, PhasedOut
from reference_engine.objects import Card
from reference_engine.rules import removal_from_combat
from reference_engine.rules.effects import chars
from reference_engine.rules.triggers import Occ, board_view, detect
from reference_engine.state import Game


def phase_out(game: Game, objs: list[Card], causes: tuple[int, ...]) -> None:
    """Phase these permanents out together; "phases out" abilities look back."""
    objs = [o for o in objs if not o.phased_out]
    if not objs:
        return
    before = board_view(game)
    olds = [chars(game, o) for o in objs]
    batch = game.log.new_batch() if len(objs) > 1 else None
    if batch is not None and not game.rules.phased_out_together():  # pragma: no cover - mutant Rules only
        batch = None
    for obj in objs:
        obj.phased_out = True
        removal_from_combat.remove(game, obj.id, removal_from_combat.PHASED_OUT)  # CR 506.4
    game.touch()
    occs = [Occ(game.emit(PhasedOut, causes=causes, batch=batch, object=o.id), TriggerEvent.PHASES_OUT, o,
                look_back=True, it=o.id) for o in olds]
    detect(game, occs, before)


def phase_in(game: Game, causes: tuple[int, ...]) -> None:
    """The active player's phased-out permanents phase in (CR 702.26a); nothing enters."""
    back = sorted((o for o in game.st.objects.values() if o.phased_out and o.controller == game.st.active),
                  key=lambda o: o.id)
    if not game.rules.phase_in_by_controller():  # pragma: no cover - mutant Rules only
        back = sorted((o for o in game.st.objects.values() if o.phased_out), key=lambda o: o.id)
    if not back:
        return
    batch = game.log.new_batch() if len(back) > 1 else None
    for obj in back:
        obj.phased_out = False
        game.emit(PhasedIn, causes=causes, batch=batch, object=obj.id)
    game.touch()
