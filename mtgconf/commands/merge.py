"""``mtgconf merge``: combine the results of shards (or of several engines)."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from mtgconf.option_types import directory

if TYPE_CHECKING:
    from mtgconf.results import RunResults

NAME = "merge"
HELP = "merge results.json files of shards or engines into one report"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("results", type=Path, nargs="+", metavar="RESULTS.json")
    parser.add_argument("--report-dir", type=directory, default=Path("reports"), metavar="DIR")
    parser.add_argument("--lang", choices=("en", "fr"), default="en")


def run(args: argparse.Namespace) -> int:
    from mtgconf.results import ResultsError, check_mergeable, load_results, merge_runs, summary_line
    from mtgconf.runner.outputs import ReportDirError, prepare_report_dir

    try:
        groups = _by_engine([(str(p), load_results(p)) for p in args.results])
        for group in groups:
            check_mergeable(group)
        prepare_report_dir(args.report_dir)
    except (ResultsError, ReportDirError) as err:
        print(f"mtgconf merge: {err}", file=sys.stderr)
        return 2
    merged = [merge_runs([run for _, run in group]) for group in groups]
    where = _write(merged, args.report_dir, args.lang)
    for run_results in merged:
        print(f"{run_results.engine.spec}: {summary_line(run_results)}")
    print(f"report: {where}")
    return 0 if all(r.conformant for r in merged) else 1


def _by_engine(named: list[tuple[str, RunResults]]) -> list[list[tuple[str, RunResults]]]:
    """The files of each engine, in order: shards of one engine are merged,
    several engines stay side by side."""
    groups: dict[str, list[tuple[str, RunResults]]] = {}
    for name, run in named:
        groups.setdefault(run.engine.spec, []).append((name, run))
    return list(groups.values())


def _write(merged: list[RunResults], report_dir: Path, lang: str) -> Path:
    from mtgconf.runner.outputs import write_html, write_outputs
    from mtgconf.results import write_results
    from mtgconf.runner.select import safe_name

    if len(merged) == 1:
        return write_outputs(merged[0], report_dir, lang=lang)
    for r in merged:
        write_results(r, report_dir / f"results-{safe_name(r.engine.spec)}.json")
    return write_html(merged, report_dir, lang) or report_dir
