"""What resolving one property came to: its parameters, or what it is missing, and why."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from application.llm.structured import LLMCall
from application.params.answers import Answer, AnswerRejectedError, read_answer
from application.params.retry import Completion
from domain.params.asks import ask_for
from domain.params.definitions import LogicPropertyDef
from domain.params.layers import MODEL, Layer, merge
from domain.params.missing import MissingParams
from domain.params.validation import Checked, check, typed_values


@dataclass(frozen=True)
class PropertyOutcome:
    """The parameters of one property, or what it is missing; and how that was found."""

    name: str
    params: dict[str, Any] | None
    missing: MissingParams | None
    sources: dict[str, str] = field(default_factory=dict)
    calls: tuple[LLMCall, ...] = ()
    problems: dict[str, str] = field(default_factory=dict)
    reason: str = ""
    time_expression: str = ""
    schema_note: str = ""


def from_completion(
    prop: LogicPropertyDef, known: Layer, defaults: Layer, completion: Completion
) -> PropertyOutcome:
    if completion.response is None:
        return _failed(prop, known, completion.calls, f"the model failed: {completion.error}")
    try:
        answer = read_answer(completion.response.text, prop)
    except AnswerRejectedError as exc:
        calls = _annotate_last(completion.calls, None, str(exc))
        return _failed(prop, known, calls, f"the answer was rejected: {exc}")
    calls = _annotate_last(completion.calls, _parsed(prop, answer), None)
    values, problems = typed_values(prop, answer.values)
    model = Layer(values, dict.fromkeys(values, MODEL), problems)
    final = merge(known, model, defaults)
    checked = check(prop, final.values)
    if checked.complete:
        return resolved(prop, final, checked, calls, "", "resolved with the model")
    return _missing(prop, checked, answer, calls, final.problems)


def resolved(
    prop: LogicPropertyDef,
    layer: Layer,
    checked: Checked,
    calls: tuple[LLMCall, ...],
    time_expression: str,
    reason: str,
) -> PropertyOutcome:
    sources = {name: layer.sources.get(name, "inferred") for name in checked.params}
    return PropertyOutcome(
        prop.name, checked.params, None, sources, calls, layer.problems, reason, time_expression
    )


def _missing(
    prop: LogicPropertyDef,
    checked: Checked,
    answer: Answer,
    calls: tuple[LLMCall, ...],
    problems: dict[str, str],
) -> PropertyOutcome:
    agreed = answer.is_error and set(answer.missing) == set(checked.missing)
    ask = answer.ask if agreed else ask_for(prop, checked.missing, set(checked.problems))
    reason = "the model reported missing parameters" if answer.is_error else "incomplete answer"
    missing = MissingParams(prop.name, checked.missing, ask)
    all_problems = {**problems, **checked.problems}
    return PropertyOutcome(prop.name, None, missing, {}, calls, all_problems, reason)


def _failed(
    prop: LogicPropertyDef, known: Layer, calls: tuple[LLMCall, ...], reason: str
) -> PropertyOutcome:
    """A failed model call or a rejected answer: everything code could not resolve is missing."""
    checked = check(prop, known.values)
    ask = ask_for(prop, checked.missing, set())
    missing = MissingParams(prop.name, checked.missing, ask)
    return PropertyOutcome(prop.name, None, missing, {}, calls, known.problems, reason)


def _parsed(prop: LogicPropertyDef, answer: Answer) -> dict[str, Any]:
    if answer.is_error:
        return {"missing": list(answer.missing), "ask": answer.ask}
    return {prop.name: answer.values}


def _annotate_last(
    calls: tuple[LLMCall, ...], parsed: dict[str, Any] | None, error: str | None
) -> tuple[LLMCall, ...]:
    return (*calls[:-1], replace(calls[-1], parsed=parsed, error=error))
