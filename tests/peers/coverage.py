"""The coverage measure the engine pages report, computed from a committed
certification's results.json.

A property is *eligible* when the manifest does not rule it out (no
"does not declare" reason); it *ran* when at least one generated scenario was
played on the engine (any status but unsupported).
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True, slots=True)
class Coverage:
    eligible: int
    ran: int
    played: int
    generated: int

    def rows(self) -> dict[str, str]:
        """The two table rows of an engine page, as written there."""
        return {"eligible properties run": _ratio(self.ran, self.eligible),
                "generated scenarios played, over eligible properties": _ratio(self.played, self.generated)}


def _ratio(part: int, whole: int) -> str:
    return f"{part} of {whole} ({round(100 * part / whole) if whole else 0}%)"


def _eligible(p: dict[str, Any]) -> bool:
    return not (p["status"] == "unsupported" and "does not declare" in p.get("reason", ""))


def measure(results: Path) -> Coverage:
    props = [p for p in json.loads(results.read_text(encoding="utf-8"))["properties"] if _eligible(p)]
    played = sum(int(p.get("examples", 0)) for p in props)
    skipped = sum(int((p.get("statistics") or {}).get("scenario unsupported", 0)) for p in props)
    return Coverage(eligible=len(props), ran=sum(p["status"] != "unsupported" for p in props),
                    played=played, generated=played + skipped)


def stated(page: Path) -> dict[str, str]:
    """The measure rows of an engine page's table: ``| name | value |``."""
    rows = re.findall(r"^\| ([^|]+?) \| ([^|]+?) \|$", page.read_text(encoding="utf-8"), re.M)
    return {name: value for name, value in rows if name in Coverage(0, 0, 0, 0).rows()}
