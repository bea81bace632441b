"""Families about putting things on the stack: casting and activating (CR 601,
602, 605, 733), and modal or targeted triggers (CR 603.3c-d, 608.2b)."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    ContinuousEffect,
    ContinuousKind,
    Cost,
    Effect,
    EffectKind,
    Mode,
    ObjectFilter,
    ObjectRef,
    PlayerRef,
    TargetSpec,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, Color, TargetRef, Zone
from reference_engine.scenario import ChoicePolicy, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.casting_extras import EXTRAS
from properties.strategies.parts import (
    CREATURE,
    add_creatures,
    add_spell,
    add_watcher,
    gain,
    seats,
    sweeper,
    targeted,
    watcher_ability,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, lists_of, pick

_SAC_CREATURE = Cost(sacrifice=ObjectFilter(types=CREATURE))
_KILL = targeted(EffectKind.DESTROY)
_GAIN_SPELL = Ability(kind=AbilityKind.SPELL, effects=(gain(2),))


def _watchers(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """Cast and dies watchers: both must ignore rolled-back attempts (CR 733.1)."""
    for _ in range(draw(ints(1, 2))):
        ability = draw(pick((
            Ability(kind=AbilityKind.TRIGGERED,
                    trigger=Trigger(event=TriggerEvent.CAST, player=Who.ANY), effects=(gain(1),)),
            Ability(kind=AbilityKind.TRIGGERED,  # "whenever you cast a spell"
                    trigger=Trigger(event=TriggerEvent.CAST, player=Who.YOU), effects=(gain(1),)),
            watcher_ability(TriggerEvent.DIES, ObjectFilter(types=CREATURE)),
            watcher_ability(TriggerEvent.BECOMES_TAPPED, ObjectFilter()),
        )))
        add_watcher(board, ability, controller=draw(ints(0, 1)))


@family("casting")
@st.composite
def casting(draw: st.DrawFn) -> Scenario:
    """Modes, X, additional costs, cost changes during payment, illegal
    attempts, sources sacrificed as a cost, mana abilities."""
    board = ScenarioBuilder()
    victims = add_creatures(board, [board.active] + draw(seats(draw(ints(0, 1)))))
    _watchers(board, draw)
    how = draw(pick(_HOW))
    _CASTS[how](board, draw, victims)
    board.resolve_all()
    return board.build("casting")


def _modal(board: ScenarioBuilder, draw: st.DrawFn, victims: list[int]) -> None:
    modes = (Mode(effects=(gain(2),)), Mode(effects=_KILL.effects, targets=_KILL.targets))
    spell = add_spell(board, Ability(kind=AbilityKind.SPELL, modes=modes))
    mode = draw(ints(0, 1))
    board.cast(spell, mode=mode, targets=(TargetRef(object=victims[0]),) if mode else ())


def _x_spell(board: ScenarioBuilder, draw: st.DrawFn, victims: list[int]) -> None:
    x = draw(ints(0, 3))
    key = board.card("Spell", (CardType.SORCERY,), abilities=(_GAIN_SPELL,), mana_cost="{X}{B}")
    spell = board.put(key, zone=Zone.HAND)
    board.add_mana(board.active, "{B}" + "{C}" * x)
    board.cast(spell, pay=False, x=x)


def _additional(board: ScenarioBuilder, draw: st.DrawFn, victims: list[int]) -> None:
    spell = add_spell(board, _GAIN_SPELL, cost=_SAC_CREATURE)
    board.cast(spell, sacrifice=(victims[0],))


def _reducer_sacrificed(board: ScenarioBuilder, draw: st.DrawFn, victims: list[int]) -> None:
    """The cost reducer is itself the sacrifice: the locked total still counts
    its reduction (CR 601.2f)."""
    static = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.COST_REDUCTION, amount=1, colors=(Color.BLACK,)))
    reducer = board.put(board.card("Familiar", CREATURE, abilities=(static,)))
    spell = add_spell(board, _GAIN_SPELL, cost=_SAC_CREATURE, mana_cost="{1}{B}")
    # Spare mana lets an engine that recomputes the cost overpay visibly.
    board.add_mana(board.active, "{B}" + draw(pick(("{C}", ""))))
    board.cast(spell, pay=False, sacrifice=(reducer,))


def _illegal(board: ScenarioBuilder, draw: st.DrawFn, victims: list[int]) -> None:
    """An attempt the rules forbid, then (maybe) a legal retry (CR 733.1-2)."""
    flaw = draw(pick(("no_mana", "bad_target", "sorcery_speed")))
    spell = add_spell(board, _GAIN_SPELL, cost=_SAC_CREATURE)
    if flaw == "no_mana":
        # The sacrifice is paid before the mana fails: its dies trigger must vanish.
        add_watcher(board, watcher_ability(TriggerEvent.DIES, ObjectFilter(types=CREATURE)),
                    controller=draw(ints(0, 1)))
        board.cast(spell, pay=False, sacrifice=(victims[0],))
    elif flaw == "bad_target":
        relic = board.put(board.card("Relic", (CardType.ENCHANTMENT,)))
        board.cast(add_spell(board, _KILL), targets=(TargetRef(object=relic),))
    else:
        board.cast(add_spell(board, _GAIN_SPELL, instant=True, mana_cost="{W}"))
        board.cast(spell, sacrifice=(victims[0],))
    # A legal action next: priority comes back, and with it anything the
    # reversed attempt wrongly left waiting to be put on the stack.
    board.cast(add_spell(board, _GAIN_SPELL, instant=True, mana_cost="{G}"))
    board.resolve_all()


def _sacrificed_source(board: ScenarioBuilder, draw: st.DrawFn, victims: list[int]) -> None:
    """"{T}, Sacrifice this: you gain 1 life": it resolves without its source (CR 113.7a)."""
    ability = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=draw(BOOLS),
                                                            sacrifice_self=True),
                      effects=(gain(1),))
    types = draw(pick((CREATURE, (CardType.ARTIFACT,))))
    board.activate(board.put(board.card("Stone", types, abilities=(ability,))), 0)


def _mana_ability(board: ScenarioBuilder, draw: st.DrawFn, victims: list[int]) -> None:
    """A mana ability resolves at once, off the stack (CR 605.3a-b)."""
    tap = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True),
                  effects=(Effect(kind=EffectKind.ADD_MANA, mana="{B}"),))
    land = board.put(board.card("Swamp", (CardType.LAND,), abilities=(tap,)))
    board.activate(land, 0)
    board.cast(add_spell(board, _GAIN_SPELL), pay=False)


_CASTS = {
    "modes": _modal, "x": _x_spell, "additional": _additional, "reduction": _reducer_sacrificed,
    "illegal": _illegal, "sac_source": _sacrificed_source, "mana": _mana_ability, **EXTRAS,
}
# Early entries are drawn most often. The orphaned-ability, cleanup and
# sorcery-speed cases come first: each feeds a property that draws from few
# other families. Illegal attempts are listed twice: CR 733 has several
# properties to feed. (The order is kept: other properties' draws depend on it.)
_RARE = ("orphan", "cleanup", "sorcery_ability")
_HOW = _RARE + tuple(h for h in _CASTS if h not in _RARE) + ("illegal",)


_TARGET_KINDS = (
    TargetSpec(objects=ObjectFilter(types=(CardType.ARTIFACT,))),
    TargetSpec(objects=ObjectFilter(types=CREATURE)),
    TargetSpec(players=Who.OPPONENT),
)


def _hit(spec: TargetSpec) -> Effect:
    if spec.players is not None:
        return Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.TARGET)
    return Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET)


@family("modal_targets")
@st.composite
def modal_targets(draw: st.DrawFn) -> Scenario:
    """Modal and targeted triggers with and without legal choices, and spells
    whose every target is gone on resolution (CR 603.3c-d, 608.2b)."""
    board = ScenarioBuilder()
    victims = add_creatures(board, draw(seats(draw(ints(1, 2)))))
    if draw(BOOLS):
        board.put(board.card("Trinket", (CardType.ARTIFACT,)), owner=draw(ints(0, 1)))
    if draw(BOOLS):
        _fizzle(board, draw, victims)
        return board.build("modal_targets")
    specs = draw(lists_of(pick(_TARGET_KINDS), min_size=1, max_size=2))
    if len(specs) > 1 or draw(BOOLS):
        modes = tuple(Mode(effects=(_hit(s),), targets=(s,)) for s in specs) + (
            Mode(effects=(gain(1),)),) * draw(ints(0, 1))
        ability = watcher_ability(TriggerEvent.DIES, ObjectFilter(types=CREATURE), (), modes=modes)
    else:
        ability = watcher_ability(TriggerEvent.DIES, ObjectFilter(types=CREATURE),
                                  (_hit(specs[0]),), targets=(specs[0],))
    watcher = add_watcher(board, ability, controller=draw(ints(0, 1)))
    board.cast(add_spell(board, sweeper(EffectKind.DESTROY)))
    board.resolve_all()
    ref = f"{board.objects[watcher - 1].card}/0"
    prefer = {ref: draw(ints(0, len(ability.modes)))} if ability.modes else {}
    return board.build("modal_targets", choices=ChoicePolicy(mode_by_ability=prefer))


def _fizzle(board: ScenarioBuilder, draw: st.DrawFn, victims: list[int]) -> None:
    """A sorcery's only target is exiled in response: it does not resolve and
    is not countered (CR 608.2b)."""
    countered = Ability(kind=AbilityKind.TRIGGERED,
                        trigger=Trigger(event=TriggerEvent.SPELL_COUNTERED), effects=(gain(1),))
    add_watcher(board, countered, controller=draw(ints(0, 1)))
    target = (TargetRef(object=draw(pick(victims))),)
    board.cast(add_spell(board, _KILL), targets=target)
    exile = targeted(EffectKind.EXILE)
    board.cast(add_spell(board, exile, instant=True, mana_cost="{W}"), targets=target)
    board.resolve_all()

