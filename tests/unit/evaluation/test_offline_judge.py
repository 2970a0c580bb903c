"""The offline judge answers from keywords, deterministically, and says it is offline."""

from __future__ import annotations

import json

from application.evaluation.prompts import judge_request, precondition_request
from domain.evaluation.rule_ref import parse_rule
from domain.evaluation.turns import Turn
from infrastructure.llm.offline import OFFLINE_NOTICE
from infrastructure.llm.offline_responders.evaluation import answer_judge, answer_precondition
from tests.support.evaluation import registry

TURNS = (
    Turn(1, "孩子太矮", "请问您是为谁咨询？"),
    Turn(2, "不需要，别打电话了", "好的"),
    Turn(3, "嗯", "那加个微信吧？"),
)


def test_the_offline_precondition_scan_finds_every_turn_with_a_refusal() -> None:
    answer = json.loads(answer_precondition(precondition_request("用户拒绝给出电话", TURNS)))
    assert answer["met_turns"] == [2]
    assert OFFLINE_NOTICE in answer["reason"]


def test_an_unknown_precondition_is_never_met_and_the_reason_says_why() -> None:
    answer = json.loads(answer_precondition(precondition_request("用户提到火星", TURNS)))
    assert answer["met_turns"] == []
    assert "no keyword rule" in answer["reason"]


def test_the_offline_judge_looks_only_at_the_judged_replies() -> None:
    rule = registry().get("ask_wechat")
    ref = parse_rule("multi_turn:N_th:conv:ask_wechat")
    hit = json.loads(answer_judge(judge_request(rule, ref, TURNS, [3])))
    miss = json.loads(answer_judge(judge_request(rule, ref, TURNS, [2])))
    assert (hit["triggered"], hit["score"], hit["evidence_turn"]) == (True, 1.0, 3)
    assert (miss["triggered"], miss["score"], miss["evidence_turn"]) == (False, 0.0, None)
