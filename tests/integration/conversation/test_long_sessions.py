"""A session longer than the aggregate's window: decisions read its last turns, and every
reader of the whole transcript (the session's state, audit replay) still gets all of it."""

from __future__ import annotations

import pytest

from application.conversation.rounds import HISTORY_MESSAGES, chat_history
from domain.conversation.session import TURN_WINDOW, Session
from tests.integration.conversation.support import harness, say_answer

pytestmark = pytest.mark.anyio

TURNS = TURN_WINDOW + 12
TOPIC = """
          - topic: 概念{n}
            actions:
              - type: ai_say
                content: 讲解 ABC 模型。
                max_rounds: 5"""
SCRIPT = f"""\
sessions:
  - session: 长谈
    phases:
      - phase: 讲解
        steps:{"".join(TOPIC.format(n=n) for n in range(TURNS // 4 + 2))}
"""


async def test_a_long_session_keeps_its_last_turns_and_the_events_keep_every_message() -> None:
    h = harness(SCRIPT, default=say_answer(30))
    session_id = (await h.start()).sessionId
    for n in range(TURNS):
        await h.say(session_id, f"第{n}句", key=f"k{n}")

    session: Session = h.app.store.repository.get(session_id)
    whole = h.app.audit.transcript(session)
    assert [m.text for m in whole if m.role == "user"] == [f"第{n}句" for n in range(TURNS)]
    assert session.message_count == len(whole)
    assert len(session.recent_turns) == TURN_WINDOW
    assert whole[-len(session.recent_messages) :] == session.recent_messages
    assert h.app.audit.replay(session_id).transcript == whole
    names = {"user": "用户", "assistant": "咨询师"}
    last = whole[-HISTORY_MESSAGES:]
    assert chat_history(session) == "\n".join(f"{names[m.role]}: {m.text}" for m in last)


async def test_a_resent_key_of_a_recent_turn_answers_again_without_appending() -> None:
    h = harness(SCRIPT, default=say_answer(30))
    session_id = (await h.start()).sessionId
    answers = [await h.say(session_id, f"第{n}句", key=f"k{n}") for n in range(TURNS)]
    version: int = h.app.store.repository.get(session_id).version

    oldest_kept = TURNS - TURN_WINDOW
    again = await h.say(session_id, f"第{oldest_kept}句", key=f"k{oldest_kept}")

    assert again.replayed is True
    assert again.aiMessages == answers[oldest_kept].aiMessages
    assert h.app.store.repository.get(session_id).version == version
