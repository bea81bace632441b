"""Links from expectations and results files: only http, https and relative
targets become clickable; anything else is shown as text. Strange strings
(lone surrogates, control characters) never break the report or junit.xml."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path

import pytest

from mtgconf.junit import write_junit
from mtgconf.report import render_html, write_report
from mtgconf.report.run_view import safe_href
from mtgconf.report.sample import sample_run
from mtgconf.runner.outcome import Status


@pytest.mark.parametrize("link", ["https://tracker.example/issues/12", "http://example.org/a?b=1#c",
                                  "issues/12.html", "../triage.md", "#anchor"])
def test_http_https_and_relative_links_are_kept(link: str) -> None:
    assert safe_href(link) == link


@pytest.mark.parametrize("link", ["javascript:alert(1)", " JaVaScRiPt:alert(1)", "java\tscript:alert(1)",
                                  "data:text/html,<script>alert(1)</script>", "vbscript:x", "file:///etc/passwd",
                                  "//evil.example/x", "https:/no-host", "\\\\evil\\share", "mailto:a@b.c", ""])
def test_every_other_link_is_refused(link: str) -> None:
    assert safe_href(link) == ""


def test_a_script_link_is_rendered_as_text_only() -> None:
    run = sample_run()
    hostile = replace(run.properties[0], status=Status.XFAIL, reason="known", link="javascript:alert(1)")
    page = render_html(replace(run, properties=(hostile,) + run.properties[1:]))
    assert 'href="javascript' not in page and "javascript:alert(1)" in page
    good = replace(hostile, link="https://tracker.example/1")
    assert 'href="https://tracker.example/1"' in render_html(replace(run, properties=(good,)))


def test_strange_strings_are_written_escaped(tmp_path: Path) -> None:
    run = sample_run()
    odd = replace(run.properties[0], status=Status.ERROR, reason="bad \ud800 text \x00 and \x1b[31m")
    run = replace(run, properties=(odd,) + run.properties[1:], partial=True)
    page = write_report(run, tmp_path).read_text(encoding="utf-8")
    assert "\\ud800" in page
    root = ET.parse(write_junit(run, tmp_path / "junit.xml")).getroot()
    assert root.get("partial") == "true" and "\\u0000" in ET.tostring(root, encoding="unicode")
