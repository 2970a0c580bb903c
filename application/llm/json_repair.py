"""Malformed JSON a model meant, repaired without asking it again (ADR 0147).

Trailing commas, single quotes, ``True``/``None``, comments and Chinese quotes are mended by
json-repair; an answer cut off before its object closed (the model ran out of tokens) is never
completed, because a guessed ending would put words in the model's mouth.
"""

from __future__ import annotations

from typing import Any

from json_repair import repair_json

OPENERS, CLOSERS = "{[", "}]"


class TruncatedJSONError(ValueError):
    """The answer stops inside its JSON object: it was cut off, not malformed."""


def repaired_json(text: str) -> dict[str, Any] | None:
    """The object json-repair reads from ``text``; None when nothing object-like is there.

    Raises :class:`TruncatedJSONError` when the text ends before its first object closes.
    """
    start = text.find("{")
    if start == -1:
        return None
    if _cut_off(text[start:]):
        raise TruncatedJSONError("the answer ends before its JSON object closes (cut off)")
    value = repair_json(text[start:], return_objects=True)
    return value if isinstance(value, dict) and value else None


def _cut_off(text: str) -> bool:
    """True when brackets opened outside strings are still open at the end, or a string is."""
    depth, quote, escaped = 0, "", False
    for char in text:
        if quote:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == quote:
                quote = ""
        elif char in "\"'":
            quote = char
        elif char in OPENERS:
            depth += 1
        elif char in CLOSERS:
            depth -= 1
            if depth == 0:
                return False
    return depth > 0
