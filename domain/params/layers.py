"""Where each value comes from, by the priority of spec 003 §3.2.1.

additional_context > query > schema example/default > inference. Code resolves the first two
where it can be certain; the model infers the rest; defaults fill what is still open.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from zoneinfo import ZoneInfo

from domain.params.context import AdditionalContext
from domain.params.definitions import SYSTEM_PARAMS, LogicPropertyDef, LogicPropertyType
from domain.params.schema_hints import default_of, has_value
from domain.params.time_expressions import read_time
from domain.params.time_range import Step, TimeRange
from domain.params.values import coerce

CONTEXT = "additional_context"
QUERY = "query"
MODEL = "model"
DEFAULT = "default"


@dataclass(frozen=True)
class Layer:
    """Values for some parameters, each with where it came from."""

    values: dict[str, Any] = field(default_factory=dict)
    sources: dict[str, str] = field(default_factory=dict)
    problems: dict[str, str] = field(default_factory=dict)
    note: str = ""
    overrides_context: bool = False


def from_context(prop: LogicPropertyDef, context: AdditionalContext) -> Layer:
    values: dict[str, Any] = {}
    problems: dict[str, str] = {}
    for parameter in prop.input_parameters:
        if not context.has(parameter.name):
            continue
        declared = prop.type_of(parameter)
        coerced = coerce(context.get(parameter.name), declared, free_text=context.free_text)
        if coerced.ok:
            values[parameter.name] = coerced.value
        else:
            problems[parameter.name] = f"additional_context {parameter.name} {coerced.error}"
    return Layer(values, dict.fromkeys(values, CONTEXT), problems)


def from_query(
    prop: LogicPropertyDef,
    query: str,
    now_ms: int,
    tz: ZoneInfo,
    context: Layer | None = None,
) -> Layer:
    """A metric's time parameters, as far as code reads them for certain from the query.

    A whole range; or only ``step`` (and a trend) when the query names a granularity but no
    range. "同期" moves the context's window (its start and end) and so outranks it.
    """
    if prop.type is not LogicPropertyType.METRIC:
        return Layer()
    reading = read_time(query, now_ms, tz, window=_window(context))
    declared = {p.name for p in prop.input_parameters if p.name in SYSTEM_PARAMS}
    if reading.found is not None:
        params = reading.found.as_params()
    elif reading.step is not None:
        params = {"instant": False, "step": reading.step.value}
    else:
        return Layer()
    values = {k: v for k, v in params.items() if k in declared}
    same = reading.same_period and reading.found is not None
    return Layer(values, dict.fromkeys(values, QUERY), note=reading.source, overrides_context=same)


def _window(context: Layer | None) -> TimeRange | None:
    """The current window the context names (start and end as integers), for 同期."""
    values = context.values if context else {}
    start, end, step = values.get("start"), values.get("end"), values.get("step")
    if not (isinstance(start, int) and isinstance(end, int)) or start > end:
        return None
    known_step = Step(step) if step in {s.value for s in Step} else None
    return TimeRange(instant=False, start=start, end=end, step=known_step)


def from_defaults(prop: LogicPropertyDef, hints: dict[str, dict[str, Any]]) -> Layer:
    """Schema defaults or examples, then a default ``value`` in the parameter definition."""
    values: dict[str, Any] = {}
    for parameter in prop.input_parameters:
        default = default_of(hints.get(parameter.name, {}))
        if has_value(default):
            values[parameter.name] = default
        elif parameter.value is not None:
            values[parameter.name] = parameter.value
    return Layer(values, dict.fromkeys(values, DEFAULT))


def merge(*layers: Layer) -> Layer:
    """Earlier layers win: pass them highest priority first."""
    values: dict[str, Any] = {}
    sources: dict[str, str] = {}
    for layer in reversed(layers):
        values.update(layer.values)
        sources.update(layer.sources)
    problems = {k: v for layer in reversed(layers) for k, v in layer.problems.items()}
    return Layer(values, sources, problems)
