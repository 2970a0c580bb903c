"""The validation rules of spec 003 §7, applied to every candidate set of parameters."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from domain.params.definitions import TIME_RANGE_PARAMS, LogicPropertyDef, LogicPropertyType
from domain.params.time_range import STEPS
from domain.params.values import coerce


@dataclass(frozen=True)
class Checked:
    """The parameters that passed, in declaration order, and those missing or wrong."""

    params: dict[str, Any] = field(default_factory=dict)
    missing: tuple[str, ...] = ()
    problems: dict[str, str] = field(default_factory=dict)

    @property
    def complete(self) -> bool:
        return not self.missing


def check(prop: LogicPropertyDef, candidate: dict[str, Any]) -> Checked:
    """Keep only input parameters, typed; list every one that is absent or invalid."""
    params, problems = typed_values(prop, candidate)
    if prop.type is LogicPropertyType.METRIC:
        _check_time(prop, params, problems)
    names = [p.name for p in prop.input_parameters]
    missing = tuple(n for n in names if n not in params and _required(n, params, prop))
    ordered = {n: params[n] for n in names if n in params}
    return Checked(ordered, missing, {n: problems[n] for n in missing if n in problems})


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


def _check_time(prop: LogicPropertyDef, params: dict[str, Any], problems: dict[str, str]) -> None:
    """§7.2: instant true keeps no range; otherwise start ≤ end and a step from the enum."""
    if params.get("instant") is True:
        for name in TIME_RANGE_PARAMS:
            params.pop(name, None)
        return
    step = params.get("step")
    if step is not None and step not in STEPS:
        params.pop("step")
        problems["step"] = f"step must be one of {'/'.join(STEPS)}, got {step!r}"
    start, end = params.get("start"), params.get("end")
    if start is not None and end is not None and start > end:
        params.pop("start"), params.pop("end")
        problems["start"] = problems["end"] = f"start {start} must be <= end {end}"
    if "instant" not in params and _declared(prop, TIME_RANGE_PARAMS) <= params.keys():
        params["instant"] = False  # a complete range is a trend query


def _required(name: str, params: dict[str, Any], prop: LogicPropertyDef) -> bool:
    """instant is asked for through the range it implies; the range only when not instant."""
    if prop.type is not LogicPropertyType.METRIC:
        return True
    if name == "instant":
        return not _declared(prop, TIME_RANGE_PARAMS)
    return not (name in TIME_RANGE_PARAMS and params.get("instant") is True)


def _declared(prop: LogicPropertyDef, names: tuple[str, ...]) -> set[str]:
    return {p.name for p in prop.input_parameters if p.name in names}
