"""Families about zone changes: simultaneous events, leaving and returning,
and cards with triggers sitting in hidden zones."""
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
    ObjectFilter,
    ObjectRef,
    PlayerRef,
    Subject,
    Trigger,
    TriggerEvent,
)
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    CREATURE,
    WATCHER_TYPES,
    add_creatures,
    add_spell,
    add_watcher,
    answers,
    creature_filters,
    enters_qualifiers,
    optionality,
    payoffs,
    seats,
    token_payoffs,
    sweeper,
    targeted,
    watcher_ability,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

_DIE = (TriggerEvent.DIES, TriggerEvent.PUT_INTO_GRAVEYARD, TriggerEvent.LEAVES)
# (what the watchers may wait for, the one spell that does it to every creature)
_SWEEPS: tuple[tuple[tuple[TriggerEvent, ...], Ability], ...] = (
    (_DIE, sweeper(EffectKind.DESTROY)),
    ((TriggerEvent.DEALT_DAMAGE,), sweeper(EffectKind.DEAL_DAMAGE, amount=1)),
    ((TriggerEvent.LEAVES,), sweeper(EffectKind.EXILE)),
    ((TriggerEvent.RETURNED_TO_HAND, TriggerEvent.LEAVES), sweeper(EffectKind.RETURN_TO_HAND)),
    # Lethal damage: damage triggers and, after state-based actions, dies triggers.
    ((TriggerEvent.DIES, TriggerEvent.DEALT_DAMAGE), sweeper(EffectKind.DEAL_DAMAGE, amount=3)),
    # "All creatures get -2/-2 until end of turn": those left at 0 toughness die together (CR 704.5f).
    (_DIE, Ability(kind=AbilityKind.SPELL, effects=(Effect(
        kind=EffectKind.MODIFY_PT, object=ObjectRef.ALL, filter=ObjectFilter(types=CREATURE),
        power=-2, toughness=-2),))),
)


@family("simultaneous")
@st.composite
def simultaneous(draw: st.DrawFn) -> Scenario:
    """One spell kills, damages, exiles or bounces every creature at once,
    watched by abilities whose filters match some of the victims (CR 603.2c)."""
    board = ScenarioBuilder()
    events, spell = draw(pick(_SWEEPS))
    n = draw(ints(1, 3))
    add_creatures(board, draw(seats(n)), toughness=draw(pick((2, 1, 4))))
    for _ in range(draw(ints(1, 2))):
        ability = watcher_ability(draw(pick(events)), draw(creature_filters()),
                                  draw(payoffs()), **draw(optionality()))
        add_watcher(board, ability, controller=draw(ints(0, 1)),
                    types=draw(pick(WATCHER_TYPES)))
    board.cast(add_spell(board, spell))
    board.resolve_all()
    if draw(BOOLS):
        _add_entering(board, draw)
    return board.build("simultaneous", choices=draw(answers()))


def _add_entering(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """A creature spell cast after the sweep, watched by enters triggers, maybe
    into an effect that strips creatures of their abilities (CR 603.6b)."""
    for kind in draw(pick(((), (ContinuousKind.LOSE_ALL_ABILITIES,), (ContinuousKind.ENTERS_TAPPED,)))):
        board.effect(ContinuousEffect(kind=kind, filter=ObjectFilter(types=CREATURE)))
    watch = watcher_ability(TriggerEvent.ENTERS, draw(creature_filters()), draw(payoffs()),
                            tapped=draw(enters_qualifiers()))
    key = board.card("Newcomer", CREATURE, abilities=(watch,), mana_cost="{G}")
    board.cast(board.put(key, zone=Zone.HAND))
    board.resolve_all()


_RETURN_IT = Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.IT)


@family("leave_return")
@st.composite
def leave_return(draw: st.DrawFn) -> Scenario:
    """Objects leave while a cost is paid, while a spell resolves, or together
    with the watcher; a returning object is a new object (CR 400.7, 603.10a)."""
    board = ScenarioBuilder()
    how = draw(pick(("together", "cost", "self_cost", "returns", "attached", "twice",
                                "phases")))
    victims = add_creatures(board, [board.active] + draw(seats(draw(ints(0, 1)))))
    event = draw(pick((TriggerEvent.DIES, TriggerEvent.LEAVES, TriggerEvent.ENTERS)))
    types = CREATURE if how == "together" else draw(pick(WATCHER_TYPES))
    watch = watcher_ability(event, draw(creature_filters()), draw(payoffs()))
    # Owner and controller may differ: the trigger follows the controller (CR 603.3a).
    add_watcher(board, watch, controller=draw(ints(0, 1)), types=types,
                owner=draw(ints(0, 1)))
    if how == "cost":
        _sacrifice_outlet(board, victims[0])
    elif how == "self_cost":
        _self_sacrificer(board)
    elif how == "twice":
        _one_at_a_time(board, draw, victims)
    elif how == "phases":
        _phase_out(board, draw)
    else:
        if how == "attached":
            _add_equipment(board, draw, victims[0])
        if how == "returns":
            _add_returner(board, draw)
        board.cast(add_spell(board, sweeper(EffectKind.DESTROY)))
    board.resolve_all()
    return board.build("leave_return")


_ATTACHABLE = (((CardType.ARTIFACT,), "Equipment"), ((CardType.ENCHANTMENT,), "Aura"))


def _add_equipment(board: ScenarioBuilder, draw: st.DrawFn, host: int) -> None:
    """Equipment or an Aura that watches itself become unattached; the sweep
    may destroy it together with its host, so only looking back sees it (CR 603.10c)."""
    watch = watcher_ability(TriggerEvent.BECOMES_UNATTACHED, ObjectFilter(subject=Subject.SELF),
                            draw(payoffs()))
    types, subtype = draw(pick(_ATTACHABLE))
    key = board.card("Harness", types, abilities=(watch,), subtypes=(subtype,))
    board.put(key, controller=board.active, attached_to=host)
    if draw(BOOLS):  # it and creatures in one sweep
        board.cast(add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(Effect(
            kind=EffectKind.DESTROY, object=ObjectRef.ALL,
            filter=ObjectFilter(any_types=(types[0], CardType.CREATURE))),))))
        board.resolve_all()


def _phase_out(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """Creatures that watch themselves phase out, phased out all at once: only
    looking back sees them (CR 603.10b)."""
    watch = watcher_ability(TriggerEvent.PHASES_OUT, ObjectFilter(subject=Subject.SELF),
                            draw(payoffs()))
    key = board.card("Familiar", CREATURE, abilities=(watch,))
    for p in draw(seats(draw(ints(1, 2)))):
        board.put(key, owner=p, controller=p)
    board.cast(add_spell(board, sweeper(EffectKind.PHASE_OUT)))
    turns = draw(ints(0, 2))
    if turns:  # they phase in during their controller's untap step (CR 702.26a)
        board.resolve_all()
        filler = board.card("Filler", (CardType.LAND,))
        for p in range(board.n_players):
            board.put(filler, owner=p, zone=Zone.LIBRARY)
    for _ in range(turns):
        board.advance_to(Step.UPKEEP)


def _one_at_a_time(board: ScenarioBuilder, draw: st.DrawFn, victims: list[int]) -> None:
    """Two creatures die one after the other in one turn, watched by a "do this
    only once each turn" ability (CR 603.2h)."""
    once = Trigger(event=TriggerEvent.DIES, subject=ObjectFilter(types=CREATURE), once_each_turn=True)
    watch = Ability(kind=AbilityKind.TRIGGERED, trigger=once, effects=draw(payoffs()),
                    **draw(optionality()))
    add_watcher(board, watch, controller=draw(ints(0, 1)))
    second = victims[1] if len(victims) > 1 else add_creatures(board, [board.opponent])[0]
    for victim in (victims[0], second):
        board.cast(add_spell(board, targeted(EffectKind.DESTROY)),
                   targets=(TargetRef(object=victim),))
        board.resolve_all()


def _sacrifice_outlet(board: ScenarioBuilder, victim: int) -> None:
    """"Sacrifice a creature: you gain 1 life", paid with ``victim``."""
    outlet = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(sacrifice=ObjectFilter(types=CREATURE)),
                     effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),))
    altar = board.put(board.card("Altar", (CardType.ARTIFACT,), abilities=(outlet,)))
    board.activate(altar, 0, sacrifice=(victim,))


def _self_sacrificer(board: ScenarioBuilder) -> None:
    """A creature that sacrifices itself as a cost and watches its own death."""
    own = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(sacrifice_self=True),
                  effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),))
    dies = watcher_ability(TriggerEvent.DIES, ObjectFilter(subject=Subject.SELF))
    board.activate(board.put(board.card("Martyr", CREATURE, abilities=(own, dies))), 0)


def _add_returner(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """"When this dies, return it to the battlefield", with its own enters trigger."""
    back = watcher_ability(TriggerEvent.DIES, ObjectFilter(subject=Subject.SELF), (_RETURN_IT,))
    enters = watcher_ability(TriggerEvent.ENTERS, ObjectFilter(subject=Subject.SELF),
                             draw(payoffs()))
    key = board.card("Phoenix", CREATURE, abilities=(back, enters))
    owner = draw(ints(0, 1))
    board.put(key, owner=owner, controller=owner)


_OWN_ARRIVAL = watcher_ability(TriggerEvent.PUT_INTO_GRAVEYARD, ObjectFilter(subject=Subject.SELF))
"""When this is put into a graveyard from anywhere, ..."""
_HIDDEN_WATCHES: tuple[Ability, ...] = (
    watcher_ability(TriggerEvent.DIES, ObjectFilter(types=CREATURE)),
    _OWN_ARRIVAL,
    Ability(kind=AbilityKind.TRIGGERED,
            trigger=Trigger(event=TriggerEvent.BEGINNING_OF_STEP, step=Step.END),
            effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)),
    # "Whenever a player gains life, each opponent loses 1 life": a watcher
    # that gained life itself would trigger on its own gain without end.
    watcher_ability(TriggerEvent.GAIN_LIFE, effects=(Effect(kind=EffectKind.LOSE_LIFE, amount=1),)),
)


_ANY_CARD_HERE = ObjectFilter(any_types=(CardType.SORCERY, CardType.LAND, CardType.CREATURE))
"""Every card of a hidden_zones scenario (the Oracle text of an empty filter says "permanent card")."""
_MILL = Ability(kind=AbilityKind.SPELL, effects=(Effect(kind=EffectKind.MILL, amount=2, player=PlayerRef.EACH_PLAYER),))


@family("hidden_zones")
@st.composite
def hidden_zones(draw: st.DrawFn) -> Scenario:
    """Cards with triggers in libraries and hands: they must not trigger while
    hidden (CR 603.2f), except as they arrive somewhere public. Half the
    time a watcher of cards put into a graveyard from one zone (the stack or
    a library) or from anywhere, a card with its own "when this is put into
    a graveyard from anywhere" in a library, and a spell that mills."""
    board = ScenarioBuilder()
    watched = draw(ints(0, 1)) == 0  # half the time, and in the simplest scenario
    add_creatures(board, draw(seats(draw(ints(1, 2)))))
    for _ in range(draw(ints(0 if watched else 1, 3))):  # the watched card below is hidden too
        key = board.card("Hidden", CREATURE, abilities=(draw(pick(_HIDDEN_WATCHES)),))
        zone = draw(pick((Zone.LIBRARY, Zone.HAND, Zone.BATTLEFIELD)))
        owner = draw(ints(0, 1))
        board.put(key, owner=owner, zone=zone, controller=owner)
    if watched:  # its own "when this is put into a graveyard from anywhere", near a library's top
        board.put(board.card("Hidden", CREATURE, abilities=(_OWN_ARRIVAL,)), owner=draw(ints(0, 1)),
                  zone=Zone.LIBRARY)
    filler = board.card("Filler", (CardType.LAND,))
    for p in (0, 1):
        board.put(filler, owner=p, zone=Zone.LIBRARY)
    if watched:
        # "Whenever a card is put into a graveyard from the stack" (the spell
        # below, as it resolves), "from a library" (what it mills): one zone
        # only; or "from anywhere" (both).
        add_watcher(board, Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(
            event=TriggerEvent.PUT_INTO_GRAVEYARD, subject=_ANY_CARD_HERE,
            from_zone=draw(pick((Zone.STACK, None, Zone.LIBRARY)))),
            effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)), controller=draw(ints(0, 1)))
        spell = _MILL
    else:
        spell = draw(pick((sweeper(EffectKind.DESTROY), _MILL, Ability(kind=AbilityKind.SPELL, effects=(
            Effect(kind=EffectKind.GAIN_LIFE, amount=2),)))))
    board.cast(add_spell(board, spell))
    board.resolve_all()
    if draw(BOOLS):
        board.advance_to(Step.END)
    return board.build("hidden_zones")
