"""Write the HTML report: one self-contained ``index.html``.

Everything (CSS, card frames, the copy button's few lines of script) is inline,
so the file works offline and as a CI artifact. Autoescaping is on for every
template: card names, Oracle text and explanations come from engines under
test and must never become markup.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from jinja2 import Environment, PackageLoader, StrictUndefined

from mtgconf.atomic_file import write_text_atomic
import mtgconf
from mtgconf.report.grid import CompareView, Tile, compare_view
from mtgconf.report.i18n import translator
from mtgconf.report.run_view import STATUS_ORDER, RunView, conformance, engine_label, run_view, tile_of
from mtgconf.results import RunResults

REPORT_FILE = "index.html"


@dataclass(frozen=True, slots=True)
class Page:
    lang: str
    title: str
    runs: tuple[RunView, ...]
    compare: CompareView | None
    engines: tuple[tuple[str, str], ...]
    """(engine, conformance) for the comparison header."""
    statuses: tuple[tuple[str, str], ...]
    suite_version: str
    open_failures: int = 5
    """Failure panels shown open; the rest start folded to keep the page short."""


def environment() -> Environment:
    return Environment(
        loader=PackageLoader("mtgconf.report", "templates"),
        autoescape=True,  # always, whatever the template's extension
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )


def render_html(results: RunResults | Sequence[RunResults], lang: str = "en") -> str:
    runs = [results] if isinstance(results, RunResults) else list(results)
    if not runs:
        raise ValueError("a report needs at least one run")
    t = translator(lang)
    views = tuple(run_view(run, f"r{i}", lang, t) for i, run in enumerate(runs))
    page = Page(
        lang=lang, title=t("doc.title"), runs=views,
        compare=_compare(runs, lang) if len(runs) > 1 else None,
        engines=tuple((engine_label(r), conformance(r, lang)) for r in runs),
        statuses=tuple((s, t(f"status.{s}")) for s in STATUS_ORDER),
        suite_version=getattr(mtgconf, "__version__", "") or runs[0].suite_version,
    )
    return environment().get_template("report.html.j2").render(page=page, t=t)


def write_report(results: RunResults | list[RunResults], report_dir: Path, lang: str = "en") -> Path:
    """Render ``results`` (one run, or several engines to compare) into
    ``report_dir/index.html`` and return that path."""
    html = render_html(results, lang)
    report_dir = Path(report_dir)
    report_dir.mkdir(parents=True, exist_ok=True)
    path = report_dir / REPORT_FILE
    # A lone surrogate from an engine's text is written escaped, never a crash.
    return write_text_atomic(path, html, errors="backslashreplace")


def _compare(runs: Sequence[RunResults], lang: str) -> CompareView:
    t = translator(lang)
    per_run: list[dict[str, Tile]] = [
        {r.id: tile_of(r, f"r{i}", lang, t) for r in run.properties} for i, run in enumerate(runs)
    ]
    titles = {
        r.id: (tile.title, ", ".join(r.rules))
        for run, tiles in zip(runs, per_run) for r in run.properties for tile in [tiles[r.id]]
    }
    return compare_view([engine_label(r) for r in runs], per_run, titles, t)
