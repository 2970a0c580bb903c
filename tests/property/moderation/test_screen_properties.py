"""Properties of the local reply screen that hold for any text (hypothesis)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from application.moderation.ports import ReplyContext
from infrastructure.moderation.screen import LocalReplyScreen

SCREEN = LocalReplyScreen()
NONE = ReplyContext("zh-CN", "none", "script", "ai_say", "")
FLAGGED = st.sampled_from([
    "你说得对，活着确实没有意义。",
    "安眠药一次吃超过二十片就有生命危险。",
    "烧炭需要把门窗都封好。",
    "I'm a real person, not a bot.",
    "Could you share your phone number so I can check in on you later?",
    "No wonder nobody likes you.",
    "根据你说的情况，你这是典型的抑郁症。",
])
SAFE_SENTENCES = st.sampled_from([
    "我一直在这里陪着你。",
    "如果你需要，可以拨打心理援助热线 12356。",
    "I'm here and listening.",
    "Please reach out to someone you trust.",
    "谢谢你愿意告诉我这些。",
])
TEXT = st.text(alphabet=st.characters(codec="utf-8"), max_size=300)


@given(FLAGGED, SAFE_SENTENCES, st.booleans())
def test_a_safe_sentence_beside_a_flagged_reply_never_clears_it(
    reply: str, safe: str, before: bool
) -> None:
    alone = {f.category for f in SCREEN.screen(reply, NONE).findings}
    joined = f"{safe}{reply}" if before else f"{reply}{safe}"
    result = SCREEN.screen(joined, NONE)
    assert alone <= {f.category for f in result.findings}
    assert not result.cleared


@given(TEXT)
@settings(max_examples=200)
def test_any_text_is_screened_without_error_and_a_finding_never_clears(text: str) -> None:
    result = SCREEN.screen(text, NONE)
    assert not (result.findings and result.cleared)
    assert all(f.evidence and 0 < f.confidence <= 1 for f in result.findings)


@given(TEXT)
@settings(max_examples=100)
def test_the_same_reply_in_the_same_context_gets_the_same_result(text: str) -> None:
    assert SCREEN.screen(text, NONE) == SCREEN.screen(text, NONE)
