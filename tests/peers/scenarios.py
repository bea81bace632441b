"""Small scenarios shared by the peer-engine adapter tests."""
from __future__ import annotations

from dataclasses import replace

from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef, PlayerRef, Reflexive, Subject,
    TargetSpec, Trigger, TriggerEvent, Who,
)
from reference_engine.cards import CardDef
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.scenario import (
    Action, ActionKind, ChoicePolicy, ManaActivation, ObjectSetup, PlayerSetup, Scenario,
)

CREATURES = ObjectFilter(types=(CardType.CREATURE,))

WATCHER = CardDef(
    key="watcher", name="Watcher", mana_cost="{2}", types=(CardType.ARTIFACT, CardType.CREATURE),
    power=2, toughness=2,
    abilities=(Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.DIES, subject=CREATURES),
                       effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)),))
BEAR = CardDef(key="bear", name="Bear", mana_cost="{1}{G}", types=(CardType.CREATURE,),
               subtypes=("Bear",), power=2, toughness=2)
WRATH = CardDef(
    key="wrath", name="Wrath", mana_cost="{2}{W}{W}", types=(CardType.SORCERY,),
    abilities=(Ability(kind=AbilityKind.SPELL, effects=(
        Effect(kind=EffectKind.DESTROY, object=ObjectRef.ALL, filter=CREATURES),)),))
PARTING = CardDef(
    key="parting", name="Parting Gift", mana_cost="{1}", types=(CardType.CREATURE,), power=1, toughness=1,
    abilities=(Ability(kind=AbilityKind.TRIGGERED,
                       trigger=Trigger(event=TriggerEvent.DIES, subject=ObjectFilter(subject=Subject.SELF)),
                       targets=(TargetSpec(players=Who.ANY),),
                       effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=3, player=PlayerRef.TARGET),)),))


def wrath_scenario() -> Scenario:
    """P0 casts Wrath over Watcher and two Bears: three deaths, one batch,
    three Watcher triggers (it sees its own death, CR 603.10a)."""
    return Scenario(
        players=(PlayerSetup(id=0, mana_pool="{W}{W}{W}{W}"), PlayerSetup(id=1)),
        step=Step.PRECOMBAT_MAIN, cards=(WATCHER, BEAR, WRATH),
        objects=(ObjectSetup(id=1, card="watcher", owner=0, zone=Zone.BATTLEFIELD),
                 ObjectSetup(id=2, card="bear", owner=0, zone=Zone.BATTLEFIELD),
                 ObjectSetup(id=3, card="bear", owner=1, zone=Zone.BATTLEFIELD),
                 ObjectSetup(id=4, card="wrath", owner=0, zone=Zone.HAND)),
        script=(Action(action=ActionKind.CAST, player=0, object=4), Action(action=ActionKind.RESOLVE_ALL)))


def repeated_payment_scenario() -> Scenario:
    """Wrath over Watcher, whose dies trigger also says "you may pay {W} any
    number of times. When you pay this cost one or more times, you gain 1
    life" (CR 603.12a); the policy pays twice."""
    payoff = Reflexive(effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),))
    ability = replace(WATCHER.abilities[0], repeatable=Cost(mana="{W}"), reflexive=payoff)
    sc = wrath_scenario()
    return replace(sc, cards=(replace(WATCHER, abilities=(ability,)), *sc.cards[1:]),
                   choices=ChoicePolicy(payments=2))


OFFER = CardDef(
    key="offer", name="Offer", mana_cost="{U}", types=(CardType.SORCERY,),
    abilities=(Ability(kind=AbilityKind.SPELL, effects=(Effect(kind=EffectKind.OFFER, amount=1),)),))
"""Each player may choose to draw a card; an acceptance lets the decliners choose again (CR 101.4d)."""


def offer_scenario(players: int = 2) -> Scenario:
    """P0 casts Offer; P1 accepts, so P0 is asked again."""
    return Scenario(
        players=(PlayerSetup(id=0, mana_pool="{U}"), *(PlayerSetup(id=p) for p in range(1, players))),
        cards=(OFFER, BEAR), objects=(ObjectSetup(id=1, card="offer", owner=0, zone=Zone.HAND),
                                      *(ObjectSetup(id=2 + p, card="bear", owner=p, zone=Zone.LIBRARY)
                                        for p in range(players))),
        script=(Action(action=ActionKind.CAST, player=0, object=1), Action(action=ActionKind.RESOLVE_ALL)),
        choices=ChoicePolicy(offer_answers={"1": (True,)}))


ROCK = CardDef(
    key="rock", name="Rock", mana_cost="{2}", types=(CardType.ARTIFACT,),
    abilities=(Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{1}"),
                       effects=(Effect(kind=EffectKind.ADD_MANA, mana="{C}{C}"),)),))


def nested_plan_scenario(source: int = 1) -> Scenario:
    """Wrath cast with a plan that re-enters object ``source``'s first ability
    while paying its own cost (CR 605.3c): the whole cast is illegal."""
    plan = (ManaActivation(object=source, mana_abilities=(ManaActivation(object=source),)),)
    base = wrath_scenario()
    return replace(base, cards=(*base.cards, ROCK),
                   objects=(*base.objects, ObjectSetup(id=5, card="rock", owner=0, zone=Zone.BATTLEFIELD)),
                   script=(Action(action=ActionKind.CAST, player=0, object=4, mana_abilities=plan),
                           Action(action=ActionKind.RESOLVE_ALL)))


TAPPED_FOR_MANA = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(
    event=TriggerEvent.TAPPED_FOR_MANA, subject=ObjectFilter(types=(CardType.LAND,)), player=Who.YOU),
    effects=(Effect(kind=EffectKind.ADD_MANA, mana="{G}"),))
GROWTH = CardDef(key="growth", name="Growth", mana_cost="{G}", types=(CardType.ENCHANTMENT,),
                 abilities=(TAPPED_FOR_MANA,))
"""A triggered mana ability: "Whenever you tap a land for mana, add an additional {G}." (CR 605.4a)."""


STEAL = CardDef(key="steal", name="Steal", mana_cost="{U}", types=(CardType.INSTANT,), abilities=(
    Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=ObjectFilter()),),
            effects=(Effect(kind=EffectKind.GAIN_CONTROL, object=ObjectRef.TARGET),)),))
TONIC = CardDef(key="tonic", name="Tonic", mana_cost="{G}", types=(CardType.INSTANT,), abilities=(
    Ability(kind=AbilityKind.SPELL, effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)),))
TAUNT = CardDef(key="taunt", name="Taunt", mana_cost="{1}", types=(CardType.ENCHANTMENT,), abilities=(
    Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.CAST, player=Who.YOU),
            effects=(Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.EACH_OPPONENT),)),))
DOOM = CardDef(key="doom", name="Doom", mana_cost="{B}", types=(CardType.INSTANT,), abilities=(
    Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(players=Who.ANY),),
            effects=(Effect(kind=EffectKind.LOSE_LIFE, amount=2, player=PlayerRef.TARGET),)),))


def leaving_scenario() -> Scenario:
    """Three players; P1, the active player, at 1 life. P1 steals P2's Bear
    (#1), then casts Tonic, which their Taunt answers; P2 answers with Doom,
    and P1 loses with their Bear (#2) and Taunt on the battlefield, Steal in
    the graveyard, Tonic and Taunt's trigger on the stack (CR 800.4a)."""
    def cast(player: int, obj: int, *targets: TargetRef) -> Action:
        return Action(action=ActionKind.CAST, player=player, object=obj, targets=targets)

    return Scenario(
        players=(PlayerSetup(id=0), PlayerSetup(id=1, life=1, mana_pool="{U}{G}"),
                 PlayerSetup(id=2, mana_pool="{B}")),
        active_player=1, step=Step.PRECOMBAT_MAIN, cards=(BEAR, STEAL, TONIC, TAUNT, DOOM),
        objects=(ObjectSetup(id=1, card="bear", owner=2, zone=Zone.BATTLEFIELD),
                 ObjectSetup(id=2, card="bear", owner=1, zone=Zone.BATTLEFIELD),
                 ObjectSetup(id=3, card="steal", owner=1, zone=Zone.HAND),
                 ObjectSetup(id=4, card="tonic", owner=1, zone=Zone.HAND),
                 ObjectSetup(id=5, card="taunt", owner=1, zone=Zone.BATTLEFIELD),
                 ObjectSetup(id=6, card="doom", owner=2, zone=Zone.HAND)),
        script=(cast(1, 3, TargetRef(object=1)), Action(action=ActionKind.RESOLVE_ALL), cast(1, 4),
                Action(action=ActionKind.PASS, player=1), cast(2, 6, TargetRef(player=1)),
                Action(action=ActionKind.RESOLVE_ALL)))


KILL = CardDef(key="kill", name="Kill", mana_cost="{B}", types=(CardType.INSTANT,), abilities=(
    Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=CREATURES),),
            effects=(Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),)),))
NEGATE = CardDef(key="negate", name="Negate", mana_cost="{U}", types=(CardType.INSTANT,), abilities=(
    Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=ObjectFilter(), zone=Zone.STACK),),
            effects=(Effect(kind=EffectKind.COUNTER_SPELL, object=ObjectRef.TARGET),)),))
BANISH = CardDef(key="banish", name="Banish", mana_cost="{W}", types=(CardType.INSTANT,), abilities=(
    Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=CREATURES),),
            effects=(Effect(kind=EffectKind.EXILE, object=ObjectRef.TARGET),)),))


def answered_kill_scenario(answer: CardDef) -> Scenario:
    """P0 casts Kill (#2) on P1's Bear (#1), then answers it with ``answer``
    (#3): Negate counters Kill (CR 701.6a); Banish exiles the Bear, so Kill
    has no legal target left as it would resolve (CR 608.2b)."""
    target = TargetRef(object=2) if answer is NEGATE else TargetRef(object=1)
    return Scenario(
        players=(PlayerSetup(id=0, mana_pool="{B}{U}{W}"), PlayerSetup(id=1)),
        step=Step.PRECOMBAT_MAIN, cards=(BEAR, KILL, answer),
        objects=(ObjectSetup(id=1, card="bear", owner=1, zone=Zone.BATTLEFIELD),
                 ObjectSetup(id=2, card="kill", owner=0, zone=Zone.HAND),
                 ObjectSetup(id=3, card=answer.key, owner=0, zone=Zone.HAND)),
        script=(Action(action=ActionKind.CAST, player=0, object=2, targets=(TargetRef(object=1),)),
                Action(action=ActionKind.CAST, player=0, object=3, targets=(target,)),
                Action(action=ActionKind.RESOLVE_ALL)))
