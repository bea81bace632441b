"""Measures of how deep a History went, for Hypothesis ``target()``.

Targeting these steers generation towards deep stacks and long trigger
chains, where ordering and look-back bugs hide. They read the History only.
"""
from __future__ import annotations

from hypothesis import target

from reference_engine.events import Priority, Resolving, Sba, Triggered
from reference_engine.history import History


def stack_depth(history: History) -> int:
    """The most objects ever on the stack at a priority grant."""
    return max((len(e.stack) for e in history.of_kind(Priority)), default=0)


def trigger_chain(history: History) -> int:
    """The longest chain of triggers each caused by the previous one's
    resolution (or by events that resolution caused)."""
    depth: dict[int, int] = {}
    by_instance: dict[int, int] = {}
    for event in history.events:
        inherited = max((depth.get(c, 0) for c in event.causes), default=0)
        if isinstance(event, Resolving):
            inherited = max(inherited, by_instance.get(event.object, 0))
        if isinstance(event, Triggered):
            inherited += 1
            by_instance[event.instance] = inherited
        depth[event.seq] = inherited
    return max(depth.values(), default=0)


def trigger_count(history: History) -> int:
    return sum(1 for _ in history.of_kind(Triggered))


def measures(history: History) -> dict[str, float]:
    return {
        "stack depth": float(stack_depth(history)),
        "trigger chain": float(trigger_chain(history)),
        "triggers": float(trigger_count(history)),
    }


def simultaneity(history: History) -> int:
    """The most events sharing one set of causes: how much happened at once."""
    counts: dict[tuple[int, ...], int] = {}
    for event in history.events:
        if event.causes:
            counts[tuple(event.causes)] = counts.get(tuple(event.causes), 0) + 1
    return max(counts.values(), default=0)


def sba_chain(history: History) -> int:
    """The longest chain of state-based actions each caused by the events of
    the previous one (an SBA that causes an SBA)."""
    depth: dict[int, int] = {}
    for event in history.events:
        inherited = max((depth.get(c, 0) for c in event.causes), default=0)
        depth[event.seq] = inherited + (1 if isinstance(event, Sba) else 0)
    return max(depth.values(), default=0)


def event_kinds(history: History) -> int:
    """How many kinds of event one History holds."""
    return len({event.kind for event in history.events})


def rare_decisions(history: History) -> dict[str, float]:
    """What the cross-family swarm aims at (``crossover``)."""
    return {
        "simultaneous events": float(simultaneity(history)),
        "sba chain": float(sba_chain(history)),
        "event kinds": float(event_kinds(history)),
        "trigger chain": float(trigger_chain(history)),
    }


def aim(values: dict[str, float]) -> None:
    """Report each measure to Hypothesis. Hypothesis accepts one observation
    per label per test case, so call this once, with the peaks."""
    for label, value in values.items():
        target(value, label=label)
