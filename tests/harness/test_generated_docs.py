"""The generated docs (docs/properties.md, mutants.md, coverage.md) are current,
and they say what the registries hold."""
from __future__ import annotations

from pathlib import Path

import pytest

from mtgconf import docs
from mtgconf.engines.mutants import MUTANTS
from properties.registry import all_properties
from properties.strategies import FAMILIES


def test_every_template_has_its_generated_doc_and_none_is_stale() -> None:
    names = {p.name for p in docs.TEMPLATES.glob("*.md")}
    assert names == {"properties.md", "mutants.md", "coverage.md"}
    assert docs.stale() == [], "run: python -m mtgconf.docs"
    assert docs.main(["--check"]) == 0


def test_a_stale_doc_is_caught(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    copy = tmp_path / "docs"
    (copy / "templates").mkdir(parents=True)
    for template in docs.TEMPLATES.glob("*.md"):
        (copy / "templates" / template.name).write_text(template.read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setattr(docs, "DOCS", copy)
    monkeypatch.setattr(docs, "TEMPLATES", copy / "templates")
    assert len(docs.stale()) == 3  # nothing written yet
    assert docs.main([]) == 0 and docs.stale() == []
    page = copy / "mutants.md"
    page.write_text(page.read_text(encoding="utf-8").replace("`double-trigger`", "`doubled`", 1), encoding="utf-8")
    assert docs.stale() == [page] and docs.main(["--check"]) == 1


def test_the_pages_list_every_property_family_and_mutant() -> None:
    pages = {p.name: text for p, text in docs.generated().items()}
    assert all(f"| `{r.id}` |" in pages["properties.md"] for r in all_properties())
    assert all(f"| `{name}` |" in pages["properties.md"] for name in FAMILIES)
    assert all(f"| `{name}` |" in pages["mutants.md"] for name in MUTANTS)


def test_outside_a_source_checkout_it_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(docs, "TEMPLATES", tmp_path / "missing")
    assert docs.main(["--check"]) == 2
    assert "source checkout" in capsys.readouterr().err


def test_an_unknown_section_is_an_error() -> None:
    with pytest.raises(KeyError, match="nowhere"):
        docs.fill("{{nowhere}}")
