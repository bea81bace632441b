"""Activating abilities and mana abilities (CR 602, 605.3)."""
from __future__ import annotations

from typing import Iterable

from properties.card_facts import is_mana_ability
from properties.tracked_board import TrackedBoard, Obj
from properties.catalogue.common import Analysis, ability_of, analyse, refused_activations
from properties.characteristics import effects_of
from properties.messages import Message, msg, says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.targeting import is_legal, specs_for
from reference_engine import events as ev
from reference_engine.abilities import ContinuousKind, Timing
from reference_engine.ids import CardType

_ACT = dict(families=("casting",), needs_actions=("activate",))


def _activations(a: Analysis, committed: bool = True) -> list[ev.Activated]:
    return [x for x in a.history.of_kind(ev.Activated) if not committed or x.seq not in a.undone]


@prop(id="activation-by-controller", rules=("602.2", "602.1a", "602.2a"),
      title="Only the source's controller activates; they pay and control the ability",
      title_fr="Seul le contrôleur de la source active ; il paie et contrôle la capacité",
      features=("activation", "control"), needs_events=("activated", "cost_paid", "put_on_stack"),
      families=("casting", "misplays", "borrowed_tools"), needs_actions=("activate",))
def activation_by_controller(case: Case) -> Verdict:
    """An activated ability is activated by its source's controller, who pays
    its activation cost and controls it on the stack."""
    a = analyse(case)
    for x in _activations(a):
        src = a.timeline.before(x.seq).get(x.source)
        owner_ok = src is None or src.controller == x.player
        payers = [p for p in a.history.of_kind(ev.CostPaid) if p.object == x.object and p.player != x.player]
        pushes = [p for p in a.history.of_kind(ev.PutOnStack) if p.object == x.object and p.controller != x.player]
        if not owner_ok or payers or pushes:
            return failed(*says("activation.controller", player=x.player, source=x.source),
                          (x.seq,) + tuple(p.seq for p in payers + pushes))
    return passed(bool(_activations(a)))


@prop(id="prohibited-activation-never-happens", rules=("602.5", "602.5a"),
      title="Forbidden activations (can't-activate, summoning sickness) never happen",
      title_fr="Les activations interdites (interdiction, mal d'invocation) n'ont jamais lieu",
      features=("activation",), needs_events=("activated", "illegal_action"),
      families=("prohibited_activations",), needs_actions=("activate",))
def prohibited_activation_never_happens(case: Case) -> Verdict:
    """A player cannot activate an ability an effect forbids, nor a creature's
    {T} or {Q} ability unless they have controlled it since their most recent
    turn began (CR 302.6); such an attempt is undone as an illegal action.
    And an activation by the source's controller that nothing forbids is not
    refused as prohibited: a creature is no longer summoning sick once its
    controller's turn has begun with it."""
    a = analyse(case)
    seen = False
    for x in _activations(a, committed=False):
        board = a.timeline.before(x.seq)
        why = _forbidden(a, board, board.get(x.source), x.ability)
        seen |= bool(why)
        if why and x.seq not in a.undone:
            return failed(*says("activation.forbidden", source=x.source, why=why), (x.seq,))
    wrongly = _refused_though_allowed(a)
    if wrongly is not None:
        return failed(*says("activation.allowed", source=wrongly[1]), (wrongly[0],))
    return passed(seen or _refused_forbidden(a))


def _refused_forbidden(a: Analysis) -> bool:
    """Whether a scripted activation that was forbidden when it was tried was
    refused as an illegal action (an engine may refuse it before announcing
    anything, so no ``activated`` event shows the attempt)."""
    for _, board, src, ref in refused_activations(a):
        if src is not None and _forbidden(a, board, src, ref):
            return True
    return False


def _refused_though_allowed(a: Analysis) -> tuple[int, int] | None:
    """A scripted activation refused as prohibited (CR 602.5) although its
    player controls the source and nothing forbids it: (refusal seq, source)."""
    script = a.scenario.script
    for il, board, src, ref in refused_activations(a):
        ability = ability_of(a.scenario, ref) if src is not None else None
        if il.code is not ev.RefusalCode.PROHIBITED or src is None or ability is None:
            continue
        if script[il.action].mana_abilities:
            continue  # a mana ability activated again inside its own activation is prohibited too (CR 605.3c)
        if il.player is not None and il.player == src.controller and _forbidden(a, board, src, ref) is None:
            return il.seq, src.id
    return None


def _forbidden(a: Analysis, board: TrackedBoard, src: Obj | None, ref: str) -> Message | None:
    """Why activating ability ``ref`` of ``src`` on ``board`` is forbidden, or None."""
    ability = ability_of(a.scenario, ref)
    if src is None or ability is None or not src.card:
        return None
    if effects_of(a.scenario, board, ContinuousKind.CANT_ACTIVATE, src):
        return msg("activation.cant-activate")
    creature = CardType.CREATURE in a.scenario.card(src.card).types
    if ability.cost is not None and (ability.cost.tap or ability.cost.untap) and creature and src.sick:
        return msg("activation.summoning-sick")
    return None


@prop(id="sorcery-speed-activation", rules=("602.5d",),
      title="\"Activate only as a sorcery\" means own main phase, empty stack",
      title_fr="« Rythme de rituel » : sa propre phase principale, pile vide",
      features=("activation", "timing"), needs_events=("activated",), families=("casting", "sorcery_abilities"),
      needs_actions=("activate",))
def sorcery_speed_activation(case: Case) -> Verdict:
    """An ability that may be activated only as a sorcery is activated during
    its controller's main phase while the stack is empty."""
    a = analyse(case)
    seen = False
    for x in _activations(a):
        ability = ability_of(a.scenario, x.ability)
        if ability is None or ability.timing is not Timing.SORCERY:
            continue
        seen = True
        board = a.timeline.before(x.seq)
        others = [i for i in board.stack if i != x.object]
        if board.active != x.player or not board.step.is_main or others:
            return failed(*says("activation.sorcery-speed", step=board.step.value, active=board.active, stack=others),
                          (x.seq,))
    return passed(seen)


@prop(id="activation-limit-per-turn", rules=("602.5b",),
      title="\"Activate only once each turn\" counts the object's activations, whoever controls it",
      title_fr="« Une seule fois par tour » compte les activations de l'objet, quel que soit son contrôleur",
      features=("activation", "activation-limits"), needs_events=("activated",), families=("limits",),
      needs_actions=("activate",))
def activation_limit_per_turn(case: Case) -> Verdict:
    """An ability limited to N activations each turn is activated at most N
    times in a turn from the same object, counting activations made while
    another player controlled it."""
    a = analyse(case)
    counts: dict[tuple[int, str, int], list[int]] = {}
    for x in _activations(a):
        ability = ability_of(a.scenario, x.ability)
        if ability is None or not ability.limit_per_turn:
            continue
        seqs = counts.setdefault((a.timeline.before(x.seq).turn, x.ability, x.source), [])
        seqs.append(x.seq)
        if len(seqs) > ability.limit_per_turn:
            return failed(*says("activation.limit", source=x.source, ability=x.ability, limit=ability.limit_per_turn,
                                n=len(seqs)), tuple(seqs))
    return passed(bool(counts))


@prop(id="mana-abilities-skip-the-stack", rules=("605.3a", "605.3b"),
      title="Mana abilities resolve at once, without the stack",
      title_fr="Les capacités de mana se résolvent aussitôt, sans la pile",
      features=("mana",), needs_events=("activated", "mana_added"), families=("casting", "mana_abilities"),
      needs_actions=("activate",))
def mana_abilities_skip_the_stack(case: Case) -> Verdict:
    """A mana ability does not go on the stack: it adds its mana immediately,
    with no priority passing in between; other activated abilities do use the
    stack."""
    a = analyse(case)
    seen = False
    for x in _activations(a):
        ability = ability_of(a.scenario, x.ability)
        if ability is None:
            continue
        mana = is_mana_ability(ability)
        seen |= mana
        pushed = any(p.object == x.object for p in a.history.of_kind(ev.PutOnStack))
        if mana != x.mana_ability or pushed == mana:
            return failed(*says("activation.mana-stack" if mana else "activation.nonmana-stack", ability=x.ability,
                                mana=x.mana_ability, pushed=pushed), (x.seq,))
        if mana and not _immediate(a, x):
            return failed(*says("activation.mana-at-once"), (x.seq,))
    return passed(seen)


def _immediate(a: Analysis, x: ev.Activated) -> bool:
    """Whether mana is added next to the activation, with no priority around it."""
    events = a.history.events
    i = x.seq - 1
    return _mana_within(events[i + 1:], x.player) or _mana_within(events[:i][::-1], x.player)


def _mana_within(events: Iterable[ev.Event], player: int) -> bool:
    for e in events:
        if isinstance(e, ev.ManaAdded) and e.player == player:
            return True
        if isinstance(e, (ev.Priority, ev.PassPriority, ev.PutOnStack, ev.Resolving, ev.Activated)):
            return False
    return False


def _announced_at(a: Analysis, x: ev.Activated) -> int:
    """The seq of the activation's first event: targets are chosen before its
    costs are paid (CR 602.2b, 601.2c), so a target sacrificed as a cost was legal."""
    own = [e.seq for e in a.history.events if isinstance(e, (ev.CostLocked, ev.CostPaid)) and e.object == x.object]
    return min(own + [x.seq])


@prop(id="activated-targets-are-legal", rules=("602.2b", "601.2c"),
      title="An activated ability's targets are legal when it is activated",
      title_fr="Les cibles d'une capacité activée sont légales à l'activation",
      features=("activation", "targets"), families=("activation_targets", "misplays", "ability_copies"),
      needs_events=("activated",), needs_actions=("activate",))
def activated_targets_are_legal(case: Case) -> Verdict:
    """Activating an ability follows the steps of casting a spell: the targets
    announced must each be legal for their target phrase, one per phrase, as
    they are chosen (before the costs are paid)."""
    a = analyse(case)
    seen = False
    for x in _activations(a):
        ability = ability_of(a.scenario, x.ability)
        specs = specs_for(ability, x.modes) if ability is not None and not x.mana_ability else ()
        if not specs:
            continue
        seen = True
        board = a.timeline.before(_announced_at(a, x))
        if len(x.targets) != len(specs) or not all(
                is_legal(a.scenario, board, s, t, x.player, x.source) for s, t in zip(specs, x.targets)):
            return failed(*says("casting.legal-targets", n=len(specs), targets=[str(t) for t in x.targets]), (x.seq,))
    return passed(seen)
