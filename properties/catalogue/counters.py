"""Counters (CR 122.6, 614.1c, 704.5q), read from the History.

The tracked board knows a permanent's counters from the ``counters`` events
only (never from the engine's snapshots). How many counters a permanent
enters with is read from the scenario's "enters with" effects and, for X,
from the ``cast`` event of the spell that became it (CR 107.3m).
"""
from __future__ import annotations

from properties import characteristics as ch
from properties.catalogue.common import Analysis, ability_of, analyse, stack_abilities, trigger_counts
from properties.catalogue.instructions import announced, declined, removals_owed, resolutions
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.tracked_board import Obj, TrackedBoard
from reference_engine import events as ev
from reference_engine.abilities import Ability, ContinuousKind, EffectKind, TriggerEvent as T
from reference_engine.ids import CardType, Zone

declare_clause(
    "704.5q", invariant=True,
    title_en="+1/+1 and -1/-1 counters annihilate", title_fr="Les marqueurs +1/+1 et -1/-1 s'annulent",
    paraphrase_en="As a state-based action, a permanent carrying both +1/+1 and -1/-1 counters loses "
                  "as many of each kind as the smaller of the two counts.",
    paraphrase_fr="Par une action basée sur un état, un permanent qui porte à la fois des marqueurs "
                  "+1/+1 et -1/-1 en perd autant de chaque sorte que le plus petit des deux nombres.",
)
declare_clause(
    "122.6", invariant=True,
    title_en="Entering with counters puts them on", title_fr="Arriver avec des marqueurs, c'est les recevoir",
    paraphrase_en="Counters being put on an object include those a permanent is given as it enters "
                  "the battlefield, so abilities that wait for counters to be put on a permanent see them.",
    paraphrase_fr="Les marqueurs placés sur un objet comprennent ceux qu'un permanent reçoit en arrivant "
                  "sur le champ de bataille : les capacités qui attendent qu'on place des marqueurs sur un "
                  "permanent les voient.",
)

declare_clause(
    "107.3m", invariant=False,
    title_en="X of an entering permanent", title_fr="Le X d'un permanent qui arrive",
    paraphrase_en="When a permanent's own entering replacement or trigger refers to X, X is the value "
                  "chosen for the spell that became it; otherwise it is 0.",
    paraphrase_fr="Quand le remplacement ou le déclenchement d'arrivée d'un permanent parle de X, X est la "
                  "valeur choisie pour le sort qui est devenu ce permanent ; sinon il vaut 0.",
)

_PAIR = ("+1/+1", "-1/-1")


def _both(board: TrackedBoard) -> list[Obj]:
    """Permanents with both +1/+1 and -1/-1 counters (phased-out ones do not exist, CR 702.26b)."""
    return [o for o in board.in_zone(Zone.BATTLEFIELD) if o.count("+1/+1") and o.count("-1/-1")]


def _removed(a: Analysis, sba: ev.Sba) -> dict[str, int]:
    """Counters the ``counters`` events caused by ``sba`` removed, by kind."""
    out: dict[str, int] = {}
    for e in a.history.of_kind(ev.Counters):
        if sba.seq in e.causes and e.object == sba.object and e.seq not in a.undone:
            out[e.counter] = out.get(e.counter, 0) - e.amount
    return out


@prop(id="annihilation-of-plus-and-minus-counters", rules=("704.5q", "704.3"),
      title="+1/+1 and -1/-1 counters on one permanent annihilate before anyone gets priority",
      title_fr="Les marqueurs +1/+1 et -1/-1 d'un même permanent s'annulent avant toute priorité",
      features=("counters", "sba"), families=("counters", "crossover"),
      needs_events=("sba", "counters", "priority"))
def annihilation_of_plus_and_minus_counters(case: Case) -> Verdict:
    """A permanent never holds +1/+1 and -1/-1 counters together when a
    player receives priority: the state-based actions checked first remove N
    of each, N the smaller count (CR 704.5q, 704.3). Each ``sba`` under
    704.5q names such a permanent and causes exactly that removal, a
    ``counters`` event of -N for each kind. Exercised when a permanent had
    both kinds at once."""
    a = analyse(case)
    exercised = False
    for e in a.history.of_kind(ev.Sba):
        if e.rule != "704.5q" or e.seq in a.undone:
            continue
        exercised = True
        obj = a.timeline.before_batch(e).get(e.object) if e.object is not None else None
        on_field = obj is not None and obj.zone is Zone.BATTLEFIELD
        n = min(obj.count("+1/+1"), obj.count("-1/-1")) if obj is not None and on_field else 0
        got = _removed(a, e)
        if n == 0 or any(got.get(k, 0) != n for k in _PAIR) or set(got) - set(_PAIR):
            plus, minus = (obj.count("+1/+1"), obj.count("-1/-1")) if obj is not None else (0, 0)
            return failed(*says("counters.wrong-annihilation", obj=e.object, seq=e.seq, plus=plus,
                                minus=minus, n=n, got_plus=got.get("+1/+1", 0), got_minus=got.get("-1/-1", 0)),
                          (e.seq,))
    for p in a.history.of_kind(ev.Priority):
        if p.seq in a.undone:
            continue
        for obj in _both(a.timeline.before(p.seq)):
            return failed(*says("counters.not-annihilated", obj=obj.id, player=p.player,
                                plus=obj.count("+1/+1"), minus=obj.count("-1/-1")), (p.seq,))
    return passed(exercised)


def _arrivals(a: Analysis) -> list[tuple[ev.Event, int]]:
    """Arrivals on the battlefield (zone changes and created tokens), each
    with the id of the permanent that arrived."""
    out: list[tuple[ev.Event, int]] = []
    for e in a.history.events:
        if e.seq in a.undone:
            continue
        if isinstance(e, ev.ZoneChange) and e.to_zone is Zone.BATTLEFIELD:
            out.append((e, e.new_id))
        elif isinstance(e, ev.TokenCreated):
            out.append((e, e.object))
    return out


def _x_paid(a: Analysis, arrival: ev.Event) -> int:
    """The X of the spell that became this permanent as it resolved (CR 107.3m), else 0."""
    if not isinstance(arrival, ev.ZoneChange) or arrival.from_zone is not Zone.STACK:
        return 0
    cast = next((c for c in a.history.of_kind(ev.Cast) if c.object == arrival.old_id), None)
    return cast.x if cast is not None else 0


def _given(a: Analysis, arrival: ev.Event) -> dict[str, int] | None:
    """Counters the effect that returned it gives it ("return it to the
    battlefield with a +1/+1 counter on it"); None when the resolving ability
    returns things with different counters, so which one this is is unknown."""
    if not isinstance(arrival, ev.ZoneChange) or arrival.from_zone is Zone.STACK:
        return {}
    resolving = {e.seq: e.object for e in a.history.of_kind(ev.Resolving)}
    on_stack = stack_abilities(a)
    for cause in arrival.causes:
        item = on_stack.get(resolving.get(cause, -1))
        ability = ability_of(a.scenario, item.ref) if item is not None else None
        if ability is None:
            continue
        groups = (ability.effects, ability.kicked_effects, *(m.effects for m in ability.modes))
        kinds = {(e.counter, e.amount) for g in groups for e in g
                 if e.kind is EffectKind.RETURN_TO_BATTLEFIELD}
        if len(kinds) > 1:
            return None
        return {k: n for k, n in kinds if n > 0}
    return {}


def _owed(a: Analysis, arrival: ev.Event, oid: int) -> dict[str, int] | None:
    """The counters the arriving permanent must have as it enters (CR 614.1c),
    a planeswalker's printed loyalty among them (CR 306.5b)."""
    board = a.timeline.after(arrival.seq)
    obj = board.get(oid)
    given = _given(a, arrival)
    if obj is None or not obj.card or given is None:
        return given
    out: dict[str, int] = dict(given)
    card = next((c for c in a.scenario.cards if c.key == obj.card), None)
    if card is not None and card.loyalty and CardType.PLANESWALKER in card.types:
        out["loyalty"] = out.get("loyalty", 0) + card.loyalty  # CR 306.5b
    for act in ch.effects_of(a.scenario, board, ContinuousKind.ENTERS_WITH_COUNTERS, obj):
        n = _x_paid(a, arrival) if act.effect.x else act.effect.amount
        if n > 0:
            out[act.effect.counter] = out.get(act.effect.counter, 0) + n
    return out


def _entering_counters(a: Analysis, arrival: ev.Event, oid: int) -> tuple[dict[str, int], list[int]]:
    """What the ``counters`` events put on the permanent as part of its arrival:
    caused by it, in its batch; and the seqs of those events."""
    got: dict[str, int] = {}
    seqs: list[int] = []
    for e in a.history.of_kind(ev.Counters):
        if (e.object == oid and arrival.seq in e.causes and e.seq not in a.undone
                and arrival.batch is not None and e.batch == arrival.batch):
            got[e.counter] = got.get(e.counter, 0) + e.amount
            seqs.append(e.seq)
    return got, seqs


def _arrival_counter_events(a: Analysis) -> frozenset[int]:
    """Seqs of the ``counters`` events caused by an arrival on the battlefield."""
    arrivals = {e.seq for e, _ in _arrivals(a)}
    return frozenset(e.seq for e in a.history.of_kind(ev.Counters) if arrivals.intersection(e.causes))


def _watches_entering_counters(ability: Ability, _src: int, occ: ev.Event, a: Analysis) -> bool:
    trig = ability.trigger
    return (trig is not None and trig.event in (T.COUNTER_PUT, T.COUNTERS_PUT)
            and occ.seq in _arrival_counter_events(a))


@prop(id="enters-with-counters-is-no-trigger", rules=("614.1c", "122.6", "107.3m", "306.5b"),
      title="A permanent that enters with counters has them as it arrives, and they are put on it",
      title_fr="Un permanent qui arrive avec des marqueurs les a dès son arrivée, et ils lui sont placés",
      features=("counters", "replacement"), families=("counters", "planeswalkers"),
      needs_events=("zone_change", "counters", "triggered"))
def enters_with_counters_is_no_trigger(case: Case) -> Verdict:
    """"Enters with N counters" modifies the entering event (CR 614.1c): the
    permanent is never on the battlefield without them. Its arrival
    (``zone_change`` or ``token_created``) shows them in ``after``, and
    ``counters`` events caused by the arrival, in its batch, put exactly
    them on it: N, or the X paid for its spell (CR 107.3m); no trigger, no
    resolution in between; likewise the counters an effect returns it with
    ("return it with a +1/+1 counter on it"), and a planeswalker's printed
    loyalty, no more and no less (CR 306.5b). They are counters put on it
    (CR 122.6): each "whenever a counter is put on" ability that matches
    triggers for them, once per counter, and "one or more counters" once per
    event. Exercised when a permanent entered with counters."""
    a = analyse(case)
    exercised = False
    for arrival, oid in _arrivals(a):
        owed = _owed(a, arrival, oid)
        if owed is None:
            continue
        got, seqs = _entering_counters(a, arrival, oid)
        exercised = exercised or bool(owed)
        shown = getattr(arrival, "after", None)
        shown_counters = dict(shown.counters) if shown is not None else owed
        if got != owed or shown_counters != owed:
            return failed(*says("counters.entering", obj=oid, seq=arrival.seq, want=_listed(owed),
                                got=_listed(got), shown=_listed(shown_counters)),
                          (arrival.seq, *seqs))
    counted = trigger_counts(case, _watches_entering_counters, "counters put as it enters")
    if not counted.ok:
        return counted
    return passed(exercised)


def _listed(counters: dict[str, int]) -> str:
    return ", ".join(f"{n} {k}" for k, n in sorted(counters.items())) or "none"


def _removals(ability: Ability, counter: str) -> list[int]:
    """How many ``counter`` counters the ability's "remove" effects remove, each."""
    groups = (ability.effects, ability.kicked_effects, *(m.effects for m in ability.modes))
    return [e.amount for g in groups for e in g if e.kind is EffectKind.REMOVE_COUNTERS and e.counter == counter]


@prop(id="counter-removal-removes-what-it-says", rules=("608.2c",),
      title="An effect that removes N counters removes N, or all there are",
      title_fr="Un effet qui retire N marqueurs en retire N, ou tous ceux qu'il y a",
      features=("counters",), families=("counter_removals", "counters"),
      needs_events=("counters", "resolving"))
def counter_removal_removes_what_it_says(case: Case) -> Verdict:
    """A resolving spell or ability removes counters only as its text says
    (CR 608.2c): each ``counters`` event with a negative amount caused by a
    ``resolving`` belongs to an effect that removes that kind, and removes
    N of them, N what the effect says, or every one the permanent had if it
    had fewer. Exercised when an effect removed counters."""
    a = analyse(case)
    resolving = {e.seq: e.object for e in a.history.of_kind(ev.Resolving)}
    on_stack = stack_abilities(a, spells=True)
    exercised = False
    for e in a.history.of_kind(ev.Counters):
        if e.amount >= 0 or e.seq in a.undone:
            continue
        cause = next((c for c in e.causes if c in resolving), None)
        if cause is None:
            continue
        item = on_stack.get(resolving[cause])
        ability = ability_of(a.scenario, item.ref) if item is not None else None
        if ability is None:
            continue
        exercised = True
        obj = a.timeline.before(e.seq).get(e.object)
        had = obj.count(e.counter) if obj is not None else 0
        allowed = sorted({min(n, had) for n in _removals(ability, e.counter)})
        if -e.amount not in allowed:
            return failed(*says("counters.removal", obj=e.object, seq=e.seq, counter=e.counter, had=had,
                                allowed=allowed or [0], got=-e.amount), (e.seq,))
    return _removal_short(a) or passed(exercised)


def _removal_short(a: Analysis) -> Verdict | None:
    """A resolution told to remove counters its permanent has removes them:
    an effect that finds fewer than N removes all there are, not none."""
    info = announced(a)
    for begin, end, window in resolutions(a, info):
        if declined(window, end.object):
            continue
        counter, owed = removals_owed(a, info[end.object], a.timeline.before(begin.seq))
        for oid, want in sorted(owed.items()):
            got = -sum(e.amount for e in window if isinstance(e, ev.Counters) and e.object == oid
                       and e.counter == counter and e.amount < 0)
            if got != want:
                return failed(*says("counters.removal-short", obj=oid, res=end.object, counter=counter, want=want,
                                    got=got), (begin.seq, end.seq))
    return None


def _watches_counters(ability: Ability, _src: int, _occ: ev.Event, _a: Analysis) -> bool:
    trig = ability.trigger
    return trig is not None and trig.event in (T.COUNTER_PUT, T.COUNTERS_PUT)


@prop(id="counter-put-triggers-once-per-counter", rules=("603.2c", "122.6"),
      title="\"Whenever a counter is put\" triggers once per counter, \"one or more counters\" once per event",
      title_fr="« Chaque fois qu'un marqueur est placé » se déclenche une fois par marqueur, "
               "« un ou plusieurs marqueurs » une fois par événement",
      features=("counters", "trigger-count"), families=("counters_life_draw", "pumped_leavers", "counters"),
      needs_events=("counters", "triggered"))
def counter_put_triggers_once_per_counter(case: Case) -> Verdict:
    """An event that puts N counters on a permanent is N occurrences for
    an ability that triggers "whenever a counter is put on" it, and one for
    an ability that triggers "whenever one or more counters are put on" it
    (CR 603.2c, 122.6); an ability naming a kind of counter sees only
    counters of that kind, and putting zero counters puts none. Each such
    ability triggers exactly that many times for each ``counters`` event of
    a positive amount, once per permanent, and never for another; an effect
    that puts zero counters makes no ``counters`` event at all. Exercised
    when such an ability watched a permanent that counters were put on, or
    an effect put zero counters."""
    a = analyse(case)
    for e in a.history.of_kind(ev.Counters):
        if e.amount == 0 and e.seq not in a.undone:
            return failed(*says("counters.zero", obj=e.object, seq=e.seq, counter=e.counter), (e.seq,))
    counted = trigger_counts(case, _watches_counters, "counters put")
    return counted if not counted.ok else passed(counted.exercised or _puts_zero(a))


def _puts_zero(a: Analysis) -> bool:
    """Whether a spell or ability that resolved puts zero counters on something."""
    on_stack = stack_abilities(a, spells=True)
    for r in a.history.of_kind(ev.Resolving):
        item = on_stack.get(r.object)
        ability = ability_of(a.scenario, item.ref) if item is not None else None
        if ability is not None and any(e.kind is EffectKind.PUT_COUNTERS and e.amount == 0
                                       for g in (ability.effects, ability.kicked_effects, *(m.effects for m in ability.modes))
                                       for e in g):
            return True
    return False
