"""Mana abilities: while they are being activated (CR 605.3c), triggered mana
abilities, which skip the stack (CR 605.4a), and the triggers that only look
like them (CR 605.5a)."""
from __future__ import annotations

from dataclasses import dataclass

from properties.card_facts import is_mana_ability
from properties.catalogue.common import Analysis, ability_of, analyse, occurrence_of
from properties.messages import Message, msg, says
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine import events as ev
from reference_engine.abilities import AbilityKind, EffectKind, TriggerEvent
from reference_engine.records import fast_init
from reference_engine.scenario import Action, ActionKind, Scenario


@fast_init
@dataclass(frozen=True, slots=True)
class Window:
    """One mana-ability activation, from its start to its resolution."""

    activation: ev.Activated
    start: int
    """Its ``cost_locked`` (the first event of the activation), else its ``activated``."""
    end: int
    """Its last ``mana_added``, else its ``activated`` (it added nothing)."""

    def holds(self, seq: int) -> bool:
        return self.start < seq < self.end

    def same_ability(self, other: Window) -> bool:
        x, y = self.activation, other.activation
        return x.seq != y.seq and (x.source, x.ability) == (y.source, y.ability)


def windows(a: Analysis, committed: bool = True) -> list[Window]:
    """Every mana-ability activation (the committed ones only, by default)."""
    locks = {lock.object: lock.seq for lock in a.history.of_kind(ev.CostLocked)}
    added: dict[int, int] = {}
    for m in a.history.of_kind(ev.ManaAdded):
        for cause in m.causes:
            added[cause] = max(added.get(cause, 0), m.seq)
    out = []
    for x in a.history.of_kind(ev.Activated):
        ability = ability_of(a.scenario, x.ability)
        if (committed and x.seq in a.undone) or not (x.mana_ability or (ability and is_mana_ability(ability))):
            continue
        out.append(Window(x, min(locks.get(x.object, x.seq), x.seq), max(added.get(x.seq, 0), x.seq)))
    return out


def _nests(sc: Scenario, action: Action) -> bool:
    """Whether the action asks for a mana ability while another one is being
    activated: a nested plan, or a plan paying the mana ability it activates."""
    if any(use.mana_abilities for use in action.mana_abilities):
        return True
    if action.action is not ActionKind.ACTIVATE or not action.mana_abilities or action.object is None:
        return False
    card = next((sc.card(o.card) for o in sc.objects if o.id == action.object), None)
    return card is not None and 0 <= action.ability < len(card.abilities) \
        and is_mana_ability(card.abilities[action.ability])


def _attempted_nesting(a: Analysis) -> bool:
    """A refused script action that nests mana activations (one was attempted)."""
    script = a.scenario.script
    return any(0 <= i.action < len(script) and _nests(a.scenario, script[i.action])
               for i in a.history.of_kind(ev.IllegalAction))


@prop(id="mana-ability-not-reactivated-before-it-resolves", rules=("605.3c",),
      title="A mana ability is not activated again before its activation has resolved",
      title_fr="Une capacité de mana n'est pas réactivée avant que son activation se soit résolue",
      features=("activation", "mana", "nested-mana-payment"), families=("mana_reentry",),
      needs_events=("cost_locked", "activated", "mana_added", "illegal_action"),
      needs_actions=("cast", "activate"))
def mana_ability_not_reactivated_before_it_resolves(case: Case) -> Verdict:
    """Once a player has begun to activate a mana ability, that ability of that
    object can't be activated again until the first activation has resolved,
    not even while paying the first one's own cost: such an attempt is undone
    as an illegal action. The same ability of another object, another ability
    of the same object, or the same ability once the first has resolved may be
    activated."""
    a = analyse(case)
    committed = windows(a)
    for outer in committed:
        for inner in committed:
            if outer.same_ability(inner) and outer.holds(inner.start):
                x = outer.activation
                return failed(*says("mana.reentry", source=x.source, ability=x.ability, seq=x.seq, inner=inner.activation.seq,
                                    start=inner.start), (outer.start, inner.start, x.seq))
    every = windows(a, committed=False)
    nested = any(o.holds(i.start) for o in every for i in every if o is not i)
    return passed(nested or _attempted_nesting(a))


_AT_ONCE_GLUE = ("mana_added", "triggered", "choice")
"""What may sit between a mana ability and the triggered mana abilities it
triggered: their mana and their own ``triggered`` and "may" events."""


def _is_triggered_mana(a: Analysis, ref: str) -> bool:
    """Whether ``ref`` names a triggered mana ability, by the scenario's definition (CR 605.1b)."""
    ability = ability_of(a.scenario, ref)
    return ability is not None and ability.kind is AbilityKind.TRIGGERED and is_mana_ability(ability)


def _triggered_mana(a: Analysis) -> list[ev.Triggered]:
    """Committed triggers of triggered mana abilities."""
    return [t for t in a.history.of_kind(ev.Triggered) if t.seq not in a.undone and _is_triggered_mana(a, t.ability)]


def _late(a: Analysis, t: ev.Triggered, siblings: set[int]) -> tuple[Message | None, tuple[int, ...]]:
    """Why ``t`` did not resolve at once after its occurrence (None if it did)."""
    stacked = [e.seq for e in a.history.events if isinstance(e, (ev.PutOnStack, ev.Resolving))
               and e.object == t.instance]
    if stacked:
        return msg("mana.went-on-stack"), (t.seq, *stacked)
    occ = occurrence_of(t, a.by_seq)
    declined = any(isinstance(e, ev.Choice) and e.object == t.instance and not e.value for e in a.history.events)
    mana = next((e.seq for e in a.history.of_kind(ev.ManaAdded) if t.seq in e.causes), None)
    if occ is None or (mana is None and declined):
        return None, ()
    if mana is None:
        return msg("mana.no-mana"), (t.seq,)
    linked = siblings | {occ.seq}
    between = [e.seq for e in a.history.events[occ.seq:mana - 1]
               if e.kind not in _AT_ONCE_GLUE and not linked.intersection(e.causes)]
    return (msg("mana.events-first"), (occ.seq, *between, mana)) if between else (None, ())


@prop(id="triggered-mana-ability-resolves-at-once", rules=("605.4a",),
      title="A triggered mana ability resolves right after the mana ability that triggered it, without the stack",
      title_fr="Une capacité de mana déclenchée se résout juste après la capacité de mana qui l'a déclenchée, sans la pile",
      features=("activation", "mana", "mana-triggers"), families=("mana_triggers", "far_ids"),
      needs_events=("activated", "triggered", "mana_added"), needs_actions=("activate", "cast"))
def triggered_mana_ability_resolves_at_once(case: Case) -> Verdict:
    """An ability that triggers from a mana ability being activated (a
    permanent tapped for mana) and could add mana, with no target, is itself
    a mana ability: it never goes on the stack, and it resolves immediately
    after the mana ability that triggered it, before anything else happens,
    even in the middle of paying a cost."""
    a = analyse(case)
    mine = _triggered_mana(a)
    want = [x for x in a.expected if _is_triggered_mana(a, x.ability)]
    for x in want:
        got = [t for t in mine if (t.ability, t.source) == (x.ability, x.source)
               and (occ := occurrence_of(t, a.by_seq)) is not None and occ.seq == x.occurrence]
        if len(got) < x.times:
            return failed(*says("mana.trigger-then", ability=x.ability, source=x.source, occ=x.occurrence), (x.occurrence,))
    for t in mine:
        occ = occurrence_of(t, a.by_seq)
        siblings = {s.seq for s in mine if occ is not None and occurrence_of(s, a.by_seq) is occ}
        why, seqs = _late(a, t, siblings)
        if why:
            return failed(*says("mana.at-once", ability=t.ability, instance=t.instance, why=why), seqs)
    return passed(bool(mine) or bool(want))


def _look_alike(a: Analysis, ref: str) -> bool:
    """A triggered ability that is no mana ability though it looks like one:
    it adds mana but triggers on something else than a mana ability, or it
    triggers on tapping for mana but adds no mana (CR 605.5a)."""
    ability = ability_of(a.scenario, ref)
    if ability is None or ability.kind is not AbilityKind.TRIGGERED or ability.trigger is None \
            or is_mana_ability(ability):
        return False
    adds = any(e.kind is EffectKind.ADD_MANA for e in ability.effects)
    return adds or ability.trigger.event is TriggerEvent.TAPPED_FOR_MANA


_STACKING = ("put_on_stack", "choice")
"""What a waiting trigger's ``triggered`` event may cause directly; its effects
name its ``resolving`` event instead."""


@prop(id="mana-look-alike-triggers-use-the-stack", rules=("605.5a",),
      title="A trigger adding mana on another event, or tapping-for-mana one adding none, uses the stack",
      title_fr="Un déclenchement qui ajoute du mana sur un autre événement, ou qui suit l'engagement pour du mana sans en ajouter, utilise la pile",
      features=("mana", "mana-triggers"), families=("mana_triggers",),
      needs_events=("triggered", "put_on_stack", "resolving", "priority"), needs_actions=("activate", "cast"))
def mana_look_alike_triggers_use_the_stack(case: Case) -> Verdict:
    """Only an ability that triggers from a mana ability and could add mana is
    a triggered mana ability. One that adds mana but triggers on anything else
    (gaining life, say), or that triggers on a permanent being tapped for mana
    but adds none, is an ordinary triggered ability: it is put on the stack
    and does its work only when it resolves."""
    a = analyse(case)
    alike = [t for t in a.history.of_kind(ev.Triggered) if t.seq not in a.undone and _look_alike(a, t.ability)]
    priorities = [p.seq for p in a.history.of_kind(ev.Priority)]
    for t in alike:
        early = [e.seq for e in a.history.events if t.seq in e.causes and e.kind not in _STACKING]
        if early:
            return failed(*says("mana.look-alike-waits", ability=t.ability, instance=t.instance), (t.seq, *early))
        pushed = any(isinstance(e, ev.PutOnStack) and e.object == t.instance for e in a.history.events)
        if not pushed and any(p > t.seq for p in priorities):
            return failed(*says("mana.look-alike-stacked", ability=t.ability, instance=t.instance), (t.seq,))
    return passed(bool(alike))
