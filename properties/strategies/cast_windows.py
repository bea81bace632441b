"""The cast_windows family: instants printed "cast this spell only during
..." (the declare blockers step, combat, combat after blockers are declared,
an opponent's turn; CR 601.3), each tried once, by either player, at a
moment drawn from the whole turn; in the end of combat step, half the time
a permanent's ability printed "activate only during combat after blockers
are declared" (CR 602.5b) is tried in place of the instant."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import Ability, AbilityKind, CastTiming, Cost, ObjectFilter, Subject, Timing, TriggerEvent
from reference_engine.ids import CardType, ObjectId, PlayerId, Step, Zone
from reference_engine.scenario import Action, ActionKind, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, lists_of, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_watcher, gain, watcher_ability

MOMENTS = (Step.UPKEEP, Step.PRECOMBAT_MAIN, Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS,
           Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT, Step.POSTCOMBAT_MAIN, Step.END)
TIMINGS = tuple(CastTiming)
_COMBAT = MOMENTS[2:7]
_WINDOWS = {CastTiming.DECLARE_BLOCKERS: (Step.DECLARE_BLOCKERS,), CastTiming.COMBAT: _COMBAT,
            CastTiming.AFTER_BLOCKERS: _COMBAT[2:]}


_NEAR = {Step.UPKEEP: (CastTiming.COMBAT,), Step.PRECOMBAT_MAIN: (CastTiming.COMBAT,),
         Step.BEGINNING_OF_COMBAT: (CastTiming.AFTER_BLOCKERS, CastTiming.DECLARE_BLOCKERS),
         Step.DECLARE_ATTACKERS: (CastTiming.AFTER_BLOCKERS, CastTiming.DECLARE_BLOCKERS),
         Step.DECLARE_BLOCKERS: (CastTiming.COMBAT,), Step.COMBAT_DAMAGE: (CastTiming.DECLARE_BLOCKERS,),
         Step.END_OF_COMBAT: (CastTiming.DECLARE_BLOCKERS, CastTiming.AFTER_BLOCKERS),
         Step.POSTCOMBAT_MAIN: (CastTiming.AFTER_BLOCKERS, CastTiming.COMBAT), Step.END: (CastTiming.AFTER_BLOCKERS,)}
"""For each moment, windows that just miss it (none does in the declare
blockers step, which every combat window holds: "during combat" there; in
the end of combat step "after blockers are declared" misses only when the
declare blockers step was skipped)."""


def _fits(moment: Step, by_active: bool, attacked: bool) -> tuple[CastTiming, ...]:
    """The timings whose window holds ``moment`` for a caster who is (or is
    not) the active player; without attackers the declare blockers step is
    skipped, so "after blockers are declared" never comes (CR 508.8)."""
    def holds(t: CastTiming) -> bool:
        if t is CastTiming.OPPONENT_TURN:
            return not by_active
        return moment in _WINDOWS[t] and (attacked or t is not CastTiming.AFTER_BLOCKERS)
    return tuple(t for t in TIMINGS if holds(t))


def restricted_instant(board: ScenarioBuilder, timing: CastTiming, owner: PlayerId) -> ObjectId:
    """A {0} instant in ``owner``'s hand: "Cast this spell only during ... You gain 1 life."
    ({0}: pools empty between steps, so mana is never why it is refused)."""
    ability = Ability(kind=AbilityKind.SPELL, cast_timing=timing, effects=(gain(1),))
    key = board.card("Trick", (CardType.INSTANT,), abilities=(ability,), mana_cost="{0}")
    return board.put(key, owner=owner, zone=Zone.HAND)


def restricted_ability(board: ScenarioBuilder, owner: PlayerId) -> ObjectId:
    """An artifact of ``owner``'s: "{0}: You gain 1 life. Activate only during
    combat after blockers are declared." (Trap Runner's window, CR 602.5b)."""
    ability = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{0}"), timing=Timing.AFTER_BLOCKERS,
                      effects=(gain(1),))
    key = board.card("Snare", (CardType.ARTIFACT,), abilities=(ability,))
    return board.put(key, owner=owner, controller=owner)


@family("cast_windows")
@st.composite
def cast_windows(draw: st.DrawFn) -> Scenario:
    """One or two restricted instants, each with its own window, tried in
    turn order at one or two moments of a turn (upkeep to end step), each
    by the active player or the other one, three times in four with a window
    that holds the moment, else with one that just misses it (in the end of
    a combat without blockers the other way round, the miss being "after
    blockers are declared"); the active player attacks with a
    bear when a moment needs blockers declared, and now and then otherwise;
    now and then a permanent saying "Whenever a player casts an instant
    spell, you gain 1 life". At the end of combat half the time, and after
    combat whenever the window drawn is "after blockers are declared", an
    artifact's ability with that window (Trap Runner's) is activated instead
    of an instant being cast."""
    moments = sorted(draw(lists_of(pick(MOMENTS), min_size=1, max_size=2, unique=True)),
                     key=lambda s: s.position)
    first = moments[0] if moments[0].position <= Step.BEGINNING_OF_COMBAT.position else Step.BEGINNING_OF_COMBAT
    board = ScenarioBuilder(step=first)
    bear = board.put(board.card("Bear", CREATURE), owner=0, controller=0)
    if draw(BOOLS):
        add_watcher(board, watcher_ability(TriggerEvent.CAST, ObjectFilter(subject=Subject.ANY,
                                                                            types=(CardType.INSTANT,))),
                    controller=draw(ints(0, 1)))
    attack = draw(BOOLS) or Step.DECLARE_BLOCKERS in moments or Step.COMBAT_DAMAGE in moments
    now, declared = first, False
    for moment in moments:
        if attack and not declared and moment.position >= Step.DECLARE_ATTACKERS.position:
            board.attack((bear,), board.opponent)
            board.resolve_all()
            now, declared = Step.DECLARE_ATTACKERS, True
        if declared and now is Step.DECLARE_ATTACKERS and moment.position >= Step.DECLARE_BLOCKERS.position:
            board.block((), board.opponent)
            now = Step.DECLARE_BLOCKERS
        if moment is not now:
            board.advance_to(moment)
            now = moment
        caster = draw(ints(0, 1))
        fits = _fits(moment, caster == board.active, declared)
        if not fits:
            caster, fits = board.opponent, _fits(moment, False, declared)
        # Three times in four a timing that allows the moment (scripts stay mostly
        # legal), else one whose window just misses it, where a widened window shows.
        # In the end of a combat without blockers it is the other way round, and the
        # miss is "after blockers are declared", which a window read from the step
        # alone would let through (CR 508.8).
        subtle = moment is Step.END_OF_COMBAT and not declared
        allowed = draw(ints(0, 3)) == 0 if subtle else draw(ints(0, 3)) != 0
        timing = draw(pick(fits)) if allowed else CastTiming.AFTER_BLOCKERS if subtle else draw(pick(_NEAR[moment]))
        if caster != board.active:
            board.script.append(Action(action=ActionKind.PASS, player=board.active))
        # Trap Runner's window on an ability, tried where it is subtle: the end
        # of combat, inside it only if blockers were declared (CR 508.8); and
        # always after combat where that window is the one just missed (no
        # draw of its own, so the instants drawn elsewhere stay the same)
        after_combat = moment in (Step.POSTCOMBAT_MAIN, Step.END) and timing is CastTiming.AFTER_BLOCKERS
        if after_combat or (moment is Step.END_OF_COMBAT and (allowed or not subtle) and draw(BOOLS)):
            board.activate(restricted_ability(board, caster), player=caster)
        else:
            board.cast(restricted_instant(board, timing, caster), player=caster)
        board.resolve_all()
    return board.build("cast_windows")
