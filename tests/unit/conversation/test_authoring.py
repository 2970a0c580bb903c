"""What of an author's content a user may read: the text, never the notes to whoever voices it,
however the author marks them — 【…】 headings, Markdown headings, or labelled lines."""

from __future__ import annotations

import pytest

from domain.conversation.authoring import presentable_lines

TEXT = ["今天我们学习腹式呼吸。", "吸气四秒，屏住两秒，呼气六秒。"]


@pytest.mark.parametrize(
    "notes",
    [
        "【讲解要点】\n1. 语速放慢\n2. 观察用户是否紧张",
        "## 讲解提示\n- 先示范再练习\n- 如果用户说头晕，立即停止",
        "### 注意事项\n先示范再练习",
        "教学备注：如果用户说头晕，立即停止。",
        "讲解要点：\n- 先示范再练习\n- 观察用户",
        "话术参考：可以说“慢慢来”。",
    ],
    ids=["bracket", "markdown-heading", "markdown-notice", "label", "label-block", "script"],
)
def test_notes_to_the_voice_are_never_shown_however_they_are_marked(notes: str) -> None:
    content = "\n".join(TEXT) + "\n\n" + notes
    assert presentable_lines(content) == TEXT


def test_ordinary_text_with_the_same_words_stays() -> None:
    content = "提示：可以闭上眼睛。\n注意呼吸的节奏。\n今天的要点：放松。\n## 第一步\n坐直。"
    assert presentable_lines(content) == [
        "提示：可以闭上眼睛。", "注意呼吸的节奏。", "今天的要点：放松。", "## 第一步", "坐直。",
    ]  # fmt: skip
