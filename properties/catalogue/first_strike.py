"""First strike and double strike (CR 510.4, 702.4, 702.7), read from the History.

The combatants are followed as ``removal_from_combat`` follows them (declared
or put onto the battlefield attacking or blocking, until removed from combat
or regenerated, or gone from the battlefield). Whether one has first strike or double strike
is computed on the tracked board from the scenario's cards and effects, as
each combat damage step begins. A run of ``step_begin`` events for the
combat damage step, one right after the other, is one combat's damage steps.
"""
from __future__ import annotations

from dataclasses import dataclass

from properties import characteristics as ch
from properties.catalogue.common import Analysis, analyse
from properties.catalogue.removal_from_combat import Removal, join_combat, note_removal
from properties.memo import by_identity
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.tracked_board import TrackedBoard
from reference_engine import events as ev
from reference_engine.abilities import ContinuousKind
from reference_engine.ids import Step, Zone
from reference_engine.records import fast_init

declare_clause(
    "510.4", invariant=True,
    title_en="First strike splits the combat damage step",
    title_fr="L'initiative dédouble l'étape des blessures de combat",
    paraphrase_en="When an attacking or blocking creature has first strike or double strike as the combat "
                  "damage step begins, only such creatures deal combat damage in it, and a second combat "
                  "damage step follows, in which the remaining combatants that had neither ability then, and "
                  "those that have double strike now, deal theirs.",
    paraphrase_fr="Quand une créature attaquante ou bloqueuse a l'initiative ou la double initiative au début "
                  "de l'étape des blessures de combat, seules ces créatures infligent des blessures de combat "
                  "pendant celle-ci, et une seconde étape de blessures de combat suit, où infligent les leurs "
                  "les combattants restants qui n'avaient alors aucune des deux capacités et ceux qui ont "
                  "maintenant la double initiative.",
)
declare_clause(
    "702.7b", invariant=True,
    title_en="First strike deals damage first",
    title_fr="L'initiative inflige ses blessures d'abord",
    paraphrase_en="A creature with first strike deals its combat damage in the first of two combat damage "
                  "steps, and none in the second.",
    paraphrase_fr="Une créature qui a l'initiative inflige ses blessures de combat dans la première de deux "
                  "étapes de blessures de combat, et aucune dans la seconde.",
)
declare_clause(
    "702.7c", invariant=True,
    title_en="First strike gained or lost between the steps",
    title_fr="L'initiative acquise ou perdue entre les étapes",
    paraphrase_en="A creature that gets first strike after the first combat damage step still deals damage in "
                  "the second; one that had it and loses it after dealing damage does not deal damage again, "
                  "unless it has double strike.",
    paraphrase_fr="Une créature qui acquiert l'initiative après la première étape de blessures de combat inflige "
                  "quand même ses blessures dans la seconde ; une qui l'avait et la perd après avoir infligé ses "
                  "blessures n'en inflige pas de nouveau, sauf si elle a la double initiative.",
)
declare_clause(
    "702.4b", invariant=True,
    title_en="Double strike deals damage in both steps",
    title_fr="La double initiative inflige des blessures dans les deux étapes",
    paraphrase_en="A creature with double strike deals combat damage in both the first and the second combat "
                  "damage step.",
    paraphrase_fr="Une créature qui a la double initiative inflige des blessures de combat dans la première et "
                  "dans la seconde étape de blessures de combat.",
)


@fast_init
@dataclass(frozen=True, slots=True)
class DamageStep:
    """One combat damage step, as the History and the tracked board show it."""

    seq: int
    """Its ``step_begin``."""
    fighting: frozenset[int]
    """The attacking and blocking creatures still in combat as it began."""
    strikers: frozenset[int]
    """Those of them with first strike or double strike then."""
    doubles: frozenset[int]
    """Those of them with double strike then."""
    unblocked: frozenset[int]
    """Attackers no creature was declared or put onto the battlefield to block."""
    board: TrackedBoard
    """The board as it began."""
    hits: tuple[ev.Damage | ev.DamagePrevented, ...]
    """Its combat damage: dealt, or from a combatant and prevented."""
    followed: bool
    """Another step began after it."""


@by_identity
def combats(a: Analysis) -> list[list[DamageStep]]:
    """Each combat's combat damage steps, in order."""
    joined: dict[int, int] = {}
    removed: dict[int, Removal] = {}
    blocked: set[int] = set()
    runs: list[list[DamageStep]] = []
    last_kind: Step | None = None
    instead = {c for e in a.history.events if isinstance(e, ev.ZoneChange) for c in e.causes}
    for e in a.history.events:
        if e.seq in a.undone:
            continue
        if isinstance(e, ev.StepBegin):
            if e.step is Step.COMBAT_DAMAGE:
                step = _begin(a, e.seq, joined, removed, blocked)
                if last_kind is not Step.COMBAT_DAMAGE:
                    runs.append([])
                runs[-1].append(step)
            elif e.step is Step.DECLARE_ATTACKERS:
                blocked = set()
            last_kind = e.step
        join_combat(e, joined, removed)
        note_removal(a, e, joined, removed)
        if isinstance(e, ev.Replaced) and e.object in joined and e.seq not in instead \
                and e.original.endswith(" battlefield->graveyard"):
            removed.setdefault(e.object, Removal("regenerated", e.seq))  # out of combat (CR 701.19a, 506.4)
        if isinstance(e, ev.BlockersDeclared):
            blocked |= {atk for _, atk in e.blocks}
        elif isinstance(e, ev.ZoneChange) and e.blocking is not None:
            blocked.add(e.blocking)
        elif isinstance(e, ev.BecameBlocked):  # blocked by no creature (CR 509.1h)
            blocked.add(e.object)
    return [_filled(a, run) for run in runs]


def _begin(a: Analysis, seq: int, joined: dict[int, int], removed: dict[int, Removal],
           blocked: set[int]) -> DamageStep:
    board = a.timeline.before(seq)
    fighting = frozenset(oid for oid in joined if oid not in removed
                         and (o := board.get(oid)) is not None and o.zone is Zone.BATTLEFIELD and not o.phased_out)
    strikers = frozenset(oid for oid in fighting if _has(a, board, oid, ContinuousKind.FIRST_STRIKE)
                         or _has(a, board, oid, ContinuousKind.DOUBLE_STRIKE))
    doubles = frozenset(oid for oid in fighting if _has(a, board, oid, ContinuousKind.DOUBLE_STRIKE))
    attackers = {oid for e in a.history.events[:seq] if isinstance(e, ev.AttackersDeclared) for oid, _ in e.attackers}
    unblocked = frozenset(oid for oid in fighting if oid in attackers and oid not in blocked)
    return DamageStep(seq, fighting, strikers, doubles, unblocked, board, (), False)


def _has(a: Analysis, board: TrackedBoard, oid: int, kind: ContinuousKind) -> bool:
    obj = board.get(oid)
    return obj is not None and bool(ch.effects_of(a.scenario, board, kind, obj))


def _filled(a: Analysis, run: list[DamageStep]) -> list[DamageStep]:
    """Give each step its combat damage (up to the next ``step_begin``)."""
    begins = [e.seq for e in a.history.of_kind(ev.StepBegin)]
    out = []
    for step in run:
        after = [s for s in begins if s > step.seq]
        end = after[0] if after else len(a.history.events) + 1
        hits = tuple(e for e in a.history.events[step.seq:end - 1] if e.seq not in a.undone and (
            (isinstance(e, ev.Damage) and e.combat)
            or (isinstance(e, ev.DamagePrevented) and e.source in step.fighting)))
        out.append(DamageStep(step.seq, step.fighting, step.strikers, step.doubles, step.unblocked,
                              step.board, hits, bool(after)))
    return out


def split_steps(a: Analysis) -> frozenset[int]:
    """The combat damage steps that began with a first or double striker in
    combat and were the first of their combat: another may follow them."""
    return frozenset(run[0].seq for run in combats(a) if run[0].strikers)


def _may_deal(run: list[DamageStep], i: int) -> frozenset[int]:
    """The combatants that deal combat damage in step ``i`` of ``run`` (CR 510.4, 702.7c, 702.4c-d)."""
    first, step = run[0], run[i]
    if not first.strikers:
        return step.fighting
    if i == 0:
        return first.strikers
    return frozenset(oid for oid in step.fighting if oid not in first.strikers or oid in step.doubles)


def deals_in_step(a: Analysis, step_seq: int, oid: int) -> bool:
    """Whether combatant ``oid`` deals combat damage in the combat damage step
    beginning at ``step_seq``: with a first or double striker in combat, only
    some combatants deal it in each of the two steps (CR 510.4)."""
    for run in combats(a):
        for i, step in enumerate(run):
            if step.seq == step_seq:
                return not run[0].strikers or oid in _may_deal(run, i)
    return True


def _power(a: Analysis, step: DamageStep, oid: int) -> int:
    obj = step.board.get(oid)
    return (ch.chars(a.scenario, step.board, obj).power or 0) if obj is not None else 0


@prop(id="first-strike-damage-step", rules=("510.4", "702.7b", "702.7c", "702.4b"),
      title="First and double strikers deal combat damage in a step of their own",
      title_fr="Les créatures à initiative et double initiative infligent leurs blessures de combat "
               "dans une étape à part",
      features=("combat", "first-strike"), families=("first_strikes", "blocks"),
      needs_events=("step_begin", "attackers_declared", "damage"), needs_actions=("declare_attackers",))
def first_strike_damage_step(case: Case) -> Verdict:
    """When an attacking or blocking creature has first strike or double
    strike as the combat damage step begins, there are exactly two combat
    damage steps. In the first, only first strikers and double strikers deal
    combat damage, and every unblocked one with power deals it; in the second,
    only combatants still on the battlefield that had neither ability as the
    first began, or that have double strike now, deal it, and every unblocked
    one with power does. Without such a creature there is one step.
    Exercised when a combat had two combat damage steps."""
    a = analyse(case)
    exercised = False
    for run in combats(a):
        first = run[0]
        want = 2 if first.strikers else 1
        if len(run) > want or (len(run) < want and run[-1].followed):
            return failed(*says("strike.steps", want=want, got=len(run)), tuple(s.seq for s in run))
        exercised |= len(run) == 2
        for i, step in enumerate(run):
            may = _may_deal(run, i)
            for hit in step.hits:
                if hit.source not in may:
                    return failed(*says("strike.dealer", source=hit.source, step=i + 1, steps=len(run)),
                                  (first.seq, step.seq, hit.seq))
            hitters = {h.source for h in step.hits}
            for oid in sorted(step.unblocked & may):
                if oid not in hitters and _power(a, step, oid) > 0:
                    return failed(*says("strike.silent", source=oid, step=i + 1, steps=len(run)),
                                  (first.seq, step.seq))
    return passed(exercised)
