"""The two grids: CR sections against properties (one run), and engines
against properties (several runs, as on wpt.fyi)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from mtgconf.report.lookup import clause, section_of

Translate = Callable[..., str]

CONFORMING: frozenset[str] = frozenset({"pass", "xpass"})
"""Statuses in which the engine behaved as the rules say. An unexpected pass
fails the run (the expectations list is stale) but the engine did conform."""


@dataclass(frozen=True, slots=True)
class Tile:
    """A property cell: its status always carries a text label."""

    prop_id: str
    title: str
    status: str
    label: str
    anchor: str


@dataclass(frozen=True, slots=True)
class SectionRow:
    number: str
    title: str
    tiles: tuple[Tile, ...]
    summary: str
    passed: int
    total: int


@dataclass(frozen=True, slots=True)
class CompareRow:
    prop_id: str
    title: str
    rules: str
    cells: tuple[Tile | None, ...]
    """One per engine; ``None`` when that engine did not run the property."""
    differs: bool


@dataclass(frozen=True, slots=True)
class CompareView:
    engines: tuple[str, ...]
    totals: tuple[str, ...]
    rows: tuple[CompareRow, ...]


def section_rows(tiles: Sequence[tuple[Tile, tuple[str, ...]]], lang: str, t: Translate) -> tuple[SectionRow, ...]:
    """Rows in CR order; a property citing two sections appears in both."""
    by_section: dict[str, list[Tile]] = {}
    for tile, rules in tiles:
        for number in dict.fromkeys(section_of(r) for r in rules):
            by_section.setdefault(number, []).append(tile)
    return tuple(_row(number, by_section[number], lang, t) for number in sorted(by_section, key=_cr_key))


def _row(number: str, tiles: list[Tile], lang: str, t: Translate) -> SectionRow:
    passed = sum(1 for x in tiles if x.status in CONFORMING)
    supported = [x for x in tiles if x.status != "unsupported"]
    return SectionRow(
        number=number, title=clause(number, lang).title, tiles=tuple(tiles),
        summary=(t("grid.passed_of", passed=passed, total=len(supported)) if supported
                 else t("grid.all_unsupported", n=len(tiles))),  # nothing observable: not a failure
        passed=passed, total=len(supported),
    )


def _cr_key(number: str) -> tuple[int, ...]:
    return tuple(int("".join(ch for ch in part if ch.isdigit()) or 0) for part in number.split("."))


def compare_view(engines: Sequence[str], runs: Sequence[dict[str, Tile]], titles: dict[str, tuple[str, str]],
                 t: Translate) -> CompareView:
    """``runs[i]`` maps property id to engine i's tile; ``titles`` id -> (title, rules)."""
    ids = sorted({pid for run in runs for pid in run})
    rows = tuple(_compare_row(pid, runs, titles) for pid in ids)
    totals = tuple(
        t("grid.passed_of", passed=sum(1 for x in run.values() if x.status in CONFORMING),
          total=sum(1 for x in run.values() if x.status != "unsupported"))
        for run in runs
    )
    return CompareView(engines=tuple(engines), totals=totals, rows=rows)


def _compare_row(pid: str, runs: Sequence[dict[str, Tile]], titles: dict[str, tuple[str, str]]) -> CompareRow:
    cells = tuple(run.get(pid) for run in runs)
    verdicts = {c.status in CONFORMING if c else None for c in cells}
    title, rules = titles.get(pid, (pid, ""))
    return CompareRow(prop_id=pid, title=title, rules=rules, cells=cells, differs=len(verdicts) > 1)
