"""The spec's input format: ``key``, ``messages`` and ``rule_list`` of ``{rule, N}``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from domain.evaluation.errors import InvalidConversationError
from domain.evaluation.turns import Message, Turn, pair_turns


class MessageIn(BaseModel):
    """One message as the input writes it; ``system`` messages are not part of any turn."""

    model_config = ConfigDict(extra="ignore")

    role: Literal["user", "assistant", "system"]
    content: str


class ConversationIn(BaseModel):
    """One conversation to evaluate."""

    model_config = ConfigDict(extra="ignore")

    key: str | int
    messages: list[MessageIn] = Field(min_length=1)
    rule_list: list[Any] = Field(description="entries kept raw: a malformed one fails alone")


@dataclass(frozen=True)
class EvaluationRequest:
    """A parsed conversation: its key, messages, turns and raw rule list."""

    key: str
    messages: tuple[Message, ...]
    turns: tuple[Turn, ...]
    rule_list: tuple[Any, ...]

    def messages_payload(self) -> list[dict[str, Any]]:
        return [{"role": m.role, "content": m.content} for m in self.messages]


@dataclass(frozen=True)
class UnreadableConversation:
    """An input that could not be read at all (a line that is not JSON): reported, not judged."""

    key: str
    error: str


def parse_request(data: Any) -> EvaluationRequest:
    """Validate one input object; an :class:`InvalidConversationError` names the field."""
    try:
        parsed = ConversationIn.model_validate(data)
    except ValidationError as exc:
        raise InvalidConversationError(_describe(data, exc)) from None
    messages = tuple(Message(m.role, m.content) for m in parsed.messages if m.role != "system")
    if not messages:
        problem = "has no user or assistant message"
        raise InvalidConversationError(f"conversation '{parsed.key}' {problem}")
    rule_list = tuple(parsed.rule_list)
    return EvaluationRequest(str(parsed.key), messages, pair_turns(messages), rule_list)


def _describe(data: Any, exc: ValidationError) -> str:
    key = data.get("key", "?") if isinstance(data, dict) else "?"
    first = exc.errors()[0]
    where = ".".join(str(part) for part in first["loc"]) or "(root)"
    return f"conversation '{key}': field '{where}': {first['msg']}"
