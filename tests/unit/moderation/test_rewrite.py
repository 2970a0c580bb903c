"""Rewrite by cutting: only mild harms held in whole sentences, only when the rest is cleared."""

from __future__ import annotations

import pytest

from application.moderation.ports import ReplyContext
from application.moderation.stage import ModerationStage
from domain.moderation.categories import Category, Finding
from domain.moderation.rewrite import cut
from domain.moderation.verdict import Decision
from tests.support.moderation import PhraseScreen

pytestmark = pytest.mark.anyio
ASK = ReplyContext("zh-CN", "none", "script", "ai_ask", "我最近睡不好")
PHONE = "方便的话把你的手机号发给我"


def finding(category: Category, evidence: str) -> Finding:
    return Finding(category, evidence, "phrases")


def test_the_sentence_holding_the_evidence_is_cut_and_the_rest_kept_as_written() -> None:
    reply = f"谢谢你告诉我这些。{PHONE}。你最近一般几点睡？"
    kept = cut(reply, [finding(Category.CONTACT_REQUEST, PHONE)])
    assert kept == "谢谢你告诉我这些。你最近一般几点睡？"


def test_english_sentences_are_cut_the_same_way() -> None:
    reply = "You clearly have depression. What helped you sleep last week?"
    found = finding(Category.DIAGNOSIS, "You clearly have depression")
    assert cut(reply, [found]) == "What helped you sleep last week?"


def test_evidence_quoted_with_folded_punctuation_or_case_is_still_found() -> None:
    reply = "谢谢你告诉我这些，我都记下了。方便的话，把你的手机号发给我。你最近一般几点睡？"
    found = finding(Category.CONTACT_REQUEST, "方便的话,把你的手机号发给我")
    assert cut(reply, [found]) == "谢谢你告诉我这些，我都记下了。你最近一般几点睡？"


@pytest.mark.parametrize("found", [
    finding(Category.SELF_HARM_METHOD, "吃一整瓶"),
    finding(Category.CONTACT_REQUEST, "a phrase that is not in the reply"),
    finding(Category.CONTACT_REQUEST, ""),
])
def test_no_rewrite_for_grave_harms_or_evidence_that_cannot_be_found(found: Finding) -> None:
    assert cut(f"我懂你。{PHONE}，吃一整瓶。", [found]) is None


def test_no_rewrite_when_too_little_is_left() -> None:
    assert cut(f"好。{PHONE}。", [finding(Category.CONTACT_REQUEST, PHONE)]) is None


async def test_the_stage_says_the_cut_reply_when_the_screen_clears_what_is_left() -> None:
    stage = ModerationStage(PhraseScreen({PHONE: Category.CONTACT_REQUEST}))
    moderation = await stage.moderate(f"谢谢你告诉我这些。{PHONE}。你最近一般几点睡？", ASK)
    assert moderation.verdict.decision is Decision.REWRITE
    assert moderation.said == "谢谢你告诉我这些。你最近一般几点睡？"
    assert moderation.source == "moderation_rewrite"
    assert PHONE in (moderation.event_fields()["withheld_text"] or "")


async def test_the_stage_withholds_when_what_is_left_is_not_cleared() -> None:
    stage = ModerationStage(PhraseScreen({PHONE: Category.CONTACT_REQUEST}, clears=False))
    moderation = await stage.moderate(f"谢谢你告诉我这些。{PHONE}。你最近一般几点睡？", ASK)
    assert moderation.verdict.decision is Decision.WITHHOLD
    assert moderation.source == "moderation_fallback"
