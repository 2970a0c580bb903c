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


@pytest.mark.parametrize(
    "text",
    [
        "(" * 5000 + "情绪强度" + ")" * 5000,
        "not " * 5000 + "情绪强度",
        "[" * 3000 + "]" * 3000 + " == 情绪",
        " and ".join(["情绪强度"] * 20000),
        "exists(" * 100 + "情绪" + ")" * 100,
    ],
    ids=["parentheses", "not", "lists", "and-chain", "exists"],
)
def test_a_condition_too_deep_or_too_long_is_a_syntax_error_never_a_crash(text: str) -> None:
    with pytest.raises(ConditionSyntaxError, match=r"deeper than|more than"):
        parse_condition(text).holds(VARIABLES)


@pytest.mark.parametrize("text", ["9" * 5000 + " > 情绪强度", '"\\x" == 情绪'])
def test_a_literal_that_cannot_be_read_is_a_syntax_error(text: str) -> None:
    with pytest.raises(ConditionSyntaxError):
        parse_condition(text)


def test_nesting_up_to_the_bound_still_parses() -> None:
    assert parse_condition("(" * 30 + "情绪强度 > 5" + ")" * 30).holds(VARIABLES)
    assert parse_condition(" or ".join(["次数"] * 100 + ["已确认"])).holds(VARIABLES)
