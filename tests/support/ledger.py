"""A throwaway aggregate for store and relay tests, with explicit stored topics.

It stands in for the real aggregates so infrastructure tests do not depend on them. Its
topics follow the project's convention, ``heartrule.<context>:<Aggregate>.<Event>``.
"""

from __future__ import annotations

from typing import Any
from uuid import UUID

from eventsourcing.domain import Aggregate, event


class Ledger(Aggregate):
    """A list of amounts owned by one tenant."""

    TOPIC = "heartrule.testing:Ledger"

    class Created(Aggregate.Created):
        TOPIC = "heartrule.testing:Ledger.Created"

    class Opened(Created):
        TOPIC = "heartrule.testing:Ledger.Opened"
        tenant_id: str
        owner: str

    class EntryRecorded(Aggregate.Event):
        TOPIC = "heartrule.testing:Ledger.EntryRecorded"
        amount: int
        note: dict[str, Any] | None

    @event(Opened)
    def __init__(self, tenant_id: str, owner: str) -> None:
        self.tenant_id = tenant_id
        self.owner = owner
        self.amounts: list[int] = []

    @event(EntryRecorded)
    def record(self, amount: int, note: dict[str, Any] | None = None) -> None:
        self.amounts.append(amount)

    @classmethod
    def open(cls, ledger_id: UUID, tenant_id: str = "tenant-a", owner: str = "ann") -> Ledger:
        return cls._create(cls.Opened, id=ledger_id, tenant_id=tenant_id, owner=owner)


class Receipt(Aggregate):
    """Created inside a "session" (a Ledger): it records ``session_id``, not the tenant."""

    TOPIC = "heartrule.testing:Receipt"

    class Created(Aggregate.Created):
        TOPIC = "heartrule.testing:Receipt.Created"

    class Issued(Created):
        TOPIC = "heartrule.testing:Receipt.Issued"
        session_id: UUID

    class Voided(Aggregate.Event):
        TOPIC = "heartrule.testing:Receipt.Voided"

    @event(Issued)
    def __init__(self, session_id: UUID) -> None:
        self.session_id = session_id

    @event(Voided)
    def void(self) -> None:
        return None

    @classmethod
    def issue(cls, receipt_id: UUID, session_id: UUID) -> Receipt:
        return cls._create(cls.Issued, id=receipt_id, session_id=session_id)
