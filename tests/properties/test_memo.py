"""``memo.by_identity``: one computation per tuple of argument objects, for
functions of one, two or three parameters; anything else is not memoized."""
from __future__ import annotations

from typing import Any

from properties import memo


def _counting() -> tuple[list[int], Any, Any, Any]:
    calls: list[int] = []

    @memo.by_identity
    def one(a: object) -> int:
        calls.append(1)
        return id(a)

    @memo.by_identity
    def two(a: object, b: object) -> tuple[int, int]:
        calls.append(2)
        return id(a), id(b)

    @memo.by_identity
    def three(a: object, b: object, c: object) -> tuple[object, ...]:
        calls.append(3)
        return a, b, c

    return calls, one, two, three


def test_once_per_identity_tuple() -> None:
    calls, one, two, three = _counting()
    x, y = [1], [1]  # equal, not identical
    assert one(x) == one(x) == id(x) and one(y) == id(y)
    assert two(x, y) == two(x, y) and two(y, x) == (id(y), id(x))
    assert three(x, y, x) == three(x, y, x) == (x, y, x) and three(x, x, y) == (x, x, y)
    assert calls == [1, 1, 2, 2, 3, 3]


def test_keeps_the_name_and_the_signature_width() -> None:
    _, one, two, three = _counting()
    assert (one.__name__, two.__name__, three.__name__) == ("one", "two", "three")
    assert [memo._arity(f) for f in (one.__wrapped__, two.__wrapped__, three.__wrapped__)] == [1, 2, 3]


def test_other_signatures_are_called_every_time() -> None:
    calls: list[int] = []

    @memo.by_identity
    def optional(a: object, b: int = 0) -> int:
        calls.append(b)
        return b

    @memo.by_identity
    def four(a: object, b: object, c: object, d: object) -> int:
        calls.append(4)
        return 4

    x = object()
    assert optional(x) == 0 and optional(x) == 0 and optional(x, 5) == 5
    assert four(x, x, x, x) == four(x, x, x, x) == 4
    assert calls == [0, 0, 5, 4, 4]


def test_the_table_is_bounded() -> None:
    calls, one, _, _ = _counting()
    keep = [object() for _ in range(memo.LIMIT + 1)]
    for o in keep:
        one(o)
    one(keep[-1])
    assert len(calls) == memo.LIMIT + 1
    one(keep[0])  # emptied when full: computed again
    assert len(calls) == memo.LIMIT + 2
