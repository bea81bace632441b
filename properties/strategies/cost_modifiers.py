"""The "cost_modifiers" family: spells cast under cost increases ("Noncreature
spells cost {1} more to cast", Thalia), cost reductions and a minimum total
cost ("each spell that would cost less than three mana to cast costs three
mana to cast", Trinisphere), so the total cost is the printed cost plus
additional costs and increases, less reductions, then raised to the minimum
(CR 601.2f).

An increase may stand on either side (it taxes every player); reductions only
help their controller. A spell is often cheap (a {B}, or {X}{B} with a small
X), so reductions reach the {0} floor and the minimum matters, with X counted. Half the time
a modifier's source changes while the cost is paid: the increaser is
sacrificed to its own mana ability or as the spell's additional cost, or the
minimum's artifact is tapped for mana. The locked total must not change. The
pool holds enough for any reading of the total, so an engine that works it
out otherwise pays a different amount, visibly. A spell of {B/P} is paid with
{B} or 2 life as drawn (CR 107.4f): the minimum sees only the mana.
"""
from __future__ import annotations

from hypothesis import strategies as st

from properties.card_facts import mana_symbols
from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Cost, Effect, EffectKind, ObjectFilter, Trigger,
    TriggerEvent, Who,
)
from reference_engine.ids import CardType, Color, ObjectId, PlayerId, Zone
from reference_engine.scenario import ManaActivation, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_watcher, gain, watcher_ability

_PRINTED = ("{B}", "{X}{B}", "{1}{B}", "{X}", "{2}", "{W}{W}", "{B/P}", "{X}{B}")
_SAC_CREATURE = Cost(sacrifice=ObjectFilter(types=CREATURE))
_SAC_FOR_MANA = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(sacrifice_self=True),
                        effects=(Effect(kind=EffectKind.ADD_MANA, mana="{C}"),))
_ON_CAST = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.CAST, player=Who.ANY),
                   effects=(gain(1),))
_TAP_FOR_MANA = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True),
                        effects=(Effect(kind=EffectKind.ADD_MANA, mana="{C}"),))


def increase(amount: int = 1, noncreature: bool = True) -> Ability:
    """"Noncreature spells cost {1} more to cast." (Thalia, Guardian of Thraben)."""
    return Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.COST_INCREASE, amount=amount,
        not_types=(CardType.CREATURE,) if noncreature else ()))


def minimum(amount: int = 3) -> Ability:
    """"As long as this artifact is untapped, each spell that would cost less
    than three mana to cast costs three mana to cast." (Trinisphere)."""
    return Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(kind=ContinuousKind.COST_MINIMUM,
                                                                    amount=amount))


def _reduction(amount: int, colors: tuple[Color, ...]) -> Ability:
    return Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.COST_REDUCTION, amount=amount, colors=colors))


def _float(board: ScenarioBuilder, player: PlayerId, cost: str, x: int = 0) -> None:
    """The cost's mana as printed, X included (generic as {C})."""
    for sym in mana_symbols(cost):
        board.add_mana(player, "{C}" * x if sym == "X" else f"{{{sym.split('/')[0]}}}")


@family("cost_modifiers")
@st.composite
def cost_modifiers(draw: st.DrawFn) -> Scenario:
    """One spell (maybe two) cast under cost increases, reductions and a minimum total cost."""
    board = ScenarioBuilder()
    me = board.active
    # Modifier sources: (id, index of its mana ability or None).
    sources: list[tuple[ObjectId, int | None]] = []
    increasers: list[ObjectId] = []
    for _ in range(draw(ints(0, 2))):
        with_mana = draw(pick((True, True, False)))
        abilities = (increase(draw(ints(1, 2)), draw(pick((True, True, False)))),) + (
            (_SAC_FOR_MANA,) if with_mana else ())
        who = draw(pick((me, me, board.opponent)))
        oid = board.put(board.card("Thalia", CREATURE, abilities=abilities), owner=who, controller=who)
        increasers.append(oid)
        if who == me:
            sources.append((oid, 1 if with_mana else None))
    if not increasers or draw(BOOLS):
        tapped = draw(pick((False, False, True)))  # a tapped one sets no minimum
        with_mana = not tapped and draw(pick((True, True, False)))
        abilities = (minimum(3),) + ((_TAP_FOR_MANA,) if with_mana else ())
        oid = board.put(board.card("Trinisphere", (CardType.ARTIFACT,), abilities=abilities),
                        controller=me, tapped=tapped)
        sources.append((oid, 1 if with_mana else None))
    for _ in range(draw(ints(0, 2))):
        colors: tuple[Color, ...] = draw(pick(((), (Color.BLACK,))))
        board.put(board.card("Familiar", CREATURE, abilities=(_reduction(draw(ints(1, 2)), colors),)),
                  controller=me)
    bear = board.put(board.card("Bear", CREATURE, power=2, toughness=2), controller=me)
    add_watcher(board, draw(pick((_ON_CAST, watcher_ability(TriggerEvent.DIES, ObjectFilter(types=CREATURE))))),
                controller=draw(ints(0, 1)))
    printed = draw(pick(_PRINTED))
    extra = draw(pick(("none", "sacrifice", "kicker", "alternative", "none")))
    spell = Ability(kind=AbilityKind.SPELL, effects=(gain(1),),
                    cost=_SAC_CREATURE if extra == "sacrifice" else None,
                    kicker=Cost(mana="{1}") if extra == "kicker" else None,
                    alternative_costs=(Cost(mana="{0}"),) if extra == "alternative" else ())
    types = draw(pick(((CardType.SORCERY,), (CardType.SORCERY,), CREATURE)))
    kw = dict(power=1, toughness=1) if CardType.CREATURE in types else {}
    card = board.put(board.card("Spell", types, abilities=(spell,), mana_cost=printed, **kw),  # type: ignore[arg-type]
                     zone=Zone.HAND)
    use_alt = extra == "alternative" and draw(BOOLS)
    x = draw(ints(0, 3)) if "X" in printed and not use_alt else 0
    kicked = extra == "kicker" and draw(BOOLS)
    # {B/P}: paid with {B} or 2 life (CR 107.4f), which a minimum does not count.
    life = (draw(BOOLS),) if "/P" in printed and not use_alt else ()
    # Enough for any reading of the total: the printed part, the kicker, every
    # increase and the minimum on top.
    _float(board, me, "{0}" if use_alt else printed, x)
    board.add_mana(me, "{1}" if kicked else "")
    board.add_mana(me, "{%d}" % (4 + 2 * len(increasers)))
    victim = None
    if extra == "sacrifice":
        victim = draw(pick([*[i for i in increasers if board.objects[i - 1].controller == me], bear]))
    used = [ManaActivation(object=oid, ability=ab) for oid, ab in sources
            if ab is not None and oid != victim and draw(pick((True, True, False)))]
    board.cast(card, pay=False, x=x, kicked=kicked, alternative=0 if use_alt else None,
               sacrifice=(victim,) if victim is not None else (), mana_abilities=tuple(used[:1]),
               phyrexian_life=life)
    board.resolve_all()
    if draw(BOOLS):  # a second spell, under whatever modifiers are left
        second = board.put(board.card("Spell", (CardType.SORCERY,), abilities=(
            Ability(kind=AbilityKind.SPELL, effects=(gain(1),)),), mana_cost="{B}"), zone=Zone.HAND)
        board.add_mana(me, "{B}{4}")
        board.cast(second, pay=False)
        board.resolve_all()
    return board.build("cost_modifiers")
