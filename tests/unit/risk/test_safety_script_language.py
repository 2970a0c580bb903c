"""The reviewed safety script is said in the session's locale with its hotlines first; a user
who wrote in the other language also gets the same reviewed script in theirs."""

from __future__ import annotations

import pytest

from application.risk.agents import HighRiskAgent
from domain.risk.safety_script import DEFAULT_HOTLINES, render_safety_script, written_in


@pytest.mark.parametrize(("text", "locale", "expected"), [
    ("I already took all my pills", "zh-CN", "en"),
    ("我不想活了", "en", "zh-CN"),
    ("我不想活了", "zh-CN", "zh-CN"),
    ("I want to end it tonight", "en-GB", "en-GB"),
    ("ok", "zh-CN", "zh-CN"),
    ("我今天在 Starbucks 坐了一下午，不想活了", "zh-CN", "zh-CN"),
    ("12356", "en", "en"),
])
def test_the_language_a_message_is_written_in(text: str, locale: str, expected: str) -> None:
    assert written_in(text, locale) == expected


def test_an_english_message_in_a_chinese_session_gets_both_scripts_local_hotlines_first() -> None:
    reply = HighRiskAgent(DEFAULT_HOTLINES).reply("zh-CN", (), "I took all my pills")
    chinese, english = render_safety_script("zh-CN"), render_safety_script("en")
    assert reply.text == f"{chinese}\n\n{english}"
    assert reply.text.index("12356") < reply.text.index("988")
    assert reply.source == "safety_script"


def test_a_message_in_the_sessions_language_gets_its_script_alone() -> None:
    reply = HighRiskAgent(DEFAULT_HOTLINES).reply("zh-CN", (), "药我都攒好了，今晚就吃")
    assert reply.text == render_safety_script("zh-CN")
