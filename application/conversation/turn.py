"""A turn in progress: the aggregates it touches, saved together at the end (ADR 0004)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any
from uuid import UUID

from eventsourcing.domain import Aggregate
from eventsourcing.persistence import IntegrityError

from application.conversation.errors import ConcurrentTurnError
from application.conversation.responses import SessionExecutionResponse, build_response
from application.event_store import EventStore
from application.moderation.stage import Moderation
from domain.conversation.action_run import ActionRun
from domain.conversation.script import SessionScript
from domain.conversation.session import Message, Session
from domain.conversation.user_globals import UserGlobals

Rebase = Callable[[Any, Sequence[Any]], Any | None]
"""A stale aggregate and the events this turn added to it → the stored one with those events
applied again, or None when they no longer apply (the user's RiskRoute: docs/adr/0164)."""
REBASES = 3


@dataclass
class Turn:
    """One turn's session, runs and other aggregates, with what it reports back."""

    session: Session
    script: SessionScript
    temperature: float
    runs: dict[UUID, ActionRun] = field(default_factory=dict)
    others: list[Aggregate] = field(default_factory=list)
    last_run: ActionRun | None = None
    last_exit_run: ActionRun | None = None
    errors: list[str] = field(default_factory=list)
    unreplaced: list[str] = field(default_factory=list)
    first_reply: int = 0
    route: str | None = None
    user_globals: UserGlobals | None = None
    moderations: list[Moderation] = field(default_factory=list)

    def replies(self) -> list[Message]:
        return [m for m in self.session.messages_after(self.first_reply) if m.role == "assistant"]


async def save_turn(
    store: EventStore, turn: Turn, rebase: Rebase | None = None
) -> SessionExecutionResponse:
    """One atomic save of everything the turn produced, then the response."""
    aggregates = [turn.session, *turn.runs.values(), *turn.others]
    await save_all(store, turn.session, aggregates, rebase)
    return build_response(
        turn.session,
        turn.replies(),
        turn.last_run,
        exit_run=turn.last_exit_run,
        error="; ".join(turn.errors) or None,
        route=turn.route,
        unreplaced=tuple(turn.unreplaced),
    )


async def save_all(
    store: EventStore, session: Session, aggregates: list[Any], rebase: Rebase | None = None
) -> None:
    """Save atomically; a concurrent turn stored first becomes ConcurrentTurnError.

    The turn touches the session, its runs and the user's risk route. When only the route was
    saved meanwhile (another session of the same user), ``rebase`` records this turn's route
    changes again on the stored route and the save is retried; any other lost race keeps
    nothing of this turn. Where the save runs: ``EventStore.save_turn`` (ADR 0214).
    """
    pending = {a.id: list(a.pending_events) for a in aggregates}
    for _ in range(REBASES + 1):
        try:
            await store.save_turn(*aggregates)
            return
        except IntegrityError:
            rebased = _rebased(store, aggregates, pending, rebase) if rebase else None
            if rebased is None:
                raise ConcurrentTurnError(
                    f"another message of session {session.id}, or of its user in another "
                    "session, was stored first; nothing of this one was kept: send it again"
                ) from None
            aggregates, pending = rebased
    raise ConcurrentTurnError(f"the risk route of session {session.id} kept moving: send it again")


def _rebased(
    store: EventStore, aggregates: list[Any], pending: dict[UUID, list[Any]], rebase: Rebase
) -> tuple[list[Any], dict[UUID, list[Any]]] | None:
    """The aggregates to save again, or None when one that moved cannot be rebased."""
    again: list[Any] = []
    for aggregate in aggregates:
        events = pending[aggregate.id]
        if not _moved(store, aggregate, len(events)):
            aggregate.pending_events[:] = events  # the failed save collected them
            again.append(aggregate)
            continue
        fresh = rebase(aggregate, events)
        if fresh is None:
            return None
        again.append(fresh)
    return again, {a.id: list(a.pending_events) for a in again}


def _moved(store: EventStore, aggregate: Any, added: int) -> bool:
    """Whether the store holds events of ``aggregate`` past the version this turn loaded."""
    loaded = aggregate.version - added
    return bool(list(store.recorder.select_events(aggregate.id, gt=loaded, limit=1)))
