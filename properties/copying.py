"""``replace`` for the checkers' boards and objects, without running ``__init__``.

The board replay rebuilds a frozen board (and often an object) for nearly
every event that changes anything; ``records.replace`` passes every field to
``__init__`` after testing each name against the changes. Here one copier is
generated per record class and set of changed names: it makes the new record
with ``object.__new__`` and writes each slot through its own descriptor, the
changed ones from ``changes`` and the others from the old record.

That is what ``__init__`` does for the classes it accepts (frozen, slotted,
every field an ``__init__`` field, no ``__post_init__``): given every field,
``__init__`` only writes each one. Any other class, or a name that is not a
field, goes to ``records.replace`` unchanged (``tests/properties/test_copying.py``
holds both to ``dataclasses.replace``).
"""
from __future__ import annotations

import dataclasses
from typing import Any, Callable, TypeVar

from reference_engine import records

T = TypeVar("T")

Copier = Callable[[Any, dict[str, Any]], Any]

_COPIERS: dict[tuple[type, tuple[str, ...]], Copier] = {}


def replace(obj: T, /, **changes: Any) -> T:
    """``dataclasses.replace(obj, **changes)``."""
    key = (type(obj), tuple(changes))
    copier = _COPIERS.get(key)
    if copier is None:
        copier = _COPIERS[key] = copier_for(*key)
    result: T = copier(obj, changes)
    return result


def copier_for(cls: type, names: tuple[str, ...]) -> Copier:
    """The copier of ``cls`` records changing ``names``, or ``records.replace``
    when ``cls`` is not one it can copy exactly."""
    fields = dataclasses.fields(cls) if dataclasses.is_dataclass(cls) else ()
    params = getattr(cls, "__dataclass_params__", None)
    plain = (params is not None and params.frozen and "__slots__" in cls.__dict__
             and not hasattr(cls, "__post_init__") and all(f.init for f in fields)
             and set(names) <= {f.name for f in fields})
    if not plain:
        return lambda obj, changes: records.replace(obj, **changes)
    namespace: dict[str, Any] = {"_cls": cls, "_new": object.__new__}
    body = []
    for i, f in enumerate(fields):
        namespace[f"_set{i}"] = getattr(cls, f.name).__set__  # the slot's own descriptor
        value = f"changes[{f.name!r}]" if f.name in names else f"obj.{f.name}"
        body.append(f"    _set{i}(new, {value})\n")
    source = "def copier(obj, changes):\n    new = _new(_cls)\n" + "".join(body) + "    return new\n"
    exec(source, namespace)  # noqa: S102 - the source is built from the class's own fields
    copier: Copier = namespace["copier"]
    return copier
