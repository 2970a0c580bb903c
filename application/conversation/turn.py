"""A turn in progress: the aggregates it touches, saved together at the end (ADR 0004)."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any
from uuid import UUID

from eventsourcing.domain import Aggregate
from eventsourcing.persistence import IntegrityError

from application.conversation.errors import ConcurrentTurnError
from application.conversation.responses import SessionExecutionResponse, build_response
from application.event_store import EventStore
from domain.conversation.action_run import ActionRun
from domain.conversation.script import SessionScript
from domain.conversation.session import Message, Session


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

    def replies(self) -> list[Message]:
        return [m for m in self.session.transcript[self.first_reply :] if m.role == "assistant"]


async def save_turn(store: EventStore, turn: Turn) -> SessionExecutionResponse:
    """One atomic save of everything the turn produced, then the response."""
    await save_all(store, turn.session, [turn.session, *turn.runs.values(), *turn.others])
    return build_response(
        turn.session,
        turn.replies(),
        turn.last_run,
        exit_run=turn.last_exit_run,
        error="; ".join(turn.errors) or None,
        route=turn.route,
        unreplaced=tuple(turn.unreplaced),
    )


async def save_all(store: EventStore, session: Session, aggregates: list[Any]) -> None:
    """Save atomically; a concurrent turn stored first becomes ConcurrentTurnError.

    The turn touches the session, its runs and the user's risk route, so the turn that lost may
    have raced another message of this session or another session of the same user. The save
    runs in a worker thread: its commit waits on the disk, and other sessions' turns go on.
    """
    try:
        await asyncio.to_thread(store.save, *aggregates)
    except IntegrityError:
        raise ConcurrentTurnError(
            f"another message of session {session.id}, or of its user in another session, was "
            "stored first; nothing of this one was kept: send it again"
        ) from None
