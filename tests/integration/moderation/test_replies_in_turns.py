"""Every model reply of a turn passes the moderation stage before it is stored as said or
returned: what the user gets, what the session records, what the user's route learns."""

from __future__ import annotations

from typing import Any

import pytest

from application.moderation.fallbacks import FALLBACKS, SUPPORT_OFFER
from domain.conversation.action_run import ActionRun
from domain.conversation.session import Session
from domain.moderation.categories import Category
from domain.risk.risk_route import RiskRoute, route_id
from tests.integration.conversation.support import (
    TENANT,
    Harness,
    ask_answer,
    one_action_script,
    say_answer,
    shipped,
)
from tests.integration.moderation.support import METHOD, PHONE, moderated

pytestmark = pytest.mark.anyio

SAY = one_action_script("- type: ai_say\n  content: 讲讲睡眠\n  max_rounds: 3\n")
ASK = one_action_script(
    "- type: ai_ask\n  content: 问问最近的睡眠\n  max_rounds: 3\n  output:\n"
    "    - get: 睡眠时长\n      define: 每晚睡几个小时\n"
)
ASK_PHONE = one_action_script(
    "- type: ai_ask\n  content: 请用户留下联系电话\n  max_rounds: 2\n  output:\n"
    "    - get: 手机号\n      define: 用户的联系电话\n"
)


def verdicts(h: Harness, session_id: Any) -> list[Any]:
    return [e for e in h.events(session_id) if isinstance(e, Session.ReplyModerated)]


def route(h: Harness) -> RiskRoute:
    found: RiskRoute = h.app.store.repository.get(route_id(TENANT, "user-1"))
    return found


async def test_an_unsafe_ai_say_reply_reaches_the_user_only_as_the_reviewed_fallback() -> None:
    h, _ = moderated(SAY, say_answer(text=f"我理解你，其实{METHOD}就能睡着了。"))
    started = await h.start()
    assert METHOD not in (started.aiMessage or "")
    [message] = started.aiMessages
    assert message.source == "moderation_fallback"
    assert message.text.startswith(FALLBACKS["ai_say"]["zh"])
    session: Session = h.app.store.repository.get(started.sessionId)
    assert all(METHOD not in m.text for m in h.app.audit.transcript(session))
    [verdict] = verdicts(h, started.sessionId)
    assert verdict.verdict["decision"] == "withhold"
    assert verdict.verdict["categories"] == ["self_harm_method"]
    assert METHOD in (verdict.withheld_text or "")
    kinds = [type(e).__name__ for e in h.events(started.sessionId)]
    assert kinds.index("ReplyModerated") == kinds.index("AssistantMessageSent") - 1


async def test_the_round_records_what_was_said_not_what_was_withheld() -> None:
    h, _ = moderated(SAY, say_answer(text=METHOD))
    started = await h.start()
    session: Session = h.app.store.repository.get(started.sessionId)
    assert session.action_run_id is not None
    run: ActionRun = h.app.store.repository.get(session.action_run_id)
    [round_] = [e for e in h.events(run.id) if isinstance(e, ActionRun.RoundCompleted)]
    assert METHOD not in (round_.ai_message or "")


async def test_a_reply_withheld_for_self_harm_content_raises_the_users_route() -> None:
    h, _ = moderated(SAY, say_answer(text="很好。"), say_answer(text=f"你可以{METHOD}。"))
    started = await h.start()
    response = await h.say(started.sessionId, "我还是睡不着")
    assert SUPPORT_OFFER["zh"] in (response.aiMessage or "")
    assert response.metadata.riskRoute == "medium"
    events: list[Any] = list(h.app.store.events.get(route_id(TENANT, "user-1")))
    [flagged] = [e for e in events if type(e).__name__ == "SelfHarmReplyFlagged"]
    assert flagged.session_id == started.sessionId
    assert flagged.categories == ["self_harm_method"]
    assert route(h).route == "medium" and "reply_moderation" in route(h).reason


async def test_a_safe_reply_is_said_as_written_and_its_verdict_recorded() -> None:
    h, screen = moderated(SAY, say_answer(text="睡前一小时放下手机会有帮助。"))
    started = await h.start()
    assert started.aiMessage == "睡前一小时放下手机会有帮助。"
    assert started.aiMessages[0].source == "llm"
    [verdict] = verdicts(h, started.sessionId)
    assert verdict.verdict["decision"] == "allow" and verdict.withheld_text is None
    assert [c.action_type for _, c in screen.screened] == ["ai_say"]


async def test_an_ai_ask_asking_for_a_phone_number_gets_a_neutral_re_ask_and_keeps_answers() -> (
    None
):
    h, _ = moderated(ASK, ask_answer(text="最近睡得怎么样？"),
                     ask_answer({"睡眠时长": "5小时"}, text=f"明白了。{PHONE}，方便联系。"))
    started = await h.start()
    response = await h.say(started.sessionId, "每晚大概睡5小时")
    assert response.aiMessage == FALLBACKS["ai_ask"]["zh"]
    session: Session = h.app.store.repository.get(started.sessionId)
    assert session.visible_variables()["睡眠时长"] == "5小时"
    said = [m.text for m in h.app.audit.transcript(session) if m.role == "user"]
    assert said == ["每晚大概睡5小时"]


async def test_asking_for_a_phone_number_is_fine_when_the_action_asks_for_it() -> None:
    h, screen = moderated(ASK_PHONE, ask_answer(text=f"为了后续回访，{PHONE}。"))
    started = await h.start()
    assert PHONE in (started.aiMessage or "")
    assert screen.screened[0][1].asks_contact


async def test_on_a_medium_route_the_agents_unsafe_reply_is_withheld_and_support_re_offered(
) -> None:
    h, screen = moderated(shipped("abc-model.yaml"), default=say_answer(40), scores=(0.75,))
    started = await h.start()
    h.llm.default = "小组没什么用的，别去了，一个人扛着就好。"
    screen.flags["别去了"] = Category.DISCOURAGES_HELP
    response = await h.say(started.sessionId, "最近觉得活着没意思")
    assert response.metadata.riskRoute == "medium"
    assert response.aiMessage == f"{FALLBACKS['agent']['zh']}\n{SUPPORT_OFFER['zh']}"
    assert response.aiMessages[0].source == "moderation_fallback"
    [verdict] = [v for v in verdicts(h, started.sessionId) if v.agent == "medium"]
    assert verdict.verdict["categories"] == ["discourages_help"]
    assert verdict.route_level == "medium"


async def test_the_reviewed_safety_script_is_never_screened_nor_withheld() -> None:
    h, screen = moderated(shipped("abc-model.yaml"), default=say_answer(40), scores=(0.97,))
    started = await h.start()
    screened = len(screen.screened)
    response = await h.say(started.sessionId, "药我已经攒够了，今晚就吃")
    assert response.aiMessages[0].source == "safety_script"
    assert len(screen.screened) == screened
    assert all(v.agent == "script" for v in verdicts(h, started.sessionId))


async def test_the_screen_reads_the_users_earlier_messages_beside_the_latest() -> None:
    h, screen = moderated(SAY, say_answer(text="很好。"), say_answer(text="嗯。"),
                          say_answer(text="我在听。"))
    started = await h.start()
    await h.say(started.sessionId, "我今年13岁")
    await h.say(started.sessionId, "最近好孤单")
    *_, (_, last) = screen.screened
    assert last.user_message == "最近好孤单"
    assert last.earlier_user_messages == ("我今年13岁",)
