"""Audit in the browser (issue #19): the pages at ``/audit/...`` and the read-only calls they make
beyond the existing ones — a session's story turn by turn, and the tenant's sessions listed by
what a clinician filters for. The pages hold no tenant data; every call carries the key the
person typed in, like the editor's (ADR 0070, 0260).
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Annotated, Any, Literal
from uuid import UUID

import structlog
from fastapi import APIRouter, Query, Request, Response
from fastapi import Path as PathParam
from fastapi.encoders import jsonable_encoder
from fastapi.responses import FileResponse
from pydantic import BaseModel, BeforeValidator, Field

from adapters.http import paging
from adapters.http.deps import ApiDep, AtVersion, Tenant, check_version
from adapters.http.problems import documented
from adapters.http.static_pages import StaticPages
from application.conversation.summaries import SummaryCursor, SummaryFilter

PAGES = StaticPages("audit", "the audit pages", {"Referrer-Policy": "no-referrer"})
DEFAULT_LIMIT = 50
MAX_LIMIT = 100
CURSOR = r"^([0-9a-f]{2}){1,512}$"

page = APIRouter(include_in_schema=False)
router = APIRouter(prefix="/v1/sessions", tags=["sessions"], responses=documented(401, 422))
log = structlog.get_logger("heartrule.http.audit")

SessionPathId = Annotated[UUID, PathParam(alias="sessionId", description="the session id")]
ISO_TIME = re.compile(
    r"^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$"
)


def _iso_only(value: Any) -> Any:
    """A time in a query is ISO 8601 text, never a number read as seconds since 1970."""
    if isinstance(value, str) and not ISO_TIME.match(value):
        raise ValueError("an ISO 8601 date or time, such as 2026-11-23 or 2026-11-23T08:00:00Z")
    return value


StartedAt = Annotated[datetime | None, BeforeValidator(_iso_only)]


# -- the pages ---------------------------------------------------------------------------------


def _page(name: str) -> FileResponse:
    return PAGES.page(name)


@page.get("/audit/sessions")
async def audit_sessions_page() -> FileResponse:
    return _page("sessions.html")


@page.get("/audit/sessions/{sessionId}")
async def audit_session_page() -> FileResponse:
    return _page("session.html")


@page.get("/audit/evaluations/{runId}")
async def audit_evaluation_page() -> FileResponse:
    return _page("evaluation.html")


@page.get("/audit/assets/{asset}")
async def audit_asset(asset: str) -> Response:
    return PAGES.asset(asset)


# -- the list of sessions ----------------------------------------------------------------------


class SessionSummaryOut(BaseModel):
    sessionId: UUID  # noqa: N815 - wire names are camelCase
    userId: str  # noqa: N815
    scriptId: str  # noqa: N815
    scriptVersion: int  # noqa: N815
    sessionName: str  # noqa: N815
    startedAt: str  # noqa: N815
    lastEventAt: str  # noqa: N815
    status: str = Field(description="active, safety_hold, completed or failed")
    turns: int = Field(description="user messages received")
    riskRoute: str | None = Field(  # noqa: N815
        description="the highest route the session was held on (medium, high), else null"
    )
    maxRiskScore: float | None  # noqa: N815
    safetyScript: bool = Field(description="the reviewed safety script was sent")  # noqa: N815
    maxRoundsReached: bool = Field(  # noqa: N815
        description="an action of the session ended because it reached max_rounds"
    )
    withheldReplies: int = Field(  # noqa: N815
        description="model replies reply moderation withheld"
    )
    version: int = Field(description="the session's version when this summary was built")


class SessionSummaryPage(paging.PageLinks):
    items: list[SessionSummaryOut]


@router.get(
    "",
    response_model=SessionSummaryPage,
    summary="The tenant's sessions, newest first, filtered as a clinician audits them",
    responses={200: {"description": "a page", "headers": paging.LINK_HEADER}},
)
async def list_sessions(
    tenant: Tenant,
    api: ApiDep,
    request: Request,
    response: Response,
    reachedRoute: Annotated[  # noqa: N803 - query names are camelCase
        Literal["medium", "high"] | None,
        Query(description="held on this risk route or a higher one"),
    ] = None,
    safetyScript: Annotated[  # noqa: N803
        bool | None, Query(description="was (true) or was not (false) sent the safety script")
    ] = None,
    maxRounds: Annotated[  # noqa: N803
        bool | None, Query(description="had an action ended by max_rounds")
    ] = None,
    withheldReply: Annotated[  # noqa: N803
        bool | None, Query(description="had a model reply withheld by reply moderation")
    ] = None,
    startedFrom: Annotated[  # noqa: N803
        StartedAt, Query(description="started at or after (ISO 8601; UTC if no zone)")
    ] = None,
    startedBefore: Annotated[  # noqa: N803
        StartedAt, Query(description="started before (ISO 8601; UTC if no zone)")
    ] = None,
    cursor: Annotated[
        str | None, Query(pattern=CURSOR, description="`nextCursor` of the previous page; opaque")
    ] = None,
    limit: Annotated[
        int, Query(ge=1, le=MAX_LIMIT, description=f"items per page, at most {MAX_LIMIT}")
    ] = DEFAULT_LIMIT,
) -> Any:
    where = SummaryFilter(
        reached_route=reachedRoute,
        safety_script=safetyScript,
        max_rounds=maxRounds,
        withheld_reply=withheldReply,
        started_from=startedFrom,
        started_before=startedBefore,
    )
    found = api.container.sessions.page(tenant, where, _cursor(cursor), limit)
    next_cursor = _encoded(found.next) if found.next else None
    page = paging.cursor_links(request, response, next_cursor)
    return SessionSummaryPage(
        items=[SessionSummaryOut(**item) for item in found.items], **page.model_dump()
    )


def _encoded(cursor: SummaryCursor) -> str:
    return f"{cursor.started_at}|{cursor.session_id}".encode().hex()


def _cursor(text: str | None) -> SummaryCursor | None:
    """Any well-formed cursor is a position; one that is not names no position at all."""
    if not text:
        return None
    try:
        started_at, _, session_id = bytes.fromhex(text).decode("utf-8").partition("|")
        datetime.fromisoformat(started_at)
    except ValueError:
        started_at, session_id = "0001-01-01T00:00:00+00:00", ""
    return SummaryCursor(started_at, session_id)


# -- one session's story -----------------------------------------------------------------------


class StoryOut(BaseModel):
    sessionId: UUID  # noqa: N815 - wire names are camelCase
    version: int = Field(description="the version the story is told at")
    latestVersion: int  # noqa: N815
    userId: str  # noqa: N815
    scriptId: str  # noqa: N815
    scriptVersion: int  # noqa: N815
    sessionName: str  # noqa: N815
    locale: str
    status: str
    startedAt: str  # noqa: N815
    routeAtStart: str | None = Field(  # noqa: N815
        description="the user's risk route when the session began (null: none yet)"
    )
    variables: dict[str, Any] = Field(description="the visible variables at that version")
    turns: list[dict[str, Any]] = Field(
        description="turn 0 is the opening; each user message opens the next turn"
    )


@router.get(
    "/{sessionId:uuid}/story",
    response_model=StoryOut,
    summary="The session told turn by turn from its events, at a version (for audit)",
    responses=documented(404),
)
async def get_session_story(
    session_id: SessionPathId,
    tenant: Tenant,
    api: ApiDep,
    version: AtVersion = None,
) -> Any:
    check_version(api, tenant, session_id, version)
    story = api.container.stories.story(session_id, version)
    return StoryOut(
        sessionId=story.session_id,
        version=story.version,
        latestVersion=story.latest_version,
        userId=story.user_id,
        scriptId=story.script_id,
        scriptVersion=story.script_version,
        sessionName=story.session_name,
        locale=story.locale,
        status=story.status,
        startedAt=story.started_at,
        routeAtStart=story.route_at_start,
        variables=jsonable_encoder(story.variables),
        turns=jsonable_encoder(story.turns),
    )
