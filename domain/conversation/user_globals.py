"""UserGlobals: the global variables of one user of one tenant, kept across sessions.

Spec 004 §2.2.3: global = the user's attributes and constants, persisted across sessions. A
session reads them when it starts and writes here only when a global actually changes, so two
sessions of one user never conflict over globals they merely read.
"""

from __future__ import annotations

from typing import Any
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate

from domain.conversation.variables import infer_type
from domain.shared.copying import clone_aggregate
from domain.shared.events import event, replayed_directly


def user_globals_id(tenant_id: str, user_id: str) -> UUID:
    """Derived from tenant and user, so a session finds them without an index (ADR 0184)."""
    return uuid5(NAMESPACE_URL, f"heartrule:user-globals:{tenant_id}/{user_id}")


@replayed_directly
class UserGlobals(Aggregate):
    """The latest value of each global of one user, and every change with its session."""

    TOPIC = "heartrule.conversation:UserGlobals"

    class Event(Aggregate.Event):
        TOPIC = "heartrule.conversation:UserGlobals.Event"

    class Created(Aggregate.Created):
        TOPIC = "heartrule.conversation:UserGlobals.Created"

    class GlobalsOpened(Aggregate.Created):
        TOPIC = "heartrule.conversation:UserGlobals.GlobalsOpened"
        tenant_id: str
        user_id: str

    @event(GlobalsOpened)
    def __init__(self, tenant_id: str, user_id: str) -> None:
        self.tenant_id = tenant_id
        self.user_id = user_id
        self.values: dict[str, Any] = {}

    @classmethod
    def open(cls, tenant_id: str, user_id: str) -> UserGlobals:
        return cls._create(
            cls.GlobalsOpened,
            id=user_globals_id(tenant_id, user_id),
            tenant_id=tenant_id,
            user_id=user_id,
        )

    def __deepcopy__(self, memo: dict[int, Any]) -> UserGlobals:
        clone = clone_aggregate(self)
        clone.values = dict(self.values)
        return clone

    class GlobalWritten(Event):
        TOPIC = "heartrule.conversation:UserGlobals.GlobalWritten"
        name: str
        value: Any
        value_type: str
        session_id: str
        source: str
        written_at: str

    def write(self, name: str, value: Any, *, session_id: str, source: str, at: str) -> bool:
        """Record a new value; an unchanged one records nothing. True if it changed."""
        if name in self.values and self.values[name] == value:
            return False
        self._write(name, value, infer_type(value), session_id, source, at)
        return True

    @event(GlobalWritten)
    def _write(
        self,
        name: str,
        value: Any,
        value_type: str,
        session_id: str,
        source: str,
        written_at: str,
    ) -> None:
        self.values[name] = value
