"""Which properties, fixtures and regressions a run holds.

Selection is a pure function of the options, so every xdist worker and every
shard computes the same plan without talking to the others. Sharding
partitions by a stable hash of the item id: adding a property moves no other.
"""
from __future__ import annotations

import fnmatch
import hashlib
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Sequence

import fixtures as fixtures_package

from reference_engine.codec import load_scenario
from reference_engine.scenario import Scenario

__all__ = [
    "FIXTURES_DIR", "IN_CHECKOUT", "REGRESSIONS_DIR", "Selection", "ShardError", "fixture_files", "fixture_id",
    "in_shard", "load_regressions", "parse_shard", "regression_files", "safe_name",
    "select_fixtures", "select_properties",
]

PACKAGE_ROOT = Path(fixtures_package.__file__).parent
FIXTURES_DIR = PACKAGE_ROOT / "scenarios"
REGRESSIONS_DIR = PACKAGE_ROOT / "regressions"
IN_CHECKOUT = (PACKAGE_ROOT.parent / "pyproject.toml").is_file()
"""Whether the suite runs from a source checkout (an editable install too),
not from an installed package, whose files a reinstall replaces."""
_SHARD = re.compile(r"^(\d+)/(\d+)$")


class ShardError(ValueError):
    """A --shard value that is not K/N with 1 <= K <= N."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Selection:
    properties: str = "*"
    """A glob over property ids (and fixture ids)."""
    rules: str = ""
    """A CR number prefix such as "603.4": keeps items citing it or a sub-rule."""
    features: tuple[str, ...] = ()
    """Keeps items tagged with any of these features."""
    shard: tuple[int, int] = (1, 1)


def parse_shard(text: str) -> tuple[int, int]:
    match = _SHARD.match(text.strip())
    if not match or not 1 <= int(match[1]) <= int(match[2]):
        raise ShardError(f"--shard expects K/N with 1 <= K <= N, got {text!r}")
    return int(match[1]), int(match[2])


def in_shard(item_id: str, shard: tuple[int, int]) -> bool:
    k, n = shard
    digest = hashlib.sha256(item_id.encode()).digest()
    return int.from_bytes(digest[:8], "big") % n == k - 1


def matches_rule_prefix(rules: Iterable[str], prefix: str) -> bool:
    """Whether any of ``rules`` falls under the CR ``prefix`` (``--rules``).

    >>> matches_rule_prefix(["603.2c"], "603"), matches_rule_prefix(["603.41"], "603.4")
    (True, False)
    """
    return not prefix or any(
        r == prefix or (r.startswith(prefix) and not r[len(prefix)].isdigit()) for r in rules)


def _keeps(sel: Selection, item_id: str, rules: Sequence[str], features: Sequence[str]) -> bool:
    return (fnmatch.fnmatchcase(item_id, sel.properties) and matches_rule_prefix(rules, sel.rules)
            and (not sel.features or bool(set(sel.features) & set(features)))
            and in_shard(item_id, sel.shard))


def select_properties(records: Iterable[Any], sel: Selection) -> list[Any]:
    return [r for r in records if _keeps(sel, r.id, r.rules, r.features)]


def fixture_files(root: Path = FIXTURES_DIR) -> list[Path]:
    return sorted(root.rglob("*.json")) if root.is_dir() else []


def fixture_id(path: Path, root: Path = FIXTURES_DIR) -> str:
    """The path under fixtures/scenarios without ".json", e.g. "603/look-back-sweeper"."""
    return path.relative_to(root).with_suffix("").as_posix()


def select_fixtures(sel: Selection, root: Path = FIXTURES_DIR) -> list[tuple[str, Path, Scenario]]:
    """(id, path, scenario) for each selected fixture; a malformed one raises
    ``ScenarioError`` naming the file and JSON path."""
    found = []
    for path in fixture_files(root):
        scenario = load_scenario(path)
        item_id = fixture_id(path, root)
        if _keeps(sel, item_id, scenario.meta.rules, scenario.meta.features):
            found.append((item_id, path, scenario))
    return found


def safe_name(item_id: str) -> str:
    """A file name for an item id ("603/x" -> "603__x")."""
    return re.sub(r"[^A-Za-z0-9._-]", "_", item_id.replace("/", "__"))


def regression_files(prop_id: str, root: Path = REGRESSIONS_DIR) -> list[Path]:
    """Saved counterexamples of one property: ``<id>.json`` and ``<id>--<n>.json``."""
    if not root.is_dir():
        return []
    name = safe_name(prop_id)
    return sorted(p for p in root.glob(f"{name}*.json")
                  if p.stem == name or p.stem.startswith(f"{name}--"))


def load_regressions(prop_id: str, root: Path = REGRESSIONS_DIR) -> list[Scenario]:
    """Scenario files, or saved counterexamples copied there as they were written."""
    from mtgconf.runner.saved import read_scenario_file

    return [read_scenario_file(p)[0] for p in regression_files(prop_id, root)]
