"""Files replaced whole.

A reader, or a run stopped while writing (a second signal, a kill, a full
disk), finds the previous file or the new one, never half of one: the text
goes to a hidden file beside the target, which then takes its place in one
rename.
"""
from __future__ import annotations

import os
from pathlib import Path

__all__ = ["write_bytes_atomic", "write_text_atomic"]


def write_text_atomic(path: Path, text: str, *, errors: str = "strict") -> Path:
    """Write ``text`` (UTF-8) to ``path`` in place of what was there."""
    return write_bytes_atomic(path, text.encode("utf-8", errors))


def write_bytes_atomic(path: Path, data: bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        tmp.write_bytes(data)
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)  # only left when the write itself failed
    return path
