""""As this enters, choose a creature type" (CR 614.1c, 614.12a).

Read from the scenario and the History alone: a ``chose`` event names the
entering object, the ability that asked and the answer; the tracked board
keeps each object's answer, which its "of the chosen type" trigger
conditions and anthems read (``properties.characteristics.matches``). Object ids are
never reused, so a new object after a zone change has no answer until it
chooses again (CR 400.7).
"""
from __future__ import annotations

from properties import characteristics as ch
from properties.catalogue.common import Analysis, analyse, trigger_counts
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.tracked_board import TrackedBoard
from reference_engine import events as ev
from reference_engine.abilities import Ability, ContinuousKind
from reference_engine.ids import Zone
from reference_engine.scenario import Scenario, default_creature_type

declare_clause(
    "614.12a", invariant=False,
    title_en="Choices made as a permanent enters", title_fr="Les choix faits quand un permanent arrive",
    paraphrase_en="When a replacement effect that changes how a permanent enters asks for a choice, such as "
                  "\"as this enters, choose a creature type\", the choice is made before the permanent is on the "
                  "battlefield, as part of its entering.",
    paraphrase_fr="Quand un effet de remplacement qui modifie la façon dont un permanent arrive demande un choix, "
                  "comme « alors que ce permanent arrive, choisissez un type de créature », le choix est fait "
                  "avant que le permanent soit sur le champ de bataille, dans le cadre de son arrivée.",
)


def _chooses(sc: Scenario, card: str) -> tuple[str, ...]:
    """References of the card's "as this enters, choose a creature type" abilities."""
    found = next((c for c in sc.cards if c.key == card), None)
    if found is None:
        return ()
    return tuple(f"{card}/{i}" for i, a in enumerate(found.abilities)
                 if a.static is not None and a.static.kind is ContinuousKind.CHOOSE_CREATURE_TYPE)


def _reads_choice(ability: Ability, _src: int, _occ: ev.Event, _a: Analysis) -> bool:
    """Triggered abilities whose condition names "the chosen type"."""
    return ability.trigger is not None and ability.trigger.subject.chosen_type is True


def _arrivals(a: Analysis) -> dict[int, tuple[int, str]]:
    """Object id -> (seq, card) of each arrival on the battlefield."""
    out: dict[int, tuple[int, str]] = {}
    for e in a.history.events:
        if isinstance(e, ev.ZoneChange) and e.to_zone is Zone.BATTLEFIELD and e.seq not in a.undone:
            obj = a.timeline.after(e.seq).get(e.new_id)
            if obj is not None and obj.card:
                out[e.new_id] = (e.seq, obj.card)
        elif isinstance(e, ev.TokenCreated):
            out[e.object] = (e.seq, e.card)
    return out


def _choice_problem(a: Analysis, c: ev.Chose, arrivals: dict[int, tuple[int, str]]) -> Verdict | None:
    """A ``chose`` event must come right before its object's arrival, with only
    other choices between, name a choosing ability of that object's card and
    give the answer the choice policy asks for."""
    sc = a.scenario
    arrival = arrivals.get(c.object)
    between = [] if arrival is None else [a.by_seq[s] for s in range(c.seq + 1, arrival[0]) if s in a.by_seq]
    if arrival is None or arrival[0] < c.seq or any(not isinstance(e, ev.Chose) for e in between):
        stray = next((e.seq for e in between if not isinstance(e, ev.Chose)), c.seq)
        return failed(*says("entering-choice.before-arrival", obj=c.object, seq=c.seq, found=stray), (c.seq,))
    if c.ability not in _chooses(sc, arrival[1]):
        return failed(*says("entering-choice.asked-by", obj=c.object, ability=c.ability, card=arrival[1]), (c.seq,))
    want = sc.choices.creature_types.get(c.ability) or default_creature_type(sc)
    if c.choice != "creature_type" or c.value != want:
        return failed(*says("entering-choice.answer", obj=c.object, want=want, got=c.value), (c.seq,))
    return None


@prop(id="entering-choice-made-as-it-enters", rules=("614.12a", "614.1c", "400.7", "603.2", "613.4c"),
      title="A choice \"as this enters\" is made before the permanent arrives and read by that object only",
      title_fr="Un choix « alors qu'il arrive » est fait avant que le permanent arrive et n'est lu que par cet objet",
      features=("choices", "casting", "zone-change", "entering-choices"),
      families=("entering_choices",), needs_events=("chose", "zone_change", "cast", "triggered"))
def entering_choice_made_as_it_enters(case: Case) -> Verdict:
    """A permanent with "as this enters, choose a creature type" makes that
    choice as it enters: it is recorded before the event that puts the
    permanent onto the battlefield, with no priority, stack object or other
    event in between, and it is the answer the choice policy gives. Every
    arrival of such a permanent, as a new object each time (CR 400.7), makes
    its own choice. Its triggered abilities that name "the chosen type"
    trigger exactly for the objects of the type that object chose: a cast
    trigger for each spell of that type, for no other; its "creatures you
    control of the chosen type get +N/+M" covers the creatures of that type
    (CR 613.4c): one leaving the battlefield shows the changed power and
    toughness. The example counts as exercised when a choice was made and
    such a trigger was due or seen, or such a creature left."""
    a = analyse(case)
    arrivals = _arrivals(a)
    chose = [c for c in a.history.of_kind(ev.Chose) if c.seq not in a.undone]
    for c in chose:
        bad = _choice_problem(a, c, arrivals)
        if bad is not None:
            return bad
    made = {c.object for c in chose}
    for oid, (seq, card) in sorted(arrivals.items(), key=lambda kv: kv[1][0]):
        if oid not in made and _chooses(a.scenario, card) and _functions(a, oid, seq):
            return failed(*says("entering-choice.missing", obj=oid, seq=seq, card=card), (seq,))
    verdict = trigger_counts(case, _reads_choice, "of the chosen type")
    if not verdict.ok:
        return verdict
    read, wrong = _anthems_read(a)
    if wrong is not None:
        return wrong
    return passed(bool(chose) and (verdict.exercised or read))


def _chosen_anthem_hosts(a: Analysis, board: TrackedBoard) -> frozenset[int]:
    """Creatures an "of the chosen type" anthem of a permanent that chose covers on ``board``."""
    acts = [act for act in ch.active_effects(a.scenario, board) if act.effect.kind is ContinuousKind.ANTHEM
            and act.effect.filter.chosen_type and board.chosen_type(act.source) is not None]
    return frozenset(o.id for o in board.in_zone(Zone.BATTLEFIELD) if o.card and any(
        ch.matches(act.effect.filter, ch.chars(a.scenario, board, o), act.controller, act.source, board, o.id)
        for act in acts))


def _anthems_read(a: Analysis) -> tuple[bool, Verdict | None]:
    """"Creatures you control of the chosen type get +N/+M" reads the type its
    source chose (CR 614.12a, 613.4c): a creature it covers leaves the
    battlefield (the ``before`` snapshot) with the power and toughness the
    tracked board gives it. Returns whether one did, and a failure."""
    read = False
    for e in a.history.of_kind(ev.ZoneChange):
        if e.from_zone is not Zone.BATTLEFIELD or e.before is None or e.seq in a.undone:
            continue
        board = a.timeline.before(e.seq)
        obj = board.get(e.old_id)
        if obj is None or obj.id not in _chosen_anthem_hosts(a, board):
            continue
        c = ch.chars(a.scenario, board, obj)
        if (e.before.power, e.before.toughness) != (c.power, c.toughness):
            return read, failed(*says("entering-choice.anthem", obj=e.old_id, seq=e.seq, power=c.power,
                                      toughness=c.toughness, got_power=e.before.power,
                                      got_toughness=e.before.toughness), (e.seq,))
        read = True
    return read, None


def _functions(a: Analysis, oid: int, seq: int) -> bool:
    """Whether the arriving object had its choosing ability as it arrived
    (no "lose all abilities" effect took it away)."""
    board = a.timeline.after(seq)
    obj = board.get(oid)
    return obj is not None and any(
        act.source == oid for act in ch.effects_of(a.scenario, board, ContinuousKind.CHOOSE_CREATURE_TYPE, obj))
