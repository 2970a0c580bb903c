"""``heartrule risk ...`` through the real CLI app, on a SQLite file store."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from adapters.cli.main import app


@pytest.fixture(autouse=True)
def file_store(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HEARTRULE_STORE", "sqlite")
    monkeypatch.setenv("HEARTRULE_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("HEARTRULE_LLM_BASE_URL", raising=False)
    monkeypatch.delenv("HEARTRULE_RISK_SCORER_URL", raising=False)


def invoke(*args: str, stdin: str | None = None) -> list[dict[str, Any]]:
    result = CliRunner().invoke(app, ["risk", *args], input=stdin)
    assert result.exit_code == 0, result.output
    return [json.loads(line) for line in result.stdout.splitlines() if line.strip()]


def test_risk_score_prints_each_layers_score_and_evidence_and_the_deciding_layer() -> None:
    [line] = invoke("score", "我真的不想活了")
    assert line["level"] == "medium" and 0.70 <= float(line["score"]) < 0.95
    assert line["decided_by"] == "rules"
    rules, learned, judge = line["layers"]
    assert rules["layer"] == "rules" and rules["level"] == "medium"
    assert "turn 1: 不想活 [passive_ideation]" in rules["evidence"]
    assert learned["layer"] == "learned" and learned["evidence"][0].startswith("turn 1: learned")
    # the offline model is no judge: the layer says so instead of pretending
    assert (judge["layer"], judge["score"], judge["level"]) == ("judge", None, "not scored")
    assert "not configured" in judge["evidence"][0]


def test_risk_score_names_both_turns_of_a_plan_split_over_two_messages() -> None:
    [line] = invoke("score", "药我已经偷偷攒够了", "等下周一爸妈都上班的时候")
    assert line["level"] == "high"
    evidence = " ".join(line["evidence"])
    assert "(turn 1)" in evidence and "(turn 2)" in evidence


def test_risk_score_reads_json_lines_and_prints_one_line_each() -> None:
    stdin = "\n".join(json.dumps(x, ensure_ascii=False) for x in (
        {"id": "a", "text": "I want to kill myself"}, {"text": "我不想死"},
        {"texts": ["我想", "死"]}))
    lines = invoke("score", stdin=stdin)
    assert [(x.get("id"), x["level"]) for x in lines] == [
        ("a", "high"), (None, "none"), (None, "medium")]


def test_risk_assess_then_history_shows_the_route_with_reasons() -> None:
    [assessment] = invoke("assess", "--user", "u1", "--phq9", "1,1,1,1,1,0,0,0,2",
                          "--gad7", "0,0,0,0,0,0,0")
    assert (assessment["route"], assessment["rigid_score"]) == ("high", 1.0)
    assert "phq9_item9=2" in str(assessment["reason"])
    history = invoke("history", "u1")
    assert [h["event"] for h in history] == ["RouteEstablished", "QuestionnairesAssessed"]
    assert history[0]["details"]["route_source"] == "questionnaire"


def test_risk_assess_refuses_an_invalid_questionnaire() -> None:
    result = CliRunner().invoke(app, ["risk", "assess", "--user", "u1", "--gad7", "0,0,9"])
    assert result.exit_code == 2
    assert "GAD-7 has 7 items" in result.output


def test_risk_safety_script_prints_the_hotline_for_the_locale() -> None:
    result = CliRunner().invoke(app, ["risk", "safety-script", "--locale", "en"])
    assert result.exit_code == 0 and "988" in result.stdout


def test_risk_score_refuses_a_text_over_the_limit_with_exit_2() -> None:
    result = CliRunner().invoke(app, ["risk", "score", "嗯" * 4001])
    assert result.exit_code == 2
    assert "4000 characters" in result.output
