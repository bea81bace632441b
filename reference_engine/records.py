"""A faster ``__init__`` for the frozen, slotted dataclasses that carry the
suite's data (scenarios, events, characteristics, the checkers' boards).

A frozen dataclass's generated ``__init__`` sets each field through
``object.__setattr__``, a generic call that costs about three times a slot
write; records are built by the hundred thousand in a run (events, ``Chars``,
Hypothesis's draws of scenarios), and their construction was about a seventh
of a default run's CPU. ``fast_init`` swaps in an ``__init__`` with the same
signature that writes each slot through its own descriptor. The class stays
what ``@dataclass`` made it: frozen after construction, equal, hashed,
pickled and replaced the same way. ``replace`` is ``dataclasses.replace``
for them, at about half its cost (it was about 4 % of a run): for a record
whose ``__init__`` only writes its fields (no ``__post_init__``, every field
an ``__init__`` field) it writes the slots of a new record directly, through
one copier per class and set of changed names; for the others it calls
``__init__`` as ``dataclasses.replace`` does.
"""
from __future__ import annotations

import dataclasses
import inspect
from typing import Any, Callable, TypeVar, cast

T = TypeVar("T")

ORIGINAL_INIT = "__dataclass_init__"
"""Where ``fast_init`` keeps the ``__init__`` that ``@dataclass`` generated
(tests compare the two)."""


def fast_init(cls: type[T]) -> type[T]:
    """Give a frozen, slotted dataclass a faster ``__init__``; stack it above ``@dataclass``."""
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"fast_init wants a frozen, slotted dataclass, not {cls.__qualname__}")
    fields = dataclasses.fields(cast(Any, cls))
    if len(fields) != len(cls.__dataclass_fields__):  # type: ignore[attr-defined]
        raise TypeError(f"{cls.__qualname__}: fast_init does not handle InitVar or ClassVar fields")
    original = cls.__init__
    init = _build(cls, fields, inspect.signature(original))
    init.__annotations__ = dict(original.__annotations__)
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = original.__doc__
    setattr(cls, ORIGINAL_INIT, original)
    setattr(cls, "__init__", init)
    _REPLACERS[cls] = _replacer(cls, fields)
    return cls


def replace(obj: T, /, **changes: Any) -> T:
    """``dataclasses.replace(obj, **changes)``, faster for a ``fast_init`` record.

    Modules import it under ``TYPE_CHECKING`` as ``dataclasses.replace``, so
    that the type checker still checks the field names and types.
    """
    key = (type(obj), tuple(changes))
    copier = _COPIERS.get(key)
    if copier is None:
        copier = _COPIERS[key] = copier_for(*key)
    return cast(T, copier(obj, changes))


Copier = Callable[[Any, dict[str, Any]], Any]

_REPLACERS: dict[type, Copier] = {}
"""Each ``fast_init`` record's replacer, which runs its ``__init__``."""

_COPIERS: dict[tuple[type, tuple[str, ...]], Copier] = {}
"""What ``replace`` uses, per record class and changed names."""


def copier_for(cls: type, names: tuple[str, ...]) -> Copier:
    """A slot copier when ``cls``'s ``__init__`` would only write the fields
    (``writes_fields_only``) and ``names`` are fields; else its replacer, or
    ``dataclasses.replace`` for a class ``fast_init`` never saw."""
    replacer = _REPLACERS.get(cls)
    if replacer is None:
        return lambda obj, changes: dataclasses.replace(obj, **changes)
    fields = dataclasses.fields(cls)
    if not writes_fields_only(cls) or not set(names) <= {f.name for f in fields}:
        return replacer
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


def writes_fields_only(cls: type) -> bool:
    """Whether ``cls``'s ``__init__``, given every field, only writes each one:
    no ``__post_init__`` and no field outside ``__init__``. A copy of such a
    record's slots is then what ``__init__`` would make."""
    return not hasattr(cls, "__post_init__") and all(f.init for f in dataclasses.fields(cls))


def _replacer(cls: type, fields: tuple[dataclasses.Field[Any], ...]) -> Copier:
    """``cls`` rebuilt from ``obj`` with ``changes``, its ``__init__`` (and
    ``__post_init__``) run as ``dataclasses.replace`` runs them. Anything but
    ``__init__`` fields goes to ``dataclasses.replace``, for its own error."""
    init = [f for f in fields if f.init]
    args = [f"changes[{f.name!r}] if {f.name!r} in changes else obj.{f.name}" for f in init]
    positional = [a for a, f in zip(args, init) if not f.kw_only]
    keyword = [f"{f.name}={a}" for a, f in zip(args, init) if f.kw_only]
    source = ("def replacer(obj, changes):\n"
              "    if not changes.keys() <= _names:\n"
              "        return _replace(obj, **changes)\n"
              f"    return _cls({', '.join(positional + keyword)})\n")
    namespace: dict[str, Any] = {"_cls": cls, "_names": frozenset(f.name for f in init),
                                 "_replace": dataclasses.replace}
    exec(source, namespace)  # noqa: S102 - the source is built from the class's own fields
    replacer: Callable[[Any, dict[str, Any]], Any] = namespace["replacer"]
    return replacer


def _build(cls: type, fields: tuple[dataclasses.Field[Any], ...],
           signature: inspect.Signature) -> Callable[..., None]:
    namespace: dict[str, Any] = {}
    positional: list[str] = []
    keyword: list[str] = []
    body: list[str] = []
    for i, f in enumerate(fields):
        namespace[f"_set{i}"] = getattr(cls, f.name).__set__  # the slot's own descriptor
        value = _value(i, f, signature, namespace)
        if f.init:
            default = signature.parameters[f.name].default
            param = f.name if default is inspect.Parameter.empty else f"{f.name}=_default{i}"
            namespace[f"_default{i}"] = default
            (keyword if f.kw_only else positional).append(param)
        if value is not None:
            body.append(f"    _set{i}(self, {value})")
    if hasattr(cls, "__post_init__"):
        body.append("    self.__post_init__()")
    params = ["self", *positional, *(["*", *keyword] if keyword else [])]
    source = f"def __init__({', '.join(params)}):\n" + ("\n".join(body) or "    pass") + "\n"
    exec(source, namespace)  # noqa: S102 - the source is built from the class's own fields
    init: Callable[..., None] = namespace["__init__"]
    return init


def _value(i: int, f: dataclasses.Field[Any], signature: inspect.Signature,
           namespace: dict[str, Any]) -> str | None:
    """The expression a field is set to, or None when ``__init__`` leaves it unset."""
    has_factory = f.default_factory is not dataclasses.MISSING
    if has_factory:
        namespace[f"_factory{i}"] = f.default_factory
    if not f.init:
        if has_factory:
            return f"_factory{i}()"
        if f.default is not dataclasses.MISSING:
            namespace[f"_fixed{i}"] = f.default
            return f"_fixed{i}"
        return None
    if has_factory:  # the parameter's default is dataclasses' marker for "call the factory"
        return f"_factory{i}() if {f.name} is _default{i} else {f.name}"
    return f.name
