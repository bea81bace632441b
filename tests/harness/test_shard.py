"""Selection and sharding: a deterministic partition by a stable hash of the id."""
from __future__ import annotations

import pytest

from mtgconf.runner.select import ShardError, matches_rule_prefix, in_shard, parse_shard, safe_name

IDS = [f"property-{i}" for i in range(200)]


@pytest.mark.parametrize("n", [1, 2, 3, 7])
def test_shards_partition_the_ids(n: int) -> None:
    shards = [[i for i in IDS if in_shard(i, (k, n))] for k in range(1, n + 1)]
    assert sorted(sum(shards, [])) == sorted(IDS)
    assert all(len(s) > 200 / n / 2 for s in shards)  # roughly balanced on 200 ids


def test_the_partition_is_a_fixed_function_of_the_id() -> None:
    # Pinned values: a change of hash would silently reshuffle every CI shard.
    assert [k for k in range(1, 4) if in_shard("final-life-unchanged", (k, 3))] == [1]
    assert [k for k in range(1, 4) if in_shard("rarely-exercised", (k, 3))] == [3]


@pytest.mark.parametrize("text", ["0/2", "3/2", "1/0", "a/b", "1", ""])
def test_bad_shards_are_refused(text: str) -> None:
    with pytest.raises(ShardError):
        parse_shard(text)


def test_rule_prefixes_respect_number_boundaries() -> None:
    assert matches_rule_prefix(["603.4"], "603") and matches_rule_prefix(["603.4a"], "603.4") and matches_rule_prefix(["603.4"], "603.4")
    assert not matches_rule_prefix(["603.41"], "603.4") and not matches_rule_prefix(["604.1"], "603") and matches_rule_prefix(["x"], "")


def test_safe_names() -> None:
    assert safe_name("603/look back") == "603__look_back"
