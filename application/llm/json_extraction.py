"""Find the JSON object a model meant, even when it wrapped it in prose or code fences."""

from __future__ import annotations

import json
import re
from typing import Any

_FENCE = re.compile(r"```(?:json|JSON)?\s*(.*?)```", re.DOTALL)
_DECODER = json.JSONDecoder()


class NoJSONFoundError(ValueError):
    """The text holds no parseable JSON object."""


def extract_json(text: str) -> Any:
    """Return the first JSON value found: the whole text, a fenced block, or an embedded object."""
    for candidate in _candidates(text):
        try:
            return json.loads(candidate)
        except json.JSONDecodeError:
            continue
    return _first_embedded_object(text)


def _candidates(text: str) -> list[str]:
    stripped = text.strip()
    found = [stripped]
    found += [m.group(1).strip() for m in _FENCE.finditer(text)]
    return found


def _first_embedded_object(text: str) -> Any:
    """Decode from each ``{`` in turn: a stray brace in the prose does not hide the object."""
    start = text.find("{")
    while start != -1:
        try:
            value, _ = _DECODER.raw_decode(text, start)
            return value
        except json.JSONDecodeError:
            start = text.find("{", start + 1)
    raise NoJSONFoundError(f"no JSON object found in the answer: {_preview(text)}")


def _preview(text: str, limit: int = 120) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[:limit] + "…"
