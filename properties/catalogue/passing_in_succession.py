"""Resolving, and ending a step, need every player to pass in succession (CR 117.4).

Read from the History alone: a ``resolving`` or ``step_begin`` event that
directly follows a pass was caused by passing, so the run of passes before it
(with only priority grants between them) must hold one pass from each player
still in the game, and nothing else: a cast, an activation, a trigger put on
the stack or a state-based action between two passes starts the count again.
An illegal action and what it did are reversed (CR 733.1), so they are passed over.
"""
from __future__ import annotations

from properties.catalogue.common import Analysis, analyse
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from reference_engine import events as ev

declare_clause(
    "117.4", invariant=True,
    title_en="Every player passes in succession", title_fr="Tous les joueurs passent à la suite",
    paraphrase_en="The top object of the stack resolves, or the step or phase ends, only when all "
                  "players have passed priority one after the other with nothing done in between.",
    paraphrase_fr="L'objet du dessus de la pile se résout, ou l'étape ou la phase se termine, seulement "
                  "quand tous les joueurs ont passé la priorité l'un après l'autre sans rien faire entre-temps.",
)


@prop(id="every-player-passes-before-resolution", rules=("117.4",),
      title="A spell resolves, or a step ends, only after every player passes in succession",
      title_fr="Un sort se résout, ou une étape se termine, seulement après que chaque joueur a passé à la suite",
      features=("priority", "resolution"),
      families=("non_active_resolutions", "players", "casting", "simultaneous"),
      needs_events=("priority", "pass", "resolving", "step_begin"), needs_actions=("pass",))
def every_player_passes_before_resolution(case: Case) -> Verdict:
    """The top of the stack resolves, and a step ends, only once every player
    still in the game has passed priority, one after the other, with nothing
    done between the passes; and once they have, it does: nobody receives
    priority again before the top object leaves the stack or the next step
    begins, so a game never stalls on passes. Exercised when a resolution came
    from passing with two or more players in the game."""
    a = analyse(case)
    stalled = _stall(a)
    if stalled is not None:
        return failed(f"once players {stalled[1]} have each passed in a row (#{stalled[0]}), the top object "
                      "resolves or the step ends", f"#{stalled[0] + 1} gives priority again", (stalled[0] + 1,))
    exercised = False
    for e in a.history.events:
        if e.seq in a.undone or not isinstance(e, (ev.Resolving, ev.StepBegin)):
            continue
        if not isinstance(a.by_seq.get(e.seq - 1), ev.PassPriority):
            continue
        board = a.timeline.before(e.seq)
        living = sorted(p for p in range(len(board.life)) if p not in board.lost)
        run = _passes_before(a, e.seq)
        if sorted(run) != living:
            what = "resolves" if isinstance(e, ev.Resolving) else "the next step begins"
            return failed(f"#{e.seq} {what} after players {living} each pass once in a row",
                          f"the passes in a row were by players {run}", (e.seq,))
        exercised |= isinstance(e, ev.Resolving) and len(living) >= 2
    return passed(exercised)


def _stall(a: Analysis) -> tuple[int, list[int]] | None:
    """The first pass that completes a run of passes by every player still in
    the game and is followed by more priority or passing instead of the top
    object leaving the stack or the next step (the game stalls, CR 117.4):
    (its seq, the players of the run)."""
    events = a.history.events
    for i, e in enumerate(events[:-1]):
        if not isinstance(e, ev.PassPriority) or e.seq in a.undone:
            continue
        if not isinstance(events[i + 1], (ev.Priority, ev.PassPriority)):
            continue
        board = a.timeline.before(e.seq)
        living = sorted(p for p in range(len(board.life)) if p not in board.lost)
        run = _passes_before(a, e.seq + 1)
        if sorted(run) == living:
            return e.seq, living
    return None


def _passes_before(a: Analysis, seq: int) -> list[int]:
    """Who passed, in order, in the unbroken run of passes and grants ending just before ``seq``."""
    run: list[int] = []
    for s in range(seq - 1, 0, -1):
        e = a.by_seq.get(s)
        if s in a.undone or isinstance(e, (ev.Priority, ev.IllegalAction)):
            continue  # an illegal action is reversed as if it never happened (CR 733.1)
        if not isinstance(e, ev.PassPriority):
            break
        run.append(e.player)
    return run[::-1]
