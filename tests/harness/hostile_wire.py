"""A JSON-lines engine that misbehaves as its first argument says.

- ``blank``: a blank line before every reply (allowed: blank lines are ignored);
- ``stderr``: 10 MB of stderr without a newline on every run, then it exits 1;
- ``longline``: a 17 MB reply line to every run;
- ``nan``: a reply with NaN in it.
Otherwise it plays the stand-in boards right (every life total unchanged).
"""
from __future__ import annotations

import json
import sys


def _history(scenario: dict) -> dict:
    players = [{"id": p["id"], "life": p.get("life", 20), "hand": 0, "library": 0} for p in scenario["players"]]
    return {"engine": {"name": "hostile"}, "final": {"players": players}}


def main() -> int:
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    for line in sys.stdin:
        if not line.strip():
            continue
        msg = json.loads(line)
        reply: dict = {"protocol": 1, "id": msg["id"]}
        if msg["type"] == "hello":
            reply.update(type="capabilities", capabilities={"name": "hostile", "version": "1", "features": [],
                                                            "actions": [], "events": ["life"]})
        elif msg["type"] == "bye":
            reply.update(type="bye")
        elif mode == "stderr":
            sys.stderr.write("z" * 10_000_000)
            sys.stderr.flush()
            return 1
        elif mode == "longline":
            sys.stdout.write('{"pad": "' + "p" * 17_000_000 + '"}\n')
            sys.stdout.flush()
            continue
        else:
            reply.update(type="result", history=_history(msg["scenario"]))
        text = json.dumps(reply)
        if mode == "nan" and msg["type"] == "run":
            text = text[:-1] + ', "x": NaN}'
        if mode == "blank":
            sys.stdout.write("\n\n")
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
        if msg["type"] == "bye":
            return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
