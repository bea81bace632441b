"""Every branch the reach measure leaves out is justified (docs/reach.md).

`mtgconf reach` skips the lines marked `# pragma: no cover` or `no branch` in
`reference_engine/rules/`. Each such mark must say why on its line, and the
table "Branches no legal scenario reaches" must name the line, so that no
branch is dropped from the measure without a reason a reader can check.
"""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "reference_engine" / "rules"
PRAGMA = re.compile(r"#\s*pragma:\s*no (?:cover|branch)(?P<why>.*)$")


def pragma_lines() -> list[tuple[str, str, str]]:
    """(file name, the code before the comment, the reason after the pragma)."""
    found = []
    for path in sorted(RULES.glob("*.py")):
        for line in path.read_text(encoding="utf-8").splitlines():
            match = PRAGMA.search(line)
            if match:
                code = line[: line.index("#")].strip()
                found.append((path.name, code, match.group("why").strip(" -")))
    return found


def test_the_rules_have_pragmas_to_check() -> None:
    assert len(pragma_lines()) >= 10


def test_every_pragma_says_why_on_its_line() -> None:
    silent = [f"{name}: {code}" for name, code, why in pragma_lines() if len(why) < 8]
    assert not silent, f"pragmas with no reason on their line: {silent}"


def test_every_pragma_has_a_row_in_docs_reach() -> None:
    doc = (ROOT / "docs" / "reach.md").read_text(encoding="utf-8")
    table = doc[doc.index("### Branches no legal scenario reaches"):]
    rows = [line for line in table.splitlines() if line.startswith("| `")]
    missing = [f"{name}: {code}" for name, code, _ in pragma_lines()
               if not any(name in row and f"`{code}`" in row for row in rows)]
    assert not missing, f"pragmas with no row in docs/reach.md: {missing}"
