"""The policy that turns the local screen's and the judge's says into one verdict."""

from __future__ import annotations

import pytest

from domain.moderation.categories import Category, Finding
from domain.moderation.policy import (
    Circumstances,
    FailureRule,
    decide,
    needs_judge,
    raises_risk,
)
from domain.moderation.verdict import Decision, JudgeOpinion, verdict_from

NO_ROUTE = Circumstances("none")
MEDIUM = Circumstances("medium")
METHOD = Finding(Category.SELF_HARM_METHOD, "吃一整瓶", "patterns")
CONTACT = Finding(Category.CONTACT_REQUEST, "你的手机号是多少", "patterns")
TALKS_OUT = Finding(Category.DISCOURAGES_HELP, "热线没什么用", "judge")
SILENT = JudgeOpinion((), "judge", "no verdict within 4 s")


def test_a_reply_the_screen_cleared_is_allowed_without_the_judge() -> None:
    verdict = decide("local", (), True, None, NO_ROUTE, FailureRule.WITHHOLD)
    assert verdict.decision is Decision.ALLOW
    assert verdict.layers == ("local",)
    assert not needs_judge((), True, NO_ROUTE)


def test_a_reply_the_screen_flagged_is_withheld_and_the_judge_is_not_needed() -> None:
    verdict = decide("local", (METHOD,), False, None, NO_ROUTE, FailureRule.ALLOW)
    assert verdict.decision is Decision.WITHHOLD
    assert verdict.categories == (Category.SELF_HARM_METHOD,)
    assert not needs_judge((METHOD,), False, NO_ROUTE)


def test_only_a_reply_neither_flagged_nor_cleared_goes_to_the_judge() -> None:
    assert needs_judge((), False, NO_ROUTE)


def test_the_judges_findings_withhold_an_undecided_reply() -> None:
    opinion = JudgeOpinion((Finding(Category.DIAGNOSIS, "你这是抑郁症", "judge"),), "judge")
    verdict = decide("local", (), False, opinion, NO_ROUTE, FailureRule.ALLOW)
    assert verdict.decision is Decision.WITHHOLD
    assert verdict.layers == ("local", "judge")
    assert "judge" in verdict.reason


def test_a_judge_that_finds_nothing_lets_an_undecided_reply_through() -> None:
    verdict = decide("local", (), False, JudgeOpinion((), "judge"), NO_ROUTE, FailureRule.WITHHOLD)
    assert verdict.decision is Decision.ALLOW
    assert verdict.layers == ("local", "judge")


@pytest.mark.parametrize(("rule", "circumstances", "decision"), [
    (FailureRule.ALLOW, MEDIUM, Decision.ALLOW),
    (FailureRule.WITHHOLD, NO_ROUTE, Decision.WITHHOLD),
    (FailureRule.WITHHOLD_AT_RISK, NO_ROUTE, Decision.ALLOW),
    (FailureRule.WITHHOLD_AT_RISK, MEDIUM, Decision.WITHHOLD),
    (FailureRule.WITHHOLD_AT_RISK, Circumstances("high"), Decision.WITHHOLD),
])
def test_a_silent_judge_leaves_an_undecided_reply_to_the_failure_rule(
    rule: FailureRule, circumstances: Circumstances, decision: Decision
) -> None:
    verdict = decide("local", (), False, SILENT, circumstances, rule)
    assert verdict.decision is decision
    assert verdict.notes == ("judge: no verdict within 4 s",)


def test_asking_for_contact_data_is_no_finding_when_the_action_asks_for_it() -> None:
    asks = Circumstances("none", asks_contact=True)
    assert decide("local", (CONTACT,), False, None, asks, FailureRule.WITHHOLD).said_as_written
    assert not decide("local", (CONTACT,), False, None, NO_ROUTE, FailureRule.ALLOW) \
        .said_as_written


def test_talking_someone_out_of_help_counts_only_on_a_medium_or_high_route() -> None:
    opinion = JudgeOpinion((TALKS_OUT,), "judge")
    assert decide("local", (), False, opinion, NO_ROUTE, FailureRule.WITHHOLD).said_as_written
    assert decide("local", (), False, opinion, MEDIUM, FailureRule.ALLOW).decision \
        is Decision.WITHHOLD


def test_only_a_reply_kept_back_for_self_harm_content_raises_the_users_risk() -> None:
    withheld = decide("local", (METHOD,), False, None, NO_ROUTE, FailureRule.ALLOW)
    contact = decide("local", (CONTACT,), False, None, NO_ROUTE, FailureRule.ALLOW)
    assert raises_risk(withheld) and not raises_risk(contact)


def test_a_verdict_read_back_from_its_event_payload_is_the_same_verdict() -> None:
    opinion = JudgeOpinion((TALKS_OUT,), "judge")
    verdict = decide("local", (METHOD,), False, opinion, MEDIUM, FailureRule.ALLOW)
    assert verdict_from(verdict.as_payload()) == verdict
