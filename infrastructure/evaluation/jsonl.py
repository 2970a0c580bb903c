"""Conversations as JSON Lines (one input object a line) or one JSON object or array.

A line that is not JSON does not stop the batch: it becomes an :class:`UnreadableConversation`
naming its line, reported as an error result while every other line is evaluated.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from application.evaluation.requests import UnreadableConversation


@dataclass(frozen=True)
class SourcedConversation:
    """One input and the line of the file it starts on (1 for a ``.json`` file)."""

    line: int
    data: Any


def read_conversations(path: Path) -> list[SourcedConversation]:
    """Every conversation in a file: ``.json`` holds one object or a list, otherwise JSONL."""
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".json":
        return _document(text, path)
    return [
        SourcedConversation(number, _loads(line, path, number))
        for number, line in enumerate(text.splitlines(), start=1)
        if line.strip()
    ]


def _document(text: str, path: Path) -> list[SourcedConversation]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        return [SourcedConversation(exc.lineno, _unreadable(path, exc.lineno, exc.msg))]
    items = data if isinstance(data, list) else [data]
    return [SourcedConversation(1, item) for item in items]


def _loads(line: str, path: Path, number: int) -> Any:
    try:
        return json.loads(line)
    except json.JSONDecodeError as exc:
        return _unreadable(path, number, exc.msg)


def _unreadable(path: Path, number: int, problem: str) -> UnreadableConversation:
    return UnreadableConversation(
        key=f"{path.name}:{number}", error=f"{path}:{number}: not valid JSON: {problem}"
    )


def write_jsonl(path: Path, rows: list[dict[str, Any]]) -> None:
    """Write rows as JSON Lines, Chinese kept readable."""
    lines = (json.dumps(row, ensure_ascii=False) for row in rows)
    path.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
