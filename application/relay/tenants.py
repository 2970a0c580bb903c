"""Which tenant an event belongs to: its own ``tenant_id``, else its aggregate's first event's."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from uuid import UUID

FirstEvent = Callable[[UUID | str], object | None]


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
            tenant = _tenant_field(self._first_event(originator_id))
        self._remember(originator_id, tenant)
        return tenant

    def _remember(self, originator_id: UUID | str, tenant: str | None) -> None:
        self._known[originator_id] = tenant
        self._known.move_to_end(originator_id)
        if len(self._known) > self._capacity:
            self._known.popitem(last=False)
