"""Turn structure (CR 500-514): steps, turn-based actions, the next turn."""
from __future__ import annotations

from reference_engine.abilities import TriggerEvent
from reference_engine.events import StepBegin, WoreOff
from reference_engine.ids import STEP_ORDER, Step
from reference_engine.objects import Pending
from reference_engine.rules import actions, combat, game_start, phasing, regeneration, strikes
from reference_engine.rules.mana import empty_pools
from reference_engine.rules.priority import give_priority, settle
from reference_engine.rules.triggers import Occ, detect
from reference_engine.state import Game


def advance(game: Game) -> None:
    """End the current step and begin the next ones until a player gets priority."""
    for _ in range(len(STEP_ORDER) * 3):  # pragma: no branch - a cap never met
        _end_step(game)
        if begin_step(game):
            return
    game.loop_limit("steps without priority", len(STEP_ORDER) * 3)


def _end_step(game: Game) -> None:
    st = game.st
    empty_pools(game)
    nxt = game.rules.step_after(st.step, _next_step(game))
    if nxt is Step.UNTAP:
        _next_turn(game)
    if st.step is Step.END_OF_COMBAT:
        st.combat = combat.Combat()
    st.step = nxt


def _next_step(game: Game) -> Step:
    step = game.st.step
    if step is Step.DECLARE_ATTACKERS and not game.st.combat.attackers:
        return Step.END_OF_COMBAT  # no attackers: skip to the end of combat (CR 508.8)
    if step is Step.COMBAT_DAMAGE and strikes.second_step_due(game):
        return Step.COMBAT_DAMAGE  # the second of two combat damage steps (CR 510.4)
    if step is Step.CLEANUP:
        # After players had priority in a cleanup step, another one follows (CR 514.3a).
        again, game.st.cleanup_again = game.st.cleanup_again, False
        return Step.CLEANUP if again else Step.UNTAP
    if step is Step.UPKEEP and game_start.skips_draw_step(game):
        return Step.PRECOMBAT_MAIN  # the starting player's first draw step (CR 103.8a)
    return STEP_ORDER[step.position + 1]


def _next_turn(game: Game) -> None:
    st = game.st
    at = st.order.index(st.active)
    left = frozenset(p for p, pl in st.players.items() if pl.lost)
    order = game.rules.turn_rotation(list(st.order[at:] + st.order[:at]), left)
    # An active player who left the game is not in ``order``: its first player goes.
    st.active = order[1] if order[0] == st.active and len(order) > 1 else order[0]
    st.turn += 1
    for pl in st.players.values():
        pl.lands_played = 0
    for obj in game.battlefield():
        if obj.controller == st.active:
            obj.summoning_sick = False
    game.touch()


def begin_step(game: Game) -> bool:
    """Begin ``st.step``; returns True if a player received priority in it."""
    st = game.st
    seq = game.emit(StepBegin, turn=st.turn, step=st.step, active_player=st.active)
    game.begun.append(st.step)
    detect(game, [Occ(seq, TriggerEvent.BEGINNING_OF_STEP, player=st.active, step=st.step)])
    _fire_delayed(game, seq)
    step = st.step
    if step is Step.UNTAP:
        phasing.phase_in(game, (seq,))
        actions.untap(game, [o for o in game.battlefield() if o.controller == st.active], (seq,))
        return False  # nobody gets priority in the untap step (CR 502.4)
    if step is Step.DRAW:
        actions.draw(game, st.active, 1, (seq,))
    elif step is Step.DECLARE_ATTACKERS:
        combat.declare_attackers(game, seq)
    elif step is Step.DECLARE_BLOCKERS:
        combat.declare_blockers(game, seq)
    elif step is Step.COMBAT_DAMAGE:
        combat.combat_damage(game, seq)
    elif step is Step.CLEANUP:
        return _cleanup(game, seq)
    order = game.turn_order_from(st.active) if st.active in game.living() else game.living()
    give_priority(game, game.rules.first_priority_of_step(st.active, order) if order else st.active)
    return True


def _cleanup(game: Game, seq: int) -> bool:
    """Damage wears off; priority only if SBAs or triggers happen (CR 514.2-514.3a)."""
    _wear_off(game, seq)
    game.st.effects = [a for a in game.st.effects
                       if a.ref.startswith("effect/") or not game.rules.created_replacement_ends(a.effect.kind)]
    regeneration.wear_off(game)  # shields last "this turn" (CR 514.2)
    game.touch()
    if game.rules.busy_cleanup_gives_priority(settle(game)):
        game.st.cleanup_again = True
        give_priority(game, game.st.active)
        return True
    return False


def _wear_off(game: Game, seq: int) -> None:
    """Marked damage is removed and "until end of turn" changes end, at once (CR 514.2)."""
    rules = game.rules
    worn = [(o, o.damage if rules.cleanup_removes_damage() else 0,
             o.pumps if rules.cleanup_ends_pumps() else ()) for o in game.battlefield()]
    worn = [w for w in worn if w[1] or w[2]]
    batch = game.log.new_batch() if len(worn) > 1 else None
    for obj, damage, pumps in worn:
        game.emit(WoreOff, causes=(seq,), batch=batch, object=obj.id, damage=damage,
                  ended=tuple(p[2] for p in pumps))
        obj.damage -= damage
        obj.pumps = tuple(p for p in obj.pumps if p not in pumps)


def _fire_delayed(game: Game, seq: int) -> None:
    """A delayed trigger fires at the next matching step, and only once (CR 603.7b)."""
    st = game.st
    for d in st.delayed:
        if d.fired or d.resolutions or d.step is not st.step or d.created_seq >= seq:
            continue
        st.pending.append(Pending(d.ref, d.ability, d.source, d.source_chars, d.controller, seq,
                                  tracked=d.tracked, delayed=True))
        d.fired = game.rules.delayed_fires_once()
    st.delayed = [d for d in st.delayed if not d.fired]
