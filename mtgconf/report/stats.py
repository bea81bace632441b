"""Run statistics: examples, mechanisms exercised, and preconditions that
rarely held (a pass on a property that almost never ran its check says little)."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Callable, Sequence

from mtgconf.report.formats import number, percent
from mtgconf.report.lookup import property_features
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
    """Properties only; the judge-case fixtures are counted apart."""
    fixtures: str
    mechanisms: tuple[CountRow, ...]
    """Per feature tag of the catalogue: examples where a property with it was exercised."""
    labels: tuple[CountRow, ...]
    """Per label the generators recorded with Hypothesis ``event()``."""
    rare: tuple[CountRow, ...]
    threshold: str


def stats_view(results: Sequence[PropertyResult], titles: dict[str, str], lang: str,
               features: Callable[[str], tuple[str, ...]] = property_features) -> StatsView:
    examples = sum(r.examples for r in results)
    return StatsView(
        examples=number(examples, lang),
        properties=number(sum(1 for r in results if r.kind == "property"), lang),
        fixtures=number(sum(1 for r in results if r.kind != "property"), lang),
        mechanisms=_rows(feature_counts(results, features), feature_examples(results, features), lang),
        labels=_rows(label_counts(results), label_examples(results), lang),
        rare=_rare(results, titles, lang),
        threshold=percent(int(LOW_COVERAGE * 100), 100, lang),
    )


def feature_counts(results: Sequence[PropertyResult], features: Callable[[str], tuple[str, ...]]) -> Counter[str]:
    """Exercised examples summed over the properties carrying each feature tag."""
    total: Counter[str] = Counter()
    for r in results:
        for tag in features(r.id):
            total[tag] += r.exercised
    return total


def feature_examples(results: Sequence[PropertyResult], features: Callable[[str], tuple[str, ...]]) -> Counter[str]:
    total: Counter[str] = Counter()
    for r in results:
        for tag in features(r.id):
            total[tag] += r.examples
    return total


def label_counts(results: Sequence[PropertyResult]) -> Counter[str]:
    """Hypothesis event() labels summed over every property."""
    total: Counter[str] = Counter()
    for r in results:
        total.update(r.statistics)
    return total


def label_examples(results: Sequence[PropertyResult]) -> Counter[str]:
    """Examples run by the properties that recorded each label."""
    total: Counter[str] = Counter()
    for r in results:
        total.update({label: r.examples for label in r.statistics})
    return total


def _rows(counts: Counter[str], wholes: Counter[str], lang: str) -> tuple[CountRow, ...]:
    """Most exercised first; the share is of the examples that could have exercised it."""
    return tuple(
        CountRow(name=name, count=f"{number(n, lang)} / {number(wholes[name], lang)}",
                 share=percent(n, wholes[name], lang),
                 width=round(100 * n / wholes[name], 1) if wholes[name] else 0.0)
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
