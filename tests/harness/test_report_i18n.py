"""The report's string catalogue: complete in both languages, and a French
report free of English interface strings."""
from __future__ import annotations

import re
import string
from html import unescape
from html.parser import HTMLParser
from pathlib import Path

import pytest

from mtgconf.report import render_html
from mtgconf.report.i18n import CATALOGUE, LANGS, translator
from mtgconf.report.sample import sample_run, sample_runs
from mtgconf.runner.outcome import Status
from reference_engine.events import EVENT_KINDS, RemovalReason
from reference_engine.ids import Step, Zone
from reference_engine.scenario import ActionKind

REPORT_DIR = Path(__file__).parents[2] / "mtgconf" / "report"
DATA_LANGS = ("en", "zxx")
"""Elements in these languages hold data (card faces, identifiers), not interface text."""


class InterfaceText(HTMLParser):
    """Visible text and tooltips, skipping styles, scripts and data-language elements."""

    VOID = {"meta", "br", "input", "img", "hr", "link"}

    def __init__(self, html: str) -> None:
        super().__init__()
        self.chunks: list[str] = []
        self.stack: list[bool] = []  # per open element: inside skipped content?
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self.VOID:
            return
        a = dict(attrs)
        skipped = (self.stack[-1] if self.stack else False) or tag in ("style", "script") \
            or (tag != "html" and a.get("lang") in DATA_LANGS)
        self.stack.append(skipped)
        if not skipped:
            self.chunks.extend(v for k, v in attrs if k in ("title", "aria-label") and v)

    def handle_endtag(self, tag: str) -> None:
        if tag not in self.VOID and self.stack:
            self.stack.pop()

    def handle_data(self, data: str) -> None:
        if not (self.stack and self.stack[-1]):
            self.chunks.append(data)

    @property
    def text(self) -> str:
        return " ".join(" ".join(self.chunks).split())


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_key_has_every_language() -> None:
    for key, texts in CATALOGUE.items():
        assert set(texts) == set(LANGS), key
        assert all(texts[lang].strip() for lang in LANGS), key


def test_translations_take_the_same_fields() -> None:
    for key, texts in CATALOGUE.items():
        assert _fields(texts["en"]) == _fields(texts["fr"]), key


@pytest.mark.parametrize("prefix, values", [
    ("status", [s.value for s in Status]),
    ("zone", [z.value for z in Zone]),
    ("step", [s.value for s in Step]),
    ("act", [a.value for a in ActionKind]),
    ("reason", [r.value for r in RemovalReason]),
    ("ev", list(EVENT_KINDS)),
])
def test_every_vocabulary_value_has_a_string(prefix: str, values: list[str]) -> None:
    missing = [v for v in values if f"{prefix}.{v}" not in CATALOGUE]
    assert not missing


def test_every_key_the_templates_and_code_use_exists() -> None:
    used: set[str] = set()
    for path in [*REPORT_DIR.glob("*.py"), *REPORT_DIR.glob("templates/*.j2")]:
        used |= set(re.findall(r"""\bt\(\s*['"]([a-z_]+\.[a-z_.]+)['"]""", path.read_text(encoding="utf-8")))
    assert used, "no translated strings found: the scan is broken"
    assert used - set(CATALOGUE) == set()


def test_every_fixed_key_is_used() -> None:
    # Keys under these prefixes are built from vocabulary values, checked above.
    dynamic = ("status.", "zone.", "step.", "act.", "reason.", "ev.")
    sources = "".join(p.read_text(encoding="utf-8") for p in [*REPORT_DIR.glob("*.py"), *REPORT_DIR.glob("templates/*.j2")]
                      if p.name != "i18n.py")
    unused = [k for k in CATALOGUE if not k.startswith(dynamic) and f"'{k}'" not in sources and f'"{k}"' not in sources]
    assert unused == []


def test_unknown_key_and_language_raise() -> None:
    with pytest.raises(KeyError):
        translator("fr")("no.such.key")
    with pytest.raises(ValueError):
        translator("es")


def _english_fragments() -> set[str]:
    """Literal parts of every English string that French translates differently."""
    found: set[str] = set()
    for texts in CATALOGUE.values():
        if texts["en"] == texts["fr"]:
            continue
        for literal, *_ in string.Formatter().parse(texts["en"]):
            piece = literal.strip(" :,.()#\u2192\u2014")
            if len(piece) >= 4 and piece not in texts["fr"]:
                found.add(piece)
    return found


@pytest.mark.parametrize("runs", [sample_run(), sample_runs()], ids=["one-engine", "comparison"])
def test_french_report_has_no_english_interface_strings(runs: object) -> None:
    text = InterfaceText(render_html(runs, lang="fr")).text  # type: ignore[arg-type]
    english = InterfaceText(render_html(runs, lang="en")).text  # type: ignore[arg-type]
    fragments = _english_fragments()
    assert any(f in english for f in fragments), "the English report should show these fragments"
    leftovers = sorted(f for f in fragments if re.search(rf"(?<![\w-]){re.escape(f)}(?![\w-])", text))
    assert leftovers == []


def test_french_report_uses_french_titles_and_paraphrases() -> None:
    from properties.registry import get
    from properties.rules_catalog import CLAUSES

    run = sample_run()
    html = unescape(render_html(run, lang="fr"))
    assert '<html lang="fr">' in html
    known = [r for r in run.properties if _registered(r.id)]
    assert known, "the sample should use at least one registered property"
    for r in known:
        assert get(r.id).title_fr in html
    failing = next(r for r in run.properties if r.status is Status.FAIL)
    for number in failing.rules:
        assert CLAUSES[number].paraphrase_fr in html


def _registered(prop_id: str) -> bool:
    from properties.registry import get

    try:
        get(prop_id)
    except KeyError:
        return False
    return True
