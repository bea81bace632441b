"""Oracle independence, enforced: nothing under properties/ (checkers and
generators) reaches the reference engine's behaviour.

Every import form is read with ``ast``: ``import a.b``, ``from a import b``
(``from reference_engine import engine`` names the module ``engine``), relative
imports, imports inside functions, and ``importlib.import_module("...")`` or
``__import__("...")`` with a literal name. properties/ may import only the
engine's data modules listed in ``DATA_MODULES``, never ``mtgconf`` (imports flow
one way), and never the rule helpers those data modules also hold: the checkers
compute mana abilities (CR 605.1), colours (CR 202.2) and mana symbols with
their own code (``properties.card_facts``). A second test runs every property
with those helpers booby-trapped, to catch a call the static scan cannot type.
"""
from __future__ import annotations

import ast
import inspect
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings

import properties
from properties.registry import Case, all_properties
from properties.strategies import FAMILIES
from reference_engine.abilities import Ability
from reference_engine.cards import CardDef
from reference_engine.engine import run
from reference_engine.scenario import Scenario

ROOT = Path(properties.__file__).parent

DATA_MODULES = frozenset({
    "reference_engine.abilities", "reference_engine.cards", "reference_engine.codec",
    "reference_engine.errors", "reference_engine.events", "reference_engine.history",
    "reference_engine.ids", "reference_engine.records", "reference_engine.refs", "reference_engine.scenario",
})
"""The engine's vocabulary, formats and records: what a History and a Scenario are made of
(``records``: how a frozen record is built and replaced, no rule)."""

RULE_HELPERS = {
    "reference_engine.cards.mana_symbols": "mana symbols (properties.card_facts.mana_symbols)",
    "reference_engine.cards.mana_value": "mana value, CR 202.3",
}
"""Functions of the data modules that compute a rule."""

RULE_ATTRIBUTES = {
    "is_mana_ability": "Ability.is_mana_ability, CR 605.1 (properties.card_facts.is_mana_ability)",
    "is_permanent_card": "CardDef.is_permanent_card, CR 110.4",
}
"""Members of engine types that compute a rule (``CardDef.colors``, CR 202.2, shares its
name with the plain field ``Chars.colors``: the booby-trap test covers it)."""


def _module_name(path: Path, root: Path) -> str:
    parts = path.relative_to(root.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _absolute(node: ast.ImportFrom, module: str, is_package: bool) -> str:
    if not node.level:
        return node.module or ""
    base = module.split(".") if is_package else module.split(".")[:-1]
    base = base[:len(base) - (node.level - 1)] if node.level > 1 else base
    return ".".join(base + ([node.module] if node.module else []))


def imported(source: str, module: str, *, is_package: bool = False) -> Iterator[tuple[int, str]]:
    """(line, dotted name) of everything ``source`` imports; ``from a import b`` gives ``a.b``."""
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            yield from ((node.lineno, a.name) for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = _absolute(node, module, is_package)
            yield from ((node.lineno, f"{base}.{a.name}" if a.name != "*" else base) for a in node.names)
        elif isinstance(node, ast.Call) and _is_dynamic_import(node.func) and node.args:
            arg = node.args[0]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                yield node.lineno, arg.value


def _is_dynamic_import(func: ast.expr) -> bool:
    if isinstance(func, ast.Attribute):
        return func.attr == "import_module"
    return isinstance(func, ast.Name) and func.id in ("import_module", "__import__")


def _import_problem(name: str) -> str:
    if name == "mtgconf" or name.startswith("mtgconf."):
        return "imports the harness (imports flow reference_engine <- properties <- mtgconf)"
    if name in RULE_HELPERS:
        return f"calls the engine's rule helper for {RULE_HELPERS[name]}"
    if name == "reference_engine" or not name.startswith("reference_engine."):
        return "imports the engine package itself" if name == "reference_engine" else ""
    if any(name == m or name.startswith(m + ".") for m in DATA_MODULES):
        return ""
    return "imports engine behaviour (only its data modules are allowed)"


def violations(source: str, module: str, *, is_package: bool = False) -> list[str]:
    """Every boundary violation in one module's text, as "line: name: why"."""
    found = [f"{line}: {name}: {why}" for line, name in imported(source, module, is_package=is_package)
             if (why := _import_problem(name))]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr in RULE_ATTRIBUTES:
            found.append(f"{node.lineno}: .{node.attr}: uses {RULE_ATTRIBUTES[node.attr]}")
    return found


def test_nothing_under_properties_crosses_the_boundary() -> None:
    modules = sorted(ROOT.rglob("*.py"))
    assert ROOT / "registry.py" in modules and ROOT / "strategies" / "builder.py" in modules
    offenders = [f"{p.relative_to(ROOT.parent)}:{v}" for p in modules
                 for v in violations(p.read_text(encoding="utf-8"), _module_name(p, ROOT),
                                     is_package=p.name == "__init__.py")]
    assert offenders == []


PLANTED = '''\
import importlib
import mtgconf.runner
import reference_engine.rules.priority as priority
from reference_engine import engine
from reference_engine import events, rules
from reference_engine.cards import CardDef, mana_symbols
from ...reference_engine import engine as relative_engine
from ..registry import prop


def later(ability):
    from reference_engine.rules.mana import pay
    module = importlib.import_module("reference_engine.rules.costs")
    return ability.is_mana_ability, __import__("reference_engine.state")
'''


def test_a_planted_violation_is_caught(tmp_path: Path) -> None:
    planted = tmp_path / "planted.py"
    planted.write_text(PLANTED, encoding="utf-8")
    found = violations(planted.read_text(encoding="utf-8"), "properties.catalogue.planted")
    names = [v.split(": ")[1] for v in found]
    assert names == [
        "mtgconf.runner", "reference_engine.rules.priority", "reference_engine.engine",
        "reference_engine.rules", "reference_engine.cards.mana_symbols", "reference_engine.engine",
        "reference_engine.rules.mana.pay", "reference_engine.rules.costs", "reference_engine.state",
        ".is_mana_ability",
    ], found
    assert not any("events" in n or "CardDef" in n or "registry" in n for n in names)


def test_relative_imports_resolve_against_their_package() -> None:
    lines = dict(imported("from . import common\nfrom ..registry import prop\n", "properties.catalogue",
                          is_package=True))
    assert list(lines.values()) == ["properties.catalogue.common", "properties.registry.prop"]


class RuleHelperCalled(AssertionError):
    pass


def _trap(name: str, original: Any) -> property:
    def guarded(self: Any) -> Any:
        caller = Path(inspect.stack()[1].filename).resolve()
        if ROOT in caller.parents:
            raise RuleHelperCalled(f"{caller.relative_to(ROOT.parent)} called {name}")
        return original.fget(self)

    return property(guarded)


SOME = settings(max_examples=3, deadline=None, database=None, derandomize=True,
                suppress_health_check=list(HealthCheck))


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_no_checker_calls_the_engine_rule_helpers(family: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(CardDef, "colors", _trap("CardDef.colors", CardDef.__dict__["colors"]))
    monkeypatch.setattr(Ability, "is_mana_ability", _trap("Ability.is_mana_ability",
                                                          Ability.__dict__["is_mana_ability"]))
    records = all_properties()

    @SOME
    @given(FAMILIES[family])
    def check(scenario: Scenario) -> None:
        history = run(scenario)
        case = Case(scenario, history, rerun=lambda: run(scenario), reference=lambda: run(scenario))
        for record in records:
            record.check(case)

    check()
