"""Copies of spells and abilities on the stack (CR 707.10, 707.10c, 704.5e).

"Copy target instant or sorcery spell" and "Copy target triggered ability you
control" put a copy of their target on the stack, under the control of the
copy effect's controller. The copy is neither cast nor activated and did not
trigger (CR 707.10): it is written as a ``put_on_stack`` naming what it copies
(``copy_of``), and "whenever you cast" abilities don't see it. It copies the
original's choices (modes, X, kicker, division) and, unless its controller
chooses new ones, its targets (CR 707.10c). A spell's copy is no card: as it
leaves the stack it ceases to exist (CR 704.5e, 707.10a), with no zone change,
except a permanent spell's copy resolving: it enters the battlefield and
becomes a token as it does (CR 608.3f, 111.12), a ``zone_change`` with
``token``, never a ``token_created``, since the token was not created. As a
token it ceases to exist once it has left the battlefield (CR 704.5d).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from reference_engine.abilities import Effect, ObjectRef, TriggerEvent
from reference_engine.events import PutOnStack
from reference_engine.ids import ObjectId, PlayerId, TargetRef, Zone
from reference_engine.objects import Card, StackItem
from reference_engine.rules import targets as tg
from reference_engine.rules.effects import chars
from reference_engine.rules.triggers import Occ, detect
from reference_engine.scenario import TargetPolicy
from reference_engine.state import Game

if TYPE_CHECKING:
    from reference_engine.rules.zones import Move


def copy_target(game: Game, item: StackItem, cause: int, legal: list[bool], eff: Effect) -> None:
    """The resolving ``item`` copies its target spell or ability, still on the stack."""
    if eff.object is not ObjectRef.TARGET or eff.target >= len(item.targets) or not legal[eff.target]:
        return
    aimed = item.targets[eff.target].object
    original = next((s for s in game.st.stack if s.id == aimed), None)
    if original is None:
        return
    copier = item.controller
    new_id = game.new_id()
    source, source_chars = original.source, original.source_chars
    spell = game.obj(original.id) if original.kind == "spell" else None
    if spell is not None:
        game.st.timestamp += 1
        game.st.objects[new_id] = Card(id=new_id, card=spell.card, owner=copier, zone=Zone.STACK,
                                       controller=copier, physical=new_id, timestamp=game.st.timestamp,
                                       spell_copy=True)
        game.touch()
        source, source_chars = new_id, chars(game, game.st.objects[new_id])
    wants_new = game.scenario.choices.may_for(item.ref)
    targets = _targets(game, original, copier, source, game.rules.copy_chooses_new_targets(wants_new))
    copy = StackItem(id=new_id, kind=original.kind, ref=original.ref, ability=original.ability, controller=copier,
                     source=source, source_chars=source_chars, targets=targets, modes=original.modes,
                     x=original.x, kicked=original.kicked, division=original.division, it=original.it,
                     tracked=original.tracked, delayed=original.delayed)
    game.st.stack.append(copy)
    game.touch()
    seq = game.emit(PutOnStack, causes=(cause,), object=new_id, controller=copier, targets=targets,
                    modes=original.modes, copy_of=original.id)
    occs = tg.becoming_targets(game, seq, targets, copier)
    if spell is not None and game.rules.copied_spell_is_cast():  # pragma: no cover - mutant Rules only
        occs.append(Occ(seq, TriggerEvent.CAST, chars(game, game.st.objects[new_id]), player=copier, it=new_id))
    detect(game, occs)


def _targets(game: Game, original: StackItem, you: PlayerId, source: ObjectId,
             anew: bool) -> tuple[TargetRef, ...]:
    """The original's targets, or (``anew``) each one chosen again by the target
    policy among those legal for the copy; a phrase with no legal choice keeps
    the original's target (CR 707.10c)."""
    if not anew or not original.targets:
        return original.targets
    specs = tg.specs_for(original.ability, original.modes, original.kicked)
    last = game.scenario.choices.targets is TargetPolicy.LAST_LEGAL
    chosen = list(original.targets)
    for i, spec in enumerate(specs[: len(chosen)]):
        # objects by id, then players by seat, whatever order the zone keeps
        legal = sorted(tg.candidates(game, spec, you, source),
                       key=lambda t: (t.object is None, t.object if t.object is not None else t.player or 0))
        if legal:
            chosen[i] = legal[-1] if last else legal[0]
    return tuple(chosen)


def vanishes(game: Game, obj: Card, to: Zone) -> bool:
    """A spell's copy leaving the stack ceases to exist instead (CR 704.5e,
    707.10a), but for a permanent spell's copy resolving onto the battlefield."""
    if not obj.spell_copy or to is Zone.BATTLEFIELD:
        return False
    game.st.objects.pop(obj.id, None)
    game.touch()
    return True


def created_instead(game: Game, moves: list[Move], causes: tuple[int, ...]) -> list[Move]:  # pragma: no cover - mutant Rules only
    """What CR 111.12 forbids: a permanent spell's copy resolving is created
    as a token (a ``token_created``) instead of entering by its zone change."""
    from reference_engine.rules import tokens

    kept: list[Move] = []
    for m in moves:
        if not becomes_token(game, m.obj, m.to):
            kept.append(m)
            continue
        game.st.objects.pop(m.obj.id, None)
        game.touch()
        tokens.create(game, m.obj.card, 1, m.controller if m.controller is not None else m.obj.owner, causes + m.causes)
    return kept


def becomes_token(game: Game, obj: Card, to: Zone) -> bool:
    """A permanent spell's copy becomes a token as it enters the battlefield
    (CR 608.3f, 111.12)."""
    return obj.spell_copy and to is Zone.BATTLEFIELD and game.rules.permanent_copy_becomes_token()
