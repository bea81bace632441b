"""The families' strategies built once (``properties.strategies.draws``): the
same strategy for the same choices, another for other choices, and the same
draws as the Hypothesis strategy each stands for."""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Callable

from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

import properties.strategies
from properties.strategies.draws import ints, lists_of, permutations_of, pick

STRATEGIES = Path(properties.strategies.__file__).parent


def _drawn(strategy: st.SearchStrategy[Any], examples: int = 60) -> list[Any]:
    """What ``strategy`` draws in a seeded run of ``examples`` examples."""
    seen: list[Any] = []

    @seed(7)
    @settings(max_examples=examples, database=None, deadline=None, suppress_health_check=list(HealthCheck))
    @given(strategy)
    def test(value: Any) -> None:
        seen.append(value)

    test()
    return seen


def test_a_list_built_in_a_draw_finds_the_strategy_an_equal_list_built() -> None:
    assert pick([3, 4, 5]) is pick([3, 4, 5]) is pick((3, 4, 5))
    assert pick([3, 4, 5]) is not pick([3, 4, 6])


def test_equal_choices_of_other_types_get_their_own_strategy() -> None:
    assert pick((0, 1)) is not pick((False, True))
    assert pick(((0,), (1,))) is not pick(((False,), (True,)))
    assert _drawn(pick((False, True))) and all(type(v) is bool for v in _drawn(pick((False, True))))


def test_unhashable_choices_are_known_by_the_tuple_that_holds_them() -> None:
    counters: tuple[dict[str, int], ...] = ({}, {"+1/+1": 1})
    assert pick(counters) is pick(counters)
    assert pick(counters) is not pick(({}, {"+1/+1": 1}))


def test_lists_and_permutations_are_built_once() -> None:
    assert lists_of(pick((1, 2)), min_size=1, max_size=2) is lists_of(pick([1, 2]), min_size=1, max_size=2)
    assert lists_of(ints(0, 3), max_size=2) is not lists_of(ints(0, 3), max_size=2, unique=True)
    assert permutations_of(range(3)) is permutations_of(range(3))
    assert permutations_of([1, 2]) is permutations_of((1, 2))


def test_each_draws_what_the_strategy_it_stands_for_draws() -> None:
    pairs: list[tuple[Callable[[], st.SearchStrategy[Any]], st.SearchStrategy[Any]]] = [
        (lambda: pick(["a", "b", "c"]), st.sampled_from(["a", "b", "c"])),
        (lambda: lists_of(pick(range(4)), min_size=1, max_size=3, unique=True),
         st.lists(st.sampled_from(range(4)), min_size=1, max_size=3, unique=True)),
        (lambda: permutations_of(range(4)), st.permutations(range(4))),
    ]
    for ours, theirs in pairs:
        assert _drawn(ours()) == _drawn(theirs)


_BUILT_IN_A_DRAW = re.compile(r"\bdraw\(\s*st\.")
"""``draw(st.sampled_from(...))`` and the like: a strategy built anew on every draw."""


def test_no_family_builds_a_strategy_inside_a_draw() -> None:
    found = [f"{path.name}:{n}: {line.strip()}"
             for path in sorted(STRATEGIES.glob("*.py")) if path.name != "draws.py"  # its docstring shows the pattern
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if _BUILT_IN_A_DRAW.search(line)]
    assert not found, "draw from a strategy built once (properties/strategies/draws.py):\n" + "\n".join(found)
