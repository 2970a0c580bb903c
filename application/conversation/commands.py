"""Commands the conversation context accepts: imperative, frozen, plain data."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from uuid import UUID

from domain.shared.frozen import one_write


@one_write
@dataclass(frozen=True)
class StartSession:
    tenant_id: str
    user_id: str
    script_id: UUID
    script_version: int | None = None
    session_name: str | None = None
    locale: str = "zh-CN"


@one_write
@dataclass(frozen=True)
class SendUserMessage:
    tenant_id: str
    session_id: UUID
    text: str
    idempotency_key: str | None = None


@dataclass(frozen=True)
class SubmitForm:
    tenant_id: str
    session_id: UUID
    values: dict[str, Any] = field(default_factory=dict)
    idempotency_key: str | None = None
