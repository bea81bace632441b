"""The strategies stay on the data side of the one-way import rule."""
from __future__ import annotations

import ast
from pathlib import Path

import properties

FORBIDDEN = ("reference_engine.rules", "reference_engine.engine")


def _imports(path: Path) -> list[str]:
    found: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.append(node.module)
        elif isinstance(node, ast.Import):
            found.extend(alias.name for alias in node.names)
    return found


def test_strategies_never_import_engine_behaviour() -> None:
    root = Path(properties.__file__).parent / "strategies"
    offenders = {
        str(p.relative_to(root)): name
        for p in sorted(root.rglob("*.py")) for name in _imports(p)
        if name.startswith(FORBIDDEN) or name.startswith("mtgconf")
    }
    assert not offenders, offenders
