"""The order of two replacement effects on one destruction (CR 616.1, 616.1f),
read from the History.

A permanent with a regeneration shield that an "exile it instead" effect
covers too is about to be destroyed: both would replace that event, and the
permanent's controller chooses which applies first. The History records the
choice (``choice``, kind ``regenerate_first``). The checker requires that
chooser to be the permanent's controller, the answer to be the one the
scenario's choice policy gives that player, and the outcome to follow it:
regenerated, the permanent does not leave the battlefield; exiled first, it is
exiled, since no destruction is left to regenerate from (CR 616.1f).

It also finds, from the scenario and the History, the shields of "Regenerate
target creature" resolutions (used up by the regeneration they make, gone in
the cleanup step) and the riders of "if that creature would die this turn,
exile it instead": a destruction of a permanent that has both, with no choice
recorded for it, is a failure (the engine chose in the player's stead).
"""
from __future__ import annotations

from collections import Counter

from properties.catalogue.common import analyse
from properties.catalogue.dies_replacements import creations
from properties.catalogue.instructions import announced, declined, instructions, resolutions
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.targeting import is_legal, specs_for
from reference_engine import events as ev
from reference_engine.abilities import EffectKind, ObjectRef
from reference_engine.ids import Step, Zone

declare_clause(
    "616.1", invariant=False,
    title_en="Several replacement effects on one event", title_fr="Plusieurs effets de remplacement sur un événement",
    paraphrase_en="When more than one replacement or prevention effect would change one event, the affected "
                  "player, or the controller of the affected object, picks one to apply; the rest are then "
                  "checked again against the changed event.",
    paraphrase_fr="Quand plusieurs effets de remplacement ou de prévention modifieraient un même événement, le "
                  "joueur concerné, ou le contrôleur de l'objet concerné, en choisit un à appliquer ; les autres "
                  "sont ensuite vérifiés de nouveau contre l'événement modifié.",
)
declare_clause(
    "616.1f", invariant=False,
    title_en="Checked again after each one", title_fr="Vérifiés de nouveau après chacun",
    paraphrase_en="Once one replacement effect has changed the event, the others apply only if they still fit "
                  "the changed event; one that no longer does is not applied.",
    paraphrase_fr="Une fois l'événement modifié par un effet de remplacement, les autres ne s'appliquent que "
                  "s'ils correspondent encore à l'événement modifié ; celui qui n'y correspond plus ne "
                  "s'applique pas.",
)

_DEATH = " battlefield->graveyard"


def _shields(case: Case) -> dict[int, list[int]]:
    """``resolved`` seq -> the permanents a "Regenerate target creature" resolution shielded."""
    a = analyse(case)
    info = announced(a)
    out: dict[int, list[int]] = {}
    for begin, done, window in resolutions(a, info):
        said = info[done.object]
        effects = [e for e in instructions(said) if e.kind is EffectKind.REGENERATE]
        if not effects or declined(window, done.object):
            continue
        board = a.timeline.before(begin.seq)
        specs = specs_for(said.ability, said.modes, said.kicked)
        for eff in effects:
            if eff.object is not ObjectRef.TARGET or eff.target >= min(len(said.targets), len(specs)):
                continue
            t = said.targets[eff.target]
            obj = board.get(t.object) if t.object is not None else None
            if obj is not None and obj.zone is Zone.BATTLEFIELD \
                    and is_legal(a.scenario, board, specs[eff.target], t, said.controller, said.source):
                out.setdefault(done.seq, []).append(obj.id)
    return out


@prop(id="replacement-order-chosen-by-controller", rules=("616.1", "616.1f"),
      title="The controller of a permanent chooses which of two replacement effects applies first",
      title_fr="Le contrôleur d'un permanent choisit lequel de deux effets de remplacement s'applique d'abord",
      features=("replacement", "choices"), families=("replacement_orders",),
      needs_events=("choice", "replaced", "zone_change", "resolved"),
      needs_actions=("cast",))
def replacement_order_chosen_by_controller(case: Case) -> Verdict:
    """When a regeneration shield and an "exile it instead" effect would both
    replace the destruction of a permanent, its controller chooses which
    applies first (CR 616.1), and the History records that choice. The
    answer is the one the choice policy gives that player; regeneration
    first, the permanent stays on the battlefield; exile first, it is exiled
    and the shield has nothing left to replace (CR 616.1f). A destruction of
    a permanent the checker knows has both, with no choice for it, fails.
    Exercised when such a choice was made."""
    a = analyse(case)
    riders, _ = creations(case)
    made = _shields(case)
    events = [e for e in a.history.events if e.seq not in a.undone]
    shields: Counter[int] = Counter()
    covered: set[int] = set()
    asked: set[int] = set()
    exercised = False
    for i, e in enumerate(events):
        if isinstance(e, ev.StepBegin) and e.step in (Step.CLEANUP, Step.UNTAP):
            shields.clear()
            covered.clear()
        elif isinstance(e, ev.Resolved):
            shields.update(made.get(e.seq, []))
            covered.update(oid for oid, _ in riders.get(e.seq, []))
        elif isinstance(e, ev.Choice) and e.choice is ev.ChoiceKind.REGENERATE_FIRST:
            exercised = True
            asked.add(e.object)
            verdict = _judge(case, e, events[i + 1:])
            if verdict is not None:
                return verdict
        elif isinstance(e, ev.Replaced) and e.object is not None and e.original.endswith(_DEATH):
            oid = e.object
            left = next((x for x in events[i:] if isinstance(x, ev.ZoneChange) and x.old_id == oid
                         and e.seq in x.causes), None)
            destroyed = left is None or left.how is ev.ZoneChangeCause.DESTROY  # not a sacrifice (CR 701.19c)
            if destroyed and shields[oid] > 0 and oid in covered and oid not in asked:
                return failed(*says("replacement.unasked", obj=oid), (e.seq,))
            asked.discard(oid)
            if left is None and shields[oid] > 0:
                shields[oid] -= 1  # the regeneration used a shield
        elif isinstance(e, ev.ZoneChange) and e.from_zone is Zone.BATTLEFIELD:
            shields.pop(e.old_id, None)
            covered.discard(e.old_id)
    return passed(exercised)


def _judge(case: Case, c: ev.Choice, after: list[ev.Event]) -> Verdict | None:
    """One recorded choice: its chooser, its answer and what followed."""
    a = analyse(case)
    board = a.timeline.before(c.seq)
    obj = board.get(c.object)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return failed(*says("replacement.chooser", obj=c.object, want=-1, got=c.player), (c.seq,))
    if c.player != obj.controller:
        return failed(*says("replacement.chooser", obj=c.object, want=obj.controller, got=c.player), (c.seq,))
    want = case.scenario.choices.regenerates_first(obj.controller)
    if c.value != want:
        return failed(*says("replacement.answer", obj=c.object, player=c.player, want=want, got=c.value), (c.seq,))
    outcome = next((e for e in after if isinstance(e, ev.Replaced) and e.object == c.object), None)
    if outcome is None:
        return failed(*says("replacement.outcome", obj=c.object, first=want, what="nothing replaced it"), (c.seq,))
    left = next((e for e in after if isinstance(e, ev.ZoneChange) and e.old_id == c.object
                 and outcome.seq in e.causes), None)
    if want and left is not None:
        return failed(*says("replacement.outcome", obj=c.object, first=want,
                            what=f"it moved to the {left.to_zone.value}"), (c.seq, left.seq))
    if not want and (left is None or left.to_zone is not Zone.EXILE):
        return failed(*says("replacement.outcome", obj=c.object, first=want, what="it was not exiled"),
                      (c.seq, outcome.seq))
    return None
