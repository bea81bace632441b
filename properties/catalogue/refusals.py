"""Why attempts were refused: a refusal coded ``timing`` must be true
(CR 117.1a, 602.5d, 602.5e).

The moment of an attempt is read from the History alone: the step and active
player from the last ``step_begin`` (or the scenario's starting step), and
who held priority over which stack from the last ``priority`` event.
"""
from __future__ import annotations

from dataclasses import dataclass

from properties.catalogue.common import ability_of, rolled_back
from properties.messages import Message, msg, says
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine import events as ev
from reference_engine.abilities import Ability, AbilityKind, Timing
from reference_engine.cards import CardDef
from reference_engine.history import History
from reference_engine.ids import CardType, ObjectId, PlayerId, Step, StrEnum
from reference_engine.records import fast_init
from reference_engine.refs import printed_ref
from reference_engine.scenario import Action, ActionKind, Scenario


class Speed(StrEnum):
    INSTANT = "instant"
    """Allowed whenever its player holds priority (CR 117.1a, 602.5e)."""
    SORCERY = "sorcery"
    """Allowed only in its player's own main phase with an empty stack (CR 117.1a, 602.5d)."""


@fast_init
@dataclass(frozen=True, slots=True)
class Moment:
    """Where the game stood when an attempt began."""

    step: Step
    active: PlayerId
    holder: PlayerId | None
    """Who held priority; None when nobody did."""
    stack: tuple[ObjectId, ...]

    def sorcery_timing(self, player: PlayerId) -> bool:
        return self.holder == player and player == self.active and self.step.is_main and not self.stack

    def describe(self) -> Message:
        holder = msg("refusal.nobody") if self.holder is None else msg("refusal.player", player=self.holder)
        return msg("refusal.moment", step=self.step.value, active=self.active, holder=holder, stack=list(self.stack))


def moment_before(scenario: Scenario, history: History, seq: int) -> Moment:
    """The step, active player, priority holder and stack just before event ``seq``."""
    step, active = scenario.step, scenario.active_player
    holder: PlayerId | None = None
    stack: tuple[ObjectId, ...] = ()
    for e in history.events:
        if e.seq >= seq:
            break
        if isinstance(e, ev.StepBegin):
            step, active, holder, stack = e.step, e.active_player, None, ()
        elif isinstance(e, ev.Priority):
            holder, stack = e.player, e.stack
        elif isinstance(e, ev.PassPriority):
            holder = None  # until the next ``priority`` event
    return Moment(step, active, holder, stack)


def _card(scenario: Scenario, action: Action) -> CardDef | None:
    setup = next((o for o in scenario.objects if o.id == action.object), None)
    return scenario.card(setup.card) if setup is not None else None


def _activated_ref(scenario: Scenario, action: Action) -> str | None:
    """The reference of the ability an activate action names."""
    card = _card(scenario, action)
    return printed_ref(card.key, action.ability) if card and action.action is ActionKind.ACTIVATE else None


def _activated(scenario: Scenario, ref: str | None) -> Ability | None:
    ability = ability_of(scenario, ref) if ref is not None else None
    return ability if ability is not None and ability.kind is AbilityKind.ACTIVATED else None


def _instant_only(scenario: Scenario, ref: str | None) -> bool:
    """Whether ``ref`` is an "activate only as an instant" ability."""
    ability = _activated(scenario, ref)
    return ability is not None and ability.timing is Timing.INSTANT


def speed_of(scenario: Scenario, action: Action) -> tuple[Speed, Message] | None:
    """The timing rule of what a cast or activate action tries, with a name
    for messages; None for anything else."""
    card = _card(scenario, action)
    if card is None:
        return None
    if action.action is ActionKind.CAST:
        if CardType.LAND in card.types:
            return None
        if any(a.kind is AbilityKind.SPELL and a.cast_timing is not None for a in card.abilities):
            return None  # "cast this spell only during ..." (CR 601.3): judged by spells-cast-only-in-their-window
        return (Speed.INSTANT if CardType.INSTANT in card.types else Speed.SORCERY), msg("refusal.cast-of", card=card.key)
    ref = _activated_ref(scenario, action)
    ability = _activated(scenario, ref)
    if ability is None:
        return None
    if ability.timing is Timing.AFTER_BLOCKERS:
        return None  # a window in combat (CR 602.5b), which neither speed describes: not judged here
    # A loyalty ability is activated only as a sorcery, whatever its timing field says (CR 606.3).
    loyal = ability.cost is not None and ability.cost.loyalty is not None
    return ((Speed.SORCERY if ability.timing is Timing.SORCERY or loyal else Speed.INSTANT),
            msg("refusal.activating", ref=ref))


def _action(scenario: Scenario, il: ev.IllegalAction) -> Action | None:
    return scenario.script[il.action] if 0 <= il.action < len(scenario.script) else None


@prop(id="timing-refusals-are-true", rules=("602.5d", "602.5e", "117.1a"),
      title="An attempt is refused for timing only when its timing rule forbids it",
      title_fr="Une tentative n'est refusée pour son moment que si sa règle de rythme l'interdit",
      features=("activation", "timing", "refusal-codes"), families=("activation_timing",),
      needs_events=("illegal_action", "priority", "step_begin", "activated"), needs_actions=("activate",))
def timing_refusals_are_true(case: Case) -> Verdict:
    """An instant, or an ability that may be activated only as an instant (or
    at any time), may be used whenever its player holds priority, so it is
    never refused for timing then. A sorcery-speed spell or ability may be
    refused for timing only outside its player's own main phase, or while the
    stack is not empty. Every refused attempt says why it was refused."""
    sc, h = case.scenario, case.history
    undone = rolled_back(h)
    examined = any(_instant_only(sc, x.ability) for x in h.of_kind(ev.Activated) if x.seq not in undone)
    for il in h.of_kind(ev.IllegalAction):
        if il.code is None:
            return failed(*says("refusal.code"), (il.seq,))
        action = _action(sc, il)
        tried = speed_of(sc, action) if action is not None else None
        if action is None or tried is None or il.seq in undone:
            continue
        timing = il.code is ev.RefusalCode.TIMING
        examined |= timing or _instant_only(sc, _activated_ref(sc, action))
        wrong = _wrong_refusal(sc, h, il, action, *tried) if timing else None
        if wrong is not None:
            return wrong
    return passed(examined)


def _wrong_refusal(sc: Scenario, h: History, il: ev.IllegalAction, action: Action, speed: Speed,
                   what: Message) -> Verdict | None:
    """The failure when a timing refusal came at a moment that allowed the attempt."""
    at = moment_before(sc, h, min((il.seq, *il.rolled_back)))
    player = next((p for p in (il.player, action.player, at.holder) if p is not None), None)
    if player is None or at.holder != player:
        return None  # without priority the attempt was not allowed at this moment anyway
    if speed is Speed.INSTANT:
        return failed(*says("refusal.instant", what=what, player=player, at=at.describe()), (il.seq,))
    if at.sorcery_timing(player):
        return failed(*says("refusal.sorcery", what=what, player=player, at=at.describe()), (il.seq,))
    return None
