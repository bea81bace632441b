"""Prevention effects in force prevent the damage they cover (CR 615.1, 615.6, 615.7).

The checker rebuilds, from the scenario and the History only, every
prevention effect in force before each damage event: the scenario's "prevent
all" effects and shields, "prevent all" static abilities of permanents on the
tracked board, and the shields resolving spells and abilities create ("prevent
the next N damage that would be dealt to any target this turn"), which end in
the cleanup step (CR 514.2). A shield keeps a count of the damage it still
prevents and is used up as it prevents (CR 615.7); a "prevent all" effect
prevents every damage it covers for as long as it lasts.

Each hit (one source's damage to one recipient: its ``damage_prevented``
events, then the ``damage`` event for the rest, if any) is judged against
those effects: every ``damage_prevented`` names an effect in force that covers
the recipient, prevents more than nothing and, for a shield, no more than the
shield has left; and damage is dealt only once nothing in force still covers
the recipient. Which of several applicable effects goes first is the affected
player's choice (CR 616.1), so any order the History shows is accepted. A
``damage_prevented`` that names no effect (an engine that cannot say which)
stands for any effect in force that covers the recipient, shields in the
order they were made.

A shield a resolving spell or ability made covers the permanent it found
then: once that permanent has left the battlefield, the card is a new object
the shield does not cover (CR 400.7).

Not judged, nor anything after it: a hit inside a resolution that itself
creates a shield, a hit to an object whose scenario shield was given to the
card under another object id (the card changed zones), and a shield
instruction this checker does not read (one on "each creature", say, or one whose target the
History does not give).
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from properties import characteristics as ch
from properties.catalogue.common import Analysis, analyse, stack_abilities
from properties.catalogue.instructions import Announced, announced, declined, instructions, resolutions
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.targeting import is_legal, specs_for
from properties.tracked_board import TrackedBoard
from reference_engine import events as ev
from reference_engine.abilities import ContinuousKind, EffectKind, ObjectRef, PlayerRef
from reference_engine.ids import Step, TargetRef, Zone
from reference_engine.records import fast_init

declare_clause(
    "615.1", invariant=False,
    title_en="Prevention effects", title_fr="Les effets de prévention",
    paraphrase_en="A prevention effect is a continuous effect that watches for damage about to be dealt "
                  "and stops all or part of it, as the damage event happens; nothing is decided in advance.",
    paraphrase_fr="Un effet de prévention est un effet continu qui guette les blessures sur le point d'être "
                  "infligées et en empêche tout ou partie, au moment où elles le seraient ; rien n'est fixé "
                  "d'avance.",
)
declare_clause(
    "615.7", invariant=False,
    title_en="Prevention shields are used up", title_fr="Les boucliers de prévention s'usent",
    paraphrase_en="An effect that prevents a given amount of damage to a permanent or a player is a shield: "
                  "each damage it prevents lowers what it has left, whatever the number of hits or sources, "
                  "and once nothing is left the rest of the damage is dealt.",
    paraphrase_fr="Un effet qui prévient une quantité donnée de blessures à un permanent ou un joueur est un "
                  "bouclier : chaque blessure prévenue réduit ce qui lui reste, quel que soit le nombre de coups "
                  "ou de sources, et quand il ne reste rien, les blessures suivantes sont infligées.",
)


@dataclass
class Shield:
    """A "prevent the next N damage" effect in force."""

    ref: str
    object: int | None
    player: int | None
    remaining: int
    this_turn: bool
    """Made by a resolving spell or ability: it ends in the cleanup step."""


@fast_init
@dataclass(frozen=True, slots=True)
class Hit:
    """One source's damage to one recipient: its preventions, then what was dealt."""

    target: TargetRef
    prevented: tuple[ev.DamagePrevented, ...]
    dealt: ev.Damage | None

    @property
    def first(self) -> ev.Event:
        return self.prevented[0] if self.prevented else self.dealt  # type: ignore[return-value]


class Unread(Exception):
    """A shield instruction this checker does not read: stop judging."""


def _who(t: TargetRef) -> str:
    return f"P{t.player}" if t.player is not None else f"#{t.object}"


def _prevent_all(a: Analysis, board: TrackedBoard, t: TargetRef) -> list[str]:
    """References of the "prevent all damage" effects covering ``t`` on ``board``."""
    sc = a.scenario
    out: list[str] = []
    obj = board.get(t.object) if t.object is not None else None
    if t.object is not None and (obj is None or obj.zone is not Zone.BATTLEFIELD or obj.phased_out or not obj.card):
        return out
    c = ch.chars(sc, board, obj) if obj is not None else None
    for act in ch.active_effects(sc, board):
        e = act.effect
        if e.kind is not ContinuousKind.PREVENT_ALL_DAMAGE:
            continue
        ref = act.ref if act.source is None else act.ref.removesuffix("/granted")
        if t.player is not None:
            if e.players is not None and ch.who_matches(e.players, t.player, act.controller):
                out.append(ref)
        elif c is not None and obj is not None and ch.matches(e.filter, c, act.controller, act.source, board, obj.id):
            out.append(ref)
    return out


def partial_preventions(a: Analysis, board: TrackedBoard, t: TargetRef) -> list[tuple[str, int]]:
    """The "prevent N of that damage" effects covering ``t`` on ``board``,
    (reference, N), one entry per effect: the players they name, or else the
    permanents their filter matches (CR 615.1). Judged by
    ``damage-modifiers-in-chosen-order``."""
    sc = a.scenario
    obj = board.get(t.object) if t.object is not None else None
    if t.object is not None and (obj is None or obj.zone is not Zone.BATTLEFIELD or obj.phased_out or not obj.card):
        return []
    c = ch.chars(sc, board, obj) if obj is not None else None
    out: list[tuple[str, int]] = []
    for act in ch.active_effects(sc, board):
        e = act.effect
        if e.kind is not ContinuousKind.PREVENT_SOME_DAMAGE:
            continue
        ref = act.ref if act.source is None else act.ref.removesuffix("/granted")
        if e.players is not None:
            if t.player is not None and ch.who_matches(e.players, t.player, act.controller):
                out.append((ref, e.amount))
        elif c is not None and obj is not None and ch.matches(e.filter, c, act.controller, act.source, board, obj.id):
            out.append((ref, e.amount))
    return out


def _covers(s: Shield, t: TargetRef, board: TrackedBoard) -> bool | None:
    """Whether shield ``s`` covers ``t``; None when the card a scenario's
    shield names came back as another object, which is not judged. A shield a
    resolution made covers the object it found then, never the card as a new
    object (CR 400.7)."""
    if t.player is not None:
        return s.object is None and s.player == t.player
    if s.object is None:
        return False
    if s.object == t.object:
        return True
    if s.this_turn:
        return False
    obj = board.get(t.object) if t.object is not None else None
    return None if obj is not None and obj.root == s.object else False


def _scenario_shields(a: Analysis) -> list[Shield]:
    return [Shield(f"effect/{i}", e.object, e.player if e.object is None else None, e.amount, False)
            for i, e in enumerate(a.scenario.effects)
            if e.kind is ContinuousKind.PREVENT_NEXT_DAMAGE and e.amount > 0]


def _made(a: Analysis, info: Announced, ref: str, board: TrackedBoard) -> list[Shield]:
    """The shields one resolution creates, read from its instructions and targets."""
    specs = specs_for(info.ability, info.modes, info.kicked)
    legal = [is_legal(a.scenario, board, s, t, info.controller, info.source) for s, t in zip(specs, info.targets)]
    legal += [False] * (len(info.targets) - len(legal))
    alive = [p for p in range(len(board.life)) if p not in board.lost]
    out: list[Shield] = []
    for eff in instructions(info):
        if eff.kind is not EffectKind.PREVENT_NEXT_DAMAGE or eff.amount <= 0:
            continue
        if eff.object is ObjectRef.TARGET:
            if eff.target >= len(info.targets):
                raise Unread  # the History does not say what was targeted
            t = info.targets[eff.target] if legal[eff.target] else None
            obj = board.get(t.object) if t is not None and t.object is not None else None
            if t is None and eff.player is PlayerRef.TARGET:
                continue  # an illegal target: nothing is shielded (CR 608.2b)
            if obj is not None and obj.zone is Zone.BATTLEFIELD:
                out.append(Shield(ref, obj.id, None, eff.amount, True))
            elif t is not None and t.player is not None and eff.player is PlayerRef.TARGET:
                out.append(Shield(ref, None, t.player, eff.amount, True))
            else:
                raise Unread
        elif eff.object is ObjectRef.SELF and eff.player is PlayerRef.YOU:
            if info.controller in alive:
                out.append(Shield(ref, None, info.controller, eff.amount, True))
        elif eff.object is ObjectRef.SELF and eff.player in (PlayerRef.EACH_PLAYER, PlayerRef.EACH_OPPONENT):
            out += [Shield(ref, None, p, eff.amount, True) for p in alive
                    if eff.player is PlayerRef.EACH_PLAYER or p != info.controller]
        else:
            raise Unread
    return out


def _hits(events: Sequence[ev.Event], undone: frozenset[int]) -> Iterator[ev.Event | Hit]:
    """The History with each hit's ``damage_prevented`` and ``damage`` events as one ``Hit``."""
    open_: list[ev.DamagePrevented] = []

    def close() -> Iterator[Hit]:
        if open_:
            yield Hit(open_[0].target, tuple(open_), None)
            open_.clear()

    for e in events:
        if e.seq in undone:
            continue
        if isinstance(e, ev.DamagePrevented):
            if open_ and (open_[0].source, open_[0].target, open_[0].batch) != (e.source, e.target, e.batch):
                yield from close()
            open_.append(e)
            continue
        if isinstance(e, ev.Damage):
            if open_ and (open_[0].source, open_[0].target, open_[0].batch) == (e.source, e.target, e.batch):
                hit = Hit(e.target, tuple(open_), e)
                open_.clear()
                yield hit
                continue
            yield from close()
            yield Hit(e.target, (), e)
            continue
        yield from close()
        yield e
    yield from close()


@prop(
    id="prevention-effects-prevent",
    rules=("615.1", "615.6", "615.7"),
    title="Prevention effects in force prevent the damage they cover, shields as far as they go",
    title_fr="Les effets de prévention en vigueur préviennent les blessures qu'ils couvrent, "
             "les boucliers dans la limite de ce qui leur reste",
    features=("prevention", "damage"),
    families=("prevention", "shield_spells", "flickered_shields"),
    needs_events=("damage", "damage_prevented"),
)
def prevention_effects_prevent(case: Case) -> Verdict:
    """Damage about to be dealt to a permanent or a player that a prevention
    effect in force covers is prevented, and never dealt (CR 615.1, 615.6). A
    "prevent all damage" effect prevents all of it, each time, for as long as
    it lasts, players included when it says so. A "prevent the next N damage"
    shield prevents as much as it has left and is used up as it does: a second
    hit meets only what the first left of it, and once nothing is left the
    rest is dealt (CR 615.7). Each ``damage_prevented`` must name an effect in
    force that covers the recipient (or name none, if one does), prevent more than nothing and no more
    than a shield has left; damage may be dealt only once no effect in force
    still covers the recipient. Shields made by resolving spells end in the
    cleanup step; the scenario's own effects last the whole scenario."""
    a = analyse(case)
    shields = _scenario_shields(a)
    info = announced(a)
    refs = stack_abilities(a, spells=True)
    makers: dict[int, tuple[ev.Event, Sequence[ev.Event]]] = {
        e.seq: (begin, window) for begin, e, window in resolutions(a, info)}
    unjudged = {x.seq for begin, e, window in resolutions(a, info)
                if any(i.kind is EffectKind.PREVENT_NEXT_DAMAGE for i in instructions(info[e.object]))
                for x in window}
    exercised = False
    for item in _hits(a.history.events, a.undone):
        if isinstance(item, ev.StepBegin) and item.step is Step.CLEANUP:
            shields = [s for s in shields if not s.this_turn]
        elif isinstance(item, ev.Resolved) and item.seq in makers:
            begin, window = makers[item.seq]
            if declined(window, item.object):
                continue
            try:
                made = _made(a, info[item.object], refs[item.object].ref, a.timeline.before(begin.seq))
            except Unread:
                return passed(exercised)
            shields += made
        elif isinstance(item, Hit):
            # A hit not judged may have used up shields the checker cannot
            # follow any more: nothing after it is judged either.
            verdict = _judge(a, item, shields) if item.first.seq not in unjudged else None
            if verdict is None:
                return passed(exercised)
            if not verdict.ok:
                return verdict
            exercised = exercised or verdict.exercised
    return passed(exercised)


def _use(shields: list[Shield], amount: int) -> None:
    for s in shields:
        used = min(s.remaining, amount)
        s.remaining -= used
        amount -= used


def _judge(a: Analysis, hit: Hit, shields: list[Shield]) -> Verdict | None:
    """One hit against the effects in force; None when it cannot be judged."""
    board = a.timeline.before(hit.first.seq)
    t = hit.target
    alls = _prevent_all(a, board, t)
    partial = {ref for ref, _ in partial_preventions(a, board, t)}
    covering = [(s, _covers(s, t, board)) for s in shields]
    if any(c is None for _, c in covering):
        return None
    mine = [s for s, c in covering if c]
    in_force = bool(alls) or any(s.remaining > 0 for s in mine)
    seqs = tuple(e.seq for e in hit.prevented) + ((hit.dealt.seq,) if hit.dealt else ())
    for p in hit.prevented:
        if p.amount <= 0:
            return failed(*says("prevention.nothing", target=_who(t), effect=p.effect, amount=p.amount), (p.seq,))
        if p.effect in alls or (not p.effect and alls) or p.effect in partial:
            continue  # "prevent N of that damage" is judged by damage-modifiers-in-chosen-order
        named = [s for s in mine if s.ref == p.effect or not p.effect]
        enough = next((s for s in named if s.remaining >= p.amount), None)
        if enough is not None:
            enough.remaining -= p.amount
            continue
        if not p.effect and sum(s.remaining for s in named) >= p.amount:
            _use(named, p.amount)  # an unnamed prevention: the shields covering the recipient, in order
            continue
        if named:
            return failed(*says("prevention.used-up", target=_who(t), effect=p.effect or named[0].ref, amount=p.amount,
                                left=max(s.remaining for s in named)), seqs)
        return failed(*says("prevention.not-in-force", target=_who(t), effect=p.effect or "-", amount=p.amount),
                      seqs)
    if hit.dealt is not None and hit.dealt.amount > 0:
        if alls:
            return failed(*says("prevention.all-missed", target=_who(t), effect=alls[0],
                                amount=hit.dealt.amount), seqs)
        live = next((s for s in mine if s.remaining > 0), None)
        if live is not None:
            return failed(*says("prevention.shield-missed", target=_who(t), effect=live.ref,
                                left=live.remaining, amount=hit.dealt.amount), seqs)
    shields[:] = [s for s in shields if s.remaining > 0]
    return passed(in_force)
