"""Activating abilities (CR 602) and mana abilities (CR 605.3).

Only the source's controller may activate (CR 602.2); a prohibition stops the
activation before it starts (CR 602.5); "activate only as a sorcery" restricts
timing (CR 602.5d), "activate only once each turn" counts this turn's
activations of that ability of that object, under any controller (CR 602.5b);
"activate only as an instant" is any time with priority (CR 602.5e). Once on the stack the ability is independent of its source
(CR 113.7a): it keeps the source's last-known characteristics. A mana ability
resolves at once, without the stack (CR 605.3b); from its announcement until
it has resolved, that ability of that object can't be activated again, even
while paying its own cost (CR 605.3c).
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING, Iterator

from reference_engine.abilities import Ability, AbilityKind, ContinuousKind, Cost, EffectKind, Timing
from reference_engine.events import Activated, CostLocked, PutOnStack, RefusalCode
from reference_engine.ids import ObjectId, PlayerId, Step, TargetRef, Zone
from reference_engine.objects import StackItem
from reference_engine.refs import printed_ref
from reference_engine.rules import targets as tg
from reference_engine.rules.costs import ability_total, announce_phyrexian, bill_of, find, pay
from reference_engine.rules.effects import applies, chars, effects_of
from reference_engine.rules.illegal import Illegal
from reference_engine.rules.triggers import detect
from reference_engine.scenario import Action
from reference_engine.state import Game

if TYPE_CHECKING:
    from dataclasses import replace  # so the type checker checks the fields
else:
    from reference_engine.records import replace  # the same, faster for records


def mana_ability_of(game: Game, action: Action) -> bool:
    """Does the action name a mana ability of a permanent (CR 605.1a)?"""
    oid = game.current_id(action.object) if action.object is not None else None
    obj = game.obj(oid) if oid is not None else None
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return False
    ab = dict(chars(game, obj).abilities).get(printed_ref(obj.card.key, action.ability))
    return ab is not None and ab.is_mana_ability


def activate(game: Game, player: PlayerId, action: Action) -> None:
    source = find(game, action.object, Zone.BATTLEFIELD)
    src = chars(game, source)
    ref = printed_ref(source.card.key, action.ability)
    ab = dict(src.abilities).get(ref)
    if ab is None or ab.kind is not AbilityKind.ACTIVATED:
        raise Illegal(f"{ref} is not an activated ability of that permanent", RefusalCode.OTHER)
    if not game.rules.may_activate(source.controller, player):
        raise Illegal("only a permanent's controller can activate its abilities (CR 602.2)", RefusalCode.PROHIBITED)
    forbidden = any(applies(game, a, src) for a in effects_of(game, ContinuousKind.CANT_ACTIVATE))
    if game.rules.activation_prohibited(forbidden):
        raise Illegal("an effect says this permanent's abilities can't be activated (CR 602.5)",
                      RefusalCode.PROHIBITED)
    from reference_engine.rules.casting import after_blockers_now, sorcery_timing

    # the same window as a spell's "after blockers are declared": none in a
    # combat whose declare blockers step was skipped (CR 508.8)
    if ab.timing is Timing.AFTER_BLOCKERS and not after_blockers_now(game):
        raise Illegal("this ability can be activated only during combat after blockers are declared (CR 602.5b)",
                      RefusalCode.TIMING)
    if not game.rules.activation_timing_allows(ab.timing, sorcery_timing(game, player)):
        raise Illegal("this ability can be activated only as a sorcery (CR 602.5d)", RefusalCode.TIMING)
    from reference_engine.rules.loyalty import check_activation, pay_loyalty

    check_activation(game, player, ab, ref, source, sorcery_timing(game, player))
    key = _within_limit(game, ab, (game.st.turn, ref, source.id))
    with _under_way(game, ab, (source.id, ref), action.object):
        aid = game.new_id()
        modes, targets = choose_targets(game, ab, ref, player, source.id, action)
        cost = ab.cost or Cost()
        life = game.rules.activation_phyrexian_answers(
            announce_phyrexian(game, player, [cost.mana], action))  # CR 602.2b -> 601.2b
        locked = ability_total([cost.mana], action.x, life)
        lseq = game.emit(CostLocked, object=aid, mana=locked)
        from reference_engine.rules.mana import activate_while_paying

        activate_while_paying(game, player, action.mana_abilities)
        bill = bill_of([cost], locked)
        bill = replace(bill, life=bill.life + 2 * sum(life))  # CR 107.4f: paid during activation (601.2h)
        paid = pay(game, player, aid, bill, action, source)
        game.st.activations[key] = game.st.activations.get(key, 0) + 1
        loyal = pay_loyalty(game, ab, source, (lseq,))  # CR 606.4
        produces = any(e.kind is EffectKind.ADD_MANA for e in ab.effects)
        is_mana = game.rules.activated_is_mana_ability(ab.is_mana_ability, bool(ab.targets) and produces)
        mana = is_mana and not game.rules.mana_ability_uses_stack()
        causes = (lseq, paid) + (() if loyal is None else (loyal,))
        seq = game.emit(Activated, causes=causes, object=aid, source=source.id, ability=ref,
                        player=player, targets=targets, modes=modes, mana_ability=mana, phyrexian_life=life)
        controller = game.rules.activated_controller(player, source.owner)
        item = StackItem(id=aid, kind="activated", ref=ref, ability=ab, controller=controller, source=source.id,
                         source_chars=src, targets=targets, modes=modes, x=action.x, source_here=True)
        if mana or not game.rules.activated_ability_uses_stack(any(e.kind is EffectKind.ATTACH for e in ab.effects)):
            from reference_engine.rules.oneshot import Ctx, run_effects

            run_effects(game, Ctx(item, seq, [True] * len(targets)), ab.effects)
        else:
            game.st.stack.append(item)
            game.touch()
            pseq = game.emit(PutOnStack, causes=(seq,), object=aid, controller=controller, targets=targets,
                             modes=modes)
            if aimed := tg.becoming_targets(game, pseq, targets, player):  # CR 602.2b
                detect(game, aimed)
        if cost.tap and is_mana:
            from reference_engine.rules.mana import tapped_for_mana

            tapped_for_mana(game, source, player, seq)


@contextmanager
def _under_way(game: Game, ab: Ability, mine: tuple[ObjectId, str], physical: ObjectId | None) -> Iterator[None]:
    """CR 605.3c: from its announcement until it has resolved, a mana ability
    of an object can't be activated again, not even to pay its own cost."""
    if not ab.is_mana_ability:
        yield
        return
    chain = game.mana_under_way
    levels_up = next((k for k, under_way in enumerate(reversed(chain)) if under_way == mine), None)
    if not game.rules.mana_ability_may_reenter(levels_up):
        raise Illegal(f"{mine[1]} of object {physical} is already being activated; it can't be "
                      "activated again before that activation has resolved (CR 605.3c)", RefusalCode.PROHIBITED)
    game.mana_under_way.append(mine)
    try:
        yield
    finally:
        game.mana_under_way.pop()

def _within_limit(game: Game, ab: Ability, key: tuple[int, str, ObjectId]) -> tuple[int, str, ObjectId]:
    """Refuse an activation past the ability's limit this turn (CR 602.5b).

    The key is the object, not its controller: a stolen permanent keeps the
    count of activations made under its former controller.
    """
    done = game.st.activations.get(key, 0)
    if ab.limit_per_turn and not game.rules.activation_limit_allows(done, ab.limit_per_turn):
        raise Illegal(f"this ability was already activated {done} time(s) this turn (CR 602.5b)",
                      RefusalCode.LIMIT)
    return key


def choose_targets(game: Game, ab: Ability, ref: str, player: PlayerId, source: ObjectId,
                   action: Action, kicked: bool = False) -> tuple[tuple[int, ...], tuple[TargetRef, ...]]:
    """Announce the mode, then choose targets (CR 601.2b-c, 602.2b).

    A mode whose targets can't all be chosen may not be announced (CR 700.2,
    601.2c; ``rules.modes``); targets that exist only with the kicker are
    chosen only then.
    """
    modes: tuple[int, ...] = ()
    if ab.modes:
        from reference_engine.rules.modes import announce

        modes = announce(game, ab, ref, player, source, action)
    specs = tg.specs_for(ab, modes, kicked)
    if not specs:
        return modes, ()
    if action.targets:
        chosen = tuple(_now(game, t) for t in action.targets)
        if len(chosen) != len(specs):
            raise Illegal(f"{len(specs)} target(s) must be chosen, not {len(chosen)}", RefusalCode.TARGET)
        for spec, t in zip(specs, chosen):
            if not game.rules.announced_target_accepted(tg.is_legal(game, spec, t, player, source)):
                raise Illegal(f"{_name(t)} is not a legal target (CR 601.2c)", RefusalCode.TARGET)
        return modes, chosen
    picked = tg.choose(game, specs, ref, player, source)
    if picked is None:
        raise Illegal("there is no legal target (CR 601.2c)", RefusalCode.TARGET)
    return modes, picked


def _now(game: Game, t: TargetRef) -> TargetRef:
    """Script targets are scenario ids: the physical card wherever it is now."""
    if t.object is None:
        return t
    cur = game.current_id(t.object)
    return TargetRef(object=cur if cur is not None else t.object)


def _name(t: TargetRef) -> str:
    return f"object {t.object}" if t.object is not None else f"player {t.player}"
