"""Who takes each turn (CR 800.4k), and a turn whose active player left (CR 800.4j).

Read from the History alone: the turn order is the scenario's, the active
player of each step is the one its ``step_begin`` names, and a player is out
of the game from their ``player_lost`` event on.
"""
from __future__ import annotations

from properties.catalogue.common import rolled_back
from properties.catalogue.priority_in_turn_order import next_in_order
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from reference_engine import events as ev
from reference_engine.ids import PlayerId

declare_clause(
    "800.4j", invariant=True,
    title_en="A turn goes on after its active player leaves",
    title_fr="Un tour continue après le départ de son joueur actif",
    paraphrase_en="When a player leaves the game during their own turn, that turn is played to its end "
                  "with no active player; what the active player would have received goes on to the "
                  "next player in turn order, or the game moves on.",
    paraphrase_fr="Quand un joueur quitte la partie pendant son propre tour, ce tour est joué jusqu'au bout "
                  "sans joueur actif ; ce que le joueur actif aurait reçu passe au joueur suivant dans "
                  "l'ordre du tour, ou la partie avance.",
)
declare_clause(
    "800.4k", invariant=True,
    title_en="No turn for a player who has left", title_fr="Pas de tour pour un joueur parti",
    paraphrase_en="A turn that a player who has left the game would begin does not begin: turns pass "
                  "over them to the next player in turn order still in the game.",
    paraphrase_fr="Un tour qu'un joueur ayant quitté la partie commencerait ne commence pas : les tours "
                  "passent au joueur suivant dans l'ordre du tour encore dans la partie.",
)


@prop(id="turns-pass-in-turn-order", rules=("800.4k", "800.4j"),
      title="Each turn goes to the next player in turn order still in the game",
      title_fr="Chaque tour revient au joueur suivant dans l'ordre du tour encore dans la partie",
      features=("multiplayer", "steps"),
      families=("turn_rotation", "players"),
      needs_events=("step_begin", "player_lost"), needs_actions=("advance_to",))
def turns_pass_in_turn_order(case: Case) -> Verdict:
    """A new turn goes to the player after the last turn's active player in
    turn order, passing over every player who has left the game by then: a
    player who has left begins no more turns (CR 800.4k). A turn whose active
    player leaves goes on to its end without them (CR 800.4j), so every step
    of one turn names the same active player, the first turn's being the
    scenario's. Exercised when a turn began after a player had left the game."""
    sc = case.scenario
    undone = rolled_back(case.history)
    out: set[PlayerId] = set()
    turn, active = sc.turn, sc.active_player
    exercised = False
    for e in case.history.events:
        if e.seq in undone:
            continue
        if isinstance(e, ev.PlayerLost):
            out.add(e.player)
            continue
        if not isinstance(e, ev.StepBegin):
            continue
        if e.turn == turn:
            if e.active_player != active:
                return failed(f"turn {turn} stays player {active}'s to its end, even after they leave the game "
                              f"(CR 800.4j)",
                              f"the {e.step.value} step that #{e.seq} began names player {e.active_player}",
                              (e.seq,))
            continue
        want = next_in_order(sc.order, active, out)
        if want is not None and e.active_player != want:
            gone = f" (players {sorted(out)} have left the game)" if out else ""
            return failed(f"turn {e.turn} goes to player {want}, the next player in turn order after "
                          f"player {active} still in the game{gone}",
                          f"#{e.seq} began it for player {e.active_player}", (e.seq,))
        exercised |= bool(out)
        turn, active = e.turn, e.active_player
    return passed(exercised)
