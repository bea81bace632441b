"""Damage, prevention (CR 120, 615) and life changes (CR 119); the order of
prevention and doubling effects is in ``replacement.py`` (CR 616)."""
from __future__ import annotations

from dataclasses import dataclass

from reference_engine.abilities import ContinuousKind, TriggerEvent
from reference_engine.events import Damage, DamagePrevented, Life, ZoneChange
from reference_engine.ids import CardType, ObjectId, PlayerId, TargetRef
from reference_engine.objects import Active, Chars
from reference_engine.records import fast_init
from reference_engine.rules import replacement
from reference_engine.rules.effects import applies, chars, effects_of, who_matches
from reference_engine.rules.triggers import Occ, detect
from reference_engine.state import Game


@fast_init
@dataclass(frozen=True, slots=True)
class Hit:
    source: Chars
    target: TargetRef
    amount: int


def deal(game: Game, hits: list[Hit], causes: tuple[int, ...], combat: bool = False) -> None:
    """Deal damage simultaneously, after prevention (CR 615)."""
    hits = [h for h in hits if h.amount > 0 and _still_there(game, h.target)]
    batch = game.log.new_batch() if len(hits) > 1 else None
    occs: list[Occ] = []
    seen: set[tuple[TriggerEvent, ObjectId]] = set()
    applied: list[tuple[int, str, TargetRef]] = []
    for h in hits:
        left, prevented, replaced = _modified(game, h, causes, batch, applied)
        if prevented and game.rules.prevented_damage_triggers():  # pragma: no cover - mutant Rules only
            occs.extend(_occurrences(game, prevented, h, combat, set()))
        if left <= 0:
            continue
        seq = game.emit(Damage, causes=causes + replaced, batch=batch, source=h.source.id, target=h.target,
                        amount=left, combat=combat)
        _apply(game, h.target, left, seq, batch)
        occs.extend(_occurrences(game, seq, h, combat, seen))
    occs.extend(_prevention_occurrences(game, applied))
    game.touch()
    detect(game, occs)


def _prevention_occurrences(game: Game, applied: list[tuple[int, str, TargetRef]]) -> list[Occ]:
    """"Damage is prevented" occurrences of one batch: one per application of
    a prevention effect to the batch, named by its first ``damage_prevented``
    event, with every recipient whose damage it prevented (CR 615.13)."""
    whom = {seq: t for seq, _, t in applied}
    out = []
    for group in game.rules.prevention_applications([(seq, ref) for seq, ref, _ in applied]):
        if not group:  # pragma: no cover - mutant Rules only
            continue
        players = tuple(dict.fromkeys(p for s in group if (p := whom[s].player) is not None))
        objs = (game.obj(whom[s].object or 0) for s in group if whom[s].object is not None)
        subjects = tuple({o.id: chars(game, o) for o in objs if o is not None}.values())
        out.append(Occ(group[0], TriggerEvent.DAMAGE_PREVENTED, players=players, subjects=subjects))
    return out


def _still_there(game: Game, t: TargetRef) -> bool:
    if t.player is not None:
        return not game.st.players[t.player].lost
    return game.obj(t.object or 0) is not None


def _occurrences(game: Game, seq: int, h: Hit, combat: bool, seen: set[tuple[TriggerEvent, ObjectId]]) -> list[Occ]:
    """The trigger events of one damage event. Simultaneous damage is one
    occurrence per source that deals it and one per permanent dealt it
    (CR 603.2c, 120.3): ``seen`` holds those already counted in this batch,
    named by the first damage event of each."""
    out = []
    if _first(game, seen, TriggerEvent.DEALS_DAMAGE, h.source.id):
        out.append(Occ(seq, TriggerEvent.DEALS_DAMAGE, h.source, it=h.source.id))
    if h.target.object is not None:
        obj = game.obj(h.target.object)
        if obj is not None and _first(game, seen, TriggerEvent.DEALT_DAMAGE, obj.id):
            out.append(Occ(seq, TriggerEvent.DEALT_DAMAGE, chars(game, obj), it=obj.id))
    elif combat:
        out.append(Occ(seq, TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, h.source,
                       player=h.target.player, it=h.source.id))
    return out


def _first(game: Game, seen: set[tuple[TriggerEvent, ObjectId]], event: TriggerEvent, oid: ObjectId) -> bool:
    if game.rules.damage_occurrence_per_hit():  # pragma: no cover - mutant Rules only
        return True
    if (event, oid) in seen:
        return False
    seen.add((event, oid))
    return True


def _apply(game: Game, t: TargetRef, amount: int, seq: int, batch: int | None) -> None:
    if t.player is not None:
        change_life(game, t.player, -amount, (seq,), batch, detect_now=False)
    else:
        obj = game.obj(t.object or 0)
        if obj is not None and CardType.CREATURE in chars(game, obj).types:
            obj.damage += amount
        if obj is not None and CardType.PLANESWALKER in chars(game, obj).types:
            from reference_engine.rules.loyalty import damage_removes_loyalty

            damage_removes_loyalty(game, obj, amount, seq, batch)  # CR 120.3c


def _modified(game: Game, h: Hit, causes: tuple[int, ...], batch: int | None,
              applied: list[tuple[int, str, TargetRef]]) -> tuple[int, int, tuple[int, ...]]:
    """Prevention, and doubling when an effect doubles damage, in the order
    the affected player chooses (CR 616.1; ``rules/replacement.py``)."""
    if not replacement.doublers(game) and not replacement.partial_preventions(game, h.target):
        return (*_prevent(game, h, causes, batch, applied), ())

    def shields(amount: int) -> tuple[int, int]:
        return _prevent(game, Hit(h.source, h.target, amount), causes, batch, applied)

    return replacement.modify(game, h.source.id, h.target, h.amount, causes, batch, applied,
                              bool(_shields(game, h.target)), shields)


def _prevent(game: Game, h: Hit, causes: tuple[int, ...], batch: int | None,
             applied: list[tuple[int, str, TargetRef]]) -> tuple[int, int]:
    """Returns the damage left and the seq of the damage_prevented event (0 if
    none); each prevention is added to ``applied`` (seq, effect, recipient)."""
    left, last = h.amount, 0
    for act in _shields(game, h.target):
        if left <= 0:
            break
        stop = left if act.effect.kind is ContinuousKind.PREVENT_ALL_DAMAGE else min(left, act.remaining)
        limit = game.rules.prevent_all_limit() if act.effect.kind is ContinuousKind.PREVENT_ALL_DAMAGE else None
        if limit is not None:  # pragma: no cover - mutant Rules only
            stop = min(stop, limit)
        if act.effect.kind is ContinuousKind.PREVENT_NEXT_DAMAGE:
            act.remaining -= stop
            if act.remaining <= 0 and act in game.st.effects:
                game.st.effects.remove(act)
        left -= stop
        last = game.emit(DamagePrevented, causes=causes, batch=batch, source=h.source.id,
                         target=h.target, amount=stop, effect=act.ref)
        applied.append((last, act.ref, h.target))
    return left, last


def _shields(game: Game, t: TargetRef) -> list[Active]:
    found = []
    for act in effects_of(game, ContinuousKind.PREVENT_ALL_DAMAGE):
        if t.player is not None:
            if act.effect.players is not None and who_matches(act.effect.players, t.player, act.controller):
                found.append(act)
        else:
            obj = game.obj(t.object or 0)
            if obj is not None and applies(game, act, chars(game, obj)):
                found.append(act)
    for act in effects_of(game, ContinuousKind.PREVENT_NEXT_DAMAGE):
        if act.remaining > 0 and _shield_covers(game, act, t):
            found.append(act)
    return found


def _shield_covers(game: Game, act: Active, t: TargetRef) -> bool:
    """A shield covers the player or the object it names. The scenario's own
    shields name a scenario id, the card wherever it is; one a resolution made
    names the permanent it found then, which is a new object once it has
    moved (CR 400.7)."""
    if t.player is not None:
        return act.effect.player == t.player and act.effect.object is None
    shielded = act.effect.object
    if shielded is None or t.object is None:
        return False
    if act.ref.startswith("effect/"):
        return game.current_id(shielded) == t.object or shielded == t.object
    if shielded == t.object:
        return True
    return game.rules.created_shield_covers_card(_card_now(game, shielded) == t.object)


def _card_now(game: Game, oid: ObjectId) -> ObjectId:
    """The id the card that was ``oid`` has now, following its zone changes."""
    for e in game.log.events:
        if isinstance(e, ZoneChange) and e.old_id == oid:
            oid = e.new_id
    return oid


def change_life(game: Game, player: PlayerId, amount: int, causes: tuple[int, ...],
                batch: int | None = None, detect_now: bool = True) -> int:
    """Gain (positive) or lose (negative) life; a gain is a trigger event."""
    if amount == 0:
        return 0
    pl = game.st.players[player]
    pl.life += amount
    game.touch()
    seq = game.emit(Life, causes=causes, batch=batch, player=player, amount=amount, total=pl.life)
    if amount > 0:
        detect(game, [Occ(seq, TriggerEvent.GAIN_LIFE, player=player)])
    elif detect_now:
        detect(game, [])
    return seq


def source_chars(game: Game, oid: ObjectId, fallback: Chars | None) -> Chars | None:
    obj = game.obj(oid)
    return chars(game, obj) if obj is not None else fallback
