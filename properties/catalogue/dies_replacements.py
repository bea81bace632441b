"""A replacement effect a resolution creates for one creature, for this turn
(CR 614.1a, 611.2a, 514.2), read from the History.

"If that creature would die this turn, exile it instead" (Magma Spray) is a
replacement effect that exists from the resolution that creates it until the
cleanup step of that turn. The checker finds each resolution whose
instructions include it and the permanent it names: a target still legal as
the resolution begins (a target the same resolution moves is not judged).
From that ``resolved`` until the turn's cleanup step begins, that permanent is
never put into a graveyard from the battlefield, whatever the way; once it
has left the battlefield, the card is a new object the effect does not know
(CR 400.7). A ``replaced`` of a death that names the effect must be about a
permanent it covers at that moment: not another one, not after the cleanup
step.
"""
from __future__ import annotations

from properties.catalogue.common import analyse, stack_abilities
from properties.catalogue.instructions import announced, declined, followed, instructions, not_a_death, resolutions
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.targeting import is_legal, specs_for
from reference_engine import events as ev
from reference_engine.abilities import EffectKind, ObjectRef
from reference_engine.ids import Step, Zone

declare_clause(
    "614.1a", invariant=False,
    title_en="\"Instead\" effects are replacements", title_fr="Les effets « à la place » sont des remplacements",
    paraphrase_en="An effect that says some event happens in another way instead is a replacement effect: "
                  "while it lasts it watches for that event and changes it each time it would happen.",
    paraphrase_fr="Un effet qui dit qu'un événement se passe autrement « à la place » est un effet de "
                  "remplacement : tant qu'il dure, il guette cet événement et le modifie chaque fois qu'il "
                  "aurait lieu.",
)

_DEATH = " battlefield->graveyard"


def creations(case: Case) -> tuple[dict[int, list[tuple[int, str]]], set[str]]:
    """``resolved`` seq -> (permanent, ability reference) of the effects that
    resolution creates, and the references judged."""
    a = analyse(case)
    info = announced(a)
    refs = stack_abilities(a, spells=True)
    out: dict[int, list[tuple[int, str]]] = {}
    judged: set[str] = set()
    for begin, done, window in resolutions(a, info):
        said = info[done.object]
        effects = instructions(said)
        if not any(e.kind is EffectKind.EXILE_IF_WOULD_DIE for e in effects) or done.object not in refs:
            continue
        ref = refs[done.object].ref
        if any(e.kind is EffectKind.REGENERATE for e in effects):
            continue  # its "replaced" events could be regenerations
        judged.add(ref)
        if declined(window, done.object):
            continue
        board = a.timeline.before(begin.seq)
        specs = specs_for(said.ability, said.modes, said.kicked)
        moved = {e.old_id for e in window if isinstance(e, ev.ZoneChange)}
        for eff in effects:
            if eff.kind is not EffectKind.EXILE_IF_WOULD_DIE or eff.object is not ObjectRef.TARGET:
                continue
            if eff.target >= len(said.targets) or eff.target >= len(specs):
                continue
            t = said.targets[eff.target]
            obj = board.get(t.object) if t.object is not None else None
            if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.id in moved:
                continue
            if is_legal(a.scenario, board, specs[eff.target], t, said.controller, said.source):
                out.setdefault(done.seq, []).append((obj.id, ref))
    return out, judged


@prop(id="exiled-instead-of-dying-this-turn", rules=("614.1a", "611.2a", "514.2"),
      title="\"If it would die this turn, exile it instead\" covers that creature, and only this turn",
      title_fr="« Si elle devait mourir ce tour-ci, exilez-la à la place » couvre cette créature, "
               "et seulement ce tour-ci",
      features=("replacement", "duration"), families=("magma_sprays",),
      needs_events=("replaced", "zone_change", "resolved", "step_begin"),
      needs_actions=("cast",))
def exiled_instead_of_dying_this_turn(case: Case) -> Verdict:
    """"If that creature would die this turn, exile it instead" is a
    replacement effect created as the spell resolves (CR 614.1a, 611.2a): for
    the rest of the turn, however that permanent would die (lethal damage,
    even from the same spell, a destroy effect, a toughness of 0 or less, a
    sacrifice), it is exiled instead and never put into a graveyard. It covers
    no other permanent, nor the card once it has left the battlefield
    (CR 400.7), and it ends in the cleanup step (CR 514.2): a ``replaced``
    death naming it after that is wrong. It replaces only a death: a
    creature an ability exiles or returns to its owner's hand is not dying,
    and its move is not recorded as a replaced death (CR 614.6, 700.4). Exercised when a permanent it
    covered, or had covered earlier in the game, left the battlefield."""
    a = analyse(case)
    made, judged = creations(case)
    if not made:
        return passed(False)
    undying = _undying(case)
    if undying is not None:
        return undying
    covered: dict[int, str] = {}
    ever: set[int] = set()
    exercised = False
    for e in a.history.events:
        if e.seq in a.undone:
            continue
        if isinstance(e, ev.StepBegin) and (e.step is Step.CLEANUP or e.step is Step.UNTAP):
            covered.clear()
        elif isinstance(e, ev.Resolved) and e.seq in made:
            for oid, ref in made[e.seq]:
                covered[oid] = ref
                ever.add(oid)
        elif isinstance(e, ev.Replaced) and e.effect in judged and e.original.endswith(_DEATH):
            if e.object is None or covered.get(e.object) != e.effect:
                return failed(*says("replacement.stray", obj=e.object if e.object is not None else -1,
                                    effect=e.effect), (e.seq,))
        elif isinstance(e, ev.ZoneChange) and e.from_zone is Zone.BATTLEFIELD:
            exercised = exercised or e.old_id in ever
            if e.old_id in covered and e.to_zone is Zone.GRAVEYARD:
                return failed(*says("replacement.died", obj=e.old_id, effect=covered[e.old_id]), (e.seq,))
            covered.pop(e.old_id, None)
    return passed(exercised)


def _undying(case: Case) -> Verdict | None:
    """A resolution that exiles or returns a creature whose move the History
    records as a replaced death (CR 614.6, 700.4)."""
    a = analyse(case)
    for r in followed(a, announced(a)):
        target = not_a_death(r.owed, r.did)
        if target is not None:
            return failed(*says("instructions.not-a-death", obj=r.resolved.object, target=target),
                          (r.begin.seq, r.resolved.seq))
    return None
