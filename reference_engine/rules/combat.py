"""Combat (CR 506-511): declarations as turn-based actions, block triggers
(CR 509.3), and combat damage (CR 510)."""
from __future__ import annotations

from reference_engine.abilities import TriggerEvent
from reference_engine.events import AttackersDeclared, BecameBlocked, BlockersDeclared, IllegalAction, RefusalCode
from reference_engine.ids import CardType, ObjectId, PlayerId, TargetRef, Zone
from reference_engine.objects import Card, Chars
from reference_engine.rules import actions, removal_from_combat, strikes
from reference_engine.rules.damage import Hit, deal
from reference_engine.rules.effects import cant_block, chars
from reference_engine.rules.triggers import Occ, detect
from reference_engine.state import Combat, Game

__all__ = ["Combat", "declare_attackers", "declare_blockers", "combat_damage", "make_blocked"]


def _creature(game: Game, physical: ObjectId) -> Card | None:
    oid = game.current_id(physical)
    obj = game.obj(oid) if oid is not None else None
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.phased_out:
        return None  # a phased-out permanent is treated as though it did not exist (CR 702.26b)
    return obj if CardType.CREATURE in chars(game, obj).types else None


def _illegal(game: Game, reason: str) -> None:
    game.emit(IllegalAction, player=game.st.active, action=game.action_index, reason=reason,
              code=RefusalCode.DECLARATION)


def declare_attackers(game: Game, step_seq: int) -> None:
    planned = game.st.planned_attacks
    game.st.planned_attacks = ()
    pairs: list[tuple[Card, PlayerId]] = []
    for atk in planned:
        obj = _creature(game, atk.attacker)
        problem = _attack_problem(game, obj, atk.defender, [p[0] for p in pairs])
        if problem:
            _illegal(game, problem)
            return
        assert obj is not None
        pairs.append((obj, atk.defender))
    if not pairs:
        return
    batch = game.log.new_batch()
    seq = game.emit(AttackersDeclared, causes=(step_seq,), batch=batch,
                    attackers=tuple((o.id, d) for o, d in pairs))
    game.st.combat.attackers = {o.id: d for o, d in pairs}
    actions.tap(game, [o for o, _ in pairs], (seq,), batch)
    alone = [Occ(seq, TriggerEvent.ATTACKS_ALONE, chars(game, o), it=o.id) for o, _ in pairs
             if game.rules.attacks_alone(len(pairs))]
    detect(game, [Occ(seq, TriggerEvent.ATTACKS, chars(game, o), it=o.id) for o, _ in pairs]
           + alone + _player_attack_occurrences(game, seq, pairs))


def _player_attack_occurrences(game: Game, seq: int, pairs: list[tuple[Card, PlayerId]]) -> list[Occ]:
    """What the declaration is an occurrence of for the player-level attack
    triggers (CR 508.3b-e): the active player attacks with each attacker and
    attacks, once; each attacked player is attacked, once."""
    active = game.st.active
    everyone = tuple(o.id for o, _ in pairs)
    occs = [Occ(seq, TriggerEvent.ATTACKS_WITH, chars(game, o), player=active, it=o.id) for o, _ in pairs]
    occs.append(Occ(seq, TriggerEvent.PLAYER_ATTACKS, player=active, attackers=everyone))
    for i, defender in enumerate(dict.fromkeys(d for _, d in pairs)):
        theirs = tuple(o.id for o, d in pairs if d == defender)
        occs += [Occ(seq, TriggerEvent.IS_ATTACKED, player=defender, attackers=theirs)
                 for _ in range(game.rules.is_attacked_occurrences(len(theirs)))]
        occs += [Occ(seq, TriggerEvent.ATTACKS_PLAYER, player=active, defender=defender, attackers=theirs)
                 for _ in range(game.rules.attacks_player_occurrences(len(theirs), i == 0))]
    return occs


def _attack_problem(game: Game, obj: Card | None, defender: PlayerId, used: list[Card]) -> str:
    st = game.st
    if obj is None:
        return "the attacker is not a creature on the battlefield"
    if obj.controller != st.active:
        return "only the active player's creatures can attack"
    if obj.tapped or obj.summoning_sick or obj in used:
        return "the attacker is tapped, summoning sick or declared twice"
    if defender == st.active or defender not in game.living():
        return "the defending player must be an opponent still in the game"
    return ""


def declare_blockers(game: Game, step_seq: int) -> None:
    planned = game.st.planned_blocks
    game.st.planned_blocks = ()
    cb = game.st.combat
    pairs: list[tuple[Card, Card]] = []
    for blk in planned:
        blocker = _creature(game, blk.blocker)
        aid = game.current_id(blk.attacker)
        attacker = game.obj(aid) if aid in cb.attackers else None
        if blocker is None or attacker is None or blocker.tapped \
                or blocker.controller != cb.attackers[attacker.id]:
            _illegal(game, "a blocker must be an untapped creature of the attacked player, "
                           "blocking an attacking creature")
            _detect_unblocked(game, step_seq, set())  # the reversed declaration blocked nothing
            return
        if cant_block(game, blocker):  # a restriction on the declaration (CR 509.1b)
            _illegal(game, "a creature that can't block was declared as a blocker")
            _detect_unblocked(game, step_seq, set())
            return
        pairs.append((blocker, attacker))
    if not pairs:
        _detect_unblocked(game, step_seq, set())
        return
    seq = game.emit(BlockersDeclared, causes=(step_seq,), blocks=tuple((b.id, a.id) for b, a in pairs))
    earlier = {a for _, a in cb.blocks} | cb.blocked  # blocked already: by an arrival blocking, or an effect
    cb.blocks = cb.blocks + [(b.id, a.id) for b, a in pairs]
    detect(game, _block_occurrences(game, seq, pairs, earlier)
           + _unblocked(game, step_seq, {a.id for _, a in pairs}))


def _detect_unblocked(game: Game, step_seq: int, blocked: set[int]) -> None:
    occs = _unblocked(game, step_seq, blocked)
    if occs:  # no check at all otherwise: Histories without such abilities are unchanged
        detect(game, occs)


def _unblocked(game: Game, step_seq: int, blocked: set[int]) -> list[Occ]:
    """"Attacks and isn't blocked": each attacker no blocker was declared for,
    named by the declare blockers step's beginning (CR 509.3g); one a creature
    put onto the battlefield blocking already blocks is blocked (CR 509.4), and so
    is one an effect made blocked (CR 509.1h)."""
    occs = []
    blocked = blocked | {a for _, a in game.st.combat.blocks} | game.st.combat.blocked
    for aid in game.st.combat.attackers:
        attacker = game.obj(aid)
        if attacker is not None and attacker.zone is Zone.BATTLEFIELD \
                and game.rules.unblocked_attack_triggers(aid in blocked):
            occs.append(Occ(step_seq, TriggerEvent.ATTACKS_UNBLOCKED, chars(game, attacker), it=aid))
    return occs


def _block_occurrences(game: Game, seq: int, pairs: list[tuple[Card, Card]], earlier: set[int]) -> list[Occ]:
    occs: list[Occ] = []
    blockers = list(dict.fromkeys(b.id for b, _ in pairs))
    attackers = list(dict.fromkeys(a.id for _, a in pairs))
    for bid in blockers:
        c = chars(game, game.st.objects[bid])
        blocked = [a for b, a in pairs if b.id == bid]
        for _ in range(game.rules.blocks_occurrences(len(blocked))):
            occs.append(Occ(seq, TriggerEvent.BLOCKS, c, it=bid))
        for _ in range(game.rules.blocks_or_blocked_occurrences(len(blocked))):
            occs.append(Occ(seq, TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED, c, it=bid))
        occs += [Occ(seq, TriggerEvent.BLOCKS_A_CREATURE, c, it=bid) for _ in blocked]
    for aid in attackers:
        c = chars(game, game.st.objects[aid])
        by = [b for b, a in pairs if a.id == aid]
        if aid not in earlier:  # "becomes blocked" only if it was unblocked (CR 509.3c)
            occs.append(Occ(seq, TriggerEvent.BECOMES_BLOCKED, c, it=aid))
            occs += [Occ(seq, TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED, c, it=aid)
                     for _ in range(game.rules.blocks_or_blocked_occurrences(len(by)))]
        for _ in range(game.rules.blocked_by_occurrences(len(by))):
            occs.append(Occ(seq, TriggerEvent.BECOMES_BLOCKED_BY_A_CREATURE, c, it=aid))
    return occs


def combat_damage(game: Game, step_seq: int) -> None:
    """All combat damage of the step is dealt at once (CR 510.2); with first or
    double strikers in combat, only some creatures deal it (CR 510.4)."""
    removal_from_combat.prune(game)
    cb = game.st.combat
    dealers = strikes.damage_dealers(game)
    hits: list[Hit] = []
    for aid, defender in cb.attackers.items():
        attacker = game.obj(aid)
        if attacker is None or attacker.zone is not Zone.BATTLEFIELD or (dealers is not None and aid not in dealers):
            continue
        ac = chars(game, attacker)
        blockers = [game.obj(b) for b, a in cb.blocks if a == aid and b not in cb.removed]
        if aid in cb.blocked and not any(a == aid for _, a in cb.blocks):
            if game.rules.blocked_without_blockers_deals_damage():  # pragma: no cover - mutant Rules only
                hits.append(Hit(ac, TargetRef(player=defender), ac.power or 0))
            continue  # blocked, by no creature: no combat damage (CR 509.1h, 510.1c)
        if not any(a == aid for _, a in cb.blocks) or (
                not any(blockers) and not game.rules.blocked_attacker_stays_blocked()):
            hits.append(Hit(ac, TargetRef(player=defender), ac.power or 0))
            continue
        hits.extend(_assign(game, ac, [b for b in blockers if b is not None]))
    for bid in dict.fromkeys(b for b, _ in cb.blocks if b not in cb.removed):
        blocker = game.obj(bid)
        if blocker is not None and blocker.zone is Zone.BATTLEFIELD and (dealers is None or bid in dealers):
            hits.extend(_blocker_hits(game, blocker, [a for b, a in cb.blocks if b == bid]))
    deal(game, hits, (step_seq,), combat=True)


def make_blocked(game: Game, attackers: list[Card], cause: int) -> None:
    """An effect makes each attacking creature not yet blocked become blocked,
    by no creature (CR 509.1h): "becomes blocked" and "blocks or becomes
    blocked" once each, never "becomes blocked by a creature" (CR 509.3c-d)."""
    cb = game.st.combat
    occs: list[Occ] = []
    for attacker in attackers:
        aid = attacker.id
        if not cb.unblocked(aid):
            continue
        cb.blocked.add(aid)
        seq = game.emit(BecameBlocked, causes=(cause,), object=aid)
        c = chars(game, attacker)
        occs += [Occ(seq, TriggerEvent.BECOMES_BLOCKED, c, it=aid),
                 Occ(seq, TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED, c, it=aid)]
    if occs:
        detect(game, occs)


def _blocker_hits(game: Game, blocker: Card, blocked: list[ObjectId]) -> list[Hit]:
    """A blocker stays blocking though an attacker it blocks has left (CR 509.1g):
    its damage goes to the attackers it blocks that are still there (CR 510.1d)."""
    there = [o for a in blocked if a in game.st.combat.attackers  # not removed from combat (CR 506.4)
             and (o := game.obj(a)) is not None and o.zone is Zone.BATTLEFIELD]
    if len(there) < len(blocked) and game.rules.blocker_leaves_with_attacker():  # pragma: no cover - mutant Rules only
        return []
    bc = chars(game, blocker)
    if not game.rules.blocker_divides_damage():  # pragma: no cover - mutant Rules only
        return [Hit(bc, TargetRef(object=a.id), bc.power or 0) for a in there if (bc.power or 0) > 0]
    return _assign(game, bc, there)


def _assign(game: Game, ac: Chars, blockers: list[Card]) -> list[Hit]:
    """Lethal damage to each blocker in turn, the rest to the last: one division CR 510.1c allows."""
    left = ac.power or 0
    hits = []
    rest_to_last = game.rules.assigns_the_rest_to_the_last()
    for i, b in enumerate(blockers):
        bc = chars(game, b)
        lethal = max((bc.toughness or 0) - b.damage, 0)
        share = left if i == len(blockers) - 1 and rest_to_last else min(left, lethal)
        if share > 0:
            hits.append(Hit(ac, TargetRef(object=b.id), share))
        left -= share
    return hits
