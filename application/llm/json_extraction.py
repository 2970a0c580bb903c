"""Find the JSON object a model meant, even when it wrapped it in prose or code fences."""

from __future__ import annotations

import json
import re
from typing import Any

_FENCE = re.compile(r"```(?:json|JSON)?\s*(.*?)```", re.DOTALL)


class NoJSONFoundError(ValueError):
    """The text holds no parseable JSON object."""


def extract_json(text: str) -> Any:
    """Return the first JSON value found: the whole text, a fenced block, or a balanced object."""
    for candidate in _candidates(text):
        try:
            return json.loads(candidate)
        except json.JSONDecodeError:
            continue
    raise NoJSONFoundError(f"no JSON object found in the answer: {_preview(text)}")


def _candidates(text: str) -> list[str]:
    stripped = text.strip()
    found = [stripped]
    found += [m.group(1).strip() for m in _FENCE.finditer(text)]
    found += _balanced_objects(text)
    return found


def _balanced_objects(text: str) -> list[str]:
    """Every top-level ``{...}`` span, honouring strings and escapes."""
    spans: list[str] = []
    depth, start, in_string, escaped = 0, -1, False, False
    for index, char in enumerate(text):
        if in_string:
            escaped = char == "\\" and not escaped
            if char == '"' and not escaped:
                in_string = False
            continue
        if char == '"':
            in_string, escaped = True, False
        elif char == "{":
            start = index if depth == 0 else start
            depth += 1
        elif char == "}" and depth > 0:
            depth -= 1
            if depth == 0:
                spans.append(text[start : index + 1])
    return spans


def _preview(text: str, limit: int = 120) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[:limit] + "…"
