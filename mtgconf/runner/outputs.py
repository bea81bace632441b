"""Writing a run's files: results.json, junit.xml and the HTML report."""
from __future__ import annotations

import sys
from pathlib import Path

from mtgconf.junit import write_junit
from mtgconf.results import RunResults, write_results

__all__ = ["ReportDirError", "prepare_regressions_dir", "prepare_report_dir", "write_html", "write_outputs"]


class ReportDirError(OSError):
    """An output directory (reports, saved regressions) cannot be created or
    written (exit status 2)."""


def prepare_report_dir(path: Path) -> Path:
    """Create the directory and prove it writable before any work is done."""
    return _writable(path, f"cannot write the report directory {path}")


def _writable(path: Path, failure: str, hint: str = "") -> Path:
    probe = path / ".mtgconf-write-test"
    try:
        path.mkdir(parents=True, exist_ok=True)
        probe.write_text("", encoding="utf-8")
        probe.unlink()
    except OSError as err:
        raise ReportDirError(f"{failure}: {err.strerror or err}{hint}") from None
    return path


def prepare_regressions_dir(folder: Path) -> Path:
    """The folder new regressions are saved in (``run --save-regressions``,
    ``fuzz``), proven writable before any work is done."""
    from mtgconf.runner.select import IN_CHECKOUT, REGRESSIONS_DIR

    hint = "; name a folder with --regressions-dir"
    if folder == REGRESSIONS_DIR and not IN_CHECKOUT:  # an uninstall would leave the files behind, unowned
        raise ReportDirError(f"cannot save regressions in {folder}: it is inside the installed suite, which a "
                             f"reinstall replaces{hint} (and give it to later runs, which replay it)")
    return _writable(folder, f"cannot save regressions in {folder}", hint)


def write_html(runs: RunResults | list[RunResults], report_dir: Path, lang: str) -> Path | None:
    """The HTML report; None (with a warning) if the renderer is unavailable."""
    try:
        from mtgconf.report.render import write_report
    except ImportError as err:
        print(f"warning: HTML report not written ({err})", file=sys.stderr)
        return None
    return write_report(runs, report_dir, lang=lang)


def write_outputs(run: RunResults, report_dir: Path, *, lang: str = "en") -> Path:
    """The three files of a run; returns the path to point the user at."""
    results = write_results(run, report_dir / "results.json")
    write_junit(run, report_dir / "junit.xml")
    return write_html(run, report_dir, lang) or results
