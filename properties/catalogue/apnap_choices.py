"""Choices several players make in APNAP order, started over for the
outstanding ones when a later choice asks an earlier player (CR 101.4, 101.4d)."""
from __future__ import annotations

from dataclasses import dataclass, field

from properties.catalogue.common import Analysis, ability_of, analyse, split, stack_abilities
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine import events as ev
from reference_engine.abilities import Ability, EffectKind
from reference_engine.events import ChoiceKind
from reference_engine.ids import Zone


@dataclass(frozen=True)
class Window:
    """One resolution of an ability whose effect is an offer."""

    object: int
    start: int
    end: int
    amount: int
    finished: bool = True
    """False when the History stops before its ``resolved``."""


def _abilities_on_stack(a: Analysis) -> dict[int, Ability]:
    """Stack ids of spells, triggered and activated abilities, with their ability."""
    found = {k: ability_of(a.scenario, s.ref) for k, s in stack_abilities(a, spells=True).items()}
    return {k: v for k, v in found.items() if v is not None}


def windows(a: Analysis) -> list[Window]:
    """Every resolution of an offer (it is its ability's only effect)."""
    on_stack, found = _abilities_on_stack(a), []
    for e in a.history.of_kind(ev.Resolving):
        ability = on_stack.get(e.object)
        offer = next((x for x in ability.effects if x.kind is EffectKind.OFFER), None) if ability else None
        end = _end_of(a, e)
        if offer is not None:
            found.append(Window(e.object, e.seq, end or a.history.events[-1].seq + 1, offer.amount, bool(end)))
    return found


def _end_of(a: Analysis, start: ev.Resolving) -> int:
    """The ``resolved`` of this object after ``start``; 0 if the History ends first."""
    return next((x.seq for x in a.history.of_kind(ev.Resolved) if x.object == start.object and x.seq > start.seq), 0)


@dataclass
class Replay:
    """Who still owes a choice, replayed answer by answer."""

    apnap: tuple[int, ...]
    outstanding: list[int]
    asked: dict[int, int] = field(default_factory=dict)
    accepted: list[int] = field(default_factory=list)
    reopened: bool = False
    """An acceptance made a player who had declined choose again."""

    def answer(self, player: int, yes: bool) -> None:
        self.asked[player] = self.asked.get(player, 0) + 1
        self.outstanding.remove(player)
        if not yes:
            return
        self.accepted.append(player)
        again = [p for p in self.apnap if p not in self.accepted and p not in self.outstanding]
        self.reopened |= bool(again)
        self.outstanding = [p for p in self.apnap if p not in self.accepted]


def _apnap(a: Analysis, start: int) -> tuple[int, ...]:
    """Players still in the game, from the active player in turn order (CR 101.4)."""
    board = a.timeline.before(start)
    order = list(a.scenario.order)
    i = order.index(board.active)
    return tuple(p for p in order[i:] + order[:i] if p not in board.lost)


def _check(a: Analysis, w: Window, r: Replay) -> Verdict | None:
    made = [c for c in a.history.of_kind(ev.Choice)
            if c.choice is ChoiceKind.OFFER and c.object == w.object and w.start < c.seq < w.end]
    for c in made:
        if not r.outstanding:
            return failed(*says("offer.no-more-choices", player=c.player), (c.seq,))
        want = next(p for p in r.apnap if p in r.outstanding)
        if c.player != want:
            return failed(*says("offer.next-chooser", want=want, apnap=list(r.apnap), owing=sorted(r.outstanding),
                                player=c.player), (c.seq,))
        answer = a.scenario.choices.offer_answer(c.player, r.asked.get(c.player, 0))
        if c.value != answer:
            return failed(*says("offer.answer", player=c.player, number=r.asked.get(c.player, 0) + 1, answer=answer,
                                value=c.value), (c.seq,))
        r.answer(c.player, c.value)
    if not w.finished:
        return _gave_up(a, r)
    if r.outstanding:
        return failed(*says("offer.unfinished", players=sorted(r.outstanding)), (w.start, w.end))
    return _draws(a, w, r, made[-1].seq if made else w.start)


def _gave_up(a: Analysis, r: Replay) -> Verdict | None:
    """A History that stops at an engine's loop limit while players still owe
    an answer: each answer settles a decliner or grows the accepters, so an
    offer always ends, after at most n(n+1) answers for n players (CR 101.4d)."""
    last = a.history.events[-1] if a.history.events else None
    if not isinstance(last, ev.LoopLimit) or not r.outstanding:
        return None
    return failed(*says("offer.gave-up", players=sorted(r.outstanding), what=last.what), (last.seq,))


def _draws(a: Analysis, w: Window, r: Replay, last: int) -> Verdict | None:
    """The accepters draw after the last choice, as many cards as the offer
    says, all at once: their draws share one batch."""
    draws = [d for d in a.history.of_kind(ev.Draw) if w.start < d.seq < w.end and d.seq not in a.undone]
    early = [d.seq for d in draws if d.seq < last]
    if early:
        return failed(*says("offer.early-draw", last=last), tuple(early))
    if split(draws):
        return failed(*says("offer.draw-batch", n=len(draws)), tuple(d.seq for d in draws))
    library = a.timeline.before(w.start).in_zone(Zone.LIBRARY)
    for p in sorted({*r.apnap, *(d.player for d in draws)}):  # a player who was not asked draws nothing
        want = min(w.amount, sum(1 for o in library if o.owner == p)) if p in r.accepted else 0
        got = [d.seq for d in draws if d.player == p]
        if len(got) != want:
            return failed(*says("offer.draws", player=p, want=want, n=len(got)), tuple(got) or (w.end,))
    return None


@prop(id="apnap-restarts-for-outstanding-choices", rules=("101.4", "101.4d"),
      title="After a choice that makes others choose again, the earliest outstanding player in APNAP order chooses",
      title_fr="Après un choix qui fait rechoisir d'autres joueurs, le premier joueur en attente dans l'ordre "
               "JANA choisit",
      features=("apnap-choices", "choices"), families=("apnap_choices",),
      needs_events=("resolving", "resolved", "choice", "draw"))
def apnap_restarts_for_outstanding_choices(case: Case) -> Verdict:
    """When every player gets a choice, the active player chooses first and
    then the others in turn order. If one player's choice obliges players who
    already chose to choose again, the order starts over: the next to choose
    is the player earliest in APNAP order among all who still owe a choice,
    not the player after the one who just chose. Players who have left the
    game are not asked; what the choices lead to happens after the last one,
    all at once (the accepters' draws share one batch). An offer always ends:
    an engine that stops at a loop limit in the middle of one fails."""
    a = analyse(case)
    ws, reopened = windows(a), False
    stray = [c.seq for c in a.history.of_kind(ev.Choice) if c.choice is ChoiceKind.OFFER
             and not any(w.object == c.object and w.start < c.seq < w.end for w in ws)]
    if stray:
        return failed(*says("offer.stray-choice"), tuple(stray))
    for w in ws:
        apnap = _apnap(a, w.start)
        r = Replay(apnap, list(apnap))
        verdict = _check(a, w, r)
        if verdict is not None:
            return verdict
        reopened |= r.reopened
    return passed(reopened)
