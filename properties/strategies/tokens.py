"""The tokens family: tokens created together, dying, leaving and copied (CR 111, 603.6a, 704.5d, 707.2)."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, Effect, EffectKind, ObjectFilter, ObjectRef, Subject, TargetSpec, TokenSpec,
    Trigger, TriggerEvent, Who,
)
from reference_engine.ids import CardType, Color, Step, TargetRef
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.families import family
from properties.strategies.parts import (
    CREATURE, WATCHER_TYPES, add_spell, add_watcher, answers, creature_filters, gain, sweeper, watcher_ability,
)
from properties.strategies.draws import BOOLS, ints, pick

_SELF = ObjectFilter(subject=Subject.SELF)
MOURNING_SPIRIT = TokenSpec(key="mourning_spirit", types=CREATURE, subtypes=("Spirit",), colors=(Color.WHITE,),
                            power=1, toughness=1,
                            abilities=(watcher_ability(TriggerEvent.DIES, _SELF, (gain(1),)),))
"""A 1/1 white Spirit token with "When this token dies, you gain 1 life."."""
_SPIRITS = ObjectFilter(types=CREATURE, subtypes=("Spirit",))
_FLICKER = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.BEGINNING_OF_STEP, step=Step.END,
                                                               player=Who.ANY),
                   targets=(TargetSpec(objects=_SPIRITS),),
                   effects=(Effect(kind=EffectKind.EXILE, object=ObjectRef.TARGET),
                            Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.TARGET)))
"""At the beginning of each end step, exile target Spirit, then return that card (CR 111.8: a token stays exiled)."""
_COPY = Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=ObjectFilter(types=CREATURE, controller=Who.YOU)),),
                effects=(Effect(kind=EffectKind.CREATE_TOKEN_COPY, amount=1, object=ObjectRef.TARGET),))
_ENDINGS = ("flicker", "destroy", "damage", "exile", "bounce")
_SWEEPS = {"destroy": sweeper(EffectKind.DESTROY), "damage": sweeper(EffectKind.DEAL_DAMAGE, amount=1),
           "exile": sweeper(EffectKind.EXILE), "bounce": sweeper(EffectKind.RETURN_TO_HAND)}
_WATCHED = (TriggerEvent.ENTERS, TriggerEvent.DIES, TriggerEvent.LEAVES)


@family("tokens")
@st.composite
def tokens(draw: st.DrawFn) -> Scenario:
    """One to three Spirit tokens created at once by a spell (sometimes tokens
    that have a dies ability), a creature of the active player's that makes a
    Spirit when it dies, perhaps a token copy of it, an enters watcher and
    maybe a dies or leaves one; then a sweep, a bounce, an exile or an
    end-step flicker of a Spirit, so tokens leave and cease to exist (CR 111,
    603.6a, 704.5d, 707.2)."""
    board = ScenarioBuilder(step=Step.POSTCOMBAT_MAIN)  # the end step is near: short Histories
    spirit = draw(pick((MOURNING_SPIRIT, _plain())))
    doomed = _traveler(board, draw(BOOLS))
    for n in range(draw(ints(1, 2))):
        event = TriggerEvent.ENTERS if n == 0 else draw(pick(_WATCHED))
        watched = draw(pick((_SPIRITS, None)))
        ability = watcher_ability(event, watched or draw(creature_filters((Subject.ANY, Subject.ANOTHER))),
                                  (gain(1),))
        add_watcher(board, ability, controller=draw(ints(0, 1)), types=draw(pick(WATCHER_TYPES)))
    maker = Ability(kind=AbilityKind.SPELL, effects=(
        Effect(kind=EffectKind.CREATE_TOKEN, amount=draw(ints(1, 3)), token=spirit),))
    board.cast(add_spell(board, maker, mana_cost="{W}", instant=draw(BOOLS)))
    board.resolve_all()
    if draw(BOOLS):
        board.cast(add_spell(board, _COPY, mana_cost="{U}"), targets=(TargetRef(object=doomed),))
        board.resolve_all()
    _end(board, draw(pick(_ENDINGS)))
    return board.build("tokens", choices=draw(answers()))


def _plain() -> TokenSpec:
    return TokenSpec(key="plain_spirit", types=CREATURE, subtypes=("Spirit",), colors=(Color.WHITE,),
                     power=1, toughness=1)


def _traveler(board: ScenarioBuilder, enters: bool) -> int:
    """Doomed Traveler-style: "When this creature dies, create a 1/1 white Spirit
    creature token"; sometimes also "When this creature enters, you gain 1 life"."""
    dies = watcher_ability(TriggerEvent.DIES, _SELF, (Effect(kind=EffectKind.CREATE_TOKEN, amount=1,
                                                             token=_plain()),))
    own = (dies, watcher_ability(TriggerEvent.ENTERS, _SELF, (gain(1),))) if enters else (dies,)
    key = board.card("Traveler", CREATURE, power=1, toughness=1, abilities=own, mana_cost="{W}")
    return board.put(key, owner=board.active, controller=board.active)


def _end(board: ScenarioBuilder, how: str) -> None:
    if how in _SWEEPS:
        board.cast(add_spell(board, _SWEEPS[how]))
        board.resolve_all()
    elif how == "flicker":
        add_watcher(board, _FLICKER, controller=board.active)
        board.advance_to(Step.END)
        board.resolve_all()
