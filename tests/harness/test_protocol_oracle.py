"""Oracle text on the wire, and the generated ability vocabulary of docs/protocol.md."""
from __future__ import annotations

import io
import json
from pathlib import Path

from mtgconf import vocabulary_doc
from mtgconf.adapters.oracle_wire import scenario_to_wire
from mtgconf.adapters.wire import ORACLE_TEXT, MessageType, decode, encode, problems, without_oracle_text
from mtgconf.serve import AdapterHandler, serve
from mtgconf.engines.specs import resolve
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.oracle import render_card

ROOT = Path(__file__).resolve().parents[2]
RUN = json.loads((ROOT / "fixtures" / "wire" / "run.json").read_text(encoding="utf-8"))


def test_the_sample_carries_each_cards_rendered_oracle_text() -> None:
    scenario = scenario_from_json(without_oracle_text(RUN["scenario"]))
    texts = [c[ORACLE_TEXT] for c in RUN["scenario"]["cards"]]
    assert texts == [render_card(c) for c in scenario.cards]
    assert "Whenever another creature dies, you gain 1 life." in texts


def test_the_client_sends_oracle_text_beside_the_abilities() -> None:
    scenario = scenario_from_json(without_oracle_text(RUN["scenario"]))
    wire = scenario_to_wire(scenario)
    assert [c[ORACLE_TEXT] for c in wire["cards"]] == [render_card(c) for c in scenario.cards]
    assert without_oracle_text(wire) == to_json(scenario)  # nothing else changes


def test_a_run_message_without_oracle_text_breaks_the_schema() -> None:
    plain = {**RUN, "scenario": without_oracle_text(RUN["scenario"])}
    assert problems(plain) == ["$.scenario.cards[0].oracle_text: required",
                               "$.scenario.cards[1].oracle_text: required"]
    assert problems(RUN) == []


def test_the_server_shim_reads_a_scenario_with_oracle_text() -> None:
    handler = AdapterHandler(resolve("reference"))
    out = io.StringIO()
    serve(handler, [encode(RUN)], out)
    reply = decode(out.getvalue())
    assert reply["type"] == MessageType.RESULT.value, reply


def test_the_vocabulary_section_of_the_protocol_page_is_current() -> None:
    text = vocabulary_doc.DOC.read_text(encoding="utf-8")
    assert vocabulary_doc.rewrite(text) == text, "run python -m mtgconf.vocabulary_doc"
    for name in ("TriggerEvent", "EffectKind", "ObjectFilter"):
        assert f"#### `{name}`" in text
    assert "| `dies` | Whenever a creature dies, you gain 1 life. |" in text
