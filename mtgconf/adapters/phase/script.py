"""The script actions, played through the Driver."""
from __future__ import annotations

from typing import Any

from mtgconf.adapters.phase.driver import Driver
from mtgconf.adapters.phase.payment import Paying, activation_cost, costs_nothing, journal_size, mana_text
from mtgconf.adapters.protocol import Unsupported
from reference_engine import events as ev
from reference_engine.abilities import AbilityKind
from reference_engine.scenario import Action, ActionKind

Json = dict[str, Any]


def play(driver: Driver, index: int, action: Action) -> None:
    kind = action.action
    if kind is ActionKind.PASS:
        _pass(driver, index, action)
    elif kind is ActionKind.RESOLVE_ALL:
        _settle(driver)
        driver.until(lambda: driver.at_priority() and not driver.game.stack())
    elif kind is ActionKind.RESOLVE_TOP:
        _resolve_top(driver)
    elif kind is ActionKind.ADVANCE_TO:
        _advance(driver, driver.target_step_name(action))
    elif kind in (ActionKind.CAST, ActionKind.PLAY_LAND):
        _cast_or_play(driver, index, action)
    elif kind is ActionKind.ACTIVATE:
        _activate(driver, index, action)
    elif kind is ActionKind.DECLARE_ATTACKERS:
        _declare(driver, index, action, "DeclareAttackers", {"attacks": [
            [_phase_id(driver, a.attacker), {"type": "Player", "data": a.defender}] for a in action.attackers],
            "bands": []})
    elif kind is ActionKind.DECLARE_BLOCKERS:
        _declare(driver, index, action, "DeclareBlockers", {"assignments": [
            [_phase_id(driver, b.blocker), _phase_id(driver, b.attacker)] for b in action.blocks]})
    else:
        driver.refuse(action)


def _phase_id(driver: Driver, scenario_id: int | None) -> int:
    found = driver.table.ids.phase_id_of(scenario_id) if scenario_id is not None else None
    if found is None:
        raise Unsupported(f"the script names object {scenario_id}, which is no scenario object")
    return found


def _settle(driver: Driver) -> None:
    """Answer prompts until some player holds priority."""
    driver.until(driver.at_priority)


def _pass(driver: Driver, index: int, action: Action) -> None:
    _settle(driver)
    if action.player is not None and action.player != driver.actor():
        # phase's own state says who holds priority (CR 117.1)
        driver.illegal(index, action, f"player {action.player} does not hold priority", ev.RefusalCode.PRIORITY)
        return
    driver.pass_priority()


def _resolve_top(driver: Driver) -> None:
    _settle(driver)
    stack = driver.game.stack()
    if not stack:
        return
    top = stack[-1]["id"]
    driver.until(lambda: driver.at_priority() and top not in {e["id"] for e in driver.game.stack()})


def _advance(driver: Driver, step_name: str) -> None:
    """Pass until the step begins (it may be next turn's)."""
    seen = len(driver.rec.events)
    def begun() -> bool:
        return any(getattr(e, "kind", "") == "step_begin" and e.step.value == _step_value(step_name)
                   for e in driver.rec.events[seen:])
    driver.until(begun)


def _step_value(step_name: str) -> str:
    from mtgconf.adapters.phase.recorder import STEPS

    return STEPS[step_name].value


def _cast_or_play(driver: Driver, index: int, action: Action) -> None:
    if action.mode is not None or action.modes or action.entwined or action.x or action.sacrifice \
            or action.discard or action.kicked or action.alternative is not None or action.convoke \
            or action.phyrexian_life:
        raise Unsupported("modes, X, kicker, alternative, convoke, Phyrexian answers and extra costs "
                          "are not passed to phase yet")
    if any(use.mana_abilities for use in action.mana_abilities):
        # phase pays a mana ability's own cost itself; a nested plan (and a
        # re-entry in it, CR 605.3c) would be lost.
        raise Unsupported("nested payment plans (mana abilities paying a mana ability's cost) "
                          "are not passed to phase")
    if action.mana_abilities and action.action is not ActionKind.CAST:
        raise Unsupported("a land play has no payment for mana abilities")
    _settle(driver)
    pid = _phase_id(driver, action.object)
    want = "CastSpell" if action.action is ActionKind.CAST else "PlayLand"
    offered = [a for a in driver.game.actions() if a.kind == want and (a.data or {}).get("object_id") == pid]
    seat = driver.actor()
    player = action.player if action.player is not None else seat
    driver.prompts.queued_targets = [driver.prompts.physical(t) for t in action.targets]
    driver.prompts.queued_division = [(driver.prompts.physical(t), n) for t, n in zip(action.targets, action.division)]
    if want == "CastSpell" and costs_nothing(driver.game.object(pid).get("mana_cost")):
        # phase casts it with no payment prompt; what it locks in is the
        # cost its object holds: nothing
        driver.locking = Paying(pid=pid, object=driver.table.ids.reserve(pid), player=player, mana="",
                                journal=journal_size(driver.game), cast=True)
    start = len(driver.rec.events)
    if offered and player == seat:
        driver.step(seat, _manual(offered[0]))
    elif not driver.attempt(index, action, player, _unoffered(driver, want, pid)):
        driver.prompts.queued_targets, driver.prompts.queued_division = [], []
        driver.locking = None
        return
    while driver.game.waiting_for()["type"] in ("TargetSelection", "DistributeAmong"):
        driver.answer_or_pass()
    if _target_refused(driver, index, action, start):
        driver.prompts.queued_division = []
        return
    # A scripted target or division phase never asked for is not lost: the
    # cast event carries the targets and split phase chose itself (read from
    # its stack), which the properties compare with the scenario's.
    driver.prompts.queued_targets = []
    driver.prompts.queued_division = []
    if want == "CastSpell":
        _pay(driver, action, pid, start)


def _manual(offered: Any) -> Json:
    """phase's offered cast, with its manual payment: phase stops at a
    ``ManaPayment`` prompt once the total cost is locked in."""
    move: Json = offered.to_dict()
    move["data"] = {**move["data"], "payment_mode": {"type": "Manual"}}
    return move


def _pay(driver: Driver, action: Action, pid: int, start: int) -> None:
    """At phase's ``ManaPayment`` prompt: the total cost its pending cast
    holds is locked in (CR 601.2f); the scripted mana abilities are activated
    there (CR 601.2g); then phase is told to go on, and pays the rest its own
    way (tapping what it picks) and completes the cast."""
    wait = driver.game.waiting_for()
    if any(isinstance(e, ev.CostPaid) and e.object == driver.table.ids.now(pid) for e in driver.rec.events[start:]):
        return  # cast with no prompt, its cost (nothing) locked in and paid as phase cast it
    driver.locking = None
    if wait["type"] != "ManaPayment":
        raise Unsupported(f"phase cast a spell without stopping for its payment (at {wait['type']})")
    pending = driver.game.state()["state"]["pending_cast"]
    seat = int(wait["data"]["player"])
    spell = driver.table.ids.reserve(pid)
    lock = driver.rec.emit(ev.CostLocked, object=spell, mana=mana_text(pending.get("cost")))
    for use in action.mana_abilities:
        _plan_activation(driver, use.object, use.ability, seat)
    driver.rec.paying = Paying(pid=pid, object=spell, player=seat, mana=mana_text(pending.get("cost")),
                               journal=journal_size(driver.game), cast=True, lock=lock)
    driver.step(seat, {"type": "PassPriority"})
    if driver.rec.paying is not None:
        raise Unsupported("phase completed the payment with no cast the adapter can see")


def _plan_activation(driver: Driver, scenario_id: int, ability: int, seat: int) -> None:
    """One scripted mana ability, activated at phase's payment prompt."""
    source = _phase_id(driver, scenario_id)
    move = _activation_move(driver, source, ability, seat)
    if move is None:
        raise Unsupported(f"planned ability {ability} of object {scenario_id} is no activated ability phase knows")
    try:
        driver.step(seat, move)
    except ValueError as refused:
        # phase keeps the cast pending; the rules would undo it all (CR 733)
        raise Unsupported(f"phase refused a planned mana ability while paying: {refused}") from refused
    finally:
        driver.activating = driver.locking = None


def _activation_move(driver: Driver, pid: int, ability: int, seat: int) -> Json | None:
    """phase's ``ActivateAbility`` for the card's ability ``ability``, with the
    cost it locks in staged on the driver (``Driver.locking``); None when the
    card has no such activated ability."""
    translated = driver.table.cards_by_name.get(driver.table.name_of(pid))
    abilities = translated.card.abilities if translated is not None else ()
    if ability >= len(abilities) or abilities[ability].kind is not AbilityKind.ACTIVATED:
        return None
    assert translated is not None
    phase_index = sum(a.kind is AbilityKind.ACTIVATED for a in abilities[:ability])
    listed = driver.game.object(pid).get("abilities") or []
    if phase_index >= len(listed):
        raise Unsupported(f"phase lists no activated ability {phase_index} on {translated.card.key}")
    cost = activation_cost(listed[phase_index].get("cost"))
    # The source as it is now: a cost may move it before phase reports the activation.
    driver.activating = (f"{translated.card.key}/{ability}", pid, seat, driver.table.ids.now(pid))
    driver.locking = Paying(pid=pid, object=driver.table.ids.fresh(), player=seat, mana=cost.mana,
                            journal=journal_size(driver.game), cast=False)
    return {"type": "ActivateAbility", "data": {"ability_index": phase_index, "source_id": pid}}


def _unoffered(driver: Driver, want: str, pid: int) -> Json:
    """The cast or land play phase did not offer, as phase words one, so that
    it can say why it refuses it (a cast with phase's automatic payment,
    which phase checks as it takes the action: the manual one would stop
    at the payment prompt first)."""
    card_id = driver.game.object(pid).get("card_id", pid)
    if want == "PlayLand":
        return {"type": want, "data": {"object_id": pid, "card_id": card_id}}
    return {"type": want, "data": {"object_id": pid, "card_id": card_id, "targets": [],
                                   "payment_mode": {"type": "Auto"}}}


def _activate(driver: Driver, index: int, action: Action) -> None:
    """phase's ``ActivateAbility``: its ``ability_index`` counts the card's
    activated abilities only. A refusal by phase (not offered, or a
    ``ValueError`` for a mana ability it does not list) is an illegal action:
    phase changed nothing. phase pays an activation within the call that
    takes it, with no payment prompt: its cost (the one phase's object lists)
    is locked in as phase takes it, and no scripted mana ability can be
    passed."""
    if action.mode is not None or action.modes or action.x or action.sacrifice or action.discard:
        raise Unsupported("modes, X and extra costs are not passed to phase yet")
    if action.mana_abilities:
        raise Unsupported("phase pays an activation on its own: a payment plan cannot be passed")
    _settle(driver)
    pid = _phase_id(driver, action.object)
    seat = driver.actor()
    player = action.player if action.player is not None else seat
    move = _activation_move(driver, pid, action.ability, player)
    if move is None:
        # no phase index names it: the object has no such activated ability
        driver.illegal(index, action, f"ability {action.ability} of object {action.object} is not activated",
                       ev.RefusalCode.OTHER)
        return
    driver.prompts.queued_targets = [driver.prompts.physical(t) for t in action.targets]
    # Offered or not (phase does not list mana abilities), phase is asked:
    # a refusal comes with its reason and changes nothing.
    if not driver.attempt(index, action, player, move):
        driver.activating = driver.locking = None
        driver.prompts.queued_targets = []
        return
    start = len(driver.rec.events)
    while driver.game.waiting_for()["type"] == "TargetSelection":
        driver.answer_or_pass()
    if _target_refused(driver, index, action, start):
        return
    driver.prompts.queued_targets = []
    if driver.locking is not None:
        raise Unsupported("phase took an activation and paid nothing the adapter can see")
    driver.activating = None


def _target_refused(driver: Driver, index: int, action: Action, start: int) -> bool:
    """Whether the action was cancelled at phase's target prompt for a
    scripted target phase did not offer (``Prompts.refused_target``): it is
    then an illegal action, and phase changed nothing."""
    refused, driver.prompts.refused_target = driver.prompts.refused_target, None
    if refused is None:
        return False
    driver.prompts.queued_targets = []
    driver.activating = driver.locking = None
    since = driver.rec.events[start:]
    if any(not isinstance(e, ev.Priority) for e in since) or driver.game.waiting_for()["type"] != "Priority":
        raise Unsupported("phase did not undo an action cancelled at its target prompt")
    del driver.rec.events[start:]  # the player still holds the priority the attempt was made with
    named = f"object {refused.object}" if refused.object is not None else f"player {refused.player}"
    driver.illegal(index, action, f"phase does not offer {named} as a target", ev.RefusalCode.TARGET)
    return True


def _declare(driver: Driver, index: int, action: Action, prompt: str, data: Json) -> None:
    """Wait for phase's declaration prompt. phase declares by itself, without
    asking, when nothing can attack or block: its declaration is then in the
    History, and the scripted one stands only if it is the same (none)."""
    seen = len(driver.rec.events)
    kind = ev.AttackersDeclared if prompt == "DeclareAttackers" else ev.BlockersDeclared

    def declared() -> bool:
        return any(isinstance(e, kind) for e in driver.rec.events[seen:])

    driver.until(lambda: driver.game.waiting_for()["type"] == prompt or _past(driver, prompt) or declared())
    if driver.game.waiting_for()["type"] == prompt:
        try:
            driver.step(driver.actor(), {"type": prompt, "data": data})
        except ValueError as refused:
            # phase refuses an illegal declaration (a tapped attacker, say) with
            # "Invalid action: ...". As the rules do (CR 508.1, 509.1, 733), it
            # is recorded as illegal, then nothing is declared; any other
            # error is phase's own and stays one.
            if not str(refused).startswith("Invalid action"):
                raise
            driver.illegal(index, action, f"phase refused the declaration: {refused}", ev.RefusalCode.DECLARATION)
            nothing: Json = {"attacks": [], "bands": []} if prompt == "DeclareAttackers" else {"assignments": []}
            driver.step(driver.actor(), {"type": prompt, "data": nothing})
        return
    scripted = action.attackers if prompt == "DeclareAttackers" else action.blocks
    if not (declared() and not scripted):
        driver.illegal(index, action, f"phase did not ask for {prompt}", ev.RefusalCode.DECLARATION)


def _past(driver: Driver, prompt: str) -> bool:
    """The step was skipped or is over (no prompt will come this turn)."""
    return prompt == "DeclareBlockers" and driver.phase_step() in ("CombatDamage", "EndCombat")
