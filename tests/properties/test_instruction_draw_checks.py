"""`resolving-instructions-are-followed` on draws from a library too small
for them: the player draws what is there, then loses at the next check of
state-based actions (CR 704.5b). Histories from the reference engine, one
with the loss taken out."""
from __future__ import annotations

from propkit import on_field, scenario, spell_card

from reference_engine import events as ev
from reference_engine.abilities import Effect, EffectKind, PlayerRef
from reference_engine.engine import run
from reference_engine.history import History
from reference_engine.ids import Step, Zone
from reference_engine.scenario import Action, ActionKind, PlayerSetup, Scenario

from properties.registry import Case, Verdict, get

_DIG = spell_card("dig", Effect(kind=EffectKind.DRAW, amount=2, player=PlayerRef.YOU), mana="{U}")


def _dig_with(library: int) -> tuple[Scenario, History]:
    """Player 0 casts "you draw two cards" with ``library`` cards in their library."""
    cards = tuple(on_field(10 + i, "dig", zone=Zone.LIBRARY) for i in range(library))
    sc = scenario((_DIG,), (on_field(1, "dig", zone=Zone.HAND), *cards),
                  players=(PlayerSetup(id=0, mana_pool="{U}"), PlayerSetup(id=1)), step=Step.PRECOMBAT_MAIN,
                  script=(Action(action=ActionKind.CAST, player=0, object=1), Action(action=ActionKind.RESOLVE_ALL)))
    return sc, run(sc)


def _check(sc: Scenario, history: History) -> Verdict:
    return get("resolving-instructions-are-followed").check(Case(scenario=sc, history=history))


def test_a_draw_from_a_library_too_small_is_followed_by_the_players_loss() -> None:
    sc, history = _dig_with(1)
    assert any(isinstance(e, ev.PlayerLost) and e.player == 0 for e in history.events)
    verdict = _check(sc, history)
    assert verdict.ok and verdict.exercised, verdict


def test_a_short_draw_with_no_loss_after_it_fails() -> None:
    sc, history = _dig_with(1)
    kept = tuple(e for e in history.events if not isinstance(e, (ev.Sba, ev.PlayerLost)))
    verdict = _check(sc, History(engine=history.engine, events=kept))
    assert not verdict.ok and "704.5b" in verdict.expected, verdict


def test_a_library_large_enough_asks_for_no_loss() -> None:
    sc, history = _dig_with(2)
    assert not any(isinstance(e, ev.PlayerLost) for e in history.events)
    assert _check(sc, history).ok
