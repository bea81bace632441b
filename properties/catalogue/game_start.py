"""Starting the game (CR 103): opening-hand actions in APNAP order, the
starting player treated as the active player (CR 101.4e, 103.6)."""
from __future__ import annotations

from collections import Counter

from properties.catalogue.common import analyse
from properties.messages import msg, says
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine import events as ev
from reference_engine.abilities import AbilityKind
from reference_engine.ids import PlayerId, Step, Zone
from reference_engine.scenario import Scenario

Reveal = tuple[PlayerId, int, str]
"""(player, card's scenario id, opening-hand ability reference)."""


def apnap_from_starting(sc: Scenario) -> tuple[PlayerId, ...]:
    """Turn order from the starting player: APNAP order while the game starts (CR 101.4e)."""
    order = sc.order
    i = order.index(sc.active_player)
    return order[i:] + order[:i]


def wanted_reveals(sc: Scenario) -> Counter[Reveal]:
    """The reveals the choices ask for: each opening-hand ability of a card in
    its owner's hand whose "may" is answered yes (CR 103.6)."""
    want: Counter[Reveal] = Counter()
    if not sc.game_start:
        return want
    for o in sc.objects:
        if o.zone is not Zone.HAND:
            continue
        for j, ability in enumerate(sc.card(o.card).abilities):
            ref = f"{o.card}/{j}"
            if ability.kind is AbilityKind.OPENING_HAND and sc.choices.may_for(ref):
                want[(o.owner, o.id, ref)] += 1
    return want


def _order_problem(sc: Scenario, reveals: list[ev.Revealed], first_step: int | None) -> Verdict | None:
    apnap = apnap_from_starting(sc)
    late = [r for r in reveals if first_step is not None and r.seq > first_step]
    if late:
        return failed(*says("start.before-turn-1", first=first_step, late=late[0].seq), (late[0].seq, first_step or 0))
    stray = [r for r in reveals if r.player not in apnap]
    if stray:
        return failed(*says("start.players", seq=stray[0].seq, player=stray[0].player), (stray[0].seq,))
    for before, r in zip(reveals, reveals[1:]):
        if apnap.index(r.player) < apnap.index(before.player):
            return failed(*says("start.apnap", apnap=list(apnap), starting=sc.active_player, player=r.player, seq=r.seq,
                                before=before.player, before_seq=before.seq), (before.seq, r.seq))
    return None


def _delayed_problem(case: Case, r: ev.Revealed, upkeep: ev.StepBegin | None) -> Verdict | None:
    """The reveal's delayed trigger: made once by it, the revealer's, sourced by
    the card (CR 603.7d-e), triggering at turn 1's upkeep only."""
    h = case.history
    made = [d for d in h.of_kind(ev.DelayedCreated) if r.seq in d.causes]
    want = (f"{r.ability}/delayed", r.object, r.player)
    if [(d.ability, d.source, d.controller) for d in made] != [want]:
        return failed(*says("start.one-delayed", ability=want[0], obj=r.object, player=r.player, seq=r.seq, n=len(made),
                                made=[msg("start.made", ability=d.ability, source=d.source, player=d.controller)
                                      for d in made]), (r.seq,) + tuple(d.seq for d in made))
    fired = [t for t in h.of_kind(ev.Triggered) if t.delayed and (t.ability, t.source) == want[:2]]
    pushed = {p.object: p.controller for p in h.of_kind(ev.PutOnStack)}
    for t in fired:
        if upkeep is None or upkeep.seq not in t.causes:
            return failed(*says("start.upkeep-only", ability=want[0], obj=r.object, seq=t.seq, causes=list(t.causes)),
                          (t.seq,))
        if t.controller != r.player or pushed.get(t.instance, r.player) != r.player:
            return failed(*says("start.revealer", ability=want[0], obj=r.object, player=r.player,
                                got=t.controller if t.controller != r.player else pushed[t.instance]), (t.seq,))
    if len(fired) > 1:
        return failed(*says("start.once", ability=want[0], obj=r.object, n=len(fired)), tuple(t.seq for t in fired))
    if upkeep is not None and upkeep.seq <= analyse(case).checked_until and not fired:
        return failed(*says("start.fires", ability=want[0], obj=r.object, upkeep=upkeep.seq), (made[0].seq,))
    return None


@prop(id="game-start-actions-in-apnap-order", rules=("101.4e", "103.6"),
      title="Opening-hand actions go starting player first, then in turn order",
      title_fr="Les actions de main de départ commencent par le joueur qui commence, puis suivent l'ordre du tour",
      features=("game-start", "apnap", "delayed"), families=("game_start",),
      needs_events=("revealed", "delayed_created", "triggered", "step_begin"))
def game_start_actions_in_apnap_order(case: Case) -> Verdict:
    """While the game is being started, the starting player counts as the
    active player: they take all of their opening-hand actions first, then
    each other player in turn order from them, one player's actions never
    split by another's, and all of them before turn 1 begins. Each reveal the
    choices ask for happens once and makes one delayed trigger, controlled by
    the revealer with the revealed card as its source, that triggers at the
    beginning of turn 1's upkeep and at no other time."""
    sc, h = case.scenario, case.history
    reveals = list(h.of_kind(ev.Revealed))
    if not sc.game_start:
        return failed(*says("start.under-way", n=len(reveals)),
                      tuple(r.seq for r in reveals)) if reveals else passed(False)
    first_step = next((e.seq for e in h.of_kind(ev.StepBegin)), None)
    problem = _order_problem(sc, reveals, first_step)
    if problem is not None:
        return problem
    want, got = wanted_reveals(sc), Counter((r.player, r.object, r.ability) for r in reveals)
    if want != got:
        return failed(*says("start.reveals", want=str(sorted(want.elements())), got=str(sorted(got.elements()))),
                      tuple(r.seq for r in reveals))
    upkeep = next((e for e in h.of_kind(ev.StepBegin) if e.step is Step.UPKEEP and e.turn == 1), None)
    for r in reveals:
        problem = _delayed_problem(case, r, upkeep)
        if problem is not None:
            return problem
    return passed(len({r.player for r in reveals}) >= 2)
