"""Creatures put onto the battlefield attacking or blocking (CR 508.3, 508.4, 509.4).

Read from the History alone: a ``zone_change`` onto the battlefield that
names ``attacking`` or ``blocking`` put a creature into combat without a
declaration. The trigger counts come from the checkers' own matching
(``properties.matching``): "attacks" abilities match only the
``attackers_declared`` event, and an arrival blocking matches only the
attacker's "becomes blocked [by a creature]" abilities.
"""
from __future__ import annotations

from properties import characteristics as ch
from properties.catalogue.common import Analysis, Selector, analyse, ability_of, stack_abilities, trigger_counts
from properties.catalogue.first_strike import deals_in_step
from properties.matching import sources
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.tracked_board import TrackedBoard
from reference_engine import events as ev
from reference_engine.abilities import Ability, EffectKind, Subject, TriggerEvent as T
from reference_engine.ids import Step, Zone

declare_clause(
    "508.3a", invariant=True,
    title_en="\"Attacks\" triggers on declaration", title_fr="« Attaque » : à la déclaration",
    paraphrase_en="A \"whenever this creature attacks\" ability triggers when that creature is declared "
                  "as an attacker, and only then.",
    paraphrase_fr="Une capacité « chaque fois que cette créature attaque » se déclenche quand la créature "
                  "est déclarée attaquante, et seulement alors.",
)
declare_clause(
    "508.4", invariant=True,
    title_en="Put onto the battlefield attacking", title_fr="Mise sur le champ de bataille en train d'attaquer",
    paraphrase_en="A creature put onto the battlefield attacking is attacking, but it was never declared "
                  "as an attacker: for triggers it never attacked.",
    paraphrase_fr="Une créature mise sur le champ de bataille en train d'attaquer est attaquante, mais "
                  "n'a jamais été déclarée : pour les déclenchements, elle n'a jamais attaqué.",
)
declare_clause(
    "509.4", invariant=True,
    title_en="Put onto the battlefield blocking", title_fr="Mise sur le champ de bataille en train de bloquer",
    paraphrase_en="A creature put onto the battlefield blocking is blocking, but it never blocked for "
                  "triggers; the attacker it blocks does become blocked by a creature.",
    paraphrase_fr="Une créature mise sur le champ de bataille en train de bloquer est bloqueuse, mais n'a "
                  "jamais bloqué pour les déclenchements ; l'attaquant qu'elle bloque devient bien bloqué "
                  "par une créature.",
)

declare_clause(
    "509.4a", invariant=True,
    title_en="Put onto the battlefield blocking nothing", title_fr="Mise en train de bloquer, sans rien bloquer",
    paraphrase_en="A creature put onto the battlefield blocking an attacker is not blocking at all if that "
                  "attacker is no longer attacking, or if the creature's controller is not the player it "
                  "attacks.",
    paraphrase_fr="Une créature mise sur le champ de bataille en train de bloquer un attaquant ne bloque rien "
                  "si cet attaquant n'attaque plus, ou si le contrôleur de la créature n'est pas le joueur "
                  "qu'il attaque.",
)
declare_clause(
    "509.4b", invariant=True,
    title_en="Entering blocking ignores blocking restrictions",
    title_fr="La mise en train de bloquer ignore les restrictions de blocage",
    paraphrase_en="The restrictions and requirements that apply to declaring blockers do not apply to a "
                  "creature put onto the battlefield blocking.",
    paraphrase_fr="Les restrictions et obligations de la déclaration des bloqueurs ne s'appliquent pas à une "
                  "créature mise sur le champ de bataille en train de bloquer.",
)

declare_clause(
    "510.1b", invariant=True,
    title_en="An unblocked creature's combat damage", title_fr="Les blessures de combat d'une créature non bloquée",
    paraphrase_en="An unblocked attacking creature assigns combat damage equal to its power to the player, "
                  "planeswalker or battle it attacks; if it attacks nothing any more, it assigns none.",
    paraphrase_fr="Une créature attaquante non bloquée assigne des blessures de combat égales à sa force au "
                  "joueur, au planeswalker ou à la bataille qu'elle attaque ; si elle n'attaque plus rien, "
                  "elle n'en assigne aucune.",
)

_BLOCK_EVENTS = frozenset({T.BLOCKS, T.BLOCKS_A_CREATURE, T.BECOMES_BLOCKED, T.BECOMES_BLOCKED_BY_A_CREATURE})
_ENTERING = dict(families=("entering_combat", "stray_arrivals"), needs_events=("zone_change", "triggered"),
                 needs_actions=("declare_attackers",))


def _arrivals(a: Analysis, blocking: bool) -> list[ev.ZoneChange]:
    """Creatures put onto the battlefield attacking (or blocking)."""
    return [z for z in a.history.of_kind(ev.ZoneChange) if z.to_zone is Zone.BATTLEFIELD
            and (z.blocking if blocking else z.attacking) is not None and z.seq not in a.undone]


def _watched(a: Analysis, z: ev.ZoneChange, events: frozenset[T], subject: int) -> bool:
    """Whether, just after arrival ``z``, some "attacks" (or block) ability on the
    battlefield watches ``subject``: one a wrong trigger would come from."""
    board = a.timeline.after_batch(z)
    obj = board.get(subject)
    if obj is None or not obj.card:
        return False
    c = ch.chars(a.scenario, board, obj)
    return any(s.ability.trigger is not None and s.ability.trigger.event in events
               and ch.matches(s.ability.trigger.subject, c, s.controller, s.obj.id, board, subject)
               for s in sources(a.scenario, board))


def _at(arrivals: list[ev.ZoneChange], events: frozenset[T]) -> Selector:
    """Abilities with one of ``events``, counted at an arrival in combat."""
    seqs = {z.seq for z in arrivals}

    def select(ability: Ability, _src: int, occ: ev.Event, _a: Analysis) -> bool:
        return ability.trigger is not None and ability.trigger.event in events and occ.seq in seqs
    return select


@prop(id="entered-attacker-never-attacked", rules=("508.4", "508.3a"),
      title="A creature put onto the battlefield attacking triggers no \"attacks\" ability",
      title_fr="Une créature mise sur le champ de bataille en train d'attaquer ne déclenche aucune "
               "capacité « attaque »",
      features=("combat", "entering-combat"), **_ENTERING)
def entered_attacker_never_attacked(case: Case) -> Verdict:
    """A creature put onto the battlefield tapped and attacking was never
    declared as an attacker: neither its own "whenever this attacks" nor
    another permanent's "whenever a creature attacks" triggers for it, while
    the creatures declared as attackers trigger them as usual. The example
    counts as exercised when such a creature arrived while an "attacks"
    ability on the battlefield would have matched it."""
    a = analyse(case)
    arrivals = _arrivals(a, blocking=False)
    verdict = trigger_counts(case, _at(arrivals, frozenset({T.ATTACKS})), "attacks")
    if not verdict.ok:
        return verdict
    stray = _stray(a, arrivals, frozenset({T.ATTACKS}))
    if stray is not None:
        return stray
    return passed(any(_watched(a, z, frozenset({T.ATTACKS}), z.new_id) for z in arrivals))


@prop(id="entered-blocker-never-blocked", rules=("509.4", "509.4a", "509.3c", "509.3d"),
      title="A creature put onto the battlefield blocking never \"blocks\"; its attacker becomes blocked",
      title_fr="Une créature mise sur le champ de bataille en train de bloquer ne « bloque » jamais ; "
               "son attaquant devient bloqué",
      features=("combat", "blocks", "entering-combat"), **_ENTERING)
def entered_blocker_never_blocked(case: Case) -> Verdict:
    """A creature put onto the battlefield blocking an attacker is blocking
    (when every attacker attacks the player who put it there, it blocks one),
    but no "blocks" or "blocks a creature" ability triggers for it. The
    attacker's "becomes blocked by a creature" abilities trigger once for it,
    and "becomes blocked" ones too if no creature blocked that attacker yet.
    It blocks nothing if that attacker is not attacking its controller (it
    attacks someone else, or is no longer attacking). The example counts as exercised when such a creature arrived while a
    block or becomes-blocked ability on the battlefield watched it or its
    attacker."""
    a = analyse(case)
    arrivals = _arrivals(a, blocking=True)
    verdict = trigger_counts(case, _at(arrivals, _BLOCK_EVENTS), "block")
    if not verdict.ok:
        return verdict
    stray = _stray(a, arrivals, frozenset({T.BLOCKS, T.BLOCKS_A_CREATURE})) or _not_blocking(a) \
        or _blocking_wrongly(a, arrivals)
    if stray is not None:
        return stray
    return passed(any(_watched(a, z, _BLOCK_EVENTS, z.new_id)
                      or (z.blocking is not None and _watched(a, z, _BLOCK_EVENTS, z.blocking))
                      for z in arrivals))


def _stray(a: Analysis, arrivals: list[ev.ZoneChange], events: frozenset[T]) -> Verdict | None:
    """A trigger of one of ``events`` whose source or subject arrived in combat,
    named by a declaration it was not part of: it did not attack (or block)."""
    arrived = {z.new_id for z in arrivals}
    for t in a.history.of_kind(ev.Triggered):
        ability = ability_of(a.scenario, t.ability)
        occ = next((a.by_seq[c] for c in t.causes if c in a.by_seq), None)
        if ability is None or ability.trigger is None or ability.trigger.event not in events:
            continue
        named = _declared(occ)
        if named is not None and t.source in arrived and t.source not in named \
                and ability.trigger.subject.subject is Subject.SELF:
            return failed(f"#{t.source}, put onto the battlefield in combat, triggers no {ability.trigger.event.value} "
                          f"ability of its own", f"{t.ability} triggered from #{occ.seq if occ else 0}", (t.seq,))
    return None


def _blocking_wrongly(a: Analysis, arrivals: list[ev.ZoneChange]) -> Verdict | None:
    """A creature put onto the battlefield blocking an attacker that, just
    before it arrived, was not attacking the creature's controller: it must
    enter blocking nothing (CR 509.4a)."""
    for z in arrivals:
        new = a.timeline.after(z.seq).get(z.new_id)
        controller = new.controller if new is not None else z.owner
        attacking = dict(a.timeline.before(z.seq).attackers)
        if z.blocking is not None and attacking.get(z.blocking) != controller:
            whom = attacking.get(z.blocking)
            return failed(f"#{z.new_id}, put onto the battlefield blocking #{z.blocking}, blocks nothing: "
                          + ("that creature is not attacking" if whom is None
                             else f"it attacks player {whom}, not player {controller}"),
                          f"it entered blocking #{z.blocking}", (z.seq,))
    return None


def _not_blocking(a: Analysis) -> Verdict | None:
    """A creature an "attacks [and isn't blocked]" trigger put onto the
    battlefield "blocking that creature" that blocks nothing, though every
    attacker, the same ones as when it triggered, attacks that trigger's
    controller: whichever attacker "that creature" is, it must block it."""
    triggers = {t.instance: t for t in a.history.of_kind(ev.Triggered)}
    for r in a.history.of_kind(ev.Resolving):
        t = triggers.get(r.object)
        ability = ability_of(a.scenario, t.ability) if t is not None else None
        if t is None or ability is None or ability.trigger is None \
                or ability.trigger.event not in (T.ATTACKS, T.ATTACKS_UNBLOCKED) \
                or not any(e.kind is EffectKind.PUT_ONTO_BATTLEFIELD_BLOCKING for e in ability.effects):
            continue
        for z in _moves_of(a, r.seq):
            board, then = a.timeline.before(z.seq), a.timeline.after(max(t.causes, default=t.seq))
            if z.blocking is None and board.attackers and set(board.attackers) == set(then.attackers) \
                    and all(d == t.controller for _, d in board.attackers):
                return failed(f"#{z.new_id}, put onto the battlefield by {t.ability}, blocks the attacking creature "
                              f"(every attacker attacks player {t.controller})",
                              "it entered blocking nothing", (r.seq, z.seq))
    return None


def _moves_of(a: Analysis, resolving: int) -> list[ev.ZoneChange]:
    """Cards the resolution beginning at ``resolving`` put onto the battlefield from a hand."""
    return [z for z in a.history.of_kind(ev.ZoneChange) if resolving in z.causes
            and z.from_zone is Zone.HAND and z.to_zone is Zone.BATTLEFIELD]


def _declared(occ: ev.Event | None) -> set[int] | None:
    """The creatures a declaration declared, or None for any other event."""
    if isinstance(occ, ev.AttackersDeclared):
        return {x for x, _ in occ.attackers}
    if isinstance(occ, ev.BlockersDeclared):
        return {b for b, _ in occ.blocks}
    return None


_COMBAT_STEPS = frozenset({Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE})


def _not_put_attacking(a: Analysis) -> Verdict | None:
    """A creature card an "onto the battlefield tapped and attacking" spell or
    ability put onto the battlefield under the attacking player's control,
    during combat while creatures were attacking, that entered attacking no
    one, or its own controller; or one put onto the battlefield under another
    player's control, or with no combat going on, that entered attacking."""
    controllers = {t.instance: t.controller for t in a.history.of_kind(ev.Triggered)}
    controllers.update({x.object: x.player for x in a.history.of_kind(ev.Activated)})
    controllers.update({c.object: c.player for c in a.history.of_kind(ev.Cast)})
    refs = stack_abilities(a, spells=True)
    for r in a.history.of_kind(ev.Resolving):
        on = refs.get(r.object)
        ability = ability_of(a.scenario, on.ref) if on is not None else None
        you = controllers.get(r.object)
        if on is None or ability is None or you is None or r.seq in a.undone \
                or not any(e.kind is EffectKind.PUT_ONTO_BATTLEFIELD_ATTACKING for e in ability.effects):
            continue
        for z in _moves_of(a, r.seq):
            board = a.timeline.before(z.seq)
            in_combat = board.step in _COMBAT_STEPS and bool(board.attackers)
            if in_combat and you == board.active and (z.attacking is None or z.attacking == you):
                return failed(*says("entering.not-attacking", obj=z.new_id, ref=on.ref, player=you,
                                    seq=z.seq), (r.seq, z.seq))
            if z.attacking is not None and not (in_combat and you == board.active):
                # Under a player who is not attacking, or with no combat going on,
                # it enters but never attacks (CR 508.4, 508.4a).
                return failed(*says("entering.attacking-for-nobody", obj=z.new_id, ref=on.ref, player=you,
                                    seq=z.seq, attacked=z.attacking), (r.seq, z.seq))
            want = _its_defender(ability, on.source, board) if in_combat else None
            if want is not None and z.attacking is not None and z.attacking != want:
                return failed(*says("entering.other-defender", obj=z.new_id, ref=on.ref, seq=z.seq,
                                    source=on.source, want=want, attacked=z.attacking), (r.seq, z.seq))
    return None


def _its_defender(ability: Ability, source: int, board: TrackedBoard) -> int | None:
    """The player a "whenever this creature attacks" ability's source is
    attacking, if it still is: the player the creature it puts onto the
    battlefield attacking attacks too ("attacking that opponent", Kaalia of
    the Vast; the vocabulary's ``put_onto_battlefield_attacking``)."""
    trigger = ability.trigger
    if trigger is None or trigger.event is not T.ATTACKS or trigger.subject is None \
            or trigger.subject.subject is not Subject.SELF:
        return None
    return next((p for oid, p in board.attackers if oid == source), None)


def _combat_damage(a: Analysis, step: ev.StepBegin, source: int, player: int) -> int:
    """Combat damage ``source`` dealt (or had prevented) to ``player`` in the
    combat damage step that ``step`` began."""
    total = 0
    for e in a.history.events:
        if e.seq <= step.seq or e.seq in a.undone:
            continue
        if isinstance(e, ev.StepBegin):
            break
        if isinstance(e, (ev.Damage, ev.DamagePrevented)) and e.source == source and e.target.player == player \
                and (not isinstance(e, ev.Damage) or e.combat):
            total += e.amount
    return total


def _unattacking(a: Analysis, arrivals: list[ev.ZoneChange]) -> tuple[Verdict | None, bool]:
    """An arrival still attacking and unblocked as a combat damage step began
    that dealt no combat damage, or not its power, to the player it attacks."""
    moved = {e.object for e in a.history.events if isinstance(e, (ev.PhasedOut, ev.ControlChange))}
    steps = [s for s in a.history.of_kind(ev.StepBegin) if s.step is Step.COMBAT_DAMAGE and s.seq not in a.undone]
    seen = False
    for z in arrivals:
        if z.attacking is None or z.new_id in moved:
            continue
        for s in steps:
            if s.seq < z.seq:
                continue
            board = a.timeline.after(s.seq)
            obj = board.get(z.new_id)
            if obj is None or obj.zone is not Zone.BATTLEFIELD or (z.new_id, z.attacking) not in board.attackers \
                    or any(x == z.new_id for _, x in board.blocks) or z.attacking in board.lost:
                continue
            power = ch.chars(a.scenario, board, obj).power or 0
            if power <= 0 or not deals_in_step(a, s.seq, z.new_id):  # not its step to deal damage (CR 510.4)
                continue
            seen = True
            got = _combat_damage(a, s, z.new_id, z.attacking)
            if got != power:
                return failed(*says("entering.no-combat-damage", obj=z.new_id, seq=z.seq, player=z.attacking,
                                    power=power, step=s.seq, got=got), (z.seq, s.seq)), seen
    return None, seen


@prop(id="entered-attacker-is-attacking", rules=("508.4", "510.1b"),
      title="A creature put onto the battlefield attacking is an attacking creature and deals combat damage",
      title_fr="Une créature mise sur le champ de bataille en train d'attaquer est attaquante et inflige "
               "des blessures de combat",
      features=("combat", "entering-combat"), **_ENTERING)
def entered_attacker_is_attacking(case: Case) -> Verdict:
    """A creature card an effect puts onto the battlefield "tapped and
    attacking" under the attacking player's control, during combat while
    creatures are attacking, is an attacking creature (CR 508.4): its
    ``zone_change`` names the player it attacks, one of that player's
    opponents, and the one its "whenever this creature attacks" source is
    still attacking, when there is one ("attacking that opponent"); and,
    unblocked and still attacking that player as the combat damage step
    begins, it deals that player combat damage equal to its
    power (CR 510.1b; prevented damage counts as assigned). It was never
    declared an attacker, which ``entered-attacker-never-attacked`` checks.
    Put onto the battlefield that way under another player's control, or
    with no combat going on, it enters attacking no one (CR 508.4a).
    Exercised when such a creature reached a combat damage step."""
    a = analyse(case)
    wrong = _not_put_attacking(a)
    if wrong is not None:
        return wrong
    verdict, seen = _unattacking(a, _arrivals(a, blocking=False))
    if verdict is not None:
        return verdict
    return passed(seen)
