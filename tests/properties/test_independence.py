"""Oracle independence: nothing under properties/ may import the engine's rules."""
from __future__ import annotations

import ast
from pathlib import Path

import properties

FORBIDDEN = ("reference_engine.rules", "reference_engine.engine")


def _imports(path: Path) -> list[str]:
    found: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.append(node.module)
            found += [f"{node.module}.{a.name}" for a in node.names]
    return found


def _is_forbidden(name: str) -> bool:
    return any(name == f or name.startswith(f + ".") for f in FORBIDDEN)


def test_no_property_module_imports_the_engine_rules() -> None:
    root = Path(properties.__file__).parent
    modules = sorted(root.rglob("*.py"))
    assert root.joinpath("registry.py") in modules
    offenders = [f"{p.relative_to(root)}: {n}" for p in modules for n in _imports(p) if _is_forbidden(n)]
    assert offenders == []


def test_the_scan_notices_a_forbidden_import(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("from reference_engine import rules\nimport reference_engine.engine as e\n")
    assert [n for n in _imports(bad) if _is_forbidden(n)] == [
        "reference_engine.rules", "reference_engine.engine"]
