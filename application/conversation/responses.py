"""SessionExecutionResponse (spec 004 §3.2.3): what every turn answers with."""

from __future__ import annotations

from typing import Any, Literal
from uuid import UUID

from pydantic import BaseModel, Field

from domain.conversation.action_run import ActionRun
from domain.conversation.session import Message, Session, SessionStatus

ExecutionStatus = Literal["completed", "waiting_input", "error"]


class AiMessage(BaseModel):
    text: str
    actionId: str | None  # noqa: N815 - the spec's wire names
    source: str
    attachment: dict[str, Any] | None = None


class ExecutionPosition(BaseModel):
    phaseIndex: int | None = None  # noqa: N815
    topicIndex: int | None = None  # noqa: N815
    actionIndex: int | None = None  # noqa: N815
    actionId: str | None = None  # noqa: N815
    actionType: str | None = None  # noqa: N815
    currentRound: int | None = None  # noqa: N815
    maxRounds: int | None = None  # noqa: N815


class ExecutionMetadata(BaseModel):
    exitReason: str | None = None  # noqa: N815
    exitDecisionSource: str | None = None  # noqa: N815
    lastActionRoundInfo: dict[str, Any] | None = None  # noqa: N815
    sessionStatus: str  # noqa: N815
    error: str | None = None
    riskRoute: str | None = None  # noqa: N815
    questionnaireOffered: bool = False  # noqa: N815 - PHQ-9 / GAD-7 offered in this reply
    unreplacedPlaceholders: list[str] = Field(default_factory=list)  # noqa: N815


class SessionExecutionResponse(BaseModel):
    sessionId: UUID  # noqa: N815
    executionStatus: ExecutionStatus  # noqa: N815
    aiMessage: str | None  # noqa: N815
    aiMessages: list[AiMessage]  # noqa: N815
    position: ExecutionPosition
    metadata: ExecutionMetadata
    replayed: bool = False


def build_response(
    session: Session,
    replies: list[Message],
    run: ActionRun | None,
    *,
    exit_run: ActionRun | None = None,
    error: str | None = None,
    route: str | None = None,
    unreplaced: tuple[str, ...] = (),
    replayed: bool = False,
    questionnaire_offered: bool = False,
) -> SessionExecutionResponse:
    decided = exit_run or run
    exit_info = decided.last_exit if decided else None
    return SessionExecutionResponse(
        sessionId=session.id,
        executionStatus=_status(session, error),
        aiMessage="\n\n".join(m.text for m in replies) or None,
        aiMessages=[
            AiMessage(text=m.text, actionId=m.action_id, source=m.source, attachment=m.attachment)
            for m in replies
        ],
        position=_position(session, run),
        metadata=ExecutionMetadata(
            exitReason=exit_info["reason"] if exit_info else None,
            exitDecisionSource=exit_info["decision_source"] if exit_info else None,
            lastActionRoundInfo=_round_info(run),
            sessionStatus=session.status.value,
            error=error,
            riskRoute=route,
            questionnaireOffered=questionnaire_offered,
            unreplacedPlaceholders=list(unreplaced),
        ),
        replayed=replayed,
    )


def _status(session: Session, error: str | None) -> ExecutionStatus:
    if error or session.status is SessionStatus.FAILED:
        return "error"
    if session.status is SessionStatus.COMPLETED:
        return "completed"
    return "waiting_input"


def _position(session: Session, run: ActionRun | None) -> ExecutionPosition:
    p = session.position
    if p is None:
        return ExecutionPosition()
    current = run
    return ExecutionPosition(
        phaseIndex=p.phase,
        topicIndex=p.topic,
        actionIndex=p.action,
        actionId=session.action_id,
        actionType=session.action_type,
        currentRound=current.rounds_completed if current else None,
        maxRounds=current.max_rounds if current else None,
    )


def _round_info(run: ActionRun | None) -> dict[str, Any] | None:
    if run is None:
        return None
    return {
        "actionId": run.action_id,
        "currentRound": run.rounds_completed,
        "maxRounds": run.max_rounds,
        "exitDecision": run.last_exit,
    }


def emergency_response(session_id: UUID, text: str, error: str) -> SessionExecutionResponse:
    """The safety script when nothing else could run; nothing of the turn was recorded."""
    return SessionExecutionResponse(
        sessionId=session_id,
        executionStatus="error",
        aiMessage=text,
        aiMessages=[AiMessage(text=text, actionId=None, source="safety_script")],
        position=ExecutionPosition(),
        metadata=ExecutionMetadata(sessionStatus="unknown", error=error, riskRoute="high"),
    )
