"""Why attempts were refused, beyond timing: the code of a refusal must be true
(CR 305.2, 601.2b, 601.2h, 602.2b, 733.1, 116.2).

Each refused attempt is read against the tracked board just before it began
(the board before its first rolled-back event) and the History up to then:
whether the object it names is where it must be and has the ability it
names (an activated one, or a static one permitting a special action), whether the mode exists, whether the announced targets are legal,
whether every part of a cost without mana
could be paid, and how many lands its player already played this turn. A
code whose claim does not hold is a false reason. ``timing`` refusals are
judged by ``timing-refusals-are-true``.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from properties import characteristics as ch
from properties.card_facts import action_card, printed_spell, spell_ability
from properties.catalogue.common import ability_of, analyse
from properties.messages import Message, msg, says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.targeting import has_legal, is_legal, mode_bounds, specs_for
from properties.tracked_board import Obj, TrackedBoard
from reference_engine import events as ev
from reference_engine.abilities import Ability, AbilityKind, ContinuousKind, Cost, Subject
from reference_engine.history import History
from reference_engine.ids import CardType, PlayerId, TargetRef, Zone
from reference_engine.records import fast_init
from reference_engine.refs import printed_ref
from reference_engine.scenario import Action, ActionKind, Scenario

declare_clause(
    "305.2", invariant=True,
    title_en="One land each turn", title_fr="Un terrain par tour",
    paraphrase_en="A player normally plays at most one land during each of their own turns; only a "
                  "continuous effect can raise that number.",
    paraphrase_fr="Un joueur joue normalement au plus un terrain pendant chacun de ses propres tours ; "
                  "seul un effet continu peut augmenter ce nombre.",
)
declare_clause(
    "116.2", invariant=True,
    title_en="Special actions", title_fr="Actions spéciales",
    paraphrase_en="A special action is one of the actions the rules list, such as playing a land or an "
                  "action a static ability lets a player take; it does not use the stack, and a player can "
                  "take one only when a rule or an ability allows it.",
    paraphrase_fr="Une action spéciale est l'une des actions que les règles énumèrent, comme jouer un terrain "
                  "ou une action qu'une capacité statique permet ; elle n'utilise pas la pile, et un joueur "
                  "ne peut en faire une que si une règle ou une capacité le lui permet.",
)


@fast_init
@dataclass(frozen=True, slots=True)
class Attempt:
    """A refused attempt and the game just before it."""

    refusal: ev.IllegalAction
    action: Action
    player: PlayerId
    board: TrackedBoard
    start: int
    """The seq of the attempt's first event (or of the refusal)."""


def physical(board: TrackedBoard, root: int | None) -> Obj | None:
    """The object a script names by its scenario id, wherever it is now."""
    return next((o for o in board.objects.values() if o.root == root and o.card), None) if root is not None else None


def activated(sc: Scenario, board: TrackedBoard, action: Action) -> tuple[Obj, str, Ability] | None:
    """The permanent an activate action names and its activated ability, when
    it is on the battlefield and has one at that index."""
    src = physical(board, action.object)
    if src is None or src.zone is not Zone.BATTLEFIELD or src.phased_out:
        return None
    ref = printed_ref(src.card, action.ability)
    ab = dict(ch.chars(sc, board, src).abilities).get(ref)
    return (src, ref, ab) if ab is not None and ab.kind is AbilityKind.ACTIVATED else None


def permitting(sc: Scenario, board: TrackedBoard, action: Action) -> str | None:
    """The reference of the static ability that lets a special action be
    taken (CR 116.2), when the permanent the action names is on the
    battlefield with it at that index."""
    src = physical(board, action.object)
    if src is None or src.zone is not Zone.BATTLEFIELD or src.phased_out:
        return None
    ref = printed_ref(src.card, action.ability)
    ab = dict(ch.chars(sc, board, src).abilities).get(ref)
    st = ab.static if ab is not None and ab.kind is AbilityKind.STATIC else None
    return ref if st is not None and st.kind is ContinuousKind.PERMITS_ACTION and st.ability is not None else None


def lands_played(sc: Scenario, h: History, undone: frozenset[int], before: int, player: PlayerId) -> int:
    """Lands ``player`` played in the current turn before event ``before`` (CR 305.2)."""
    turn = sc.turn
    count = next((p.lands_played for p in sc.players if p.id == player), 0)
    for e in h.events:
        if e.seq >= before:
            break
        if isinstance(e, ev.StepBegin) and e.turn != turn:
            turn, count = e.turn, 0
        elif (isinstance(e, ev.ZoneChange) and e.how is ev.ZoneChangeCause.PLAY and e.seq not in undone
              and e.to_zone is Zone.BATTLEFIELD
              and _player_of(e) == player):
            count += 1
    return count


def _own_land(sc: Scenario, a: Attempt) -> bool:
    """Whether the land play names a land card in its player's own hand, the
    one thing playing a land needs of the card (CR 305.1, 116.2a)."""
    obj = physical(a.board, a.action.object)
    card = action_card(sc, a.action)
    return (obj is not None and obj.zone is Zone.HAND and obj.owner == a.player and card is not None
            and CardType.LAND in card.types)


def _player_of(e: ev.ZoneChange) -> PlayerId:
    after = e.after.controller if e.after is not None else None
    return e.owner if after is None else after


def activations_this_turn(sc: Scenario, h: History, undone: frozenset[int], before: int, source: int,
                          ref: str) -> int:
    """Activations of ``ref`` of object ``source`` this turn before ``before`` (CR 602.5b)."""
    return _counted_this_turn(sc, h, undone, before, source, lambda r: r == ref)


def loyalty_activations_this_turn(sc: Scenario, h: History, undone: frozenset[int], before: int,
                                  source: int) -> int:
    """Activations of any loyalty ability of ``source`` this turn before ``before`` (CR 606.3)."""
    def loyal(r: str) -> bool:
        ab = ability_of(sc, r)
        return ab is not None and ab.cost is not None and ab.cost.loyalty is not None
    return _counted_this_turn(sc, h, undone, before, source, loyal)


def _counted_this_turn(sc: Scenario, h: History, undone: frozenset[int], before: int, source: int,
                       counts: Callable[[str], bool]) -> int:
    turn = sc.turn
    count = 0
    for e in h.events:
        if e.seq >= before:
            break
        if isinstance(e, ev.StepBegin) and e.turn != turn:
            turn, count = e.turn, 0
        elif isinstance(e, ev.Activated) and e.seq not in undone and e.source == source and counts(e.ability):
            count += 1
    return count


def cost_payable(sc: Scenario, a: Attempt, src: Obj, cost: Cost) -> bool | None:
    """Whether every part of a cost without mana can be paid as the action
    names it (CR 601.2h, 602.2b); None when it has mana to pay, which is not judged."""
    act, board, player = a.action, a.board, a.player
    if cost.mana or act.x or act.mana_abilities:
        return None
    if cost.sacrifice is not None and cost.sacrifice.subject not in (None, Subject.ANY):
        return None
    if (cost.tap and src.tapped) or (cost.untap and not src.tapped):
        return False
    if cost.pay_life and board.life[player] < cost.pay_life:
        return False
    if cost.loyalty is not None and src.count("loyalty") + cost.loyalty < 0:
        return False  # "-N:" takes off N loyalty counters, which must be there (CR 118.3, 606.4)
    if len(act.sacrifice) != (cost.sacrifice is not None):
        return False
    for root in act.sacrifice:
        victim = physical(board, root)
        if (victim is None or victim.zone is not Zone.BATTLEFIELD or victim.phased_out
                or victim.controller != player or (cost.sacrifice_self and victim.id == src.id)
                or cost.sacrifice is None
                or not ch.matches(cost.sacrifice, ch.chars(sc, board, victim), player, src.id, board, victim.id)):
            return False
    if len(act.discard) != cost.discard or len(set(act.discard)) != len(act.discard):
        return False
    for root in act.discard:
        card = physical(board, root)
        if card is None or card.zone is not Zone.HAND or card.owner != player:
            return False
    return True


def announced_targets_legal(sc: Scenario, a: Attempt, src: Obj, ab: Ability) -> bool | None:
    """Whether the targets an activation announced are as many as its target
    phrases and each legal for its phrase (CR 601.2c, 602.2b, 115.5); None
    when it announced none or no mode, which is not judged."""
    act = a.action
    if not act.targets or (ab.modes and act.mode is None):
        return None
    if ab.modes and not 0 <= (act.mode or 0) < len(ab.modes):
        return None
    specs = specs_for(ab, (act.mode,) if ab.modes and act.mode is not None else ())
    if len(specs) != len(act.targets):
        return False
    for spec, t in zip(specs, act.targets):
        obj = physical(a.board, t.object) if t.object is not None else None
        now = t if t.object is None else TargetRef(object=obj.id if obj is not None else -1)
        if not is_legal(sc, a.board, spec, now, a.player, src.id):
            return False
    return True


def _modes_targetable(sc: Scenario, a: Attempt, src: Obj, ab: Ability, ref: str) -> Message | bool:
    """A modal activation that announced its modes and left their targets to
    the policy: refused for its targets only when a chosen mode has a target
    phrase with no legal choice (CR 601.2c, 700.2); a mode with no target
    phrase can always be chosen. False (not judged) when it announced no
    mode, or modes the ability cannot take."""
    act = a.action
    if not (act.modes or act.mode is not None) or not _mode_exists(ab, act):
        return False
    chosen = act.modes or (act.mode or 0,)
    if any(not has_legal(sc, a.board, spec, a.player, src.id) for spec in specs_for(ab, tuple(chosen))):
        return True
    return msg("reasons.mode-targets-available", ref=ref, modes=", ".join(str(m) for m in chosen))


def _mode_exists(ab: Ability, action: Action) -> bool:
    """Whether the announced modes could be chosen as far as their number
    and indexes go (CR 700.2, 700.2d); a refusal for them is then false."""
    if action.modes:
        least, most = mode_bounds(ab)
        return (all(0 <= m < len(ab.modes) for m in action.modes) and len(set(action.modes)) == len(action.modes)
                and least <= len(action.modes) <= most)
    if action.mode is None:
        return True
    return bool(ab.modes) and 0 <= action.mode < len(ab.modes)


def _choices_valid(sc: Scenario, act: Action) -> bool:
    """A cast whose announced choices a ``choice`` refusal can't be about
    (CR 601.2b): an X only for a mana cost with {X} and not below 0, a
    kicker the spell has, an alternative cost it has; and no modes, entwine,
    split, Phyrexian answers or creatures to convoke (judged elsewhere)."""
    if act.modes or act.mode is not None or act.entwined is not None or act.division or act.phyrexian_life \
            or act.convoke:
        return False
    card = action_card(sc, act)
    spell = printed_spell(card)
    if card is None or spell is None or act.x < 0:
        return False
    uses_x = "{X}" in (card.mana_cost or "") and act.alternative is None
    return ((not act.x or uses_x) and (not act.kicked or spell.kicker is not None)
            and (act.alternative is None or 0 <= act.alternative < len(spell.alternative_costs)))


def _untargeted(sc: Scenario, act: Action) -> bool:
    """Whether the spell a cast names has no target phrase, as cast: no spell
    ability with one (its modes and kicker as announced), and no enchant
    ability, whose filter an Aura spell targets with (CR 303.4a, 601.2c)."""
    card = action_card(sc, act)
    found = spell_ability(card) if card is not None else None
    if card is None or found is not None and found[1].is_modal and not act.modes:
        return False
    return found is None or not specs_for(found[1], act.modes, act.kicked)


def _divides(sc: Scenario, act: Action) -> bool:
    """Whether the cast spell has a divided instruction, whose split must be announced (CR 601.2d)."""
    card = action_card(sc, act)
    spells = [x for x in card.abilities if x.kind is AbilityKind.SPELL] if card is not None else []
    return not spells or any(e.divided for x in spells
                             for e in (*x.effects, *x.kicked_effects, *(f for m in x.modes for f in m.effects)))


def _attacks_legal(sc: Scenario, a: Attempt) -> bool:
    """Whether every attack the declaration names may be made (CR 508.1a):
    an untapped creature of the active player, under their control since
    their turn began, named once, attacking an opponent still in the game."""
    board, named = a.board, [atk.attacker for atk in a.action.attackers]
    for atk in a.action.attackers:
        obj = physical(board, atk.attacker)
        if (obj is None or obj.zone is not Zone.BATTLEFIELD or obj.phased_out or obj.tapped or obj.sick
                or obj.controller != board.active or named.count(atk.attacker) > 1
                or CardType.CREATURE not in ch.chars(sc, board, obj).types):
            return False
        if atk.defender == board.active or atk.defender in board.lost or not 0 <= atk.defender < len(board.life):
            return False
    return bool(named)


def false_reason(sc: Scenario, h: History, undone: frozenset[int], a: Attempt) -> Message | bool:
    """What makes a refusal's code false: a message; True when the code was
    judged and holds; False when this kind of refusal is not judged."""
    code, act = a.refusal.code, a.action
    if act.action is ActionKind.PLAY_LAND and code is ev.RefusalCode.LIMIT:
        if a.player != a.board.active:
            return False
        played = lands_played(sc, h, undone, a.start, a.player)
        return msg("reasons.no-land", player=a.player, played=played) if played == 0 else True
    if act.action is ActionKind.PLAY_LAND and code is ev.RefusalCode.PROHIBITED:
        return msg("reasons.own-land", obj=act.object, player=a.player) if _own_land(sc, a) else True
    if act.action is ActionKind.DECLARE_ATTACKERS and code is ev.RefusalCode.DECLARATION:
        return True if not _attacks_legal(sc, a) else msg("reasons.attacks-legal", n=len(act.attackers))
    if act.action is ActionKind.CAST and code is ev.RefusalCode.CHOICE and _choices_valid(sc, act) \
            and not _divides(sc, act):
        return msg("reasons.no-choice", obj=act.object)
    if act.action is ActionKind.CAST and code is ev.RefusalCode.TARGET and not act.targets and _untargeted(sc, act):
        return msg("reasons.no-target-phrase", obj=act.object)
    if act.action is ActionKind.SPECIAL_ACTION and code is ev.RefusalCode.OTHER:
        permits = permitting(sc, a.board, act)
        return True if permits is None else msg("reasons.permits", obj=act.object, ref=permits)
    if act.action is not ActionKind.ACTIVATE:
        return False
    found = activated(sc, a.board, act)
    if code is ev.RefusalCode.OTHER:
        return True if found is None else msg("reasons.has-ability", obj=act.object, ref=found[1])
    if found is None:
        return False
    src, ref, ab = found
    if code is ev.RefusalCode.CHOICE:
        plain = not (act.x or act.kicked or act.alternative is not None or act.division)
        if not plain:
            return False
        return True if not _mode_exists(ab, act) else msg("reasons.mode-exists", ref=ref, mode=act.mode)
    if code is ev.RefusalCode.COST:
        payable = cost_payable(sc, a, src, ab.cost or Cost())
        if payable is None:
            return False
        return msg("reasons.payable", ref=ref, player=a.player) if payable else True
    if code is ev.RefusalCode.TARGET and not act.targets and not ab.modes and len(ab.targets) == 1:
        # Left to the target policy: refused only when the one phrase has no legal choice.
        if not has_legal(sc, a.board, ab.targets[0], a.player, src.id):
            return True
        return msg("reasons.target-available", ref=ref)
    if code is ev.RefusalCode.TARGET and ab.modes and not act.targets:
        return _modes_targetable(sc, a, src, ab, ref)
    if code is ev.RefusalCode.TARGET:
        legal = announced_targets_legal(sc, a, src, ab)
        if legal is None:
            return False
        return msg("reasons.targets-legal", ref=ref, targets=len(act.targets)) if legal else True
    if code is ev.RefusalCode.LIMIT and ab.cost is not None and ab.cost.loyalty is not None:
        done = loyalty_activations_this_turn(sc, h, undone, a.start, src.id)
        return True if done >= 1 else msg("reasons.under-limit", ref=ref, done=done, limit=1)
    if code is ev.RefusalCode.LIMIT:
        done = activations_this_turn(sc, h, undone, a.start, src.id, ref)
        if ab.limit_per_turn and done >= ab.limit_per_turn:
            return True
        return msg("reasons.under-limit", ref=ref, done=done, limit=ab.limit_per_turn)
    return False


def refused_attempts(case: Case) -> list[Attempt]:
    """Every refused attempt that was not itself rolled back, with the board before it."""
    a = analyse(case)
    sc, h = case.scenario, case.history
    out = []
    for il in h.of_kind(ev.IllegalAction):
        if il.seq in a.undone or not 0 <= il.action < len(sc.script):
            continue
        action = sc.script[il.action]
        player = next((p for p in (il.player, action.player) if p is not None), None)
        if player is None or player >= len(a.timeline.boards[0].life):
            continue
        start = min((il.seq, *il.rolled_back))
        out.append(Attempt(il, action, player, a.timeline.before(start), start))
    return out


@prop(id="refusal-reasons-are-true", rules=("305.2", "601.2b", "601.2c", "601.2h", "602.2b", "733.1", "116.2"),
      title="An attempt is refused only for a reason that holds",
      title_fr="Une tentative n'est refusée que pour une raison vraie",
      features=("refusal-codes", "activation", "illegal-action"),
      families=("attempts", "misplays", "permitted_actions", "ability_copies", "first_strikes"),
      needs_events=("illegal_action", "zone_change", "activated"), needs_actions=("activate", "play_land"))
def refusal_reasons_are_true(case: Case) -> Verdict:
    """A refused attempt's code must be true of the game as it stood: an
    activation refused as naming no activated ability (``other``) names a
    permanent that is not on the battlefield or an ability it lacks, and a
    special action refused so names no static ability permitting one (CR 116.2); one
    refused for its mode (``choice``) announced a mode the ability lacks, and
    a cast refused as a choice announced one it could not make (an X with
    no {X}, a kicker or an alternative cost the spell lacks, ...); one
    refused for its cost (``cost``) has a cost some part of which can't be
    paid as named (the wrong number of cards, another player's card, a tapped
    source for {T}); one refused for its targets (``target``) announced a
    target that is not legal for its phrase, or the wrong number of them, or
    left its one target to the policy while nothing could be chosen, or
    chose modes one of whose target phrases nothing could fit (CR 700.2), and
    a spell refused so has some target phrase (CR 601.2c); one
    refused for a limit has been activated that many
    times this turn, or, for a loyalty ability, some loyalty ability of its
    permanent has (CR 606.3); a land play refused for the one-land limit (``limit``)
    follows a land its player already played this turn (CR 305.2), and one
    refused as prohibited (``prohibited``) names no land card in its
    player's own hand (CR 305.1); an attack
    declaration refused (``declaration``) names an attack that may not be
    made: not an untapped creature the active player has controlled since
    the turn began, one named twice, or an attack on themselves or on a
    player out of the game (CR 508.1a)."""
    a = analyse(case)
    sc, h = case.scenario, case.history
    examined = False
    for att in refused_attempts(case):
        if att.refusal.code is None:
            continue
        wrong = false_reason(sc, h, a.undone, att)
        if wrong is False:
            continue
        examined = True
        if isinstance(wrong, Message):
            return failed(*says("reasons.false", code=att.refusal.code.value, why=wrong,
                                reason=att.refusal.reason), (att.refusal.seq,))
    return passed(examined)
