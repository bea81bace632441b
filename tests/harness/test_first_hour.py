"""The CLI driven as a new user drives it: in a real terminal (a pseudo-terminal
from the ``pty`` module) and through pipes, with the installed ``mtgconf``
command, each run in a fresh directory.

A failing run shows each failure with its replay command, and that command,
pasted into a shell as printed, shows the failure again and exits 1.
"""
from __future__ import annotations

import os
import pty
import re
import select
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from mtgconf.runner.select import matches_rule_prefix
from properties.registry import all_properties

BIN = Path(sys.executable).parent
MTGCONF = str(BIN / "mtgconf")
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
FAILING = ["run", "--engine", "mutant:no-look-back", "--rules", "603.10a", "--examples", "30", "--workers", "1"]


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    env["PATH"] = os.pathsep.join([str(BIN), env.get("PATH", "")])
    return {**env, **extra}


def _in_terminal(argv: list[str], cwd: Path, columns: int = 120) -> tuple[int, str]:
    """Run ``argv`` with a pseudo-terminal as its stdin, stdout and stderr."""
    pid, fd = pty.fork()
    if pid == 0:  # the child: become the program, in a terminal COLUMNS wide
        try:
            os.chdir(cwd)
            os.execve(argv[0], argv, _env(COLUMNS=str(columns), TERM="xterm-256color"))
        finally:
            os._exit(127)
    chunks = []
    while True:
        ready, _, _ = select.select([fd], [], [], 300)
        if not ready:
            break
        try:
            chunk = os.read(fd, 65536)
        except OSError:  # the child closed the terminal
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.close(fd)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status), b"".join(chunks).decode("utf-8", "replace")


def _replays(text: str) -> list[str]:
    return [line.split("replay:", 1)[1].strip() for line in ANSI.sub("", text).splitlines() if "replay: " in line]


def test_in_a_terminal_each_failure_shows_a_replay_command_that_replays_it(tmp_path: Path) -> None:
    code, screen = _in_terminal([MTGCONF, *FAILING], tmp_path)
    text = ANSI.sub("", screen)
    assert code == 1, screen
    assert "━" in screen  # the live progress bar was drawn
    assert "properties" in text and "fixtures" in text and "failures (" in text
    assert "leaves-triggers-look-back" in text and "603.10a" in text
    assert "index.html" in text and "results.json" in text and "junit.xml" in text
    assert "next: " in text
    commands = _replays(screen)
    assert len(commands) >= 2 and all(c.startswith("mtgconf replay ") for c in commands)
    for command in commands:  # pasted into a shell, exactly as printed
        replay = subprocess.run(command, shell=True, cwd=tmp_path, env=_env(), capture_output=True, text=True,
                                timeout=120)
        assert replay.returncode == 1, command + "\n" + replay.stdout + replay.stderr
        assert "[FAIL]" in replay.stdout and "stack (top first)" in replay.stdout
    assert not (tmp_path / ".hypothesis").exists()  # Hypothesis's files went under the report dir


def test_in_a_pipe_or_ci_the_same_summary_comes_as_plain_lines(tmp_path: Path) -> None:
    run = subprocess.run([MTGCONF, *FAILING], cwd=tmp_path, env=_env(CI="true"), capture_output=True, text=True,
                         timeout=300)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "\x1b[" not in run.stdout and "\r" not in run.stdout  # no animation, no colour
    lines = run.stdout.splitlines()
    assert lines[-1].startswith("properties: ") and "; fixtures: " in lines[-1]
    selected = sum(1 for r in all_properties() if matches_rule_prefix(r.rules, "603.10a"))
    assert any(line.startswith("properties: ") and f"(of {selected})" in line for line in lines)
    commands = _replays(run.stdout)
    assert commands and commands == _replays(run.stdout.replace("\n\n", "\n"))
    replay = subprocess.run(commands[0], shell=True, cwd=tmp_path, env=_env(), capture_output=True, text=True,
                            timeout=120)
    assert replay.returncode == 1 and "[FAIL]" in replay.stdout


HIDE_PHASE = '''\
import sys

class _NoPhase:
    """As if the phase extra were not installed."""

    def find_spec(self, name, path=None, target=None):
        if name == "phase" or name.startswith("phase."):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None

sys.meta_path.insert(0, _NoPhase())
'''


@pytest.mark.parametrize("argv", [
    [MTGCONF, "run", "--engine", "phase", "--examples", "2"],
    [MTGCONF, "engines", "--check", "phase"],
    [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--mtg-engine", "phase"],  # the plugin
], ids=["run", "engines-check", "pytest-plugin"])
def test_an_engine_whose_package_is_missing_exits_3_with_the_install_hint(tmp_path: Path, argv: list[str]) -> None:
    hide = tmp_path / "hide"
    hide.mkdir()
    (hide / "sitecustomize.py").write_text(HIDE_PHASE)
    env = _env(PYTHONPATH=os.pathsep.join([str(hide), os.environ.get("PYTHONPATH", "")]), CI="true")
    run = subprocess.run(argv, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    out = run.stdout + run.stderr
    assert run.returncode == 3, out
    assert "pip install '.[phase]'" in out
    assert "Traceback" not in out and out.count("No module named") == 1


def test_a_reader_that_closes_the_pipe_early_gets_no_traceback(tmp_path: Path) -> None:
    read, write = os.pipe()
    os.close(read)  # like `| head -1` after its line: every write now fails
    try:
        run = subprocess.run([MTGCONF, "list"], stdout=write, stderr=subprocess.PIPE, text=True, timeout=120)
    finally:
        os.close(write)
    assert run.stderr == "" and run.returncode == 141
    shell = subprocess.run(f"{shlex.quote(MTGCONF)} list | head -1", shell=True, capture_output=True, text=True,
                           timeout=120)
    assert shell.stderr == "" and len(shell.stdout.splitlines()) == 1


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ["CR 603.10a:", "Properties (", "leaves-triggers-look-back", "mutant:no-look-back",
            "reference_engine/rules/", "Saved counterexamples ("]),
    ("fr", ["CR 603.10a\u00a0:", "Propriétés (", "regardent en arrière", "mutant:no-look-back",
            "Moteur de référence", "Contre-exemples enregistrés ("]),
])
def test_explain_a_clause_in_english_and_french(tmp_path: Path, lang: str, words: list[str]) -> None:
    run = subprocess.run([MTGCONF, "explain", "603.10a", "--lang", lang], cwd=tmp_path, env=_env(),
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    for word in words:
        assert word in run.stdout, (word, run.stdout)


def test_help_is_for_users() -> None:
    run = subprocess.run([MTGCONF, "--help"], env=_env(), capture_output=True, text=True, timeout=60)
    assert run.returncode == 0
    assert "``" not in run.stdout and "mtgconf.commands" not in run.stdout
    assert "conformance suite" in run.stdout and "exit codes" in run.stdout and "explain" in run.stdout
