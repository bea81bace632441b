"""The "mana_abilities" family: mana abilities activated with priority or
while paying, next to activated abilities that look like them but use the
stack (CR 605.1a, 605.3a-b).

Sources: a land and a creature tapping for mana, a rock whose mana ability
has a mana cost, an artifact sacrificed for mana. The mana is made in a main
phase, in response to a spell, in an upkeep, or by the other player once the
active player passes; then a spell is paid with it, or it is made during the
spell's payment. The look-alikes: "{T}: Add {G}. Target player gains 1 life"
(a target makes it an ordinary ability) and "{T}: You gain 1 life".
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    Cost,
    Effect,
    EffectKind,
    ObjectFilter,
    PlayerRef,
    TargetSpec,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, ObjectId, PlayerId, Step, TargetRef
from reference_engine.scenario import Action, ActionKind, ManaActivation, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import CREATURE, add_spell, add_watcher, gain, watcher_ability
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, lists_of, pick


def _adds(mana: str) -> Effect:
    return Effect(kind=EffectKind.ADD_MANA, mana=mana)


_SOURCES: dict[str, tuple[tuple[CardType, ...], Ability]] = {
    "land": ((CardType.LAND,), Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), effects=(_adds("{G}"),))),
    "dork": (CREATURE, Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), effects=(_adds("{G}"),))),
    "rock": ((CardType.ARTIFACT,), Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{1}"),
                                           effects=(_adds("{G}{G}"),))),
    "petal": ((CardType.ARTIFACT,), Ability(kind=AbilityKind.ACTIVATED, cost=Cost(sacrifice_self=True),
                                            effects=(_adds("{G}"),))),
}
"""Each adds at least {G}, what the spell paid with it costs."""
_LOOK_ALIKES = (
    Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), targets=(TargetSpec(players=Who.ANY),),
            effects=(_adds("{G}"), Effect(kind=EffectKind.GAIN_LIFE, amount=1, player=PlayerRef.TARGET))),
    Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), effects=(gain(1),)),
)
_WATCHERS = (
    watcher_ability(TriggerEvent.BECOMES_TAPPED, ObjectFilter()),
    Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.CAST, player=Who.ANY), effects=(gain(1),)),
    watcher_ability(TriggerEvent.PUT_INTO_GRAVEYARD, ObjectFilter()),
)
_MOMENTS = ("main", "response", "upkeep", "other_player", "while_paying")
_GREEN_SPELL = Ability(kind=AbilityKind.SPELL, effects=(gain(1),))


def _source(board: ScenarioBuilder, kind: str, player: PlayerId) -> ObjectId:
    types, ability = _SOURCES[kind]
    if kind == "rock":
        board.add_mana(player, "{1}")
    return board.put(board.card(kind.capitalize(), types, abilities=(ability,)), owner=player, controller=player)


@family("mana_abilities")
@st.composite
def mana_abilities(draw: st.DrawFn) -> Scenario:
    """One or two mana sources used at a drawn moment, the mana spent on an
    instant, and maybe a look-alike activated too."""
    moment = draw(pick(_MOMENTS))
    board = ScenarioBuilder(step=Step.UPKEEP if moment == "upkeep" else Step.PRECOMBAT_MAIN)
    player = board.opponent if moment == "other_player" else board.active
    add_watcher(board, draw(pick(_WATCHERS)), controller=draw(ints(0, 1)))
    kinds = draw(lists_of(pick(tuple(_SOURCES)), min_size=1, max_size=2))
    sources = [_source(board, k, player) for k in kinds]
    spell = add_spell(board, _GREEN_SPELL, owner=player, instant=True, mana_cost="{G}")
    if moment == "other_player":
        board.script.append(Action(action=ActionKind.PASS, player=board.active))
    if moment == "response":
        board.cast(add_spell(board, _GREEN_SPELL, instant=True, mana_cost="{W}"))
    if moment == "while_paying":
        board.cast(spell, player=player, pay=False,
                   mana_abilities=(ManaActivation(object=sources[0]),))
    else:
        for oid in sources:
            board.activate(oid, 0, player=player)
        board.cast(spell, player=player, pay=False)
    if draw(BOOLS):
        look_alike = draw(pick(_LOOK_ALIKES))
        oid = board.put(board.card("Relic", (CardType.ARTIFACT,), abilities=(look_alike,)), owner=player,
                        controller=player)
        board.activate(oid, 0, player=player, targets=(TargetRef(player=player),) if look_alike.targets else ())
    board.resolve_all()
    return board.build("mana_abilities")
