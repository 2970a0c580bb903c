"""The LLM port: one chat completion, asynchronous, with everything an audit needs to know."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from domain.shared.frozen import one_write

Role = Literal["system", "user", "assistant"]


@one_write
@dataclass(frozen=True)
class ChatMessage:
    """One message of a chat completion request."""

    role: Role
    content: str


@one_write
@dataclass(frozen=True)
class LLMRequest:
    """What the application asks of a model.

    ``purpose`` names the prompt kind (``ai_say.mainline_a``, ``evaluation.judge`` ...).
    ``facts`` are the structured values the prompt was built from: real models ignore them, the
    offline model answers from them, and audits can read them beside the prompt.
    """

    messages: tuple[ChatMessage, ...]
    purpose: str
    temperature: float = 0.7
    max_tokens: int = 1000
    json_schema: Mapping[str, Any] | None = None
    schema_name: str | None = None
    deadline_s: float = 60.0
    facts: Mapping[str, Any] = field(default_factory=dict)

    @property
    def prompt_text(self) -> str:
        return "\n\n".join(f"[{m.role}]\n{m.content}" for m in self.messages)


@one_write
@dataclass(frozen=True)
class TokenUsage:
    prompt_tokens: int = 0
    completion_tokens: int = 0


@one_write
@dataclass(frozen=True)
class LLMResponse:
    """A model's answer and how it was obtained."""

    text: str
    model: str
    latency_ms: float
    attempts: int = 1
    usage: TokenUsage = field(default_factory=TokenUsage)


class LLMError(Exception):
    """The model could not answer: the transport failed, the deadline passed, or it refused."""

    def __init__(
        self,
        message: str,
        *,
        model: str = "",
        attempts: int = 1,
        latency_ms: float = 0.0,
        status: int | None = None,
        retryable: bool = False,
    ) -> None:
        super().__init__(message)
        self.model = model
        self.attempts = attempts
        self.latency_ms = latency_ms
        self.status = status
        self.retryable = retryable


class LLMPort(Protocol):
    """A chat-completion model. Implementations: the offline model and OpenAI-compatible HTTP."""

    async def complete(self, request: LLMRequest) -> LLMResponse: ...
