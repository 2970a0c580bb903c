"""The validation rules of spec 003 §7, applied to every candidate set of parameters."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from domain.params.definitions import TIME_RANGE_PARAMS, LogicPropertyDef, LogicPropertyType
from domain.params.schema_check import schema_problems, top_level
from domain.params.time_range import STEPS
from domain.params.values import coerce

# The messages of §7.2.4, word for word.
RANGE_REQUIRED = "instant=false 时必须提供 start, end, step"
START_AFTER_END = "start 必须 <= end"
STEP_NOT_IN_ENUM = "step 必须是 day/week/month/quarter/year 之一"


@dataclass(frozen=True)
class Checked:
    """The parameters that passed, in declaration order; those missing, wrong, or invalid.

    ``problems`` explain values that could not be read as their type (they are missing);
    ``invalid`` holds values of the right type that break a rule, with the rule's message.
    """

    params: dict[str, Any] = field(default_factory=dict)
    missing: tuple[str, ...] = ()
    problems: dict[str, str] = field(default_factory=dict)
    invalid: dict[str, str] = field(default_factory=dict)
    range_required: bool = False

    @property
    def complete(self) -> bool:
        return not self.missing and not self.invalid


def check(
    prop: LogicPropertyDef,
    candidate: dict[str, Any],
    hints: dict[str, dict[str, Any]] | None = None,
) -> Checked:
    """Keep only input parameters, typed; list every one absent, unreadable or invalid."""
    params, problems = typed_values(prop, candidate)
    invalid: dict[str, str] = {}
    nested_missing: list[str] = []
    for name, hint in (hints or {}).items():
        if name in params:
            found = schema_problems(name, params[name], hint)
            invalid.update(found.invalid)
            nested_missing += found.missing
    if prop.type is LogicPropertyType.METRIC:
        invalid.update(_check_time(prop, params))
    names = [p.name for p in prop.input_parameters]
    refused = {top_level(path) for path in invalid} | {top_level(p) for p in nested_missing}
    absent = [n for n in names if n not in params and _required(n, params, prop)]
    missing = tuple(absent) + tuple(nested_missing)
    ordered = {n: params[n] for n in names if n in params and n not in refused}
    required = params.get("instant") is False and any(n in TIME_RANGE_PARAMS for n in absent)
    problems = {n: problems[n] for n in absent if n in problems}
    return Checked(ordered, missing, problems, invalid, required)


def typed_values(
    prop: LogicPropertyDef, candidate: dict[str, Any]
) -> tuple[dict[str, Any], dict[str, str]]:
    """Each input parameter's value coerced to its type; the others with why they failed."""
    params: dict[str, Any] = {}
    problems: dict[str, str] = {}
    for parameter in prop.input_parameters:
        if parameter.name not in candidate:
            continue
        coerced = coerce(candidate[parameter.name], prop.type_of(parameter))
        if coerced.ok:
            params[parameter.name] = coerced.value
        else:
            problems[parameter.name] = f"{parameter.name} {coerced.error}"
    return params, problems


def _check_time(prop: LogicPropertyDef, params: dict[str, Any]) -> dict[str, str]:
    """§7.2: instant true keeps no range; otherwise start ≤ end and a step from the enum."""
    if params.get("instant") is True:
        for name in TIME_RANGE_PARAMS:
            params.pop(name, None)
        return {}
    invalid: dict[str, str] = {}
    step = params.get("step")
    if step is not None and step not in STEPS:
        invalid["step"] = f"{STEP_NOT_IN_ENUM}（收到 {step!r}）"
    start, end = params.get("start"), params.get("end")
    if start is not None and end is not None and start > end:
        invalid["start"] = invalid["end"] = f"{START_AFTER_END}（start={start}，end={end}）"
    if "instant" not in params and _declared(prop, TIME_RANGE_PARAMS) <= params.keys():
        params["instant"] = False  # a complete range is a trend query
    return invalid


def _required(name: str, params: dict[str, Any], prop: LogicPropertyDef) -> bool:
    """instant is asked for through the range it implies; the range only when not instant."""
    if prop.type is not LogicPropertyType.METRIC:
        return True
    if name == "instant":
        return not _declared(prop, TIME_RANGE_PARAMS)
    return not (name in TIME_RANGE_PARAMS and params.get("instant") is True)


def _declared(prop: LogicPropertyDef, names: tuple[str, ...]) -> set[str]:
    return {p.name for p in prop.input_parameters if p.name in names}
