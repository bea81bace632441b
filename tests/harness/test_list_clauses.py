"""``mtgconf list --clauses``: the clause map as data, from which a script can
compute the coverage of the shared clause map."""
from __future__ import annotations

import json

import pytest

from mtgconf.cli import main
from properties.coverage import CLAUSE_MAP_INV


def _json(capsys: pytest.CaptureFixture[str], *argv: str) -> list[dict[str, object]]:
    assert main(["list", "--clauses", "--format", "json", *argv]) == 0
    entries = json.loads(capsys.readouterr().out)
    assert isinstance(entries, list)
    return entries


def test_every_clause_map_invariant_is_listed_with_its_state(capsys: pytest.CaptureFixture[str]) -> None:
    entries = {e["number"]: e for e in _json(capsys)}
    shared = [entries[n] for n in CLAUSE_MAP_INV]
    assert all(e["clause_map_invariant"] for e in shared)
    # What a coverage script computes: each clause-map INV clause is checked here or says why not.
    unexplained = [e["number"] for e in shared if not (e["invariant"] and e["properties"]) and not e["pending"]]
    assert unexplained == []
    assert entries["117.3a"]["properties"] == ["active-player-gets-first-priority-in-each-step"]
    assert entries["117.3d"]["invariant"] is True and entries["117.3d"]["title_fr"]
    assert entries["614.8"]["properties"] == ["regenerated-creature-is-tapped-and-out-of-combat"]
    assert entries["615.13"]["properties"] == ["prevented-damage-triggers-once-per-application"]
    assert entries["103.6"]["clause_map_invariant"] is False and entries["103.6"]["declared"] is True


def test_rules_filters_and_text_lists_one_line_per_clause(capsys: pytest.CaptureFixture[str]) -> None:
    assert [e["number"] for e in _json(capsys, "--rules", "117.3")] == ["117.3a", "117.3b", "117.3c", "117.3d"]
    assert main(["list", "--clauses", "--rules", "117.3d"]) == 0
    line, = capsys.readouterr().out.splitlines()
    assert line.split()[:2] == ["117.3d", "INV"] and line.endswith("pass-goes-to-next-player-in-turn-order")


def test_the_property_listing_is_unchanged(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["list", "--format", "json", "--properties", "pass-goes-*"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [(p["id"], p["rules"]) for p in listed] == [("pass-goes-to-next-player-in-turn-order", ["117.3d"])]
