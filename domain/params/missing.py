"""The missing-parameter answer of spec 003 §6.2: ``missing <name>: p1,p2 | ask: <sentence>``."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

_SENTENCE_END = re.compile(r"[。！？!?]|\.(?=\s|$)")
_RESERVED = re.compile(r"[|;\r\n]+")


@dataclass(frozen=True)
class MissingParams:
    """What one logic property still needs, and the one sentence that asks for it."""

    property_name: str
    params: tuple[str, ...]
    ask: str

    def clause(self) -> str:
        return (
            f"missing {self.property_name}: {','.join(self.params)} | ask: {one_sentence(self.ask)}"
        )


def error_message(missing: Sequence[MissingParams]) -> str:
    """One clause per failed property, joined by ``"; "`` (a single one is exactly §6.2)."""
    return "; ".join(item.clause() for item in missing)


def one_sentence(text: str) -> str:
    """The first sentence, without the separators the error format reserves."""
    flat = _RESERVED.sub("，", text).strip(" ，")
    end = _SENTENCE_END.search(flat)
    return flat[: end.start()].strip() if end and end.start() > 0 else flat
