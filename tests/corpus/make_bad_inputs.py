"""Generate the committed corpus of malformed inputs (``tests/corpus/bad/``).

    python tests/corpus/make_bad_inputs.py

Every case is one file and one command line that must exit 2 with a message
naming the file and the JSON path (or the option). The classes: unknown keys
at every level, wrong JSON types (no coercion), semantic errors (dangling
ids, players not in the game, malformed mana, numbers out of range), input
limits, decoding errors (non-UTF-8, lone surrogates, huge integers, NaN and
infinities, deep nesting, truncation), for scenarios, Histories, results
files, expectations files and protocol messages, and bad command-line
options. The output is deterministic: running it twice gives the same files.
"""
from __future__ import annotations

import copy
import json
import random
import shutil
import sys
from pathlib import Path
from typing import Any, Callable, Iterator

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from reference_engine.codec import load_scenario, to_json  # noqa: E402
from reference_engine.engine import run as play  # noqa: E402
from reference_engine.jsontext import member_path  # noqa: E402

HERE = Path(__file__).resolve().parent
BAD = HERE / "bad"
CASES = HERE / "cases.json"
BASE_SCENARIO = ROOT / "fixtures/scenarios/603.7-delayed/delayed-trigger-controlled-by-the-caster.json"
BASE_RESULTS = ROOT / "docs/certification/python-mtg-0.1.1/results.json"
WIRE = ROOT / "fixtures/wire"
FILE = "{file}"
"""Replaced by the case's file path when the command runs."""
TAGS = ("kind", "format", "type", "action", "event")
"""Discriminators: a wrong type there changes which record is read, so the
first error may name a sibling; they get cases of their own instead."""


class Corpus:
    def __init__(self) -> None:
        self.cases: list[dict[str, Any]] = []

    def add(self, group: str, name: str, content: bytes | str | Any, names: list[str], *,
            ext: str = "json", argv: list[str] | None = None) -> None:
        """One case: ``names`` must all appear in the error message."""
        ident = f"{len(self.cases) + 1:03d}-{group}-{name}"
        path = BAD / f"{ident}.{ext}"
        if isinstance(content, bytes):
            path.write_bytes(content)
        elif isinstance(content, str):
            path.write_text(content, encoding="utf-8", errors="surrogatepass")
        else:
            text = json.dumps(content, indent=1, ensure_ascii=True)
            if len(text) > 50_000:  # the limit cases: compact, so the corpus stays small
                text = json.dumps(content, separators=(",", ":"), ensure_ascii=True)
            path.write_text(text + "\n", encoding="utf-8")
        self.cases.append({"id": ident, "file": path.relative_to(ROOT).as_posix(),
                           "argv": argv or ["check", FILE], "names": names})

    def option(self, name: str, argv: list[str], names: list[str]) -> None:
        self.cases.append({"id": f"{len(self.cases) + 1:03d}-option-{name}", "file": "",
                           "argv": argv, "names": names})


def nodes(doc: Any, path: str = "$") -> Iterator[tuple[str, Any, Any, Any]]:
    """(path, parent, key, value) of every node below the root."""
    if isinstance(doc, dict):
        for k, v in doc.items():
            p = member_path(path, k)
            yield p, doc, k, v
            yield from nodes(v, p)
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            p = f"{path}[{i}]"
            yield p, doc, i, v
            yield from nodes(v, p)


def at(doc: Any, path: str) -> tuple[Any, Any]:
    for p, parent, key, _ in nodes(doc):
        if p == path:
            return parent, key
    raise KeyError(path)


def typo(key: str, taken: set[str]) -> str:
    """A plausible misspelling: a letter doubled, dropped or swapped."""
    swapped = key[1] + key[0] + key[2:] if len(key) > 1 else ""  # a one-letter key ("x") has no swap
    for candidate in (key + key[-1], key[:-1], swapped, key.replace("_", "")):
        if candidate and candidate not in taken and candidate != key:
            return candidate
    return key + "_x"


def wrong(value: Any) -> Any:
    """A JSON value of another type that a lax loader would coerce or accept."""
    if isinstance(value, bool):
        return "true" if value else 0
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return str(value)
    if isinstance(value, str):
        return 5
    if isinstance(value, list):
        return "[]"
    if isinstance(value, dict):
        return []
    return None


def closed_records(doc: Any, skip: Callable[[str], bool]) -> list[tuple[str, dict[str, Any]]]:
    """The records (objects with named fields) of ``doc``: maps keyed by ids are not records."""
    return [(p, v) for p, _, _, v in nodes(doc) if isinstance(v, dict) and not skip(p)]


def unknown_keys(corpus: Corpus, group: str, doc: Any, skip: Callable[[str], bool], count: int,
                 rng: random.Random, argv: list[str] | None = None) -> None:
    records = [("$", doc)] + closed_records(doc, skip)
    for path, record in rng.sample(records, min(count, len(records))):
        bad = copy.deepcopy(doc)
        target = bad if path == "$" else _value(bad, path)
        keys = [k for k in record if isinstance(k, str)]
        key = typo(rng.choice(keys), set(keys)) if keys else "unexpected"
        target[key] = 1
        corpus.add(group, _in_template(path, "unknown-key"), bad,
                   [member_path(path, key), "did you mean" if keys else "unknown key"], argv=argv)


def wrong_types(corpus: Corpus, group: str, doc: Any, skip: Callable[[str], bool], count: int,
                rng: random.Random, argv: list[str] | None = None) -> None:
    leaves = [(p, v) for p, _, k, v in nodes(doc)
              if not skip(p) and k not in TAGS and v is not None and wrong(v) is not None
              and not (isinstance(v, (dict, list)) and not v)]
    for path, value in rng.sample(leaves, min(count, len(leaves))):
        bad = copy.deepcopy(doc)
        parent, key = at(bad, path)
        parent[key] = wrong(value)
        corpus.add(group, _in_template(path, "wrong-type"), bad, [path], argv=argv)


def _in_template(path: str, kind: str) -> str:
    """A case inside a message template (``reason_parts``, ``explanation_parts``):
    the loader checks it against the template catalogue, which the JSON Schema,
    seeing a free object there, cannot; so it is named apart from the
    structural cases the schema must refuse too."""
    named = {"unknown-key": "unknown-template-key", "wrong-type": "wrong-template-type"}
    return named[kind] if "_parts" in path else kind


def _value(doc: Any, path: str) -> Any:
    parent, key = at(doc, path)
    return parent[key]


def decoding(corpus: Corpus, group: str, doc: Any, string_path: str, argv: list[str] | None = None,
             ext: str = "json") -> None:
    """The decoding errors, each in a copy of ``doc``."""
    text = json.dumps(doc, indent=1)
    corpus.add(group, "not-utf8", text.encode()[:40] + b"\xff\xfe" + text.encode()[40:], ["$", "UTF-8"],
               ext=ext, argv=argv)
    corpus.add(group, "truncated", text[: len(text) // 2], ["$", "valid JSON"], ext=ext, argv=argv)
    corpus.add(group, "empty", "", ["$", "valid JSON"], ext=ext, argv=argv)
    corpus.add(group, "bom", "\ufeff" + text, ["$"], ext=ext, argv=argv)
    for name, literal in (("nan", "NaN"), ("infinity", "Infinity"), ("minus-infinity", "-Infinity"),
                          ("overflow", "1e999"), ("huge-int", "9" * 5000)):
        corpus.add(group, name, _with_extra(text, literal), ["$"], ext=ext, argv=argv)
    bad = copy.deepcopy(doc)
    parent, key = at(bad, string_path)
    parent[key] = "bad \ud800 name"
    corpus.add(group, "lone-surrogate", json.dumps(bad, indent=1), [string_path, "surrogate"], ext=ext, argv=argv)
    corpus.add(group, "deep-20000", _with_extra(text, "[" * 20_000 + "]" * 20_000), ["$", "deep"],
               ext=ext, argv=argv)
    corpus.add(group, "deep-100", _with_extra(text, "[" * 100 + "]" * 100), ["deep"], ext=ext, argv=argv)
    parent[key] = "x" * 10_001
    corpus.add(group, "long-string", bad, [string_path, "string_chars"], ext=ext, argv=argv)
    corpus.add(group, "not-an-object", "[1, 2]", ["$"], ext=ext, argv=argv)


def _with_extra(text: str, literal: str) -> str:
    """The document with ``"zz": <literal>`` added as its last key (decoded before any key check)."""
    return text.rstrip().rstrip("}") + f', "zz": {literal}}}\n'


def scenario_cases(corpus: Corpus, rng: random.Random) -> dict[str, Any]:
    doc = to_json(load_scenario(BASE_SCENARIO))
    maps = ("counters", "_by_ability", "_by_player", "offer_answers", "expect")

    def skip(p: str) -> bool:
        return any(m in p for m in maps)

    unknown_keys(corpus, "scenario", doc, skip, 45, rng)
    wrong_types(corpus, "scenario", doc, skip, 45, rng)
    replay = ["replay", FILE]
    unknown_keys(corpus, "scenario-replay", doc, skip, 10, rng, argv=replay)
    wrong_types(corpus, "scenario-replay", doc, skip, 10, rng, argv=replay)
    for name, change, path in semantic_changes(doc):
        bad = copy.deepcopy(doc)
        change(bad)
        corpus.add("scenario", name, bad, [path])
    decoding(corpus, "scenario", doc, "$.cards[0].name")
    decoding(corpus, "scenario-replay", doc, "$.players[0].name" if "name" in doc["players"][0]
             else "$.cards[0].name", argv=replay)
    many = copy.deepcopy(doc)
    many["objects"] = [dict(doc["objects"][0], id=1000 + i) for i in range(1001)]
    corpus.add("scenario", "too-many-objects", many, ["$.objects", "limit objects"])
    many = copy.deepcopy(doc)
    many["meta"]["rules"] = ["603"] * 20_001
    corpus.add("scenario", "too-many-items", many, ["$.meta.rules", "limit items"])
    return doc


_SACRIFICE_WATCH: dict[str, Any] = {
    "kind": "triggered", "trigger": {"event": "sacrifices", "player": "you"},
    "effects": [{"kind": "gain_life", "amount": 1}]}
"""A format 1.1 ability: "Whenever you sacrifice a permanent, you gain 1 life"."""


def semantic_changes(doc: dict[str, Any]) -> list[tuple[str, Callable[[Any], None], str]]:
    """Well-typed documents that make no sense: each names the path at fault."""
    n = len(doc.get("script", []))
    obj = doc["objects"][0]["id"]

    def push(action: dict[str, Any]) -> Callable[[Any], None]:
        return lambda d: d.setdefault("script", []).append(action)

    def set_(path: list[Any], value: Any) -> Callable[[Any], None]:
        def change(d: Any) -> None:
            for part in path[:-1]:
                d = d[part]
            d[path[-1]] = value
        return change

    return [
        ("turn-minus-1", set_(["turn"], -1), "$.turn"),
        ("turn-0", set_(["turn"], 0), "$.turn"),
        ("active-player-9", set_(["active_player"], 9), "$.active_player"),
        ("mana-pool-Q", set_(["players", 0, "mana_pool"], "{Q}"), "$.players[0].mana_pool"),
        ("mana-pool-no-braces", set_(["players", 0, "mana_pool"], "BB"), "$.players[0].mana_pool"),
        ("mana-pool-open", set_(["players", 0, "mana_pool"], "{B"), "$.players[0].mana_pool"),
        ("mana-pool-text", set_(["players", 0, "mana_pool"], "{B} and {G}"), "$.players[0].mana_pool"),
        ("lands-played-negative", set_(["players", 1, "lands_played"], -1), "$.players[1].lands_played"),
        ("owner-7", set_(["objects", 0, "owner"], 7), "$.objects[0].owner"),
        ("controller-7", set_(["objects", 0, "controller"], 7), "$.objects[0].controller"),
        ("card-unknown", set_(["objects", 0, "card"], "no-such-card"), "$.objects[0].card"),
        ("zone-stack", set_(["objects", 0, "zone"], "stack"), "$.objects[0].zone"),
        ("zone-unknown", set_(["objects", 0, "zone"], "sideboard"), "$.objects[0].zone"),
        ("damage-negative", set_(["objects", 0, "damage"], -3), "$.objects[0].damage"),
        ("counters-negative", set_(["objects", 0, "counters"], {"+1/+1": -2}), '$.objects[0].counters["+1/+1"]'),
        ("attached-to-nothing", set_(["objects", 0, "attached_to"], 999), "$.objects[0].attached_to"),
        ("duplicate-object-ids", lambda d: d["objects"].append(dict(d["objects"][0])), "$.objects"),
        ("duplicate-card-keys", lambda d: d["cards"].append(dict(d["cards"][0])), "$.cards"),
        ("one-player", lambda d: d.__setitem__("players", d["players"][:1]), "$.players"),
        ("five-players", lambda d: d.__setitem__("players", [dict(d["players"][0], id=i) for i in range(5)]),
         "$.players"),
        ("player-ids-gap", set_(["players", 1, "id"], 3), "$.players"),
        ("turn-order-twice", set_(["turn_order"], [0, 0]), "$.turn_order"),
        ("effect-controller-9", set_(["effect_controllers"], [9]), "$.effect_controllers[0]"),
        ("format-v2", set_(["format"], "mtgconf-scenario/2"), "$.format"),
        ("step-unknown", set_(["step"], "lunch"), "$.step"),
        ("game-start-turn-2", lambda d: d.update(game_start=True, turn=2, step="untap"), "$.turn"),
        ("target-player-9", push({"action": "cast", "player": 0, "object": obj, "targets": [{"player": 9}]}),
         f"$.script[{n}].targets[0].player"),
        ("target-object-999", push({"action": "cast", "player": 0, "object": obj, "targets": [{"object": 999}]}),
         f"$.script[{n}].targets[0].object"),
        ("target-both", push({"action": "cast", "player": 0, "object": obj, "targets": [{"object": obj, "player": 1}]}),
         f"$.script[{n}].targets[0]"),
        ("action-player-5", push({"action": "pass", "player": 5}), f"$.script[{n}].player"),
        ("action-object-999", push({"action": "activate", "player": 0, "object": 999}), f"$.script[{n}].object"),
        ("action-ability-minus-1", push({"action": "activate", "player": 0, "object": obj, "ability": -1}),
         f"$.script[{n}].ability"),
        ("action-unknown", push({"action": "concede", "player": 0}), f"$.script[{n}].action"),
        ("defender-9", push({"action": "declare_attackers", "attackers": [{"attacker": obj, "defender": 9}]}),
         f"$.script[{n}].attackers[0].defender"),
        ("attacker-999", push({"action": "declare_attackers", "attackers": [{"attacker": 999, "defender": 1}]}),
         f"$.script[{n}].attackers[0].attacker"),
        ("blocker-999", push({"action": "declare_blockers", "blocks": [{"blocker": 999, "attacker": obj}]}),
         f"$.script[{n}].blocks[0].blocker"),
        ("sacrifice-999", push({"action": "activate", "player": 0, "object": obj, "sacrifice": [999]}),
         f"$.script[{n}].sacrifice[0]"),
        ("plan-source-999", push({"action": "cast", "player": 0, "object": obj,
                                  "mana_abilities": [{"object": 999}]}), f"$.script[{n}].mana_abilities[0].object"),
        ("choice-target-player-9", set_(["choices", "targets_by_ability"], {"spell/0": [{"player": 9}]}),
         '$.choices.targets_by_ability["spell/0"][0].player'),
        ("order-for-player-7", set_(["choices", "trigger_order_by_player"], {"7": "reverse"}),
         "$.choices.trigger_order_by_player.7"),
        ("unless-for-player-x", set_(["choices", "unless_pay_by_player"], {"x": True}),
         "$.choices.unless_pay_by_player.x"),
        ("payments-negative", set_(["choices", "payments"], -1), "$.choices.payments"),
        ("mode-negative", set_(["choices", "mode_by_ability"], {"spell/0": -1}),
         '$.choices.mode_by_ability["spell/0"]'),
        ("static-part-on-a-spell-ability", set_(["cards", 0, "abilities", 0, "static"], {"kind": "lose_all_abilities"}),
         "$.cards[0].abilities[0].static"),
        ("sacrifices-in-format-1", set_(["cards", 1, "abilities"], [_SACRIFICE_WATCH]),
         "$.cards[1].abilities[0].trigger.event"),
        ("sacrifices-from-zone", lambda d: d.update(format="mtgconf-scenario/1.1") or set_(
            ["cards", 1, "abilities"], [dict(_SACRIFICE_WATCH, trigger=dict(
                _SACRIFICE_WATCH["trigger"], from_zone="battlefield"))])(d),
         "$.cards[1].abilities[0].trigger.from_zone"),
        ("discards-this-card", lambda d: d.update(format="mtgconf-scenario/1.1") or set_(
            ["cards", 1, "abilities"], [dict(_SACRIFICE_WATCH, trigger={"event": "discards",
                                                                        "subject": {"subject": "self"}})])(d),
         "$.cards[1].abilities[0].trigger.subject.subject"),
        ("put-into-exile-from-exile", lambda d: d.update(format="mtgconf-scenario/1.1") or set_(
            ["cards", 1, "abilities"], [dict(_SACRIFICE_WATCH, trigger={"event": "put_into_exile",
                                                                        "from_zone": "exile"})])(d),
         "$.cards[1].abilities[0].trigger.from_zone"),
        ("players-missing", lambda d: d.pop("players"), "$.players"),
        ("card-name-missing", lambda d: d["cards"][0].pop("name"), "$.cards[0].name"),
    ]


def history_cases(corpus: Corpus, rng: random.Random) -> None:
    doc = to_json(play(load_scenario(BASE_SCENARIO)))

    def skip(p: str) -> bool:
        return "counters" in p

    unknown_keys(corpus, "history", doc, skip, 35, rng, argv=["check", FILE, "--as", "history"])
    wrong_types(corpus, "history", doc, skip, 35, rng, argv=["check", FILE, "--as", "history"])
    as_history = ["check", FILE, "--as", "history"]
    for name, change, path in (
        ("seq-skips", lambda d: d["events"][1].__setitem__("seq", 5), "$.events[1].seq"),
        ("cause-later", lambda d: d["events"][0].__setitem__("causes", [3]), "$.events[0].causes"),
        ("kind-unknown", lambda d: d["events"][0].__setitem__("kind", "explosion"), "$.events[0]"),
        ("engine-missing", lambda d: d.pop("engine"), "$.engine"),
        ("format-v9", lambda d: d.__setitem__("format", "mtgconf-history/9"), "$.format"),
        ("zone-unknown", lambda d: d["events"].append({"seq": len(d["events"]) + 1, "kind": "zone_change",
                                                       "old_id": 1, "new_id": 90, "from_zone": "hand",
                                                       "to_zone": "limbo", "owner": 0}),
         f"$.events[{len(doc['events'])}].to_zone"),
    ):
        bad = copy.deepcopy(doc)
        change(bad)
        corpus.add("history", name, bad, [path], argv=as_history)
    decoding(corpus, "history", doc, "$.engine.name", argv=as_history)
    # Too many events (20,001) is tested in tests/formats/test_strict_formats.py: the file is large.


def results_cases(corpus: Corpus, rng: random.Random) -> None:
    doc = json.loads(BASE_RESULTS.read_text(encoding="utf-8"))
    doc["properties"] = doc["properties"][:3]
    doc["fixtures"] = doc["fixtures"][:1]

    def skip(p: str) -> bool:
        return any(m in p for m in ("summary", "statistics", "scenario", "history")) or p.endswith("counterexample")

    def free(p: str) -> bool:
        # A message template's parameters may be any JSON value a template can
        # render (a number or a string alike), so no type of theirs is wrong.
        return skip(p) or ".params." in p

    unknown_keys(corpus, "results", doc, skip, 25, rng)
    wrong_types(corpus, "results", doc, free, 25, rng)
    report = ["report", FILE, "--report-dir", "{tmp}"]
    unknown_keys(corpus, "results-report", doc, skip, 8, rng, argv=report)
    wrong_types(corpus, "results-report", doc, free, 8, rng, argv=report)
    for name, literal in (("duration-nan", "NaN"), ("duration-infinity", "Infinity")):
        text = json.dumps(doc, indent=1).replace('"duration": ' + json.dumps(doc["duration"]),
                                                 f'"duration": {literal}', 1)
        corpus.add("results-report", name, text, ["$"], argv=report)
    bad = copy.deepcopy(doc)
    bad["properties"][0]["status"] = "passed"
    corpus.add("results", "status-unknown", bad, ["$.properties[0].status"])
    decoding(corpus, "results", doc, "$.engine.spec")


def expectations_cases(corpus: Corpus) -> None:
    good = {"history-well-formed": {"reason": "numbers events from 0", "link": "https://example.org/1"}}
    run = ["run", "--engine", "reference", "--properties", "history-well-formed", "--no-fixtures",
           "--expectations", FILE, "--report-dir", "{tmp}"]
    check = ["check", FILE, "--as", "expectations"]
    for argv, tag in ((run, "expectations-run"), (check, "expectations")):
        for ext in ("yaml", "json"):
            def add(name: str, doc: Any, names: list[str]) -> None:
                text = json.dumps(doc, indent=1) if ext == "json" else _yaml(doc)
                corpus.add(tag, f"{name}-{ext}", text, names, ext=ext, argv=argv)

            add("unknown-key", {"history-well-formed": {"resaon": "x", "link": "https://e.org"}},
                ["$.history-well-formed.resaon", "did you mean 'reason'"])
            add("link-not-string", {"history-well-formed": {"reason": "x", "link": 12}},
                ["$.history-well-formed.link"])
            add("unknown-id", {"history-well-formd": good["history-well-formed"]},
                ["$.history-well-formd", "did you mean 'history-well-formed'"])
            add("classification", {"history-well-formed": dict(good["history-well-formed"], classification="bug")},
                ["$.history-well-formed.classification"])
            add("not-a-mapping", ["history-well-formed"], ["$"])
            add("entry-not-a-mapping", {"history-well-formed": "flaky"}, ["$.history-well-formed"])
            add("reason-empty", {"history-well-formed": {"reason": " ", "link": "https://e.org"}},
                ["$.history-well-formed.reason"])
        corpus.add(tag, "bad-yaml", "history-well-formed: {reason: [unclosed\n", ["$", "YAML"], ext="yaml", argv=argv)
        corpus.add(tag, "not-utf8-yaml", b"history-well-formed:\n  reason: \xff\xfe\n", ["$", "UTF-8"],
                   ext="yaml", argv=argv)
        corpus.add(tag, "deep-yaml", "a: " + "[" * 20_000 + "]" * 20_000 + "\n", ["$", "deep"], ext="yaml",
                   argv=argv)
        corpus.add(tag, "long-reason-yaml", _yaml({"history-well-formed": {"reason": "x" * 10_001,
                                                                          "link": "https://e.org"}}),
                   ["$.history-well-formed.reason", "string_chars"], ext="yaml", argv=argv)
        decoding_json = json.dumps(good, indent=1)
        corpus.add(tag, "nan-json", _with_extra(decoding_json, "NaN"), ["$"], argv=argv)
        corpus.add(tag, "huge-int-json", _with_extra(decoding_json, "9" * 5000), ["$"], argv=argv)


def _yaml(doc: Any) -> str:
    import yaml

    return yaml.safe_dump(doc, sort_keys=True, width=1_000_000)


def message_cases(corpus: Corpus, rng: random.Random) -> None:
    as_message = ["check", FILE, "--as", "message"]
    for sample in sorted(WIRE.glob("*.json")):
        doc = json.loads(sample.read_text(encoding="utf-8"))
        kind = sample.stem
        bad = copy.deepcopy(doc)
        bad["idd"] = 1
        corpus.add(f"message-{kind}", "unknown-field", bad, ["$.idd"], argv=as_message)
        bad = copy.deepcopy(doc)
        bad["protocol"] = 2
        corpus.add(f"message-{kind}", "protocol-2", bad, ["$.protocol"], argv=as_message)
        bad = copy.deepcopy(doc)
        bad["protocol"] = "1"
        corpus.add(f"message-{kind}", "protocol-string", bad, ["$.protocol"], argv=as_message)
        bad = copy.deepcopy(doc)
        bad.pop("id")
        corpus.add(f"message-{kind}", "id-missing", bad, ["$.id"], argv=as_message)
        corpus.add(f"message-{kind}", "nan", _with_extra(json.dumps(doc), "NaN"), ["$"], argv=as_message)
        corpus.add(f"message-{kind}", "huge-int", _with_extra(json.dumps(doc), "9" * 5000), ["$"],
                   argv=as_message)
    bad = json.loads((WIRE / "hello.json").read_text(encoding="utf-8"))
    bad["type"] = "helo"
    corpus.add("message", "type-unknown", bad, ["$.type"], argv=as_message)
    result = json.loads((WIRE / "result.json").read_text(encoding="utf-8"))
    bad = copy.deepcopy(result)
    bad["history"]["events"][0]["amout"] = 1
    corpus.add("message", "history-unknown-key", bad, ["$.history.events[0].amout"], argv=as_message)
    bad = copy.deepcopy(result)
    bad["history"]["engine"]["name"] = "\ud800"
    corpus.add("message", "history-surrogate", json.dumps(bad), ["$.history.engine.name"], argv=as_message)
    corpus.add("message", "deep", _with_extra(json.dumps(result), "[" * 20_000 + "]" * 20_000), ["$"],
               argv=as_message)
    run_msg = json.loads((WIRE / "run.json").read_text(encoding="utf-8"))
    bad = copy.deepcopy(run_msg)
    bad["scenario"]["players"][0]["lief"] = 20
    corpus.add("message", "scenario-unknown-key", bad, ["$.scenario.players[0].lief", "did you mean"],
               argv=as_message)


def option_cases(corpus: Corpus) -> None:
    run = ["run", "--engine", "reference", "--no-fixtures", "--report-dir", "{tmp}"]
    for value in ("nan", "inf", "-inf", "0", "-1", "1e-300", "abc", "1e400"):
        corpus.option(f"timeout-{value}", run + ["--timeout", value], ["--timeout"])
    for value in ("0", "-1", "x", "9" * 5000):
        corpus.option(f"examples-{value[:8]}", run + ["--examples", value], ["--examples"])
    for value in ("0", "-2", "many"):
        corpus.option(f"workers-{value}", run + ["--workers", value], ["--workers"])
    for value in ("0/1", "3/2", "1", "a/b"):
        corpus.option(f"shard-{value.replace('/', '-')}", run + ["--shard", value], ["--shard"])
    corpus.option("properties-nothing", run + ["--properties", "no-such-property*"], ["--properties"])
    corpus.option("properties-typo", run + ["--properties", "history-well-formd"],
                  ["--properties", "did you mean 'history-well-formed'"])
    corpus.option("rules-nothing", run + ["--rules", "999.9"], ["--rules"])
    corpus.option("features-nothing", run + ["--features", "no-such-feature"], ["--features"])
    corpus.option("fixtures-dir-missing", ["run", "--engine", "reference", "--fixtures-dir", "{tmp}/none",
                                           "--report-dir", "{tmp}"], ["--fixtures-dir"])
    corpus.option("regressions-dir-missing", run + ["--regressions-dir", "{tmp}/none"], ["--regressions-dir"])
    corpus.option("catalogue-missing", run + ["--catalogue", "no_such_catalogue_module"], ["--catalogue"])
    corpus.option("catalogue-not-one", run + ["--catalogue", "json"], ["--catalogue"])
    corpus.option("engine-unknown", run[:1] + ["--engine", "refrence", "--no-fixtures", "--report-dir", "{tmp}"],
                  ["refrence", "did you mean"])
    corpus.option("lang-unknown", run + ["--lang", "de"], ["--lang"])
    corpus.option("expectations-missing", run + ["--expectations", "{tmp}/none.yaml"], ["none.yaml", "$"])
    corpus.option("report-dir-is-a-file", ["run", "--engine", "reference", "--no-fixtures",
                                           "--report-dir", "pyproject.toml"], ["pyproject.toml"])
    corpus.option("replay-missing-file", ["replay", "{tmp}/none.json"], ["none.json", "$"])
    corpus.option("report-missing-file", ["report", "{tmp}/none.json", "--report-dir", "{tmp}"], ["none.json", "$"])
    corpus.option("merge-missing-file", ["merge", "{tmp}/none.json", "--report-dir", "{tmp}"], ["none.json", "$"])
    corpus.option("check-missing-file", ["check", "{tmp}/none.json"], ["none.json", "$"])
    corpus.option("check-unknown-as", ["check", "pyproject.toml", "--as", "toml"], ["--as"])


def mana_cases(corpus: Corpus) -> None:
    """Mana the engine does not know, in a card's cost, an activation cost
    and the mana an ability adds: each refused at its path (appended last,
    so the numbers of the cases before stay as they were)."""
    doc = to_json(load_scenario(BASE_SCENARIO))
    relic = {"key": "relic", "name": "Relic", "types": ["artifact"], "abilities": []}

    def with_relic(ability: dict[str, Any]) -> dict[str, Any]:
        bad = copy.deepcopy(doc)
        bad["cards"].append(dict(relic, abilities=[ability]))
        return bad

    where = f"$.cards[{len(doc['cards'])}].abilities[0]"
    for name, cost in (("lower-case", "{1}{w}"), ("snow", "{S}"), ("open-brace", "{1}{W")):
        bad = copy.deepcopy(doc)
        bad["cards"][0]["mana_cost"] = cost
        corpus.add("scenario", f"mana-cost-{name}", bad, ["$.cards[0].mana_cost", "mana"])
    corpus.add("scenario", "activation-cost-unknown-symbol",
               with_relic({"kind": "activated", "cost": {"mana": "{Q}"}, "effects": [{"kind": "gain_life"}]}),
               [f"{where}.cost.mana", "{Q}"])
    corpus.add("scenario", "added-mana-hybrid",
               with_relic({"kind": "activated", "cost": {"tap": True},
                           "effects": [{"kind": "add_mana", "mana": "{G/W}"}]}),
               [f"{where}.effects[0].mana", "{G/W}"])


def ability_part_cases(corpus: Corpus) -> None:
    """Parts of an ability that would be read as nothing, or backwards: a
    negative amount, an effect naming no target phrase, a kicker on a
    triggered ability (appended last, as ``mana_cases``)."""
    doc = to_json(load_scenario(BASE_SCENARIO))
    where = f"$.cards[{len(doc['cards'])}].abilities[0]"

    def with_ability(ability: dict[str, Any]) -> dict[str, Any]:
        bad = copy.deepcopy(doc)
        bad["cards"].append({"key": "relic", "name": "Relic", "types": ["artifact"], "abilities": [ability]})
        return bad

    corpus.add("scenario", "negative-amount",
               with_ability({"kind": "activated", "cost": {"tap": True},
                             "effects": [{"kind": "lose_life", "amount": -2, "player": "target"}],
                             "targets": [{"players": "any"}]}),
               [f"{where}.effects[0].amount", "at least 0"])
    corpus.add("scenario", "effect-target-out-of-range",
               with_ability({"kind": "activated", "cost": {"tap": True},
                             "effects": [{"kind": "tap", "object": "target", "target": 1}],
                             "targets": [{"objects": {"types": ["creature"]}}]}),
               [f"{where}.effects[0].target", "target phrase"])
    corpus.add("scenario", "kicker-on-a-trigger",
               with_ability({"kind": "triggered", "trigger": {"event": "enters", "subject": {"subject": "self"}},
                             "kicker": {"mana": "{1}"}, "effects": [{"kind": "gain_life", "amount": 1}]}),
               [f"{where}.kicker", "only on a spell ability"])


def main() -> int:
    rng = random.Random(12)
    shutil.rmtree(BAD, ignore_errors=True)
    BAD.mkdir(parents=True)
    corpus = Corpus()
    scenario_cases(corpus, rng)
    history_cases(corpus, rng)
    results_cases(corpus, rng)
    expectations_cases(corpus)
    message_cases(corpus, rng)
    option_cases(corpus)
    mana_cases(corpus)
    ability_part_cases(corpus)
    CASES.write_text(json.dumps(corpus.cases, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(corpus.cases)} cases to {BAD.relative_to(ROOT)} and {CASES.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
