"""Cost increases, reductions and minimum total costs on the reference engine
(CR 601.2f), the total locked in before payment (CR 601.2g-h), and convoke
(CR 702.51a)."""
from __future__ import annotations

import pytest

from tests.engine.builder import act, creature, of, on, permanent, play, scenario, spell, trig
from properties.strategies.cost_modifiers import increase, minimum
from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Cost, Effect, EffectKind, ObjectRef, Subject, TargetSpec,
    TriggerEvent, Who,
)
from reference_engine.cards import CardDef
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.history import History
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import ManaActivation

GAIN = Effect(kind=EffectKind.GAIN_LIFE, amount=1)
SAC_FOR_C = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(sacrifice_self=True),
                    effects=(Effect(kind=EffectKind.ADD_MANA, mana="{C}"),))
TAP_FOR_C = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True),
                    effects=(Effect(kind=EffectKind.ADD_MANA, mana="{C}"),))
THALIA = creature("thalia", increase(1), SAC_FOR_C, cost="{1}{W}")
SPHERE = permanent("sphere", (CardType.ARTIFACT,), minimum(3), TAP_FOR_C, mana_cost="{3}")
CHEAPER = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(kind=ContinuousKind.COST_REDUCTION, amount=1))
FAMILIAR = creature("familiar", CHEAPER)


def _locked(cards: list, objects: list, pool: str, **cast: object) -> History:  # type: ignore[type-arg]
    return play(scenario(cards, [*objects, on("s", 9, zone=Zone.HAND)], [act("cast", object=9, **cast)],
                         pools={0: pool}))


def _mana(h: History, kind: str = "cost_locked") -> str:
    """The spell's own lock or payment, not a mana ability's."""
    spell = next(z.new_id for z in of(h, "zone_change") if z.to_zone is Zone.STACK)  # type: ignore[union-attr]
    return next(e.mana for e in of(h, kind) if e.object == spell)  # type: ignore[union-attr]


def test_601_2f_an_increase_taxes_noncreature_spells_of_every_player() -> None:
    sorcery = spell("s", GAIN, cost="{B}")
    assert _mana(_locked([THALIA, sorcery], [on("thalia", 1, owner=1)], "{1}{B}")) == "{1}{B}"
    bear = creature("s", cost="{1}{G}")
    assert _mana(_locked([THALIA, bear], [on("thalia", 1)], "{1}{G}")) == "{1}{G}"


def test_601_2f_increases_are_added_before_reductions_are_taken_off() -> None:
    # {B} + {1} - {1}: the floor applies to the sum, so the spell costs {B}, not {1}{B}.
    h = _locked([THALIA, FAMILIAR, spell("s", GAIN, cost="{B}")], [on("thalia", 1), on("familiar", 2)], "{B}")
    assert _mana(h) == "{B}" and of(h, "cast")


def test_601_2f_a_minimum_raises_a_cheap_spell_after_reductions() -> None:
    # {1}{B} less {1} is {B}; the minimum of three makes it {2}{B}.
    h = _locked([SPHERE, FAMILIAR, spell("s", GAIN, cost="{1}{B}")], [on("sphere", 1), on("familiar", 2)],
                "{2}{B}")
    assert _mana(h) == "{2}{B}"


def test_601_2f_a_minimum_counts_x_as_announced_and_a_tapped_source_sets_none() -> None:
    x_spell = spell("s", GAIN, cost="{X}{B}")
    assert _mana(_locked([SPHERE, x_spell], [on("sphere", 1)], "{2}{B}", x=2)) == "{2}{B}"
    assert _mana(_locked([SPHERE, x_spell], [on("sphere", 1, tapped=True)], "{B}")) == "{B}"


@pytest.mark.parametrize("source", ["thalia", "sphere"])
def test_601_2h_the_locked_total_stands_when_the_source_changes_during_payment(source: str) -> None:
    # Thalia sacrificed for mana, or the sphere tapped for mana, while the
    # total is paid: the total was locked in before (CR 601.2f-g).
    cards = [THALIA, SPHERE, spell("s", GAIN, cost="{B}")]
    use = (ManaActivation(object=1, ability=1),)
    pool = "{B}" if source == "thalia" else "{1}{B}"
    h = _locked(cards, [on(source, 1)], pool, mana_abilities=use)
    want = "{1}{B}" if source == "thalia" else "{2}{B}"
    assert _mana(h) == want and _mana(h, "cost_paid") == want and of(h, "cast")

    class Unlocked(Rules):
        def cost_locked_before_payment(self) -> bool:
            return False

    late = play(scenario(cards, [on(source, 1), on("s", 9, zone=Zone.HAND)],
                         [act("cast", object=9, mana_abilities=use)], pools={0: pool}), Unlocked())
    assert _mana(late, "cost_paid") == "{B}"


def test_the_mutant_hooks_break_the_order_and_the_filter() -> None:
    class Interleaved(Rules):
        def generic_after_modifiers(self, generic: int, increase: int, reductions: tuple[int, ...]) -> int:
            return max(0, generic - sum(reductions)) + increase

    sc = scenario([THALIA, FAMILIAR, spell("s", GAIN, cost="{B}")],
                  [on("thalia", 1), on("familiar", 2), on("s", 9, zone=Zone.HAND)],
                  [act("cast", object=9)], pools={0: "{1}{B}"})
    assert _mana(play(sc, Interleaved())) == "{1}{B}"


def test_format_1_refuses_the_cost_words_and_validation_is_strict() -> None:
    for card in (THALIA, SPHERE):
        doc = to_json(scenario([card], [], []))
        doc["format"] = "mtgconf-scenario/1"
        with pytest.raises(ScenarioError, match="needs 'mtgconf-scenario/1.1'"):
            scenario_from_json(doc)
    bad = [
        (ContinuousEffect(kind=ContinuousKind.COST_INCREASE, amount=0), r"\.amount: at least 1 mana"),
        (ContinuousEffect(kind=ContinuousKind.COST_REDUCTION, amount=1, not_types=(CardType.CREATURE,)),
         "'not_types' only on a cost_increase"),
        (ContinuousEffect(kind=ContinuousKind.COST_MINIMUM, amount=3, colors=()), None),
    ]
    for static, message in bad:
        card = permanent("odd", (CardType.ARTIFACT,), Ability(kind=AbilityKind.STATIC, static=static))
        doc = to_json(scenario([card], [], []))
        if message is None:
            scenario_from_json(doc)
            continue
        with pytest.raises(ScenarioError, match=message):
            scenario_from_json(doc)
    floating = to_json(scenario([], [], [], effects=(ContinuousEffect(kind=ContinuousKind.COST_MINIMUM, amount=3),)))
    with pytest.raises(ScenarioError, match=r"\$\.effects\[0\]\.kind: 'cost_minimum' only on a permanent"):
        scenario_from_json(floating)



# ---------------------------------------------------------------- convoke (CR 702.51)

STOKE = CardDef(key="stoke", name="Stoke the Flames", mana_cost="{2}{R}{R}", types=(CardType.INSTANT,),
                abilities=(Ability(kind=AbilityKind.SPELL, convoke=True, targets=(TargetSpec(players=Who.ANY),),
                                   effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=4,
                                                   object=ObjectRef.TARGET),)),))
GOBLIN = creature("goblin", cost="{R}")
ELF = creature("elf", cost="{G}")
WATCH = permanent("watch", (CardType.ENCHANTMENT,), trig(TriggerEvent.BECOMES_TAPPED, subject=Subject.ANY,
                                                          types=(CardType.CREATURE,)))


def _convoke(convokers: tuple[int, ...], pool: str, rules: Rules | None = None) -> History:
    objs = [on("goblin", 1, summoning_sick=True), on("elf", 2), on("watch", 3), on("stoke", 5, zone=Zone.HAND)]
    return play(scenario([STOKE, GOBLIN, ELF, WATCH], objs,
                         [act("cast", object=5, convoke=convokers, targets=(TargetRef(player=1),)),
                          act("resolve_all")], pools={0: pool}), rules)


def test_702_51a_each_convoking_creature_pays_one_mana_and_becomes_tapped() -> None:
    # A red creature pays for {R}, a green one for {1}: {R}{1} is left for the pool.
    # The goblin just arrived: convoke is no {T} ability, so that does not matter.
    h = _convoke((1, 2), "{1}{R}")
    assert of(h, "cast") and not of(h, "illegal_action") and h.final is not None
    assert h.final.players[1].life == 16 and h.final.players[0].life == 22  # two "becomes tapped" triggers
    taps = [e.seq for e in of(h, "tapped")]
    lock, paid = of(h, "cost_locked")[0].seq, of(h, "cost_paid")[0].seq
    assert len(taps) == 2 and all(lock < t < paid for t in taps)
    assert [t.causes for t in of(h, "triggered")] == [(taps[0],), (taps[1],)]


def test_702_51a_a_tapped_creature_cannot_convoke_and_the_cast_is_reversed() -> None:
    objs = [on("goblin", 1, tapped=True), on("stoke", 5, zone=Zone.HAND)]
    h = play(scenario([STOKE, GOBLIN], objs, [act("cast", object=5, convoke=(1,), targets=(TargetRef(player=1),))],
                      pools={0: "{1}{R}{R}"}))
    assert of(h, "illegal_action") and not of(h, "cast")


def test_convoke_is_refused_without_the_keyword_and_outside_a_cast() -> None:
    plain = spell("s", GAIN, cost="{1}{B}")
    h = play(scenario([plain, GOBLIN], [on("goblin", 1), on("s", 9, zone=Zone.HAND)],
                      [act("cast", object=9, convoke=(1,))], pools={0: "{1}{B}"}))
    assert of(h, "illegal_action")[0].reason == "this spell has no convoke"  # type: ignore[union-attr]
    doc = to_json(scenario([GOBLIN], [on("goblin", 1)], [act("activate", object=1, convoke=(1,))]))
    with pytest.raises(ScenarioError, match=r"\$\.script\[0\]\.convoke: creatures tapped for convoke only on a cast"):
        scenario_from_json(doc)
    doc = to_json(scenario([STOKE], [], []))
    doc["format"] = "mtgconf-scenario/1"
    with pytest.raises(ScenarioError, match=r"convoke needs 'mtgconf-scenario/1.1'"):
        scenario_from_json(doc)


def test_the_mutant_hook_reports_a_convoke_tap_twice() -> None:
    class Twice(Rules):
        def convoke_tap_occurrences(self) -> int:
            return 2

    assert len(of(_convoke((2,), "{1}{R}{R}", Twice()), "triggered")) == 2
