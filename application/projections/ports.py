"""Where read models live: documents by key, and the log position each projection reached."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol


class PositionMovedError(Exception):
    """Another catch-up committed first: the position is no longer the one the batch began at."""


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

    def reset(self, projection: str) -> None:
        """Forget every document and the position, for a rebuild from zero."""
        ...

    def documents(self, projection: str) -> dict[str, Any]: ...

    def prefixed(self, projection: str, prefixes: Sequence[str]) -> dict[str, Any]:
        """The documents whose keys start with any of ``prefixes``, in one indexed read."""
        ...
