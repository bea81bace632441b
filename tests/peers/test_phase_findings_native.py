"""Each finding triaged in fixtures/expectations/phase.yaml, reproduced
through phase-python's own API alone (tests/peers/phase_native.py imports no
mtgconf code). Each test asserts what phase 0.103.0 does and says what the
rules require; a test fails once phase is fixed, so the triage is revisited."""
from __future__ import annotations

import pytest

pytest.importorskip("phase", reason="phase-python is not installed (pip install '.[phase]')")

from phase_native import Native, card  # noqa: E402

BEAR = card("Bear", "Creature — Bear", pt=(2, 2), cost="{1}{G}")


def test_a_leaves_watcher_triggers_twice_for_its_own_departure() -> None:
    # leaves-triggers-look-back, own-triggers-ordered-by-choice. Two creatures
    # leave at once; the watcher looks back and sees both (CR 603.10a): two
    # triggers, P0 at 22. phase makes three.
    watcher = card("Watcher", "Creature", "Whenever a creature leaves the battlefield, you gain 1 life.",
                   pt=(2, 2), cost="{2}")
    purge = card("Purge", "Sorcery", "Exile all creatures.", cost="{W}")
    n = Native([BEAR, watcher, purge], [[("Bear", "Battlefield"), ("Watcher", "Battlefield"),
                                          ("Purge", "Hand")], []], mana={0: ["White"]})
    n.cast("Purge")
    n.resolve_stack()
    assert len(n.triggers) == 3 and n.player_life(0) == 23  # the rules give 2 triggers and 22


def test_becomes_tapped_under_an_opponent_never_triggers() -> None:
    # becomes-tapped-needs-a-change: P0's untapped Bear becomes tapped, so P1's
    # ability triggers (CR 603.2, 701.26a) and P1 goes to 21.
    spy = card("Spy", "Enchantment", "Whenever a creature an opponent controls becomes tapped, you gain 1 life.",
               cost="{1}")
    wave = card("Tap Wave", "Sorcery", "Tap all creatures.", cost="{U}")
    n = Native([BEAR, spy, wave], [[("Bear", "Battlefield"), ("Tap Wave", "Hand")], [("Spy", "Battlefield")]],
               mana={0: ["Blue"]})
    n.cast("Tap Wave")
    n.resolve_stack()
    assert n.game.object(n.ids["Bear"])["tapped"]
    assert n.triggers == {} and n.player_life(1) == 20  # the rules give one trigger and 21


def test_end_of_combat_is_read_as_the_beginning_of_combat() -> None:
    # beginning-of-step-triggers: the ability triggers when the end of combat
    # step begins (CR 511.1, 603.2b), not as the beginning of combat begins.
    herald = card("Herald", "Enchantment", "At the beginning of your end of combat step, you gain 1 life.",
                  cost="{1}")
    n = Native([herald], [[("Herald", "Battlefield")], []])
    n.next_step()
    assert n.game.phase == "BeginCombat" and list(n.triggers.values()) == ["Herald"]


def test_a_targeted_trigger_without_a_legal_target_never_triggers() -> None:
    # trigger-once-per-occurrence and the judge case of CR 603.3d: the ability
    # triggers, then is removed for lack of a target. phase never triggers it;
    # with an artifact on the battlefield the same board does trigger it.
    reaper = card("Reaper", "Enchantment", "Whenever a creature dies, destroy target artifact.", cost="{1}")
    wrath = card("Wrath", "Sorcery", "Destroy all creatures.", cost="{W}")
    rock = card("Rock", "Artifact", cost="{1}")
    seen = []
    for extra in ([], [("Rock", "Battlefield")]):
        n = Native([reaper, BEAR, wrath, rock],
                   [[("Reaper", "Battlefield"), ("Bear", "Battlefield"), ("Wrath", "Hand"), *extra], []],
                   mana={0: ["White"]})
        n.cast("Wrath")
        n.resolve_stack()
        assert n.game.object(n.ids["Bear"])["zone"] == "Graveyard"
        seen.append(len(n.triggers))
    assert seen == [0, 1]  # the rules make it trigger in both games


def test_a_declined_once_each_turn_may_counts_as_done() -> None:
    # once-each-turn-stops-after-the-action: declining the "may" does nothing,
    # so the ability triggers again for the second creature (CR 603.2h).
    warden = card("Warden", "Enchantment",
                  "Whenever a creature enters, you may gain 1 life. Do this only once each turn.", cost="{1}")
    cub = card("Cub", "Creature — Bear", pt=(1, 1), cost="{G}")
    n = Native([warden, BEAR, cub], [[("Warden", "Battlefield"), ("Bear", "Hand"), ("Cub", "Hand")], []],
               mana={0: ["Green", "Green", "Green"]})
    n.cast("Bear")
    n.resolve_stack(accept=False)
    assert len(n.triggers) == 1
    n.cast("Cub")
    n.resolve_stack(accept=True)
    assert n.game.object(n.ids["Cub"])["zone"] == "Battlefield"
    assert len(n.triggers) == 1 and n.player_life(0) == 20  # the rules give a second trigger and 21


def test_a_player_who_leaves_keeps_their_cards_in_exile() -> None:
    # leaving-player-takes-what-they-own: P1 loses while two players remain, so
    # P1 and every object P1 owns leave the game (CR 800.4a). phase puts the card
    # P1 drew into its exile zone, still in the game.
    drain = card("Drain", "Sorcery", "Each opponent loses 1 life and draws a card.", cost="{B}")
    land = card("Moor", "Land")
    n = Native([drain, land], [[("Drain", "Hand")], [("Moor", "Library")], []], mana={0: ["Black"]},
               life={1: 1})
    n.cast("Drain")
    n.resolve_stack()
    assert n.of_type("PlayerLost")
    assert n.game.object(n.ids["Moor"])["zone"] == "Exile"  # the rules take it out of the game
