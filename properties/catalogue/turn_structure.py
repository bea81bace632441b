"""The steps of a turn come in order (CR 500.1), read from the ``step_begin`` events.

Each step begins after the one before it: the next step of CR 500.1's order,
or a step the rules let the turn skip to (from the declare attackers step
straight to the end of combat when no creature attacks, CR 508.8; from the
upkeep to the main phase on the starting player's first turn, CR 103.8a),
or another cleanup step after players had priority in one (CR 514.3a). After
a cleanup step the next turn begins, with its untap step and the turn number
one higher. A scenario that does not start the game begins in its ``step``,
so the first ``step_begin`` follows that step.
"""
from __future__ import annotations

from properties.catalogue.common import analyse
from properties.catalogue.first_strike import split_steps
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from reference_engine import events as ev
from reference_engine.ids import STEP_ORDER, Step

declare_clause(
    "500.1", invariant=True,
    title_en="The phases and steps of a turn, in order", title_fr="Les phases et étapes d'un tour, dans l'ordre",
    paraphrase_en="A turn is made of the beginning, precombat main, combat, postcombat main and ending "
                  "phases, in that order, each with its steps in their own order.",
    paraphrase_fr="Un tour se compose des phases de début, principale précombat, de combat, principale "
                  "postcombat et de fin, dans cet ordre, chacune avec ses étapes dans leur ordre.",
)
declare_clause(
    "508.8", invariant=True,
    title_en="No attackers: combat skips to its end", title_fr="Aucun attaquant : le combat passe à sa fin",
    paraphrase_en="If no creature is declared as an attacker, the declare blockers and combat damage "
                  "steps are skipped.",
    paraphrase_fr="Si aucune créature n'est déclarée attaquante, les étapes de déclaration des bloqueurs "
                  "et des blessures de combat sont passées.",
)

def _next(step: Step, attacked: bool, first_turn: bool, split: bool) -> set[Step]:
    """The steps that may begin after ``step`` in the same turn."""
    if step is Step.COMBAT_DAMAGE and split:
        return {Step.COMBAT_DAMAGE, Step.END_OF_COMBAT}  # a second combat damage step (CR 510.4)
    if step is Step.CLEANUP:
        return {Step.CLEANUP}  # another cleanup step (CR 514.3a)
    if step is Step.DECLARE_ATTACKERS and not attacked:
        return {Step.END_OF_COMBAT}  # no attackers (CR 508.8)
    following = {STEP_ORDER[step.position + 1]}
    if step is Step.UPKEEP and first_turn:
        following.add(Step.PRECOMBAT_MAIN)  # the starting player's first draw step (CR 103.8a)
    return following


@prop(id="turn-steps-in-order", rules=("500.1", "508.8", "514.3a", "510.4"),
      title="The steps of a turn come in order",
      title_fr="Les étapes d'un tour se suivent dans l'ordre",
      features=("steps",), families=("steps", "cleanup", "game_start", "step_priority", "attack_declarations"),
      needs_events=("step_begin",))
def turn_steps_in_order(case: Case) -> Verdict:
    """Each step begins after the step before it in CR 500.1's order: never
    the same step again (but a cleanup step after one in which players had
    priority, CR 514.3a), never an earlier one, skipping only the declare
    blockers and combat damage steps when no creature attacked (CR 508.8)
    and the starting player's first draw step (CR 103.8a). A second combat
    damage step may follow the first only when an attacking or blocking
    creature had first strike or double strike as it began (CR 510.4). A new
    turn begins after a cleanup step, with its untap step and the next turn
    number.
    Exercised when a step began after another."""
    sc = case.scenario
    prev: tuple[int, Step] | None = None if sc.game_start else (sc.turn, sc.step)
    attacked = False
    exercised = False
    splits = split_steps(analyse(case)) if any(
        e.step is Step.COMBAT_DAMAGE for e in case.history.of_kind(ev.StepBegin)) else frozenset()
    split = False
    for e in case.history.events:
        if isinstance(e, ev.AttackersDeclared):
            attacked = attacked or bool(e.attackers)
            continue
        if not isinstance(e, ev.StepBegin):
            continue
        if prev is not None:
            turn, step = prev
            exercised = True
            allowed = _next(step, attacked, sc.game_start and turn == sc.turn, split)
            if e.turn != turn and step is Step.CLEANUP:
                ok = e.turn == turn + 1 and e.step is Step.UNTAP
                want = Step.UNTAP.value
            else:
                ok = e.turn == turn and e.step in allowed
                want = "/".join(sorted(s.value for s in allowed))
            if not ok:
                return failed(*says("turn.order", turn=turn, prev=step.value, want=want,
                                    got=e.step.value, got_turn=e.turn), (e.seq,))
        if e.step is Step.DECLARE_ATTACKERS:
            attacked = False
        split = e.seq in splits
        prev = (e.turn, e.step)
    return passed(exercised)
