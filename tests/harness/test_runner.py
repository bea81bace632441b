"""run_property on stand-in properties and engines whose outcome is known."""
from __future__ import annotations

import sys
from pathlib import Path

# The stand-ins are imported by name (also by engine specs and xdist workers),
# whether or not this folder is a package.
sys.path.insert(0, str(Path(__file__).parent))

from harness_standins import BOARDS, FakeEngine, Panic, crashing, life_record, unsupported_engine
from hypothesis.database import InMemoryExampleDatabase

from mtgconf.runner import PropertyResult, Status, derived_seed, run_property
from properties.registry import Case, Verdict
from reference_engine.scenario import PlayerSetup, Scenario


def _run(engine: FakeEngine, **kw: object) -> PropertyResult:
    kw.setdefault("examples", 40)
    return run_property(life_record(), engine, strategy=BOARDS, **kw)  # type: ignore[arg-type]


def test_a_conformant_engine_passes_with_statistics() -> None:
    result = _run(FakeEngine())
    assert result.status is Status.PASS
    assert result.examples == 40 and 0 < result.exercised <= 40
    assert result.counterexample is None
    assert sum(result.statistics.values()) >= 40


def test_a_bug_is_found_and_shrunk_to_the_boundary() -> None:
    result = _run(FakeEngine(off_by_one_above=30), examples=200)
    assert result.status is Status.FAIL
    cx = result.counterexample
    assert cx is not None
    lives = sorted(p["life"] for p in cx.scenario["players"])
    assert lives == [1, 31]  # Hypothesis shrinks both players' totals to the minimum
    assert cx.history["final"]["players"]
    assert cx.explanation.startswith("Expected player") and cx.explanation.endswith(".")
    assert "\n" not in cx.explanation and cx.replay.startswith("mtgconf replay ")


def test_the_same_seed_gives_the_same_result_and_another_seed_may_not() -> None:
    a = _run(FakeEngine(off_by_one_above=30), seed=7)
    b = _run(FakeEngine(off_by_one_above=30), seed=7)
    assert (a.status, a.examples, a.counterexample) == (b.status, b.examples, b.counterexample)
    assert derived_seed(7, "x") == derived_seed(7, "x") != derived_seed(8, "x")
    assert derived_seed(7, "x") != derived_seed(7, "y")


def test_engine_faults_are_errors_with_evidence_and_are_not_shrunk() -> None:
    engine = crashing("crash")
    result = _run(engine)
    assert result.status is Status.ERROR
    assert engine.calls == 1
    assert result.counterexample is not None and result.counterexample.evidence == "stderr: boom"
    assert "crash" in result.reason


def test_even_a_base_exception_from_the_engine_is_an_error() -> None:
    result = _run(FakeEngine(raises=Panic("rust panic")))
    assert result.status is Status.ERROR
    assert "Panic" in result.reason and result.counterexample is not None
    assert "rust panic" in result.counterexample.evidence


def test_capability_gaps_are_unsupported_without_running_the_engine() -> None:
    engine = FakeEngine(events=())
    result = run_property(life_record(needs_events=("life",)), engine, strategy=BOARDS)
    assert result.status is Status.UNSUPPORTED and "life" in result.reason
    assert engine.calls == 0


def test_an_adapter_that_cannot_express_a_scenario_makes_it_unsupported() -> None:
    result = _run(unsupported_engine())
    assert result.status is Status.UNSUPPORTED and result.reason == "no life totals"


def test_a_broken_checker_is_an_error_not_a_crash() -> None:
    def broken(case: Case) -> Verdict:
        raise ZeroDivisionError("oops")

    result = run_property(life_record(check=broken), FakeEngine(), strategy=BOARDS, examples=5)
    assert result.status is Status.ERROR and "ZeroDivisionError" in result.reason


def test_regressions_run_first_and_catch_a_bug_random_search_would_miss() -> None:
    known = Scenario(players=(PlayerSetup(id=0, life=40), PlayerSetup(id=1, life=40)))
    engine = FakeEngine(off_by_one_above=39)
    result = run_property(life_record(), engine, strategy=BOARDS, examples=1,
                          regressions=[known], replay=lambda pid: f"mtgconf replay {pid}.json")
    assert result.status is Status.FAIL
    assert result.counterexample is not None
    assert [p["life"] for p in result.counterexample.scenario["players"]] == [40, 40]
    assert result.counterexample.replay == "mtgconf replay final-life-unchanged.json"


def test_the_rerun_and_reference_callables_reach_the_engines() -> None:
    seen: list[tuple[int, int]] = []

    def differential(case: Case) -> Verdict:
        assert case.rerun is not None and case.reference is not None
        again, ref = case.rerun(), case.reference()
        seen.append((len(again.final.players), len(ref.final.players)))  # type: ignore[union-attr]
        return Verdict(ok=again == case.history, exercised=True)

    reference = FakeEngine()
    result = run_property(life_record(check=differential), FakeEngine(), strategy=BOARDS,
                          examples=5, reference=reference)
    assert result.status is Status.PASS and seen and reference.calls == len(seen)


def test_the_example_database_is_only_a_cache() -> None:
    db = InMemoryExampleDatabase()
    first = _run(FakeEngine(off_by_one_above=30), database=db)
    second = _run(FakeEngine(off_by_one_above=30), database=db)
    assert first.status is second.status is Status.FAIL
    assert first.counterexample == second.counterexample


def test_low_coverage_is_flagged() -> None:
    quiet = run_property(life_record(check=lambda c: Verdict(ok=True, exercised=False)),
                         FakeEngine(), strategy=BOARDS, examples=20)
    assert quiet.low_coverage and quiet.exercised == 0
    assert not _run(FakeEngine()).low_coverage



def test_a_property_never_exercised_is_not_a_pass() -> None:
    quiet = run_property(life_record(check=lambda c: Verdict(ok=True, exercised=False)),
                         FakeEngine(), strategy=BOARDS, examples=20)
    assert quiet.status is Status.NOT_EXERCISED and quiet.examples == 20
    assert "none of the 20 examples exercised" in quiet.reason
    assert _run(FakeEngine()).status is Status.PASS  # exercised at least once


def test_two_unrelated_bugs_on_one_property_are_two_findings_each_shrunk() -> None:
    from harness_standins import TwoBugEngine, life_and_hand_record

    result = run_property(life_and_hand_record(), TwoBugEngine(), strategy=BOARDS, examples=300)
    assert result.status is Status.FAIL
    found = (result.counterexample, *result.more_counterexamples)
    assert all(cx is not None for cx in found) and len(found) == 2
    by_sig = {cx.signature: sorted(p["life"] for p in cx.scenario["players"]) for cx in found if cx}
    assert by_sig.pop("hand") == [1, 1]  # a phantom card, at the smallest life total
    (life_sig, lives), = by_sig.items()
    assert life_sig.startswith("_life_and_hand:") and lives[-1] == 31  # the other bug, at its boundary
    assert found[1] is not None and found[1].replay != found[0].replay  # type: ignore[union-attr]


def test_exitfirst_reports_only_the_first_failure() -> None:
    from harness_standins import TwoBugEngine, life_and_hand_record

    result = run_property(life_and_hand_record(), TwoBugEngine(), strategy=BOARDS, examples=300, exitfirst=True)
    assert result.status is Status.FAIL and result.more_counterexamples == ()
