"""The stray_arrivals family: creatures put onto the battlefield attacking or
blocking by spells, at moments when there is nothing, or not "it", to join.

An instant says "put a Soldier creature card from your hand onto the
battlefield tapped and attacking" (CR 508.4). It is cast in the main phase,
when there is no combat to join (the card stays in hand), or during combat
by the attacking player (a spell has no "it": the Soldier attacks the next
opponent) or by the defending player (who is not attacking: CR 508.4a). The
caster's hand may hold no Soldier, only a creature of another type, a card
that is no creature, or nothing. The defending player mostly holds "whenever a creature an
opponent controls becomes blocked (or attacks), put a creature card from
your hand onto the battlefield blocking it" (CR 509.4): on an attacker
blocked already, or on one a blocker declared later blocks too, which then
does not become blocked a second time (CR 509.3c); and now and then a "put ... blocking" instant
with no "it" to block. Attack, block and becomes-blocked watchers sit on
both sides.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import Ability, AbilityKind, Effect, EffectKind, ObjectFilter, TriggerEvent as T, Who
from reference_engine.ids import CardType, ObjectId, PlayerId, Step, Zone
from reference_engine.scenario import Action, ActionKind, Attack, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, lists_of, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_watcher, payoffs, watcher_ability

FAMILY = "stray_arrivals"

_SOLDIER = ObjectFilter(types=CREATURE, subtypes=("Soldier",))
_CALL = Ability(kind=AbilityKind.SPELL, effects=(Effect(kind=EffectKind.PUT_ONTO_BATTLEFIELD_ATTACKING,
                                                        filter=_SOLDIER),))
_AMBUSH_SPELL = Ability(kind=AbilityKind.SPELL, effects=(Effect(kind=EffectKind.PUT_ONTO_BATTLEFIELD_BLOCKING,
                                                                filter=ObjectFilter(types=CREATURE)),))
_THEIRS = ObjectFilter(types=CREATURE, controller=Who.OPPONENT)
_WATCHES = (T.ATTACKS, T.BECOMES_BLOCKED_BY_A_CREATURE, T.BECOMES_BLOCKED, T.BLOCKS, T.BLOCKS_A_CREATURE)
_HAND = ("soldier", "soldier", "other", "sorcery")


def _hand(board: ScenarioBuilder, draw: st.DrawFn, owner: PlayerId) -> None:
    """Up to three cards: Soldiers, creatures of another type, a sorcery."""
    for kind in draw(lists_of(pick(_HAND), max_size=3)):
        if kind == "sorcery":
            key = board.card("Sorcery", (CardType.SORCERY,), abilities=(
                Ability(kind=AbilityKind.SPELL, effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)),),
                mana_cost="{B}")
        else:
            key = board.card("Recruit", CREATURE, subtypes=("Soldier",) if kind == "soldier" else ("Elf",))
        board.put(key, owner=owner, zone=Zone.HAND)


def _instant(board: ScenarioBuilder, ability: Ability, owner: PlayerId) -> ObjectId:
    key = board.card("Instant", (CardType.INSTANT,), abilities=(ability,))  # no mana cost: free in any step
    return board.put(key, owner=owner, zone=Zone.HAND)


def _cast(board: ScenarioBuilder, spell: ObjectId, caster: PlayerId) -> None:
    """The caster casts it (the active player passing first if need be), then all resolves."""
    if caster != board.active:
        board.script.append(Action(action=ActionKind.PASS, player=board.active))
    board.script.append(Action(action=ActionKind.CAST, player=caster, object=spell))
    board.resolve_all()


@family(FAMILY)
@st.composite
def stray_arrivals(draw: st.DrawFn) -> Scenario:
    """"Put ... onto the battlefield attacking" instants cast outside combat
    or by the defending player, "put ... blocking" with no attacker to block
    or onto an attacker blocked already; hands with and without Soldiers."""
    board = ScenarioBuilder()
    me, them = board.active, board.opponent
    captain = board.put(board.card("Captain", CREATURE, subtypes=("Soldier",)), controller=me)
    wall = board.put(board.card("Wall", CREATURE, toughness=4), owner=them, controller=them)
    _hand(board, draw, me)
    _hand(board, draw, them)
    ambush = draw(pick((T.BECOMES_BLOCKED, T.ATTACKS, None)))
    if ambush is not None:
        add_watcher(board, watcher_ability(ambush, _THEIRS, (Effect(
            kind=EffectKind.PUT_ONTO_BATTLEFIELD_BLOCKING, filter=ObjectFilter(types=CREATURE)),)), controller=them)
    for _ in range(draw(ints(1, 2))):
        add_watcher(board, watcher_ability(draw(pick(_WATCHES)), ObjectFilter(types=CREATURE), draw(payoffs())),
                    controller=draw(pick((me, them))))
    caster = draw(pick((me, them)))
    call = _instant(board, draw(pick((_CALL, _CALL, _AMBUSH_SPELL))), caster)
    early = draw(BOOLS)  # in the main phase: no combat to join
    if early:
        _cast(board, call, caster)
    board.script.append(Action(action=ActionKind.DECLARE_ATTACKERS, player=me,
                               attackers=(Attack(attacker=captain, defender=them),)))
    if not early:
        _cast(board, call, caster)
    if draw(BOOLS):
        board.block(((wall, captain),), them)
    board.advance_to(Step.END_OF_COMBAT)
    return board.build(FAMILY)
