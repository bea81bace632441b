"""The lost_blockers family: blockers leave combat after blocks are declared
and before combat damage. An attacker that had a blocker stays blocked even
when every one of its blockers is gone, so it deals no combat damage to the
player (CR 509.1h, 510.1c); an attacker no one blocked deals it as usual.

The blockers are destroyed, exiled or bounced by the attacking player's
instant or permanent, sacrificed by the defending player, or swept away
together; usually every blocker of the first attacker leaves, sometimes only
one of its two.
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
    ObjectRef,
    Subject,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, ObjectId, Step, TargetRef
from reference_engine.scenario import Action, ActionKind, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    CREATURE,
    add_mana_land,
    add_spell,
    gain,
    payoffs,
    targeted,
    watcher_ability,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

_REMOVALS = (EffectKind.DESTROY, EffectKind.EXILE, EffectKind.RETURN_TO_HAND)
_ATTACKER_WATCHES = (TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, TriggerEvent.BECOMES_BLOCKED)
_THEIRS = Ability(kind=AbilityKind.SPELL, effects=(Effect(
    kind=EffectKind.DESTROY, object=ObjectRef.ALL, filter=ObjectFilter(types=CREATURE, controller=Who.OPPONENT)),))


@family("lost_blockers")
@st.composite
def lost_blockers(draw: st.DrawFn) -> Scenario:
    """One or two attackers; the first blocked by one or two creatures, the
    second by one or none; then some blockers leave and combat goes on."""
    board = ScenarioBuilder()
    watch = draw(pick((None,) + _ATTACKER_WATCHES))
    own = () if watch is None else (watcher_ability(watch, ObjectFilter(subject=Subject.SELF), draw(payoffs())),)
    raider = board.card("Raider", CREATURE, abilities=own, power=2, toughness=3)
    attackers = [board.put(raider, owner=board.active, controller=board.active)
                 for _ in range(draw(ints(1, 2)))]
    blocker = board.card("Wall", CREATURE, power=1, toughness=2)
    pairs = [(board.put(blocker, owner=board.opponent, controller=board.opponent), attackers[0])
             for _ in range(draw(ints(1, 2)))]
    if len(attackers) > 1 and draw(BOOLS):
        pairs.append((board.put(blocker, owner=board.opponent, controller=board.opponent), attackers[1]))
    board.attack(tuple(attackers), board.opponent)
    board.block(tuple(pairs), board.opponent)
    first = [b for b, a in pairs if a == attackers[0]]
    # Usually every blocker of the first attacker leaves; sometimes one of two stays.
    gone = first[:1] if len(first) > 1 and draw(ints(0, 3)) == 0 else first
    _HOW[draw(pick(tuple(_HOW)))](board, draw, gone)
    board.advance_to(Step.END_OF_COMBAT)
    return board.build("lost_blockers")


def _instants(board: ScenarioBuilder, draw: st.DrawFn, gone: list[ObjectId]) -> None:
    """The attacking player taps a land and casts a removal instant per blocker."""
    for victim in gone:
        land = add_mana_land(board, board.active)
        spell = add_spell(board, targeted(draw(pick(_REMOVALS))), instant=True)
        board.activate(land, 0)
        board.cast(spell, pay=False, targets=(TargetRef(object=victim),))


def _rods(board: ScenarioBuilder, draw: st.DrawFn, gone: list[ObjectId]) -> None:
    """"{T}: Destroy [exile, return] target creature", one artifact per blocker."""
    for victim in gone:
        kill = targeted(draw(pick(_REMOVALS)))
        rod = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), targets=kill.targets, effects=kill.effects)
        board.activate(board.put(board.card("Rod", (CardType.ARTIFACT,), abilities=(rod,))), 0,
                       targets=(TargetRef(object=victim),))


def _sacrificed(board: ScenarioBuilder, draw: st.DrawFn, gone: list[ObjectId]) -> None:
    """The defending player sacrifices its blockers to its own altar once the
    attacking player passes priority."""
    outlet = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(sacrifice=ObjectFilter(types=CREATURE)),
                     effects=(gain(1),))
    altar = board.put(board.card("Altar", (CardType.ARTIFACT,), abilities=(outlet,)),
                      owner=board.opponent, controller=board.opponent)
    board.script.append(Action(action=ActionKind.PASS, player=board.active))
    for victim in gone:
        board.activate(altar, 0, player=board.opponent, sacrifice=(victim,))


def _swept(board: ScenarioBuilder, draw: st.DrawFn, gone: list[ObjectId]) -> None:
    """"Destroy all creatures your opponents control" at instant speed: every
    blocker leaves at once."""
    land = add_mana_land(board, board.active)
    board.activate(land, 0)
    board.cast(add_spell(board, _THEIRS, instant=True), pay=False)


_HOW = {"instants": _instants, "rods": _rods, "sacrificed": _sacrificed, "swept": _swept}

__all__ = ["lost_blockers"]
