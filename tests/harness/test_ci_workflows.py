"""The CI files shipped for engine authors (docs/ci/): parsed, checked for
what they must hold, and their commands run locally in order with two shards;
the merged verdicts must equal one unsharded run's."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

CI = Path(__file__).parents[2] / "docs" / "ci"
ENGINE = "mutant:apnap-reversed"
EXAMPLES = "4"
KNOWN = """apnap-stacking-order:
  reason: triggers are stacked in reverse APNAP order
  link: https://example.org/issues/1
"""
# The expressions of the GitHub workflow, as they evaluate on a push for shard K.
EXPRESSIONS = {
    "github.event_name": "push",
    "github.run_id": "1",
    "github.event_name == 'pull_request' && '1' || '0'": "0",
}


def load(name: str) -> dict[str, Any]:
    return yaml.safe_load((CI / name).read_text(encoding="utf-8"))


def overrides(workspace: Path, job: str) -> dict[str, str]:
    """What this test changes in the files' variables: a mutant engine with
    a known failure, a tiny budget, and a fresh (empty-cache) database per job."""
    return {"ENGINE": ENGINE, "EXAMPLES": EXAMPLES, "EXPECTATIONS": str(workspace / "known.yaml"),
            "MTGCONF_EXAMPLE_DB": str(workspace / f"db-{job}"), "PATH": os.path.dirname(sys.executable)
            + os.pathsep + os.environ["PATH"]}


def verdicts(results: Path) -> dict[str, str]:
    data = json.loads(results.read_text())
    return {f"{kind}:{r['id']}": r["status"] for kind in ("properties", "fixtures") for r in data[kind]}


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("ci")
    (folder / "known.yaml").write_text(KNOWN, encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def unsharded(workspace: Path) -> dict[str, str]:
    env = {**os.environ, **overrides(workspace, "unsharded")}
    subprocess.run(["mtgconf", "run", "--engine", ENGINE, "--examples", EXAMPLES, "--seed", "0",
                    "--expectations", env["EXPECTATIONS"], "--report-dir", "unsharded"],
                   cwd=workspace, env=env, check=False, capture_output=True)
    found = verdicts(workspace / "unsharded" / "results.json")
    assert "xfail" in found.values() and "fail" in found.values(), "the mutant is not seen at all"
    return found


def is_install(command: str) -> bool:
    return "pip install" in command


def assert_installs_from_the_repository(commands: list[str]) -> None:
    installs = [c for c in commands if "mtg-conformance" in c]
    assert installs and all(re.search(r'"mtg-conformance(\[[a-z,]+\])? @ git\+', c) for c in installs), installs


def bash(script: str, cwd: Path, env: dict[str, str]) -> int:
    return subprocess.run(["bash", "-e", "-c", script], cwd=cwd, env=env, capture_output=True).returncode


# GitHub Actions -----------------------------------------------------------------

def substitute(text: str, shard: int | None) -> str:
    def value(match: re.Match[str]) -> str:
        expr = match[1].strip()
        if expr == "matrix.shard" and shard is not None:
            return str(shard)
        assert expr in EXPRESSIONS, f"an expression this test does not know: {expr}"
        return EXPRESSIONS[expr]

    return re.sub(r"\$\{\{(.*?)\}\}", value, text)


def run_github_job(job: dict[str, Any], workflow_env: dict[str, str], workspace: Path, shard: int | None,
                   name: str) -> None:
    env = {**os.environ, **{k: substitute(str(v), shard) for k, v in workflow_env.items()},
           **overrides(workspace, name)}
    for step in job["steps"]:
        uses = step.get("uses", "")
        with_ = {k: substitute(str(v), shard) for k, v in step.get("with", {}).items()}
        if "run" in step and not is_install(step["run"]):
            bash(substitute(step["run"], shard), workspace, env)
        elif uses.startswith("actions/upload-artifact"):
            target = workspace / "artifacts" / with_["name"]
            for line in with_["path"].split():
                source = workspace / line
                if source.is_dir():
                    shutil.copytree(source, target, dirs_exist_ok=True)
                elif source.is_file():
                    target.mkdir(parents=True, exist_ok=True)
                    shutil.copy(source, target / source.name)
        elif uses.startswith("actions/download-artifact"):
            for found in sorted((workspace / "artifacts").glob(with_["pattern"])):
                shutil.copytree(found, workspace / with_["path"] / found.name, dirs_exist_ok=True)


def test_the_github_workflow_holds_what_an_engine_author_needs() -> None:
    flow = load("github-actions.yml")
    shard, merge = flow["jobs"]["shard"], flow["jobs"]["merge"]
    assert len(shard["strategy"]["matrix"]["shard"]) == int(flow["env"]["SHARDS"])
    runs = [s["run"] for job in (shard, merge) for s in job["steps"] if "run" in s]
    assert_installs_from_the_repository(runs)
    (command,) = [r for r in runs if "mtgconf run" in r]
    assert '--shard "${{ matrix.shard }}/$SHARDS" --workers auto' in command and "--expectations" in command
    assert any("mtgconf merge" in r for r in runs)
    assert merge["needs"] == "shard" and merge["if"] == "always()"
    uploaded = [s["with"]["path"] for s in merge["steps"] if s.get("uses", "").startswith("actions/upload-artifact")]
    assert "index.html" in uploaded[0] and "junit.xml" in uploaded[0]
    assert any(s.get("uses", "").startswith("actions/cache") for s in shard["steps"])
    assert "MTGCONF_EXAMPLE_DB_READONLY" in flow["env"]


def test_the_github_workflow_run_with_two_shards_merges_to_the_unsharded_verdicts(
        workspace: Path, unsharded: dict[str, str]) -> None:
    flow = load("github-actions.yml")
    for k in flow["jobs"]["shard"]["strategy"]["matrix"]["shard"]:
        run_github_job(flow["jobs"]["shard"], flow["env"], workspace, k, f"gh-shard-{k}")
    run_github_job(flow["jobs"]["merge"], flow["env"], workspace, None, "gh-merge")
    report = workspace / "artifacts" / "mtgconf-report"
    assert (report / "index.html").is_file() and (report / "junit.xml").is_file()
    assert verdicts(report / "results.json") == unsharded


# GitLab CI --------------------------------------------------------------------

def test_the_gitlab_pipeline_run_with_two_shards_merges_to_the_unsharded_verdicts(
        workspace: Path, unsharded: dict[str, str]) -> None:
    pipeline = load("gitlab-ci.yml")
    shard, merge = pipeline["shard"], pipeline["merge"]
    assert_installs_from_the_repository(shard["script"] + merge["script"])
    assert merge["artifacts"]["reports"]["junit"] == "reports/merged/junit.xml"
    lab = workspace / "gitlab"
    (lab).mkdir()
    total = shard["parallel"]
    for k in range(1, total + 1):
        env = {**os.environ, **pipeline["variables"], **overrides(workspace, f"gl-shard-{k}"),
               "CI_NODE_INDEX": str(k), "CI_NODE_TOTAL": str(total)}
        bash("\n".join(c for c in shard["script"] if not is_install(c)), lab, env)
    env = {**os.environ, **pipeline["variables"], **overrides(workspace, "gl-merge")}
    bash("\n".join(c for c in merge["script"] if not is_install(c)), lab, env)
    assert (lab / "reports" / "merged" / "index.html").is_file()
    assert verdicts(lab / "reports" / "merged" / "results.json") == unsharded
