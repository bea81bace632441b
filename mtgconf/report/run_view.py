"""Everything the report shows about one engine's run, ready for the template."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

from mtgconf.report import formats as fmt
from mtgconf.report.failure import FailureView, failure_view, reason_text
from mtgconf.report.grid import CONFORMING, SectionRow, Tile, section_rows
from mtgconf.report.lookup import clause, property_title
from mtgconf.report.stats import StatsView, stats_view
from mtgconf.results import PropertyResult, RunResults, summarize

Translate = Callable[..., str]

STATUS_ORDER: tuple[str, ...] = ("pass", "fail", "error", "xfail", "xpass", "not-exercised", "unsupported")
FAILING: frozenset[str] = frozenset({"fail", "error", "xfail"})
"""Statuses that get a failure panel (xfail too: a known bug is still a bug)."""


@dataclass(frozen=True, slots=True)
class PropView:
    tile: Tile
    rules: tuple[tuple[str, str], ...]
    """(number, title) per cited rule."""
    examples: str
    exercised: str
    duration: str
    reason: str
    link: str
    failure: str
    """Anchor of its failure panel, or empty."""


@dataclass(frozen=True, slots=True)
class RunView:
    key: str
    engine: str
    facts: tuple[tuple[str, str], ...]
    counts: tuple[tuple[str, str, int], ...]
    """(status, label, count), every status shown, zeros included."""
    conformance: str
    partial: bool
    sections: tuple[SectionRow, ...]
    properties: tuple[PropView, ...]
    fixtures: tuple[PropView, ...]
    failures: tuple[FailureView, ...]
    stats: StatsView


def engine_label(run: RunResults) -> str:
    name = run.engine.name or run.engine.spec
    return f"{name} {run.engine.version}".strip()


def conformance(run: RunResults, lang: str) -> str:
    """Share of supported properties the engine conformed on (a property
    not exercised counts among the supported but not among the conforming)."""
    statuses = [r.status.value for r in run.properties]
    supported = [s for s in statuses if s != "unsupported"]
    return fmt.percent(sum(1 for s in supported if s in CONFORMING), len(supported), lang)


def run_view(run: RunResults, key: str, lang: str, t: Translate) -> RunView:
    props = tuple(_prop_view(r, key, lang, t) for r in run.properties)
    fixtures = tuple(_prop_view(r, key, lang, t) for r in run.fixtures)
    failures = tuple(
        view for r, v in zip(run.items, props + fixtures) if v.failure
        for view in _failure_views(r, v, lang, t)
    )
    counts = run.summary or summarize(run.items)
    return RunView(
        key=key, engine=engine_label(run), facts=_facts(run, lang, t),
        counts=tuple((s, t(f"status.{s}"), counts.get(s, 0)) for s in STATUS_ORDER),
        conformance=conformance(run, lang), partial=run.partial,
        sections=section_rows([(v.tile, r.rules) for r, v in zip(run.properties, props)], lang, t),
        properties=props, fixtures=fixtures, failures=failures,
        stats=stats_view(run.items, {v.tile.prop_id: v.tile.title for v in props + fixtures}, lang),
    )


def _facts(run: RunResults, lang: str, t: Translate) -> tuple[tuple[str, str], ...]:
    s = run.settings
    return (
        (t("hdr.engine"), run.engine.name or run.engine.spec),
        (t("hdr.version"), run.engine.version or "\u2014"),
        (t("hdr.suite"), run.suite_version),
        (t("hdr.cr"), run.cr_edition),
        (t("hdr.date"), fmt.date(run.started, lang)),
        (t("hdr.duration"), fmt.seconds(run.duration, lang)),
        (t("hdr.seed"), str(s.seed)),
        (t("hdr.examples"), fmt.number(s.examples, lang)),
        (t("hdr.workers"), str(s.workers)),
        (t("hdr.shard"), s.shard),
    )


def _failure_views(r: PropertyResult, v: PropView, lang: str, t: Translate) -> tuple[FailureView, ...]:
    """The property's failure panel, then one per further distinct failure."""
    first = failure_view(r, v.failure, v.tile.title, lang, t)
    more = (failure_view(replace(r, counterexample=cx), f"{v.failure}--{n}", f"{v.tile.title} ({n})", lang, t)
            for n, cx in enumerate(r.more_counterexamples, start=2))
    return (first, *more)


def tile_of(r: PropertyResult, key: str, lang: str, t: Translate) -> Tile:
    return Tile(prop_id=r.id, title=property_title(r.id, r.title, lang), status=r.status.value,
                label=t(f"status.{r.status.value}"), anchor=f"{key}-prop-{r.id}")


def _prop_view(r: PropertyResult, key: str, lang: str, t: Translate) -> PropView:
    failing = r.status.value in FAILING
    return PropView(
        tile=tile_of(r, key, lang, t),
        rules=tuple((n, clause(n, lang).title) for n in r.rules),
        examples=fmt.number(r.examples, lang), exercised=fmt.number(r.exercised, lang),
        duration=fmt.seconds(r.duration, lang), reason=reason_text(r, lang), link=r.link,
        failure=f"{key}-fail-{r.id}" if failing else "",
    )
