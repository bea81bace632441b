"""Declaring a mutant: ``@mutant(...)`` on a ``Rules`` subclass that breaks one rule.

The declaration is the single source of what the suite knows about a mutant:
its name (``--engine mutant:NAME``), the CR numbers it breaks, the properties
expected to kill it (the quality tests' killer table is derived from these),
and the real bug report it is modelled on (shown in ``docs/mutants.md``). The
class docstring is its description.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence, TypeVar

from reference_engine.engine import Rules

KEBAB = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
R = TypeVar("R", bound=type[Rules])


@dataclass(frozen=True, slots=True)
class Mutant:
    name: str
    """Kebab-case, as in ``--engine mutant:NAME``."""
    rules: tuple[str, ...]
    """The CR numbers it breaks."""
    description: str
    make_rules: Callable[[], Rules]
    killed_by: tuple[str, ...] = ()
    """Ids of the properties that must fail on it (``tests/quality``)."""
    report: str = ""
    """The real engine bug report it is modelled on: tracker and issue, with its address."""


class MutantError(ValueError):
    """A mutant declaration is invalid; the message names the class."""


_DECLARED: dict[str, Mutant] = {}


def mutant(name: str, *, rules: tuple[str, ...], killed_by: tuple[str, ...] = (),
           report: str = "") -> Callable[[R], R]:
    """Register the decorated ``Rules`` subclass as mutant ``name``."""

    def register(cls: R) -> R:
        problem = _problem(name, rules, cls)
        if problem:
            raise MutantError(f"mutant class {cls.__qualname__!r}: {problem}")
        description = " ".join((cls.__doc__ or "").split())
        _DECLARED[name] = Mutant(name, tuple(rules), description, cls, tuple(killed_by), report)
        return cls

    return register


def _problem(name: str, rules: tuple[str, ...], cls: type) -> str:
    if not KEBAB.match(name):
        return f"name {name!r} is not kebab-case"
    if name in _DECLARED:
        return f"duplicate mutant name {name!r} (already {_DECLARED[name].make_rules.__qualname__!r})"
    if not rules:
        return "names no broken CR rule"
    if not (isinstance(cls, type) and issubclass(cls, Rules)):
        return "is not a subclass of Rules"
    if not (cls.__doc__ or "").strip():
        return "has no docstring saying what it gets wrong"
    return ""


def declared() -> dict[str, Mutant]:
    """Every mutant declared so far, by name."""
    return dict(sorted(_DECLARED.items()))


def killer_table(mutants: Iterable[Mutant]) -> dict[str, str]:
    """Property id -> the mutant it must kill, from each mutant's ``killed_by``.

    A property listed by several mutants must kill the first, by name, of
    those modelled on a real report, or the first of all when none is: the
    quality tests then show that it catches a bug some engine really had."""
    table: dict[str, str] = {}
    for m in sorted(mutants, key=lambda m: (not m.report, m.name)):
        for prop_id in m.killed_by:
            table.setdefault(prop_id, m.name)
    return table


_NUMBERED = re.compile(r"^\d+(\.\d+)?")


def rule_base(number: str) -> str:
    """The numbered rule, without its lettered subrule.

    >>> rule_base("603.2c"), rule_base("117.3")
    ('603.2', '117.3')
    """
    found = _NUMBERED.match(number)
    return found.group(0) if found else number


def cites_broken_rule(broken: Sequence[str], cited: Sequence[str]) -> bool:
    """Whether a property citing ``cited`` speaks of a rule in ``broken``:
    the same CR number, or the same numbered rule (603.2c and 603.2).

    >>> cites_broken_rule(("603.2c",), ("603.2",)), cites_broken_rule(("603.4",), ("603.10a",))
    (True, False)
    """
    bases = {rule_base(n) for n in broken}
    return any(n in broken or rule_base(n) in bases for n in cited)


def hunting_order(records: Iterable[Any], broken: Sequence[str]) -> list[Any]:
    """Properties (anything with ``id`` and ``rules``) to try on a mutant:
    exact citations first, then the same numbered rule, then the rest; by id."""
    listed = sorted(records, key=lambda r: r.id)
    exact = [r for r in listed if set(broken) & set(r.rules)]
    related = [r for r in listed if cites_broken_rule(broken, r.rules) and r not in exact]
    return exact + related + [r for r in listed if not cites_broken_rule(broken, r.rules)]
