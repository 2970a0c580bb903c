"""The prompts of the params context: one per logic property type (``params.metric``, ...)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from application.llm.port import ChatMessage, LLMRequest
from application.llm.structured import json_dumps
from domain.params.context import AdditionalContext
from domain.params.definitions import LogicPropertyDef, LogicPropertyType, ParamType
from domain.params.layers import Layer

PURPOSES = {
    LogicPropertyType.METRIC: "params.metric",
    LogicPropertyType.OPERATOR: "params.operator",
}
_JSON_TYPES = {
    ParamType.STRING: "string",
    ParamType.INTEGER: "integer",
    ParamType.NUMBER: "number",
    ParamType.BOOLEAN: "boolean",
    ParamType.OBJECT: "object",
    ParamType.ARRAY: "array",
}
RULES = "\n".join(
    (
        "你为逻辑属性生成 dynamic_params。只输出一个 JSON 对象，不要解释、markdown 或注释。",
        '成功时 {"<属性名>": {"<参数名>": <值>, ...}}，顶层只有属性名一个 key；',
        '缺参时 {"_error": "missing <属性名>: <p1>,<p2> | ask: <一句话>"}，顶层只有 _error。',
        "只生成 parameters 中列出的参数（都是 value_from=input）。known 中的值已确定，原样保留。",
        "取值优先级：additional_context > query > hints 中的默认值/示例 > 推断。",
        "metric：instant 为布尔；instant=true 时只给 instant；instant=false 时必须给",
        "start、end（毫秒时间戳，start <= end，按 now_ms 与 timezone 计算）和 step，",
        "step 只能是 day/week/month/quarter/year 之一，不能是 7d、2month 之类。",
        "时间：query 中的粒度词（每天/逐日/每周/按周/每月/按月/每季度/按季/每年等）决定 step；",
        "“最近N天/周/月/季/年”= now 往前 N 个单位（月按30天），step 为该单位；“N…前”start=end；",
        "“从X到Y”取 X 所在期间之初到 Y 所在期间之末；具体某天或期间的一部分（上周五、上个月底、",
        "本季度第一个月、去年上半年）只取那一部分，不取整个期间；包含 now 的期间截止到 now；",
        "“同期”= additional_context 中 start/end 窗口平移到一年前（上月同期为一个月前），",
        "没有窗口则输出缺参错误。",
        "operator：严格按 type 输出 STRING/INTEGER/NUMBER/BOOLEAN/OBJECT/ARRAY；",
        "OBJECT 输出完整 JSON 对象，ARRAY 输出 JSON 数组；参数平铺，不按 path/query/body 分组。",
        "hints 只作参考，不得输出或复述 schema 原文。",
        "无法确定的参数不要编造：输出缺参错误，ask 用一句话说明如何补充。",
    )
)


@dataclass(frozen=True)
class PromptInputs:
    """Everything one property's prompt is built from."""

    prop: LogicPropertyDef
    query: str
    context: AdditionalContext
    now_ms: int
    timezone: str
    unique_identities: list[dict[str, Any]]
    known: Layer
    hints: dict[str, dict[str, Any]]


def build_request(inputs: PromptInputs) -> LLMRequest:
    facts = _facts(inputs)
    return LLMRequest(
        messages=(ChatMessage("system", RULES), ChatMessage("user", json_dumps(facts))),
        purpose=PURPOSES[inputs.prop.type],
        temperature=0.0,
        max_tokens=800,
        json_schema=answer_schema(inputs.prop),
        schema_name="dynamic_params",
        facts=facts,
    )


def _facts(inputs: PromptInputs) -> dict[str, Any]:
    prop = inputs.prop
    return {
        "property": {
            "name": prop.name,
            "type": prop.type.value,
            "comment": prop.comment or prop.display_name,
            "parameters": [_parameter(prop, p.name) for p in prop.input_parameters],
        },
        "query": inputs.query,
        "additional_context": inputs.context.values,
        "context_notes": list(inputs.context.notes),
        "now_ms": inputs.now_ms,
        "timezone": inputs.timezone,
        "unique_identities": inputs.unique_identities,
        "known": inputs.known.values,
        "hints": inputs.hints,
    }


def _parameter(prop: LogicPropertyDef, name: str) -> dict[str, Any]:
    parameter = next(p for p in prop.input_parameters if p.name == name)
    declared = prop.type_of(parameter)
    return {
        "name": name,
        "type": declared.value if declared else "",
        "comment": parameter.comment,
        "if_system_generate": parameter.if_system_generate,
    }


def answer_schema(prop: LogicPropertyDef) -> dict[str, Any]:
    """The JSON schema of an answer: the property's parameters, or ``_error``."""
    properties: dict[str, Any] = {}
    for parameter in prop.input_parameters:
        declared = prop.type_of(parameter)
        properties[parameter.name] = {"type": _JSON_TYPES[declared]} if declared else {}
    return {
        "type": "object",
        "properties": {
            prop.name: {"type": "object", "properties": properties},
            "_error": {"type": "string"},
        },
        "additionalProperties": False,
    }
