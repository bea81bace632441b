"""Engine specs: every form resolves, unknown names get close matches, and
engines that cannot start say so."""
from __future__ import annotations

import argparse
import sys
import types
from dataclasses import dataclass
from importlib.metadata import EntryPoint

import pytest
from test_adapters_inprocess import TOY_CAPS, ToyAdapter, toy_scenario

from mtgconf.adapters.protocol import EngineFault
from mtgconf.commands import engines as engines_command
from mtgconf.engines import specs
from mtgconf.engines.specs import EngineStartError, UnknownEngineSpec, available, resolve

toy_instance = ToyAdapter()


def toy_factory() -> ToyAdapter:
    return ToyAdapter()


def broken_factory() -> ToyAdapter:
    raise RuntimeError("licence file missing")


not_an_adapter = 42


@dataclass(frozen=True)
class FakeMutant:
    name: str
    rules: tuple[str, ...]
    description: str
    make_rules: object


@pytest.fixture
def mutants(monkeypatch: pytest.MonkeyPatch) -> None:
    module = types.ModuleType("mtgconf.engines.mutants")
    module.MUTANTS = {  # type: ignore[attr-defined]
        "double-trigger": FakeMutant("double-trigger", ("603.2",), "Every trigger fires twice.\nMore.", object),
        "no-lookback": FakeMutant("no-lookback", ("603.10a",), "Leaves-play triggers look forward.", object),
    }
    monkeypatch.setitem(sys.modules, "mtgconf.engines.mutants", module)


@pytest.mark.parametrize("attr", ["toy_instance", "toy_factory", "ToyAdapter"])
def test_python_specs_accept_an_instance_a_factory_or_a_class(attr: str) -> None:
    adapter = resolve(f"python:test_specs:{attr}")
    assert adapter.capabilities() == TOY_CAPS
    assert adapter.run(toy_scenario()).engine.name == "toy"


def test_python_adapters_are_guarded() -> None:
    class Exploding(ToyAdapter):
        def run(self, scenario):  # type: ignore[no-untyped-def, override]
            raise ZeroDivisionError("oops")

    sys.modules[__name__].Exploding = Exploding  # type: ignore[attr-defined]
    with pytest.raises(EngineFault) as info:
        resolve("python:test_specs:Exploding").run(toy_scenario())
    assert info.value.kind == "exception"


@pytest.mark.parametrize("spec, message", [
    ("python:no_such_module_xyz:Engine", "no Python module 'no_such_module_xyz'"),
    ("python:test_specs:nope", "has no attribute 'nope'"),
    ("python:test_specs", "expected python:MODULE:ATTR"),
    ("cmd:", "unknown engine spec"),
    ("cmd:'unclosed", "cannot split"),
    ("refrence", "did you mean: reference?"),
    ("xyzzy", "mtgconf engines"),
])
def test_unknown_specs_are_usage_errors_on_one_line(spec: str, message: str) -> None:
    with pytest.raises(UnknownEngineSpec, match=message) as info:
        resolve(spec)
    assert "\n" not in str(info.value)


@pytest.mark.parametrize("attr, message", [
    ("broken_factory", "licence file missing"),
    ("not_an_adapter", "is not an engine adapter"),
])
def test_adapters_that_cannot_be_made_are_start_errors(attr: str, message: str) -> None:
    with pytest.raises(EngineStartError, match=message):
        resolve(f"python:test_specs:{attr}")


def test_mutants_are_listed_by_spec_with_their_first_line(mutants: None) -> None:
    listed = dict(available())
    assert listed["mutant:double-trigger"] == "Every trigger fires twice."
    assert "mutant:no-lookback" in listed
    assert "reference" in listed and "cmd:COMMAND LINE" in listed and "python:MODULE:ATTR" in listed


def test_an_unknown_mutant_suggests_close_names(mutants: None) -> None:
    with pytest.raises(UnknownEngineSpec, match="did you mean: double-trigger"):
        resolve("mutant:double-triger")
    with pytest.raises(UnknownEngineSpec, match="did you mean: mutant:no-lookback"):
        resolve("mutnt:no-lookback")


def test_entry_points_resolve_by_name(monkeypatch: pytest.MonkeyPatch) -> None:
    toy = EntryPoint(name="toy", value="test_specs:toy_factory", group=specs.ENTRY_POINT_GROUP)
    monkeypatch.setattr(specs, "entry_points", lambda group: [toy] if group == specs.ENTRY_POINT_GROUP else [])
    assert resolve("toy").capabilities().name == "toy"
    assert ("toy", "registered engine (test_specs:toy_factory)") in available()
    with pytest.raises(UnknownEngineSpec, match="did you mean: toy"):
        resolve("tooy")


def test_the_engines_command_lists_every_spec(mutants: None, capsys: pytest.CaptureFixture[str]) -> None:
    assert engines_command.run(argparse.Namespace(check=None)) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines] == [spec.split()[0] for spec, _ in available()]
    assert any(line.startswith("mutant:double-trigger") and line.endswith("Every trigger fires twice.")
               for line in lines)


@pytest.mark.parametrize("spec, status", [("python:test_specs:toy_factory", 0), ("nope", 2),
                                          ("python:test_specs:broken_factory", 3)])
def test_engines_check_prints_the_manifest_or_fails(spec: str, status: int, capsys: pytest.CaptureFixture[str]) -> None:
    assert engines_command.run(argparse.Namespace(check=spec)) == status
    out = capsys.readouterr().out
    assert ("events: priority, tapped, damage, zone_change" in out) == (status == 0)
