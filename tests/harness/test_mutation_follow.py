"""`benchmarks/mutation.py --follow` finds an earlier campaign's mutants again
by their change, after the rules modules' lines have moved."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _mutation() -> ModuleType:
    spec = importlib.util.spec_from_file_location("mutation_script", ROOT / "benchmarks" / "mutation.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


mu = _mutation()
MODULE = "reference_engine/rules/x.py"
SOURCE = ["def f(a, b):", "    return a < b", "", "def g(a, b):", "    return a < b  # pragma: no cover - why"]
DIFFS = {2: "@@ -2 +2 @@\n-    return a < b\n+    return a <= b",
         5: "@@ -5 +5 @@\n-    return a < b  # pragma: no cover - why\n+    return a <= b  # pragma: no cover - why"}


def _mutant(line: int, operator: str = "core/ReplaceComparisonOperator_Lt_LtE") -> object:
    return mu.Mutant(module=MODULE, operator=operator, occurrence=line, line=line)


def _relocate(old_id: str, old_diff: str, mutants: list[object]) -> object:
    old = mu.Outcome(old_id, "survived", 0.0, diff=old_diff)
    return mu.relocate(old, mutants, lambda m: DIFFS.get(m.line, ""), lambda m: SOURCE[m.line - 1])


def test_a_moved_mutant_is_found_by_its_change_the_nearest_when_the_text_repeats() -> None:
    mutants = [_mutant(2), _mutant(5)]
    old_diff = "@@ -9 +9 @@\n-    return a < b\n+    return a <= b"
    assert _relocate(f"{MODULE}:9:core/ReplaceComparisonOperator_Lt_LtE#0", old_diff, mutants).line == 5
    assert _relocate(f"{MODULE}:1:core/ReplaceComparisonOperator_Lt_LtE#0", old_diff, mutants).line == 2


def test_a_pragma_added_since_does_not_hide_the_mutant() -> None:
    found = _relocate(f"{MODULE}:4:core/ReplaceComparisonOperator_Lt_LtE#0",
                      "@@ -4 +4 @@\n-    return a < b\n+    return a <= b", [_mutant(5)])
    assert found is not None and found.line == 5


def test_another_operator_or_changed_code_is_not_the_same_mutant() -> None:
    old_diff = "@@ -2 +2 @@\n-    return a < b\n+    return a <= b"
    assert _relocate(f"{MODULE}:2:core/ReplaceComparisonOperator_Lt_Gt#0", old_diff, [_mutant(2)]) is None
    gone = "@@ -2 +2 @@\n-    return a > b\n+    return a >= b"
    assert _relocate(f"{MODULE}:2:core/ReplaceComparisonOperator_Lt_LtE#0", gone, [_mutant(2)]) is None


def test_the_triage_of_the_old_id_counts_for_the_followed_mutant() -> None:
    rows = [mu.Outcome("new:1:op#0", "survived", 1.0, was="old:1:op#0"),
            mu.Outcome("new:2:op#0", "killed", 2.0, was="old:2:op#0")]
    text = mu.summary(rows, {"old:1:op#0"})
    assert "equivalent: 1 (of them, changing only annotations: 0)" in text and "score: 1/1 = 100.0%" in text
    assert "(was old:1:op#0)" in text


def test_each_mutant_runs_without_the_example_database(tmp_path: Path) -> None:
    # Saved examples of earlier runs (another mutant's failure) would be
    # replayed first: a mutant's outcome would depend on the ones run before.
    for exitfirst in (True, False):
        args = mu._suite_args(tmp_path, 10, exitfirst=exitfirst)
        assert args[args.index("--example-db") + 1] == "none"


def test_nothing_left_to_run_with_two_jobs_ends_the_campaign_cleanly(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    # --only can leave no mutant to run; the copies then hold no record of the
    # unmutated run to share, and the campaign ends with its summary.
    sample = [_mutant(2)]
    monkeypatch.setattr(mu, "_enumerate", lambda dest: sample)
    monkeypatch.setattr(mu, "_copy", lambda dest: dest)
    out = tmp_path / "results.json"
    assert mu.main(["--only", "no-such-mutant", "--jobs", "2", "--out", str(out)]) == 0
    assert out.exists()


ANNOTATED = '''from __future__ import annotations


class Record:
    field: int | None = None


def f(a: int | None, b: str = "x") -> int | None:
    local: list[int | None] = []
    return a if a is not None else len(b)
'''


@pytest.mark.parametrize(("old", "new", "only"), [
    ("def f(a: int | None,", "def f(a: int / None,", True),  # a parameter's annotation
    (") -> int | None:", ") -> int & None:", True),  # a result's
    ("local: list[int | None]", "local: list[int ** None]", True),  # a local variable's
    ("field: int | None", "field: int % None", False),  # a class-level one: records read it
    ("a is not None", "a is None", False),  # code
    ('b: str = "x"', 'b: str = "y"', False),  # a default value is code, beside an annotation
])
def test_a_mutant_changing_only_unread_annotations_is_equivalent(old: str, new: str, only: bool) -> None:
    assert old in ANNOTATED
    assert mu.annotation_only(ANNOTATED, ANNOTATED.replace(old, new, 1)) is only


def test_without_postponed_annotations_nothing_is_taken_as_equivalent() -> None:
    eager = ANNOTATED.replace("from __future__ import annotations\n", "")
    assert not mu.annotation_only(eager, eager.replace("def f(a: int | None,", "def f(a: int / None,"))


def test_annotation_mutants_count_as_equivalent_in_the_score() -> None:
    results = [mu.Outcome("m1", "killed", 1.0), mu.Outcome("m2", "survived", 0.0, annotation=True),
               mu.Outcome("m3", "survived", 0.0)]
    text = mu.summary(results, set())
    assert "score: 1/2 = 50.0%" in text and "changing only annotations: 1" in text
