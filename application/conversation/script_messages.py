"""The engine's script validation messages with a Chinese lead for the editor (spec 002 §7).

The engine (pydantic and the script checks) speaks English; authors read Chinese first. Each
known message shape gets a short Chinese sentence; the English original still follows it on the
page, so an unknown shape is never hidden, only left untranslated.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_Rule = tuple[re.Pattern[str], Callable[[re.Match[str]], str]]


def _rule(pattern: str, say: Callable[[re.Match[str]], str]) -> _Rule:
    return re.compile(pattern), say


def _choices(text: str) -> str:
    return "、".join(re.findall(r"'([^']*)'", text))


RULES: tuple[_Rule, ...] = (
    # The cross-field warnings of script_lint.
    _rule(
        r"^\{(.+?)\} is provided by nothing", lambda m: f"变量 {{{m[1]}}} 未声明，也没有动作提取它"
    ),
    _rule(
        r"^\{%(.+?)%\} is not a system variable", lambda m: f"{{%{m[1]}%}} 不是引擎提供的系统变量"
    ),
    _rule(
        r"^the template '([^']*)' reads \{(.+?)\}",
        lambda m: f"提示词模板「{m[1]}」用到 {{{m[2]}}}，但会谈没有声明它",
    ),
    _rule(r"^there is no prompt template '([^']*)'", lambda m: f"找不到提示词模板「{m[1]}」"),
    _rule(
        r"^min_rounds \((\d+)\) is above max_rounds \((\d+)\)",
        lambda m: f"最少轮数 {m[1]} 大于最大交互轮数 {m[2]}：退出条件在轮数上限前永远无法满足",
    ),
    _rule(
        r"^the exit condition reads '([^']*)'",
        lambda m: f"退出条件用到的变量「{m[1]}」未声明，也没有动作提取它",
    ),
    # The engine's validation errors.
    _rule(r"less than or equal to (\S+?)(?: |$|\()", lambda m: f"应小于或等于 {m[1]}"),
    _rule(r"greater than or equal to (\S+?)(?: |$|\()", lambda m: f"应大于或等于 {m[1]}"),
    _rule(r"less than (\S+?)(?: |$|\()", lambda m: f"应小于 {m[1]}"),
    _rule(r"greater than (\S+?)(?: |$|\()", lambda m: f"应大于 {m[1]}"),
    _rule(r"^Field required", lambda m: "必填"),
    _rule(r"at least 1 character", lambda m: "不能为空"),
    _rule(r"at least (\d+) items?", lambda m: f"至少需要 {m[1]} 项"),
    _rule(r"at most (\d+) characters?", lambda m: f"最多 {m[1]} 个字符"),
    _rule(r"valid integer", lambda m: "应为整数"),
    _rule(r"valid number", lambda m: "应为数字"),
    _rule(r"valid boolean", lambda m: "应为是/否"),
    _rule(r"valid string", lambda m: "应为文字"),
    _rule(r"valid list", lambda m: "应为列表"),
    _rule(r"valid dictionary", lambda m: "应为键值对象"),
    _rule(r"^unknown field", lambda m: "未知字段（请检查拼写）"),
    _rule(r"action id '([^']*)' is used twice", lambda m: f"动作 ID「{m[1]}」重复"),
    _rule(
        r"tag '([^']*)' found using 'type' does not match",
        lambda m: f"未知的动作类型「{m[1]}」",
    ),
    _rule(r"Unable to extract tag using discriminator", lambda m: "缺少动作类型（type）"),
    _rule(r"^Input should be ('.*')", lambda m: f"应为以下之一：{_choices(m[1])}"),
    _rule(r"not valid YAML", lambda m: "YAML 格式错误"),
    _rule(r"nested too deeply", lambda m: "嵌套层级过深"),
    _rule(r"^expected a mapping", lambda m: "脚本应以 sessions: 开头"),
    _rule(r"cannot be written as YAML", lambda m: "无法写成 YAML"),
)


def in_chinese(message: str) -> str | None:
    """The Chinese lead for an engine message, or None when its shape is not known."""
    for pattern, say in RULES:
        found = pattern.search(message)
        if found:
            return say(found)
    return None
