"""The figures on the engine pages are the committed certifications' own."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.peers.coverage import measure, stated

ROOT = Path(__file__).resolve().parents[2]
PAGES = [("phase", "phase-0.103.0"), ("python-mtg", "python-mtg-0.1.1")]


@pytest.mark.parametrize("engine, report", PAGES, ids=[p[0] for p in PAGES])
def test_the_engine_page_states_the_measured_coverage(engine: str, report: str) -> None:
    measured = measure(ROOT / "docs" / "certification" / report / "results.json")
    assert stated(ROOT / "docs" / "engines" / f"{engine}.md") == measured.rows()


def test_most_properties_phase_could_support_ran_on_it() -> None:
    measured = measure(ROOT / "docs" / "certification" / "phase-0.103.0" / "results.json")
    assert measured.ran >= 0.7 * measured.eligible
