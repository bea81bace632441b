"""The leavers family: in a game of three or four players, one player loses
to a spell (life at zero or a draw from an empty library, CR 704.5a-b) and
leaves the game (CR 800.4a) while the others' "whenever a creature leaves the
battlefield" abilities watch (CR 603.6c).

Before that, players steal creatures with "gain control of target permanent":
the leaver steals from others and others steal the leaver's, now and then
twice in a row; the leaver may also control a creature that came under their
control as it arrived. Sometimes the leaver has a spell on the stack, with the
trigger of their "whenever you cast a spell" above it, or an activated
ability, when they lose.
Sometimes the spell that kills them sits above another aimed at them and at
a creature of the killer's, which then resolves with one illegal target
(CR 608.2b). The
active player may sit in any seat; the leaver is most often the next player,
which keeps scripts short.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef, PlayerRef, TargetSpec, Trigger,
    TriggerEvent, Who,
)
from reference_engine.ids import CardType, ObjectId, PlayerId, TargetRef
from reference_engine.scenario import Action, ActionKind, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    CREATURE, WATCHER_TYPES, add_spell, add_watcher, at_player, payoffs_for, targeted, whos,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, permutations_of, pick

_CREATURE = TargetSpec(objects=ObjectFilter(types=CREATURE))
_AT_PLAYER = (Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.TARGET),
              Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.TARGET, player=PlayerRef.TARGET))
_STEAL = targeted(EffectKind.GAIN_CONTROL, spec=TargetSpec(objects=ObjectFilter()))
_LOSSES = {"life": EffectKind.LOSE_LIFE, "damage": EffectKind.DEAL_DAMAGE, "deck": EffectKind.DRAW}


@family("leavers")
@st.composite
def leavers(draw: st.DrawFn) -> Scenario:
    """Thefts, then one player's loss, watched by the others."""
    n = draw(ints(3, 4))
    order = tuple(draw(permutations_of(range(n))))
    board = ScenarioBuilder(players=n, active=draw(ints(0, n - 1)),
                  turn_order=() if order == tuple(range(n)) else order)
    seats = _from_active(board)
    leaver = draw(pick(seats[1:] + seats[:1]))
    others = [p for p in seats if p != leaver]
    bear = board.card("Bear", CREATURE)
    if draw(BOOLS):
        board.put(bear, owner=leaver, controller=leaver)
    if draw(BOOLS):  # it came under the leaver's control as it arrived
        board.put(bear, owner=draw(pick(others)), controller=leaver)
    for _ in range(draw(ints(1, 2))):
        watch = Ability(kind=AbilityKind.TRIGGERED, effects=draw(payoffs_for(TriggerEvent.LEAVES)),
                        trigger=Trigger(event=TriggerEvent.LEAVES,
                                        subject=ObjectFilter(types=CREATURE, controller=draw(whos()))))
        add_watcher(board, watch, controller=draw(pick(others)),
                    types=draw(pick(WATCHER_TYPES)))
    held: dict[ObjectId, PlayerId] = {}
    for _ in range(draw(ints(0, 2))):
        _steal(board, draw, seats, leaver, bear, held)
    _lose(board, draw, seats, leaver, bear)
    return board.build("leavers")


def _from_active(board: ScenarioBuilder) -> list[PlayerId]:
    """The players in turn order, the active player first."""
    order = list(board.turn_order or range(board.n_players))
    i = order.index(board.active)
    return order[i:] + order[:i]


def _reach(board: ScenarioBuilder, seats: list[PlayerId], player: PlayerId) -> None:
    """Players pass, from the active player, until ``player`` holds priority."""
    for p in seats[:seats.index(player)]:
        board.script.append(Action(action=ActionKind.PASS, player=p))


def _steal(board: ScenarioBuilder, draw: st.DrawFn, seats: list[PlayerId], leaver: PlayerId, bear: str,
           held: dict[ObjectId, PlayerId]) -> None:
    """One player gains control of a creature: mostly the leaver takes one,
    otherwise another player takes the leaver's; or someone takes a stolen
    one again (``held``: who controls each stolen creature)."""
    thief = draw(pick([leaver] + [p for p in seats if p != leaver]))
    again = [o for o, p in held.items() if p != thief]
    if bool(again) and draw(ints(0, 3)) > 0:  # mostly: a chain of thefts, which the leaver's loss unwinds
        prey = draw(pick(again))
    else:
        victims = [p for p in seats if p != thief]
        victim = draw(pick([leaver] + victims if thief != leaver else victims))
        prey = board.put(bear, owner=victim, controller=victim)
    held[prey] = thief
    spell = add_spell(board, _STEAL, owner=thief, instant=True, mana_cost="{U}")
    _reach(board, seats, thief)
    board.cast(spell, player=thief, targets=(TargetRef(object=prey),))
    board.resolve_all()


def _lose(board: ScenarioBuilder, draw: st.DrawFn, seats: list[PlayerId], leaver: PlayerId, bear: str) -> None:
    """The leaver, at 1 or 2 life or with an empty library, is the target of
    one instant; maybe with their own spell (and its trigger) below it, maybe
    with another spell aimed at them below it."""
    killer = seats[0] if leaver != seats[0] else seats[1]
    why = draw(pick(tuple(_LOSSES)))
    if why != "deck":
        board.life[leaver] = draw(ints(1, 2))
    doom = add_spell(board, at_player(_LOSSES[why], 1 if why == "deck" else 2), owner=killer, instant=True)
    if draw(BOOLS):
        _own_spell(board, draw, seats, leaver)
        after = seats[seats.index(leaver):] + seats[:seats.index(leaver)]
        for p in after[:after.index(killer)]:
            board.script.append(Action(action=ActionKind.PASS, player=p))
    else:
        _reach(board, seats, killer)
    if draw(ints(0, 2)) > 0:
        _aimed_below(board, draw, killer, leaver, bear)
    board.cast(doom, player=killer, targets=(TargetRef(player=leaver),))
    board.resolve_all()


def _aimed_below(board: ScenarioBuilder, draw: st.DrawFn, killer: PlayerId, leaver: PlayerId, bear: str) -> None:
    """Below the loss, the killer's "target player loses 1 life (or is dealt 1
    damage); put a +1/+1 counter on target creature" at the leaver and the
    killer's own creature: when it resolves, the player has left and is an
    illegal target, the creature is not, so it resolves and only the creature
    is affected (CR 608.2b, 800.4a)."""
    mine = board.put(bear, owner=killer, controller=killer)
    spell = Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(players=Who.ANY), _CREATURE), effects=(
        draw(pick(_AT_PLAYER)), Effect(kind=EffectKind.PUT_COUNTERS, amount=1, object=ObjectRef.TARGET, target=1)))
    board.cast(add_spell(board, spell, owner=killer, instant=True), player=killer,
               targets=(TargetRef(player=leaver), TargetRef(object=mine)))


def _own_spell(board: ScenarioBuilder, draw: st.DrawFn, seats: list[PlayerId], leaver: PlayerId) -> None:
    """The leaver casts an instant, which their "whenever you cast a spell,
    each opponent loses 1 life" may answer, and holds priority. (Gaining life
    there would save them from a loss already scripted.) Now and then they
    activate an artifact's ability instead, which must cease to exist when
    they leave (CR 800.4a)."""
    if draw(ints(0, 2)) == 0:
        relic = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=(
            Effect(kind=EffectKind.GAIN_LIFE, amount=1, player=PlayerRef.YOU),))
        source = board.put(board.card("Relic", (CardType.ARTIFACT,), abilities=(relic,)), owner=leaver,
                           controller=leaver)
        _reach(board, seats, leaver)
        board.activate(source, 0, player=leaver)
        return
    if draw(BOOLS):
        drain = Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.EACH_OPPONENT)
        cast_watch = Ability(kind=AbilityKind.TRIGGERED, effects=(drain,),
                             trigger=Trigger(event=TriggerEvent.CAST, player=Who.YOU))
        add_watcher(board, cast_watch, controller=leaver)
    growth = add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(
        Effect(kind=EffectKind.GAIN_LIFE, amount=1, player=PlayerRef.YOU),)), owner=leaver, instant=True,
        mana_cost="{G}")
    _reach(board, seats, leaver)
    board.cast(growth, player=leaver)


__all__ = ["leavers"]
