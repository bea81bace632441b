"""``mtgconf report``: render the HTML report of a results.json."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from mtgconf.option_types import directory

NAME = "report"
HELP = "write the HTML report (and JUnit XML) for a results.json"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("results", type=Path, metavar="RESULTS.json")
    parser.add_argument("--report-dir", type=directory, default=Path("reports"), metavar="DIR")
    parser.add_argument("--lang", choices=("en", "fr"), default="en")


def run(args: argparse.Namespace) -> int:
    from mtgconf.junit import write_junit
    from mtgconf.results import ResultsError, load_results
    from mtgconf.runner.outputs import ReportDirError, prepare_report_dir, write_html

    try:
        results = load_results(args.results)
        prepare_report_dir(args.report_dir)
    except (ResultsError, ReportDirError) as err:
        print(f"mtgconf report: {err}", file=sys.stderr)
        return 2
    write_junit(results, args.report_dir / "junit.xml")
    print(f"report: {write_html(results, args.report_dir, args.lang) or args.report_dir}")
    return 0
