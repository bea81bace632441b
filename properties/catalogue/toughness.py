"""Toughness, marked damage and their state-based actions (CR 704.5f, 704.5g, 702.12b, 514.2).

Both checkers read the tracked board: its toughness comes from the scenario's
cards, the counters, the ``pt_modified`` events and the "enchanted creature
gets +N/+M" of the Auras and Equipment the History shows attached to it
and the "creatures you control get +N/+M" of anthems on the battlefield
(layer 7c, CR 613.4c), its
damage from the ``damage`` events, and it ends both in the cleanup step by its
own reading of CR 514.2, never by the engine's ``wore_off`` events.
"""
from __future__ import annotations

from properties import characteristics as ch
from properties.catalogue.common import Analysis, analyse
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.tracked_board import Obj, TrackedBoard, worn
from reference_engine import events as ev
from reference_engine.ids import CardType, Step, Zone

def _candidates(board: TrackedBoard) -> list[Obj]:
    """Permanents that could be doomed: damaged, shrunk, or with -1/-1 counters.
    Others keep their printed toughness, checked once per card (``_frail``)."""
    return [o for o in board.objects.values()
            if o.zone is Zone.BATTLEFIELD and not o.phased_out and o.card
            and (o.damage or o.pumps or o.count("-1/-1"))]


def _rule_for(sc_case: Analysis, board: TrackedBoard, obj: Obj) -> str | None:
    """The SBA that must put ``obj`` into the graveyard, from the tracked board."""
    c = ch.chars(sc_case.scenario, board, obj)
    if CardType.CREATURE not in c.types or c.toughness is None:
        return None
    if c.toughness <= 0:
        return "704.5f"
    if obj.damage >= c.toughness and not ch.indestructible(sc_case.scenario, board, obj):
        return "704.5g"
    return None


def _frail(a: Analysis) -> frozenset[str]:
    """Card keys whose printed toughness is 0 or less (a 0/0 dies at once unless pumped)."""
    return frozenset(c.key for c in a.scenario.cards if c.toughness is not None and c.toughness <= 0)


def _doomed(a: Analysis, board: TrackedBoard, frail: frozenset[str]) -> list[tuple[Obj, str]]:
    objs = _candidates(board)
    # an Aura may shrink it (CR 303.4b, 613.4c); an anthem too, or its leaving (CR 611.3a)
    boosted = ch.boosted_hosts(a.scenario, board) | ch.anthem_hosts(a.scenario, board)
    objs += [o for o in board.objects.values() if o.id in boosted and o.zone is Zone.BATTLEFIELD
             and not o.phased_out and o not in objs]
    if frail:
        objs += [o for o in board.objects.values() if o.card in frail and o.zone is Zone.BATTLEFIELD
                 and not o.phased_out and o not in objs]
    out = []
    for o in objs:
        rule = _rule_for(a, board, o)
        if rule is not None:
            out.append((o, rule))
    return out


def _wrong_sba(a: Analysis) -> Verdict | None:
    """An SBA under 704.5f or 704.5g for a creature the board says it did not apply to."""
    for e in a.history.of_kind(ev.Sba):
        if e.rule not in ("704.5f", "704.5g") or e.object is None or e.seq in a.undone:
            continue
        board = a.timeline.before_batch(e)
        obj = board.get(e.object)
        want = _rule_for(a, board, obj) if obj is not None else None
        if want != e.rule:
            c = ch.chars(a.scenario, board, obj) if obj is not None else None
            return failed(*says("toughness.wrong-sba", obj=e.object, rule=e.rule, want=want or "none",
                                toughness=c.toughness if c else None, damage=obj.damage if obj else 0),
                          (e.seq,))
        how = ev.ZoneChangeCause.SBA if e.rule == "704.5f" else ev.ZoneChangeCause.DESTROY
        moved = next((z for z in a.history.of_kind(ev.ZoneChange) if e.seq in z.causes and z.seq not in a.undone), None)
        if moved is not None and moved.how is not how:  # put into the graveyard, or destroyed
            return failed(*says("toughness.how", obj=e.object, rule=e.rule, want=how.value, got=moved.how.value),
                          (e.seq, moved.seq))
    return None


@prop(id="creatures-die-to-toughness-and-lethal-damage", rules=("704.5f", "704.5g", "702.12b", "611.2c", "704.3"),
      title="A creature dies to zero toughness or to lethal damage, and only then",
      title_fr="Une créature meurt d'une endurance nulle ou de blessures mortelles, et seulement alors",
      features=("damage", "power-toughness"),
      families=("shrinks", "attached_bonuses", "damage_dealt", "state_actions", "crossover", "far_ids"),
      needs_events=("sba", "priority", "damage", "pt_modified"))
def creatures_die_to_toughness_and_lethal_damage(case: Case) -> Verdict:
    """Before any player receives priority, state-based actions have put into
    the graveyard, all in the same check (CR 704.3), every creature with toughness 0 or less (CR 704.5f, even an
    indestructible one) and destroyed every creature with lethal damage marked
    on it (CR 704.5g), unless it is indestructible (CR 702.12b). An ``sba``
    under 704.5f or 704.5g names only such a creature, under the rule that
    applies, and moves it as that rule says: put into the graveyard (``how:
    sba``) or destroyed (``how: destroy``). Toughness counts counters and the "until end of turn" changes
    the History shows (CR 613.4c), each on the permanents it was given to as
    it resolved, never on one arriving later (CR 611.2c), and the changes of
    the Auras and Equipment attached to it while they are (CR 303.4b, 301.5a)
    and of the anthems on the battlefield while they are there;
    damage stays marked
    until the cleanup step (CR 514.2)."""
    a = analyse(case)
    wrong = _wrong_sba(a)
    if wrong is not None:
        return wrong
    frail = _frail(a)
    apart = _left_out(a, frail)
    if apart is not None:
        return failed(*says("toughness.together", obj=apart[1].id, rule=apart[2], seq=apart[0].seq), (apart[0].seq,))
    exercised = any(e.rule in ("704.5f", "704.5g") for e in a.history.of_kind(ev.Sba))
    for e in a.history.of_kind(ev.Priority):
        if e.seq in a.undone:
            continue
        board = a.timeline.before(e.seq)
        for obj, rule in _doomed(a, board, frail):
            return failed(*says("toughness.survived", obj=obj.id, rule=rule, player=e.player), (e.seq,))
        exercised = exercised or any(o.damage for o in _candidates(board))
    return passed(exercised)


def _left_out(a: Analysis, frail: frozenset[str]) -> tuple[ev.Sba, Obj, str] | None:
    """A check of state-based actions that left out a creature it had to put
    into the graveyard: every action that applies is performed at once, in
    one batch (CR 704.3). The batch's first ``sba``, the creature, its rule."""
    batches: dict[int, list[ev.Sba]] = {}
    for e in a.history.of_kind(ev.Sba):
        if e.seq not in a.undone and e.batch is not None:
            batches.setdefault(e.batch, []).append(e)
    for sbas in batches.values():
        named = {s.object for s in sbas}
        for obj, rule in _doomed(a, a.timeline.before_batch(sbas[0]), frail):
            if obj.id not in named:
                return sbas[0], obj, rule
    return None


def _worn_events(a: Analysis) -> tuple[dict[int, list[ev.WoreOff]], list[ev.WoreOff]]:
    """``wore_off`` events by the cleanup ``step_begin`` they name, and the stray ones."""
    cleanups = {e.seq for e in a.history.of_kind(ev.StepBegin) if e.step is Step.CLEANUP}
    by_step: dict[int, list[ev.WoreOff]] = {}
    stray: list[ev.WoreOff] = []
    for w in a.history.of_kind(ev.WoreOff):
        step = next((c for c in w.causes if c in cleanups), None)
        if step is None:
            stray.append(w)
        else:
            by_step.setdefault(step, []).append(w)
    return by_step, stray


@prop(id="damage-and-end-of-turn-changes-wear-off-in-cleanup", rules=("514.2",),
      title="Damage and \"until end of turn\" changes wear off in the cleanup step, and only then",
      title_fr="Les blessures et les changements « jusqu'à la fin du tour » disparaissent au nettoyage, et seulement alors",
      features=("damage", "power-toughness"),
      families=("shrinks", "cleanup"),
      needs_events=("step_begin", "wore_off", "damage", "pt_modified"))
def damage_and_end_of_turn_changes_wear_off(case: Case) -> Verdict:
    """As a cleanup step begins, each permanent with damage marked on it or
    with "until end of turn" power/toughness changes shows one ``wore_off``
    naming that step: all its damage removed, and exactly the ``pt_modified``
    changes it had ended (CR 514.2). Nothing wears off at any other time."""
    a = analyse(case)
    by_step, stray = _worn_events(a)
    if stray:
        return failed(*says("wearoff.stray", obj=stray[0].object, seq=stray[0].seq), (stray[0].seq,))
    exercised = False
    for e in a.history.of_kind(ev.StepBegin):
        if e.step is not Step.CLEANUP or e.seq in a.undone:
            continue
        board = a.timeline.before(e.seq)
        want = {o.id: (o.damage, tuple(p[2] for p in o.pumps)) for o in board.objects.values() if worn(o)}
        got = {w.object: (w.damage, tuple(sorted(w.ended))) for w in by_step.get(e.seq, [])}
        exercised = exercised or bool(want)
        for oid in sorted(set(want) | set(got)):
            if want.get(oid, (0, ())) != got.get(oid, (0, ())):
                wd, wp = want.get(oid, (0, ()))
                gd, gp = got.get(oid, (0, ()))
                return failed(*says("wearoff.mismatch", obj=oid, step=e.seq, damage=wd, ended=list(wp),
                                    got_damage=gd, got_ended=list(gp)), (e.seq,))
    return passed(exercised)
