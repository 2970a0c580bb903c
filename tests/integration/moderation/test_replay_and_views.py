"""Verdicts are read back, never recomputed: the audit replay, the session's story, the
``moderation`` view (live and rebuilt) and the session list all say what the turn decided —
and only auditors read the words that were withheld."""

from __future__ import annotations

from typing import Any

import pytest

from application.conversation.commands import SendUserMessage
from application.conversation.summaries import SummaryFilter
from domain.conversation.session import Session
from domain.moderation.verdict import verdict_from
from tests.integration.conversation.support import Harness, one_action_script, say_answer
from tests.integration.moderation.support import METHOD, PHONE, moderated

pytestmark = pytest.mark.anyio

SAY = one_action_script("- type: ai_say\n  content: 讲讲睡眠\n  max_rounds: 5\n")


async def played() -> tuple[Harness, Any, list[Any]]:
    h, screen = moderated(SAY, say_answer(text="欢迎。"), say_answer(text=f"{PHONE}吧。"),
                          say_answer(text="慢慢来。"), say_answer(text=METHOD))
    started = await h.start()
    for text in ("你好", "我睡不着", "还是睡不着"):
        await h.say(started.sessionId, text)
    screen.flags.clear()  # the screen changes; stored verdicts must not
    events = [e for e in h.events(started.sessionId) if isinstance(e, Session.ReplyModerated)]
    return h, started.sessionId, events


async def test_the_audit_replay_shows_every_verdict_exactly_as_recorded() -> None:
    h, session_id, events = await played()
    entries = [e for e in h.app.audit.replay(session_id).timeline if e.kind == "reply_moderated"]
    assert [e.detail["verdict"] for e in entries] == [e.verdict for e in events]
    assert [verdict_from(e.detail["verdict"]).decision.value for e in entries] == [
        "allow", "withhold", "allow", "withhold"]
    assert METHOD in entries[-1].detail["withheld_text"]
    early = h.app.audit.replay(session_id, at_version=events[1].originator_version)
    assert len([e for e in early.timeline if e.kind == "reply_moderated"]) == 2


async def test_the_moderation_view_rebuilt_from_zero_equals_the_live_one_and_hides_the_words(
) -> None:
    h, session_id, _ = await played()
    h.app.projections.catch_up()
    live = h.app.projections.get("moderation", str(session_id))
    assert live is not None
    h.app.projections.rebuild("moderation")
    assert h.app.projections.get("moderation", str(session_id)) == live
    assert [v["decision"] for v in live] == ["allow", "withhold", "allow", "withhold"]
    assert [v["categories"] for v in live][1] == ["contact_request"]
    assert METHOD not in repr(live) and PHONE not in repr(live)


async def test_the_story_gives_auditors_each_turns_verdicts_and_the_list_counts_them() -> None:
    h, session_id, _ = await played()
    turns = h.app.stories.story(session_id).turns
    moderation = [m for turn in turns for m in turn["moderation"]]
    assert [m["decision"] for m in moderation] == ["allow", "withhold", "allow", "withhold"]
    assert METHOD in moderation[-1]["modelText"] and moderation[0]["modelText"] is None
    assert [m["decision"] for m in turns[-1]["moderation"]] == ["withhold"]
    [summary] = h.app.sessions.page("tenant-a", SummaryFilter(withheld_reply=True), None, 10).items
    assert (summary["sessionId"], summary["withheldReplies"]) == (str(session_id), 2)


async def test_a_repeated_message_answers_what_was_said_not_what_was_withheld() -> None:
    h, _ = moderated(SAY, say_answer(text="欢迎。"), say_answer(text=METHOD))
    started = await h.start()
    command = SendUserMessage("tenant-a", started.sessionId, "睡不着", idempotency_key="k1")
    first = await h.app.conversation.send_user_message(command)
    again = await h.app.conversation.send_user_message(command)
    assert again.replayed and again.aiMessage == first.aiMessage
    assert METHOD not in (again.aiMessage or "")
