"""The ScriptDocument aggregate: a named script of one tenant and its published versions.

Sessions pin the version they started with, so editing a script never changes a running or
recorded conversation.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate

from domain.conversation.errors import ScriptVersionConflictError, ScriptVersionNotFoundError
from domain.shared.copying import clone_aggregate
from domain.shared.events import event, replayed_directly


@dataclass(frozen=True)
class ScriptVersion:
    version: int
    text: str
    digest: str
    published_at: str


def script_id_for(tenant_id: str, name: str) -> UUID:
    """Deterministic id, so a script is found by tenant and name without an index."""
    return uuid5(NAMESPACE_URL, f"heartrule:script:{tenant_id}/{name}")


@replayed_directly
class ScriptDocument(Aggregate):
    """Every version of one script, oldest first."""

    TOPIC = "heartrule.conversation:ScriptDocument"

    class Event(Aggregate.Event):
        TOPIC = "heartrule.conversation:ScriptDocument.Event"

    class Created(Aggregate.Created):
        TOPIC = "heartrule.conversation:ScriptDocument.Created"

    class ScriptRegistered(Aggregate.Created):
        TOPIC = "heartrule.conversation:ScriptDocument.ScriptRegistered"
        tenant_id: str
        name: str

    @event(ScriptRegistered)
    def __init__(self, tenant_id: str, name: str) -> None:
        self.tenant_id = tenant_id
        self.name = name
        self.versions: list[ScriptVersion] = []

    def __deepcopy__(self, memo: dict[int, Any]) -> ScriptDocument:
        """Copy the list of versions; each version (a frozen dataclass of strings and an int)
        and every other attribute is an immutable value, shared. A start's read of its script
        from the cache copied the whole document generically, every version's text walked."""
        clone = clone_aggregate(self)
        clone.versions = list(self.versions)
        return clone

    @classmethod
    def register(cls, tenant_id: str, name: str) -> ScriptDocument:
        return cls._create(
            cls.ScriptRegistered, id=script_id_for(tenant_id, name), tenant_id=tenant_id, name=name
        )

    class VersionPublished(Event):
        TOPIC = "heartrule.conversation:ScriptDocument.VersionPublished"
        version: int
        text: str
        digest: str
        published_at: str

    def publish(
        self, text: str, digest: str, at: str, *, based_on: int | None = None
    ) -> ScriptVersion:
        """Add a version unless the text equals the latest one; return the version in force.

        ``based_on`` is the version the text was edited from (0: a new script); when a later
        version exists the edit would silently replace it, so it is refused.
        """
        if based_on is not None and based_on != len(self.versions):
            raise ScriptVersionConflictError(self.name, based_on, len(self.versions))
        if self.versions and self.versions[-1].digest == digest:
            return self.versions[-1]
        self._publish(len(self.versions) + 1, text, digest, at)
        return self.versions[-1]

    @event(VersionPublished)
    def _publish(self, version: int, text: str, digest: str, published_at: str) -> None:
        self.versions.append(ScriptVersion(version, text, digest, published_at))

    def pinned(self, number: int | None) -> ScriptVersion:
        if not self.versions:
            raise ScriptVersionNotFoundError(f"script '{self.name}' has no published version")
        if number is None:
            return self.versions[-1]
        if not 1 <= number <= len(self.versions):
            raise ScriptVersionNotFoundError(
                f"script '{self.name}' has versions 1..{len(self.versions)}, not {number}"
            )
        return self.versions[number - 1]
