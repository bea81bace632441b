"""Mana abilities while they are being activated (CR 605.3c)."""
from __future__ import annotations

from dataclasses import dataclass

from properties.catalogue.common import Analysis, ability_of, analyse
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine import events as ev
from reference_engine.scenario import Action, ActionKind, Scenario


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
        if (committed and x.seq in a.undone) or not (x.mana_ability or (ability and ability.is_mana_ability)):
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
        and card.abilities[action.ability].is_mana_ability


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
                return failed(f"#{x.source}'s {x.ability} not activated again before activation #{x.seq} resolved",
                              f"activation #{inner.activation.seq} began at #{inner.start}, inside it",
                              (outer.start, inner.start, x.seq))
    every = windows(a, committed=False)
    nested = any(o.holds(i.start) for o in every for i in every if o is not i)
    return passed(nested or _attempted_nesting(a))
