"""Who receives priority once a spell or ability has resolved (CR 117.3b).

Read from the History alone: a resolution that follows a pass (every player
passed in a row) is followed by a priority grant to the active player, whoever
controlled what resolved. The active player is tracked on the board (a new
turn changes it); if the active player is out of the game, the next player
in turn order still in it gets priority instead (CR 800.4j). A resolution
after which the game is over, or a step begins before anyone gets
priority, says nothing about this rule and is skipped.
"""
from __future__ import annotations

from properties.catalogue.common import Analysis, analyse
from properties.catalogue.priority_in_turn_order import next_in_order
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from reference_engine import events as ev

declare_clause(
    "117.3b", invariant=True,
    title_en="Priority after a resolution", title_fr="La priorité après une résolution",
    paraphrase_en="Once a spell or an ability other than a mana ability has resolved, the active "
                  "player receives priority, whoever controlled it.",
    paraphrase_fr="Une fois résolu un sort ou une capacité autre qu'une capacité de mana, le joueur "
                  "actif reçoit la priorité, quel qu'en soit le contrôleur.",
)


@prop(id="active-player-gets-priority-after-resolution", rules=("117.3b",),
      title="After a spell or ability resolves, the active player gets priority",
      title_fr="Après la résolution d'un sort ou d'une capacité, le joueur actif reçoit la priorité",
      features=("priority", "resolution"),
      families=("non_active_resolutions", "players", "counterspells", "casting", "leavers"),
      needs_events=("resolving", "priority", "pass", "put_on_stack"), needs_actions=("pass",))
def active_player_gets_priority_after_resolution(case: Case) -> Verdict:
    """When all players pass in succession and the top of the stack resolves,
    the next player to receive priority is the active player, even when the
    spell or ability belonged to another player. The example counts as
    exercised when something a non-active player controlled resolved."""
    a = analyse(case)
    exercised = False
    for resolving in _resolutions_after_passes(a):
        grant = _next_grant(a, resolving.seq)
        if grant is None:
            continue
        board = a.timeline.before(grant.seq)
        if len(board.life) - len(board.lost) <= 1:
            continue
        if board.active in board.lost:  # the next player still in the game gets it (CR 800.4j)
            want = next_in_order(a.scenario.order, board.active, set(board.lost))
            if want is not None and grant.player != want:
                return failed(f"the active player ({board.active}) has left the game: the next player in turn "
                              f"order still in it ({want}) gets priority after #{resolving.seq} resolved",
                              f"player {grant.player} did", (resolving.seq, grant.seq))
            continue
        if grant.player != board.active:
            return failed(f"the active player ({board.active}) gets priority after #{resolving.seq} resolved",
                          f"player {grant.player} did", (resolving.seq, grant.seq))
        exercised |= _controller(a, resolving) not in (None, board.active)
    return passed(exercised)


def _resolutions_after_passes(a: Analysis) -> list[ev.Resolving]:
    """Resolutions that follow a pass: those every player's passing caused."""
    return [r for r in a.history.of_kind(ev.Resolving)
            if r.seq not in a.undone and isinstance(a.by_seq.get(r.seq - 1), ev.PassPriority)]


def _next_grant(a: Analysis, after: int) -> ev.Priority | None:
    """The first priority grant after ``after``, unless a step begins first."""
    for e in a.history.events:
        if e.seq <= after or e.seq in a.undone:
            continue
        if isinstance(e, ev.StepBegin):
            return None
        if isinstance(e, ev.Priority):
            return e
    return None


def _controller(a: Analysis, resolving: ev.Resolving) -> int | None:
    """Who put the resolving object on the stack, as the History says."""
    put = [e for e in a.history.of_kind(ev.PutOnStack) if e.object == resolving.object and e.seq < resolving.seq]
    return put[-1].controller if put else None
