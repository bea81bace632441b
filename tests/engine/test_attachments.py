"""Attachments ending and "becomes unattached" triggers (CR 301.5, 303.4, 603.10c)."""
from __future__ import annotations

from reference_engine.abilities import Effect, EffectKind, ObjectFilter, ObjectRef, TargetSpec, TriggerEvent
from reference_engine.events import Unattached, ZoneChange
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.objects import Chars
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import Scenario

from tests.engine.builder import act, creature, of, on, permanent, play, scenario, spell, trig, triggered_refs

SAC_HOST = trig(TriggerEvent.BECOMES_UNATTACHED, Effect(kind=EffectKind.SACRIFICE, object=ObjectRef.IT))
WARGEAR = permanent("wargear", (CardType.ARTIFACT,), SAC_HOST, subtypes=("Equipment",), mana_cost="{3}")
"""Stands for Grafted Wargear's second ability."""


def destroyed(target: int) -> Scenario:
    """Wargear (2) on a Bear (1); a spell destroys object ``target``."""
    kill = spell("kill", Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),
                 targets=(TargetSpec(objects=ObjectFilter(any_types=(CardType.ARTIFACT, CardType.CREATURE))),))
    return scenario([WARGEAR, creature("bear"), kill],
                    [on("bear", 1), on("wargear", 2, attached_to=1), on("kill", 3, zone=Zone.HAND)],
                    [act("cast", object=3, targets=(TargetRef(object=target),)), act("resolve_all")],
                    pools={0: "{B}"})


def test_603_10c_unattach_trigger_looks_back() -> None:
    """The Equipment is destroyed: it still triggers, and its controller
    sacrifices the creature it was attached to."""
    h = play(destroyed(2))
    un = [e for e in h.events if isinstance(e, Unattached)]
    assert [(e.object, e.host) for e in un] == [(2, 1)]
    moved = next(e for e in h.events if isinstance(e, ZoneChange) and e.old_id == 2)
    assert un[0].batch == moved.batch and moved.seq in un[0].causes
    assert triggered_refs(h) == ["wargear/0"]
    assert [t.source for t in of(h, "triggered")] == [2]  # type: ignore[attr-defined]
    bear = [e for e in h.events if isinstance(e, ZoneChange) and e.old_id == 1]
    assert [(e.to_zone, e.how.value) for e in bear] == [(Zone.GRAVEYARD, "sacrifice")]


def test_603_10c_host_leaving_unattaches_the_equipment() -> None:
    """The creature is destroyed: the Equipment stays, unattached, and triggers;
    "that permanent" is gone, so nothing is sacrificed."""
    h = play(destroyed(1))
    assert [(e.object, e.host) for e in h.events if isinstance(e, Unattached)] == [(2, 1)]
    assert triggered_refs(h) == ["wargear/0"]
    assert h.final is not None
    gear = next(o for o in h.final.objects if o.id == 2)
    assert gear.zone is Zone.BATTLEFIELD and gear.attached_to is None
    assert not [e for e in h.events if isinstance(e, ZoneChange) and e.how.value == "sacrifice"]


class NoLookBack(Rules):
    def unattach_trigger_sources(self, before: list[Chars], after: list[Chars]) -> list[Chars]:
        return after


def test_603_10c_without_look_back_the_departed_equipment_is_silent() -> None:
    """The decision is the one the engine uses: looking forward loses the trigger."""
    sc = destroyed(2)
    assert triggered_refs(play(sc, NoLookBack())) == []
    assert triggered_refs(play(destroyed(1), NoLookBack())) == ["wargear/0"]


def test_unattached_aura_goes_to_the_graveyard() -> None:
    """An Aura whose host left is attached to nothing and is put into the
    graveyard by the next state-based action check (CR 704.5m)."""
    aura = permanent("aura", (CardType.ENCHANTMENT,), subtypes=("Aura",), mana_cost="{W}")
    kill = spell("kill", Effect(kind=EffectKind.DESTROY, object=ObjectRef.ALL,
                                filter=ObjectFilter(types=(CardType.CREATURE,))))
    sc = scenario([aura, creature("bear"), kill], [on("bear", 1), on("aura", 2, attached_to=1),
                                                  on("kill", 3, zone=Zone.HAND)],
                  [act("cast", object=3), act("resolve_all")], pools={0: "{B}"})
    h = play(sc)
    assert [(e.object, e.host) for e in h.events if isinstance(e, Unattached)] == [(2, 1)]
    sba = [e for e in h.events if e.kind == "sba"]
    assert [e.rule for e in sba] == ["704.5m"]  # type: ignore[attr-defined]
