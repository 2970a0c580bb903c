"""Conversations as JSON Lines (one input object a line) or one JSON object or array."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from domain.evaluation.errors import InvalidConversationError


def read_conversations(path: Path) -> list[Any]:
    """Every conversation in a file: ``.json`` holds one object or a list, otherwise JSONL."""
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".json":
        data = _loads(text, f"{path}")
        return data if isinstance(data, list) else [data]
    return list(_lines(text, path))


def _lines(text: str, path: Path) -> Iterator[Any]:
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip():
            yield _loads(line, f"{path}:{number}")


def _loads(text: str, where: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidConversationError(f"{where}: not valid JSON: {exc.msg}") from None


def write_jsonl(path: Path, rows: list[dict[str, Any]]) -> None:
    """Write rows as JSON Lines, Chinese kept readable."""
    lines = (json.dumps(row, ensure_ascii=False) for row in rows)
    path.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
