"""Scoped "triggers an additional time" effects (CR 603.2d): Panharmonicon
multiplies only what an artifact or creature entering triggers, Veyran only
what its controller casting an instant or sorcery triggers."""
from __future__ import annotations

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter, ObjectRef, PlayerRef,
    Reflexive, Subject, TargetSpec, TokenSpec, TriggerEvent, TriggerScope, Who,
)
from reference_engine.cards import CardDef
from reference_engine.ids import CardType, Zone
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import ChoicePolicy

from tests.engine.builder import act, creature, destroy_all, on, permanent, play, scenario, spell, trig, triggered_refs

ART = (CardType.ARTIFACT,)
ENCH = (CardType.ENCHANTMENT,)
ANY_ONE = dict(subject=Subject.ANY)


def panharmonicon() -> CardDef:
    scope = TriggerScope(event=TriggerEvent.ENTERS,
                         subject=ObjectFilter(any_types=(CardType.ARTIFACT, CardType.CREATURE)))
    static = ContinuousEffect(kind=ContinuousKind.EXTRA_TRIGGER, filter=ObjectFilter(controller=Who.YOU),
                              scope=scope)
    return permanent("panharmonicon", ART, Ability(kind=AbilityKind.STATIC, static=static), mana_cost="{4}")


def veyran() -> CardDef:
    scope = TriggerScope(event=TriggerEvent.CAST, player=Who.YOU,
                         subject=ObjectFilter(any_types=(CardType.INSTANT, CardType.SORCERY)))
    static = ContinuousEffect(kind=ContinuousKind.EXTRA_TRIGGER, filter=ObjectFilter(controller=Who.YOU),
                              scope=scope)
    return creature("veyran", Ability(kind=AbilityKind.STATIC, static=static))


def test_603_2d_panharmonicon_doubles_a_creature_entering_not_it_dying() -> None:
    watcher = permanent("watcher", ENCH, trig(TriggerEvent.ENTERS, **ANY_ONE, types=(CardType.CREATURE,)),
                        trig(TriggerEvent.DIES, **ANY_ONE, types=(CardType.CREATURE,)))
    bear, wrath = creature("bear"), spell("wrath", destroy_all(CardType.CREATURE))
    sc = scenario([panharmonicon(), watcher, bear, wrath],
                  [on("panharmonicon", 1), on("watcher", 2), on("bear", 3, zone=Zone.HAND),
                   on("wrath", 4, zone=Zone.HAND)],
                  [act("cast", object=3), act("resolve_all"), act("cast", object=4), act("resolve_all")],
                  pools={0: "{1}{G}{B}"})
    assert triggered_refs(play(sc)) == ["watcher/0", "watcher/0", "watcher/1"]


def test_603_2d_panharmonicon_ignores_a_land_and_an_opponents_permanent() -> None:
    """A land entering is outside the scope; an opponent's watcher is not "a permanent you control"."""
    mine = permanent("mine", ENCH, trig(TriggerEvent.ENTERS, **ANY_ONE))
    theirs = permanent("theirs", ENCH, trig(TriggerEvent.ENTERS, **ANY_ONE))
    forest = permanent("forest", (CardType.LAND,))
    sc = scenario([panharmonicon(), mine, theirs, forest, creature("bear")],
                  [on("panharmonicon", 1), on("mine", 2), on("theirs", 3, owner=1),
                   on("forest", 4, zone=Zone.HAND), on("bear", 5, zone=Zone.HAND)],
                  [act("play_land", object=4), act("resolve_all"), act("cast", object=5), act("resolve_all")], pools={0: "{1}{G}"})
    assert sorted(triggered_refs(play(sc))) == ["mine/0", "mine/0", "mine/0", "theirs/0", "theirs/0"]


def test_603_2d_veyran_doubles_its_controllers_instants_only() -> None:
    """Veyran's own cast trigger and another permanent's double for its
    controller's sorcery; the opponent's sorcery triggers them once."""
    magecraft = trig(TriggerEvent.CAST, **ANY_ONE, player=Who.ANY)
    study = permanent("study", ENCH, magecraft)
    charm = spell("charm", Effect(kind=EffectKind.GAIN_LIFE, amount=1), cost="{R}", instant=True)
    bears = creature("bears", cost="{G}")
    sc = scenario([veyran(), study, charm, bears],
                  [on("veyran", 1), on("study", 2), on("charm", 3, zone=Zone.HAND),
                   on("charm", 4, zone=Zone.HAND, owner=1), on("bears", 5, zone=Zone.HAND)],
                  [act("cast", object=3), act("resolve_all"), act("cast", object=5), act("resolve_all"),
                   act("pass"), act("cast", player=1, object=4), act("resolve_all")],
                  pools={0: "{R}{G}", 1: "{R}"})
    assert triggered_refs(play(sc)) == ["study/0", "study/0", "study/0", "study/0"]


def test_603_2d_a_mutant_that_ignores_the_scope_doubles_the_dies_trigger() -> None:
    class NoScope(Rules):
        def extra_trigger_in_scope(self, event: bool, subject: bool, caster: bool) -> bool:
            return True

    watcher = permanent("watcher", ENCH, trig(TriggerEvent.DIES, **ANY_ONE, types=(CardType.CREATURE,)))
    wrath = spell("wrath", destroy_all(CardType.CREATURE))
    sc = scenario([panharmonicon(), watcher, creature("bear"), wrath],
                  [on("panharmonicon", 1), on("watcher", 2), on("bear", 3), on("wrath", 4, zone=Zone.HAND)],
                  [act("cast", object=4), act("resolve_all")], pools={0: "{B}"})
    assert triggered_refs(play(sc)) == ["watcher/0"]
    assert triggered_refs(play(sc, NoScope())) == ["watcher/0", "watcher/0"]


def test_603_2d_603_12_panharmonicon_doubles_the_enters_trigger_never_its_reflexive_one() -> None:
    """The manticore's enters ability triggers twice; each resolution, paying
    life, makes its "when you do" trigger once: 2 reflexive triggers, not 4."""
    zap = Reflexive(effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.TARGET),),
                    targets=(TargetSpec(players=Who.ANY),))
    pay = Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.YOU)
    manticore = creature("manticore", trig(TriggerEvent.ENTERS, pay, optional=True, reflexive=zap))
    sc = scenario([panharmonicon(), manticore], [on("panharmonicon", 1), on("manticore", 2, zone=Zone.HAND)],
                  [act("cast", object=2), act("resolve_all")], pools={0: "{1}{G}"}, choices=ChoicePolicy(may=True))
    refs = triggered_refs(play(sc))
    assert refs.count("manticore/0") == 2 and refs.count("manticore/0/reflexive") == 2


def test_603_2d_panharmonicon_doubles_a_token_entering() -> None:
    """A creature token entering is a creature entering the battlefield (CR 111.1)."""
    spirit = TokenSpec(key="spirit", types=(CardType.CREATURE,), power=1, toughness=1)
    alarm = spell("alarm", Effect(kind=EffectKind.CREATE_TOKEN, amount=1, token=spirit), cost="{W}")
    warden = creature("warden", trig(TriggerEvent.ENTERS, subject=Subject.ANOTHER, types=(CardType.CREATURE,)))
    sc = scenario([panharmonicon(), warden, alarm], [on("panharmonicon", 1), on("warden", 2),
                                                     on("alarm", 3, zone=Zone.HAND)],
                  [act("cast", object=3), act("resolve_all")], pools={0: "{W}"})
    assert triggered_refs(play(sc)) == ["warden/0", "warden/0"]
