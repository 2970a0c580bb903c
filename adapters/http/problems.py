"""RFC 9457 problem details: the one table from error to status, and the body every error gets.

A body never carries a traceback or the input that failed: only the title, a detail written for
the caller, the fields at fault, and the request id to quote to an operator.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, Field
from starlette.responses import JSONResponse

from adapters.http.errors import (
    BodyTooLargeError,
    MessageTooLongError,
    NotAuthenticatedError,
    RateLimitedError,
    RouteNotFoundError,
)
from application.conversation.catalog import ScriptNotFoundError
from application.conversation.errors import (
    ConcurrentTurnError,
    FormExpectedError,
    FormInvalidError,
    IdempotencyKeyReusedError,
    SessionNotFoundError,
)
from application.conversation.script_parsing import ScriptInvalidError
from application.conversation.script_trial import TrialNotFoundError
from application.evaluation.errors import (
    EvaluationBatchNotFoundError,
    EvaluationRunNotFoundError,
)
from application.event_store import ConcurrentUpdateError, EventTooLargeError
from application.llm.port import LLMError
from application.params.errors import ResolutionNotFoundError
from application.risk.ports import RiskScorerError
from domain.conversation.errors import (
    InvalidUserMessageError,
    ScriptVersionConflictError,
    ScriptVersionNotFoundError,
    SessionNotAcceptingInputError,
    UnknownScriptSessionError,
)
from domain.shared.errors import DomainError

MEDIA_TYPE = "application/problem+json"
TYPE_PREFIX = "/problems/"


@dataclass(frozen=True)
class ProblemKind:
    """One row of the error table."""

    slug: str
    status: int
    title: str

    @property
    def type(self) -> str:
        return TYPE_PREFIX + self.slug


INVALID_REQUEST = ProblemKind("invalid-request", 422, "The request is not valid")
UNPARSABLE_BODY = ProblemKind("body-unparsable", 400, "The request body is not JSON")
UNSUPPORTED_MEDIA = ProblemKind("unsupported-media-type", 415, "The request body is not JSON")
METHOD_NOT_ALLOWED = ProblemKind("method-not-allowed", 405, "The path has no such method")
INTERNAL = ProblemKind("internal-error", 500, "Internal error")

# Looked up along the exception's MRO, so the most specific row wins.
ERROR_TABLE: Mapping[type[BaseException], ProblemKind] = {
    NotAuthenticatedError: ProblemKind("not-authenticated", 401, "No valid API key"),
    SessionNotFoundError: ProblemKind("session-not-found", 404, "No such session"),
    ScriptNotFoundError: ProblemKind("script-not-found", 404, "No such script"),
    ScriptVersionNotFoundError: ProblemKind("script-version-not-found", 404, "No such version"),
    TrialNotFoundError: ProblemKind("trial-not-found", 404, "No such trial (ended or expired)"),
    RouteNotFoundError: ProblemKind("risk-route-not-found", 404, "No risk route for this user"),
    EvaluationRunNotFoundError: ProblemKind(
        "evaluation-run-not-found", 404, "No such evaluation run"
    ),
    EvaluationBatchNotFoundError: ProblemKind(
        "evaluation-batch-not-found", 404, "No such evaluation batch"
    ),
    ResolutionNotFoundError: ProblemKind("resolution-not-found", 404, "No such resolution"),
    ConcurrentTurnError: ProblemKind(
        "concurrent-turn", 409, "Another message on this session was taken first"
    ),
    ScriptVersionConflictError: ProblemKind(
        "script-version-conflict", 409, "The script changed since the version this edit is based on"
    ),
    ConcurrentUpdateError: ProblemKind(
        "concurrent-update", 409, "Another request changed the same record first"
    ),
    FormExpectedError: ProblemKind("wrong-kind-of-input", 409, "The session waits for other input"),
    SessionNotAcceptingInputError: ProblemKind(
        "session-not-accepting-input", 409, "The session does not accept input now"
    ),
    BodyTooLargeError: ProblemKind("body-too-large", 413, "The request body is too large"),
    EventTooLargeError: ProblemKind("event-too-large", 413, "What this would record is too large"),
    ScriptInvalidError: ProblemKind("script-invalid", 422, "The script is not valid"),
    IdempotencyKeyReusedError: ProblemKind(
        "idempotency-key-reused", 422, "The idempotency key was used for another message"
    ),
    FormInvalidError: ProblemKind("form-invalid", 422, "The form submission is not valid"),
    InvalidUserMessageError: ProblemKind("message-invalid", 422, "The message is not valid"),
    MessageTooLongError: ProblemKind("message-too-long", 422, "The message is too long"),
    UnknownScriptSessionError: ProblemKind(
        "unknown-session-name", 422, "The script has no session of that name"
    ),
    DomainError: ProblemKind("rule-broken", 422, "The request breaks a rule of the domain"),
    RateLimitedError: ProblemKind("rate-limited", 429, "Too many messages on this session"),
    LLMError: ProblemKind("model-unavailable", 502, "The language model did not answer"),
    RiskScorerError: ProblemKind("risk-scorer-unavailable", 503, "No risk scorer answered"),
}

# Errors whose single field at fault is known from the error itself.
FIELD_OF: Mapping[type[BaseException], str] = {
    InvalidUserMessageError: "text",
    MessageTooLongError: "text",
    UnknownScriptSessionError: "sessionName",
    FormInvalidError: "values",
    IdempotencyKeyReusedError: "Idempotency-Key",
}


class FieldError(BaseModel):
    """One field at fault: where it is, and what is wrong with it."""

    field: str = Field(description="dotted path of the field, or a header name")
    message: str
    location: str | None = Field(default=None, description="body, path, query or header")
    line: int | None = Field(default=None, description="line in a script's YAML")
    source: str | None = Field(default=None, description="the script the line belongs to")


class Problem(BaseModel):
    """An error, as RFC 9457 application/problem+json."""

    type: str
    title: str
    status: int
    detail: str
    instance: str | None = None
    requestId: str | None = None  # noqa: N815 - wire name
    errors: list[FieldError] = Field(default_factory=list)


# 5xx answers say what failed, never where: a fixed detail instead of the error's own text.
OPAQUE_DETAIL: Mapping[int, str] = {
    500: "an internal error occurred; quote the request id",
    502: "the language model did not answer; try again later",
    503: "no risk scorer answered; try again later",
}


def public_detail(kind: ProblemKind, error: BaseException) -> str:
    """The error's own message for 4xx (written for the caller); a fixed text for 5xx."""
    if kind.status >= 500:
        return OPAQUE_DETAIL.get(kind.status, kind.title)
    return str(error) or kind.title


def retry_after(error: BaseException) -> int | None:
    """Seconds after which the same request may succeed (lost races, rate bounds)."""
    value = getattr(error, "retry_after_s", None)
    return int(value) if isinstance(value, int | float) else None


def kind_of(error: BaseException) -> ProblemKind:
    for cls in type(error).__mro__:
        if cls in ERROR_TABLE:
            return ERROR_TABLE[cls]
    return INTERNAL


def field_errors(error: BaseException) -> list[FieldError]:
    if isinstance(error, ScriptInvalidError):
        return [
            FieldError(field=p.field or "(root)", message=p.message, line=p.line, source=p.source)
            for p in error.problems
        ]
    for cls, name in FIELD_OF.items():
        if isinstance(error, cls):
            return [FieldError(field=name, message=str(error))]
    return []


def validation_errors(errors: Sequence[Mapping[str, Any]]) -> list[FieldError]:
    """FastAPI's request-validation errors, without the input that failed (it may be private)."""
    return [
        FieldError(
            field=".".join(str(part) for part in e.get("loc", ())[1:]) or "(body)",
            message=str(e.get("msg", "invalid")),
            location=str(e["loc"][0]) if e.get("loc") else None,
        )
        for e in errors
    ]


def problem_response(
    kind: ProblemKind,
    detail: str,
    *,
    request_id: str | None = None,
    instance: str | None = None,
    errors: Sequence[FieldError] = (),
    headers: Mapping[str, str] | None = None,
) -> JSONResponse:
    problem = Problem(
        type=kind.type,
        title=kind.title,
        status=kind.status,
        detail=detail,
        instance=instance,
        requestId=request_id,
        errors=list(errors),
    )
    return JSONResponse(
        problem.model_dump(mode="json", exclude_none=True),
        status_code=kind.status,
        media_type=MEDIA_TYPE,
        headers=dict(headers or {}),
    )


def documented(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """The ``responses=`` entry of a route that can answer these statuses with a problem."""
    return {
        status: {"model": Problem, "content": {MEDIA_TYPE: {}}, "description": _described(status)}
        for status in statuses
    }


def _described(status: int) -> str:
    titles = sorted({k.title for k in ERROR_TABLE.values() if k.status == status})
    return "; ".join(titles) or INVALID_REQUEST.title
