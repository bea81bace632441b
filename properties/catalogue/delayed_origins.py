"""Delayed triggers made by a static ability's replacement effect (CR 603.7f)."""
from __future__ import annotations

from properties.catalogue.common import Analysis, ability_of, analyse
from properties.catalogue.delayed import from_static
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine import events as ev
from reference_engine.ids import Zone


def _makers(a: Analysis, r: ev.Replaced) -> list[tuple[int, int]]:
    """(object, controller) of each permanent just before ``r`` that has the
    static ability ``r.effect`` names and could have made its delayed trigger."""
    card = r.effect.split("/")[0]
    board = a.timeline.before(r.seq)
    return [(o.id, o.controller) for o in board.in_zone(Zone.BATTLEFIELD) if o.card == card]


def _replacements(a: Analysis) -> list[ev.Replaced]:
    """Committed replacements by a static ability that creates a delayed trigger."""
    return [r for r in a.history.of_kind(ev.Replaced) if r.seq not in a.undone and r.effect.count("/") == 1
            and not r.effect.startswith("effect/") and from_static(a, f"{r.effect}/delayed")
            and ability_of(a.scenario, r.effect) is not None]


def _check_one(a: Analysis, r: ev.Replaced, made: list[ev.DelayedCreated]) -> Verdict | None:
    mine = [d for d in made if r.seq in d.causes]
    if len(mine) != 1 or mine[0].ability != f"{r.effect}/delayed":
        return failed(f"one {r.effect}/delayed created as replacement #{r.seq} applies",
                      f"{len(mine)} created by it", (r.seq,) + tuple(d.seq for d in mine))
    d = mine[0]
    makers = _makers(a, r)
    if (d.source, d.controller) not in makers:
        return failed(f"source and controller among {makers} (the permanent and its controller then)",
                      f"source #{d.source}, player {d.controller}", (r.seq, d.seq))
    fired = [t for t in a.history.of_kind(ev.Triggered) if t.delayed and t.ability == d.ability
             and t.source == d.source and t.seq > d.seq and t.controller != d.controller]
    if fired:
        return failed(f"it triggers under player {d.controller}", f"player {fired[0].controller}", (fired[0].seq,))
    return None


@prop(id="replacement-delayed-trigger-belongs-to-its-static", rules=("603.7f",),
      title="A delayed trigger made by a static replacement belongs to that permanent's controller",
      title_fr="Un retardé créé par un remplacement statique appartient au contrôleur de ce permanent",
      features=("delayed", "replacement"), families=("continuous",),
      needs_events=("replaced", "delayed_created", "triggered"))
def replacement_delayed_trigger_belongs_to_its_static(case: Case) -> Verdict:
    """When a permanent's static replacement effect applies and creates a
    delayed trigger, that trigger is created once per application, its source
    is that permanent, and it is controlled by whoever controlled the permanent
    as the replacement applied, not by the controller of the spell that caused
    the event."""
    a = analyse(case)
    made = [d for d in a.history.of_kind(ev.DelayedCreated) if d.seq not in a.undone and from_static(a, d.ability)]
    reps = _replacements(a)
    for r in reps:
        verdict = _check_one(a, r, made)
        if verdict is not None:
            return verdict
    stray = [d for d in made if not any(r.seq in d.causes for r in reps)]
    if stray:
        return failed("a replacement's delayed trigger names the replacement that made it",
                      f"#{stray[0].seq} names none", (stray[0].seq,))
    return passed(bool(reps) or bool(made))
