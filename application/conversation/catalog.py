"""Use cases for scripts: validate, publish a version, read a pinned version.

A new version is refused for any problem; a stored one is read as it was when stored, so a
duplicated key of a version published before ADR 0160 keeps its last value and is logged as a
warning (``stored_script_duplicate_keys``, ADR 0153) once per process and version.
"""

from __future__ import annotations

import contextlib
import hashlib
from collections.abc import Collection
from dataclasses import dataclass
from uuid import UUID

import structlog
from eventsourcing.application import AggregateNotFoundError
from eventsourcing.persistence import IntegrityError

from application.conversation.script_parsing import parse_script, parse_stored_script
from application.event_store import ConcurrentUpdateError, EventStore
from application.lru import LRUCache
from application.ports import Clock
from domain.conversation.errors import ScriptVersionConflictError
from domain.conversation.script import Script
from domain.conversation.script_document import ScriptDocument, script_id_for

log = structlog.get_logger("heartrule.scripts")


@dataclass(frozen=True)
class ScriptRef:
    """A published script version."""

    script_id: UUID
    name: str
    version: int


class ScriptNotFoundError(LookupError):
    """No script with that id or name for this tenant."""


PUBLISH_ATTEMPTS = 3
"""An upload that keeps losing the race to other writers answers 409 after this many tries."""


class ScriptCatalog:
    """Scripts are event-sourced documents; parsed versions are cached by (id, version),
    the least recently used dropped beyond ``cache_size``."""

    def __init__(
        self,
        store: EventStore,
        clock: Clock,
        *,
        cache_size: int = 256,
        known_globals: Collection[str] = (),
    ) -> None:
        self._store = store
        self._clock = clock
        self.known_globals = frozenset(known_globals)
        self._pinned: LRUCache[tuple[str, UUID, int], tuple[ScriptRef, Script]] = LRUCache(
            cache_size
        )

    def publish(
        self, tenant_id: str, name: str, text: str, *, based_on: int | None = None
    ) -> ScriptRef:
        """Validate, then add a version (or return the latest when the text is unchanged).

        With ``based_on`` (the version the text was edited from, 0 for a new script) a version
        published since — here or by another process in the meantime — is a
        ScriptVersionConflictError, never a silent replacement.
        """
        parse_script(text, name, known_globals=self.known_globals)
        script_id = script_id_for(tenant_id, name)
        digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
        for attempt in range(PUBLISH_ATTEMPTS):
            if attempt:  # another writer saved first: read what it stored, not a cached copy
                self._evict(script_id)
            document = self._document_or_none(script_id) or ScriptDocument.register(tenant_id, name)
            at = self._clock.now().isoformat()
            version = document.publish(text, digest, at, based_on=based_on)
            try:
                self._store.save(document)
            except IntegrityError:
                if based_on is not None:  # an edit of a version that is no longer the latest
                    latest = len(self._fresh(tenant_id, document.id).versions)
                    raise ScriptVersionConflictError(name, version.version - 1, latest) from None
                continue  # an upload names no base: it goes on top of whatever is latest now
            return ScriptRef(document.id, name, version.version)
        raise ConcurrentUpdateError(f"script '{name}' kept changing while this version was saved")

    def _fresh(self, tenant_id: str, script_id: UUID) -> ScriptDocument:
        """The document as stored, not a cached copy a failed save showed to be stale."""
        self._evict(script_id)
        return self.document(tenant_id, script_id)

    def _evict(self, script_id: UUID) -> None:
        cache = self._store.repository.cache
        if cache is not None:
            with contextlib.suppress(KeyError):
                cache.get(script_id, evict=True)

    def document(self, tenant_id: str, script_id: UUID) -> ScriptDocument:
        document = self._document_or_none(script_id)
        if document is None or document.tenant_id != tenant_id:
            raise ScriptNotFoundError(f"no script {script_id} for this tenant")
        return document

    def documents(self, tenant_id: str, script_ids: list[str]) -> list[ScriptDocument]:
        """The tenant's scripts among ``script_ids`` (from the scriptIndex read model)."""
        return [self.document(tenant_id, UUID(script_id)) for script_id in sorted(script_ids)]

    def load(
        self, tenant_id: str, script_id: UUID, version: int | None = None
    ) -> tuple[ScriptRef, Script]:
        """A parsed version; pinned versions never change, so they are served from memory."""
        if version is not None:
            cached = self._pinned.get((tenant_id, script_id, version))
            if cached is not None:
                return cached
        document = self.document(tenant_id, script_id)
        pinned = document.pinned(version)
        key = (tenant_id, script_id, pinned.version)
        parsed = self._pinned.get(key)
        if parsed is None:
            ref = ScriptRef(document.id, document.name, pinned.version)
            parsed = ref, self._parse_stored(tenant_id, ref, pinned.text)
            self._pinned.put(key, parsed)
        return parsed

    def _parse_stored(self, tenant_id: str, ref: ScriptRef, text: str) -> Script:
        source = f"{ref.name}@v{ref.version}"
        script, tolerated = parse_stored_script(text, source, known_globals=self.known_globals)
        if tolerated:
            log.warning(
                "stored_script_duplicate_keys",
                tenant_id=tenant_id,
                script_id=str(ref.script_id),
                version=ref.version,
                problems=[str(problem) for problem in tolerated],
            )
        return script

    def _document_or_none(self, script_id: UUID) -> ScriptDocument | None:
        try:
            document: object = self._store.repository.get(script_id)
        except AggregateNotFoundError:
            return None
        return document if isinstance(document, ScriptDocument) else None
