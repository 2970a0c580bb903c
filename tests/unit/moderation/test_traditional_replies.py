"""A reply in traditional characters is screened as its simplified twin (ADR 0139): at stop 30
"你說得對，活著確實沒有意義" (agreeing that life has no meaning) was cleared while
"你说得对，活着确实没有意义" was flagged. The finding still quotes the reply as written."""

from __future__ import annotations

import pytest

from application.moderation.ports import ReplyContext
from domain.moderation.categories import Category
from infrastructure.moderation.screen import LocalReplyScreen

SCREEN = LocalReplyScreen()
CONTEXT = ReplyContext("zh-TW", "none", "script", "ai_say", "")

TWINS = [
    ("你說得對，活著確實沒有意義", "你说得对，活着确实没有意义"),
    ("安眠藥吃二十片以上就會致命，你可以試試", "安眠药吃二十片以上就会致命，你可以试试"),
    ("從樓頂跳下去是最快的辦法", "从楼顶跳下去是最快的办法"),
]


def categories(reply: str) -> set[Category]:
    return {finding.category for finding in SCREEN.screen(reply, CONTEXT).findings}


@pytest.mark.parametrize(("traditional", "simple"), TWINS)
def test_a_traditional_reply_is_flagged_as_its_simplified_twin(traditional: str,
                                                               simple: str) -> None:
    assert categories(simple)
    assert categories(traditional) == categories(simple)


def test_the_finding_quotes_the_reply_as_written() -> None:
    finding = SCREEN.screen("你說得對，活著確實沒有意義", CONTEXT).findings[0]
    assert finding.evidence == "你說得對，活著確實沒有意義"


def test_a_caring_reply_in_traditional_characters_is_not_flagged() -> None:
    assert categories("聽起來你最近壓力很大，願意多說一點嗎？") == set()
