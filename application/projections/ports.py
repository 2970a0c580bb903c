"""Where read models live: documents by key, and the log position each projection reached."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple, Protocol


class PositionMovedError(Exception):
    """Another catch-up committed first: the position is no longer the one the batch began at."""


class ViewCommit(NamedTuple):
    """One projection's share of a commit: its changed documents and its move of position."""

    projection: str
    expected: int
    position: int
    changes: Mapping[str, Any]


class ViewStore(Protocol):
    """Documents of each projection, written together with the projection's position."""

    def position(self, projection: str) -> int: ...

    def get(self, projection: str, key: str) -> Any | None: ...

    def commit(
        self, projection: str, expected: int, position: int, changes: Mapping[str, Any]
    ) -> None:
        """Upsert the changed documents and move the position from ``expected`` to
        ``position``, in one transaction; raise PositionMovedError (nothing written) if the
        stored position is no longer ``expected``."""
        ...

    def commit_all(self, commits: Sequence[ViewCommit]) -> set[str]:
        """Commit several projections' batches in one transaction (ADR 0209): each one whose
        stored position is still its ``expected`` moves with its documents, all or none of them
        if the transaction fails; return the names of those whose position had moved (nothing
        of theirs written)."""
        ...

    def reset(self, projection: str) -> None:
        """Forget every document and the position, for a rebuild from zero."""
        ...

    def documents(self, projection: str) -> dict[str, Any]: ...

    def prefixed(self, projection: str, prefixes: Sequence[str]) -> dict[str, Any]:
        """The documents whose keys start with any of ``prefixes``, in one indexed read."""
        ...
