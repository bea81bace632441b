"""The campaign page (``campaign.html``) and its data (``campaign.json``):
examples per second over time, each worker's memory, what was found."""
from __future__ import annotations

import html
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from mtgconf.atomic_file import write_text_atomic
from mtgconf.fuzzing.campaign import CampaignOutcome

__all__ = ["CampaignSummary", "rates", "write_campaign_files"]

BUCKETS = 40


@dataclass(frozen=True, slots=True)
class CampaignSummary:
    engine: str
    workers: int
    budget: str
    database: str
    saved: tuple[str, ...]
    """Regression files written."""
    failures: tuple[tuple[str, str, str], ...]
    """(property id, status, explanation or reason)."""
    found_after: tuple[tuple[str, float], ...] = ()
    """(property id, seconds from the start until its kept failure was written)."""


def rates(timeline: Sequence[tuple[float, int]], buckets: int = BUCKETS) -> list[tuple[float, float]]:
    """(end of interval in seconds, examples per second in it), over equal intervals."""
    if len(timeline) < 2 or timeline[-1][0] <= 0:
        return []
    width = timeline[-1][0] / buckets
    out, i, before = [], 0, 0
    for k in range(1, buckets + 1):
        end = k * width
        while i < len(timeline) and timeline[i][0] <= end + 1e-9:
            i += 1
        count = timeline[i - 1][1] if i else 0
        out.append((end, (count - before) / width))
        before = count
    return out


def write_campaign_files(outcome: CampaignOutcome, summary: CampaignSummary, report_dir: Path) -> Path:
    data = _data(outcome, summary)
    write_text_atomic(report_dir / "campaign.json", json.dumps(data, indent=1) + "\n")
    return write_text_atomic(report_dir / "campaign.html", _html(data))


def _data(outcome: CampaignOutcome, summary: CampaignSummary) -> dict[str, Any]:
    p = outcome.progress
    return {
        "engine": summary.engine, "workers": summary.workers, "budget": summary.budget,
        "database": summary.database, "stopped_by": outcome.stopped_by, "duration": round(outcome.duration, 2),
        "examples": p.total, "per_property": {k: {"examples": v, "exercised": p.exercised.get(k, 0)}
                                              for k, v in sorted(p.examples.items())},
        "rates": [[round(t, 2), round(r, 2)] for t, r in rates(p.timeline)],
        "memory": {str(pid): [[round(t, 2), rss] for t, rss in pts] for pid, pts in sorted(p.memory.items())},
        "failures": [{"id": i, "status": s, "text": t} for i, s, t in summary.failures],
        "saved": list(summary.saved),
        "found_after": {i: round(t, 1) for i, t in summary.found_after},
    }


def _html(data: dict[str, Any]) -> str:
    e = html.escape
    rows = "".join(f"<tr><td>{e(i)}</td><td>{v['examples']}</td><td>{v['exercised']}</td></tr>"
                   for i, v in data["per_property"].items())
    after = data["found_after"]
    found = "".join(f"<li><b>{e(f['id'])}</b> ({e(f['status'])}"
                    + (f", after {after[f['id']]:.0f} s" if f["id"] in after else "")
                    + f"): {e(f['text'])}</li>" for f in data["failures"])
    saved = "".join(f"<li><code>{e(s)}</code></li>" for s in data["saved"])
    mem = "".join(f"<tr><td>{e(pid)}</td><td>{pts[0][1] / 2**20:.1f}</td><td>{pts[-1][1] / 2**20:.1f}</td>"
                  f"<td>{max(r for _, r in pts) / 2**20:.1f}</td></tr>" for pid, pts in data["memory"].items() if pts)
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>mtgconf fuzz campaign: {e(data['engine'])}</title>
<style>body{{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}}
table{{border-collapse:collapse}}td,th{{border:1px solid #ccc;padding:.2rem .5rem;text-align:right}}
td:first-child{{text-align:left}}svg{{border:1px solid #ccc}}</style></head><body>
<h1>Fuzz campaign: <code>{e(data['engine'])}</code></h1>
<p>{data['examples']} examples in {data['duration']:.0f} s with {data['workers']} HypoFuzz worker(s);
budget: {e(data['budget'])}; stopped: {e(data['stopped_by'])}; example database: {e(data['database'])}.
The verdicts are in <a href="index.html">the report</a>.</p>
<h2>Examples per second over time</h2>
{_svg(data['rates'])}
<h2>Failures found</h2><ul>{found or '<li>none</li>'}</ul>
<h2>Regression fixtures saved</h2><ul>{saved or '<li>none</li>'}</ul>
<h2>Worker memory (MiB)</h2>
<table><tr><th>worker pid</th><th>first</th><th>last</th><th>peak</th></tr>{mem}</table>
<h2>Examples per property</h2>
<table><tr><th>property</th><th>examples</th><th>exercised</th></tr>{rows}</table>
</body></html>
"""


def _svg(points: list[list[float]]) -> str:
    if not points:
        return "<p>Too short to chart.</p>"
    w, h = 600, 160
    top = max(r for _, r in points) or 1.0
    end = points[-1][0] or 1.0
    coords = " ".join(f"{t / end * w:.1f},{h - r / top * h:.1f}" for t, r in points)
    return (f'<svg viewBox="0 0 {w} {h}" width="{w}" height="{h}" role="img" '
            f'aria-label="examples per second over {end:.0f} seconds, peak {top:.1f}">'
            f'<polyline fill="none" stroke="#2a6" stroke-width="2" points="{coords}"/></svg>'
            f"<p>Peak {top:.1f} examples/s; last interval {points[-1][1]:.1f} examples/s.</p>")
