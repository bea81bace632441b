"""Mass returns from a graveyard (CR 603.6a, 608.2c), read from the History.

"Return all enchantment cards from your graveyard to the battlefield"
(Replenish) moves every matching card at once, so each arrival is on the
battlefield as the others enter and its enters abilities see them all (CR
603.6a). The checker judges the triggers, not the ``batch`` labels, which an
adapter may not know: an engine that moves the cards one by one gives the
first arrival every trigger and the last none for the earlier ones.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from properties.card_facts import enchant_filter
from properties.catalogue.common import Analysis, analyse
from properties.catalogue.instructions import Announced, announced, instructions, resolutions
from properties.characteristics import chars, matches, printed
from properties.matching import Cause, extra_times
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.tracked_board import TrackedBoard
from reference_engine import events as ev
from reference_engine.abilities import Ability, EffectKind, ObjectFilter, TriggerEvent
from reference_engine.ids import Zone

_OTHER_ARRIVALS = frozenset({EffectKind.RETURN_TO_BATTLEFIELD, EffectKind.PUT_ONTO_BATTLEFIELD_ATTACKING,
                             EffectKind.PUT_ONTO_BATTLEFIELD_BLOCKING})
"""Instructions that also bring cards onto the battlefield: with one of them
beside the mass return, which arrival belongs to which is not judged."""


@prop(id="mass-return-enters-together", rules=("603.6a", "608.2c", "303.4g"),
      title="\"Return all ... cards from your graveyard\" moves them all at once",
      title_fr="« Renvoyez toutes les cartes ... de votre cimetière » les déplace toutes en même temps",
      features=("enters", "simultaneous", "zone-change"), families=("mass_returns",),
      needs_events=("zone_change", "resolving", "resolved"))
def mass_return_enters_together(case: Case) -> Verdict:
    """A resolving "return all <kind> cards from your graveyard to the
    battlefield" puts every card of that kind then in its controller's
    graveyard onto the battlefield, all at the same time: each enters ability
    on the battlefield once they are there, theirs included, triggers once for
    each arrival it matches (CR 603.6a, 603.2c). An Aura card that may
    enchant nothing already on the battlefield stays in the graveyard
    (CR 303.4g). An engine that moves them one by one gives the last arrival
    no trigger for the earlier ones. Exercised
    when such an instruction moved two or more cards."""
    a = analyse(case)
    info = announced(a)
    exercised = False
    for start, end, window in resolutions(a, info):
        resolved = info[end.object]
        judged = _judged(resolved)
        if judged is None:
            continue
        verdict = _check(a, resolved, judged, start, window)
        if verdict is not None:
            return verdict
        exercised |= sum(_is_return(e, resolved.controller) for e in window) > 1
    return passed(exercised)


def _judged(info: Announced) -> ObjectFilter | None:
    """The filter of the resolution's one mass return, if its arrivals can be told apart."""
    effects = instructions(info)
    returns = [e for e in effects if e.kind is EffectKind.RETURN_ALL_FROM_GRAVEYARD]
    if len(returns) != 1 or any(e.kind in _OTHER_ARRIVALS for e in effects) or info.ability.optional:
        return None
    return returns[0].filter or ObjectFilter()


def _is_return(e: ev.Event, player: int) -> bool:
    return (isinstance(e, ev.ZoneChange) and e.from_zone is Zone.GRAVEYARD and e.to_zone is Zone.BATTLEFIELD
            and e.owner == player)


def _check(a: Analysis, info: Announced, flt: ObjectFilter, start: ev.Event,
           window: Sequence[ev.Event]) -> Verdict | None:
    moved = [e for e in window if isinstance(e, ev.ZoneChange) and _is_return(e, info.controller)]
    first = moved[0].seq if moved else (window[-1].seq if window else start.seq)
    due = _due(a, a.timeline.before(first), info, flt)
    got = {e.old_id for e in moved}
    if due != got:
        return failed(*says("returns.cards", player=info.controller, due=_ids(due), got=_ids(got)),
                      tuple(e.seq for e in moved) or (start.seq,))
    return _seen_together(a, moved) if len(moved) > 1 else None


def _seen_together(a: Analysis, moved: list[ev.ZoneChange]) -> Verdict | None:
    """Each enters ability on the battlefield once they are all there triggers
    once per arrival it matches, the arrivals included: they entered at the
    same time (CR 603.6a, 603.2c). Only plain enters abilities are judged."""
    board = a.timeline.after(moved[-1].seq)
    arrivals = [o for o in (board.get(e.new_id) for e in moved) if o is not None]
    causes = {e.seq for e in moved}
    seen: Counter[tuple[int, str]] = Counter()
    for fired in a.history.of_kind(ev.Triggered):
        if fired.seq not in a.undone and causes.intersection(fired.causes):
            seen[(fired.source, fired.ability)] += 1
    for watcher in board.in_zone(Zone.BATTLEFIELD):
        for ref, ability in chars(a.scenario, board, watcher).abilities:
            t = ability.trigger
            if not _plain_enters(ability):
                continue
            assert t is not None
            owed = sum((1 + extra_times(a.scenario, board, watcher, Cause(TriggerEvent.ENTERS, o)))
                       for o in arrivals
                       if matches(t.subject, chars(a.scenario, board, o), watcher.controller, watcher.id, board, o.id))
            if seen[(watcher.id, ref)] != owed:
                return failed(*says("returns.together", count=len(moved), ability=ref, obj=watcher.id,
                                    owed=owed, got=seen[(watcher.id, ref)]), tuple(sorted(causes)))
    return None


def _plain_enters(ability: Ability) -> bool:
    """An enters ability whose count depends on the arrivals alone."""
    t = ability.trigger
    return (t is not None and t.event is TriggerEvent.ENTERS and t.tapped is None and not t.once_each_turn
            and ability.intervening_if is None)


def _due(a: Analysis, board: TrackedBoard, info: Announced, flt: ObjectFilter) -> set[int]:
    """The cards the instruction finds: its controller's, in their graveyard, of the filter's kind;
    but an Aura card with nothing on the battlefield it may enchant stays (CR 303.4g)."""
    return {o.id for o in board.in_zone(Zone.GRAVEYARD)
            if o.owner == info.controller and o.card
            and matches(flt, printed(a.scenario, o), info.controller, info.source, board, o.id)
            and _may_enter(a, board, o.card, info.controller)}


def _may_enter(a: Analysis, board: TrackedBoard, key: str, controller: int) -> bool:
    """Whether an Aura card (one with an enchant ability) has something already
    on the battlefield to enchant under ``controller`` (CR 303.4f, 303.4g); any
    other card may enter."""
    card = a.scenario.card(key)
    enchant = enchant_filter(card) if "Aura" in card.subtypes else None
    if enchant is None:
        return True
    return any(matches(enchant[1], chars(a.scenario, board, o), controller, None, board, o.id)
               for o in board.in_zone(Zone.BATTLEFIELD) if o.card and not o.phased_out)


def _ids(ids: set[int]) -> str:
    return ", ".join(f"#{i}" for i in sorted(ids)) or "none"
