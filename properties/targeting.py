"""Target legality on a tracked board (CR 115, 601.2c, 603.3c-d, 608.2b)."""
from __future__ import annotations

from dataclasses import replace

from properties import characteristics as ch
from properties.tracked_board import TrackedBoard
from reference_engine.abilities import Ability, Effect, ObjectRef, PlayerRef, StackAbility, TargetSpec
from reference_engine.ids import TargetRef, Zone
from reference_engine.scenario import Scenario


def is_legal(sc: Scenario, board: TrackedBoard, spec: TargetSpec, target: TargetRef,
             you: int, source: int | None) -> bool:
    """Whether ``target`` is a legal choice for ``spec`` on ``board``."""
    if target.player is not None:
        return (spec.players is not None and target.player not in board.lost
                and ch.who_matches(spec.players, target.player, you))
    obj = board.get(target.object if target.object is not None else -1)
    if spec.ability is not None:
        # an activated or triggered ability on the stack, never a spell (CR 113.3b-c, 701.6a)
        return (obj is not None and obj.zone is Zone.STACK and not obj.card and obj.id != source
                and (obj.triggered or spec.ability in (StackAbility.ACTIVATED_OR_TRIGGERED,
                                                       StackAbility.ACTIVATED_OR_TRIGGERED_YOU_CONTROL))
                and (spec.ability not in (StackAbility.TRIGGERED_YOU_CONTROL,
                                          StackAbility.ACTIVATED_OR_TRIGGERED_YOU_CONTROL) or obj.controller == you))
    if obj is None or spec.objects is None or obj.zone is not spec.zone or not obj.card:
        return False
    if obj.phased_out:
        return False  # treated as though it did not exist (CR 702.26b)
    if spec.unblocked_attacking and (obj.id not in {a for a, _ in board.attackers} or obj.id in board.blocked()):
        return False  # "target unblocked attacking creature" (CR 509.1h)
    return ch.matches(spec.objects, ch.chars(sc, board, obj), you, source, board, obj.id)


def has_legal(sc: Scenario, board: TrackedBoard, spec: TargetSpec, you: int, source: int | None) -> bool:
    """Whether ``spec`` has at least one legal target on ``board``."""
    players = [TargetRef(player=i) for i in range(len(board.life))]
    objects = [TargetRef(object=o) for o in board.objects if board.objects[o].card or spec.ability is not None]
    return any(is_legal(sc, board, spec, t, you, source) for t in players + objects)


def specs_for(ability: Ability, modes: tuple[int, ...], kicked: bool = False) -> tuple[TargetSpec, ...]:
    """The target phrases of an ability, or of its chosen modes, then those
    that exist only when its kicker was paid (CR 601.2c)."""
    extra = ability.kicked_targets if kicked else ()
    if not ability.is_modal:
        return ability.targets + extra
    return tuple(s for m in modes if 0 <= m < len(ability.modes) for s in ability.modes[m].targets) + extra


def legal_modes(sc: Scenario, board: TrackedBoard, ability: Ability, you: int, source: int | None) -> list[int]:
    """Modes whose every target phrase can be filled (CR 603.3c)."""
    return [i for i, m in enumerate(ability.modes)
            if all(has_legal(sc, board, s, you, source) for s in m.targets)]


def mode_bounds(ability: Ability) -> tuple[int, int]:
    """The fewest and the most modes an ability's controller chooses: its
    ``choose``; one or more for spree (every mode has a cost); else one (CR 700.2)."""
    if ability.choose is not None:
        return ability.choose.min, ability.choose.max
    if ability.modes and all(m.cost is not None for m in ability.modes):
        return 1, len(ability.modes)
    return 1, 1


def preferred_modes(sc: Scenario, ref: str, legal: list[int], least: int, most: int) -> tuple[int, ...]:
    """The modes the scenario's choices take for the ability ``ref``: its
    preferred modes when they may be chosen together, else the fewest
    allowed, the first legal ones; in printed order."""
    single = sc.choices.mode_by_ability.get(ref)
    pref = sc.choices.modes_by_ability.get(ref, (single,) if single is not None else ())
    if pref and len(set(pref)) == len(pref) and least <= len(pref) <= most and all(m in legal for m in pref):
        return tuple(sorted(pref))
    return tuple(legal[:least])


def mode_instructions(ability: Ability, modes: tuple[int, ...]) -> tuple[Effect, ...]:
    """The chosen modes' instructions in printed order (CR 608.2c), each
    mode's target indexes read past the targets of the chosen modes before it."""
    out: list[Effect] = []
    offset = 0
    for m in sorted(k for k in modes if 0 <= k < len(ability.modes)):
        for eff in ability.modes[m].effects:
            aims = eff.object is ObjectRef.TARGET or eff.player is PlayerRef.TARGET
            out.append(replace(eff, target=eff.target + offset) if aims and offset else eff)
        offset += len(ability.modes[m].targets)
    return tuple(out)
