"""Every command that prints data prints only data on stdout, whatever the model does.

The model is a real HTTP server on 127.0.0.1 that fails in every way it can (5xx, 429, prose,
JSON of the wrong shape, HTML, a late answer); each command runs as its own process, as a
pipeline would run it, and its stdout is parsed. Logs and progress belong on stderr.
"""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.support.evaluation import conversation, spec_example
from tests.support.openai_server import OpenAIServer, Received, Reply, completion, error, running
from tests.support.params import APPROVED_DRUG_COUNT

HEARTRULE = str(Path(sys.executable).parent / "heartrule")
ASK_WECHAT = "multi_turn:N_th:conv:ask_wechat"


def _flaky_replies() -> Iterator[Reply]:
    return itertools.cycle(
        [
            error(500, "upstream exploded", kind="server_error"),
            error(429, "slow down", kind="rate_limit", headers={"Retry-After": "0"}),
            completion("当然！以下是我的分析：这不是 JSON。"),
            completion('{"unexpected": ["shape"]}'),
            Reply(status=200, raw="<html>gateway</html>"),
            completion('{"late": true}', delay_s=0.6),
        ]
    )


@pytest.fixture(scope="module")
def flaky_model() -> Iterator[OpenAIServer]:
    replies = _flaky_replies()

    def next_reply(_: Received) -> Reply:
        return next(replies)

    with running(OpenAIServer(default=next_reply)) as server:
        yield server


@pytest.fixture(scope="module")
def env(flaky_model: OpenAIServer, tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    data_dir = tmp_path_factory.mktemp("heartrule-data")
    inherited = {k: v for k, v in os.environ.items() if not k.startswith("HEARTRULE_")}
    return {
        **inherited,
        "HEARTRULE_DATA_DIR": str(data_dir),
        "HEARTRULE_STORE": "sqlite",
        "HEARTRULE_LLM_BASE_URL": flaky_model.base_url,
        "HEARTRULE_LLM_MAX_RETRIES": "2",
        "HEARTRULE_LLM_TIMEOUT_S": "0.3",
        "HEARTRULE_LLM_DEADLINE_S": "3",
        "HEARTRULE_LOG_LEVEL": "DEBUG",
    }


def heartrule(env: dict[str, str], *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [HEARTRULE, *args], env=env, input=stdin, capture_output=True, text=True, timeout=120
    )


def json_lines(stdout: str) -> list[Any]:
    return [json.loads(line) for line in stdout.splitlines()]


@pytest.fixture(scope="module")
def session_id(env: dict[str, str]) -> str:
    """A demo session played against the flaky model (its stdout is the transcript, not data)."""
    demo = heartrule(env, "demo")
    assert demo.returncode == 0, demo.stderr
    return demo.stdout.strip().splitlines()[-1].removeprefix("session id: ")


def test_evaluate_prints_only_json_lines_while_the_judge_fails(
    env: dict[str, str], tmp_path: Path
) -> None:
    rows = [conversation(spec_example(), (ASK_WECHAT, "auto"), (ASK_WECHAT, 4))] * 3
    batch = tmp_path / "batch.jsonl"
    batch.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")

    result = heartrule(env, "evaluate", str(batch))

    assert result.returncode == 1, result.stderr  # the judge never answered: every entry errored
    parsed = json_lines(result.stdout)
    assert [row["line"] for row in parsed] == [1, 2, 3]
    assert {r["status"] for row in parsed for r in row["results"]} == {"error"}


def test_evaluate_one_json_file_prints_one_json_document(
    env: dict[str, str], tmp_path: Path
) -> None:
    one = tmp_path / "one.json"
    one.write_text(json.dumps(conversation(spec_example(), (ASK_WECHAT, 4))), "utf-8")
    result = heartrule(env, "evaluate", str(one))
    assert json.loads(result.stdout)["key"] == "example_001", result.stderr


def test_params_prints_one_json_document(env: dict[str, str], tmp_path: Path) -> None:
    request = tmp_path / "request.json"
    request.write_text(
        json.dumps({"logic_property": APPROVED_DRUG_COUNT, "query": "药品数量的趋势"}), "utf-8"
    )
    result = heartrule(env, "params", str(request), "--debug")
    assert set(json.loads(result.stdout)) == {"_error"}, result.stderr


def test_session_read_commands_print_json(env: dict[str, str], session_id: str) -> None:
    replayed = json.loads(heartrule(env, "replay", session_id, "--json").stdout)
    assert replayed["session_id"] == session_id
    timeline = heartrule(env, "timeline", session_id, "--view", "exitHistory")
    assert isinstance(json.loads(timeline.stdout), list)
    calls = json_lines(heartrule(env, "calls", session_id, "--json").stdout)
    assert calls and all(call["error"] for call in calls)


def test_risk_and_schema_commands_print_json(env: dict[str, str]) -> None:
    scored = json_lines(heartrule(env, "risk", "score", "我最近睡不好").stdout)
    assert scored[0]["level"] in {"none", "medium", "high"}
    assessed = heartrule(
        env, "risk", "assess", "--user", "u1", "--tenant", "local", "--phq9", "1,1,1,1,1,1,1,1,0"
    )
    assert json.loads(assessed.stdout)["route"], assessed.stderr
    history = json_lines(heartrule(env, "risk", "history", "u1", "--tenant", "local").stdout)
    assert history
    assert json.loads(heartrule(env, "schema").stdout)["title"] == "Script"
