"""Someone else's wish for a means, told in a clause of its own and followed by the speaker's
worry or care ("他想跳楼，我一直在劝他"), routes nothing: the means belongs to the wish's subject,
not to the clause after the comma (stop 45, lead: 212 of these 810 windows routed before, at
0.95 through the learned layer, because "跳楼，" was read as a topic set off for the speaker's
clause, as "药，我早就攒够了" is)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from infrastructure.risk.embedded import score_window

OTHERS = ["他", "她", "我朋友", "我同学", "我室友", "我表姐", "隔壁邻居", "我同事", "我弟"]
WISHES = ["想跳楼", "想从桥上跳下去", "想跳河", "想吃安眠药", "想割腕", "想上吊", "想卧轨",
          "说要去天台跳下去", "想烧炭", "想喝农药"]
CONCERNS = ["我一直在劝他", "好担心", "我很担心", "我们都在劝她", "我一直陪着他",
            "我劝他别做傻事", "我该怎么帮他", "我不知道怎么办", "我吓坏了"]
TOPICS = ["药，我早就攒够了", "安眠药、刀片、绳子，我都准备了", "跳楼，我想过很多次",
          "他的药，我都攒着呢"]


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(OTHERS), st.sampled_from(WISHES), st.sampled_from(CONCERNS))
def test_someone_elses_wish_then_the_speakers_worry_routes_nothing(
        other: str, wish: str, concern: str) -> None:
    assert score_window([f"{other}{wish}，{concern}"]).score < 0.70


def test_a_topic_set_off_for_the_speakers_own_clause_is_still_the_speakers() -> None:
    assert [score_window([t]).score >= 0.95 for t in TOPICS] == [True] * len(TOPICS)
