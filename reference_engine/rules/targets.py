"""Targets and modes (CR 115, 601.2b-c, 603.3c-d, 608.2b)."""
from __future__ import annotations

from reference_engine.abilities import Ability, StackAbility, TargetSpec, TriggerEvent
from reference_engine.ids import ObjectId, PlayerId, TargetRef, Zone
from reference_engine.rules.effects import chars, filter_matches, who_matches
from reference_engine.rules.triggers import Occ
from reference_engine.scenario import TargetPolicy
from reference_engine.state import Game


def becoming_targets(game: Game, seq: int, targets: tuple[TargetRef, ...], controller: PlayerId) -> list[Occ]:
    """The "becomes the target" occurrences of a spell cast or an ability put
    on the stack (event ``seq``) with these targets: one per permanent it
    targets, however many of its targets name that permanent (CR 115.1,
    601.2c, 603.3d). Its controller is the player of the occurrence."""
    named = game.rules.target_occurrences([t.object for t in targets if t.object is not None])
    occs = []
    for oid in named:
        obj = game.obj(oid)
        if obj is not None and obj.zone is Zone.BATTLEFIELD and not obj.phased_out:
            occs.append(Occ(seq, TriggerEvent.BECOMES_TARGET, chars(game, obj), player=controller, it=oid))
    return occs


_ACTIVATED = (StackAbility.ACTIVATED_OR_TRIGGERED, StackAbility.ACTIVATED_OR_TRIGGERED_YOU_CONTROL)


def candidates(game: Game, spec: TargetSpec, you: PlayerId, source: ObjectId) -> list[TargetRef]:
    """Legal choices for one target phrase: objects by id, then players by seat."""
    out: list[TargetRef] = []
    if spec.ability is not None:
        # An ability on the stack is no card: it is found among the stack's
        # items (CR 113.3b-c); mana abilities never get there (CR 605.3b).
        kinds = ("activated", "triggered") if spec.ability in _ACTIVATED else ("triggered",)
        mine = spec.ability in (StackAbility.TRIGGERED_YOU_CONTROL, StackAbility.ACTIVATED_OR_TRIGGERED_YOU_CONTROL)
        out += [TargetRef(object=item.id) for item in sorted(game.st.stack, key=lambda i: i.id)
                if item.kind in kinds and item.id != source and (not mine or item.controller == you)]
    if spec.objects is not None:
        attached = _attached(game, source)
        for obj in game.in_zone(spec.zone):
            if spec.zone is Zone.STACK and obj.id == source:
                continue  # a spell can't target itself (CR 115.5)
            if spec.unblocked_attacking and not game.st.combat.unblocked(obj.id):
                continue
            if filter_matches(spec.objects, chars(game, obj), you, source, attached):
                out.append(TargetRef(object=obj.id))
    if spec.players is not None:
        for p in sorted(game.living()):
            if who_matches(spec.players, p, you):
                out.append(TargetRef(player=p))
    return out


def _attached(game: Game, source: ObjectId) -> ObjectId | None:
    obj = game.obj(source)
    return obj.attached_to if obj else None


def is_legal(game: Game, spec: TargetSpec, t: TargetRef, you: PlayerId, source: ObjectId) -> bool:
    return t in candidates(game, spec, you, source)


def choose(game: Game, specs: tuple[TargetSpec, ...], ref: str, you: PlayerId,
           source: ObjectId) -> tuple[TargetRef, ...] | None:
    """Targets from the choice policy; None when some phrase has no legal choice."""
    wanted = game.scenario.choices.targets_by_ability.get(ref, ())
    chosen: list[TargetRef] = []
    for i, spec in enumerate(specs):
        legal = candidates(game, spec, you, source)
        if not legal:
            return None
        pick = wanted[i] if i < len(wanted) else None
        if pick is not None and pick.object is not None:
            pick = _current(game, pick)
        if pick not in legal:
            last = game.scenario.choices.targets is TargetPolicy.LAST_LEGAL
            pick = legal[-1] if last else legal[0]
        chosen.append(pick)
    return tuple(chosen)


def _current(game: Game, t: TargetRef) -> TargetRef:
    """Scenario ids in the choice policy name the physical card wherever it is."""
    assert t.object is not None
    now = game.current_id(t.object)
    return TargetRef(object=now) if now is not None else t


def specs_for(ability: Ability, modes: tuple[int, ...], kicked: bool = False) -> tuple[TargetSpec, ...]:
    """The target phrases in use: the chosen modes', plus the kicker's if it was paid."""
    if ability.modes and modes:
        base = tuple(s for m in modes for s in ability.modes[m].targets)
    else:
        base = ability.targets
    return base + ability.kicked_targets if kicked else base


def still_legal(game: Game, specs: tuple[TargetSpec, ...], targets: tuple[TargetRef, ...],
                you: PlayerId, source: ObjectId) -> list[bool]:
    """Which chosen targets are still legal on resolution (CR 608.2b)."""
    return [i < len(specs) and (is_legal(game, specs[i], t, you, source) or _left_player_kept(game, t))
            for i, t in enumerate(targets)]


def _left_player_kept(game: Game, t: TargetRef) -> bool:
    """A target player who has left the game (CR 800.4a), kept as legal only
    by a mutant's ``Rules``."""
    return t.player is not None and t.player not in game.living() and game.rules.left_player_still_legal()
