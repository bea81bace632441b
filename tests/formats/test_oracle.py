"""Oracle text rendered from structured abilities (reference_engine.oracle)."""
from __future__ import annotations

import pytest

from reference_engine.abilities import (
    Ability, AbilityKind, CastTiming, Condition, ConditionKind, ContinuousEffect, ContinuousKind, Cost,
    DelayedTrigger, Effect, EffectKind, Mode, ObjectFilter, ObjectRef, StackAbility, PlayerRef, Subject,
    TargetSpec, TokenSpec, Trigger, TriggerEvent, TriggerScope, Unless, Who,
)
from reference_engine.cards import CardDef
from reference_engine.ids import CardType, Color, Step, Zone
from reference_engine.oracle import render_ability, render_card, self_ref

CREATURE = (CardType.CREATURE,)
GAIN_1 = (Effect(kind=EffectKind.GAIN_LIFE, amount=1),)
SELF = ObjectFilter(subject=Subject.SELF)
ANY_CREATURE = TargetSpec(objects=ObjectFilter(types=CREATURE))


def card(*abilities: Ability, types: tuple[CardType, ...] = CREATURE, **kw: object) -> CardDef:
    return CardDef(key="c", name="Zyxwv Card", types=types, abilities=abilities, **kw)  # type: ignore[arg-type]


def trig(event: TriggerEvent, effects: tuple[Effect, ...] = GAIN_1, **kw: object) -> Ability:
    trigger_kw = {k: kw.pop(k) for k in ("subject", "player", "step", "from_zone", "counter", "state") if k in kw}
    return Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=event, **trigger_kw), effects=effects, **kw)  # type: ignore[arg-type]


def text(ability: Ability, types: tuple[CardType, ...] = CREATURE, **kw: object) -> str:
    return render_ability(ability, card(ability, types=types, **kw))


def test_dies_trigger_of_another_creature_you_control() -> None:
    subject = ObjectFilter(subject=Subject.ANOTHER, types=CREATURE, controller=Who.YOU)
    assert text(trig(TriggerEvent.DIES, subject=subject)) == (
        "Whenever another creature you control dies, you gain 1 life.")


def test_put_into_graveyard_from_the_battlefield() -> None:
    ab = trig(TriggerEvent.PUT_INTO_GRAVEYARD, subject=ObjectFilter(types=(CardType.LAND,)),
              from_zone=Zone.BATTLEFIELD, effects=(Effect(kind=EffectKind.DRAW, amount=1),))
    assert text(ab, (CardType.ENCHANTMENT,)) == (
        "Whenever a land is put into a graveyard from the battlefield, draw a card.")


def test_from_anywhere_names_the_card() -> None:
    ab = trig(TriggerEvent.PUT_INTO_GRAVEYARD, subject=SELF)
    assert text(ab).startswith("When this creature is put into a graveyard from anywhere, ")


def test_enters_with_intervening_if_and_may() -> None:
    ab = trig(TriggerEvent.ENTERS, subject=SELF, optional=True,
              intervening_if=Condition(kind=ConditionKind.LIFE_AT_LEAST, amount=25))
    assert text(ab) == "When this creature enters, if you have 25 or more life, you may gain 1 life."


def test_souls_attendant() -> None:
    ab = trig(TriggerEvent.ENTERS, subject=ObjectFilter(subject=Subject.ANOTHER, types=CREATURE), optional=True)
    assert text(ab) == "Whenever another creature enters, you may gain 1 life."


def test_unless_that_player_pays_life() -> None:
    ab = trig(TriggerEvent.ENTERS, subject=ObjectFilter(types=CREATURE, controller=Who.OPPONENT),
              effects=(Effect(kind=EffectKind.LOSE_LIFE, amount=2, player=PlayerRef.IT_CONTROLLER),),
              unless=Unless(life=1))
    assert text(ab) == ("Whenever a creature an opponent controls enters, that creature's controller "
                        "loses 2 life unless that player pays 1 life.")


def test_modal_trigger_lists_modes_with_bullets() -> None:
    destroy = Mode(effects=(Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),),
                   targets=(TargetSpec(objects=ObjectFilter(types=(CardType.ARTIFACT,))),))
    ab = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.ENTERS, subject=SELF),
                 modes=(destroy, Mode(effects=GAIN_1)))
    assert text(ab) == ("When this creature enters, choose one —\n"
                        "• Destroy target artifact.\n• You gain 1 life.")


def test_activated_ability_with_costs() -> None:
    ab = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{2}", tap=True, sacrifice_self=True),
                 targets=(TargetSpec(objects=ObjectFilter(types=CREATURE), players=Who.ANY),),
                 effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=2, object=ObjectRef.TARGET),))
    assert text(ab, (CardType.ARTIFACT,)) == (
        "{2}, {T}, Sacrifice this artifact: This artifact deals 2 damage to any target.")


def test_delayed_trigger_refers_back_to_the_target() -> None:
    delayed = DelayedTrigger(step=Step.END, effects=(Effect(kind=EffectKind.SACRIFICE, object=ObjectRef.TRACKED),))
    ab = Ability(kind=AbilityKind.SPELL, targets=(ANY_CREATURE,),
                 effects=(Effect(kind=EffectKind.GAIN_CONTROL, object=ObjectRef.TARGET),
                          Effect(kind=EffectKind.CREATE_DELAYED, object=ObjectRef.TARGET, delayed=delayed)))
    assert text(ab, (CardType.SORCERY,)) == (
        "Gain control of target creature. At the beginning of the next end step, sacrifice it.")


def test_death_bomb_additional_cost() -> None:
    ab = Ability(kind=AbilityKind.SPELL, cost=Cost(sacrifice=ObjectFilter(types=CREATURE)),
                 targets=(TargetSpec(objects=ObjectFilter(types=CREATURE, not_colors=(Color.BLACK,))),),
                 effects=(Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),
                          Effect(kind=EffectKind.LOSE_LIFE, amount=2, player=PlayerRef.IT_CONTROLLER)))
    assert text(ab, (CardType.INSTANT,)) == (
        "As an additional cost to cast this spell, sacrifice a creature.\n"
        "Destroy target nonblack creature. Its controller loses 2 life.")


def test_sweeper_of_several_types() -> None:
    every = ObjectFilter(any_types=(CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT))
    ab = Ability(kind=AbilityKind.SPELL, effects=(Effect(kind=EffectKind.DESTROY, object=ObjectRef.ALL, filter=every),))
    assert text(ab, (CardType.SORCERY,)) == "Destroy all artifacts, creatures, and enchantments."


def test_aura_trigger_returns_that_card() -> None:
    ab = trig(TriggerEvent.DIES, subject=ObjectFilter(subject=Subject.ENCHANTED),
              effects=(Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.IT),))
    assert text(ab, (CardType.ENCHANTMENT,), subtypes=("Aura",)) == (
        "When enchanted creature dies, return that card to the battlefield under its owner's control.")


def test_state_trigger_and_step_trigger() -> None:
    draw = (Effect(kind=EffectKind.DRAW, amount=1),)
    state = trig(TriggerEvent.STATE, draw, state=Condition(kind=ConditionKind.NO_CARDS_IN_HAND))
    step = trig(TriggerEvent.BEGINNING_OF_STEP, draw, step=Step.END, player=Who.YOU)
    assert text(state) == "Whenever you have no cards in hand, draw a card."
    assert text(step) == "At the beginning of your end step, draw a card."


def test_granted_ability_is_quoted_and_refers_to_its_holder() -> None:
    granted = trig(TriggerEvent.DIES, subject=SELF)
    static = ContinuousEffect(kind=ContinuousKind.GRANT_ABILITY, ability=granted,
                              filter=ObjectFilter(types=CREATURE, controller=Who.YOU))
    ab = Ability(kind=AbilityKind.STATIC, static=static)
    assert text(ab, (CardType.ENCHANTMENT,)) == (
        'Creatures you control have "When this creature dies, you gain 1 life."')


@pytest.mark.parametrize(("types", "subtypes", "expected"), [
    (CREATURE, (), "this creature"),
    ((CardType.ARTIFACT, CardType.CREATURE), (), "this creature"),
    ((CardType.ARTIFACT,), (), "this artifact"),
    ((CardType.ENCHANTMENT,), ("Aura",), "this Aura"),
    ((CardType.LAND,), (), "this land"),
    ((CardType.INSTANT,), (), "this spell"),
])
def test_self_reference_follows_the_card_type(types: tuple[CardType, ...], subtypes: tuple[str, ...], expected: str) -> None:
    assert self_ref(CardDef(key="k", name="N", types=types, subtypes=subtypes)) == expected


def test_render_card_one_ability_per_line_and_extra_blocks() -> None:
    c = card(trig(TriggerEvent.BLOCKS, subject=SELF), trig(TriggerEvent.ATTACKS, subject=SELF), extra_blocks=1)
    assert render_card(c).splitlines() == [
        "Whenever this creature blocks, you gain 1 life.",
        "Whenever this creature attacks, you gain 1 life.",
        "This creature can block an additional creature each combat.",
    ]


# ---------------------------------------------------------------- exhaustive: every enum value

def _trigger_for(event: TriggerEvent) -> Ability:
    state = Condition(kind=ConditionKind.NO_CARDS_IN_HAND) if event is TriggerEvent.STATE else None
    return trig(event, subject=SELF, step=Step.UPKEEP, state=state, counter="+1/+1")


def test_every_trigger_event_renders_distinctly() -> None:
    texts = {e: text(_trigger_for(e)) for e in TriggerEvent}
    for event, t in texts.items():
        assert t.startswith(("When ", "Whenever ", "At ")), (event, t)
        assert t.endswith(", you gain 1 life."), (event, t)
        assert "Zyxwv" not in t
    assert len(set(texts.values())) == len(TriggerEvent)


def _effect_for(kind: EffectKind) -> Effect:
    delayed = DelayedTrigger(effects=GAIN_1) if kind is EffectKind.CREATE_DELAYED else None
    token = TokenSpec(key="spirit", types=(CardType.CREATURE,), subtypes=("Spirit",), colors=(Color.WHITE,),
                      power=1, toughness=1) if kind is EffectKind.CREATE_TOKEN else None
    return Effect(kind=kind, amount=2, object=ObjectRef.TARGET, mana="{G}", delayed=delayed, token=token)


def test_every_effect_kind_renders_distinctly() -> None:
    texts = {}
    for kind in EffectKind:
        # "counter" an ability targets one on the stack, never a creature
        aim = TargetSpec(zone=Zone.STACK, ability=StackAbility.ACTIVATED_OR_TRIGGERED) \
            if kind is EffectKind.COUNTER_ABILITY else ANY_CREATURE
        ab = Ability(kind=AbilityKind.SPELL, targets=(aim,), effects=(_effect_for(kind),))
        texts[kind] = text(ab, (CardType.SORCERY,))
        assert texts[kind][:1].isupper() and texts[kind].endswith("."), (kind, texts[kind])
    assert len(set(texts.values())) == len(EffectKind)


def _condition(kind: ConditionKind) -> Condition:
    """A condition of ``kind`` with the fields its kind requires."""
    if kind is ConditionKind.CONTROL_AT_LEAST:
        return Condition(kind=kind, amount=3, filter=ObjectFilter(subtypes=("Elf",)))
    if kind is ConditionKind.SOURCE_IN_ZONE:
        return Condition(kind=kind, zone=Zone.GRAVEYARD)
    return Condition(kind=kind, amount=3)


def test_every_condition_kind_renders_distinctly() -> None:
    texts = {text(trig(TriggerEvent.STATE, state=_condition(k))) for k in ConditionKind}
    texts |= {text(trig(TriggerEvent.ENTERS, subject=SELF, intervening_if=_condition(k)))
              for k in ConditionKind}
    assert len(texts) == 2 * len(ConditionKind)


@pytest.mark.parametrize(("condition", "wording"), [
    (Condition(kind=ConditionKind.SOURCE_UNTAPPED), "if this creature is untapped, "),
    (Condition(kind=ConditionKind.YOUR_TURN), "if it's your turn, "),
    (Condition(kind=ConditionKind.NOT_YOUR_TURN), "if it's not your turn, "),
    (Condition(kind=ConditionKind.OPPONENT_MORE_LIFE), "if an opponent has more life than you, "),
    (Condition(kind=ConditionKind.CONTROL_AT_LEAST, amount=3, filter=ObjectFilter(subtypes=("Elf",))),
     "if you control three or more Elves, "),
    (Condition(kind=ConditionKind.CONTROL_AT_LEAST, amount=2, filter=ObjectFilter(types=(CardType.ARTIFACT,))),
     "if you control two or more artifacts, "),
    (Condition(kind=ConditionKind.SOURCE_IN_ZONE, zone=Zone.GRAVEYARD), "if this card is in your graveyard, "),
])
def test_new_conditions_in_modern_templating(condition: Condition, wording: str) -> None:
    ability = trig(TriggerEvent.GAIN_LIFE, (Effect(kind=EffectKind.DRAW, amount=1),), player=Who.YOU,
                   intervening_if=condition)
    assert text(ability) == f"Whenever you gain life, {wording}draw a card."


def test_a_dying_source_was_untapped() -> None:
    ability = trig(TriggerEvent.DIES, subject=SELF, intervening_if=Condition(kind=ConditionKind.SOURCE_UNTAPPED))
    assert text(ability) == "When this creature dies, if it was untapped, you gain 1 life."


def test_every_continuous_kind_renders_distinctly() -> None:
    granted = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), effects=(Effect(kind=EffectKind.ADD_MANA, mana="{G}"),))
    texts = set()
    for kind in ContinuousKind:
        static = ContinuousEffect(kind=kind, ability=granted, amount=1, colors=(Color.BLACK,), object=3)
        t = text(Ability(kind=AbilityKind.STATIC, static=static), (CardType.ENCHANTMENT,))
        keyword = kind is ContinuousKind.ENCHANT and t == "Enchant permanent"  # a keyword has no period
        assert t[:1].isupper() and (t.endswith((".", '"')) or keyword), (kind, t)
        texts.add(t)
    assert len(texts) == len(ContinuousKind)


@pytest.mark.parametrize("who", list(Who))
def test_player_words_follow_who(who: Who) -> None:
    t = text(trig(TriggerEvent.GAIN_LIFE, player=who))
    assert t.split(",")[0] == {Who.YOU: "Whenever you gain life", Who.OPPONENT: "Whenever an opponent gains life",
                               Who.ANY: "Whenever a player gains life"}[who]


def test_kicker_alternative_cost_and_kicked_effects() -> None:
    from reference_engine.abilities import Cost, TargetSpec, Who

    ab = Ability(kind=AbilityKind.SPELL, effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=2),),
                 kicker=Cost(mana="{2}"), kicked_targets=(TargetSpec(players=Who.ANY),),
                 kicked_effects=(Effect(kind=EffectKind.LOSE_LIFE, amount=2, player=PlayerRef.TARGET, target=0),),
                 alternative_costs=(Cost(pay_life=3),))
    card = CardDef(key="k", name="K", mana_cost="{1}{W}", types=(CardType.INSTANT,), abilities=(ab,))
    assert render_card(card) == ("Kicker {2}\nYou may pay 3 life rather than pay this spell's mana cost.\n"
                                 "You gain 2 life.\nIf this spell was kicked, target player loses 2 life.")
    sac = Ability(kind=AbilityKind.SPELL, effects=(Effect(kind=EffectKind.DRAW, amount=1),),
                  kicker=Cost(sacrifice=ObjectFilter(types=(CardType.CREATURE,))))
    assert render_card(CardDef(key="s", name="S", types=(CardType.SORCERY,), abilities=(sac,))).startswith(
        "Kicker—Sacrifice a creature.\n")


def test_divided_damage_names_every_target() -> None:
    from reference_engine.abilities import TargetSpec, Who

    ab = Ability(kind=AbilityKind.SPELL, effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=3, divided=True),),
                 targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,))), TargetSpec(players=Who.ANY)))
    card = CardDef(key="k", name="K", mana_cost="{1}{R}", types=(CardType.INSTANT,), abilities=(ab,))
    assert render_card(card) == "This spell deals 3 damage divided as you choose among target creature and target player."


def test_becomes_unattached_names_the_former_host() -> None:
    sac = Effect(kind=EffectKind.SACRIFICE, object=ObjectRef.IT)
    ab = trig(TriggerEvent.BECOMES_UNATTACHED, (sac,), subject=SELF)
    assert text(ab, (CardType.ARTIFACT,), subtypes=("Equipment",)) == (
        "Whenever this Equipment becomes unattached from a permanent, sacrifice that permanent.")


def test_once_each_turn_follows_the_effects() -> None:
    draw = (Effect(kind=EffectKind.DRAW, amount=1),)
    ab = trig(TriggerEvent.DIES, draw, subject=ObjectFilter(types=CREATURE), optional=True)
    once = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.DIES, subject=ObjectFilter(
        types=CREATURE), once_each_turn=True), effects=draw, optional=True)
    assert text(once, (CardType.ENCHANTMENT,)) == text(ab, (CardType.ENCHANTMENT,)) + " Do this only once each turn."
    assert text(once, (CardType.ENCHANTMENT,)).startswith("Whenever a creature dies, you may draw a card.")


def test_replacement_with_a_delayed_trigger() -> None:
    back = DelayedTrigger(step=Step.END, effects=(Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.TRACKED),))
    static = ContinuousEffect(kind=ContinuousKind.EXILE_INSTEAD_OF_DYING, delayed=back,
                              filter=ObjectFilter(types=CREATURE, controller=Who.YOU))
    assert text(Ability(kind=AbilityKind.STATIC, static=static), (CardType.ENCHANTMENT,)) == (
        "If a creature you control would die, exile it instead. At the beginning of the next end step, "
        "return it to the battlefield under its owner's control.")


def test_delayed_trigger_counting_resolutions() -> None:
    third = DelayedTrigger(resolutions=3, effects=(Effect(kind=EffectKind.DRAW, amount=1),))
    ab = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{R}"),
                 effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1), Effect(kind=EffectKind.CREATE_DELAYED, delayed=third)))
    assert text(ab) == "{R}: You gain 1 life. When this ability has resolved the third time this turn, draw a card."


def test_opening_hand_reveal_makes_a_first_upkeep_trigger() -> None:
    drain = (Effect(kind=EffectKind.LOSE_LIFE, amount=3, player=PlayerRef.EACH_OPPONENT),
             Effect(kind=EffectKind.GAIN_LIFE, amount=3))
    ab = Ability(kind=AbilityKind.OPENING_HAND, effects=(Effect(
        kind=EffectKind.CREATE_DELAYED, delayed=DelayedTrigger(step=Step.UPKEEP, effects=drain)),))
    assert text(ab) == ("You may reveal this card from your opening hand. If you do, at the beginning of "
                        "the first upkeep, each opponent loses 3 life. You gain 3 life.")


def test_mana_abilities_with_a_mana_cost_and_triggered_by_tapping() -> None:
    rock = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{1}"),
                   effects=(Effect(kind=EffectKind.ADD_MANA, mana="{C}{C}"),))
    assert text(rock, (CardType.ARTIFACT,)) == "{1}: Add {C}{C}."
    extra = (Effect(kind=EffectKind.ADD_MANA, mana="{B}"),)
    lands = ObjectFilter(types=(CardType.LAND,))
    assert text(trig(TriggerEvent.TAPPED_FOR_MANA, extra, subject=lands, player=Who.YOU)) == (
        "Whenever you tap a land for mana, add an additional {B}.")
    assert text(trig(TriggerEvent.TAPPED_FOR_MANA, GAIN_1, subject=lands, player=Who.OPPONENT)) == (
        "Whenever an opponent taps a land for mana, you gain 1 life.")
    enchanted = ObjectFilter(subject=Subject.ENCHANTED, types=(CardType.LAND,))
    assert text(trig(TriggerEvent.TAPPED_FOR_MANA, extra, subject=enchanted), (CardType.ENCHANTMENT,)) == (
        "Whenever enchanted land is tapped for mana, add an additional {B}.")




def test_put_onto_the_battlefield_attacking_or_blocking_as_cards_print_it() -> None:
    soldier = ObjectFilter(types=CREATURE, subtypes=("Soldier",))
    join = Effect(kind=EffectKind.PUT_ONTO_BATTLEFIELD_ATTACKING, filter=soldier)
    assert text(trig(TriggerEvent.ATTACKS, (join,), subject=SELF, optional=True)) == (
        "Whenever this creature attacks, you may put a Soldier creature card from your hand onto the "
        "battlefield tapped and attacking.")
    block = Effect(kind=EffectKind.PUT_ONTO_BATTLEFIELD_BLOCKING, filter=ObjectFilter(types=CREATURE))
    theirs = ObjectFilter(types=CREATURE, controller=Who.OPPONENT)
    assert text(trig(TriggerEvent.ATTACKS_UNBLOCKED, (block,), subject=theirs), (CardType.ENCHANTMENT,)) == (
        "Whenever a creature an opponent controls attacks and isn't blocked, put a creature card from your "
        "hand onto the battlefield blocking that creature.")


def _pt(power: int, toughness: int, obj: ObjectRef = ObjectRef.TARGET, flt: ObjectFilter | None = None) -> Effect:
    return Effect(kind=EffectKind.MODIFY_PT, object=obj, filter=flt, power=power, toughness=toughness)


@pytest.mark.parametrize(("effect", "targets", "expected"), [
    (_pt(3, 3), (ANY_CREATURE,), "Target creature gets +3/+3 until end of turn."),  # Giant Growth
    (_pt(-2, -2), (ANY_CREATURE,), "Target creature gets -2/-2 until end of turn."),  # Disfigure
    (_pt(-4, -4, ObjectRef.ALL, ObjectFilter(types=CREATURE)), (), "All creatures get -4/-4 until end of turn."),
    (_pt(1, 1, ObjectRef.ALL, ObjectFilter(types=CREATURE, controller=Who.YOU)), (),
     "Creatures you control get +1/+1 until end of turn."),
    (_pt(-1, -1, ObjectRef.ALL, ObjectFilter(types=CREATURE, controller=Who.OPPONENT)), (),
     "Creatures your opponents control get -1/-1 until end of turn."),
    (_pt(2, 0, ObjectRef.SELF), (), "This creature gets +2/+0 until end of turn."),
])
def test_power_toughness_changes_until_end_of_turn(effect: Effect, targets: tuple[TargetSpec, ...],
                                                   expected: str) -> None:
    """Modern templating: "gets"/"get", signed changes, "until end of turn" (CR 611.2a, 613.4c)."""
    kind = AbilityKind.ACTIVATED if effect.object is ObjectRef.SELF else AbilityKind.SPELL
    ab = Ability(kind=kind, effects=(effect,), targets=targets, cost=Cost(mana="{R}") if kind is AbilityKind.ACTIVATED else None)
    types = CREATURE if kind is AbilityKind.ACTIVATED else (CardType.INSTANT,)
    rendered = text(ab, types)
    assert rendered.removeprefix("{R}: ") == expected


def test_indestructible_is_a_keyword_or_a_granted_ability() -> None:
    """CR 702.12: "Indestructible" on the card itself; others "have indestructible"."""
    own = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(kind=ContinuousKind.INDESTRUCTIBLE, filter=SELF))
    assert text(own) == "Indestructible"
    mine = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.INDESTRUCTIBLE, filter=ObjectFilter(types=CREATURE, controller=Who.YOU)))
    assert text(mine, (CardType.ENCHANTMENT,)) == "Creatures you control have indestructible."


def test_cant_block_on_the_creature_itself_or_on_others() -> None:
    """CR 509.1b: "This creature can't block." (Hulking Goblin); others "can't block"."""
    own = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(kind=ContinuousKind.CANT_BLOCK, filter=SELF))
    assert text(own) == "This creature can't block."
    theirs = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.CANT_BLOCK, filter=ObjectFilter(types=CREATURE, controller=Who.OPPONENT)))
    assert text(theirs, (CardType.ENCHANTMENT,)) == "Creatures your opponents control can't block."


def test_first_strike_and_double_strike_are_keywords_or_granted() -> None:
    """CR 702.7a, 702.4a: "First strike", "Double strike" on the creature itself."""
    for kind, word in ((ContinuousKind.FIRST_STRIKE, "first strike"), (ContinuousKind.DOUBLE_STRIKE, "double strike")):
        own = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(kind=kind, filter=SELF))
        assert text(own) == word.capitalize()
        mine = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
            kind=kind, filter=ObjectFilter(types=CREATURE, controller=Who.YOU)))
        assert text(mine, (CardType.ENCHANTMENT,)) == f"Creatures you control have {word}."


def test_flickerwisp_another_target_permanent_and_its_delayed_return() -> None:
    exile = Effect(kind=EffectKind.EXILE, object=ObjectRef.TARGET)
    back = Effect(kind=EffectKind.CREATE_DELAYED, object=ObjectRef.TARGET, delayed=DelayedTrigger(
        step=Step.END, effects=(Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.TRACKED),)))
    ab = trig(TriggerEvent.ENTERS, subject=SELF, effects=(exile, back),
              targets=(TargetSpec(objects=ObjectFilter(subject=Subject.ANOTHER)),))
    assert text(ab) == ("When this creature enters, exile another target permanent. At the beginning of "
                        "the next end step, return it to the battlefield under its owner's control.")


def test_enters_with_counters_in_modern_templating() -> None:
    """CR 614.1c: "This creature enters with two +1/+1 counters on it."; X for an {X} cost."""
    def static(**kw: object) -> Ability:
        return Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
            kind=ContinuousKind.ENTERS_WITH_COUNTERS, **kw))  # type: ignore[arg-type]

    assert text(static(filter=SELF, amount=2)) == "This creature enters with two +1/+1 counters on it."
    assert text(static(filter=SELF, amount=1, counter="-1/-1")) == "This creature enters with a -1/-1 counter on it."
    assert text(static(filter=SELF, x=True), (CardType.ARTIFACT, CardType.CREATURE)) == \
        "This creature enters with X +1/+1 counters on it."
    others = static(filter=ObjectFilter(subject=Subject.ANOTHER, types=CREATURE, controller=Who.YOU), amount=1)
    assert text(others, (CardType.ENCHANTMENT,)) == \
        "All other creatures you control enter with an additional +1/+1 counter on them."


def test_removing_counters() -> None:
    """CR 122.1: "Remove a +1/+1 counter from target creature."; "each creature" for all."""
    target = TargetSpec(objects=ObjectFilter(types=CREATURE))
    one = Ability(kind=AbilityKind.SPELL, targets=(target,), effects=(
        Effect(kind=EffectKind.REMOVE_COUNTERS, amount=1, object=ObjectRef.TARGET),))
    assert text(one, (CardType.INSTANT,)) == "Remove a +1/+1 counter from target creature."
    every = Ability(kind=AbilityKind.SPELL, effects=(Effect(
        kind=EffectKind.REMOVE_COUNTERS, amount=2, counter="-1/-1", object=ObjectRef.ALL,
        filter=ObjectFilter(types=CREATURE)),))
    assert text(every, (CardType.SORCERY,)) == "Remove two -1/-1 counters from each creature."


def test_undying_and_persist_conditions_read_their_counter() -> None:
    """CR 702.93, 702.79: "if it had no +1/+1 (-1/-1) counters on it"."""
    from properties.strategies.counters import persist_like

    assert "if it had no -1/-1 counters on it" in text(persist_like("-1/-1"))
    assert text(persist_like("+1/+1")).endswith(
        "if it had no +1/+1 counters on it, return that card to the battlefield under its owner's control "
        "with a +1/+1 counter on it.")


def test_scoped_additional_triggers_name_the_triggering_event_first() -> None:
    """CR 603.2d: Panharmonicon's and Veyran's templating, the event before the ability."""
    def static(scope: TriggerScope, flt: ObjectFilter = ObjectFilter(controller=Who.YOU)) -> Ability:
        return Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
            kind=ContinuousKind.EXTRA_TRIGGER, filter=flt, scope=scope))

    arrivals = TriggerScope(event=TriggerEvent.ENTERS,
                            subject=ObjectFilter(any_types=(CardType.ARTIFACT, CardType.CREATURE)))
    assert text(static(arrivals), (CardType.ARTIFACT,)) == (
        "If an artifact or creature entering the battlefield causes a triggered ability of a permanent you "
        "control to trigger, that ability triggers an additional time.")
    casts = TriggerScope(event=TriggerEvent.CAST, player=Who.YOU,
                         subject=ObjectFilter(any_types=(CardType.INSTANT, CardType.SORCERY)))
    assert text(static(casts)) == (
        "If you casting or copying an instant or sorcery spell causes a triggered ability of a permanent you control "
        "to trigger, that ability triggers an additional time.")
    theirs = TriggerScope(event=TriggerEvent.CAST, player=Who.OPPONENT)
    assert text(static(theirs, SELF)) == (
        "If an opponent casting or copying a spell causes a triggered ability of this creature to trigger, that ability "
        "triggers an additional time.")
    lands = TriggerScope(event=TriggerEvent.ENTERS, subject=ObjectFilter(types=(CardType.LAND,)))
    assert text(static(lands, ObjectFilter(types=CREATURE))) == (
        "If a land entering the battlefield causes a triggered ability of a creature to trigger, that ability "
        "triggers an additional time.")
def test_cost_increases_and_minimums_in_modern_templating() -> None:
    """CR 601.2f: Thalia's "Noncreature spells cost {1} more to cast." and
    Trinisphere's minimum, the source named by its kind."""
    def static(**kw: object) -> Ability:
        return Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(**kw))  # type: ignore[arg-type]

    assert text(static(kind=ContinuousKind.COST_INCREASE, amount=1, not_types=CREATURE)) == \
        "Noncreature spells cost {1} more to cast."
    assert text(static(kind=ContinuousKind.COST_INCREASE, amount=2)) == "Spells cost {2} more to cast."
    assert text(static(kind=ContinuousKind.COST_INCREASE, amount=1,
                       not_types=(CardType.ARTIFACT, CardType.CREATURE))) == \
        "Nonartifact, noncreature spells cost {1} more to cast."
    assert text(static(kind=ContinuousKind.COST_MINIMUM, amount=3), (CardType.ARTIFACT,)) == (
        "As long as this artifact is untapped, each spell that would cost less than three mana to cast "
        "costs three mana to cast.")


def test_convoke_with_its_reminder_text() -> None:
    """CR 702.51a: the keyword line, as printed, above the spell's text."""
    ab = Ability(kind=AbilityKind.SPELL, convoke=True, effects=GAIN_1)
    assert text(ab, (CardType.INSTANT,)) == (
        "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays "
        "for {1} or one mana of that creature's color.)\nYou gain 1 life.")


def test_doubling_and_partial_prevention_in_modern_templating() -> None:
    """CR 614.1a, 615.1: Furnace of Rath's, Urza's Armor's and Daunting Defender's texts."""
    def static(**kw: object) -> Ability:
        return Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(**kw))  # type: ignore[arg-type]

    assert text(static(kind=ContinuousKind.DOUBLE_DAMAGE), (CardType.ENCHANTMENT,)) == (
        "If a source would deal damage to a permanent or player, it deals double that damage to that permanent "
        "or player instead.")
    assert text(static(kind=ContinuousKind.PREVENT_SOME_DAMAGE, amount=1, players=Who.YOU),
                (CardType.ARTIFACT,)) == "If a source would deal damage to you, prevent 1 of that damage."
    clerics = ObjectFilter(subject=Subject.ANOTHER, types=CREATURE, subtypes=("Cleric",), controller=Who.YOU)
    assert text(static(kind=ContinuousKind.PREVENT_SOME_DAMAGE, amount=1, filter=clerics)) == (
        "If a source would deal damage to another Cleric you control, prevent 1 of that damage.")
    assert text(static(kind=ContinuousKind.PREVENT_SOME_DAMAGE, amount=2, filter=SELF)) == (
        "If a source would deal damage to this creature, prevent 2 of that damage.")


@pytest.mark.parametrize(("timing", "expected"), [
    (CastTiming.DECLARE_BLOCKERS, "Cast this spell only during the declare blockers step."),
    (CastTiming.COMBAT, "Cast this spell only during combat."),
    (CastTiming.AFTER_BLOCKERS, "Cast this spell only during combat after blockers are declared."),
    (CastTiming.OPPONENT_TURN, "Cast this spell only during an opponent's turn."),
])
def test_cast_timing_is_the_first_line_of_the_spell(timing: CastTiming, expected: str) -> None:
    """CR 601.3: the restriction is printed as its own sentence above the effect (Dazzling Beauty, Curtain of Light)."""
    spell = Ability(kind=AbilityKind.SPELL, cast_timing=timing, effects=(Effect(kind=EffectKind.DRAW, amount=1),))
    assert text(spell, (CardType.INSTANT,)) == f"{expected}\nDraw a card."
    extra = Ability(kind=AbilityKind.SPELL, cast_timing=timing, cost=Cost(pay_life=2), effects=GAIN_1)
    assert text(extra, (CardType.INSTANT,)).split("\n")[1] == expected  # below an additional cost line
