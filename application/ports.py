"""Ports every context shares: time and identity come in from outside the domain."""

from __future__ import annotations

from datetime import datetime
from typing import Protocol
from uuid import UUID


class Clock(Protocol):
    """The current time, timezone-aware. Replays never ask it."""

    def now(self) -> datetime: ...


class IdFactory(Protocol):
    """New identities for aggregates."""

    def new_id(self) -> UUID: ...
