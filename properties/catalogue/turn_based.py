"""The turn-based actions of the untap and draw steps (CR 502.3, 504.1, 103.8)."""
from __future__ import annotations

from properties.catalogue.common import Analysis, analyse, split
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.tracked_board import TrackedBoard
from reference_engine import events as ev
from reference_engine.ids import Step, Zone

declare_clause(
    "502.3", invariant=True,
    title_en="Untapping in the untap step", title_fr="Le dégagement à l'étape de dégagement",
    paraphrase_en="In the untap step, after phasing, the active player untaps all their permanents at "
                  "once; other players' permanents stay as they are.",
    paraphrase_fr="À l'étape de dégagement, après le phasing, le joueur actif dégage tous ses permanents "
                  "en même temps ; ceux des autres joueurs restent comme ils sont.",
)
declare_clause(
    "502.1", invariant=True,
    title_en="Phasing first in the untap step", title_fr="Le phasing d'abord à l'étape de dégagement",
    paraphrase_en="The untap step begins with phasing: the active player's phased-out permanents phase "
                  "in and their phased-in permanents with phasing phase out, all at once, before anything untaps.",
    paraphrase_fr="L'étape de dégagement commence par le phasing : les permanents phasés du joueur actif "
                  "se phasent et ceux qui ont le phasing se phasent hors jeu, en même temps, avant tout dégagement.",
)
declare_clause(
    "504.1", invariant=True,
    title_en="The draw of the draw step", title_fr="La pioche de l'étape de pioche",
    paraphrase_en="As the draw step begins, the active player draws a card, a turn-based action that "
                  "does not use the stack.",
    paraphrase_fr="Au début de l'étape de pioche, le joueur actif pioche une carte : une action liée au "
                  "tour, qui n'utilise pas la pile.",
)
declare_clause(
    "103.8a", invariant=True,
    title_en="The starting player's first draw, two players",
    title_fr="La première pioche du joueur qui commence, à deux joueurs",
    paraphrase_en="In a two-player game, the player who takes the first turn skips the draw step of "
                  "that turn.",
    paraphrase_fr="Dans une partie à deux joueurs, le joueur qui joue le premier tour passe l'étape de "
                  "pioche de ce tour.",
)
declare_clause(
    "103.8c", invariant=True,
    title_en="The starting player's first draw, more players",
    title_fr="La première pioche du joueur qui commence, à plus de deux joueurs",
    paraphrase_en="In a multiplayer game other than Two-Headed Giant, no player skips the draw step of "
                  "their first turn.",
    paraphrase_fr="Dans une partie multijoueur autre que Troll à deux têtes, aucun joueur ne passe "
                  "l'étape de pioche de son premier tour.",
)


def _steps(a: Analysis) -> list[tuple[int, int]]:
    """(index of each step_begin, index of the next one or the end) in the event list."""
    events = a.history.events
    starts = [i for i, e in enumerate(events) if isinstance(e, ev.StepBegin)]
    return list(zip(starts, starts[1:] + [len(events)]))


def _untap_problem(a: Analysis, first: int, end: int) -> tuple[str, dict[str, object]] | None:
    events = a.history.events
    begin = events[first]
    assert isinstance(begin, ev.StepBegin)
    phased = [e for e in events[first + 1:end] if isinstance(e, ev.PhasedIn)]
    # The active player's phased-out permanents phase in, and no others (CR 502.1, 702.26a).
    before = a.timeline.before(begin.seq)
    owed = {o.id for o in before.objects.values()
            if o.zone is Zone.BATTLEFIELD and o.phased_out and o.controller == begin.active_player}
    back = {e.object for e in phased}
    if back != owed:
        return ("turns.phase-in", {"player": begin.active_player, "due": sorted(owed), "got": sorted(back)})
    # All at once (CR 502.1): one batch, so what watches them sees them phase in together.
    if split(phased):
        return ("turns.phase-in-together", {"player": begin.active_player, "due": sorted(back),
                                            "got": [e.batch for e in phased]})
    # Phasing comes first (CR 502.1), so the board to untap is the one after it.
    board: TrackedBoard = a.timeline.after(phased[-1].seq) if phased else a.timeline.after(begin.seq)
    due = {o.id for o in board.in_zone(Zone.BATTLEFIELD) if o.tapped and o.controller == begin.active_player}
    done = {e.object for e in events[first + 1:end] if isinstance(e, ev.Untapped)}
    if done != due:
        return ("turns.untap", {"player": begin.active_player, "due": sorted(due), "got": sorted(done)})
    return None


def _draw_problem(a: Analysis, first: int, end: int) -> tuple[str, dict[str, object]] | None:
    events = a.history.events
    begin = events[first]
    assert isinstance(begin, ev.StepBegin)
    # The draw is done as the step begins, before anyone receives priority
    # (CR 504.2): draws after that come from spells and abilities.
    stop = next((i for i in range(first + 1, end) if isinstance(events[i], ev.Priority)), end)
    drawn = [e for e in events[first + 1:stop] if isinstance(e, ev.Draw)]
    board = a.timeline.before(begin.seq)
    library = sum(1 for o in board.in_zone(Zone.LIBRARY) if o.owner == begin.active_player)
    want = 1 if library else 0
    if len(drawn) != want or any(d.player != begin.active_player for d in drawn):
        return ("turns.draw", {"player": begin.active_player, "due": want, "got": len(drawn)})
    return None


def _final_phasing(a: Analysis) -> tuple[str, dict[str, object]] | None:
    """A permanent that phased in is present: the final state does not show it
    phased out (nor one phased out as phased in) unless the History says so."""
    final = a.history.final
    if final is None or not a.history.events:
        return None
    board = a.timeline.after(a.history.events[-1].seq)
    for o in final.objects:
        tracked = board.get(o.id)
        if tracked is not None and tracked.zone is Zone.BATTLEFIELD and tracked.phased_out != o.phased_out:
            return ("turns.final-phasing", {"obj": o.id, "phased": tracked.phased_out})
    return None


def _draw_skipped_problem(a: Analysis) -> tuple[str, dict[str, object]] | None:
    """Every turn the History shows from its upkeep to its first main phase has
    a draw step, and the first turn of a two-player game being started has none."""
    begun: dict[int, set[Step]] = {}
    players: dict[int, int] = {}
    for e in a.history.of_kind(ev.StepBegin):
        begun.setdefault(e.turn, set()).add(e.step)
        players.setdefault(e.turn, e.active_player)
    first = min(begun, default=0)
    for turn, steps in sorted(begun.items()):
        # The game's first turn is the one a game_start scenario begins with (CR 103.8a, 103.8c).
        skips = a.scenario.game_start and turn == first and len(a.scenario.players) == 2
        # A draw step is missing only once the turn went past it; one that begins is there.
        if not skips and not {Step.UPKEEP, Step.PRECOMBAT_MAIN} <= steps:
            continue
        if (Step.DRAW in steps) == skips:
            return ("turns.first-draw", {"players": len(a.scenario.players), "turn": turn,
                                         "player": players[turn], "skips": skips})
    return None


@prop(id="untap-and-draw-steps-do-their-actions", rules=("502.3", "504.1", "103.8a", "103.8c", "502.1", "702.26a"),
      title="The untap step untaps the active player's permanents; the draw step draws them a card",
      title_fr="L'étape de dégagement dégage les permanents du joueur actif ; l'étape de pioche lui fait piocher",
      features=("steps",), families=("game_start", "steps", "tapped", "phasing"),
      needs_events=("step_begin", "untapped", "draw"))
def untap_and_draw_steps_do_their_actions(case: Case) -> Verdict:
    """In each untap step, the active player's phased-out permanents phase in,
    and no others, all at once in one batch (CR 502.1, 702.26a); then exactly the tapped permanents of
    the active player untap, those phased in included; a permanent phased in
    is present, and the final state shows it so. In each draw step, the active player draws one card
    (none from an empty library) as the step begins. The player who takes the
    first turn of a two-player game skips that turn's draw step; with more
    players, nobody skips it, and no later turn skips its draw step either."""
    a = analyse(case)
    seen = False
    for first, end in _steps(a):
        begin = a.history.events[first]
        assert isinstance(begin, ev.StepBegin)
        problem = None
        if begin.step is Step.UNTAP:
            problem, seen = _untap_problem(a, first, end), True
        elif begin.step is Step.DRAW:
            problem, seen = _draw_problem(a, first, end), True
        if problem is not None:
            return failed(*says(problem[0], **problem[1]), (begin.seq,))
    final = _final_phasing(a)
    if final is not None:
        return failed(*says(final[0], **final[1]), ())
    first_draw = _draw_skipped_problem(a)
    if first_draw is not None:
        return failed(*says(first_draw[0], **first_draw[1]), ())
    return passed(seen or (a.scenario.game_start and sum(1 for _ in a.history.of_kind(ev.StepBegin)) > 1))
