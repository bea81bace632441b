"""Attachments ending and "becomes unattached" triggers (CR 301.5, 303.4, 603.10c)."""
from __future__ import annotations

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef,
    TargetSpec, Timing, TriggerEvent, Who,
)
from reference_engine.events import Attached, RemovedFromStack, Unattached, ZoneChange
from reference_engine.ids import CardType, Step, TargetRef, Zone
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


ENCHANT_CREATURE = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
    kind=ContinuousKind.ENCHANT, filter=ObjectFilter(types=(CardType.CREATURE,))))
BACK_TO_HAND = trig(TriggerEvent.PUT_INTO_GRAVEYARD, Effect(kind=EffectKind.RETURN_TO_HAND, object=ObjectRef.IT),
                    from_zone=Zone.BATTLEFIELD)
RANCOR = permanent("rancor", (CardType.ENCHANTMENT,), ENCHANT_CREATURE, BACK_TO_HAND, subtypes=("Aura",),
                   mana_cost="{G}")
"""Rancor without its "+2/+0 and trample": "Enchant creature" and its return to hand."""


def aura_cast(*, kill_first: bool) -> Scenario:
    """Player 0 casts Rancor (3) on a Bear (1); with ``kill_first``, player 1
    destroys the Bear in response. Otherwise player 1 destroys it afterwards."""
    kill = spell("kill", Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET), instant=True,
                 targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,))),))
    respond = [act("cast", player=1, object=4, targets=(TargetRef(object=1),))]
    script = [act("cast", object=3, targets=(TargetRef(object=1),)), act("pass", player=0)]
    script = script + respond + [act("resolve_all")] if kill_first else \
        script + [act("pass", player=1), act("pass", player=0)] + respond + [act("resolve_all")]
    return scenario([RANCOR, creature("bear"), kill],
                    [on("bear", 1), on("rancor", 3, zone=Zone.HAND), on("kill", 4, owner=1, zone=Zone.HAND)],
                    script, pools={0: "{G}", 1: "{B}"}, format="mtgconf-scenario/1.1")


def test_303_4a_608_3b_aura_spell_targets_and_enters_attached() -> None:
    """The Aura spell targets the Bear as it is cast; it resolves onto the
    battlefield attached to it (its arrival's ``after.attached_to``)."""
    h = play(aura_cast(kill_first=False))
    cast = next(e for e in of(h, "cast") if e.card == "rancor")  # type: ignore[attr-defined]
    assert cast.targets == (TargetRef(object=1),)  # type: ignore[attr-defined]
    arrival = next(e for e in h.events if isinstance(e, ZoneChange) and e.to_zone is Zone.BATTLEFIELD
                   and e.from_zone is Zone.STACK)
    assert arrival.after is not None and arrival.after.attached_to == 1


def test_704_5m_603_10a_rancor_returns_to_hand_after_its_host_dies() -> None:
    """The Bear dies: Rancor becomes unattached, goes to the graveyard as a
    state-based action, and its own trigger finds the card there and returns
    it to its owner's hand (CR 704.5m, 603.6e, 603.10a)."""
    h = play(aura_cast(kill_first=False))
    sba = [e for e in of(h, "sba")]
    assert [e.rule for e in sba] == ["704.5m"]  # type: ignore[attr-defined]
    assert triggered_refs(h) == ["rancor/1"]
    assert h.final is not None
    assert [o.zone for o in h.final.objects if o.card == "rancor"] == [Zone.HAND]


def test_608_2b_aura_spell_with_its_target_gone_does_not_resolve() -> None:
    """The Bear is destroyed in response: the Aura spell is removed from the
    stack and put into the graveyard, never onto the battlefield, so its
    "put into a graveyard from the battlefield" ability does not trigger."""
    h = play(aura_cast(kill_first=True))
    removed = [e for e in h.events if isinstance(e, RemovedFromStack)]
    assert [e.reason.value for e in removed] == ["illegal_on_resolution"]
    assert not [e for e in h.events if isinstance(e, ZoneChange) and e.to_zone is Zone.BATTLEFIELD]
    assert triggered_refs(h) == []
    assert h.final is not None
    assert [o.zone for o in h.final.objects if o.card == "rancor"] == [Zone.GRAVEYARD]


MINE = TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,), controller=Who.YOU))
EQUIP = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{1}"), timing=Timing.SORCERY, targets=(MINE,),
                effects=(Effect(kind=EffectKind.ATTACH, object=ObjectRef.SELF),))
BLADE = permanent("blade", (CardType.ARTIFACT,), EQUIP, SAC_HOST, subtypes=("Equipment",), mana_cost="{1}")
"""Stands for Bonesplitter's "Equip {1}", with Grafted Wargear's "becomes unattached" watcher."""


def equips(*hosts: int, owner_of_3: int = 0, step: Step = Step.PRECOMBAT_MAIN, start: int | None = None) -> Scenario:
    """The Blade (1) equips each of ``hosts`` in turn; Bears 2 and 3, and 4 of player 1."""
    script = [a for h in hosts for a in (act("activate", object=1, ability=0, targets=(TargetRef(object=h),)),
                                         act("resolve_all"))]
    return scenario([BLADE, creature("bear")],
                    [on("blade", 1, attached_to=start), on("bear", 2), on("bear", 3, owner=owner_of_3),
                     on("bear", 4, owner=1)],
                    script, pools={0: "{1}" * len(hosts)}, step=step, format="mtgconf-scenario/1.1")


def test_702_6a_equip_attaches_to_target_creature_you_control() -> None:
    h = play(equips(2))
    att = [e for e in h.events if isinstance(e, Attached)]
    assert [(e.object, e.host) for e in att] == [(1, 2)]
    assert att[0].causes == (of(h, "resolving")[0].seq,)
    assert not [e for e in h.events if isinstance(e, Unattached)]
    assert h.final is not None
    assert next(o for o in h.final.objects if o.id == 1).attached_to == 2


def test_701_3a_re_equipping_moves_it_unattach_then_attach() -> None:
    """Moved from Bear 2 to Bear 3: ``unattached`` then ``attached``, one batch;
    the watcher on becoming unattached sacrifices Bear 2."""
    h = play(equips(2, 3))
    moved = [e for e in h.events if isinstance(e, (Attached, Unattached))]
    assert [(e.kind, e.object, e.host) for e in moved] == [("attached", 1, 2), ("unattached", 1, 2),
                                                           ("attached", 1, 3)]
    assert moved[1].batch is not None and moved[1].batch == moved[2].batch
    assert triggered_refs(h) == ["blade/1"]
    assert h.final is not None
    assert next(o for o in h.final.objects if o.id == 1).attached_to == 3


def test_701_3b_equipping_the_creature_it_equips_does_nothing() -> None:
    h = play(equips(2, start=2))
    assert not [e for e in h.events if isinstance(e, (Attached, Unattached))]


def test_702_6a_equip_is_sorcery_speed_and_targets_only_your_creatures() -> None:
    upkeep = play(equips(2, step=Step.UPKEEP))
    assert [e.code.value for e in of(upkeep, "illegal_action")] == ["timing"]  # type: ignore[attr-defined]
    theirs = play(equips(4))
    assert [e.code.value for e in of(theirs, "illegal_action")] == ["target"]  # type: ignore[attr-defined]
    assert not [e for e in upkeep.events + theirs.events if isinstance(e, Attached)]
