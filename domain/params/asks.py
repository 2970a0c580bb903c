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


def ask_for(prop: LogicPropertyDef, missing: tuple[str, ...], wrong: set[str]) -> str:
    """Ask for a time range in words, and for other parameters in additional_context."""
    timed = prop.type.value == "metric" and any(name in SYSTEM_PARAMS for name in missing)
    others = [_describe(prop, name, name in wrong) for name in missing if not _is_time(prop, name)]
    supply = "在 additional_context 中补充 " + "、".join(others)
    if timed and others:
        return f"{TIME_ASK}，并{supply}"
    return TIME_ASK if timed else f"请{supply}"


def _is_time(prop: LogicPropertyDef, name: str) -> bool:
    return prop.type.value == "metric" and name in SYSTEM_PARAMS


def _describe(prop: LogicPropertyDef, name: str, wrong: bool) -> str:
    parameter = next(p for p in prop.input_parameters if p.name == name)
    declared = prop.type_of(parameter)
    if not wrong or declared is None:
        return name
    return f"{name}（{_TYPE_HINTS[declared]}）"
