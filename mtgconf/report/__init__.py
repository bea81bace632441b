"""The HTML report: one self-contained page per run (or per comparison of runs)."""
from mtgconf.report.render import render_html, write_report

__all__ = ["render_html", "write_report"]
