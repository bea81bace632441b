"""Write the committed JSON Schemas of Scenario v1 and History v1.

Run ``python -m reference_engine.schema_export`` after changing a record; a
test fails while the committed files differ from what this writes.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from reference_engine.codec import SCHEMA_DIR, json_schema
from reference_engine.history import History
from reference_engine.scenario import Scenario

SCHEMAS: dict[str, type] = {
    "scenario-v1.schema.json": Scenario,
    "history-v1.schema.json": History,
}


def schema_text(cls: type) -> str:
    """The canonical text: sorted keys and two-space indents, so diffs stay readable."""
    return json.dumps(json_schema(cls), sort_keys=True, indent=2, ensure_ascii=False) + "\n"


def export(directory: Path = SCHEMA_DIR) -> list[Path]:
    """Write every schema into ``directory``; return the paths written."""
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name, cls in SCHEMAS.items():
        path = directory / name
        path.write_text(schema_text(cls), encoding="utf-8")
        written.append(path)
    return written


def main() -> int:
    for path in export():
        print(f"wrote {path.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
