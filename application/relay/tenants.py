"""Which tenant an event belongs to: its own ``tenant_id``, else its aggregate's first event's.

An aggregate created inside a session (an ActionRun) records ``session_id``, not the tenant: its
tenant is then the session's. See docs/adr/0050.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from uuid import UUID

FirstEvent = Callable[[UUID | str], object | None]
PARENT_FIELDS = ("session_id",)


def _tenant_field(event: object) -> str | None:
    tenant = getattr(event, "tenant_id", None)
    return None if tenant is None else str(tenant)


class TenantResolver:
    """Remembers the tenant of recently seen aggregates; asks the store for the others."""

    def __init__(self, first_event: FirstEvent, capacity: int = 10_000) -> None:
        self._first_event = first_event
        self._capacity = capacity
        self._known: OrderedDict[UUID | str, str | None] = OrderedDict()

    def tenant_of(self, originator_id: UUID | str, event: object) -> str | None:
        tenant = _tenant_field(event)
        if tenant is None and originator_id in self._known:
            self._known.move_to_end(originator_id)
            return self._known[originator_id]
        if tenant is None:
            tenant = self._tenant_at_creation(originator_id)
        self._remember(originator_id, tenant)
        return tenant

    def _tenant_at_creation(self, originator_id: UUID | str) -> str | None:
        first = self._first_event(originator_id)
        tenant = _tenant_field(first)
        parents = (getattr(first, name, None) for name in PARENT_FIELDS)
        parent = next((p for p in parents if p is not None and p != originator_id), None)
        if tenant is None and parent is not None:
            tenant = _tenant_field(self._first_event(parent))
        return tenant

    def _remember(self, originator_id: UUID | str, tenant: str | None) -> None:
        self._known[originator_id] = tenant
        self._known.move_to_end(originator_id)
        if len(self._known) > self._capacity:
            self._known.popitem(last=False)
