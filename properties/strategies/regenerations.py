"""The regenerations family: a Bear attacks, Bears and Walls block; an
artifact regenerates a combatant, then another destroys it, or lethal
combat damage does (CR 614.8, 701.19a, 506.4)."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef, \
    TargetSpec, TriggerEvent
from reference_engine.ids import CardType, ObjectId, Step, TargetRef
from reference_engine.scenario import Action, ActionKind, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_watcher, gain, watcher_ability

_WATCHES = (TriggerEvent.DEALT_DAMAGE, TriggerEvent.DEALS_DAMAGE, TriggerEvent.BECOMES_TAPPED)


_SHRINK = Effect(kind=EffectKind.MODIFY_PT, object=ObjectRef.TARGET, power=-4, toughness=-4)
"""-4/-4 until end of turn: a toughness of 0 or less, a death regeneration
can't replace (CR 704.5f)."""


def _rod(board: ScenarioBuilder, kind: EffectKind, owner: int, every: bool = False) -> ObjectId:
    """"{T}: Regenerate target creature.", "{T}: Destroy target creature." or
    "{T}: Target creature gets -4/-4 until end of turn."; with ``every``,
    "{T}: Regenerate each creature." or "{T}: Destroy all creatures."."""
    if every:
        effect = Effect(kind=kind, object=ObjectRef.ALL, filter=ObjectFilter(types=CREATURE))
        ability = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), effects=(effect,))
    else:
        effect = _SHRINK if kind is EffectKind.MODIFY_PT else Effect(kind=kind, object=ObjectRef.TARGET)
        ability = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True),
                          targets=(TargetSpec(objects=ObjectFilter(types=CREATURE)),), effects=(effect,))
    name = {EffectKind.REGENERATE: "Mender", EffectKind.DESTROY: "Slayer"}.get(kind, "Shrinker")
    return board.put(board.card(name, (CardType.ARTIFACT,), abilities=(ability,)), owner=owner, controller=owner)


def _fighter(board: ScenarioBuilder, draw: st.DrawFn, player: int) -> ObjectId:
    wall = draw(ints(0, 2)) == 0
    key = board.card("Wall" if wall else "Bear", CREATURE, power=0 if wall else 2, toughness=4 if wall else 2)
    return board.put(key, owner=player, controller=player)


@family("regenerations")
@st.composite
def regenerations(draw: st.DrawFn) -> Scenario:
    """A Bear, perhaps with another creature, attacks; Bears and Walls may
    block; in the declare blockers step a player taps an artifact to
    regenerate an attacker or a blocker, usually while an artifact's
    ability to destroy it (now and then to give it -4/-4) waits below on the
    stack, else lethal combat damage may; or to regenerate every creature
    while an ability to destroy them all waits, so they regenerate at once;
    damage and tap watchers now and then (CR 614.8, 701.19a, 506.4, 704.5f)."""
    board = ScenarioBuilder()
    bear = board.put(board.card("Bear", CREATURE, power=2, toughness=2), owner=board.active,
                     controller=board.active)
    attackers = [bear, *[_fighter(board, draw, board.active) for _ in range(draw(ints(0, 1)))]]
    blockers = [_fighter(board, draw, board.opponent) for _ in range(draw(ints(0, 2)))]
    if draw(BOOLS):
        watch = watcher_ability(draw(pick(_WATCHES)), ObjectFilter(types=CREATURE), (gain(1),))
        add_watcher(board, watch, controller=draw(ints(0, 1)))
    board.attack(tuple(attackers), board.opponent)
    pairs = tuple((b, attackers[0] if n == 0 else draw(pick(attackers))) for n, b in enumerate(blockers))
    if pairs:
        board.block(pairs, board.opponent)
    else:
        board.advance_to(Step.DECLARE_BLOCKERS)
    user = draw(ints(0, 1))
    killer = draw(ints(0, 4))  # mostly a destruction (one or all), now and then a shrink, or neither
    every = killer == 3  # every creature regenerated, then all destroyed at once
    mender = _rod(board, EffectKind.REGENERATE, user, every)
    slayer = _rod(board, EffectKind.MODIFY_PT if killer == 4 else EffectKind.DESTROY, user, every) \
        if killer > 0 else None
    target = draw(pick(attackers + blockers))
    aim = () if every else (TargetRef(object=target),)
    if user != board.active:
        board.script.append(Action(action=ActionKind.PASS, player=board.active))
    if slayer is not None:  # the regeneration, activated last, resolves first
        board.activate(slayer, 0, player=user, targets=aim)
    board.activate(mender, 0, player=user, targets=aim)
    board.resolve_all()
    board.advance_to(Step.END_OF_COMBAT)
    return board.build("regenerations")
