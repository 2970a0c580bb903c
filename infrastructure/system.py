"""The real clock and id factory behind the application's ports."""

from __future__ import annotations

from datetime import UTC, datetime
from uuid import UUID, uuid4


class SystemClock:
    """Wall-clock time in UTC."""

    def now(self) -> datetime:
        return datetime.now(UTC)


class RandomIdFactory:
    """Random (version 4) UUIDs."""

    def new_id(self) -> UUID:
        return uuid4()
