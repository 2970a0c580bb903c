"""Turns are user/assistant pairs from 1; real dialogue formats convert to the input format."""

from __future__ import annotations

import json
from pathlib import Path

from domain.evaluation.turns import Message, pair_turns
from infrastructure.evaluation.dialogue_converters import (
    convert_esconv,
    cpsycound_messages,
    esconv_messages,
)

CASE_EXCERPT = """来访者：我最近总是睡不好。

心理咨询师：可以试试这些方法：
1. 睡前放松
2. 固定作息

来访者：好的。
妈妈：你早点睡。

心理咨询师：我们下次再聊。
"""


def test_turns_pair_a_user_message_with_the_reply_and_count_from_1() -> None:
    msgs = [Message("user", "a"), Message("assistant", "b"), Message("user", "c")]
    turns = pair_turns(msgs)
    assert [(t.number, t.user, t.assistant) for t in turns] == [(1, "a", "b"), (2, "c", "")]


def test_consecutive_messages_of_one_speaker_join_in_one_turn() -> None:
    msgs = [Message("assistant", "hi"), Message("user", "a"), Message("user", "b")]
    turns = pair_turns(msgs)
    assert [(t.user, t.assistant) for t in turns] == [("", "hi"), ("a\nb", "")]


def test_cpsycound_continuation_lines_join_the_utterance_before_them() -> None:
    messages = cpsycound_messages(CASE_EXCERPT)
    assert [m["role"] for m in messages] == ["user", "assistant", "user", "assistant"]
    assert messages[1]["content"] == "可以试试这些方法：\n1. 睡前放松\n2. 固定作息"
    assert messages[2]["content"] == "好的。\n妈妈：你早点睡。"


def test_esconv_speakers_map_to_user_and_assistant_in_both_schemas() -> None:
    current = {"dialog": [{"speaker": "usr", "text": "hi "}, {"speaker": "sys", "text": "hello"}]}
    failed = {"dialog": [{"speaker": "speaker", "content": "sad\n"}, {"speaker": "listener"}]}
    assert esconv_messages(current) == [
        {"role": "user", "content": "hi"},
        {"role": "assistant", "content": "hello"},
    ]
    assert [m["role"] for m in esconv_messages(failed)] == ["user", "assistant"]


def test_an_esconv_file_converts_one_conversation_per_line_up_to_the_limit(tmp_path: Path) -> None:
    lines = [
        {"dialog": [{"speaker": "usr", "text": "I am low"}, {"speaker": "sys", "text": "I hear"}]},
        {"dialog": [{"speaker": "usr", "text": "second"}]},
        {"dialog": [{"speaker": "usr", "text": "third"}]},
    ]
    path = tmp_path / "valid.txt"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    rows = list(convert_esconv(path, [{"rule": "r", "N": 1}], limit=2))
    assert [row["key"] for row in rows] == ["esconv/valid:1", "esconv/valid:2"]
    assert rows[0]["messages"][1] == {"role": "assistant", "content": "I hear"}
