"""Who receives priority when a step begins (CR 117.3a) and after a pass (CR 117.3d).

Read from the History alone, in one pass: the active player is the one each
``step_begin`` names, the turn order is the scenario's, and a player is out of
the game from their ``player_lost`` event on. Priority that a player out of the
game would receive goes to the next player in turn order still in it (CR
800.4j); a finished game says nothing about these rules and is skipped.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from properties.catalogue.common import rolled_back
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from reference_engine import events as ev
from reference_engine.ids import PlayerId, Step

declare_clause(
    "117.3a", invariant=True,
    title_en="First priority of a step", title_fr="La première priorité d'une étape",
    paraphrase_en="When a step or phase begins, its turn-based actions are done and its \"at the "
                  "beginning of\" abilities go on the stack; then the active player receives priority, "
                  "first. Nobody receives priority in the untap step.",
    paraphrase_fr="Quand une étape ou une phase commence, ses actions de tour sont faites et ses "
                  "capacités « au début de » vont sur la pile ; puis le joueur actif reçoit la priorité, "
                  "le premier. Personne ne reçoit la priorité pendant l'étape de dégagement.",
)
declare_clause(
    "117.3d", invariant=True,
    title_en="Passing goes to the next player", title_fr="Passer donne la main au joueur suivant",
    paraphrase_en="A player who passes priority, with or without mana left in their pool, hands it "
                  "to the next player in turn order still in the game.",
    paraphrase_fr="Un joueur qui passe la priorité, qu'il lui reste du mana ou non, la donne au joueur "
                  "suivant dans l'ordre du tour encore dans la partie.",
)


def next_in_order(order: tuple[PlayerId, ...], after: PlayerId, out: set[PlayerId]) -> PlayerId | None:
    """The first player after ``after`` in turn order who is still in the game."""
    if after not in order:
        return None
    at = order.index(after)
    return next((p for p in order[at + 1:] + order[:at + 1] if p not in out), None)


@dataclass(slots=True)
class _Step:
    """The step being read: its beginning, what that caused, its first priority."""

    begin: ev.StepBegin
    caused: bool = False
    """Whether its beginning caused anything (a turn-based action, a trigger) yet."""
    triggers: list[int] = field(default_factory=list)
    """Instances of the abilities its beginning triggered."""
    first_priority: int | None = None


@prop(id="active-player-gets-first-priority-in-each-step", rules=("117.3a",),
      title="When a step begins, the active player gets priority first, after its actions and triggers",
      title_fr="Quand une étape commence, le joueur actif reçoit la priorité en premier, après ses actions et déclenchements",
      features=("priority", "steps"),
      families=("step_priority", "players", "steps"),
      needs_events=("step_begin", "priority", "pass"), needs_actions=("advance_to",))
def active_player_gets_first_priority_in_each_step(case: Case) -> Verdict:
    """The first player to receive priority in a step is the active player,
    and only once the step's turn-based actions (the draw, the combat
    declarations) are done and its "at the beginning of" abilities are on the
    stack; nobody receives priority in the untap step. If the active player
    has left the game, the next player in turn order still in it gets that
    priority (CR 800.4j). Exercised when a step's
    first priority followed a turn-based action or a beginning-of-step
    trigger, with two or more players in the game."""
    h = case.history
    undone = rolled_back(h)
    out: set[PlayerId] = set()
    stacked: set[int] = set()
    step: _Step | None = None
    exercised = False
    for e in h.events:
        if e.seq in undone:
            continue
        if isinstance(e, ev.StepBegin):
            step = _Step(e)
            continue
        if isinstance(e, ev.PlayerLost):
            out.add(e.player)
        elif isinstance(e, (ev.PutOnStack, ev.RemovedFromStack)):
            stacked.add(e.object)
        if step is None:
            continue
        begin = step.begin
        if begin.seq in e.causes and not isinstance(e, ev.Priority):
            if step.first_priority is not None:
                return failed(f"what the {begin.step.value} step's beginning (#{begin.seq}) does comes "
                              f"before its first priority (#{step.first_priority})",
                              f"#{e.seq} {e.kind} came after it", (begin.seq, step.first_priority, e.seq))
            step.caused = True
            if isinstance(e, ev.Triggered):
                step.triggers.append(e.instance)
        if not isinstance(e, ev.Priority) or step.first_priority is not None:
            continue
        step.first_priority = e.seq
        if begin.step is Step.UNTAP:
            return failed(f"nobody gets priority in the untap step that #{begin.seq} began",
                          f"player {e.player} did at #{e.seq}", (begin.seq, e.seq))
        living = len(case.scenario.players) - len(out)
        if living <= 1:
            continue
        if begin.active_player in out:  # it goes to the next player still in the game (CR 800.4j)
            want = next_in_order(case.scenario.order, begin.active_player, out)
            if want is not None and e.player != want:
                return failed(f"the active player ({begin.active_player}) has left the game: the next player "
                              f"in turn order still in it ({want}) gets the first priority of the "
                              f"{begin.step.value} step that #{begin.seq} began",
                              f"player {e.player} did at #{e.seq}", (begin.seq, e.seq))
            continue
        if e.player != begin.active_player:
            return failed(f"the active player ({begin.active_player}) gets the first priority of the "
                          f"{begin.step.value} step that #{begin.seq} began",
                          f"player {e.player} did at #{e.seq}", (begin.seq, e.seq))
        waiting = [i for i in step.triggers if i not in stacked]
        if waiting:
            return failed(f"the abilities that triggered as the {begin.step.value} step began (#{begin.seq}) "
                          f"are on the stack before its first priority (#{e.seq})",
                          f"instances {waiting} were not", (begin.seq, e.seq))
        exercised |= step.caused
    return passed(exercised)


_ROUND_OVER = (ev.Resolving, ev.StepBegin)
"""What follows the last pass of a round (CR 117.4) instead of a priority."""


@prop(id="pass-goes-to-next-player-in-turn-order", rules=("117.3d",),
      title="A player who passes priority hands it to the next player in turn order",
      title_fr="Un joueur qui passe la priorité la donne au joueur suivant dans l'ordre du tour",
      features=("priority", "multiplayer"),
      families=("step_priority", "non_active_resolutions", "players"),
      needs_events=("priority", "pass"), needs_actions=("pass",))
def pass_goes_to_next_player_in_turn_order(case: Case) -> Verdict:
    """When a player passes and not every player has passed in succession,
    the next player to receive priority is the next one in turn order who is
    still in the game, whoever's turn it is and whatever mana the passer
    still has. Exercised when, with three or more players in the game, a
    non-active player's pass went on to another non-active player (where a
    two-player toggle back to the active player would show)."""
    h = case.history
    undone = rolled_back(h)
    order = case.scenario.order
    out: set[PlayerId] = set()
    active: PlayerId = case.scenario.active_player
    passing: ev.PassPriority | None = None
    exercised = False
    for e in h.events:
        if e.seq in undone:
            continue
        if isinstance(e, ev.PlayerLost):
            out.add(e.player)
        elif isinstance(e, ev.StepBegin):
            active = e.active_player
        if passing is not None and isinstance(e, _ROUND_OVER):
            passing = None
        elif passing is not None and isinstance(e, ev.Priority):
            want = next_in_order(order, passing.player, out)
            if want is not None and len(order) - len(out) >= 2 and e.player != want:
                return failed(f"after player {passing.player} passes (#{passing.seq}), the next player in "
                              f"turn order still in the game ({want}) gets priority",
                              f"player {e.player} did at #{e.seq}", (passing.seq, e.seq))
            exercised |= len(order) - len(out) >= 3 and active not in (passing.player, e.player)
            passing = None
        if isinstance(e, ev.PassPriority):
            passing = e
    return passed(exercised)
