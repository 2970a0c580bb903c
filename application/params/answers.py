"""Reading a model's answer against spec 003 §6 and §7.1: strict JSON, one of the two shapes."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from domain.params.definitions import LogicPropertyDef
from domain.params.schema_hints import looks_like_schema

_ERROR = re.compile(
    r"^missing\s+(?P<name>[^:]+?)\s*:\s*(?P<params>[^|]*?)\s*\|\s*ask:\s*(?P<ask>.+)$"
)
_GROUPS = ("path", "query", "body", "header", "headers")


class AnswerRejectedError(ValueError):
    """The answer is not strict JSON in one of the two shapes (not retried, spec §8.3.2)."""


@dataclass(frozen=True)
class Answer:
    """The parameters the model gave, or the parameters it says are missing and its question."""

    values: dict[str, Any]
    missing: tuple[str, ...] = ()
    ask: str = ""
    flattened: tuple[str, ...] = ()

    @property
    def is_error(self) -> bool:
        return bool(self.ask)


def read_answer(text: str, prop: LogicPropertyDef) -> Answer:
    try:
        document = json.loads(text.strip())
    except json.JSONDecodeError as exc:
        raise AnswerRejectedError(f"the answer is not strict JSON: {exc.msg}") from None
    if not isinstance(document, dict) or len(document) != 1:
        raise AnswerRejectedError(
            f"the answer must have exactly one top-level key: '{prop.name}' or '_error'"
        )
    ((key, value),) = document.items()
    if key == "_error":
        return _error(value, prop)
    if key != prop.name:
        raise AnswerRejectedError(f"the top-level key is '{key}', not '{prop.name}' or '_error'")
    return _params(value, prop)


def _error(value: Any, prop: LogicPropertyDef) -> Answer:
    match = _ERROR.match(value.strip()) if isinstance(value, str) else None
    if match is None or match.group("name").strip() != prop.name:
        raise AnswerRejectedError(f"_error is not 'missing {prop.name}: p1,p2 | ask: ...'")
    names = tuple(n.strip() for n in match.group("params").split(",") if n.strip())
    return Answer(values={}, missing=names, ask=match.group("ask").strip())


def _params(value: Any, prop: LogicPropertyDef) -> Answer:
    if not isinstance(value, dict):
        raise AnswerRejectedError(f"'{prop.name}' must map parameter names to values")
    declared = {p.name for p in prop.parameters}
    values = {k: v for k, v in value.items() if k not in _GROUPS or k in declared}
    groups = [k for k in value if k in _GROUPS and k not in declared and isinstance(value[k], dict)]
    for group in groups:
        values.update({k: v for k, v in value[group].items() if k not in values})
    echoed = [k for k, v in values.items() if looks_like_schema(v)]
    echoed += [prop.name] if looks_like_schema(value) else []
    if echoed:
        raise AnswerRejectedError(f"the answer echoes the operator schema in {', '.join(echoed)}")
    return Answer(values=values, flattened=tuple(groups))
