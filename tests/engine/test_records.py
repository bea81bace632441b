"""``fast_init`` (reference_engine/records.py): every frozen, slotted record of
the engine and the checkers has it, with the signature ``@dataclass`` gave,
and builds the same values."""
from __future__ import annotations

import dataclasses
import importlib
import inspect
import pkgutil
import pickle
from dataclasses import dataclass, field
from typing import Any

import pytest

import properties
import reference_engine
from reference_engine.records import ORIGINAL_INIT, fast_init, replace


def _classes() -> list[type]:
    found: dict[str, type] = {}
    for package in (reference_engine, properties):
        for info in pkgutil.walk_packages(package.__path__, f"{package.__name__}."):
            module = importlib.import_module(info.name)
            for obj in vars(module).values():
                if (isinstance(obj, type) and obj.__module__ == module.__name__
                        and dataclasses.is_dataclass(obj)):
                    found[f"{obj.__module__}.{obj.__qualname__}"] = obj
    return [found[k] for k in sorted(found)]


RECORDS = [c for c in _classes() if c.__dataclass_params__.frozen  # type: ignore[attr-defined]
           and "__slots__" in c.__dict__]


def test_the_walk_finds_the_records() -> None:
    names = {c.__name__ for c in RECORDS}
    assert {"Scenario", "Chars", "ZoneChange", "TrackedBoard"} <= names


@pytest.mark.parametrize("cls", RECORDS, ids=lambda c: c.__qualname__)
def test_every_frozen_slotted_record_has_the_fast_init(cls: type) -> None:
    original = cls.__dict__.get(ORIGINAL_INIT)
    assert original is not None, f"{cls.__qualname__}: add @fast_init above its @dataclass"
    assert inspect.signature(cls.__init__) == inspect.signature(original)  # type: ignore[misc]


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class _Base:
    name: str
    tags: tuple[str, ...] = ()
    counts: dict[str, int] = field(default_factory=dict)
    fixed: int = field(default=7, init=False)
    built: list[str] = field(default_factory=list, init=False)

    def __post_init__(self) -> None:
        if not self.name:
            raise ValueError("a name is needed")


@fast_init
@dataclass(frozen=True, slots=True)
class _Child(_Base):
    extra: int = 1


def _both(cls: type, *args: Any, **kwargs: Any) -> tuple[Any, Any]:
    """The same arguments through the fast and the generated ``__init__``."""
    fast = cls(*args, **kwargs)
    slow = object.__new__(cls)
    getattr(cls, ORIGINAL_INIT)(slow, *args, **kwargs)
    return fast, slow


def test_fields_defaults_factories_and_post_init_as_dataclass_makes_them() -> None:
    for cls, args, kwargs in ((_Base, (), {"name": "a"}),
                              (_Base, (), {"name": "a", "tags": ("x",), "counts": {"x": 1}}),
                              (_Child, (3,), {"name": "b"})):
        fast, slow = _both(cls, *args, **kwargs)
        assert fast == slow and repr(fast) == repr(slow)
    one, two = _Base(name="a"), _Base(name="a")
    assert one.counts is not two.counts and one.built is not two.built  # a fresh factory value each
    with pytest.raises(ValueError):
        _Base(name="")
    with pytest.raises(TypeError):
        _Base("a")  # type: ignore[misc]  # keyword-only, as declared


def test_records_stay_frozen_pickled_and_replaced() -> None:
    child = _Child(2, name="c", tags=("t",))
    with pytest.raises(dataclasses.FrozenInstanceError):
        child.name = "d"  # type: ignore[misc]
    assert pickle.loads(pickle.dumps(child)) == child
    assert dataclasses.replace(child, extra=5) == _Child(5, name="c", tags=("t",))


def test_replace_is_dataclasses_replace() -> None:
    child = _Child(2, name="c", counts={"x": 1})
    for changes in ({}, {"extra": 5}, {"name": "d", "tags": ("u",)}, {"counts": {}}):
        assert replace(child, **changes) == dataclasses.replace(child, **changes)
    with pytest.raises(ValueError):
        replace(child, name="")  # __post_init__ runs again
    with pytest.raises(ValueError):
        replace(child, fixed=1)  # an init=False field, refused as dataclasses refuses it
    with pytest.raises(TypeError):
        replace(child, nothing=1)

    @dataclass(frozen=True)
    class Plain:
        x: int

    assert replace(Plain(1), x=2) == Plain(2)  # any other dataclass goes to dataclasses.replace


def test_it_refuses_what_it_cannot_speed_up() -> None:
    @dataclass(frozen=True)
    class Unslotted:
        x: int

    @dataclass(slots=True)
    class Mutable:
        x: int

    for cls in (Unslotted, Mutable):
        with pytest.raises(TypeError):
            fast_init(cls)
