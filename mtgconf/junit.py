"""JUnit XML for CI dashboards: one test case per property and per fixture.

Kept on the standard library's ElementTree: the writer is one short function
per element, and neither junit-xml (unmaintained) nor junitparser would make it
shorter or safer, only add a dependency."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from mtgconf.atomic_file import write_bytes_atomic
from mtgconf.results import RunResults
from mtgconf.runner.outcome import PropertyResult, Status

__all__ = ["junit_xml", "write_junit"]


_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def xml_text(text: str) -> str:
    """Text XML 1.0 can hold: control characters and lone surrogates escaped as ``\\uXXXX``."""
    return _NOT_XML.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def junit_xml(run: RunResults) -> ET.Element:
    root = ET.Element("testsuites", name=xml_text(f"mtgconf {run.engine.spec}"), time=f"{run.duration:.3f}")
    if run.partial:  # an interrupted run says so, for CI dashboards too
        props = ET.SubElement(root, "properties")
        ET.SubElement(props, "property", name="partial", value="true")
        root.set("partial", "true")
    for name, items in (("properties", run.properties), ("fixtures", run.fixtures)):
        strict = run.settings.require_exercised
        unexercised = _count(items, Status.NOT_EXERCISED)
        suite = ET.SubElement(root, "testsuite", name=f"mtgconf.{name}", tests=str(len(items)),
                              failures=str(_count(items, Status.FAIL, Status.XPASS) + (unexercised if strict else 0)),
                              errors=str(_count(items, Status.ERROR)),
                              skipped=str(_count(items, Status.UNSUPPORTED, Status.XFAIL)
                                          + (0 if strict else unexercised)),
                              timestamp=run.started, time=f"{sum(i.duration for i in items):.3f}")
        for item in items:
            suite.append(_case(name, item, strict))
    return root


def _count(items: tuple[PropertyResult, ...], *statuses: Status) -> int:
    return sum(i.status in statuses for i in items)


def _case(suite: str, item: PropertyResult, strict: bool = False) -> ET.Element:
    """``strict``: the run requires exercise, so not-exercised is a failure
    (otherwise a skip: nothing was shown either way)."""
    case = ET.Element("testcase", classname=f"mtgconf.{suite}", name=xml_text(item.id), time=f"{item.duration:.3f}")
    message = xml_text(_message(item))
    if item.status is Status.NOT_EXERCISED:
        if strict:
            ET.SubElement(case, "failure", message=message, type=item.status.value).text = _details(item)
        else:
            ET.SubElement(case, "skipped", message=f"{item.status.value}: {message}")
    elif item.status in (Status.FAIL, Status.XPASS):
        ET.SubElement(case, "failure", message=message, type=item.status.value).text = _details(item)
    elif item.status is Status.ERROR:
        ET.SubElement(case, "error", message=message, type="engine_fault").text = _details(item)
    elif item.status in (Status.UNSUPPORTED, Status.XFAIL):
        ET.SubElement(case, "skipped", message=f"{item.status.value}: {message}")
    return case


def _message(item: PropertyResult) -> str:
    cx = item.counterexample
    return cx.explanation if cx is not None and item.status is Status.FAIL else item.reason.splitlines()[0] if item.reason else ""


def _details(item: PropertyResult) -> str:
    lines = [f"CR {', '.join(item.rules)}: {item.title}", item.reason]
    for cx in (item.counterexample, *item.more_counterexamples) if item.counterexample else ():
        lines += [f"[{cx.signature}] {cx.explanation}" if item.more_counterexamples else cx.explanation,
                  f"replay: {cx.replay}", cx.evidence]
    return xml_text("\n".join(line for line in lines if line))


def write_junit(run: RunResults, path: Path) -> Path:
    root = junit_xml(run)
    ET.indent(root)
    return write_bytes_atomic(path, ET.tostring(root, encoding="utf-8", xml_declaration=True))
