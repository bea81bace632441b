"""Small read-only views of a History shared by the checkers."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cached_property
from typing import Callable, Final, Iterator, Sequence

from properties.tracked_board import Obj, Timeline, TrackedBoard, replay
from properties.matching import Expected, expected
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed
from reference_engine.abilities import Ability, AbilityKind, TriggerEvent
from reference_engine.errors import ScenarioError
from reference_engine.events import Activated, Cast, Event, IllegalAction, Priority, Triggered
from reference_engine.history import History
from reference_engine.records import fast_init
from reference_engine.refs import printed_ref, resolve_ref
from reference_engine.ids import Zone
from reference_engine.scenario import ActionKind, Scenario

OCCURRENCE_KINDS = frozenset({
    "zone_change", "damage", "tapped", "untapped", "life", "draw", "counters", "step_begin",
    "attackers_declared", "blockers_declared", "cast", "control_change", "player_lost",
    "removed_from_stack", "unattached", "phased_out", "resolved", "activated", "token_created",
    "damage_prevented", "discard", "put_on_stack", "became_blocked",
})
"""Event kinds a ``triggered`` may name as its occurrence (docs/formats.md)."""


def rolled_back(history: History) -> frozenset[int]:
    """Sequence numbers reversed by an illegal action (CR 733.1)."""
    return frozenset(s for e in history.of_kind(IllegalAction) for s in e.rolled_back)


def occurrence_of(trig: Triggered, by_seq: dict[int, Event]) -> Event | None:
    """The occurrence a trigger names: its first cause that is an occurrence kind."""
    for seq in trig.causes:
        ev = by_seq.get(seq)
        if ev is not None and ev.kind in OCCURRENCE_KINDS:
            return ev
    return None


def ability_of(scenario: Scenario, ref: str) -> Ability | None:
    """The ability a reference names, or None when it names nothing."""
    try:
        return resolve_ref(scenario, ref)
    except ScenarioError:
        return None


def describe(ev: Event) -> str:
    """A short human description of an event, for verdict messages."""
    return f"#{ev.seq} {ev.kind}"


class Analysis:
    """Everything the trigger checkers derive from one Case, each part computed
    on first use and then kept: many checkers read only the History and what
    was rolled back, and the expected triggers cost the most."""

    def __init__(self, scenario: Scenario, history: History) -> None:
        self.scenario: Final = scenario
        self.history: Final = history
        self.undone: Final = rolled_back(history)

    @cached_property
    def by_seq(self) -> dict[int, Event]:
        return self.history.by_seq()

    @cached_property
    def timeline(self) -> Timeline:
        return replay(self.scenario, self.history)

    @cached_property
    def checked_until(self) -> int:
        """Occurrences after this seq never reached a trigger check (``unchecked_after``)."""
        return unchecked_after(self.timeline, self.history)

    @property
    def expected(self) -> tuple[Expected, ...]:
        """Triggers the committed occurrences up to ``checked_until`` called for."""
        return self._expected[0]

    @property
    def unchecked(self) -> tuple[Expected, ...]:
        """Triggers of occurrences whose trigger check never came."""
        return self._expected[1]

    @cached_property
    def _expected(self) -> tuple[tuple[Expected, ...], tuple[Expected, ...]]:
        sc, tl, cut = self.scenario, self.timeline, self.checked_until
        occurrences = [e for e in self.history.events if e.kind in OCCURRENCE_KINDS and e.seq not in self.undone]
        exp = tuple(x for e in occurrences if e.seq <= cut and not game_over(tl, e) for x in expected(sc, tl, e))
        late = tuple(x for e in occurrences if e.seq > cut for x in expected(sc, tl, e))
        return exp, late


_CACHE: dict[int, tuple[History, Scenario, Analysis]] = {}


def analyse(case: Case) -> Analysis:
    """The Case's Analysis (one per History; its parts are computed when first read)."""
    hit = _CACHE.get(id(case.history))
    if hit and hit[0] is case.history and hit[1] is case.scenario:
        return hit[2]
    h, sc = case.history, case.scenario
    result = Analysis(sc, h)
    if len(_CACHE) > 16:
        _CACHE.clear()
    _CACHE[id(h)] = (h, sc, result)
    return result


@fast_init
@dataclass(frozen=True, slots=True)
class OnStack:
    """What a stack id stands for: its ability's reference and its source."""

    ref: str
    source: int


def stack_abilities(a: Analysis, spells: bool = False) -> dict[int, OnStack]:
    """Stack ids of triggered and (non-mana) activated abilities and, when
    ``spells``, of cast spells, whose reference is their card's spell ability."""
    made: dict[int, OnStack] = {}
    for e in a.history.events:
        if isinstance(e, Triggered):
            made[e.instance] = OnStack(e.ability, e.source)
        elif isinstance(e, Activated) and not e.mana_ability:
            made[e.object] = OnStack(e.ability, e.source)
        elif spells and isinstance(e, Cast):
            ref = _spell_ref(a.scenario, e.card)
            if ref:
                made[e.object] = OnStack(ref, e.object)
    return made


def _spell_ref(sc: Scenario, key: str) -> str:
    card = next((c for c in sc.cards if c.key == key), None)
    index = next((i for i, ab in enumerate(card.abilities) if ab.kind is AbilityKind.SPELL), None) if card else None
    return printed_ref(key, index) if index is not None else ""


def split(events: Sequence[Event]) -> bool:
    """Whether events that happen at once (two or more) are not recorded in
    one batch: one of them in none, or two batches among them."""
    return len(events) > 1 and (events[0].batch is None or any(e.batch != events[0].batch for e in events))


def game_over(tl: Timeline, e: Event) -> bool:
    """Whether at most one player is left after ``e`` (and what happened with
    it): the game has ended (CR 104.2a)."""
    board = tl.after_batch(e)
    return len(board.life) - len(board.lost) <= 1


def unchecked_after(tl: Timeline, h: History) -> int:
    """The last event a trigger check may have followed: in a game that ended
    (at most one player left), abilities that triggered after the last
    priority never reach a check, since the game-ending state-based action
    comes first (CR 117.5, 704.3); whether such triggers are recorded is left
    to the engine (docs/formats.md). Otherwise every event counts."""
    if not h.events or not game_over(tl, h.events[-1]):
        return h.events[-1].seq if h.events else 0
    return max((e.seq for e in h.of_kind(Priority)), default=0)


Key = tuple[int, str, int]
"""(occurrence seq, ability reference, source id)."""
Selector = Callable[[Ability, int, Event, Analysis], bool]


def observed(a: Analysis) -> dict[Key, list[int]]:
    """Non-delayed triggers of triggered abilities (state triggers aside), by key."""
    found: dict[Key, list[int]] = {}
    for t in a.history.of_kind(Triggered):
        ability = ability_of(a.scenario, t.ability)
        if t.delayed or ability is None or ability.trigger is None or ability.trigger.event is TriggerEvent.STATE:
            continue
        occ = occurrence_of(t, a.by_seq)
        if t.seq in a.undone and occ is not None and occ.seq in a.undone:
            continue  # reversed together with what it triggered on (a triggered mana ability, CR 605.4a)
        found.setdefault((occ.seq if occ else 0, t.ability, t.source), []).append(t.seq)
    return found


def trigger_counts(case: Case, select: Selector, what: str) -> Verdict:
    """Compare, occurrence by occurrence, how many times each selected ability
    had to trigger with how many times the History says it triggered."""
    a = analyse(case)
    want: Counter[Key] = Counter()
    for x in a.expected:
        ability = ability_of(a.scenario, x.ability)
        if ability is not None and select(ability, x.source, a.by_seq[x.occurrence], a):
            want[(x.occurrence, x.ability, x.source)] += x.times
    got = {k: v for k, v in observed(a).items() if _selected(k, a, select)}
    late = _late_counts(a, select)
    for key in sorted(set(want) | set(got)):
        if want[key] != len(got.get(key, [])) and late.get(key) != len(got.get(key, [])):
            occ, ref, src = key
            return failed(*says("count.triggers", ref=ref, src=src, want=want[key], occ=occ, what=what,
                                got=len(got.get(key, []))),
                          tuple(([occ] if occ else []) + got.get(key, [])))
    return passed(bool(want) or bool(got))


def _late_counts(a: Analysis, select: Selector) -> Counter[Key]:
    """What the triggers never checked would count: an engine may record them
    or not, so either that count or none passes."""
    late: Counter[Key] = Counter()
    for x in a.unchecked:
        ability = ability_of(a.scenario, x.ability)
        if ability is not None and select(ability, x.source, a.by_seq[x.occurrence], a):
            late[(x.occurrence, x.ability, x.source)] += x.times
    return late


def _selected(key: Key, a: Analysis, select: Selector) -> bool:
    ability = ability_of(a.scenario, key[1])
    occ = a.by_seq.get(key[0])
    # A trigger naming no occurrence is a defect every count property reports.
    return ability is not None and (occ is None or select(ability, key[2], occ, a))


def event_is(*kinds: TriggerEvent) -> Selector:
    """A selector keeping abilities with one of these trigger events."""
    return lambda ability, _src, _occ, _a: ability.trigger is not None and ability.trigger.event in kinds


def refused_activations(a: Analysis) -> Iterator[tuple[IllegalAction, TrackedBoard, Obj | None, str]]:
    """Each refused scripted activation: the refusal, the board before the
    attempt, the source on the battlefield (None if gone) and the ability's ref."""
    script = a.scenario.script
    for il in a.history.of_kind(IllegalAction):
        act = script[il.action] if 0 <= il.action < len(script) else None
        if il.seq in a.undone or act is None or act.action is not ActionKind.ACTIVATE or act.object is None:
            continue
        board = a.timeline.before(min((il.seq, *il.rolled_back)))
        src = next((o for o in board.in_zone(Zone.BATTLEFIELD) if o.root == act.object), None)
        yield il, board, src, printed_ref(src.card, act.ability) if src is not None else ""
