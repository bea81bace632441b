"""Layout rules for the project's own tests."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

TESTS = Path(__file__).parent


def test_test_file_names_are_unique_across_folders() -> None:
    # Folders are not packages, so two files with one name would shadow each other.
    names = Counter(p.name for p in TESTS.rglob("*.py") if p.name != "__init__.py")
    assert [n for n, c in names.items() if c > 1] == []
