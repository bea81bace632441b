"""The HTML report: one self-contained, escaped page with everything the issue lists."""
from __future__ import annotations

import re
from dataclasses import replace
from markupsafe import escape
from html.parser import HTMLParser
from pathlib import Path

import pytest

from mtgconf.report import render_html, write_report
from mtgconf.report.sample import sample_run, sample_runs, watcher_history, watcher_scenario
from mtgconf.results import RunResults
from mtgconf.runner.outcome import Status
from reference_engine.events import Priority
from reference_engine.oracle import render_card


class Page(HTMLParser):
    """Element ids, internal links, classes and attributes of a rendered page."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.ids: list[str] = []
        self.hrefs: list[str] = []
        self.tags: list[tuple[str, dict[str, str]]] = []
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        self.tags.append((tag, a))
        if "id" in a:
            self.ids.append(a["id"])
        if tag == "a" and a.get("href", "").startswith("#"):
            self.hrefs.append(a["href"][1:])

    def with_class(self, name: str) -> list[dict[str, str]]:
        return [a for _, a in self.tags if name in a.get("class", "").split()]


@pytest.fixture(scope="module")
def run() -> RunResults:
    return sample_run()


@pytest.fixture(scope="module")
def html(run: RunResults) -> str:
    return render_html(run)


def test_write_report_writes_index_html(tmp_path: Path, run: RunResults) -> None:
    path = write_report(run, tmp_path / "new" / "dir")
    assert path == tmp_path / "new" / "dir" / "index.html"
    assert path.read_text(encoding="utf-8") == render_html(run)


def test_page_is_self_contained(html: str) -> None:
    lowered = html.lower()
    for external in ("<link", "<img", "<iframe", "src=", "@import", "@font-face", "url("):
        assert external not in lowered, external
    assert lowered.count("<style>") == 1 and lowered.count("<script>") == 1


def test_hostile_card_name_is_escaped() -> None:
    name = "<script>alert(1)</script>"
    html = render_html(sample_run(watcher_name=name))
    assert name not in html
    assert escape(name) in html
    assert html.lower().count("<script>") == 1  # only the page's own copy-button script


def test_hostile_explanation_and_replay_are_escaped(run: RunResults) -> None:
    evil = '"><img src=x onerror=alert(1)>'
    props = tuple(
        replace(r, counterexample=replace(r.counterexample, explanation=evil, replay=evil), reason=evil)
        if r.counterexample else r for r in run.properties
    )
    html = render_html(replace(run, properties=props))
    assert "<img" not in html and escape(evil) in html


def test_header_shows_the_run(html: str, run: RunResults) -> None:
    header = html.split('<header class="top"', 1)[1].split("<nav", 1)[0]
    facts = re.findall(r"<dt>(.*?)</dt><dd>(.*?)</dd>", header)
    values = dict(facts)
    assert [k for k, _ in facts] == ["Engine", "Version", "Suite", "Comprehensive Rules", "Started",
                                     "Duration", "Seed", "Examples per property", "Workers", "Shard"]
    assert values["Engine"] == run.engine.name and values["Version"] == run.engine.version
    assert values["Suite"] == run.suite_version and values["Comprehensive Rules"] == run.cr_edition
    assert values["Seed"] == str(run.settings.seed) and values["Workers"] == str(run.settings.workers)
    assert values["Examples per property"] == str(run.settings.examples)
    assert values["Started"].startswith(str(int(run.started[8:10])))  # day of month first
    assert values["Duration"].startswith(f"{int(run.duration // 60)}\u00a0min")


def test_header_conformance_counts_conforming_among_supported(html: str, run: RunResults) -> None:
    statuses = [r.status for r in run.properties]
    supported = [s for s in statuses if s is not Status.UNSUPPORTED]
    good = sum(1 for s in supported if s in (Status.PASS, Status.XPASS))
    expected = f"{100 * good / len(supported):.1f}".removesuffix(".0") + "%"
    assert f'<span class="pct">{expected}</span>' in html


def test_every_status_count_has_a_text_label(html: str, run: RunResults) -> None:
    for status in Status:
        n = sum(1 for r in run.properties if r.status is status)
        assert re.search(rf'count-pill s-{status.value}[^"]*"><span class="n">{n}</span>', html)
    page = Page(html)
    labelled = page.with_class("status") + page.with_class("tile")
    assert labelled and all(any(c.startswith("s-") for c in a["class"].split()) for a in labelled)


def test_every_internal_link_has_a_target(html: str) -> None:
    page = Page(html)
    assert len(page.ids) == len(set(page.ids)), "duplicate ids"
    missing = set(page.hrefs) - set(page.ids)
    assert not missing


def test_grid_has_a_tile_per_cited_section(html: str, run: RunResults) -> None:
    page = Page(html)
    tiles = [a["href"] for a in page.with_class("tile")]
    expected = sum(len({n.split(".")[0] for n in r.rules}) for r in run.properties)
    assert len(tiles) == expected
    for r in run.properties:
        assert f"#r0-prop-{r.id}" in tiles


def test_failures_get_panels_and_passes_do_not(html: str, run: RunResults) -> None:
    ids = set(Page(html).ids)
    for r in run.properties:
        has_panel = f"r0-fail-{r.id}" in ids
        assert has_panel == (r.status in (Status.FAIL, Status.ERROR, Status.XFAIL)), r.id


def test_board_draws_every_object_as_a_card(html: str) -> None:
    scenario = watcher_scenario()
    names = {c.key: c for c in scenario.cards}
    for obj in scenario.objects:
        assert f'<span class="c-id">#{obj.id}</span>' in html
        assert f'aria-label="{escape(names[obj.card].name)}"' in html
    tapped = [o for o in scenario.objects if o.tapped]
    assert tapped and html.count('class="slot tapped"') >= len(tapped)
    assert escape(render_card(names["watcher"])) in html
    assert '<span class="c-pt">2/2</span>' in html


def test_timeline_has_a_row_per_event_and_the_stack_at_priority(html: str, run: RunResults) -> None:
    history = watcher_history()
    failure = next(r for r in run.properties if r.status is Status.FAIL)
    page = Page(html)
    rows = [i for i in page.ids if i.startswith(f"r0-fail-{failure.id}-ev-")]
    assert len(rows) == len(history.events)
    stacks = [e for e in history.events if isinstance(e, Priority) and e.stack]
    assert html.count('<div class="mini-stack"') >= len(stacks)
    flagged = [a["id"] for a in page.with_class("flagged")]
    assert flagged == [f"r0-fail-{failure.id}-ev-{s}" for s in failure.counterexample.events]


def test_replay_command_is_copyable(html: str, run: RunResults) -> None:
    for r in run.properties:
        if r.counterexample:
            anchor = f"r0-fail-{r.id}-replay"
            assert f'<code id="{anchor}" lang="zxx">{escape(r.counterexample.replay)}</code>' in html
            assert f'data-copy="{anchor}"' in html


def test_statistics_list_mechanisms_and_rare_preconditions(html: str, run: RunResults) -> None:
    for r in run.properties:
        for label in r.statistics:
            assert f'<code lang="zxx">{escape(label)}</code>' in html
    rare = [r for r in run.properties if r.low_coverage and r.status not in (Status.UNSUPPORTED, Status.ERROR)]
    assert rare
    section = html.split('class="bars rare"', 1)[1].split("</table>", 1)[0]
    assert section.count("<tr>") == len(rare) + 1  # plus the header row


def test_comparison_grid_has_engines_as_columns() -> None:
    runs = sample_runs()
    html = render_html(runs)
    table = html.split('<table class="compare">', 1)[1].split("</table>", 1)[0]
    assert table.count('<th scope="col" class="eng">') == len(runs)
    ids = {r.id for run in runs for r in run.properties}
    assert table.count("<tr") == len(ids) + 2  # engine row and totals row
    differing = {r.id for r in runs[0].properties} - {
        a.id for a, b in zip(runs[0].properties, runs[1].properties) if a.status == b.status}
    assert table.count('class="differs"') == len(differing) == 1


def test_unreadable_counterexample_is_shown_raw(run: RunResults) -> None:
    broken = tuple(
        replace(r, counterexample=replace(r.counterexample, scenario={"players": "nope"}))
        if r.status is Status.FAIL else r for r in run.properties
    )
    html = render_html(replace(run, properties=broken))
    assert "could not be read" in html and "$.players" in html
    assert '<details class="raw">' in html


def test_unknown_language_is_refused(run: RunResults) -> None:
    with pytest.raises(ValueError, match="en, fr"):
        render_html(run, lang="de")


def test_a_report_needs_a_run() -> None:
    with pytest.raises(ValueError):
        render_html([])
