"""The python-mtg adapter against the real python-mtg engine."""
from __future__ import annotations

import dataclasses

import pytest

pytest.importorskip("mtg", reason="python-mtg is not installed (pip install '.[python-mtg]')")

from mtgconf.adapters.protocol import EngineFault, FaultKind, Unsupported  # noqa: E402
from mtgconf.adapters.pymtg import make_adapter  # noqa: E402
from mtgconf.adapters.pymtg.board import lay_out  # noqa: E402
from mtgconf.adapters.pymtg.cards import translate  # noqa: E402
from mtgconf.adapters.pymtg.policy import Policy  # noqa: E402
from reference_engine import events as ev  # noqa: E402
from reference_engine.abilities import (  # noqa: E402
    Ability, AbilityKind, Condition, ConditionKind, ContinuousEffect, ContinuousKind, Cost, Effect, EffectKind,
    ObjectFilter, ObjectRef, PlayerRef, StackAbility, Subject, TargetSpec, Timing, Trigger, TriggerEvent, Who,
)
from reference_engine.cards import CardDef  # noqa: E402
from reference_engine.codec import history_from_json, to_json  # noqa: E402
from reference_engine.history import History  # noqa: E402
from reference_engine.ids import CardType, Step, TargetRef, Zone  # noqa: E402
from reference_engine.scenario import (  # noqa: E402
    Action, ActionKind, Attack, Block, ChoicePolicy, ObjectSetup, PlayerSetup, Scenario,
)
from scenarios import (  # noqa: E402
    BEAR, CREATURES, GROWTH, WATCHER, nested_plan_scenario, offer_scenario, repeated_payment_scenario, wrath_scenario,
)

OGRE = CardDef(key="ogre", name="Ogre", mana_cost="{2}{R}", types=(CardType.CREATURE,), power=3, toughness=3)
SLAY = CardDef(key="slay", name="Slay", mana_cost="{B}", types=(CardType.INSTANT,),
               abilities=(Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=CREATURES),),
                                  effects=(Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),)),))


def combat(blocker: str, attacker: int = 2) -> Scenario:
    """P0 attacks with object ``attacker``; P1 blocks it with a ``blocker``."""
    return Scenario(
        players=(PlayerSetup(id=0), PlayerSetup(id=1)), step=Step.PRECOMBAT_MAIN, cards=(WATCHER, BEAR, OGRE),
        objects=(ObjectSetup(id=1, card="watcher", owner=0, zone=Zone.BATTLEFIELD),
                 ObjectSetup(id=2, card="bear", owner=0, zone=Zone.BATTLEFIELD),
                 ObjectSetup(id=3, card=blocker, owner=1, zone=Zone.BATTLEFIELD)),
        script=(Action(action=ActionKind.DECLARE_ATTACKERS, player=0,
                       attackers=(Attack(attacker=attacker, defender=1),)),
                Action(action=ActionKind.DECLARE_BLOCKERS, player=1, blocks=(Block(blocker=3, attacker=attacker),)),
                Action(action=ActionKind.ADVANCE_TO, step=Step.END_OF_COMBAT)))


def deaths(history: History) -> list[ev.ZoneChange]:
    return [e for e in history.of_kind(ev.ZoneChange)
            if (e.from_zone, e.to_zone) == (Zone.BATTLEFIELD, Zone.GRAVEYARD)]


def life(history: History) -> dict[int, int]:
    assert history.final is not None
    return {p.id: p.life for p in history.final.players}


# ---------------------------------------------------------------- cards

def test_a_dies_trigger_becomes_the_engine_phrase_and_rows() -> None:
    t = translate(WATCHER)
    (ability,) = t.abilities
    assert (ability.aid, ability.kind, ability.phrase and ability.phrase.text) == ("a0", "triggered", "a_creature_dies")
    assert ability.effects == (("gain_life", "1", "you"),)


def test_a_sweeper_and_a_targeted_spell_have_rows() -> None:
    assert translate(wrath_scenario().card("wrath")).abilities[0].effects == (("destroy", "-", "all_creatures"),)
    assert translate(SLAY).abilities[0].effects == (("destroy", "-", "target_creature"),)
    assert translate(SLAY).pips == (("black", 1),)


def test_a_state_trigger_has_no_phrase() -> None:
    card = CardDef(key="empty", name="Empty", mana_cost="{1}", types=(CardType.ENCHANTMENT,),
                   abilities=(Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(
                       event=TriggerEvent.STATE, state=Condition(kind=ConditionKind.NO_CARDS_IN_HAND)),
                       effects=(Effect(kind=EffectKind.DRAW, amount=1),)),))
    with pytest.raises(Unsupported, match="empty/0: python-mtg has no phrase for 'you have no cards in hand'"):
        translate(card)


def test_regenerate_is_unsupported() -> None:
    card = CardDef(key="regenerate", name="Regenerate", mana_cost="{1}{G}", types=(CardType.INSTANT,),
                   abilities=(Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=CREATURES),),
                                      effects=(Effect(kind=EffectKind.REGENERATE, object=ObjectRef.TARGET),)),))
    with pytest.raises(Unsupported, match="regenerate/0: no python-mtg effect row for 'Regenerate target creature.'"):
        translate(card)


def test_an_aura_is_unsupported() -> None:
    # "Enchant creature" is a static ability, and python-mtg's vocabulary has none.
    aura = CardDef(key="aura", name="Aura", mana_cost="{G}", types=(CardType.ENCHANTMENT,), subtypes=("Aura",),
                   abilities=(Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
                       kind=ContinuousKind.ENCHANT, filter=CREATURES)),))
    with pytest.raises(Unsupported, match="aura/0: python-mtg cards carry no static abilities"):
        translate(aura)


def test_an_equip_ability_is_unsupported() -> None:
    equip = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{1}"), timing=Timing.SORCERY,
                    targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,), controller=Who.YOU)),),
                    effects=(Effect(kind=EffectKind.ATTACH, object=ObjectRef.SELF),))
    blade = CardDef(key="blade", name="Blade", mana_cost="{1}", types=(CardType.ARTIFACT,), subtypes=("Equipment",),
                    abilities=(equip,))
    with pytest.raises(Unsupported, match="blade/0: python-mtg cards carry no activated abilities"):
        translate(blade)


def test_stifle_is_unsupported() -> None:
    target = TargetSpec(zone=Zone.STACK, ability=StackAbility.ACTIVATED_OR_TRIGGERED)
    card = CardDef(key="stifle", name="Stifle", mana_cost="{U}", types=(CardType.INSTANT,),
                   abilities=(Ability(kind=AbilityKind.SPELL, targets=(target,),
                                      effects=(Effect(kind=EffectKind.COUNTER_ABILITY, object=ObjectRef.TARGET),)),))
    with pytest.raises(Unsupported, match="stifle/0: no python-mtg effect row for "
                                          "'Counter target activated or triggered ability.'"):
        translate(card)


def _conditional(cond: Condition) -> CardDef:
    ability = dataclasses.replace(WATCHER.abilities[0], intervening_if=cond)
    return dataclasses.replace(WATCHER, abilities=(ability,))


@pytest.mark.parametrize(("cond", "slug"), [
    (Condition(kind=ConditionKind.LIFE_AT_LEAST, amount=40), "you_have_40_or_more_life"),
    (Condition(kind=ConditionKind.CREATURE_DIED_THIS_TURN), "a_creature_died_this_turn"),
    (Condition(kind=ConditionKind.CONTROL_CREATURES_AT_LEAST, amount=3), "you_control_three_or_more_creatures"),
    (Condition(kind=ConditionKind.YOUR_TURN), "it_s_your_turn"),
])
def test_an_intervening_if_goes_in_the_condition_column_as_python_mtg_spells_it(cond: Condition, slug: str) -> None:
    # CR 603.4. The slugs are python-mtg's own (Felidar Sovereign, Tallyman of
    # Nurgle, its "you_control_three_or_more_creatures" and "it_s_your_turn").
    (ability,) = translate(_conditional(cond)).abilities
    assert (ability.condition, ability.effects) == (slug, (("gain_life", "1", "you"),))
    assert translate(WATCHER).abilities[0].condition == "-"


def test_an_intervening_if_about_its_source_is_unsupported() -> None:
    with pytest.raises(Unsupported, match="watcher/0: an intervening 'if' about its source"):
        translate(_conditional(Condition(kind=ConditionKind.SOURCE_UNTAPPED)))


def _through_upkeep(card: CardDef) -> History:
    """``card`` on P0's battlefield, a land atop each library, from the untap
    step to the draw step: its upkeep abilities have their chance."""
    return make_adapter().run(board(
        card, LAND, objects=(ObjectSetup(id=1, card=card.key, owner=0, zone=Zone.BATTLEFIELD),
                             ObjectSetup(id=2, card="land", owner=0, zone=Zone.LIBRARY),
                             ObjectSetup(id=3, card="land", owner=1, zone=Zone.LIBRARY)),
        step=Step.UNTAP, script=(Action(action=ActionKind.ADVANCE_TO, step=Step.DRAW),)))


def test_a_true_intervening_if_ability_is_reported_as_python_mtg_plays_it() -> None:
    # CR 603.4: P0 has 20 life as P0's upkeep begins, so "if you have 20 or
    # more life, you gain 1 life" triggers. python-mtg never applies a
    # triggered effect row whose condition is not "-" (confirmed natively in
    # test_pymtg_findings_native.py): no triggered, P0 stays at 20.
    sunrise = dataclasses.replace(UPKEEP, abilities=(dataclasses.replace(
        UPKEEP.abilities[0], intervening_if=Condition(kind=ConditionKind.LIFE_AT_LEAST, amount=20)),))
    history = _through_upkeep(sunrise)
    assert any(e.step is Step.UPKEEP for e in history.of_kind(ev.StepBegin))
    assert triggered(history) == [] and life(history)[0] == 20


def test_twincast_is_unsupported() -> None:
    target = TargetSpec(zone=Zone.STACK, objects=ObjectFilter(any_types=(CardType.INSTANT, CardType.SORCERY)))
    card = CardDef(key="twincast", name="Twincast", mana_cost="{U}{U}", types=(CardType.INSTANT,),
                   abilities=(Ability(kind=AbilityKind.SPELL, targets=(target,),
                                      effects=(Effect(kind=EffectKind.COPY, object=ObjectRef.TARGET),)),))
    with pytest.raises(Unsupported, match="twincast/0: no python-mtg effect row for "
                                          "'Copy target instant or sorcery spell. You may choose new targets"):
        translate(card)



def test_a_cost_paid_any_number_of_times_is_unsupported() -> None:
    # CR 603.12a: python-mtg's rows would play the drain and drop the payments.
    with pytest.raises(Unsupported, match="watcher/0: a cost paid any number of times cannot be expressed"):
        make_adapter().run(repeated_payment_scenario())


def test_a_subtype_filter_is_unsupported() -> None:
    trigger = Trigger(event=TriggerEvent.DIES, subject=ObjectFilter(types=(CardType.CREATURE,), subtypes=("Bear",)))
    ability = dataclasses.replace(WATCHER.abilities[0], trigger=trigger)
    with pytest.raises(Unsupported, match="watcher/0: python-mtg has no phrase for 'a Bear dies'"):
        translate(dataclasses.replace(WATCHER, abilities=(ability,)))



def test_an_enters_tapped_qualifier_is_unsupported() -> None:
    # CR 614.1c: python-mtg's enters phrase would trigger whatever the state it entered in.
    trigger = Trigger(event=TriggerEvent.ENTERS, subject=ObjectFilter(types=(CardType.CREATURE,)), tapped=True)
    ability = dataclasses.replace(WATCHER.abilities[0], trigger=trigger)
    with pytest.raises(Unsupported, match="watcher/0: python-mtg has no phrase for 'a creature enters tapped'"):
        translate(dataclasses.replace(WATCHER, abilities=(ability,)))


# ---------------------------------------------------------------- board

def test_an_offer_is_unsupported() -> None:
    # No python-mtg row asks every player in APNAP order (CR 101.4d): refused, not misplayed.
    with pytest.raises(Unsupported, match="offer/0: no python-mtg effect row for 'Each player may choose"):
        make_adapter().run(offer_scenario())


def test_the_offer_property_is_unsupported_by_its_feature() -> None:
    from mtgconf.runner import Status, run_property
    from properties.registry import get

    result = run_property(get("apnap-restarts-for-outstanding-choices"), make_adapter(), examples=5)
    assert result.status is Status.UNSUPPORTED and "apnap-choices" in result.reason


def test_board_layout_matches_the_scenario() -> None:
    from mtg import driver
    from mtg.game import Game

    scenario = wrath_scenario()
    driver.clear_cache()
    table = lay_out(scenario, {c.key: translate(c) for c in scenario.cards}, Policy(scenario))
    st = table.state
    bf = {r[0] for r in st["on_battlefield"]}
    assert bf == {table.instance[i] for i in (1, 2, 3)}
    assert st["in_hand"] == {("p0", table.instance[4])}
    assert not st["in_library"]
    assert {(p, c) for (p, c) in st["printed_control"] if c in bf} == {
        ("p0", table.instance[1]), ("p0", table.instance[2]), ("p1", table.instance[3])}
    assert (table.instance[1], "mtgconf_watcher") in st["instance_of"]
    assert ("mtgconf_watcher", "a0", "a_creature_dies") in st["ability_trigger"]
    assert st["current_step"] == {("precombat_main",)} and st["active_player"] == {("p0",)}
    assert st["floating_mana"] == {("p0", "white", 4)}
    game = Game.from_state(st)
    assert ("cast", "p0", table.instance[4], {}) in [m.raw for m in game.legal_moves]


def test_a_tapped_for_mana_trigger_has_no_phrase() -> None:
    with pytest.raises(Unsupported, match="growth/0: python-mtg has no phrase for 'you tap a land for mana'"):
        translate(GROWTH)


def test_a_damage_prevented_trigger_has_no_phrase() -> None:
    # CR 615.13: python-mtg has no trigger on prevented damage.
    trigger = Trigger(event=TriggerEvent.DAMAGE_PREVENTED, player=Who.YOU)
    ability = dataclasses.replace(WATCHER.abilities[0], trigger=trigger)
    with pytest.raises(Unsupported, match="watcher/0: python-mtg has no phrase for 'damage that would be dealt to you "
                                          "is prevented'"):
        translate(dataclasses.replace(WATCHER, abilities=(ability,)))


def test_a_nested_payment_plan_is_unsupported() -> None:
    # python-mtg has no mana abilities to lay out, so the plan names a Bear;
    # the adapter refuses the plan before anything is cast (CR 605.3c).
    base = nested_plan_scenario(source=2)
    scenario = dataclasses.replace(base, cards=base.cards[:-1], objects=base.objects[:-1])
    with pytest.raises(Unsupported, match="nested payment plans"):
        make_adapter().run(scenario)


def test_three_players_are_unsupported() -> None:
    scenario = dataclasses.replace(wrath_scenario(), players=(*wrath_scenario().players, PlayerSetup(id=2)))
    with pytest.raises(Unsupported, match="two players"):
        make_adapter().run(scenario)


# ---------------------------------------------------------------- full runs

def test_wrath_history_round_trips_with_fresh_ids_and_one_batch() -> None:
    history = make_adapter().run(wrath_scenario())
    assert history_from_json(to_json(history)) == history
    cast = next(history.of_kind(ev.Cast))
    assert (cast.card, cast.player) == ("wrath", 0)
    dead = deaths(history)
    assert [d.old_id for d in dead] == [1, 2, 3]
    assert len({d.batch for d in dead}) == 1 and dead[0].batch is not None
    ids = [d.new_id for d in history.of_kind(ev.ZoneChange)]
    assert len(ids) == len(set(ids)) and min(ids) > 4  # every zone change gets a new, unused id
    spell_moves = [(e.from_zone, e.to_zone) for e in history.of_kind(ev.ZoneChange) if e.after and e.after.card == "wrath"]
    assert spell_moves == [(Zone.HAND, Zone.STACK), (Zone.STACK, Zone.GRAVEYARD)]


def test_finding_a_destroying_spell_fires_no_dies_trigger() -> None:
    # The rules give three Watcher triggers (CR 603.10a); python-mtg 0.1.1 fires none.
    history = make_adapter().run(wrath_scenario())
    assert list(history.of_kind(ev.Triggered)) == []
    assert life(history)[0] == 20


def test_finding_simultaneous_deaths_trigger_once_naming_both() -> None:
    # Two Bears trade: the rules give two Watcher triggers (CR 603.2c); python-mtg fires one.
    history = make_adapter().run(combat("bear"))
    dead = deaths(history)
    assert [d.old_id for d in dead] == [2, 3] and dead[0].batch == dead[1].batch
    (trig,) = history.of_kind(ev.Triggered)
    assert (trig.ability, trig.source, trig.controller, trig.causes) == ("watcher/0", 1, 0, (dead[0].seq, dead[1].seq))
    assert life(history)[0] == 21


def test_finding_a_creature_dies_misses_its_own_death() -> None:
    # Watcher attacks into an Ogre and dies alone: "a creature dies" includes itself (CR 603.10a).
    history = make_adapter().run(combat("ogre", attacker=1))
    assert [d.old_id for d in deaths(history)] == [1]
    assert list(history.of_kind(ev.Triggered)) == []


def test_blocks_and_attacks_are_recorded_with_history_ids() -> None:
    history = make_adapter().run(combat("ogre"))
    assert next(history.of_kind(ev.AttackersDeclared)).attackers == ((2, 1),)
    assert next(history.of_kind(ev.BlockersDeclared)).blocks == ((3, 2),)


def slay_scenario(choices: ChoicePolicy) -> Scenario:
    return Scenario(
        players=(PlayerSetup(id=0, mana_pool="{B}"), PlayerSetup(id=1)), cards=(SLAY, BEAR, OGRE),
        objects=(ObjectSetup(id=1, card="slay", owner=0, zone=Zone.HAND),
                 ObjectSetup(id=2, card="bear", owner=1, zone=Zone.BATTLEFIELD),
                 ObjectSetup(id=3, card="ogre", owner=1, zone=Zone.BATTLEFIELD)),
        script=(Action(action=ActionKind.CAST, player=0, object=1),), choices=choices)


@pytest.mark.parametrize(("choices", "victim"), [
    (ChoicePolicy(), 2),  # first legal: the lowest id, not the engine's greedy pick (the Ogre)
    (ChoicePolicy(targets_by_ability={"slay/0": (TargetRef(object=3),)}), 3),
])
def test_spell_targets_follow_the_choice_policy(choices: ChoicePolicy, victim: int) -> None:
    history = make_adapter().run(slay_scenario(choices))
    assert [d.old_id for d in deaths(history)] == [victim]


def test_casting_a_card_not_in_hand_is_an_illegal_action() -> None:
    scenario = dataclasses.replace(wrath_scenario(), script=(Action(action=ActionKind.CAST, player=0, object=2),))
    history = make_adapter().run(scenario)
    assert [(e.action, e.player) for e in history.of_kind(ev.IllegalAction)] == [(0, 0)]
    assert not deaths(history)


# ---------------------------------------------------------------- faults

class _Panic(BaseException):
    """Stands for a native-library failure that is not an Exception."""


@pytest.mark.parametrize("error", [ValueError("bad pool"), _Panic("native")])
def test_engine_errors_become_faults_with_the_driver_output(monkeypatch: pytest.MonkeyPatch,
                                                            error: BaseException) -> None:
    from mtg import driver

    def broken(state: dict, *_: object) -> None:
        print("driver was paying for the spell")
        raise error

    original = driver._apply_effects
    monkeypatch.setattr(driver, "_spend_mana", broken)
    with pytest.raises(EngineFault) as caught:
        make_adapter().run(wrath_scenario())
    assert caught.value.kind is FaultKind.EXCEPTION
    assert type(error).__name__ in str(caught.value)
    assert "Traceback" in caught.value.evidence and "driver was paying" in caught.value.evidence
    assert driver._apply_effects is original  # the observation hooks are gone


def test_an_interrupt_is_not_a_fault(monkeypatch: pytest.MonkeyPatch) -> None:
    from mtg import driver

    def interrupted(*_: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(driver, "_spend_mana", interrupted)
    with pytest.raises(KeyboardInterrupt):
        make_adapter().run(wrath_scenario())


# ---------------------------------------------------------------- wider vocabulary

def _enchantment(key: str, trigger: Trigger, *effects: Effect) -> CardDef:
    return CardDef(key=key, name=key.title(), mana_cost="{1}", types=(CardType.ENCHANTMENT,),
                   abilities=(Ability(kind=AbilityKind.TRIGGERED, trigger=trigger, effects=effects),))


GAIN_1 = Effect(kind=EffectKind.GAIN_LIFE, amount=1)
UPKEEP = _enchantment("sunrise", Trigger(event=TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP, player=Who.YOU),
                      GAIN_1)
LAND = CardDef(key="land", name="Land", types=(CardType.LAND,))


def board(*cards: CardDef, objects: tuple[ObjectSetup, ...], script: tuple[Action, ...],
          step: Step = Step.PRECOMBAT_MAIN, pool: str = "") -> Scenario:
    return Scenario(players=(PlayerSetup(id=0, mana_pool=pool), PlayerSetup(id=1)), step=step, cards=cards,
                    objects=objects, script=script)


def triggered(history: History) -> list[ev.Triggered]:
    return list(history.of_kind(ev.Triggered))


def test_your_upkeep_trigger_fires_naming_the_step() -> None:
    history = make_adapter().run(board(
        UPKEEP, LAND, objects=(ObjectSetup(id=1, card="sunrise", owner=0, zone=Zone.BATTLEFIELD),
                               ObjectSetup(id=2, card="land", owner=0, zone=Zone.LIBRARY),
                               ObjectSetup(id=3, card="land", owner=1, zone=Zone.LIBRARY)),
        step=Step.UNTAP, script=(Action(action=ActionKind.ADVANCE_TO, step=Step.DRAW),)))
    (t,) = triggered(history)
    (upkeep,) = [e for e in history.of_kind(ev.StepBegin) if e.step is Step.UPKEEP and e.turn == history.events[0].turn]
    assert (t.ability, t.source, t.controller, t.causes) == ("sunrise/0", 1, 0, (upkeep.seq,))
    assert life(history)[0] == 21


def test_finding_each_upkeep_never_fires() -> None:
    # The engine maps "each upkeep" to an event with no firing rule.
    each = _enchantment("dawn", Trigger(event=TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP), GAIN_1)
    history = _through_upkeep(each)
    assert any(e.step is Step.UPKEEP for e in history.of_kind(ev.StepBegin))
    assert triggered(history) == [] and life(history)[0] == 20


def test_an_enters_trigger_gain_life_trigger_and_draw_chain() -> None:
    # Bear enters: "whenever a creature you control enters, you gain 1 life",
    # then "whenever you gain life, draw a card".
    enters = _enchantment("welcome", Trigger(event=TriggerEvent.ENTERS, subject=ObjectFilter(
        types=(CardType.CREATURE,), controller=Who.YOU)), GAIN_1)
    thirst = _enchantment("thirst", Trigger(event=TriggerEvent.GAIN_LIFE, player=Who.YOU),
                          Effect(kind=EffectKind.DRAW, amount=1))
    history = make_adapter().run(board(
        enters, thirst, BEAR, LAND, pool="{G}{G}",
        objects=(ObjectSetup(id=1, card="welcome", owner=0, zone=Zone.BATTLEFIELD),
                 ObjectSetup(id=2, card="thirst", owner=0, zone=Zone.BATTLEFIELD),
                 ObjectSetup(id=3, card="bear", owner=0, zone=Zone.HAND),
                 ObjectSetup(id=4, card="land", owner=0, zone=Zone.LIBRARY),
                 ObjectSetup(id=5, card="land", owner=1, zone=Zone.LIBRARY)),
        script=(Action(action=ActionKind.CAST, player=0, object=3), Action(action=ActionKind.RESOLVE_ALL))))
    by_ref = {t.ability: t for t in triggered(history)}
    entered = next(e for e in history.of_kind(ev.ZoneChange) if e.to_zone is Zone.BATTLEFIELD)
    gained = next(e for e in history.of_kind(ev.Life) if e.amount > 0)
    assert by_ref["welcome/0"].causes == (entered.seq,)
    assert by_ref["thirst/0"].causes == (gained.seq,)
    assert any(d.player == 0 for d in history.of_kind(ev.Draw))


def test_a_damage_spell_takes_life_without_a_damage_event() -> None:
    bolt = CardDef(key="bolt", name="Bolt", mana_cost="{R}", types=(CardType.SORCERY,), abilities=(
        Ability(kind=AbilityKind.SPELL, effects=(
            Effect(kind=EffectKind.DEAL_DAMAGE, amount=2, player=PlayerRef.EACH_OPPONENT),)),))
    assert translate(bolt).abilities[0].effects == (("deal_damage", "2", "each_opponent"),)
    history = make_adapter().run(board(
        bolt, objects=(ObjectSetup(id=1, card="bolt", owner=0, zone=Zone.HAND),), pool="{R}",
        script=(Action(action=ActionKind.CAST, player=0, object=1), Action(action=ActionKind.RESOLVE_ALL))))
    assert [(e.player, e.amount) for e in history.of_kind(ev.Life)][:1] == [(1, -2)]


def test_finding_an_end_step_ability_triggers_from_the_library() -> None:
    # CR 113.6: a card in a library has no triggered abilities that work there.
    dusk = CardDef(key="dusk", name="Dusk", mana_cost="{1}", types=(CardType.CREATURE,), power=1, toughness=1,
                   abilities=(Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(
                       event=TriggerEvent.BEGINNING_OF_STEP, step=Step.END), effects=(GAIN_1,)),))
    history = make_adapter().run(board(
        dusk, LAND, objects=(ObjectSetup(id=1, card="dusk", owner=0, zone=Zone.LIBRARY),
                             ObjectSetup(id=2, card="land", owner=1, zone=Zone.LIBRARY)),
        script=(Action(action=ActionKind.ADVANCE_TO, step=Step.END),)))
    assert [(t.ability, t.source) for t in triggered(history)] == [("dusk/0", 1)]


def test_an_unscripted_block_is_the_empty_declaration() -> None:
    # python-mtg offers no "pass" while it waits for blockers.
    history = make_adapter().run(dataclasses.replace(combat("ogre"), script=(
        Action(action=ActionKind.DECLARE_ATTACKERS, player=0, attackers=(Attack(attacker=2, defender=1),)),
        Action(action=ActionKind.ADVANCE_TO, step=Step.END_OF_COMBAT))))
    assert [e.blocks for e in history.of_kind(ev.BlockersDeclared)] == []
    assert life(history)[1] == 18


def test_an_attack_trigger_fired_later_names_the_declaration() -> None:
    # The engine fires "attacks" in the combat damage step, a move after the declaration.
    raider = CardDef(key="raider", name="Raider", mana_cost="{1}", types=(CardType.CREATURE,), power=2,
                     toughness=2, abilities=(Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(
                         event=TriggerEvent.ATTACKS, subject=ObjectFilter(subject=Subject.SELF)), effects=(GAIN_1,)),))
    scenario = board(raider, OGRE, objects=(ObjectSetup(id=1, card="raider", owner=0, zone=Zone.BATTLEFIELD),
                                            ObjectSetup(id=2, card="ogre", owner=1, zone=Zone.BATTLEFIELD)),
                     script=(Action(action=ActionKind.DECLARE_ATTACKERS, player=0,
                                    attackers=(Attack(attacker=1, defender=1),)),
                             Action(action=ActionKind.ADVANCE_TO, step=Step.END_OF_COMBAT)))
    history = make_adapter().run(scenario)
    (declared,) = history.of_kind(ev.AttackersDeclared)
    assert [(t.ability, t.causes) for t in triggered(history)] == [("raider/0", (declared.seq,))]


def test_a_trigger_of_the_begun_starting_step_is_unsupported() -> None:
    # python-mtg would fire it as it processes the step the board is laid out in.
    scenario = board(UPKEEP, objects=(ObjectSetup(id=1, card="sunrise", owner=0, zone=Zone.BATTLEFIELD),),
                     step=Step.UPKEEP, script=(Action(action=ActionKind.ADVANCE_TO, step=Step.END),))
    with pytest.raises(Unsupported, match="sunrise/0: python-mtg would trigger it for the starting step"):
        make_adapter().run(scenario)


def test_another_artifact_you_control_enters_names_the_arrival() -> None:
    forge = _enchantment("forge", Trigger(event=TriggerEvent.ENTERS, subject=ObjectFilter(
        subject=Subject.ANOTHER, types=(CardType.ARTIFACT,), controller=Who.YOU)), GAIN_1)
    trinket = CardDef(key="trinket", name="Trinket", mana_cost="{1}", types=(CardType.ARTIFACT,))
    phrase = translate(forge).abilities[0].phrase
    assert phrase is not None and phrase.text == "another_artifact_you_control_enters"
    history = make_adapter().run(board(
        forge, trinket, pool="{1}", objects=(ObjectSetup(id=1, card="forge", owner=0, zone=Zone.BATTLEFIELD),
                                             ObjectSetup(id=2, card="trinket", owner=0, zone=Zone.HAND)),
        script=(Action(action=ActionKind.CAST, player=0, object=2), Action(action=ActionKind.RESOLVE_ALL))))
    entered = next(e for e in history.of_kind(ev.ZoneChange) if e.to_zone is Zone.BATTLEFIELD)
    assert [(t.ability, t.causes) for t in triggered(history)] == [("forge/0", (entered.seq,))]


def test_another_permanent_dying_in_combat_names_the_death() -> None:
    wake = _enchantment("wake", Trigger(event=TriggerEvent.LEAVES, subject=ObjectFilter(subject=Subject.ANOTHER)),
                        GAIN_1)
    base = combat("ogre")  # the Bear dies in combat (a spell's destruction fires nothing, see above)
    history = make_adapter().run(dataclasses.replace(
        base, cards=(*base.cards, wake),
        objects=(*base.objects, ObjectSetup(id=5, card="wake", owner=0, zone=Zone.BATTLEFIELD))))
    (died,) = deaths(history)
    assert [t.causes for t in triggered(history) if t.ability == "wake/0"] == [(died.seq,)]


def test_priority_is_the_caster_s_decision_then_the_opponent_s_response_window() -> None:
    # stack and priority are declared: P0 holds priority in the main phase and
    # casts; python-mtg's response window goes to P1 with the spell on its stack.
    history = make_adapter().run(wrath_scenario())
    cast = next(history.of_kind(ev.Cast))
    before = [(p.player, p.stack) for p in history.of_kind(ev.Priority) if p.seq < cast.seq]
    after = [(p.player, p.stack) for p in history.of_kind(ev.Priority) if p.seq > cast.seq]
    assert before == [(0, ())] and after[0] == (1, (cast.object,))
    assert [p.player for p in history.of_kind(ev.PassPriority)][:1] == [1]


def test_a_trigger_is_applied_with_no_put_on_stack() -> None:
    # python-mtg never stacks a triggered ability: triggered, its effect, no push.
    history = make_adapter().run(board(
        UPKEEP, LAND, objects=(ObjectSetup(id=1, card="sunrise", owner=0, zone=Zone.BATTLEFIELD),
                               ObjectSetup(id=2, card="land", owner=0, zone=Zone.LIBRARY),
                               ObjectSetup(id=3, card="land", owner=1, zone=Zone.LIBRARY)),
        step=Step.UNTAP, script=(Action(action=ActionKind.ADVANCE_TO, step=Step.DRAW),)))
    assert len(triggered(history)) == 1 and not list(history.of_kind(ev.PutOnStack))


def test_engine_labels_name_the_scenario_ability() -> None:
    # A spell instance names the card's spell ability; "<instance>_a<i>" names
    # ability i of the instance's card; anything else names nothing.
    from mtgconf.adapters.pymtg.hooks import Hooks
    from mtgconf.adapters.pymtg.recorder import Recorder
    from mtgconf.adapters.pymtg.triggers import TriggerLog

    scenario = wrath_scenario()
    policy = Policy(scenario)
    table = lay_out(scenario, {c.key: translate(c) for c in scenario.cards}, policy)
    rec = Recorder.start(table, 1)
    policy.hooks = Hooks(rec=rec, triggers=TriggerLog(rec))
    watcher, wrath = table.instance[1], table.instance[4]
    assert policy.ability_ref(wrath) == "wrath/0"
    assert policy.ability_ref(watcher) is None  # a creature card has no spell ability
    assert policy.ability_ref(f"{watcher}_a0") == "watcher/0"
    assert policy.ability_ref(f"{watcher}_ax") is None and policy.ability_ref("unknown_a0") is None
    assert policy.ability_ref(None) is None


def test_entering_with_counters_and_removing_counters_are_unsupported() -> None:
    # CR 614.1c: python-mtg cards carry no static abilities; no row removes counters.
    from properties.strategies.counters import counter_effect, enters_with
    from reference_engine.abilities import Ability, AbilityKind, EffectKind, TargetSpec, ObjectFilter
    from reference_engine.cards import CardDef
    from reference_engine.ids import CardType

    walker = CardDef(key="walker", name="Walker", mana_cost="{2}", types=(CardType.CREATURE,), power=0,
                     toughness=0, abilities=(enters_with(2),))
    with pytest.raises(Unsupported, match="walker/0: python-mtg cards carry no static abilities"):
        translate(walker)
    remove = Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,))),),
                     effects=(counter_effect(EffectKind.REMOVE_COUNTERS, "+1/+1"),))
    spell = CardDef(key="drain", name="Drain", mana_cost="{B}", types=(CardType.INSTANT,), abilities=(remove,))
    with pytest.raises(Unsupported, match="drain/0: no python-mtg effect row for 'Remove a \\+1/\\+1 counter"):
        translate(spell)


def test_a_resolution_brackets_its_effect_and_the_spell_leaves_after_it() -> None:
    # resolution is declared: driver._resolve_top resolves one object; its
    # effect's events come between resolving and resolved, each caused by the
    # resolving, and the spell goes to the graveyard after resolved.
    history = make_adapter().run(wrath_scenario())
    cast = next(history.of_kind(ev.Cast))
    (resolving,) = history.of_kind(ev.Resolving)
    (resolved,) = history.of_kind(ev.Resolved)
    assert resolving.object == resolved.object == cast.object
    inside = [e for e in history.events if resolving.seq < e.seq < resolved.seq]
    assert [d.seq for d in deaths(history)] == [e.seq for e in inside]
    assert all(resolving.seq in e.causes for e in inside)
    off = next(e for e in history.of_kind(ev.ZoneChange) if e.old_id == cast.object)
    assert (off.seq, off.to_zone, off.causes) == (resolved.seq + 1, Zone.GRAVEYARD, ())


def test_a_permanent_spell_enters_within_its_resolution_when_an_enters_ability_applies() -> None:
    # python-mtg applies "enters" abilities inside _resolve_top, once the
    # permanent is on the battlefield: the arrival is recorded before the
    # triggered, within the resolution; the ability's effect is not the
    # resolution's, and "whenever you gain life" is applied after resolved.
    enters = _enchantment("welcome", Trigger(event=TriggerEvent.ENTERS, subject=ObjectFilter(
        types=(CardType.CREATURE,), controller=Who.YOU)), GAIN_1)
    thirst = _enchantment("thirst", Trigger(event=TriggerEvent.GAIN_LIFE, player=Who.YOU),
                          Effect(kind=EffectKind.DRAW, amount=1))
    history = make_adapter().run(board(
        enters, thirst, BEAR, LAND, pool="{G}{G}",
        objects=(ObjectSetup(id=1, card="welcome", owner=0, zone=Zone.BATTLEFIELD),
                 ObjectSetup(id=2, card="thirst", owner=0, zone=Zone.BATTLEFIELD),
                 ObjectSetup(id=3, card="bear", owner=0, zone=Zone.HAND),
                 ObjectSetup(id=4, card="land", owner=0, zone=Zone.LIBRARY),
                 ObjectSetup(id=5, card="land", owner=1, zone=Zone.LIBRARY)),
        script=(Action(action=ActionKind.CAST, player=0, object=3), Action(action=ActionKind.RESOLVE_ALL))))
    cast = next(history.of_kind(ev.Cast))
    (resolving,) = history.of_kind(ev.Resolving)
    (resolved,) = history.of_kind(ev.Resolved)
    assert resolving.object == resolved.object == cast.object
    entered = next(e for e in history.of_kind(ev.ZoneChange) if e.to_zone is Zone.BATTLEFIELD)
    by_ref = {t.ability: t for t in triggered(history)}
    gained = next(e for e in history.of_kind(ev.Life) if e.amount > 0)
    assert resolving.seq < entered.seq < by_ref["welcome/0"].seq < gained.seq < resolved.seq < by_ref["thirst/0"].seq
    assert resolving.seq in entered.causes and resolving.seq not in gained.causes


def test_a_permanent_spell_with_nothing_applied_enters_after_resolved() -> None:
    history = make_adapter().run(board(
        BEAR, LAND, pool="{G}{G}",
        objects=(ObjectSetup(id=1, card="bear", owner=0, zone=Zone.HAND),
                 ObjectSetup(id=2, card="land", owner=0, zone=Zone.LIBRARY),
                 ObjectSetup(id=3, card="land", owner=1, zone=Zone.LIBRARY)),
        script=(Action(action=ActionKind.CAST, player=0, object=1), Action(action=ActionKind.RESOLVE_ALL))))
    (resolved,) = history.of_kind(ev.Resolved)
    entered = next(e for e in history.of_kind(ev.ZoneChange) if e.to_zone is Zone.BATTLEFIELD)
    assert (entered.seq, entered.old_id) == (resolved.seq + 1, resolved.object)


def test_finding_steps_begun_are_the_steps_the_engine_entered(monkeypatch: pytest.MonkeyPatch) -> None:
    # turn-steps-in-order: with no attackers python-mtg still enters the declare
    # blockers and combat damage steps (CR 508.8 skips them). The History's
    # step_begin events are exactly the steps the engine's one-step function
    # ran in, in order: the adapter neither adds nor hides one.
    from mtg.engine import env

    entered: list[str] = []
    advance_one = env._advance_one

    def watching(state: dict[str, object]) -> None:
        entered.append(next(iter(state["current_step"]))[0])  # type: ignore[call-overload]
        advance_one(state)

    monkeypatch.setattr(env, "_advance_one", watching)
    history = make_adapter().run(board(
        BEAR, LAND, objects=(ObjectSetup(id=1, card="bear", owner=0, zone=Zone.BATTLEFIELD),
                             ObjectSetup(id=2, card="land", owner=0, zone=Zone.LIBRARY),
                             ObjectSetup(id=3, card="land", owner=1, zone=Zone.LIBRARY)),
        script=(Action(action=ActionKind.ADVANCE_TO, step=Step.END),)))
    assert not list(history.of_kind(ev.AttackersDeclared))
    begun = [e.step.value for e in history.of_kind(ev.StepBegin)]
    assert begun[:5] == ["beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage",
                         "end_of_combat"]
    # each step the engine left (the one it ran in) was begun in the History before it
    assert len(entered) > 5 and begun[:len(entered) - 1] == entered[1:]
