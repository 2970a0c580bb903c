"""What resolving one property came to: its parameters, or what is missing, invalid or failed."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from application.llm.structured import LLMCall
from application.params.answers import Answer, AnswerRejectedError, read_answer
from application.params.retry import Completion
from domain.params.asks import ask_for, ask_to_correct
from domain.params.definitions import LogicPropertyDef
from domain.params.layers import MODEL, Layer, merge
from domain.params.missing import FailedProperty, InvalidParams, MissingParams
from domain.params.schema_check import top_level
from domain.params.validation import Checked, check, typed_values

Hints = dict[str, dict[str, Any]]


@dataclass(frozen=True)
class PropertyOutcome:
    """The parameters of one property, or why there are none; and how that was found."""

    name: str
    params: dict[str, Any] | None
    missing: MissingParams | None
    sources: dict[str, str] = field(default_factory=dict)
    calls: tuple[LLMCall, ...] = ()
    problems: dict[str, str] = field(default_factory=dict)
    reason: str = ""
    time_expression: str = ""
    schema_note: str = ""
    invalid: InvalidParams | None = None
    failure: FailedProperty | None = None

    @property
    def status(self) -> str:
        if self.failure:
            return "failed"
        if self.invalid:
            return "invalid"
        return "missing" if self.missing else "resolved"


def from_completion(
    prop: LogicPropertyDef, known: Layer, defaults: Layer, completion: Completion, hints: Hints
) -> PropertyOutcome:
    if completion.response is None:
        cause = f"the model failed after {len(completion.calls)} attempt(s): {completion.error}"
        return _failed(prop, completion.calls, cause)
    try:
        answer = read_answer(completion.response.text, prop)
    except AnswerRejectedError as exc:
        calls = _annotate_last(completion.calls, None, str(exc))
        return _failed(prop, calls, f"the model's answer was unusable: {exc}")
    calls = _annotate_last(completion.calls, _parsed(prop, answer), None)
    values, problems = typed_values(prop, answer.values)
    model = Layer(values, dict.fromkeys(values, MODEL), problems)
    final = merge(known, model, defaults)
    checked = check(prop, final.values, hints)
    if checked.complete:
        return resolved(prop, final, checked, calls, "", "resolved with the model")
    if checked.invalid:
        return invalid(prop, checked, calls, final.problems, "the values break a rule")
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


def invalid(
    prop: LogicPropertyDef,
    checked: Checked,
    calls: tuple[LLMCall, ...],
    problems: dict[str, str],
    reason: str,
) -> PropertyOutcome:
    """Values that break §7 or the operator schema: each with its message, never 'missing'."""
    ask = ask_to_correct([top_level(path) for path in checked.invalid])
    found = InvalidParams(prop.name, checked.invalid, ask)
    all_problems = {**problems, **checked.problems, **checked.invalid}
    return PropertyOutcome(prop.name, None, None, {}, calls, all_problems, reason, invalid=found)


def _missing(
    prop: LogicPropertyDef,
    checked: Checked,
    answer: Answer,
    calls: tuple[LLMCall, ...],
    problems: dict[str, str],
) -> PropertyOutcome:
    agreed = answer.is_error and set(answer.missing) == set(checked.missing)
    wrong = set(checked.problems)
    computed = ask_for(prop, checked.missing, wrong, range_required=checked.range_required)
    ask = answer.ask if agreed and not checked.range_required else computed
    reason = "the model reported missing parameters" if answer.is_error else "incomplete answer"
    missing = MissingParams(prop.name, checked.missing, ask)
    all_problems = {**problems, **checked.problems}
    return PropertyOutcome(prop.name, None, missing, {}, calls, all_problems, reason)


def _failed(prop: LogicPropertyDef, calls: tuple[LLMCall, ...], cause: str) -> PropertyOutcome:
    """The model could not be had: a failure to retry, never a request for more data."""
    failure = FailedProperty(prop.name, cause)
    return PropertyOutcome(prop.name, None, None, {}, calls, {}, cause, failure=failure)


def _parsed(prop: LogicPropertyDef, answer: Answer) -> dict[str, Any]:
    if answer.is_error:
        return {"missing": list(answer.missing), "ask": answer.ask}
    return {prop.name: answer.values}


def _annotate_last(
    calls: tuple[LLMCall, ...], parsed: dict[str, Any] | None, error: str | None
) -> tuple[LLMCall, ...]:
    return (*calls[:-1], replace(calls[-1], parsed=parsed, error=error))
