""""Cast this spell only during ..." (``cast_timing``, CR 601.3): outside its
window the cast is illegal and undone (CR 601.2e, 733), so a "whenever you
cast" trigger never sees it there."""
from __future__ import annotations

import pytest

from reference_engine.abilities import Ability, AbilityKind, CastTiming, Cost, Subject, TriggerEvent
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.events import IllegalAction, RefusalCode
from reference_engine.history import History
from reference_engine.ids import CardType, Step, Zone
from reference_engine.scenario import Attack

from tests.engine.builder import act, creature, gain, of, on, permanent, play, scenario, spell, trig

CT = CastTiming
COMBAT = (Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE,
          Step.END_OF_COMBAT)
WINDOWS = {CT.DECLARE_BLOCKERS: {Step.DECLARE_BLOCKERS}, CT.COMBAT: set(COMBAT),
           CT.AFTER_BLOCKERS: {Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT}}
WATCHER = permanent("watcher", (CardType.ENCHANTMENT,), trig(TriggerEvent.CAST, gain(1), subject=Subject.ANY,
                                                              types=(CardType.INSTANT,)))
"""Whenever a player casts an instant spell, its controller gains 1 life."""


def _try(timing: CastTiming, step: Step, caster: int = 0) -> History:
    """Player 0 attacks with a bear if ``step`` comes after the declaration; in ``step``,
    ``caster`` casts the restricted instant (player 0 passes first if it is
    player 1). Its {0} cost leaves mana out of the question."""
    trick = spell("trick", gain(2), cost="{0}", instant=True, cast_timing=timing)
    script = []
    if step in COMBAT[1:]:
        script += [act("declare_attackers", attackers=(Attack(attacker=1, defender=1),)), act("resolve_all")]
        if step is not Step.DECLARE_ATTACKERS:
            script.append(act("advance_to", step=step))
    if caster == 1:
        script.append(act("pass", player=0))
    script += [act("cast", player=caster, object=2), act("resolve_all")]
    return play(scenario([creature("bear"), trick, WATCHER],
                         [on("bear", 1), on("trick", 2, owner=caster, zone=Zone.HAND), on("watcher", 3)],
                         script, step=Step.BEGINNING_OF_COMBAT if step in COMBAT else step))


def _refusals(h: History) -> list[RefusalCode | None]:
    return [e.code for e in of(h, "illegal_action") if isinstance(e, IllegalAction)]


@pytest.mark.parametrize("timing", [CT.DECLARE_BLOCKERS, CT.COMBAT, CT.AFTER_BLOCKERS])
@pytest.mark.parametrize("step", [Step.PRECOMBAT_MAIN, *COMBAT, Step.END])
def test_601_3_a_combat_window_allows_the_cast_inside_it_only(timing: CastTiming, step: Step) -> None:
    h = _try(timing, step)
    if step in WINDOWS[timing]:
        assert len(of(h, "cast")) == 1 and not _refusals(h)
        assert len(of(h, "triggered")) == 1  # the cast trigger sees it
    else:
        assert _refusals(h) == [RefusalCode.TIMING]
        assert not of(h, "cast") and not of(h, "triggered")  # nor does any "whenever you cast"


@pytest.mark.parametrize("caster", [0, 1])
def test_601_3_during_an_opponents_turn_only_the_non_active_player_may_cast_it(caster: int) -> None:
    h = _try(CT.OPPONENT_TURN, Step.PRECOMBAT_MAIN, caster)
    assert (_refusals(h), len(of(h, "cast"))) == (([], 1) if caster == 1 else ([RefusalCode.TIMING], 0))


def test_a_format_1_file_may_not_restrict_a_spell_and_only_a_spell_may_be_restricted() -> None:
    trick = spell("trick", gain(2), instant=True, cast_timing=CT.COMBAT)
    doc = to_json(scenario([trick], [], []))
    doc["format"] = "mtgconf-scenario/1"
    with pytest.raises(ScenarioError, match=r"\$\.cards\[0\]\.abilities\[0\]\.cast_timing.*needs 'mtgconf-scenario/1.1'"):
        scenario_from_json(doc)
    doc["format"] = "mtgconf-scenario/1.1"
    scenario_from_json(doc)
    stone = permanent("stone", (CardType.ARTIFACT,), Ability(kind=AbilityKind.ACTIVATED, cost=Cost(),
                                                            effects=(gain(1),), cast_timing=CT.COMBAT))
    with pytest.raises(ScenarioError, match=r"\$\.cards\[0\]\.abilities\[0\]\.cast_timing.*only on a spell"):
        scenario_from_json(to_json(scenario([stone], [], [])))


@pytest.mark.parametrize(("timing", "allowed"), [(CT.AFTER_BLOCKERS, False), (CT.COMBAT, True)])
def test_508_8_without_attackers_blockers_are_never_declared(timing: CastTiming, allowed: bool) -> None:
    """No attack: the declare blockers step is skipped, so the end of combat
    is not "after blockers are declared", though it is still combat."""
    trick = spell("trick", gain(2), cost="{0}", instant=True, cast_timing=timing)
    h = play(scenario([trick], [on("trick", 1, zone=Zone.HAND)],
                      [act("advance_to", step=Step.END_OF_COMBAT), act("cast", player=0, object=1)],
                      step=Step.BEGINNING_OF_COMBAT))
    assert (len(of(h, "cast")), _refusals(h)) == ((1, []) if allowed else (0, [RefusalCode.TIMING]))
