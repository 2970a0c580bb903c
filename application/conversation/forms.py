"""Checking a ``show_form`` submission against the form's fields."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.conversation.script import FormField, ShowForm


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
