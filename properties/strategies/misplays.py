"""The misplays family: attempts an engine must refuse, of every kind at once.

A board of a few permanents with activated abilities (tap, untap, mana,
sacrifice and discard costs, modes, targets), spells and a land in hand, a
creature on each side, and watchers of casts, activations and zone changes.
The script makes one to three attempts drawn from a menu of near misses: an
object that is not where the action needs it, an ability or mode that does not
exist, the wrong number of targets or of sacrificed and discarded cards, a cost
that cannot be paid (tapping a tapped or summoning-sick source), a card cast by
a player who does not own it, a land cast or a nonland played, a second land,
a sorcery-speed action at the wrong moment, X announced for a cost without X,
an attack by a creature that cannot attack, a block by a tapped creature, a
special action nothing permits. Each attempt may be legal after all (the menu
also holds the correct version), and every one is followed by priority passes,
so refusals, rollbacks (CR 733) and the legal plays meet on one board.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Final

from hypothesis import strategies as st

from reference_engine.scenario import ObjectSetup
from reference_engine.abilities import (
    Ability,
    AbilityKind,
    Cost,
    Effect,
    EffectKind,
    Mode,
    ObjectFilter,
    ObjectRef,
    PlayerRef,
    TargetSpec,
    Timing,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.scenario import Action, ActionKind, Attack, Block, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.families import family
from properties.strategies.parts import ANY_TARGET, CREATURE, add_watcher, gain
from properties.strategies.draws import BOOLS, ints, lists_of, pick

FAMILY = "misplays"
Attempt = Callable[[ScenarioBuilder, st.DrawFn, "_Pieces"], None]


class _Pieces:
    """The objects the attempts play with."""

    def __init__(self, board: ScenarioBuilder, draw: st.DrawFn) -> None:
        me, them = board.active, board.opponent
        bolt = Ability(kind=AbilityKind.ACTIVATED, cost=draw(_COSTS), timing=draw(pick(tuple(Timing))),
                       targets=(ANY_TARGET,),
                       effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.TARGET,
                                       player=PlayerRef.TARGET),))
        modal = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{1}"), modes=(
            Mode(effects=(gain(1),)),
            Mode(effects=(Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),),
                 targets=(TargetSpec(objects=ObjectFilter(types=CREATURE)),)),
        ))
        sick = draw(BOOLS)
        self.tool = board.put(board.card("Tool", CREATURE, abilities=(bolt, modal)), controller=me,
                              tapped=draw(BOOLS))
        board.objects[-1] = _sick(board.objects[-1], sick)
        self.mine = board.put(board.card("Bear", CREATURE), controller=me, tapped=draw(BOOLS))
        self.theirs = board.put(board.card("Bear", CREATURE), owner=them, controller=them,
                                tapped=draw(BOOLS))
        self.gone = board.put(board.card("Relic", (CardType.ARTIFACT,), abilities=(bolt,)), zone=Zone.GRAVEYARD)
        spell = Ability(kind=AbilityKind.SPELL, effects=(gain(2),),
                        alternative_costs=(Cost(pay_life=1),) if draw(BOOLS) else ())
        self.spell = board.put(board.card("Spell", (draw(pick((CardType.SORCERY, CardType.INSTANT))),),
                                          abilities=(spell,), mana_cost=draw(pick(("{B}", "{X}{B}")))),
                               zone=Zone.HAND)
        self.their_spell = board.put(board.card("Spell", (CardType.INSTANT,), abilities=(spell,), mana_cost="{B}"),
                                     owner=them, zone=Zone.HAND)
        self.land = board.put(board.card("Land", (CardType.LAND,)), zone=Zone.HAND)
        self.spare_land = board.put(board.card("Land", (CardType.LAND,)), zone=Zone.HAND)
        board.add_mana(me, "{1}{1}{B}{B}")
        for event in draw(lists_of(pick(_WATCHED), min_size=1, max_size=2)):
            # A life-gain watcher that gained life would trigger itself without end.
            payoff = _DRAIN if event is TriggerEvent.GAIN_LIFE else (gain(1),)
            add_watcher(board, Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=event, player=Who.ANY),
                                       effects=payoff), controller=draw(pick((me, them))))


_DRAIN = (Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.EACH_OPPONENT),)
_WATCHED = (TriggerEvent.CAST, TriggerEvent.BECOMES_UNTAPPED, TriggerEvent.ENTERS, TriggerEvent.LEAVES,
            TriggerEvent.GAIN_LIFE, TriggerEvent.BECOMES_TAPPED)
_COSTS: Final = st.sampled_from((
    Cost(tap=True), Cost(untap=True), Cost(mana="{1}"), Cost(pay_life=1), Cost(discard=1),
    Cost(sacrifice=ObjectFilter(types=CREATURE)), Cost(tap=True, mana="{B}"),
))
"""The tool's activation costs."""


def _sick(setup: ObjectSetup, sick: bool) -> ObjectSetup:
    return replace(setup, summoning_sick=sick)


def _activate(board: ScenarioBuilder, draw: st.DrawFn, p: _Pieces) -> None:
    """The tool's abilities, with an index, mode, targets and payments that
    may each be off."""
    source = draw(pick((p.tool, p.tool, p.gone, p.mine)))
    ability = draw(pick((0, 0, 1, 1, 7)))
    mode = draw(pick((None, 0, 1, 5))) if ability == 1 else draw(pick((None, None, 0)))
    aims = (TargetRef(object=p.theirs), TargetRef(player=board.opponent), TargetRef(object=p.gone))
    targets = tuple(draw(lists_of(pick(aims), max_size=2)))
    sacrifice = tuple(draw(lists_of(pick((p.mine, p.theirs, p.gone)), max_size=2, unique=True)))
    discard = tuple(draw(lists_of(pick((p.spare_land, p.their_spell, p.spare_land)), max_size=2)))
    player = draw(pick((board.active, board.active, board.opponent)))
    board.script.append(Action(action=ActionKind.ACTIVATE, player=player, object=source, ability=ability,
                               mode=mode, targets=targets, sacrifice=sacrifice, discard=discard))


def _cast(board: ScenarioBuilder, draw: st.DrawFn, p: _Pieces) -> None:
    """A spell cast by its owner or not, a land cast, X or an alternative cost announced."""
    card = draw(pick((p.spell, p.spell, p.their_spell, p.land)))
    board.script.append(Action(action=ActionKind.CAST, player=draw(pick((board.active, board.opponent))),
                               object=card, x=draw(pick((0, 0, 1, -1))),
                               alternative=draw(pick((None, None, 0, 3))),
                               division=draw(pick(((), (), (1,))))))


def _play_land(board: ScenarioBuilder, draw: st.DrawFn, p: _Pieces) -> None:
    """A land (maybe a second one), a nonland, or someone else's turn."""
    card = draw(pick((p.land, p.spare_land, p.spell)))
    board.script.append(Action(action=ActionKind.PLAY_LAND, player=draw(pick((board.active, board.opponent))),
                               object=card))


def _attack(board: ScenarioBuilder, draw: st.DrawFn, p: _Pieces) -> None:
    """Attackers that may be tapped, sick, gone or the opponent's, at a defender that may be oneself."""
    attackers = draw(lists_of(pick((p.mine, p.tool, p.theirs, p.gone)), min_size=1, max_size=2, unique=True))
    defender = draw(pick((board.opponent, board.opponent, board.active)))
    board.script.append(Action(action=ActionKind.DECLARE_ATTACKERS, player=board.active,
                               attackers=tuple(Attack(attacker=a, defender=defender) for a in attackers)))
    if draw(BOOLS):
        blocker = draw(pick((p.theirs, p.mine)))
        board.script.append(Action(action=ActionKind.DECLARE_BLOCKERS, player=board.opponent,
                                   blocks=(Block(blocker=blocker, attacker=attackers[0]),)))


def _special(board: ScenarioBuilder, draw: st.DrawFn, p: _Pieces) -> None:
    """A special action no static ability permits."""
    board.script.append(Action(action=ActionKind.SPECIAL_ACTION, player=board.active,
                               object=draw(pick((p.tool, p.mine))), ability=draw(ints(0, 2))))


def _pass(board: ScenarioBuilder, draw: st.DrawFn, p: _Pieces) -> None:
    board.script.append(Action(action=draw(pick((ActionKind.RESOLVE_TOP, ActionKind.RESOLVE_ALL,
                                                             ActionKind.PASS)))))


ATTEMPTS: tuple[Attempt, ...] = (_activate, _cast, _play_land, _attack, _special, _pass)


@family(FAMILY)
@st.composite
def misplays(draw: st.DrawFn) -> Scenario:
    board = ScenarioBuilder(step=draw(pick((Step.PRECOMBAT_MAIN, Step.PRECOMBAT_MAIN, Step.UPKEEP))))
    pieces = _Pieces(board, draw)
    for attempt in draw(lists_of(pick(ATTEMPTS), min_size=1, max_size=3)):
        attempt(board, draw, pieces)
        if draw(BOOLS):
            board.resolve_all()
    return board.build(FAMILY)
