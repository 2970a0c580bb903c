"""The conversation CLI end to end: demo, replay, validate, schema, timeline, calls, chat."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from adapters.cli.main import app
from infrastructure.settings import ROOT

SCRIPTS = ROOT / "config" / "scripts"
SESSION_ID = re.compile(r"session id: ([0-9a-f-]{36})")


@pytest.fixture(autouse=True)
def sqlite_in_tmp(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HEARTRULE_STORE", "sqlite")
    monkeypatch.setenv("HEARTRULE_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("HEARTRULE_LLM_BASE_URL", raising=False)


def _demo_session() -> str:
    result = CliRunner().invoke(app, ["demo"])
    assert result.exit_code == 0, result.output
    found = SESSION_ID.search(result.stdout)
    assert found, result.stdout
    return found.group(1)


def test_demo_completes_and_prints_a_session_id() -> None:
    result = CliRunner().invoke(app, ["demo"])
    assert result.exit_code == 0, result.output
    assert "completed" in result.output
    assert "离线" in result.stdout
    assert SESSION_ID.search(result.stdout)


def test_replay_prints_the_transcript_and_every_exit_decision() -> None:
    session_id = _demo_session()
    result = CliRunner().invoke(app, ["replay", session_id])
    assert result.exit_code == 0, result.output
    assert "session_started" in result.stdout
    assert "user" in result.stdout and "什么是ABC模型？" in result.stdout
    assert "exit_decided" in result.stdout
    assert "exit (exit_criteria)" in result.stdout
    assert "continue (" in result.stdout
    assert "completed" in result.stdout


def test_replay_at_a_version_shows_the_session_as_it_stood() -> None:
    session_id = _demo_session()
    result = CliRunner().invoke(app, ["replay", session_id, "--at-version", "3", "--json"])
    assert result.exit_code == 0, result.output
    audit = json.loads(result.stdout)
    assert audit["version"] == 3
    assert audit["latest_version"] > 3
    assert audit["status"] == "running"
    assert audit["transcript"] == []


def test_replay_of_an_unknown_session_fails_clearly() -> None:
    result = CliRunner().invoke(app, ["replay", "00000000-0000-0000-0000-00000000abcd"])
    assert result.exit_code == 1
    assert "cannot replay session" in result.output


def test_validate_accepts_the_shipped_scripts() -> None:
    result = CliRunner().invoke(
        app, ["validate", str(SCRIPTS / "abc-model.yaml"), str(SCRIPTS / "abc-practice.yaml")]
    )
    assert result.exit_code == 0, result.output
    assert result.stdout.count("ok: ") == 2


def test_validate_rejects_a_bad_script_with_file_and_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "sessions:\n  - session: s\n    phases:\n      - phase: p\n        steps:\n"
        "          - topic: t\n            actions:\n              - type: ai_say\n"
        "                content: x\n                max_round: 3\n",
        encoding="utf-8",
    )
    result = CliRunner().invoke(app, ["validate", str(bad)])
    assert result.exit_code == 1
    assert f"{bad}:10:" in result.output.replace("\n", "")
    assert "max_round" in result.output


def test_schema_prints_the_json_schema_of_a_script() -> None:
    result = CliRunner().invoke(app, ["schema"])
    assert result.exit_code == 0, result.output
    schema = json.loads(result.stdout)
    assert "sessions" in schema["properties"]
    assert {"AiSay", "AiAsk", "ShowForm"} <= set(schema["$defs"])


def test_timeline_prints_a_read_model_as_json() -> None:
    session_id = _demo_session()
    result = CliRunner().invoke(app, ["timeline", session_id, "--view", "exitHistory"])
    assert result.exit_code == 0, result.output
    history = json.loads(result.stdout)
    assert history[-1]["decision"]["should_exit"] is True
    snapshots = CliRunner().invoke(app, ["timeline", session_id, "--view", "scopeSnapshots"])
    assert set(json.loads(snapshots.stdout)) == {"p0.t0", "p0"}


def test_timeline_refuses_an_unknown_view() -> None:
    result = CliRunner().invoke(
        app, ["timeline", "00000000-0000-0000-0000-000000000001", "--view", "x"]
    )
    assert result.exit_code == 1
    assert "unknown view" in result.output


def test_calls_lists_every_llm_call_of_a_session() -> None:
    session_id = _demo_session()
    result = CliRunner().invoke(app, ["calls", session_id])
    assert result.exit_code == 0, result.output
    lines = [line for line in result.stdout.splitlines() if "ai_say.mainline_a" in line]
    assert len(lines) >= 2
    assert all("offline" in line and "attempt 1" in line for line in lines)


def test_chat_is_driven_through_stdin_and_can_be_replayed() -> None:
    script = SCRIPTS / "abc-model.yaml"
    result = CliRunner().invoke(app, ["chat", str(script)], input="什么是ABC？\n\n/quit\n")
    assert result.exit_code == 0, result.output
    found = SESSION_ID.search(result.stdout)
    assert found, result.output
    assert "the message is empty" in result.output
    replayed = CliRunner().invoke(app, ["replay", found.group(1), "--json"])
    transcript = json.loads(replayed.stdout)["transcript"]
    assert [m["text"] for m in transcript if m["role"] == "user"] == ["什么是ABC？"]


def test_chat_fills_a_form_through_stdin(tmp_path: Path) -> None:
    script = tmp_path / "form.yaml"
    script.write_text(
        "sessions:\n  - session: s\n    phases:\n      - phase: p\n        steps:\n"
        "          - topic: t\n            actions:\n              - type: show_form\n"
        "                title: 打分\n                fields:\n"
        "                  - name: 分数\n                    label: 分数\n"
        "                    kind: number\n",
        encoding="utf-8",
    )
    result = CliRunner().invoke(app, ["chat", str(script)], input="7\n")
    assert result.exit_code == 0, result.output
    assert "completed" in result.output


VARIABLES_SCRIPT = """\
sessions:
  - session: s
    declare:
      - var: 用户名
        value: 小明
    phases:
      - phase: p
        steps:
          - topic: t
            actions:
              - type: ai_ask
                content: "{用户名}，你的{爱好}是什么？"
                output:
                  - get: 爱好
              - type: ai_say
                subtype: {subtype}
                content: |
                  {用户名}，我们聊聊{爱好}。
                  再说说{没人提供的变量}和{%who%}。
"""


def test_validate_reports_each_variable_nothing_provides_with_its_line(tmp_path: Path) -> None:
    script = tmp_path / "vars.yaml"
    script.write_text(VARIABLES_SCRIPT.replace("{subtype}", "introduce_concept"), "utf-8")
    result = CliRunner().invoke(app, ["validate", str(script)])
    assert result.exit_code == 0, "a variable nothing provides is a warning: the script runs"
    assert CliRunner().invoke(app, ["validate", "--strict", str(script)]).exit_code == 1
    lines = result.stderr
    assert f"{script}:19: p0.t0.a1.content: '{{没人提供的变量}}' is provided by nothing" in lines
    assert "{用户名}" not in lines and "{爱好}" not in lines and "who" not in lines
    for name in ("教育背景", "心理学知识", "学习风格"):  # the subtype's template uses them
        assert (
            f"{script}:15: p0.t0.a1.template: template ai-say/mainline-a-introduce-concept "
            f"uses '{{{name}}}', which nothing provides" in lines
        )


def test_validate_reports_a_subtype_without_a_template_group(tmp_path: Path) -> None:
    script = tmp_path / "subtype.yaml"
    script.write_text(VARIABLES_SCRIPT.replace("{subtype}", "no_such_kind"), "utf-8")
    result = CliRunner().invoke(app, ["validate", str(script)])
    assert result.exit_code == 1
    assert "prompt template 'ai-say/mainline-a-no-such-kind' does not exist" in result.stderr
    assert f"{script}:15: p0.t0.a1.template: prompt template" in result.stderr
