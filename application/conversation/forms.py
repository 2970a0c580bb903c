"""Checking form values: a ``show_form`` submission, a ``fill_form`` round's values."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from domain.conversation.script import FillForm, FillFormField, FormField, ShowForm


def validate_submission(form: ShowForm, values: Mapping[str, Any]) -> list[str]:
    """Every problem with the submission, one sentence each; empty when it is valid."""
    known = {f.name for f in form.fields}
    problems = [f"'{name}' is not a field of this form" for name in values if name not in known]
    for form_field in form.fields:
        problem = _check(form_field, values.get(form_field.name))
        if problem:
            problems.append(problem)
    return problems


def _check(form_field: FormField, value: Any) -> str | None:
    if value in (None, ""):
        return f"'{form_field.name}' is required" if form_field.required else None
    if form_field.kind == "number" and (
        isinstance(value, bool) or not isinstance(value, int | float)
    ):
        return f"'{form_field.name}' must be a number, got {value!r}"
    if form_field.kind == "boolean" and not isinstance(value, bool):
        return f"'{form_field.name}' must be true or false, got {value!r}"
    if form_field.kind == "choice" and value not in form_field.options:
        return f"'{form_field.name}' must be one of {list(form_field.options)}, got {value!r}"
    return None


@dataclass(frozen=True)
class FilledValues:
    """What a round of a ``fill_form`` brought: valid values, and why the others were refused."""

    valid: dict[str, Any] = field(default_factory=dict)
    problems: dict[str, str] = field(default_factory=dict)


def check_fill_values(form: FillForm, values: Mapping[str, Any]) -> FilledValues:
    """Each given value read as its field's kind (digits as numbers, 是/否 as booleans)."""
    fields = {f.name: f for f in form.fields}
    valid: dict[str, Any] = {}
    problems: dict[str, str] = {}
    for name, raw in values.items():
        form_field = fields.get(name)
        if form_field is None:
            problems[name] = f"'{name}' is not a field of this form"
            continue
        if raw in (None, ""):
            continue
        value = _read(form_field, raw)
        problem = _check(form_field, value) or _limits(form_field, value)
        if problem:
            problems[name] = problem
        else:
            valid[name] = value
    return FilledValues(valid, problems)


def missing_fields(form: FillForm, known: Mapping[str, Any]) -> list[str]:
    """The required fields that hold no value yet, in form order."""
    return [f.name for f in form.fields if f.required and known.get(f.name) in (None, "")]


def _read(form_field: FillFormField, raw: Any) -> Any:
    if not isinstance(raw, str):
        return raw
    text = raw.strip()
    if form_field.kind == "number" and re.fullmatch(r"-?\d+(?:\.\d+)?", text):
        return float(text) if "." in text else int(text)
    if form_field.kind == "boolean" and text.lower() in _YES | _NO:
        return text.lower() in _YES
    return text


def _limits(form_field: FillFormField, value: Any) -> str | None:
    if form_field.kind == "number":
        if form_field.minimum is not None and value < form_field.minimum:
            return f"'{form_field.name}' must be at least {form_field.minimum:g}, got {value!r}"
        if form_field.maximum is not None and value > form_field.maximum:
            return f"'{form_field.name}' must be at most {form_field.maximum:g}, got {value!r}"
    if form_field.pattern and isinstance(value, str) and not re.search(form_field.pattern, value):
        return f"'{form_field.name}' does not have the expected form, got {value!r}"
    return None


_YES = {"是", "对", "有", "yes", "y", "true", "是的"}
_NO = {"否", "不", "没有", "no", "n", "false", "不是"}
