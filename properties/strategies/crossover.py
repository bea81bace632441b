"""The crossover family: boards and scripts drawn from the whole vocabulary at
once, so mechanisms that the focused families keep apart meet.

Creatures of several subtypes and colours on every side, some with +1/+1 or
-1/-1 counters or damage already marked; watchers of any trigger event (but
never of what their own effect does, which would loop), with any subject
filter and now and then an intervening "if"; now and then one
continuous effect (prevention, all of it or 1 of each damage, exile instead of dying, enters tapped,
abilities lost, lands animated, indestructible, an additional +1/+1
counter on each creature entering, first strike or double strike; with
three casts or more and none of those, noncreature spells cost {1} more,
CR 601.2f). The script casts one to three spells from
every effect kind, sweepers and targeted ones (removal, counters, control
changes, flicker, bounce, tapping, phasing, life, cards, "until end of
turn" pumps and -X/-X shrinks, counters removed, damage to a planeswalker,
"if that creature would die this turn, exile it instead"),
after, now and then, a planeswalker's loyalty ability; the later ones cast
by the other player in response, now and then after an Aura spell is cast
on a creature (CR 303.4a) or an Equipment equips one (CR 702.6a); now and then the active player returns
every creature card from their graveyard at once (CR 603.6a); then it may
move on to combat (where the defending player now and then tries an instant
"cast this spell only during ...", CR 601.3), or else, now and then, cast a spell that chooses two or
more modes, is entwined or is a spree spell (CR 700.2, 702.42a, 702.172a), or
a creature spell copied by Double Major, whose copy becomes a token (CR
608.3f); now and then, last, an artifact's "{B/P}: You gain 1 life." is
activated for 2 life (CR 602.2b). So counters
meet sweepers, control changes meet flicker, a target leaves in response,
and a state-based action causes another (a -1/-1 counter kills a creature
whose death triggers a sweeper of its own).

Its scenarios are steered with ``target()`` towards rare decisions (many
simultaneous events, long chains of state-based actions, many kinds of event
in one History; see ``properties.strategies.aims.rare_decisions``): the runner
aims on the History of the engine under test, since a strategy never plays
the reference engine.
"""
from __future__ import annotations

from dataclasses import replace
from hypothesis import strategies as st

from reference_engine.cards import CardDef
from reference_engine.abilities import (
    Ability,
    AbilityKind,
    Condition,
    ConditionKind,
    ContinuousEffect,
    ContinuousKind,
    Cost,
    Effect,
    EffectKind,
    ObjectFilter,
    ObjectRef,
    PlayerRef,
    Subject,
    TargetSpec,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, Color, PlayerId, Step, TargetRef, Zone
from reference_engine.scenario import Action, ActionKind, Attack, Scenario

from properties.strategies.aura_spells import cast_aura
from properties.strategies.cast_windows import TIMINGS as CAST_TIMINGS, restricted_instant
from properties.strategies.builder import ScenarioBuilder
from properties.strategies.equips import equip_once
from properties.strategies.entering_choices import cast_banner_then_kin
from properties.strategies.modal_choices import cast_modal_spell
from properties.strategies.permanent_copies import copied_creature
from properties.strategies.families import family
from properties.matching import LOOK_BACK
from properties.strategies.parts import CREATURE, add_watcher, enters_qualifiers, gain
from properties.strategies.planeswalkers import add_walker
from properties.strategies.draws import BOOLS, ints, pick

FAMILY = "crossover"
SUBTYPES = ("Elf", "Goblin")
COLOURS = ("{G}", "{R}", "{B}")

_EVENTS = tuple(e for e in TriggerEvent if e not in (TriggerEvent.STATE, TriggerEvent.BEGINNING_OF_STEP))
# "If ... mana was spent to cast it" reads the spell its source was: only on
# that source's own enters trigger, which the adamant family draws.
_CONDITIONS = tuple(k for k in ConditionKind if k is not ConditionKind.SAME_COLOR_MANA_SPENT)
# "If a creature died this turn" on an ability that looks back (a dies or
# leaves trigger): whether the death being looked back from already counts is
# the open question of CR 603.4 against 603.10a, left out of the swarm.
_LOOKING_BACK = LOOK_BACK | {TriggerEvent.PUT_INTO_GRAVEYARD, TriggerEvent.PUT_INTO_EXILE}
_SWEEPS = (
    Effect(kind=EffectKind.DEAL_DAMAGE, amount=1), Effect(kind=EffectKind.DEAL_DAMAGE, amount=3),
    Effect(kind=EffectKind.DESTROY), Effect(kind=EffectKind.EXILE), Effect(kind=EffectKind.RETURN_TO_HAND),
    Effect(kind=EffectKind.PUT_COUNTERS, amount=1, counter="-1/-1"),
    Effect(kind=EffectKind.PUT_COUNTERS, amount=1, counter="+1/+1"),
    Effect(kind=EffectKind.TAP), Effect(kind=EffectKind.UNTAP), Effect(kind=EffectKind.PHASE_OUT),
    Effect(kind=EffectKind.SACRIFICE),
    Effect(kind=EffectKind.MODIFY_PT, power=-2, toughness=-2),
    Effect(kind=EffectKind.MODIFY_PT, power=1, toughness=1),
    Effect(kind=EffectKind.REMOVE_COUNTERS, amount=1, counter="+1/+1"),
)
_TARGETED = (
    EffectKind.DESTROY, EffectKind.EXILE, EffectKind.GAIN_CONTROL, EffectKind.RETURN_TO_HAND,
    EffectKind.DEAL_DAMAGE, EffectKind.PUT_COUNTERS, EffectKind.TAP, EffectKind.PHASE_OUT,
    EffectKind.PUT_ON_LIBRARY, EffectKind.MODIFY_PT, EffectKind.REMOVE_COUNTERS, EffectKind.EXILE_IF_WOULD_DIE,
)
_AT_PLAYER = (
    Effect(kind=EffectKind.LOSE_LIFE, amount=2, player=PlayerRef.TARGET),
    Effect(kind=EffectKind.DRAW, amount=1, player=PlayerRef.TARGET),
    Effect(kind=EffectKind.MILL, amount=2, player=PlayerRef.TARGET),
    Effect(kind=EffectKind.GAIN_LIFE, amount=2, player=PlayerRef.TARGET),
)
_CONTINUOUS = (
    ContinuousKind.PREVENT_ALL_DAMAGE, ContinuousKind.EXILE_INSTEAD_OF_DYING, ContinuousKind.ENTERS_TAPPED,
    ContinuousKind.LOSE_ALL_ABILITIES, ContinuousKind.LANDS_ARE_CREATURES, ContinuousKind.INDESTRUCTIBLE,
    ContinuousKind.ENTERS_WITH_COUNTERS, ContinuousKind.FIRST_STRIKE, ContinuousKind.DOUBLE_STRIKE,
)


def _filter(draw: st.DrawFn) -> ObjectFilter:
    return ObjectFilter(
        subject=draw(pick((Subject.ANY, Subject.ANY, Subject.ANOTHER, Subject.SELF))),
        types=draw(pick(((), CREATURE, (CardType.LAND,)))),
        subtypes=draw(pick(((), (), (SUBTYPES[0],), SUBTYPES))),
        controller=draw(pick(tuple(Who))),
        not_colors=draw(pick(((), (), (Color.RED,)))),
    )


def _condition(draw: st.DrawFn, event: TriggerEvent) -> Condition:
    kind = draw(pick(_CONDITIONS))
    if kind is ConditionKind.CREATURE_DIED_THIS_TURN and event in _LOOKING_BACK:
        kind = ConditionKind.CONTROL_CREATURES_AT_LEAST
    if kind is ConditionKind.CONTROL_AT_LEAST and event in _LOOKING_BACK:
        # Counting Elves as some of them leave is the open question
        # creature_counts leaves out.
        kind = ConditionKind.SOURCE_UNTAPPED
    if kind is ConditionKind.SOURCE_IN_ZONE and event is not TriggerEvent.PUT_INTO_GRAVEYARD:
        # "If this card is in your graveyard" means something on a card's own
        # "put into a graveyard from anywhere" ability, which sees it arrive;
        # it is refused on a trigger that looks back (CR 603.10a).
        kind = ConditionKind.SOURCE_UNTAPPED
    amount = draw(ints(0, 3)) if kind is not ConditionKind.LIFE_AT_LEAST else draw(pick((1, 20, 21)))
    counter = draw(pick(("+1/+1", "-1/-1")))
    if kind is ConditionKind.CONTROL_AT_LEAST:  # "if you control N or more Elves"
        return Condition(kind=kind, amount=max(amount, 1), filter=ObjectFilter(subtypes=(SUBTYPES[0],)))
    if kind is ConditionKind.SOURCE_IN_ZONE:
        return Condition(kind=kind, zone=Zone.GRAVEYARD)
    return Condition(kind=kind, amount=amount, counter=counter)


_BEAST_COUNTERS: tuple[dict[str, int], ...] = ({}, {}, {"+1/+1": 1}, {"-1/-1": 1}, {"+1/+1": 1, "-1/-1": 1})
_PAYOFFS: tuple[tuple[tuple[Effect, ...], frozenset[TriggerEvent]], ...] = (
    # (what a watcher does, the events it must not watch: those would loop forever)
    ((gain(1),), frozenset({TriggerEvent.GAIN_LIFE})),
    ((Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.EACH_OPPONENT),), frozenset()),
    ((Effect(kind=EffectKind.DRAW, amount=1),), frozenset({TriggerEvent.DRAW})),
    ((Effect(kind=EffectKind.PUT_COUNTERS, amount=1, counter="-1/-1", object=ObjectRef.ALL,
             filter=ObjectFilter(types=CREATURE, subtypes=(SUBTYPES[1],))),),
     frozenset({TriggerEvent.COUNTER_PUT, TriggerEvent.COUNTERS_PUT})),
    ((Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.ALL, filter=ObjectFilter(types=CREATURE)),),
     frozenset({TriggerEvent.DEALT_DAMAGE, TriggerEvent.DEALS_DAMAGE, TriggerEvent.DAMAGE_PREVENTED})),
)


def _payoff(draw: st.DrawFn, event: TriggerEvent) -> tuple[Effect, ...]:
    return draw(pick([effects for effects, loops in _PAYOFFS if event not in loops]))


def _watcher(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    event = draw(pick(_EVENTS))
    subject, player = _filter(draw), draw(pick(tuple(Who)))
    if event is TriggerEvent.DISCARDS:  # a card in a hand: its types only ("whenever you discard a creature card")
        subject = ObjectFilter(types=subject.types, subtypes=subject.subtypes, not_colors=subject.not_colors)
    elif event is TriggerEvent.DAMAGE_PREVENTED and draw(BOOLS):
        subject = ObjectFilter()  # "to you", "to an opponent", "to a player" (CR 615.13)
    elif event is TriggerEvent.DAMAGE_PREVENTED:
        player = Who.ANY  # "to a creature you control": the subject names the recipient
    trigger = Trigger(event=event, subject=subject, player=player,
                      counter=draw(pick((None, "+1/+1", "-1/-1")))
                      if event in (TriggerEvent.COUNTER_PUT, TriggerEvent.COUNTERS_PUT) else None,
                      tapped=draw(enters_qualifiers()) if event is TriggerEvent.ENTERS else None,
                      once_each_turn=draw(ints(0, 5)) == 0)
    ability = Ability(kind=AbilityKind.TRIGGERED, trigger=trigger, effects=_payoff(draw, event),
                      intervening_if=_condition(draw, event) if draw(ints(0, 3)) == 0 else None,
                      optional=draw(ints(0, 5)) == 0)
    types = draw(pick(((CardType.ENCHANTMENT,), CREATURE, CREATURE)))
    add_watcher(board, ability, controller=draw(ints(0, board.n_players - 1)), types=types)
    if CardType.CREATURE in types:
        board.cards[-1] = _with_subtypes(board.cards[-1], draw(pick(((), (SUBTYPES[1],)))))


def _with_subtypes(card: CardDef, subtypes: tuple[str, ...]) -> CardDef:
    return replace(card, subtypes=subtypes)


def _creatures(board: ScenarioBuilder, draw: st.DrawFn) -> list[int]:
    placed = []
    for _ in range(draw(ints(1, 4))):
        key = board.card("Beast", CREATURE, power=draw(ints(1, 3)), toughness=draw(ints(1, 3)),
                         subtypes=draw(pick(((), (SUBTYPES[0],), (SUBTYPES[1],), SUBTYPES))),
                         mana_cost=draw(pick(COLOURS)))
        who = draw(ints(0, board.n_players - 1))
        counters = dict(draw(pick(_BEAST_COUNTERS)))
        placed.append(board.put(key, owner=who, controller=who, counters=counters,
                                damage=draw(pick((0, 0, 1))), tapped=draw(BOOLS)))
    return placed


def _spell(board: ScenarioBuilder, draw: st.DrawFn, aims: list[int], caster: PlayerId,
           walker: int | None = None) -> tuple[int, tuple[TargetRef, ...]]:
    shape = draw(pick(("sweep", "sweep", "target", "target", "player")))
    if shape == "sweep":
        effect = draw(pick(_SWEEPS))
        ability = Ability(kind=AbilityKind.SPELL, effects=(Effect(
            kind=effect.kind, amount=effect.amount, counter=effect.counter, object=ObjectRef.ALL,
            power=effect.power, toughness=effect.toughness,
            filter=ObjectFilter(types=CREATURE, subtypes=draw(pick(((), (SUBTYPES[0],)))))),))
        targets: tuple[TargetRef, ...] = ()
    elif shape == "target":
        kind = draw(pick(_TARGETED))
        size = draw(pick((-3, 2))) if kind is EffectKind.MODIFY_PT else 0
        burn = kind is EffectKind.DEAL_DAMAGE and walker is not None and draw(BOOLS)
        spec = ObjectFilter(any_types=(CardType.CREATURE, CardType.PLANESWALKER)) if burn else \
            ObjectFilter(types=CREATURE)  # "target creature or planeswalker": loyalty goes (CR 120.3c)
        ability = Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=spec),),
                          effects=(Effect(kind=kind, amount=2, counter="-1/-1", object=ObjectRef.TARGET,
                                          power=size, toughness=size),))
        targets = (TargetRef(object=walker if burn and walker is not None else draw(pick(aims))),)
    else:
        ability = Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(players=Who.ANY),),
                          effects=(draw(pick(_AT_PLAYER)),))
        targets = (TargetRef(player=draw(ints(0, board.n_players - 1))),)
    key = board.card("Spell", (CardType.INSTANT,), abilities=(ability,), mana_cost="{B}")
    return board.put(key, owner=caster, zone=Zone.HAND), targets


def _reanimate(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """The active player returns every creature card (or every one of a subtype) from their graveyard."""
    ability = Ability(kind=AbilityKind.SPELL, effects=(Effect(
        kind=EffectKind.RETURN_ALL_FROM_GRAVEYARD,
        filter=ObjectFilter(types=CREATURE, subtypes=draw(pick(((), (SUBTYPES[0],)))))),))
    key = board.card("Spell", (CardType.SORCERY,), abilities=(ability,), mana_cost="{B}")
    board.cast(board.put(key, owner=board.active, zone=Zone.HAND))
    board.resolve_all()


@family(FAMILY)
@st.composite
def crossover(draw: st.DrawFn) -> Scenario:
    board = ScenarioBuilder(players=draw(pick((2, 2, 3))))
    aims = _creatures(board, draw)
    for _ in range(draw(ints(1, 3))):
        _watcher(board, draw)
    if draw(ints(0, 2)) == 0:
        kind = draw(pick(_CONTINUOUS))
        if kind is ContinuousKind.PREVENT_ALL_DAMAGE and len(board.objects) % 2:
            # "prevent 1 of that damage" (CR 615.1), picked from what was drawn
            # already: a draw more would change every swarm example.
            kind = ContinuousKind.PREVENT_SOME_DAMAGE
        board.effect(ContinuousEffect(kind=kind, filter=ObjectFilter(types=CREATURE if kind is not
                                                                      ContinuousKind.LANDS_ARE_CREATURES else
                                                                      (CardType.LAND,)),
                                      amount=int(kind in (ContinuousKind.ENTERS_WITH_COUNTERS,
                                                          ContinuousKind.PREVENT_SOME_DAMAGE))))
    walker = None
    if draw(ints(0, 3)) == 0:  # a planeswalker, whose loyalty ability may come first (CR 606.3)
        walker = add_walker(board, draw, draw(ints(0, board.n_players - 1)))
        if board.objects[walker - 1].controller == board.active and draw(BOOLS):
            board.activate(walker, draw(ints(0, 1)))
            board.resolve_all()
    caster = board.active
    if aims and draw(ints(0, 3)) == 0:  # an Aura spell first (CR 303.4a)
        cast_aura(board, draw, aims, board.active)
        board.resolve_all()
    if aims and draw(ints(0, 4)) == 0:  # an Equipment equips a creature (CR 702.6a)
        equip_once(board, draw, aims)
    for n in range(draw(ints(1, 3))):
        spell, targets = _spell(board, draw, aims, caster, walker)
        board.add_mana(caster, "{B}")
        board.script.append(Action(action=ActionKind.CAST, player=caster, object=spell, targets=targets))
        if draw(BOOLS):
            board.resolve_top() if draw(BOOLS) else board.resolve_all()
            continue
        board.script.append(Action(action=ActionKind.PASS))  # the next player may respond
        caster = board.opponent if caster == board.active else board.active
    board.resolve_all()
    if draw(ints(0, 2)) == 0:  # what the spells killed comes back, all at once (CR 603.6a)
        _reanimate(board, draw)
    attacked = False
    if draw(ints(0, 2)) == 0:
        attackers = [a for a in aims if board.objects[a - 1].controller == board.active]
        if attackers:
            board.script.append(Action(action=ActionKind.DECLARE_ATTACKERS, player=board.active,
                                       attackers=(Attack(attacker=attackers[0], defender=board.opponent),)))
            board.advance_to(Step.END)
            attacked = True
    # Choose two, entwine, spree (CR 700.2, 702.42a, 702.172a), picked from
    # what was drawn already: a draw more would change every swarm example.
    if not attacked and len(board.objects) % 7 == 0:
        cast_modal_spell(board, len(board.cards) % 3)
        board.resolve_all()
    elif not attacked and len(board.objects) % 7 == 3:  # a creature spell copied into a token (CR 608.3f)
        copied_creature(board)
        board.resolve_all()
    _tax(board)
    # "As this enters, choose a creature type" and a trigger reading it
    # (CR 614.12a), decided from what was drawn: no draw of its own.
    if not attacked and len(board.cards) % 4 == 1:
        kin = min((t for c in board.cards if CardType.CREATURE in c.types for t in c.subtypes), default="Elf")
        cast_banner_then_kin(board, kin)
    if attacked and len(board.cards) % 3 == 0:  # after the tax, which counts casts; no draw of its own
        _restricted_attempt(board)
    if len(board.objects) % 8 == 1:  # no draw of its own either
        _phyrexian_activation(board)
    return board.build(FAMILY)


def _phyrexian_activation(board: ScenarioBuilder) -> None:
    """Last, the active player's artifact "{B/P}: You gain 1 life." is
    activated, its symbol paid with 2 life (CR 107.4f, 602.2b)."""
    ability = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{B/P}"), effects=(gain(1),))
    altar = board.put(board.card("Altar", (CardType.ARTIFACT,), abilities=(ability,)), controller=board.active)
    board.activate(altar, 0, phyrexian_life=(True,))
    board.resolve_all()


def _restricted_attempt(board: ScenarioBuilder) -> None:
    """In the declare attackers step, the defending player tries an instant
    printed "cast this spell only during ..." (CR 601.3), its window picked
    from what was drawn: "during combat" and "during an opponent's turn" hold
    the moment, the two windows that begin with blockers declared do not.
    Its actions go just before the script's last one, the advance to the end step."""
    trick = restricted_instant(board, CAST_TIMINGS[len(board.objects) % len(CAST_TIMINGS)], board.opponent)
    last = board.script.pop()
    board.resolve_all()
    board.script.append(Action(action=ActionKind.PASS, player=board.active))
    board.cast(trick, player=board.opponent, pay=False)
    board.resolve_all()
    board.script.append(last)


def _tax(board: ScenarioBuilder) -> None:
    """When the script casts three or more spells under no other continuous
    effect, "Noncreature spells cost {1} more to cast." is in force (CR 601.2f)
    and {1} more is floated for each cast. Decided from what was drawn, with
    no draw of its own, so every other draw of the family is unchanged."""
    casters = [a.player for a in board.script if a.action is ActionKind.CAST and a.player is not None]
    if len(casters) < 3 or board.effects:
        return
    board.effect(ContinuousEffect(kind=ContinuousKind.COST_INCREASE, amount=1, not_types=CREATURE))
    for player in casters:
        board.add_mana(player, "{1}")
