"""Finding the JSON a model meant inside whatever it wrapped around it."""

from __future__ import annotations

import pytest

from application.llm.json_extraction import NoJSONFoundError, extract_json


def test_plain_json_is_read_as_is() -> None:
    assert extract_json(' {"a": 1} ') == {"a": 1}


def test_a_fenced_block_is_read() -> None:
    assert extract_json('好的：\n```json\n{"a": [1, 2]}\n```') == {"a": [1, 2]}


def test_a_stray_brace_in_the_prose_does_not_hide_the_object() -> None:
    assert extract_json('用 {name} 占位。{ 注意 结果：{"a": "x}y"} 完') == {"a": "x}y"}


def test_no_json_is_an_error_that_shows_the_answer() -> None:
    with pytest.raises(NoJSONFoundError, match="抱歉"):
        extract_json("抱歉，我无法回答。")
