"""Phasing (CR 702.26) and phase-out triggers looking back (CR 603.10b)."""
from __future__ import annotations

from reference_engine.abilities import Effect, EffectKind, ObjectFilter, ObjectRef, Subject, TargetSpec, TriggerEvent
from reference_engine.events import PhasedIn, PhasedOut
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.objects import Chars
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import Attack, Scenario

from tests.engine.builder import act, creature, destroy_all, kinds, of, on, permanent, play, scenario, spell, trig

FAMILIAR = creature("familiar", trig(TriggerEvent.PHASES_OUT, Effect(kind=EffectKind.MILL, amount=3)),
                    power=2, toughness=2, cost="{1}{U}")
"""Stands for Ertai's Familiar's "when this phases out, mill three cards"."""
BLINK = spell("blink", Effect(kind=EffectKind.PHASE_OUT, object=ObjectRef.TARGET), instant=True, cost="{U}",
              targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,))),))
WATCHER = permanent("watcher", (CardType.ENCHANTMENT,),
                    trig(TriggerEvent.DIES, subject=Subject.ANY, types=(CardType.CREATURE,)))


def phased(*extra: object, wrath: bool = False) -> Scenario:
    """The Familiar (1) phases out; then perhaps everything dies and turns pass."""
    script = [act("cast", object=3, targets=(TargetRef(object=1),)), act("resolve_all")]
    if wrath:
        script += [act("cast", object=4), act("resolve_all")]
    script += list(extra)  # type: ignore[arg-type]
    objs = [on("familiar", 1), on("watcher", 2), on("blink", 3, zone=Zone.HAND),
            on("wrath", 4, zone=Zone.HAND), on("bear", 5)]
    objs += [on("bear", 10 + i, zone=Zone.LIBRARY, owner=p) for i, p in enumerate((0,) * 5 + (1,) * 3)]
    return scenario([FAMILIAR, WATCHER, BLINK, spell("wrath", destroy_all(CardType.CREATURE), cost="{W}"),
                     creature("bear")], objs, script, pools={0: "{U}{W}"})


def test_603_10b_phase_out_trigger_looks_back() -> None:
    h = play(phased())
    assert [e.object for e in h.events if isinstance(e, PhasedOut)] == [1]
    assert [t.ability for t in of(h, "triggered")] == ["familiar/0"]  # type: ignore[attr-defined]
    assert [t.source for t in of(h, "triggered")] == [1]  # type: ignore[attr-defined]
    assert kinds(h).count("zone_change") == 3 + 2  # three milled, and the spell cast and resolved
    assert "zone_change" not in [e.kind for e in h.events if getattr(e, "object", None) == 1]


def test_phased_out_permanent_is_treated_as_nonexistent() -> None:
    """A sweeper does not touch it, and nothing sees it die; the Bear does die."""
    h = play(phased(wrath=True))
    dead = [e.old_id for e in of(h, "zone_change") if e.to_zone is Zone.GRAVEYARD  # type: ignore[attr-defined]
            and e.from_zone is Zone.BATTLEFIELD]  # type: ignore[attr-defined]
    assert dead == [5]
    assert [t.ability for t in of(h, "triggered")] == ["familiar/0", "watcher/0"]  # type: ignore[attr-defined]


def test_it_phases_in_in_its_controllers_untap_step_without_entering() -> None:
    h = play(phased(act("advance_to", step=Step.UPKEEP), act("advance_to", step=Step.UPKEEP)))
    back = [e for e in h.events if isinstance(e, PhasedIn)]
    assert [e.object for e in back] == [1]
    begin = h.by_seq()[back[0].causes[0]]
    assert (begin.turn, begin.step, begin.active_player) == (3, Step.UNTAP, 0)  # type: ignore[union-attr]
    assert h.final is not None and not next(o for o in h.final.objects if o.id == 1).phased_out
    assert not [e for e in of(h, "zone_change") if e.to_zone is Zone.BATTLEFIELD]  # type: ignore[attr-defined]


class Forward(Rules):
    def phase_out_trigger_sources(self, before: list[Chars], after: list[Chars]) -> list[Chars]:
        return after


def test_603_10b_looking_forward_misses_its_own_trigger() -> None:
    assert of(play(phased(), Forward()), "triggered") == []


def test_702_26b_a_phased_out_creature_can_neither_attack_nor_block() -> None:
    """Found by the crossover family: the Familiar, phased out, was declared
    as an attacker, tapped and dealt combat damage."""
    attack = act("declare_attackers", player=0, attackers=(Attack(attacker=1, defender=1),))
    h = play(phased(attack))
    assert [e.reason for e in of(h, "illegal_action")] == [  # type: ignore[attr-defined]
        "the attacker is not a creature on the battlefield"]
    assert not of(h, "attackers_declared") and not of(h, "tapped") and not of(h, "damage")
