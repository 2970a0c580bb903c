"""Ports of the relay: where events go, and where the relay keeps its position."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True)
class OutboundMessage:
    """One domain event ready for a broker: its stream, key, headers and encoded body."""

    stream: str
    key: bytes
    headers: Mapping[str, str]
    body: bytes
    position: int


class PublishFailedError(Exception):
    """The broker did not acknowledge every message of a batch; nothing may be assumed sent."""


class EventPublisher(Protocol):
    """Sends messages to a broker, keeping their order per key."""

    def publish(self, messages: Sequence[OutboundMessage]) -> None:
        """Return once the broker acknowledged every message; else raise PublishFailedError."""
        ...

    def close(self) -> None: ...


class PositionStore(Protocol):
    """The durable position of one relay in the notification log."""

    def load(self) -> int:
        """The last position published and acknowledged; 0 before the first batch."""
        ...

    def save(self, position: int) -> None:
        """Record that everything up to ``position`` was acknowledged."""
        ...


class InMemoryPositionStore:
    """A position that lives as long as the process: for the memory store and tests."""

    def __init__(self, position: int = 0) -> None:
        self.position = position

    def load(self) -> int:
        return self.position

    def save(self, position: int) -> None:
        self.position = position
