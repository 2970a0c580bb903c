"""The ``_error`` answers of spec 003, one clause per property that did not resolve.

- ``missing <name>: p1,p2 | ask: <sentence>`` — the caller must supply data (§6.2);
- ``invalid <name>: <message>，… | ask: <sentence>`` — a value breaks a rule of §7 or of the
  operator schema; each message is the spec's (``step 必须是 day/week/month/quarter/year 之一``);
- ``failed <name>: <cause> | retry: <sentence>`` — the model could not be had (unreachable,
  4xx, 5xx or 429 after the retries, timed out, or its answer was unusable): nothing is missing,
  the same request may succeed later.

Clauses are joined by ``"; "``; a single missing clause is exactly §6.2.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

_SENTENCE_END = re.compile(r"[。！？!?]|\.(?=\s|$)")
_RESERVED = re.compile(r"[|;\r\n]+")
RETRY = "模型暂时不可用，请稍后重试同一请求，无需补充参数"


class Clause(Protocol):
    @property
    def property_name(self) -> str: ...

    def clause(self) -> str: ...


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


@dataclass(frozen=True)
class InvalidParams:
    """Values of one property that break a rule, each with the spec's message, by parameter."""

    property_name: str
    messages: dict[str, str]
    ask: str

    def clause(self) -> str:
        listed = "，".join(flat(message) for message in dict.fromkeys(self.messages.values()))
        return f"invalid {self.property_name}: {listed} | ask: {one_sentence(self.ask)}"


@dataclass(frozen=True)
class FailedProperty:
    """The model could not resolve this property; why, in the words of the last attempt."""

    property_name: str
    cause: str

    def clause(self) -> str:
        return f"failed {self.property_name}: {flat(self.cause)} | retry: {RETRY}"


def error_message(clauses: Sequence[Clause]) -> str:
    """Every clause, joined by ``"; "``."""
    return "; ".join(item.clause() for item in clauses)


def flat(text: str) -> str:
    """Text without the separators the error format reserves."""
    return _RESERVED.sub("，", text).strip(" ，")


def one_sentence(text: str) -> str:
    """The first sentence, without the separators the error format reserves."""
    flattened = flat(text)
    end = _SENTENCE_END.search(flattened)
    return flattened[: end.start()].strip() if end and end.start() > 0 else flattened
