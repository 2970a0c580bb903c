"""Global variables (spec 004 §2.2.3): seeded from ``global.yaml``, kept per tenant and user.

At session start the session records, as ``VariableWritten`` events in the global scope, the
seeds of ``global.yaml``, then the script's own global declarations, then the values the user
kept from earlier sessions — so a replay needs nothing but the session's events. A write to a
global during the session also goes to the user's ``UserGlobals``, only when the value changes.
"""

from __future__ import annotations

from typing import Any, Protocol

from eventsourcing.application import AggregateNotFoundError

from application.event_store import EventStore
from domain.conversation.script import VariableDeclaration
from domain.conversation.user_globals import UserGlobals, user_globals_id


class GlobalSeeds(Protocol):
    """The global variables every session starts with (``global.yaml`` beside the scripts)."""

    def declarations(self) -> tuple[VariableDeclaration, ...]: ...

    def names(self) -> frozenset[str]: ...


class NoGlobalSeeds:
    """No ``global.yaml``: sessions start with the script's own declarations only."""

    def declarations(self) -> tuple[VariableDeclaration, ...]:
        return ()

    def names(self) -> frozenset[str]:
        return frozenset()


def stored_user_globals(store: EventStore, tenant_id: str, user_id: str) -> UserGlobals | None:
    try:
        found: Any = store.repository.get(user_globals_id(tenant_id, user_id))
    except AggregateNotFoundError:
        return None
    return found if isinstance(found, UserGlobals) else None
