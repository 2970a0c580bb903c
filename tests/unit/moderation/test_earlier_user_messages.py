"""The user's earlier messages reach the screen and the judge: an age said three turns ago still
holds when the reply is written (stop 33)."""

from __future__ import annotations

from dataclasses import dataclass

from application.moderation.context import agent_context, earlier_user_messages
from application.moderation.judge import judge_request
from application.moderation.ports import EARLIER_USER_MESSAGES


@dataclass(frozen=True)
class Said:
    role: str
    text: str


def test_the_users_earlier_messages_are_kept_oldest_first_without_the_latest() -> None:
    history = [Said("user", "我今年13岁"), Said("assistant", "你好"), Said("user", "好孤单")]
    assert earlier_user_messages(history, "好孤单") == ("我今年13岁",)
    assert earlier_user_messages(history[:2], "好孤单") == ("我今年13岁",)


def test_at_most_the_last_earlier_messages_are_kept() -> None:
    history = [Said("user", str(n)) for n in range(EARLIER_USER_MESSAGES + 5)]
    kept = earlier_user_messages(history, None)
    assert len(kept) == EARLIER_USER_MESSAGES and kept[-1] == str(EARLIER_USER_MESSAGES + 4)


def test_the_judge_reads_the_earlier_messages_when_there_are_some() -> None:
    context = agent_context("medium", "zh-CN", "medium", "好孤单", ("I'm 13",))
    turn = judge_request("reply", context).messages[1].content
    assert "Earlier the user said:\n- I'm 13\nThe user said:\n好孤单" in turn
    bare = judge_request("reply", agent_context("medium", "zh-CN", "medium", "好孤单"))
    assert "Earlier" not in bare.messages[1].content
