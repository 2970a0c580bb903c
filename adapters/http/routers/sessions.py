"""Sessions: start, send a message (exactly one turn per Idempotency-Key), submit a form, read
state, timelines and the audit replay."""

from __future__ import annotations

import dataclasses
from typing import Annotated, Any, TypeVar
from uuid import UUID

import structlog
from fastapi import APIRouter, Header, Path, Request, Response, status
from fastapi.encoders import jsonable_encoder
from pydantic import BaseModel, ConfigDict, Field

from adapters.http import examples
from adapters.http.deps import (
    Api,
    ApiDep,
    AtVersion,
    SessionId,
    Tenant,
    check_version,
    keyed,
    request_tenant,
)
from adapters.http.errors import MessageTooLongError
from adapters.http.problems import documented
from adapters.http.wire import JSON_INTEGER, Uuid, WireIn, camel_keys
from application.conversation.commands import SendUserMessage, StartSession, SubmitForm
from application.conversation.projections import SESSION_VIEWS, SessionView
from application.conversation.responses import SessionExecutionResponse
from domain.conversation.session import MAX_MESSAGE_CHARS, Message, Session
from infrastructure.logging import CachedLogger

log = CachedLogger("heartrule.http.sessions")  # lines every turn (ADR 0284)

router = APIRouter(prefix="/v1/sessions", tags=["sessions"], responses=documented(401, 422))

View = SessionView
VIEWS = SESSION_VIEWS
IdempotencyKey = Annotated[
    str,
    Header(
        alias="Idempotency-Key",
        min_length=1,
        max_length=200,
        pattern=r"^[\x21-\x7e]+$",
        description="one per message: a retry with the same key returns the first answer",
    ),
]
VersionNumber = Annotated[int, Field(ge=1, le=1_000_000), JSON_INTEGER]
NOT_BLANK = (
    r"[^\t\n\v\f\r \x1c-\x1f\x85\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]"
)
"""Something besides white space (Python's, which the session strips, and JSON Schema's)."""
UserId = Annotated[str, Field(min_length=1, max_length=128, pattern=r"^[\w.@:\-]+$")]
TurnSessionId = Annotated[UUID, Path(alias="sessionId", description="the session id")]
"""The turn routes' session id, a plain path parameter (documented as ``SessionId`` is)."""


class StartSessionIn(WireIn):
    scriptId: Uuid  # noqa: N815 - wire names are camelCase
    userId: UserId  # noqa: N815
    scriptVersion: VersionNumber | None = None  # noqa: N815
    sessionName: str | None = Field(default=None, min_length=1, max_length=200)  # noqa: N815
    locale: str = Field(default="zh-CN", pattern=r"^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$")


class MessageIn(WireIn):
    model_config = ConfigDict(json_schema_extra=examples.MESSAGE)

    text: str = Field(min_length=1, max_length=MAX_MESSAGE_CHARS, pattern=NOT_BLANK)


class FormIn(WireIn):
    values: dict[str, Any] = Field(default_factory=dict)


class MessageOut(BaseModel):
    role: str
    text: str
    actionId: str | None  # noqa: N815
    source: str
    at: str


class PositionOut(BaseModel):
    phase: int
    topic: int
    action: int
    actionId: str | None  # noqa: N815
    actionType: str | None  # noqa: N815


class SessionStateOut(BaseModel):
    sessionId: UUID  # noqa: N815
    version: int
    userId: str  # noqa: N815
    scriptId: UUID  # noqa: N815
    scriptVersion: int  # noqa: N815
    sessionName: str  # noqa: N815
    locale: str
    status: str
    position: PositionOut | None
    transcript: list[MessageOut]
    variables: dict[str, Any]
    failure: str | None


class TimelineOut(BaseModel):
    sessionId: UUID  # noqa: N815
    view: str
    data: Any = Field(description="the view's document; empty when nothing was recorded yet")


class TimelinesOut(BaseModel):
    sessionId: UUID  # noqa: N815
    views: dict[str, Any]


class ReplayOut(BaseModel):
    sessionId: UUID  # noqa: N815
    version: int
    latestVersion: int  # noqa: N815
    userId: str  # noqa: N815
    script: str
    status: str
    transcript: list[MessageOut]
    variables: dict[str, Any]
    timeline: list[dict[str, Any]]


@router.post(
    "",
    status_code=status.HTTP_201_CREATED,
    response_model=SessionExecutionResponse,
    summary="Start a session on a script version",
    responses=documented(404),
)
@keyed
async def start_session(body: StartSessionIn, request: Request) -> Any:
    api, tenant = turn_api(request), request_tenant(request)
    command = StartSession(
        tenant_id=tenant,
        user_id=body.userId,
        script_id=body.scriptId,
        script_version=body.scriptVersion,
        session_name=body.sessionName,
        locale=body.locale,
    )
    started = await api.container.conversation.start_session(command)
    structlog.contextvars.bind_contextvars(session_id=str(started.sessionId))
    log.info("session_started", script_id=str(body.scriptId), status=started.executionStatus)
    location = {"Location": f"{router.prefix}/{started.sessionId}"}
    return turn_json(started, status.HTTP_201_CREATED, location)


@router.post(
    "/{sessionId:uuid}/messages",
    response_model=SessionExecutionResponse,
    summary="Send a user message: one turn per Idempotency-Key",
    responses=documented(404, 409, 413, 429),
)
@keyed
async def send_message(
    session_id: TurnSessionId,
    body: MessageIn,
    idempotency_key: IdempotencyKey,
    request: Request,
) -> Any:
    api, tenant = turn_api(request, session_id), request_tenant(request)
    _check_length(api, body.text)
    command = SendUserMessage(tenant, session_id, body.text, idempotency_key=idempotency_key)
    return await _one_turn(api, tenant, session_id, body.text, command)


@router.post(
    "/{sessionId:uuid}/forms",
    response_model=SessionExecutionResponse,
    summary="Submit the form the session waits for",
    responses=documented(404, 409, 413, 429),
)
@keyed
async def submit_form(
    session_id: TurnSessionId,
    body: FormIn,
    idempotency_key: IdempotencyKey,
    request: Request,
) -> Any:
    api, tenant = turn_api(request, session_id), request_tenant(request)
    command = SubmitForm(tenant, session_id, body.values, idempotency_key=idempotency_key)
    return await _one_turn(api, tenant, session_id, None, command)


@router.get(
    "/{sessionId:uuid}",
    response_model=SessionStateOut,
    summary="The session's current state",
    responses=documented(404),
)
async def get_session(session_id: SessionId, tenant: Tenant, api: ApiDep) -> Any:
    session = api.container.conversation.session(tenant, session_id)
    return _state(session, api.container.audit.transcript(session))


@router.get(
    "/{sessionId:uuid}/timelines",
    response_model=TimelinesOut,
    summary="Every timeline view of the session",
    responses=documented(404),
)
async def get_timelines(session_id: SessionId, tenant: Tenant, api: ApiDep) -> Any:
    api.container.conversation.session(tenant, session_id)
    views = {view: _view(api, view, session_id) for view in VIEWS}
    return TimelinesOut(sessionId=session_id, views=views)


@router.get(
    "/{sessionId:uuid}/timelines/{view}",
    response_model=TimelineOut,
    summary="One timeline view: exit history, variable operations, scope snapshots, ...",
    responses=documented(404),
)
async def get_timeline(session_id: SessionId, view: View, tenant: Tenant, api: ApiDep) -> Any:
    api.container.conversation.session(tenant, session_id)
    return TimelineOut(sessionId=session_id, view=view, data=_view(api, view, session_id))


@router.get(
    "/{sessionId:uuid}/replay",
    response_model=ReplayOut,
    summary="Audit replay: the session rebuilt from its events at a version",
    responses=documented(404),
)
async def replay_session(
    session_id: SessionId,
    tenant: Tenant,
    api: ApiDep,
    version: AtVersion = None,
) -> Any:
    check_version(api, tenant, session_id, version)
    audit = api.container.audit.replay(session_id, version)
    return ReplayOut(
        sessionId=audit.session_id,
        version=audit.version,
        latestVersion=audit.latest_version,
        userId=audit.user_id,
        script=audit.script,
        status=audit.status,
        transcript=[_message(m) for m in audit.transcript],
        variables=jsonable_encoder(audit.variables),
        timeline=[camel_keys(jsonable_encoder(dataclasses.asdict(e))) for e in audit.timeline],
    )


async def _one_turn(
    api: Api,
    tenant: str,
    session_id: UUID,
    text: str | None,
    command: SendUserMessage | SubmitForm,
) -> Response:
    """Rate, then queue behind any turn of the same session in this process, then play it."""
    key = f"{tenant}/{session_id}"
    api.rate.take(key)
    _log_received(api, text)
    conversation = api.container.conversation
    async with api.turns.turn(key):
        if isinstance(command, SubmitForm):
            response = await conversation.submit_form(command)
        else:
            response = await conversation.send_user_message(command)
    log.info("turn_answered", status=response.executionStatus, replayed=response.replayed)
    return turn_json(response)


def turn_json(
    response: SessionExecutionResponse,
    status_code: int = 200,
    headers: dict[str, str] | None = None,
) -> Response:
    """The turn's answer, serialised once by pydantic-core. Returned as a response, it is not
    validated again against the route's response model nor walked by ``jsonable_encoder``;
    the model still documents the route (ADR 0215)."""
    body = wire_turn(response).model_dump_json()
    return Response(body, status_code, headers, media_type="application/json")


def wire_turn(response: SessionExecutionResponse) -> SessionExecutionResponse:
    """The turn's answer with the round's exit decision in the API's names (ADR 0240)."""
    metadata = response.metadata
    info = camel_keys(metadata.lastActionRoundInfo)
    return _updated(response, "metadata", _updated(metadata, "lastActionRoundInfo", info))


_M = TypeVar("_M", bound=BaseModel)
_set = object.__setattr__


def _updated(model: _M, name: str, value: Any) -> _M:
    """``model.model_copy(update={name: value})``, done as pydantic does it (a shallow copy of the
    model's dicts and fields set, the one field replaced, nothing validated) without its generic
    steps: 17 -> 7 µs for the answer's two copies (stop 33)."""
    kind = type(model)
    copied = kind.__new__(kind)
    _set(copied, "__dict__", {**model.__dict__, name: value})
    extra = model.__pydantic_extra__
    _set(copied, "__pydantic_extra__", None if extra is None else dict(extra))
    _set(copied, "__pydantic_fields_set__", model.__pydantic_fields_set__ | {name})
    private = model.__pydantic_private__
    _set(copied, "__pydantic_private__", None if private is None else dict(private))
    return copied


def turn_api(request: Request, session_id: UUID | None = None) -> Api:
    """What a turn route needs of the app, read from the request rather than through FastAPI's
    dependencies (each costs a resolution per request; ADR 0280); the session id bound to the
    log's context as ``SessionId`` binds it."""
    if session_id is not None:
        structlog.contextvars.bind_contextvars(session_id=str(session_id))
    api: Api = request.app.state.api
    return api


def _log_received(api: Api, text: str | None) -> None:
    if text is None:
        log.info("form_received")
    elif api.container.settings.log_user_text:
        log.info("message_received", chars=len(text), text=text)
    else:
        log.info("message_received", chars=len(text))


def _check_length(api: Api, text: str) -> None:
    limit = api.container.settings.http_max_message_chars
    if len(text) > limit:
        raise MessageTooLongError(f"the message has {len(text)} characters; at most {limit}")


def _view(api: Api, view: str, session_id: UUID) -> Any:
    data = api.container.projections.get(view, str(session_id))
    return camel_keys(jsonable_encoder(data)) if data is not None else []


def _message(m: Any) -> MessageOut:
    return MessageOut(role=m.role, text=m.text, actionId=m.action_id, source=m.source, at=m.at)


def _state(session: Session, transcript: list[Message]) -> SessionStateOut:
    p = session.position
    position = (
        PositionOut(
            phase=p.phase,
            topic=p.topic,
            action=p.action,
            actionId=session.action_id,
            actionType=session.action_type,
        )
        if p
        else None
    )
    return SessionStateOut(
        sessionId=session.id,
        version=session.version,
        userId=session.user_id,
        scriptId=UUID(session.script_id),
        scriptVersion=session.script_version,
        sessionName=session.session_name,
        locale=session.locale,
        status=session.status.value,
        position=position,
        transcript=[_message(m) for m in transcript],
        variables=jsonable_encoder(session.visible_variables()),
        failure=session.failure,
    )
