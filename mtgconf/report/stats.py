"""Run statistics: examples, mechanisms exercised, and preconditions that
rarely held (a pass on a property that almost never ran its check says little)."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Sequence

from mtgconf.report.formats import number, percent
from mtgconf.runner.outcome import LOW_COVERAGE, PropertyResult


@dataclass(frozen=True, slots=True)
class CountRow:
    name: str
    count: str
    share: str
    width: float
    """Bar width, 0-100, relative to the largest count."""


@dataclass(frozen=True, slots=True)
class StatsView:
    examples: str
    properties: str
    mechanisms: tuple[CountRow, ...]
    rare: tuple[CountRow, ...]
    threshold: str


def stats_view(results: Sequence[PropertyResult], titles: dict[str, str], lang: str) -> StatsView:
    examples = sum(r.examples for r in results)
    return StatsView(
        examples=number(examples, lang),
        properties=number(len(results), lang),
        mechanisms=_mechanisms(results, examples, lang),
        rare=_rare(results, titles, lang),
        threshold=percent(int(LOW_COVERAGE * 100), 100, lang),
    )


def mechanism_counts(results: Sequence[PropertyResult]) -> Counter[str]:
    """Hypothesis event() labels summed over every property."""
    total: Counter[str] = Counter()
    for r in results:
        total.update(r.statistics)
    return total


def _mechanisms(results: Sequence[PropertyResult], examples: int, lang: str) -> tuple[CountRow, ...]:
    counts = mechanism_counts(results)
    top = max(counts.values(), default=0)
    return tuple(
        CountRow(name=name, count=number(n, lang), share=percent(n, examples, lang),
                 width=round(100 * n / top, 1) if top else 0.0)
        for name, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    )


def _rare(results: Sequence[PropertyResult], titles: dict[str, str], lang: str) -> tuple[CountRow, ...]:
    # Unsupported and errored properties ran no real examples; their coverage means nothing.
    flagged = [r for r in results if r.low_coverage and r.status.value not in ("unsupported", "error")]
    return tuple(
        CountRow(name=titles.get(r.id, r.id), count=f"{number(r.exercised, lang)} / {number(r.examples, lang)}",
                 share=percent(r.exercised, r.examples, lang), width=round(100 * r.exercised / r.examples, 1))
        for r in sorted(flagged, key=lambda r: (r.exercised / r.examples, r.id))
    )
