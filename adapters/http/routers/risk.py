"""Risk: questionnaire assessments, a user's current route, and the route's history."""

from __future__ import annotations

import dataclasses
from typing import Annotated, Any

from fastapi import APIRouter, Path, Request, Response
from fastapi.encoders import jsonable_encoder
from pydantic import BaseModel, ConfigDict, Field, model_validator

from adapters.http import examples, paging
from adapters.http.deps import ApiDep, Tenant
from adapters.http.errors import RouteNotFoundError
from adapters.http.problems import documented
from adapters.http.wire import JSON_INTEGER, WireIn, camel_keys, camel_record
from application.risk.assessment import Assessment
from application.risk.control_context import ControlContext
from application.risk.limits import MAX_TEXT_CHARS, MAX_TEXTS

router = APIRouter(prefix="/v1/risk", tags=["risk"], responses=documented(401, 422))

USER_ID = r"^[\w.@:\-]+$"
UserId = Annotated[str, Path(alias="userId", min_length=1, max_length=128, pattern=USER_ID)]
Item = Annotated[int, Field(ge=0, le=3), JSON_INTEGER]


def _one_questionnaire_at_least(schema: dict[str, Any]) -> None:
    """JSON Schema says what the domain says: PHQ-9 or GAD-7 (or both), never null."""
    for name in ("phq9", "gad7"):
        field = schema["properties"][name]
        array = next(s for s in field.pop("anyOf") if s.get("type") == "array")
        field.update(array)
        field.pop("default", None)
    schema["anyOf"] = [{"required": ["phq9"]}, {"required": ["gad7"]}]
    schema["examples"] = examples.ASSESSMENT


class AssessmentIn(WireIn, json_schema_extra=_one_questionnaire_at_least):
    userId: str = Field(min_length=1, max_length=128, pattern=USER_ID)  # noqa: N815
    phq9: list[Item] | None = Field(
        default=None, min_length=9, max_length=9, description="the nine PHQ-9 answers, 0–3"
    )
    gad7: list[Item] | None = Field(
        default=None, min_length=7, max_length=7, description="the seven GAD-7 answers, 0–3"
    )

    @model_validator(mode="before")
    @classmethod
    def _no_nulls(cls, data: Any) -> Any:
        if isinstance(data, dict) and any(
            name in data and data[name] is None for name in ("phq9", "gad7")
        ):
            raise ValueError("phq9 and gad7 are lists of answers when given, never null")
        return data

    @model_validator(mode="after")
    def _something_answered(self) -> AssessmentIn:
        if self.phq9 is None and self.gad7 is None:
            raise ValueError("send phq9, gad7 or both")
        return self


AssessmentOut = camel_record(Assessment)
RouteOut = camel_record(ControlContext)


class ScoreIn(WireIn):
    model_config = ConfigDict(json_schema_extra=examples.SCORE)

    texts: list[Annotated[str, Field(min_length=1, max_length=MAX_TEXT_CHARS)]] = Field(
        min_length=1, max_length=MAX_TEXTS
    )


class LayerOut(BaseModel):
    layer: str
    score: float | None
    evidence: list[str]


class ScoreOut(BaseModel):
    score: float
    evidence: list[str]
    scorer: str
    decidedBy: str  # noqa: N815
    layers: list[LayerOut]


class HistoryEntryOut(BaseModel):
    version: int
    event: str
    at: str
    route: str
    rigidScore: float  # noqa: N815
    details: dict[str, Any] = Field(description="the event's own fields, camelCase")


class HistoryPage(paging.PageLinks):
    userId: str  # noqa: N815
    items: list[HistoryEntryOut] = Field(description="oldest first")


@router.post(
    "/assessments",
    response_model=AssessmentOut,
    summary="Record PHQ-9 / GAD-7 answers; the route moves up if they call for it",
)
async def create_assessment(body: AssessmentIn, tenant: Tenant, api: ApiDep) -> Any:
    assessment = api.container.risk.assess_questionnaires(
        tenant_id=tenant, user_id=body.userId, phq9_items=body.phq9, gad7_items=body.gad7
    )
    return AssessmentOut.model_validate(dataclasses.asdict(assessment))


@router.post(
    "/scores",
    response_model=ScoreOut,
    summary="Score a window of user texts (nothing is recorded); at most 10 texts of 4,000 "
    "characters (422 beyond), each layer's score and evidence in the answer",
    responses=documented(503),
)
async def score_texts(body: ScoreIn, tenant: Tenant, api: ApiDep) -> Any:
    result = await api.container.risk.score_texts(body.texts)
    layers = [
        LayerOut(layer=x.layer, score=x.score, evidence=list(x.evidence)) for x in result.layers
    ]
    return ScoreOut(
        score=result.score,
        evidence=list(result.evidence),
        scorer=result.scorer,
        decidedBy=result.decided_by or result.scorer,
        layers=layers,
    )


@router.get(
    "/users/{userId}/route",
    response_model=RouteOut,
    summary="The user's current route and the context policies read",
    responses=documented(404),
)
async def get_risk_route(user_id: UserId, tenant: Tenant, api: ApiDep) -> Any:
    context = api.container.risk.control_context(tenant_id=tenant, user_id=user_id)
    if context is None:
        raise RouteNotFoundError(f"no risk route for user '{user_id}'")
    return RouteOut.model_validate(jsonable_encoder(dataclasses.asdict(context)))


@router.get(
    "/users/{userId}/history",
    response_model=HistoryPage,
    summary="Every event of the user's route with the route and rigid score after it, paged",
    responses={**documented(404), 200: {"description": "a page", "headers": paging.LINK_HEADER}},
)
async def get_risk_history(
    user_id: UserId,
    tenant: Tenant,
    api: ApiDep,
    request: Request,
    response: Response,
    cursor: paging.Cursor = None,
    limit: paging.Limit = paging.DEFAULT_LIMIT,
) -> Any:
    entries = api.container.risk.route_history(tenant_id=tenant, user_id=user_id)
    if not entries:
        raise RouteNotFoundError(f"no risk route for user '{user_id}'")
    shown, after = paging.window(entries, lambda entry: entry.version, cursor, limit)
    items = [
        HistoryEntryOut.model_validate(camel_keys(jsonable_encoder(dataclasses.asdict(e))))
        for e in shown
    ]
    page = paging.links(request, response, after)
    return HistoryPage(userId=user_id, items=items, **page.model_dump())
