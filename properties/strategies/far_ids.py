"""The far_ids family: scenarios of a few other families with their objects
numbered as a scenario file may number them, not as the builder does.

The format allows any object id of at least 0; the builder numbers objects 1,
2, 3, ... So here the objects of a scenario drawn from ``blocks``,
``damage_dealt`` or ``mana_triggers`` get new ids: one of them (most often
one the script targets, attacks or blocks with) 0, the others, in their order, from a base above
256 (where CPython no longer shares small integers, so an engine comparing ids
by identity shows it). Every reference to an object is renumbered with it: the
script's actions, targets, attacks, blocks, costs and payment plans,
attachments, the choice policy's targets and the scenario's effects. The
scenario is then read back from its JSON text, as an engine reads its file, so
that each id is an integer of its own.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Mapping

from hypothesis import strategies as st

from properties.strategies import family_strategy
from properties.strategies.draws import pick
from properties.strategies.families import family
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.scenario import Meta, Scenario

SOURCES = ("blocks", "damage_dealt", "mana_triggers")

ID_FIELDS = {
    ("ObjectSetup", "id"), ("ObjectSetup", "attached_to"), ("Attack", "attacker"), ("Block", "blocker"),
    ("Block", "attacker"), ("ManaActivation", "object"), ("Action", "object"), ("Action", "sacrifice"),
    ("Action", "discard"), ("TargetRef", "object"), ("ContinuousEffect", "object"),
}
"""Every field of the Scenario format that holds object ids (``Effect.object``
is an object reference word, not an id)."""


def renumbered(sc: Scenario, new: Mapping[int, int]) -> Scenario:
    """``sc`` with each object id ``k`` replaced by ``new[k]`` wherever it occurs."""
    out = _renumber(sc, new)
    assert isinstance(out, Scenario)
    return out


def _renumber(node: Any, new: Mapping[int, int]) -> Any:
    if isinstance(node, tuple):
        return tuple(_renumber(item, new) for item in node)
    if isinstance(node, dict):
        return {k: _renumber(v, new) for k, v in node.items()}
    if not dataclasses.is_dataclass(node) or isinstance(node, type):
        return node
    name = type(node).__name__
    changes: dict[str, Any] = {}
    for f in dataclasses.fields(node):
        value = getattr(node, f.name)
        if (name, f.name) in ID_FIELDS:
            fresh = _ids(value, new)
        else:
            fresh = _renumber(value, new)
        if fresh is not value:
            changes[f.name] = fresh
    return dataclasses.replace(node, **changes) if changes else node


def _ids(value: Any, new: Mapping[int, int]) -> Any:
    if isinstance(value, tuple):
        return tuple(new.get(v, v) for v in value)
    return value if value is None else new.get(value, value)


def _aimed_at(sc: Scenario) -> list[int]:
    """The objects the script targets, attacks with or blocks with, in order."""
    out: list[int] = []
    for action in sc.script:
        out += [t.object for t in action.targets if t.object is not None]
        out += [b.blocker for b in action.blocks] + [a.attacker for a in action.attackers]
    return out


@family("far_ids")
@st.composite
def far_ids(draw: st.DrawFn) -> Scenario:
    """Scenarios of `blocks`, `damage_dealt` and `mana_triggers` with their
    objects renumbered: one object (most often a target, an attacker or a
    blocker) gets id 0, the others, in order, ids from a base above 256; every reference
    follows, and the scenario is read back from its JSON text."""
    base = draw(family_strategy(draw(pick(SOURCES))))
    ids = [o.id for o in base.objects]
    aimed = [i for i in _aimed_at(base) if i in ids]  # what is targeted, blocks or is blocked: most often 0
    zero = draw(pick(aimed * 3 + ids)) if ids else None
    start = draw(pick((257, 300, 1000, 65_536)))
    rest = [i for i in ids if i != zero]
    new = {old: start + rank for rank, old in enumerate(rest)}
    if zero is not None:
        new[zero] = 0
    sc = dataclasses.replace(renumbered(base, new), meta=Meta(id="generated-far_ids", features=("far_ids",)))
    return scenario_from_json(to_json(sc))
