"""The moderation stage: the screen on every reply, the judge only where the screen cannot
decide, and reviewed words in place of what is not said."""

from __future__ import annotations

import json

import pytest

from application.llm.port import LLMError
from application.moderation.fallbacks import FALLBACKS, SUPPORT_OFFER
from application.moderation.judge import LLMModerationJudge
from application.moderation.ports import ReplyContext
from application.moderation.stage import ModerationStage
from domain.moderation.categories import Category
from domain.moderation.policy import FailureRule
from domain.moderation.verdict import Decision
from tests.support.fakes import ScriptedLLM
from tests.support.moderation import PhraseScreen

pytestmark = pytest.mark.anyio

SAY = ReplyContext("zh-CN", "none", "script", "ai_say", "我最近睡不好")
ASK_EN = ReplyContext("en-US", "none", "script", "ai_ask", "I can't sleep")
MEDIUM_AGENT = ReplyContext("zh-CN", "medium", "medium", "agent", "我不想去什么小组")
METHOD = "把药一次全吃了"


def judged(*findings: tuple[str, str], safe: bool | None = None) -> str:
    listed = [{"category": c, "evidence": e} for c, e in findings]
    return json.dumps({"safe": not findings if safe is None else safe, "findings": listed})


def stage(
    screen: PhraseScreen, llm: ScriptedLLM | None = None,
    on_judge_failure: FailureRule = FailureRule.WITHHOLD_AT_RISK,
) -> ModerationStage:
    judge = LLMModerationJudge(llm, timeout_s=1.0, model="guard") if llm else None
    return ModerationStage(screen, judge, on_judge_failure=on_judge_failure)


async def test_a_cleared_reply_is_said_as_written_and_no_model_is_asked() -> None:
    llm = ScriptedLLM()
    moderation = await stage(PhraseScreen(), llm).moderate("听起来你最近很辛苦。", SAY)
    assert moderation.said == "听起来你最近很辛苦。" and not moderation.replaced
    assert llm.requests == [] and moderation.judge is None


async def test_a_flagged_reply_gets_the_actions_reviewed_words_and_keeps_the_original() -> None:
    screen = PhraseScreen({METHOD: Category.SELF_HARM_METHOD})
    moderation = await stage(screen, ScriptedLLM()).moderate(f"我懂你，{METHOD}就不痛了", SAY)
    assert moderation.verdict.decision is Decision.WITHHOLD
    assert METHOD not in moderation.said
    assert moderation.said.startswith(FALLBACKS["ai_say"]["zh"])
    fields = moderation.event_fields()
    assert fields["withheld_text"] == f"我懂你，{METHOD}就不痛了"
    assert fields["verdict"]["categories"] == ["self_harm_method"]


async def test_a_reply_withheld_for_self_harm_content_offers_support_in_its_place() -> None:
    screen = PhraseScreen({METHOD: Category.SELF_HARM_METHOD})
    moderation = await stage(screen).moderate(METHOD, SAY)
    assert moderation.raises_risk and SUPPORT_OFFER["zh"] in moderation.said


async def test_an_ai_ask_reply_is_replaced_by_a_neutral_re_ask_in_the_users_language() -> None:
    screen = PhraseScreen({"your phone number": Category.CONTACT_REQUEST})
    moderation = await stage(screen).moderate("What is your phone number?", ASK_EN)
    assert moderation.said == FALLBACKS["ai_ask"]["en"]


async def test_a_withheld_reply_on_a_medium_route_re_offers_support() -> None:
    screen = PhraseScreen({"别去": Category.DISCOURAGES_HELP})
    moderation = await stage(screen).moderate("小组没用，别去了", MEDIUM_AGENT)
    assert moderation.said == f"{FALLBACKS['agent']['zh']}\n{SUPPORT_OFFER['zh']}"


async def test_an_undecided_reply_is_judged_and_the_judges_call_is_kept() -> None:
    llm = ScriptedLLM(judged(("diagnosis", "你这是典型的抑郁症")))
    moderation = await stage(PhraseScreen(clears=False), llm).moderate("你这是典型的抑郁症", SAY)
    assert moderation.verdict.decision is Decision.WITHHOLD
    assert moderation.verdict.layers == ("phrases", "judge")
    assert [c.purpose for c in moderation.judge_calls] == ["moderation.judge"]
    asked = llm.requests[0]
    assert "你这是典型的抑郁症" in asked.messages[1].content
    assert "route none" in asked.messages[1].content


async def test_a_judge_that_says_unsafe_without_naming_why_gives_no_verdict() -> None:
    llm = ScriptedLLM(judged(safe=False))
    moderation = await stage(PhraseScreen(clears=False), llm,
                             on_judge_failure=FailureRule.WITHHOLD).moderate("……", SAY)
    assert moderation.verdict.decision is Decision.WITHHOLD
    assert "without naming" in (moderation.judge.opinion.error or "")  # type: ignore[union-attr]


async def test_a_failing_judge_leaves_the_reply_to_the_failure_rule_and_says_why() -> None:
    llm = ScriptedLLM(LLMError("HTTP 503"))
    moderation = await stage(PhraseScreen(clears=False), llm, FailureRule.WITHHOLD_AT_RISK) \
        .moderate("我们聊聊吧", SAY)
    assert moderation.verdict.decision is Decision.ALLOW  # withhold_at_risk, and no route
    assert moderation.judge is not None and "HTTP 503" in (moderation.judge.opinion.error or "")


async def test_a_judge_slower_than_its_budget_is_a_failure_not_a_wait() -> None:
    llm = ScriptedLLM(judged(), delay_s=5.0)
    medium = ReplyContext("zh-CN", "medium", "script", "ai_say", "嗯")
    moderation = await stage(PhraseScreen(clears=False), llm).moderate("我们聊聊吧", medium)
    assert moderation.verdict.decision is Decision.WITHHOLD
    assert "no verdict within 1 s" in moderation.verdict.notes[0]


async def test_a_screen_that_fails_withholds_the_reply() -> None:
    moderation = await stage(PhraseScreen(fails=True)).moderate("听起来很辛苦", SAY)
    assert moderation.verdict.decision is Decision.WITHHOLD
    assert "RuntimeError" in moderation.verdict.reason
