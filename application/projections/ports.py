"""Where read models live: documents by key, and the log position each projection reached."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol


class ViewStore(Protocol):
    """Documents of each projection, written together with the projection's position."""

    def position(self, projection: str) -> int: ...

    def get(self, projection: str, key: str) -> Any | None: ...

    def commit(self, projection: str, position: int, changes: Mapping[str, Any]) -> None:
        """Upsert the changed documents and set the position, in one transaction."""
        ...

    def reset(self, projection: str) -> None:
        """Forget every document and the position, for a rebuild from zero."""
        ...

    def documents(self, projection: str) -> dict[str, Any]: ...
