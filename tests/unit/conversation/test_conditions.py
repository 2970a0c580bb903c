"""The condition language of actions: comparisons, in, and/or/not, presence — never eval."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.conversation.conditions import ConditionSyntaxError, parse_condition

VARIABLES = {"情绪强度": "7", "情绪": "焦虑", "标签": ["失眠", "焦虑"], "次数": 0, "已确认": True}


@pytest.mark.parametrize(
    ("text", "holds"),
    [
        ("情绪强度 > 5", True),
        ("{情绪强度} >= 8", False),
        ("情绪强度 == 7 and 情绪 == '焦虑'", True),
        ('情绪 in ["焦虑", "抑郁"]', True),
        ('情绪 not in ["焦虑", "抑郁"]', False),
        ('"失眠" in 标签', True),
        ('"虑" in 情绪', True),
        ("exists(情绪) and not exists(睡眠)", True),
        ("睡眠 == '好' or 次数 < 1", True),
        ("!(情绪强度 < 3) && 已确认", True),
        ("已确认 == true", True),
        ("次数", False),
        ("缺少的变量 > 3", False),
        ("not 缺少的变量 > 3", True),
        ("情绪 > 3", False),
        ("(情绪强度 > 5 or 次数 > 1) and 情绪 != '平静'", True),
    ],
)
def test_a_condition_reads_like_its_documentation(text: str, holds: bool) -> None:
    assert parse_condition(text).holds(VARIABLES) is holds


@pytest.mark.parametrize(
    "text", ["情绪 >", "(a == 1", "a == = 2", "exists(1)", "a b", "__import__('os').system('x')"]
)
def test_what_is_not_an_expression_is_a_syntax_error(text: str) -> None:
    with pytest.raises(ConditionSyntaxError):
        parse_condition(text)


def test_a_condition_names_the_variables_it_reads() -> None:
    condition = parse_condition("a > 1 and (exists(b) or {c} in [d, 'x'])")
    assert condition.names == {"a", "b", "c", "d"}


@given(
    left=st.one_of(st.integers(), st.text(max_size=5), st.booleans(), st.none()),
    right=st.integers(-5, 5),
    op=st.sampled_from(["==", "!=", ">", ">=", "<", "<="]),
)
def test_any_values_compare_without_raising(left: Any, right: int, op: str) -> None:
    result = parse_condition(f"x {op} {right}").holds({"x": left})
    expected = {
        "==": lambda: left == right,
        "!=": lambda: left != right,
        ">": lambda: left > right,
        ">=": lambda: left >= right,
        "<": lambda: left < right,
        "<=": lambda: left <= right,
    }
    if isinstance(left, int) and not isinstance(left, bool):
        assert result == expected[op]()
