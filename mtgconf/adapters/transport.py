"""Line transports for the JSON-lines client: a real subprocess, and a
scripted fake so protocol tests run without any process.

A transport moves whole lines. It reports a dead peer as ``TransportClosed``
and silence as ``TransportTimeout``; the client turns those into findings.
"""
from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import threading
from collections import deque
from dataclasses import dataclass, field
from typing import IO, Any, Protocol

STDERR_TAIL_CHARS = 64 * 1024
"""How much of an engine's stderr is kept (its end); the total size is counted."""
LINE_CHARS = 16 * 1024 * 1024
"""The longest reply line read (limit line_chars, docs/formats.md); a longer one is a protocol error."""
_CHUNK = 8192
_EOF = None  # queued by the reader thread when the engine's stdout closes


class TransportClosed(Exception):
    """The peer is gone (exited, or closed its end)."""


class TransportTimeout(Exception):
    """No line arrived in time."""


class TransportOverlong(Exception):
    """A line longer than ``LINE_CHARS`` arrived; it was read and dropped."""

    def __init__(self, size: int, head: str) -> None:
        self.size, self.head = size, head
        super().__init__(f"a reply line of at most {LINE_CHARS} characters (limit line_chars), not {size}")


@dataclass(frozen=True, slots=True)
class _Overlong:
    size: int
    head: str


class _Tail:
    """The last ``STDERR_TAIL_CHARS`` characters of a stream, and its total size."""

    def __init__(self) -> None:
        self.chunks: deque[str] = deque()
        self.kept = 0
        self.total = 0

    def append(self, text: str) -> None:
        self.chunks.append(text)
        self.kept += len(text)
        self.total += len(text)
        while self.kept - len(self.chunks[0]) >= STDERR_TAIL_CHARS:
            self.kept -= len(self.chunks.popleft())

    def text(self) -> str:
        body = "".join(self.chunks)
        if self.total <= len(body):
            return body
        return f"[{self.total} characters of stderr in all; the last {len(body)} kept]\n{body}"


class Transport(Protocol):
    def send(self, line: str) -> None: ...
    def receive(self, timeout: float) -> str: ...
    def stderr_tail(self) -> str: ...
    def close(self, *, grace: float = 1.0) -> None: ...


class SubprocessTransport:
    """An engine process speaking on stdin/stdout; stderr is kept (its last
    lines) as evidence for findings. Reader and writer threads keep every
    wait bounded by the timeout, even when the engine stops reading."""

    def __init__(self, argv: list[str]) -> None:
        self.argv = argv
        # OSError (missing executable, permissions) propagates to the caller.
        # A session of its own lets a kill reach the engine's own children too.
        self._proc = subprocess.Popen(
            argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True, encoding="utf-8", errors="replace", bufsize=1, start_new_session=True,
        )
        self._lines: queue.Queue[str | _Overlong | None] = queue.Queue()
        self._outbox: queue.Queue[str | None] = queue.Queue()
        self._stderr = _Tail()
        assert self._proc.stdout is not None and self._proc.stderr is not None
        self._start(self._pump_lines, self._proc.stdout, self._lines.put)
        self._stderr_reader = self._start(self._pump_chunks, self._proc.stderr, self._stderr.append)
        self._start(self._write_loop)

    @staticmethod
    def _start(target: Any, *args: Any) -> threading.Thread:
        thread = threading.Thread(target=target, args=args, daemon=True)
        thread.start()
        return thread

    @staticmethod
    def _pump_lines(stream: IO[str], sink: Any) -> None:
        """Whole lines, each bounded: an overlong one is drained and reported by size."""
        while line := stream.readline(LINE_CHARS + 1):
            if len(line) > LINE_CHARS and not line.endswith("\n"):
                size, head = len(line), line[:200]
                while (more := stream.readline(_CHUNK)) and not more.endswith("\n"):
                    size += len(more)
                sink(_Overlong(size + len(more), head))
                continue
            sink(line)
        sink(_EOF)

    @staticmethod
    def _pump_chunks(stream: IO[str], sink: Any) -> None:
        while chunk := stream.readline(_CHUNK):
            sink(chunk)

    def _write_loop(self) -> None:
        stdin = self._proc.stdin
        assert stdin is not None
        try:
            while (line := self._outbox.get()) is not None:
                stdin.write(line)
                stdin.flush()
            stdin.close()  # end of input: a polite engine exits
        except (OSError, ValueError):
            pass  # the engine is gone; the reader reports it

    def send(self, line: str) -> None:
        if self._proc.poll() is not None:
            raise TransportClosed(self._exit_note())
        self._outbox.put(line)

    def receive(self, timeout: float) -> str:
        try:
            line = self._lines.get(timeout=timeout)
        except queue.Empty:
            raise TransportTimeout(f"no reply within {timeout:g} s") from None
        if line is _EOF:
            self._lines.put(_EOF)  # stay closed for later calls
            raise TransportClosed(self._exit_note(wait=1.0) or "the engine closed its output")
        if isinstance(line, _Overlong):
            raise TransportOverlong(line.size, line.head)
        return line

    def _exit_note(self, *, wait: float = 0.0) -> str:
        try:
            code = self._proc.wait(timeout=wait) if wait else self._proc.poll()
        except subprocess.TimeoutExpired:
            code = None
        return "" if code is None else f"the engine exited with status {code}"

    def stderr_tail(self) -> str:
        if self._proc.poll() is not None:
            # The process is gone: let the reader drain what it wrote last.
            self._stderr_reader.join(timeout=1.0)
        return self._stderr.text()

    def close(self, *, grace: float = 1.0) -> None:
        """Stop the process: end its input, wait up to ``grace`` seconds, then
        kill it and anything it started."""
        self._outbox.put(None)
        try:
            self._proc.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            self._kill()

    def _kill(self) -> None:
        if os.name == "posix":
            try:
                os.killpg(self._proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        else:
            self._proc.kill()
        self._proc.wait()


class Script:
    """Special scripted replies for the fake transport."""

    CLOSE = "<close>"
    """The engine dies instead of replying."""
    SILENCE = "<silence>"
    """The engine never replies (a hang)."""


@dataclass
class _Step:
    request: dict[str, Any]
    replies: tuple[Any, ...]


@dataclass
class ScriptedTransport:
    """A fake engine: each sent request must equal the next expected one, and
    releases that expectation's scripted replies (messages, raw lines, or
    ``Script`` markers)."""

    stderr: str = ""
    steps: deque[_Step] = field(default_factory=deque)
    pending: deque[Any] = field(default_factory=deque)
    closed: bool = False

    def expect(self, request: dict[str, Any], *replies: Any) -> None:
        self.steps.append(_Step(request, replies))

    def send(self, line: str) -> None:
        if self.closed:
            raise TransportClosed("the fake engine is closed")
        if not self.steps:
            raise AssertionError(f"unexpected request: {line.strip()}")
        step = self.steps.popleft()
        sent = json.loads(line)
        if sent != step.request:
            raise AssertionError(f"expected request {step.request!r}, got {sent!r}")
        self.pending.extend(step.replies)

    def receive(self, timeout: float) -> str:
        if self.closed:
            raise TransportClosed("the fake engine is closed")
        if not self.pending:
            raise TransportTimeout("the script has no reply here")
        reply = self.pending.popleft()
        if reply == Script.SILENCE:
            raise TransportTimeout("scripted silence")
        if reply == Script.CLOSE:
            self.closed = True
            raise TransportClosed("the fake engine exited")
        return reply if isinstance(reply, str) else json.dumps(reply) + "\n"

    def stderr_tail(self) -> str:
        return self.stderr

    def close(self, *, grace: float = 1.0) -> None:
        self.closed = True

    def assert_done(self) -> None:
        """Every expected request was sent and every reply consumed."""
        assert not self.steps, f"requests never sent: {[s.request for s in self.steps]}"
        assert not self.pending, f"replies never read: {list(self.pending)}"
