"""Effects that find what they moved (CR 400.7, 603.7c).

A card that changes zones is a new object, but one of the exceptions of
CR 400.7 lets the effect that put it into a public zone find the new object:
"exile target creature, then return that card", "return target creature card
to the battlefield; sacrifice it at the beginning of the next end step". The
delayed trigger such an effect creates tracks the new object (CR 603.7c).

The checker follows each referent (a target, "it", the source, what a delayed
trigger tracks) through the zone changes its own resolution caused, and asks
that a later part meant for it acts on the object it became.
"""
from __future__ import annotations

from dataclasses import dataclass

from properties.catalogue.common import Analysis, ability_of, analyse, occurrence_of, stack_abilities
from properties.memo import by_identity
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine import events as ev
from reference_engine.history import History
from reference_engine.abilities import Ability, AbilityKind, Effect, EffectKind, ObjectRef
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.records import fast_init

_PUBLIC = frozenset({Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE})
_PERMANENT_TYPES = frozenset({CardType.CREATURE, CardType.ARTIFACT, CardType.ENCHANTMENT, CardType.LAND,
                              CardType.PLANESWALKER})
_MOVERS = frozenset({EffectKind.EXILE, EffectKind.DESTROY, EffectKind.SACRIFICE, EffectKind.RETURN_TO_HAND,
                     EffectKind.RETURN_TO_BATTLEFIELD, EffectKind.PUT_ON_LIBRARY})

Key = tuple[ObjectRef, int]
"""Which object an effect names: its reference, and the target index for TARGET."""


@fast_init
@dataclass(frozen=True, slots=True)
class Found:
    """A referent this resolution moved: where the new object went, and when."""

    new_id: int
    zone: Zone
    moved_at: int


@prop(id="effect-finds-what-it-moved", rules=("400.7", "603.7c"),
      title="A later part of an effect, and its delayed trigger, find the object the effect moved",
      title_fr="La suite d'un effet, et sa capacité retardée, retrouvent l'objet que l'effet a déplacé",
      features=("zone-change", "delayed"), families=("found_again",),
      needs_events=("resolving", "zone_change"))
def effect_finds_what_it_moved(case: Case) -> Verdict:
    """Once an effect has put an object into a public zone, its later parts act
    on the new object there, and a delayed trigger it creates tracks that new
    object, acting on it when it resolves if it is still there (CR 400.7,
    603.7c)."""
    a = analyse(case)
    made = stack_abilities(a, spells=True)
    seen = False
    for r in a.history.of_kind(ev.Resolving):
        on = made.get(r.object)
        ability = ability_of(a.scenario, on.ref) if on else None
        if on is None or ability is None or ability.modes:
            continue
        verdict = _one_resolution(a, r, ability, on.source)
        if verdict is not None and not verdict.ok:
            return verdict
        seen = seen or verdict is not None
    return passed(seen)


def _one_resolution(a: Analysis, r: ev.Resolving, ability: Ability, source: int) -> Verdict | None:
    """None when no part could act on an object this resolution moved; else the verdict.

    Each check below returns None when it has nothing to judge (the object is
    gone, or the part would do nothing to it), a pass when the part acted on
    the new object, and a failure when it did not."""
    current = _referents(a, r, ability, source)
    caused = [e for e in a.history.events[r.seq:] if r.seq in e.causes]
    found: dict[Key, Found] = {}
    checked = False
    for eff in ability.effects:
        key = (eff.object, eff.target if eff.object is ObjectRef.TARGET else 0)
        verdict: Verdict | None = None
        if key in found and eff.kind is EffectKind.CREATE_DELAYED:
            verdict = _delayed_check(a, r, caused, found[key])
        elif key in found and eff.kind in _ACTS:
            verdict = _later_part_check(a, r, caused, eff, found[key])
        if verdict is not None and not verdict.ok:
            return verdict
        checked = checked or verdict is not None
        if eff.kind in _MOVERS and key in current:
            _follow(a, caused, key, current, found)
    return passed(True) if checked else None


def _referents(a: Analysis, r: ev.Resolving, ability: Ability, source: int) -> dict[Key, int]:
    """The object each reference names as the resolution begins."""
    out: dict[Key, int] = {}
    targets = _targets_of(a, r.object)
    for i, t in enumerate(targets):
        if t.object is not None:
            out[(ObjectRef.TARGET, i)] = t.object
    trig = _triggered_by_instance(a.history).get(r.object)
    if trig is not None:
        occ = occurrence_of(trig, a.by_seq)
        it = occ.new_id if isinstance(occ, ev.ZoneChange) else getattr(occ, "object", None)
        if isinstance(it, int):
            out[(ObjectRef.IT, 0)] = it
        made = next((d for d in a.history.of_kind(ev.DelayedCreated)
                     if trig.delayed and d.ability == trig.ability and d.source == trig.source
                     and d.seq < trig.seq), None)
        if made is not None and made.tracked is not None:
            out[(ObjectRef.TRACKED, 0)] = made.tracked
    if ability.kind is not AbilityKind.SPELL:
        out[(ObjectRef.SELF, 0)] = source
    return out


def _targets_of(a: Analysis, stack_id: int) -> tuple[TargetRef, ...]:
    return _targets_by_object(a.history).get(stack_id, ())


@by_identity
def _targets_by_object(h: History) -> dict[int, tuple[TargetRef, ...]]:
    """The first targets announced for each stack object (cast, activated or put on the stack)."""
    out: dict[int, tuple[TargetRef, ...]] = {}
    for e in h.events:
        if isinstance(e, (ev.Cast, ev.Activated, ev.PutOnStack)) and e.targets:
            out.setdefault(e.object, e.targets)
    return out


@by_identity
def _triggered_by_instance(h: History) -> dict[int, ev.Triggered]:
    out: dict[int, ev.Triggered] = {}
    for t in h.of_kind(ev.Triggered):
        out.setdefault(t.instance, t)
    return out


def _follow(a: Analysis, caused: list[ev.Event], key: Key, current: dict[Key, int],
            found: dict[Key, Found]) -> None:
    """After a part that moves ``key``'s object: where it went, if this resolution moved it."""
    after = found[key].moved_at if key in found else 0
    oid = current[key]
    z = next((e for e in caused if isinstance(e, ev.ZoneChange) and e.old_id == oid and e.seq > after), None)
    if z is None:
        return
    if z.to_zone in _PUBLIC:
        current[key] = z.new_id
        found[key] = Found(z.new_id, z.to_zone, z.seq)
    else:
        del current[key]  # a hidden zone: nothing can find it (CR 400.7)
        found.pop(key, None)


def _would_act(a: Analysis, eff: Effect, f: Found, controller: int | None) -> bool:
    """Whether ``eff`` does something to the object ``f`` found, where it is."""
    obj = a.timeline.after(f.moved_at).get(f.new_id)
    if obj is None or obj.zone is not f.zone or obj.phased_out:
        return False
    k, z = eff.kind, f.zone
    if k is EffectKind.RETURN_TO_BATTLEFIELD:
        return z in (Zone.GRAVEYARD, Zone.EXILE) and _is_permanent_card(a, obj.card)
    if k is EffectKind.RETURN_TO_HAND:
        return z is not Zone.HAND
    if k is EffectKind.EXILE:
        return z in (Zone.BATTLEFIELD, Zone.GRAVEYARD)
    if k is EffectKind.SACRIFICE:
        return z is Zone.BATTLEFIELD and obj.controller == controller
    if k is EffectKind.PUT_COUNTERS:
        return z is Zone.BATTLEFIELD and not eff.divided and eff.amount > 0
    if k is EffectKind.TAP:
        return z is Zone.BATTLEFIELD and not obj.tapped
    if k is EffectKind.UNTAP:
        return z is Zone.BATTLEFIELD and obj.tapped
    return k is EffectKind.PUT_ON_LIBRARY and z is Zone.BATTLEFIELD


_ACTS = frozenset({EffectKind.RETURN_TO_BATTLEFIELD, EffectKind.RETURN_TO_HAND, EffectKind.EXILE,
                   EffectKind.SACRIFICE, EffectKind.PUT_COUNTERS, EffectKind.TAP, EffectKind.UNTAP,
                   EffectKind.PUT_ON_LIBRARY})


def _is_permanent_card(a: Analysis, key: str) -> bool:
    card = next((c for c in a.scenario.cards if c.key == key), None)
    return card is not None and bool(_PERMANENT_TYPES & set(card.types))


def _touched(events: list[ev.Event], oid: int, since: int) -> bool:
    for e in events:
        if e.seq <= since:
            continue
        ids = (getattr(e, "old_id", None), getattr(e, "object", None))
        if oid in ids or (isinstance(e, ev.Damage) and e.target.object == oid):
            return True
    return False


def _controller(a: Analysis, r: ev.Resolving) -> int | None:
    obj = a.timeline.before(r.seq).get(r.object)
    return obj.controller if obj else None


def _later_part_check(a: Analysis, r: ev.Resolving, caused: list[ev.Event], eff: Effect,
                      f: Found) -> Verdict | None:
    if not _would_act(a, eff, f, _controller(a, r)):
        return None
    if _touched(caused, f.new_id, f.moved_at):
        return passed(True)
    return failed(*says("found.later-part", kind=str(eff.kind), obj=r.object, new=f.new_id, zone=str(f.zone)),
                  (r.seq, f.moved_at))


def _delayed_check(a: Analysis, r: ev.Resolving, caused: list[ev.Event], f: Found) -> Verdict | None:
    made = next((e for e in caused if isinstance(e, ev.DelayedCreated)), None)
    if made is None:
        return None
    if made.tracked is not None and made.tracked != f.new_id:
        return failed(*says("found.tracks", seq=made.seq, new=f.new_id, obj=r.object, tracked=made.tracked),
                      (f.moved_at, made.seq))
    return _delayed_resolution_check(a, made, f) or (passed(True) if made.tracked is not None else None)


def _delayed_resolution_check(a: Analysis, made: ev.DelayedCreated, f: Found) -> Verdict | None:
    """When the delayed trigger resolves with the object still where it went, it acts on it."""
    trig = next((t for t in a.history.of_kind(ev.Triggered) if t.delayed and t.ability == made.ability
                 and t.source == made.source and t.seq > made.seq), None)
    res = next((e for e in a.history.of_kind(ev.Resolving) if trig and e.object == trig.instance), None)
    delayed = ability_of(a.scenario, made.ability)
    if trig is None or res is None or delayed is None or not delayed.effects:
        return None
    first = delayed.effects[0]
    obj = a.timeline.before(res.seq).get(f.new_id)
    if first.object is not ObjectRef.TRACKED or obj is None or obj.zone is not f.zone:
        return None
    still = Found(f.new_id, f.zone, res.seq - 1)
    caused = [e for e in a.history.events[res.seq:] if res.seq in e.causes]
    if not _would_act(a, first, still, trig.controller):
        return None
    if _touched(caused, f.new_id, res.seq):
        return passed(True)
    return failed(*says("found.delayed-acts", instance=trig.instance, new=f.new_id, zone=str(f.zone)), (made.seq, res.seq))
