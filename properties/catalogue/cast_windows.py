"""Spells printed "cast this spell only during ..." (CR 601.3): every cast of
such a spell happens inside its window, and an attempt inside the window is
never refused for timing. A "whenever you cast" trigger is caused by the cast
event, so it can see such a spell only where the cast was allowed. Abilities
printed "activate only during combat after blockers are declared" (Trap
Runner, CR 602.5b) keep the same window.

The moment of a cast or an attempt is read from the History alone, as for
``timing-refusals-are-true``: the step and active player of the last
``step_begin`` (or the scenario's start), and who held priority.
"""
from __future__ import annotations

from properties.catalogue.common import ability_of, rolled_back
from properties.catalogue.refusals import Moment, moment_before
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from reference_engine import events as ev
from reference_engine.abilities import AbilityKind, CastTiming, Timing
from reference_engine.ids import CardType, PlayerId, Step
from reference_engine.history import History
from reference_engine.refs import printed_ref
from reference_engine.scenario import ActionKind, Scenario

declare_clause(
    "601.3", invariant=True,
    title_en="A spell may be cast only when something allows it",
    title_fr="Un sort ne peut être lancé que si quelque chose le permet",
    paraphrase_en="A player may begin to cast a spell only if a rule or an effect lets them cast it and none "
                  "forbids it, a restriction printed on the spell itself included.",
    paraphrase_fr="Un joueur ne peut commencer à lancer un sort que si une règle ou un effet le lui permet et "
                  "qu'aucun ne le lui interdit, y compris une restriction imprimée sur le sort lui-même.",
)

_COMBAT = (Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE,
           Step.END_OF_COMBAT)
"""The combat phase (CR 506.1)."""
_STEPS = {CastTiming.DECLARE_BLOCKERS: (Step.DECLARE_BLOCKERS,), CastTiming.COMBAT: _COMBAT,
          CastTiming.AFTER_BLOCKERS: _COMBAT[2:]}


def inside(timing: CastTiming, at: Moment, caster: PlayerId, blockers_step: bool) -> bool:
    """Whether ``at`` lies in the window of ``timing`` for ``caster``;
    ``blockers_step``: this turn's combat had a declare blockers step."""
    if timing is CastTiming.OPPONENT_TURN:
        return caster != at.active
    if timing is CastTiming.AFTER_BLOCKERS and at.step is Step.END_OF_COMBAT:
        return blockers_step  # skipped for want of attackers, no blockers were ever declared (CR 508.8)
    return at.step in _STEPS[timing]


def blockers_step_before(scenario: Scenario, history: History, seq: int) -> bool:
    """Whether the turn current at event ``seq`` had a declare blockers step
    before it: begun in the History, or the scenario's start in or after it."""
    turn = scenario.turn
    seen = scenario.step in (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE)
    for e in history.events:
        if e.seq >= seq:
            break
        if isinstance(e, ev.StepBegin):
            if e.turn != turn:
                turn, seen = e.turn, False
            seen |= e.step is Step.DECLARE_BLOCKERS
    return seen


def cast_timing(scenario: Scenario, key: str) -> CastTiming | None:
    """The printed "cast this spell only during ..." of card ``key``, if any."""
    card = next((c for c in scenario.cards if c.key == key), None)
    if card is None:
        return None
    return next((a.cast_timing for a in card.abilities if a.kind is AbilityKind.SPELL), None)


def after_blockers_ability(scenario: Scenario, ref: str | None) -> bool:
    """Whether ``ref`` is an activated ability printed "activate only during
    combat after blockers are declared"."""
    ability = ability_of(scenario, ref) if ref is not None else None
    return ability is not None and ability.kind is AbilityKind.ACTIVATED and ability.timing is Timing.AFTER_BLOCKERS


def _activations(sc: Scenario, h: History, undone: frozenset[int]) -> Verdict | None:
    """The activations of "after blockers are declared" abilities stand only
    in that window, and none is refused there for timing (CR 602.5b); None
    when none was tried, else the verdict."""
    exercised = False
    for a in h.of_kind(ev.Activated):
        if a.seq in undone or not after_blockers_ability(sc, a.ability):
            continue
        exercised = True
        at = moment_before(sc, h, a.seq)
        if not inside(CastTiming.AFTER_BLOCKERS, at, a.player, blockers_step_before(sc, h, a.seq)):
            return failed(*says("window.activated", ability=a.ability, player=a.player, at=at.describe()), (a.seq,))
    for il in h.of_kind(ev.IllegalAction):
        action = sc.script[il.action] if 0 <= il.action < len(sc.script) else None
        setup = next((o for o in sc.objects if action is not None and o.id == action.object), None)
        if action is None or action.action is not ActionKind.ACTIVATE or setup is None or il.seq in undone:
            continue
        ref = printed_ref(setup.card, action.ability)
        if not after_blockers_ability(sc, ref):
            continue
        exercised = True
        first = min((il.seq, *il.rolled_back))
        at = moment_before(sc, h, first)
        player = action.player if action.player is not None else at.holder
        if (il.code is ev.RefusalCode.TIMING and player is not None and at.holder == player
                and inside(CastTiming.AFTER_BLOCKERS, at, player, blockers_step_before(sc, h, first))):
            return failed(*says("window.activation-refused", ability=ref, player=player, at=at.describe()),
                          (il.seq,))
    return passed(True) if exercised else None


@prop(id="spells-cast-only-in-their-window", rules=("601.3", "601.2e", "602.5b"),
      title="A spell printed \"cast this spell only during ...\" is cast only then, and never refused then",
      title_fr="Un sort portant « Ne lancez ce sort que pendant ... » n'est lancé qu'alors, et jamais refusé alors",
      features=("casting", "timing"), families=("cast_windows", "crossover"),
      needs_events=("cast", "illegal_action", "step_begin", "priority"), needs_actions=("cast",))
def spells_cast_only_in_their_window(case: Case) -> Verdict:
    """A spell that says it may be cast only during the declare blockers
    step, during combat, during combat after blockers are declared or during
    an opponent's turn can't even begin to be cast outside that window: every
    cast of it that stands happened inside the window ("after blockers are
    declared" never comes in a combat whose declare blockers step was
    skipped, CR 508.8). Inside the window, while its caster holds priority
    (and, for a sorcery, at sorcery timing), it is never refused for timing.
    The same holds for an ability printed "activate only during combat after
    blockers are declared" (CR 602.5b)."""
    sc, h = case.scenario, case.history
    undone = rolled_back(h)
    activations = _activations(sc, h, undone)
    if activations is not None and not activations.ok:
        return activations
    exercised = activations is not None
    for c in h.of_kind(ev.Cast):
        timing = cast_timing(sc, c.card)
        if timing is None or c.seq in undone:
            continue
        exercised = True
        at = moment_before(sc, h, c.seq)
        if not inside(timing, at, c.player, blockers_step_before(sc, h, c.seq)):
            return failed(*says("window.outside", card=c.card, window=timing.value, player=c.player,
                                at=at.describe()), (c.seq,))
    for il in h.of_kind(ev.IllegalAction):
        action = sc.script[il.action] if 0 <= il.action < len(sc.script) else None
        setup = next((o for o in sc.objects if action is not None and o.id == action.object), None)
        if action is None or action.action is not ActionKind.CAST or setup is None or il.seq in undone:
            continue
        timing = cast_timing(sc, setup.card)
        if timing is None:
            continue
        exercised = True
        first = min((il.seq, *il.rolled_back))
        at = moment_before(sc, h, first)
        player = action.player if action.player is not None else at.holder
        instant = CardType.INSTANT in sc.card(setup.card).types
        if (il.code is ev.RefusalCode.TIMING and player is not None and at.holder == player
                and inside(timing, at, player, blockers_step_before(sc, h, first))
                and (instant or at.sorcery_timing(player))):
            return failed(*says("window.refused", card=setup.card, window=timing.value, player=player,
                                at=at.describe()), (il.seq,))
    return passed(exercised)
