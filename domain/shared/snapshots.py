"""Snapshots whose state the aggregate writes and reads itself, in JSON values.

The library's snapshot stores ``vars(aggregate)`` as it is; ours holds enums, frozen value
objects and containers of them, which JSON would flatten into strings and lists. So each
snapshotted aggregate says what its state is (:meth:`Snapshotted.snapshot_state`) and how its
attributes come back from it (:meth:`Snapshotted.attributes_from_snapshot`); replaying the events
after a snapshot then gives exactly what replaying every event gives (tested by property).
"""

from __future__ import annotations

from typing import Any, Protocol, Self, runtime_checkable

from eventsourcing.domain import Snapshot as LibrarySnapshot
from eventsourcing.utils import get_topic, resolve_topic


@runtime_checkable
class Snapshotted(Protocol):
    """An aggregate that can be snapshotted: its state in JSON values, and back."""

    def snapshot_state(self) -> dict[str, Any]:
        """Every attribute the events built, as JSON values (UUIDs and datetimes allowed)."""
        ...

    @classmethod
    def attributes_from_snapshot(cls, state: dict[str, Any]) -> dict[str, Any]:
        """The attributes ``snapshot_state`` described, rebuilt as the events build them."""
        ...


class Snapshot(LibrarySnapshot):
    """The state of one aggregate at one version."""

    TOPIC = "heartrule.shared:Snapshot"

    @classmethod
    def take(cls, aggregate: Any) -> Self:
        state = {
            **aggregate.snapshot_state(),
            "_created_on": aggregate.created_on,
            "_modified_on": aggregate.modified_on,
        }
        class_version = getattr(type(aggregate), "class_version", 1)
        if class_version > 1:
            state["class_version"] = class_version
        return cls(
            originator_id=aggregate.id,
            originator_version=aggregate.version,
            timestamp=cls.create_timestamp(),
            topic=get_topic(type(aggregate)),
            state=state,
        )

    def mutate(self, _: None) -> Any:
        aggregate_class = resolve_topic(self.topic)
        state = dict(self.state)
        created_on, modified_on = state.pop("_created_on"), state.pop("_modified_on")
        version = state.pop("class_version", 1)
        while version < getattr(aggregate_class, "class_version", 1):
            getattr(aggregate_class, f"upcast_v{version}_v{version + 1}")(state)
            version += 1
        attributes = {
            **aggregate_class.attributes_from_snapshot(state),
            "_id": self.originator_id,
            "_version": self.originator_version,
            "_created_on": created_on,
            "_modified_on": modified_on,
            "_pending_events": [],
        }
        aggregate = object.__new__(aggregate_class)
        object.__setattr__(aggregate, "__dict__", attributes)
        return aggregate
