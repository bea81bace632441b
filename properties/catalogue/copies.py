"""Copies of spells and abilities on the stack (CR 707.10, 707.10c), read
from the History.

A copy is a ``put_on_stack`` naming what it copies (``copy_of``), caused by
the resolving copy effect. It is never cast and never triggered: no ``cast``
names it, and "whenever you cast" abilities never trigger on it. It resolves
on its own, above the original, which stays on the stack. When its controller
may choose new targets (the may answer of the copying ability's reference), each
target is the target policy's choice among those legal for the copy, objects
by id then players by seat; otherwise, or with no legal choice, the original's.
"""
from __future__ import annotations

from properties.catalogue.common import Analysis, ability_of, analyse, stack_abilities
from properties.catalogue.resolution import Targeted, targeted
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.targeting import is_legal, mode_instructions, specs_for
from properties.tracked_board import TrackedBoard
from reference_engine import events as ev
from reference_engine.abilities import Ability, Effect, EffectKind, ObjectRef, TargetSpec, TriggerEvent
from reference_engine.ids import TargetRef
from reference_engine.scenario import Scenario, TargetPolicy

declare_clause(
    "707.10", invariant=True,
    title_en="Copies of spells and abilities on the stack",
    title_fr="Copies de sorts et de capacités sur la pile",
    paraphrase_en="Copying a spell or an ability puts a copy of it on the stack; the copy of a spell is not "
                  "cast and the copy of an activated ability is not activated. The copy keeps the original's "
                  "choices, its controller is the player who copied it, and it resolves like any other object "
                  "on the stack.",
    paraphrase_fr="Copier un sort ou une capacité met une copie sur la pile ; la copie d'un sort n'est pas "
                  "lancée et celle d'une capacité activée n'est pas activée. La copie garde les choix de "
                  "l'original, elle est contrôlée par le joueur qui l'a copiée et se résout comme tout autre "
                  "objet de la pile.",
)
declare_clause(
    "707.10c", invariant=True,
    title_en="New targets for a copy",
    title_fr="Nouvelles cibles pour une copie",
    paraphrase_en="When an effect lets the copy's controller choose new targets, that player may keep any of "
                  "the original's targets or change them to other legal ones; the copy is put on the stack "
                  "with the targets so decided.",
    paraphrase_fr="Quand un effet permet au contrôleur de la copie de choisir de nouvelles cibles, ce joueur "
                  "peut garder des cibles de l'original ou les remplacer par d'autres cibles légales ; la "
                  "copie est mise sur la pile avec les cibles ainsi décidées.",
)


def _copies(a: Analysis) -> list[ev.PutOnStack]:
    return [e for e in a.history.of_kind(ev.PutOnStack) if e.copy_of is not None and e.seq not in a.undone]


@prop(id="spell-copies-are-not-cast", rules=("707.10", "601.2i", "603.2"),
      title="A copy of a spell is not cast: cast triggers never see it",
      title_fr="La copie d'un sort n'est pas lancée : les déclenchements au lancement ne la voient pas",
      features=("stack", "casting", "copies"), families=("spell_copies", "counterspells", "permanent_copies"),
      needs_events=("put_on_stack", "cast", "triggered"))
def spell_copies_are_not_cast(case: Case) -> Verdict:
    """A copy of a spell is put on the stack, not cast (CR 707.10): no
    ``cast`` event names it, and no "whenever ... cast" ability triggers on
    its arrival, since only casting a spell is that trigger event (CR 601.2i,
    603.2)."""
    a = analyse(case)
    casts = {e.object: e.seq for e in a.history.of_kind(ev.Cast) if e.seq not in a.undone}
    seen = False
    for e in _copies(a):
        board = a.timeline.before(e.seq)
        orig = board.get(e.copy_of if e.copy_of is not None else -1)
        if orig is None or not orig.card:
            continue  # an ability's copy
        seen = True
        if e.object in casts:
            return failed(*says("copies.cast", copy=e.object), (e.seq, casts[e.object]))
        for t in a.history.of_kind(ev.Triggered):
            ability = ability_of(a.scenario, t.ability)
            if e.seq in t.causes and ability is not None and ability.trigger is not None \
                    and ability.trigger.event is TriggerEvent.CAST:
                return failed(*says("copies.cast-trigger", copy=e.object, ref=t.ability), (e.seq, t.seq))
    return passed(seen)


@prop(id="copied-ability-resolves-once-more", rules=("707.10", "707.10c"),
      title="A copy goes on the stack with its own targets and resolves; the original still waits",
      title_fr="Une copie va sur la pile avec ses propres cibles et se résout ; l'original attend toujours",
      features=("stack", "targets", "resolution", "copies"), families=("ability_copies", "spell_copies"),
      needs_events=("put_on_stack", "resolving", "resolved"))
def copied_ability_resolves_once_more(case: Case) -> Verdict:
    """A spell or ability told to copy its target spell or ability, still on
    the stack and legal as it resolves, puts one copy of it on the stack above
    the original, which stays there. Its targets are the original's, unless its controller
    may choose new ones: then each is the target policy's pick among the
    targets legal for the copy, or the original's when none is (CR 707.10c).
    The copy then resolves or leaves the stack on its own, and damage it
    deals as it resolves goes to its own targets, never the original's."""
    a = analyse(case)
    info = targeted(a)
    missing = _missing_copy(a, info)
    if missing is not None:
        return failed(*says("copies.missing", copier=missing[1], original=missing[2]), (missing[0],))
    refs = stack_abilities(a, spells=True)
    end = a.timeline.boards[-1]
    seen = False
    for e in _copies(a):
        assert e.copy_of is not None
        if e.copy_of not in a.timeline.after(e.seq).stack:
            return failed(*says("copies.original", copy=e.object, original=e.copy_of), (e.seq,))
        finished = [x for x in a.history.events if isinstance(x, (ev.Resolved, ev.RemovedFromStack))
                    and x.object == e.object and x.seq > e.seq]
        if not finished and e.object not in end.stack:
            return failed(*says("copies.vanished", copy=e.object), (e.seq,))
        orig = info.get(e.copy_of)
        copier = refs.get(_copier(a, e))
        if orig is None or copier is None:
            seen = seen or bool(finished)
            continue
        want = _expected_targets(a, e, orig.ability, orig.targets, orig.modes, orig.kicked, copier.ref)
        if want is not None and want != e.targets:
            return failed(*says("copies.targets", copy=e.object, want=_names(want), got=_names(e.targets)), (e.seq,))
        wrong = _stray_damage(a, e, orig.ability)
        if wrong is not None:
            return failed(*says("copies.damage", copy=e.object), (e.seq, wrong))
        seen = seen or bool(finished)
    return passed(seen)


def _missing_copy(a: Analysis, info: dict[int, Targeted]) -> tuple[int, int, int] | None:
    """A spell or ability that resolved with an instruction to copy its target
    spell or ability, still on the stack and legal, and put no copy of it on
    the stack (CR 707.10): (its resolving event's seq, its id, the target's id)."""
    made = {(c, p.copy_of) for p in _copies(a) for c in p.causes}
    for r in a.history.of_kind(ev.Resolving):
        got = info.get(r.object)
        if got is None or r.seq in a.undone:
            continue
        board = a.timeline.before(r.seq)
        me = board.get(r.object)
        specs = specs_for(got.ability, got.modes, got.kicked)
        for eff in _instructions(got):
            if eff.kind is not EffectKind.COPY or eff.object is not ObjectRef.TARGET or eff.target >= len(specs):
                continue
            aim = got.targets[eff.target] if eff.target < len(got.targets) else None
            if aim is None or aim.object is None or aim.object not in board.stack or not is_legal(
                    a.scenario, board, specs[eff.target], aim, me.controller if me else 0, got.source):
                continue
            if (r.seq, aim.object) not in made:
                return r.seq, r.object, aim.object
    return None


def _instructions(got: Targeted) -> tuple[Effect, ...]:
    """What a stack object does as it resolves: its chosen modes', or its own and its kicker's."""
    if got.ability.is_modal:
        return mode_instructions(got.ability, got.modes)
    return got.ability.effects + (got.ability.kicked_effects if got.kicked else ())


def _copier(a: Analysis, e: ev.PutOnStack) -> int:
    """The stack id of the resolving spell or ability that made the copy."""
    for c in e.causes:
        cause = a.by_seq.get(c)
        if isinstance(cause, ev.Resolving):
            return cause.object
    return -1


def _expected_targets(a: Analysis, e: ev.PutOnStack, ability: Ability, targets: tuple[TargetRef, ...],
                      modes: tuple[int, ...], kicked: bool, copier_ref: str) -> tuple[TargetRef, ...] | None:
    """The copy's targets (CR 707.10c); None when the original's ability is unknown."""
    if not a.scenario.choices.may_for(copier_ref):
        return targets
    board = a.timeline.before(e.seq)
    orig = board.get(e.copy_of if e.copy_of is not None else -1)
    if orig is None:
        return None
    source = e.object if orig.card else orig.source
    last = a.scenario.choices.targets is TargetPolicy.LAST_LEGAL
    chosen = list(targets)
    for i, spec in enumerate(specs_for(ability, modes, kicked)[: len(chosen)]):
        legal = _legal_in_order(a.scenario, board, spec, e.controller, source)
        if legal:
            chosen[i] = legal[-1] if last else legal[0]
    return tuple(chosen)


def _legal_in_order(sc: Scenario, board: TrackedBoard, spec: TargetSpec, you: int,
                    source: int | None) -> list[TargetRef]:
    """Legal targets for ``spec``: objects by id, then players by seat."""
    objects = [TargetRef(object=o) for o in sorted(board.objects) if board.objects[o].card or spec.ability is not None]
    players = [TargetRef(player=p) for p in range(len(board.life))]
    return [t for t in objects + players if is_legal(sc, board, spec, t, you, source)]


def _stray_damage(a: Analysis, e: ev.PutOnStack, ability: Ability) -> int | None:
    """A damage event of the copy's resolution dealt to something that is none
    of its targets, for an ability whose only instructions deal damage to a target."""
    if not ability.effects or any(eff.kind is not EffectKind.DEAL_DAMAGE or eff.object is not ObjectRef.TARGET
                                  or eff.divided for eff in ability.effects) or ability.modes:
        return None
    start = next((x.seq for x in a.history.of_kind(ev.Resolving) if x.object == e.object), None)
    if start is None:
        return None
    for d in a.history.of_kind(ev.Damage):
        if start in d.causes and d.seq not in a.undone and d.target not in e.targets:
            return d.seq
    return None


def _names(targets: tuple[TargetRef, ...]) -> str:
    return ", ".join(f"player {t.player}" if t.player is not None else f"#{t.object}" for t in targets) or "none"

