"""additional_context: a JSON object, or free text of ``key=value`` pairs (spec 003 §3.2.2)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

_SEGMENT_SEPARATORS = re.compile(r"[，；;\n]+")
_PAIR_BOUNDARY = re.compile(r",(?=\s*[A-Za-z_][A-Za-z0-9_.]*\s*[=:：])")
_PAIR = re.compile(r"([A-Za-z_][A-Za-z0-9_.]*)\s*(?:=|:|：)\s*(.*)$", re.DOTALL)


@dataclass(frozen=True)
class AdditionalContext:
    """The values the caller supplied, by key, and the fragments that were not ``key=value``."""

    values: dict[str, Any] = field(default_factory=dict)
    notes: tuple[str, ...] = ()
    free_text: bool = False

    def get(self, key: str) -> Any:
        return self.values.get(key)

    def has(self, key: str) -> bool:
        return self.values.get(key) not in (None, "")


def parse_additional_context(raw: dict[str, Any] | str) -> AdditionalContext:
    """Read a JSON object as is; read free text segment by segment (``，；;`` or new lines)."""
    if isinstance(raw, dict):
        return AdditionalContext(values=dict(raw))
    values: dict[str, Any] = {}
    notes: list[str] = []
    for fragment in _fragments(raw):
        pair = _PAIR.search(fragment)
        if pair and pair.group(2).strip():
            values[pair.group(1)] = pair.group(2).strip()
        else:
            notes.append(fragment)
    return AdditionalContext(values=values, notes=tuple(notes), free_text=True)


def _fragments(text: str) -> list[str]:
    fragments: list[str] = []
    for segment in _SEGMENT_SEPARATORS.split(text):
        fragments += [part.strip() for part in _PAIR_BOUNDARY.split(segment) if part.strip()]
    return fragments
