"""The closing summary of ``mtgconf run``, as plain lines and drawn with rich."""
from __future__ import annotations

import io
from pathlib import Path

from mtgconf.results import EngineRecord, RunResults, RunSettings, summarize
from mtgconf.runner.outcome import Counterexample, PropertyResult, Status
from mtgconf.terminal import Terminal, closing_lines, failures_of

LONG = "mtgconf replay " + "reports/counterexamples/" + "a-very-long-property-id-" * 6 + ".json --engine reference"


def _item(pid: str, status: Status, kind: str = "property", cx: bool = False) -> PropertyResult:
    counterexample = Counterexample(scenario={}, history={}, explanation=f"Expected one, but observed two ({pid}).",
                                    replay=LONG) if cx else None
    return PropertyResult(id=pid, rules=("603.2c",), status=status, examples=3, exercised=3, duration=0.0,
                          kind=kind, title=f"title of {pid}", counterexample=counterexample,
                          reason="stale entry" if status is Status.XPASS else "")


def _run(*items: PropertyResult) -> RunResults:
    props = tuple(i for i in items if i.kind == "property")
    fixtures = tuple(i for i in items if i.kind != "property")
    return RunResults(suite_version="0", engine=EngineRecord(spec="reference", name="ref", version="1"),
                      settings=RunSettings(examples=3), properties=props, fixtures=fixtures,
                      summary=summarize(items))


def test_properties_and_fixtures_are_counted_apart_and_each_failure_says_how_to_replay(tmp_path: Path) -> None:
    (tmp_path / "results.json").write_text("{}")
    run = _run(_item("a", Status.PASS), _item("b", Status.FAIL, cx=True), _item("c", Status.UNSUPPORTED),
               _item("603/f", Status.FAIL, kind="fixture", cx=True), _item("d", Status.XPASS))
    lines = closing_lines(run, tmp_path)
    assert "properties: 1 passed, 1 failed, 1 unsupported, 1 unexpected passes (of 4)" in lines
    assert "fixtures:   0 passed, 1 failed (of 1)" in lines
    assert [f.id for f in failures_of(run)] == ["b", "d", "603/f"]
    assert lines.count(f"    replay: {LONG}") == 2
    assert any("listed as a known failure, but it passed" in line for line in lines)
    assert f"reports: {(tmp_path / 'results.json').as_posix()}" in lines
    assert any(line.startswith("next: ") and "unsupported" in line for line in lines)


def test_the_drawn_summary_keeps_each_replay_command_on_one_line(tmp_path: Path) -> None:
    screen = io.StringIO()
    terminal = Terminal(2, stream=screen, live=True)
    run = _run(_item("a", Status.PASS), _item("b", Status.FAIL, cx=True))
    for item in run.items:
        terminal.update(item)
    terminal.finish(run, tmp_path, "the last line")
    text = screen.getvalue()
    assert "passed" in text and "failed" in text and "unsupported" not in text  # only statuses that occurred
    assert any(line.strip() == f"replay: {LONG}" for line in text.splitlines())  # not folded at 80 columns
    assert text.rstrip().endswith("the last line")


def test_quiet_output_has_no_animation(tmp_path: Path) -> None:
    screen = io.StringIO()  # not a terminal
    terminal = Terminal(1, stream=screen)
    run = _run(_item("a", Status.PASS))
    terminal.update(run.properties[0])
    terminal.finish(run, tmp_path, "done")
    assert not terminal.live and "\r" not in screen.getvalue() and "\x1b[" not in screen.getvalue()
