"""``python -m mtgconf.fuzzing.hub ARGS``: HypoFuzz's own command line
(``hypothesis fuzz ARGS``), run in a process group of its own so that the
campaign can stop it, its workers and its dashboard together."""
from __future__ import annotations

import sys

if __name__ == "__main__":
    from hypofuzz.entrypoint import fuzz

    fuzz.main(args=sys.argv[1:], prog_name="hypothesis fuzz")
