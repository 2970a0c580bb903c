"""A snapshot taken before an aggregate's attributes changed is upcast like an event."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from eventsourcing.domain import Aggregate, event
from eventsourcing.utils import get_topic

from domain.shared.snapshots import Snapshot


class Counter(Aggregate):
    """Counts; version 2 also remembers the label its snapshots of version 1 lacked."""

    class_version = 2

    @event("Counted")
    def count(self) -> None:
        self.total = getattr(self, "total", 0) + 1
        self.label = "counted"

    def snapshot_state(self) -> dict[str, Any]:
        return {"total": self.total, "label": self.label}

    @classmethod
    def attributes_from_snapshot(cls, state: dict[str, Any]) -> dict[str, Any]:
        return dict(state)

    @staticmethod
    def upcast_v1_v2(state: dict[str, Any]) -> None:
        state["label"] = "from an old snapshot"


def test_a_snapshot_records_the_class_version_of_its_aggregate() -> None:
    counter = Counter()
    counter.count()
    assert Snapshot.take(counter).state["class_version"] == 2


def test_a_snapshot_of_an_older_class_version_is_upcast_when_loaded() -> None:
    old = Snapshot(
        originator_id=uuid4(),
        originator_version=3,
        timestamp=Snapshot.create_timestamp(),
        topic=get_topic(Counter),
        state={"total": 2, "_created_on": None, "_modified_on": None},
    )
    loaded = old.mutate(None)
    assert (loaded.total, loaded.label, loaded.version) == (2, "from an old snapshot", 3)
