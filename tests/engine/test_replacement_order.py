"""Two replacement effects on one event (CR 616.1, 616.1f): a creature with a
regeneration shield, sprayed by Magma Spray ("if that creature would die this
turn, exile it instead"), is destroyed. Its controller chooses which applies
first: the regeneration (it stays, tapped) or the exile (it is exiled, and no
destruction is left to regenerate from)."""
from __future__ import annotations

import dataclasses

import pytest

from reference_engine.abilities import Effect, EffectKind, ObjectFilter, ObjectRef, TargetSpec
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.events import Choice, ChoiceKind, Replaced, ZoneChange
from reference_engine.history import History
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import Action, ActionKind, ChoicePolicy, Scenario

from tests.engine.builder import act, creature, of, on, play, scenario, spell

CREATURE = TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,)))
SPRAY = spell("spray", Effect(kind=EffectKind.EXILE_IF_WOULD_DIE, object=ObjectRef.TARGET), cost="{R}",
              instant=True, targets=(CREATURE,))
REGENERATE = spell("regenerate", Effect(kind=EffectKind.REGENERATE, object=ObjectRef.TARGET), cost="{G}",
                   instant=True, targets=(CREATURE,))
MURDER = spell("murder", Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET), cost="{B}", instant=True,
               targets=(CREATURE,))
BOLT = spell("bolt", Effect(kind=EffectKind.DEAL_DAMAGE, amount=3, object=ObjectRef.TARGET), cost="{R}",
             instant=True, targets=(CREATURE,))
OX = creature("ox", toughness=3)
AT_OX = (TargetRef(object=1),)


def _both(kill: str = "murder", **policy: object) -> Scenario:
    """Player 0 regenerates and sprays player 1's Ox (1), then casts ``kill`` at it."""
    objects = [on("ox", 1, owner=1), on("regenerate", 2, zone=Zone.HAND), on("spray", 3, zone=Zone.HAND),
               on(kill, 4, zone=Zone.HAND)]
    script = [act("cast", object=2, targets=AT_OX), act("resolve_all"), act("cast", object=3, targets=AT_OX),
              act("resolve_all"), act("cast", object=4, targets=AT_OX), act("resolve_all")]
    return scenario([OX, REGENERATE, SPRAY, MURDER, BOLT], objects, script, pools={0: "{G}{R}{B}{R}"},
                    choices=ChoicePolicy(**policy))  # type: ignore[arg-type]


def _outcome(h: History) -> tuple[list[tuple[int, bool]], list[str], list[Zone]]:
    choices = [(e.player, e.value) for e in of(h, "choice")
               if isinstance(e, Choice) and e.choice is ChoiceKind.REGENERATE_FIRST]
    replaced = [e.effect for e in of(h, "replaced") if isinstance(e, Replaced)]
    moves = [e.to_zone for e in of(h, "zone_change") if isinstance(e, ZoneChange) and e.old_id == 1]
    return choices, replaced, moves


@pytest.mark.parametrize("kill", ["murder", "bolt"])
def test_616_1_the_controller_chooses_the_regeneration(kill: str) -> None:
    """Player 1 controls the Ox: their answer counts, not the active player's."""
    h = play(_both(kill, regenerate_first=False, regenerate_first_by_player={"1": True}))
    assert _outcome(h) == ([(1, True)], ["regenerate/0"], [])


@pytest.mark.parametrize("kill", ["murder", "bolt"])
def test_616_1e_exile_first_leaves_nothing_to_regenerate(kill: str) -> None:
    h = play(_both(kill, regenerate_first_by_player={"1": False}))
    assert _outcome(h) == ([(1, False)], ["spray/0"], [Zone.EXILE])


def test_no_choice_when_only_the_shield_applies() -> None:
    sc = _both()
    sc = dataclasses.replace(sc, script=sc.script[:2] + sc.script[4:])
    assert _outcome(play(sc)) == ([], ["regenerate/0"], [])


def chosen_apart() -> Scenario:
    """Player 0 would apply the exile first, player 1 (the Ox's controller) the regeneration."""
    return _both(regenerate_first_by_player={"0": False, "1": True})


class _ActiveChooses(Rules):
    def replacement_chooser(self, affected_controller: int, active: int) -> int:
        return active


def test_a_wrong_chooser_changes_the_outcome() -> None:
    h = play(chosen_apart(), _ActiveChooses())
    assert _outcome(h) == ([(0, False)], ["spray/0"], [Zone.EXILE])


def test_format_1_refuses_the_choice() -> None:
    old = dataclasses.replace(_both(regenerate_first=False), cards=(OX,), objects=(on("ox", 1, owner=1),),
                              script=(Action(action=ActionKind.PASS, player=0),), format="mtgconf-scenario/1")
    with pytest.raises(ScenarioError) as refused:
        scenario_from_json(to_json(old))
    assert "regenerate_first" in str(refused.value) and "1.1" in str(refused.value)


def test_choice_keys_are_players() -> None:
    from reference_engine.validate import _problems
    assert [p for p, _ in _problems(_both(regenerate_first_by_player={"7": True}))] \
        == ['$.choices.regenerate_first_by_player.7']
