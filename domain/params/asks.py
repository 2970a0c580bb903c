"""The one sentence that asks the agent for what is missing, when the model gave none."""

from __future__ import annotations

from domain.params.definitions import SYSTEM_PARAMS, LogicPropertyDef, ParamType

_TYPE_HINTS = {
    ParamType.STRING: "字符串",
    ParamType.INTEGER: "整数",
    ParamType.NUMBER: "数字",
    ParamType.BOOLEAN: "true/false",
    ParamType.OBJECT: "完整的 JSON 对象",
    ParamType.ARRAY: "JSON 数组",
}
TIME_ASK = "请明确查询的时间范围和步长（如“最近3个月”“从2024年1月到3月”）"


RANGE_REQUIRED = "instant=false 时必须提供 start, end, step"


def ask_for(
    prop: LogicPropertyDef,
    missing: tuple[str, ...],
    wrong: set[str],
    *,
    range_required: bool = False,
) -> str:
    """Ask for a time range in words, and for other parameters in additional_context.

    With ``instant=false`` given and the range incomplete, the ask is the rule of §7.2.4.
    """
    if range_required and all(_is_time(prop, name) for name in missing):
        return RANGE_REQUIRED
    timed = prop.type.value == "metric" and any(name in SYSTEM_PARAMS for name in missing)
    others = [_describe(prop, name, name in wrong) for name in missing if not _is_time(prop, name)]
    supply = "在 additional_context 中补充 " + "、".join(others)
    if timed and others:
        return f"{TIME_ASK}，并{supply}"
    return TIME_ASK if timed else f"请{supply}"


def _is_time(prop: LogicPropertyDef, name: str) -> bool:
    return prop.type.value == "metric" and name in SYSTEM_PARAMS


def ask_to_correct(names: list[str]) -> str:
    """The ask of an ``invalid`` clause: correct the values, as the messages say."""
    return f"请按上述要求在 additional_context 中改正 {'、'.join(dict.fromkeys(names))}"


def _describe(prop: LogicPropertyDef, name: str, wrong: bool) -> str:
    parameter = next((p for p in prop.input_parameters if p.name == name), None)
    declared = prop.type_of(parameter) if parameter else None
    if not wrong or declared is None:
        return name
    return f"{name}（{_TYPE_HINTS[declared]}）"
