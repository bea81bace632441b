"""Putting triggered abilities on the stack (CR 603.3, 117.5, 704.3, 101.4)."""
from __future__ import annotations

from properties.card_facts import enchant_filter, is_mana_ability
from properties.catalogue.common import Analysis, ability_of, analyse
from properties.characteristics import chars, indestructible
from properties.matching import looks_back
from properties.messages import Message, msg, says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.tracked_board import Obj, TrackedBoard
from reference_engine import events as ev
from reference_engine.abilities import TriggerEvent
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import OrderPolicy

ROUND_GLUE = ("triggered", "put_on_stack", "removed_from_stack")
"""Event kinds that may sit between the pushes of one stacking round."""


def _live_triggers(a: Analysis) -> list[ev.Triggered]:
    return [t for t in a.history.of_kind(ev.Triggered)
            if t.seq not in a.undone and not a.undone.intersection(t.causes)]


@prop(id="triggers-stacked-once-before-priority", rules=("603.3", "117.5", "509.2", "509.2a"),
      title="Each trigger goes on the stack once, before the next priority",
      title_fr="Chaque déclenchement est empilé une fois, avant la priorité suivante",
      features=("stack", "priority"), families=("simultaneous", "blocks", "steps", "state_triggers", "crossover"),
      needs_events=("triggered", "put_on_stack", "priority"))
def triggers_stacked_once_before_priority(case: Case) -> Verdict:
    """A triggered ability is put on the stack exactly once, the next time a
    player would receive priority, so no player ever gets priority while a
    trigger is still waiting. Triggered mana abilities are the exception: they
    never use the stack."""
    a = analyse(case)
    pushes: dict[int, list[ev.PutOnStack]] = {}
    for p in a.history.of_kind(ev.PutOnStack):
        pushes.setdefault(p.object, []).append(p)
    priorities = [p.seq for p in a.history.of_kind(ev.Priority)]
    for t in _live_triggers(a):
        ability = ability_of(a.scenario, t.ability)
        if ability is not None and is_mana_ability(ability):
            continue  # CR 605.4a: triggered-mana-ability-resolves-at-once checks those
        mine = pushes.get(t.instance, [])
        nxt = next((s for s in priorities if s > t.seq), None)
        if len(mine) > 1 or (mine and mine[0].seq < t.seq):
            return failed(*says("stacking.one-push", n=len(mine), instance=t.instance),
                          tuple(p.seq for p in mine))
        # A player who has left the game takes their waiting triggers with them (CR 800.4a).
        gone = nxt is not None and t.controller in a.timeline.before(nxt).lost
        if nxt is not None and not gone and (not mine or mine[0].seq > nxt):
            return failed(*says("stacking.before-priority", ability=t.ability, instance=t.instance, priority=nxt), (t.seq, nxt))
    return passed(bool(_live_triggers(a)))


@prop(id="trigger-controller-is-source-controller", rules=("603.3a",),
      title="A trigger is controlled by its source's controller when it triggered",
      title_fr="Un déclenchement est contrôlé par le contrôleur de sa source au déclenchement",
      features=("control",), families=("control", "leave_return", "players", "crossover"),
      needs_events=("triggered", "put_on_stack"))
def trigger_controller_is_source_controller(case: Case) -> Verdict:
    """The controller of a (non-delayed) triggered ability is the player who
    controlled its source at the moment it triggered, looking back for
    leaves-the-battlefield triggers; later control changes do not matter."""
    a = analyse(case)
    pushed = {p.object: p for p in a.history.of_kind(ev.PutOnStack)}
    exercised = False
    for t in _live_triggers(a):
        want = _controller_at_trigger(a, t)
        if want is None:
            continue
        src = a.timeline.last_known(t.source)
        exercised |= src is not None and (src.owner != want or src.controller != want)
        push = pushed.get(t.instance)
        got = [c for c in (t.controller, push.controller if push else want) if c != want]
        if got:
            return failed(*says("stacking.controller", ability=t.ability, want=want, got=got[0]),
                          (t.seq,) + ((push.seq,) if push else ()))
    return passed(exercised)


def _controller_at_trigger(a: Analysis, t: ev.Triggered) -> int | None:
    ability = ability_of(a.scenario, t.ability)
    occ = next((a.by_seq[s] for s in t.causes if s in a.by_seq), None)
    if t.delayed or ability is None or ability.trigger is None or occ is None:
        return None
    back = looks_back(ability.trigger) or ability.trigger.event is TriggerEvent.STATE
    board = a.timeline.before_batch(occ) if back else a.timeline.after(occ.seq)
    src = board.get(t.source)
    return src.controller if src is not None else None


def _rounds(a: Analysis) -> list[list[ev.PutOnStack]]:
    """Runs of trigger pushes with nothing but trigger bookkeeping between them."""
    instances = {t.instance for t in a.history.of_kind(ev.Triggered)}
    rounds: list[list[ev.PutOnStack]] = [[]]
    for e in a.history.events:
        if isinstance(e, ev.PutOnStack) and e.object in instances:
            rounds[-1].append(e)
        elif e.kind not in ROUND_GLUE and rounds[-1]:
            rounds.append([])
    return [r for r in rounds if r]


def _apnap_pos(a: Analysis, seq: int, player: int) -> int:
    order = list(a.scenario.order)
    active = a.timeline.before(seq).active
    return (order.index(player) - order.index(active)) % len(order)


@prop(id="apnap-stacking-order", rules=("603.3b", "101.4"),
      title="Simultaneous triggers are stacked in APNAP order",
      title_fr="Les déclenchements simultanés sont empilés dans l'ordre JANA",
      features=("apnap", "multiplayer"), families=("players", "simultaneous"),
      needs_events=("triggered", "put_on_stack"))
def apnap_stacking_order(case: Case) -> Verdict:
    """When several players' triggers wait together, the active player puts
    all of theirs on the stack first, then each other player in turn order
    (not seat order), so the last player's triggers resolve first."""
    a = analyse(case)
    exercised = False
    for r in _rounds(a):
        pos = [_apnap_pos(a, p.seq, p.controller) for p in r]
        exercised |= len(set(pos)) > 1
        for before, after, push in zip(pos, pos[1:], r[1:]):
            if after < before:
                return failed(*says("stacking.apnap", player=push.controller), tuple(p.seq for p in r))
    return passed(exercised)


@prop(id="own-triggers-ordered-by-choice", rules=("603.3b",),
      title="Each player stacks their own triggers in the order they chose",
      title_fr="Chaque joueur empile ses déclenchements dans l'ordre qu'il a choisi",
      features=("apnap", "choices"), families=("simultaneous", "players"),
      needs_events=("triggered", "put_on_stack"))
def own_triggers_ordered_by_choice(case: Case) -> Verdict:
    """Each player chooses the relative order of their own simultaneous
    triggers; the scenario's choice policy states that order ("as triggered"
    puts the first to trigger on the stack first)."""
    a = analyse(case)
    born = {t.instance: t.seq for t in a.history.of_kind(ev.Triggered)}
    exercised = False
    for r in _rounds(a):
        for player in {p.controller for p in r}:
            seqs = [born[p.object] for p in r if p.controller == player]
            exercised |= len(seqs) > 1
            want = sorted(seqs, reverse=a.scenario.choices.order_for(player) is OrderPolicy.REVERSE)
            if seqs != want:
                return failed(*says("stacking.own-order", player=player, order=a.scenario.choices.order_for(player).value),
                              tuple(p.seq for p in r))
    return passed(exercised)


@prop(id="sba-before-triggers-and-priority", rules=("704.3", "117.5"),
      title="State-based actions are done before triggers are stacked and priority given",
      title_fr="Les actions basées sur un état passent avant l'empilement et la priorité",
      features=("sba", "priority"),
      families=("state_actions", "simultaneous", "state_triggers", "counters_life_draw", "crossover", "tokens",
                "attached_bonuses"),
      needs_events=("sba", "put_on_stack", "priority"))
def sba_before_triggers_and_priority(case: Case) -> Verdict:
    """Whenever a player would receive priority, all state-based actions are
    performed first, repeatedly, and only then are waiting triggers stacked; so
    no state-based action follows a trigger push before priority, and no player
    gets priority while a creature has lethal damage, a player has no life, a
    token is in another zone than the battlefield or an Aura is attached to
    nothing: not even one that an earlier action of the same check caused (a
    token that died, the Aura of a creature that did)."""
    a = analyse(case)
    instances = {t.instance for t in a.history.of_kind(ev.Triggered)}
    auras = frozenset(c.key for c in a.scenario.cards if enchant_filter(c) is not None)
    pushed_since = 0
    for e in a.history.events:
        if isinstance(e, ev.PutOnStack) and e.object in instances and e.seq not in a.undone:
            pushed_since = pushed_since or e.seq
        elif isinstance(e, ev.Priority):
            pushed_since = 0
            bad = _sba_pending(a, e.seq, auras)
            if bad:
                return failed(*says("stacking.sba-pending", bad=bad), (e.seq,))
        elif isinstance(e, ev.Sba) and pushed_since:
            return failed(*says("stacking.sba-first", rule=e.rule), (pushed_since, e.seq))
    return passed(any(True for _ in a.history.of_kind(ev.Sba)))


def _hostless(board: TrackedBoard, obj: Obj) -> bool:
    """Attached to nothing, or to what is no longer on the battlefield."""
    host = board.get(obj.attached_to) if obj.attached_to is not None else None
    return host is None or host.zone is not Zone.BATTLEFIELD


def _sba_pending(a: Analysis, seq: int, auras: frozenset[str]) -> Message | None:
    """A state-based action the board before ``seq`` still calls for; ``auras``
    are the keys of the scenario's Aura cards (those with an enchant ability)."""
    board = a.timeline.before(seq)
    for player, life in enumerate(board.life):
        if life <= 0 and player not in board.lost:
            return msg("stacking.not-lost", player=player, life=life)
    for obj in board.objects.values():
        if obj.token and obj.zone not in (Zone.BATTLEFIELD, Zone.OUTSIDE):
            return msg("stacking.token-left", obj=obj.id, zone=obj.zone.value)
        if obj.card in auras and obj.zone is Zone.BATTLEFIELD and not obj.phased_out and _hostless(board, obj):
            return msg("stacking.aura-unattached", obj=obj.id)
    for obj in board.in_zone(Zone.BATTLEFIELD):
        c = chars(a.scenario, board, obj) if obj.card else None
        if c is None or CardType.CREATURE not in c.types or c.toughness is None:
            continue
        lethal = obj.damage >= c.toughness and not indestructible(a.scenario, board, obj)  # CR 702.12b
        if c.toughness <= 0 or lethal:
            return msg("stacking.not-dead", obj=obj.id, toughness=c.toughness, damage=obj.damage)
    return None
