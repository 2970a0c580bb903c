"""A batch's results as QA reads them (issue #19): pass rate per rule over judged entries, the
distributions of the resolved N and the precondition turn, the entries not judged with their
reasons, and every entry as a CSV row a spreadsheet opens safely."""

from __future__ import annotations

import csv
import io
from typing import Any

import pytest

from application.evaluation.batch_report import csv_text, rule_reports
from application.evaluation.prompts import PRECONDITION_PURPOSE
from application.llm.port import LLMRequest
from domain.evaluation.run import EvaluationRun
from tests.support.evaluation import REFUSES_PHONE, TENANT, conversation, messages, service
from tests.support.fakes import ScriptedLLM

ASK_WECHAT = "multi_turn:N_th:conv:ask_wechat"
pytestmark = pytest.mark.anyio


def _judge(met: dict[str, list[int]], triggered_at: set[int]) -> ScriptedLLM:
    """Preconditions met where ``met`` says; a judged turn triggers when it is in the set."""

    def answer(request: LLMRequest) -> dict[str, Any]:
        if request.purpose == PRECONDITION_PURPOSE:
            key = request.facts["precondition"]
            return {"met_turns": met.get(key, []), "reason": "scripted"}
        turn = request.facts["judged_turns"][-1]
        hit = turn in triggered_at
        reason = f"turn {turn}"
        return {"triggered": hit, "score": int(hit), "reason": reason, "evidence_turn": turn}

    return ScriptedLLM(default=answer)


async def _runs(*conversations: tuple[int, list[int]]) -> list[EvaluationRun]:
    """One run per (turns, turns where the refusal is met); the judge triggers on turn 4 only."""
    runs = []
    for number, (turns, met) in enumerate(conversations):
        evaluation = service(_judge({REFUSES_PHONE: met}, {4}))
        conv = conversation(messages(turns), (ASK_WECHAT, "auto"))
        conv["key"] = f"conv-{number}"
        report = await evaluation.evaluate(conv, tenant_id=TENANT)
        assert report.run_id is not None
        runs.append(evaluation.run(report.run_id, tenant_id=TENANT))
    return runs


async def test_a_rule_reports_its_pass_rate_distributions_and_what_was_not_judged() -> None:
    runs = await _runs((6, [3]), (6, [3]), (6, [4]), (6, []))
    [report] = [r.as_json() for r in rule_reports(runs)]
    assert report["rule"] == ASK_WECHAT
    assert (report["judged"], report["passed"], report["failed"]) == (3, 2, 1)
    assert report["passRate"] == pytest.approx(2 / 3)
    assert report["skipped"] + report["errors"] == 1
    assert report["nDistribution"] == [
        {"value": 4, "count": 2}, {"value": 5, "count": 1}, {"value": None, "count": 1},
    ]
    assert report["preconditionTurnDistribution"][:2] == [
        {"value": 3, "count": 2}, {"value": 4, "count": 1},
    ]
    [missed] = report["notJudged"]
    assert missed["key"] == "conv-3" and missed["reason"]


async def test_the_csv_has_a_row_per_entry_and_keeps_formulas_as_text() -> None:
    runs = await _runs((6, [3]), (6, []))
    runs[0].key = "=HYPERLINK(\"http://x\")"
    rows = list(csv.reader(io.StringIO(csv_text(runs).lstrip("\ufeff"))))
    assert rows[0][:4] == ["runId", "key", "rule", "status"]
    assert len(rows) == 3
    assert rows[1][1].startswith("'="), "a key that looks like a formula stays text"
    assert rows[1][3] == "judged" and rows[1][6] == "4"
    assert csv_text(runs).startswith("\ufeff")
