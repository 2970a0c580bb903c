"""Risk: questionnaire assessments, a user's current route, and the route's history."""

from __future__ import annotations

import dataclasses
from typing import Annotated, Any

from fastapi import APIRouter, Path
from fastapi.encoders import jsonable_encoder
from pydantic import BaseModel, Field

from adapters.http.deps import ApiDep, Tenant
from adapters.http.errors import RouteNotFoundError
from adapters.http.problems import documented
from application.risk.assessment import Assessment
from application.risk.limits import MAX_TEXT_CHARS, MAX_TEXTS

router = APIRouter(prefix="/v1/risk", tags=["risk"], responses=documented(401, 422))

UserId = Annotated[str, Path(min_length=1, max_length=128, pattern=r"^[\w.@:\-]+$")]
Item = Annotated[int, Field(ge=0, le=3)]


class AssessmentIn(BaseModel):
    userId: str = Field(min_length=1, max_length=128, pattern=r"^[\w.@:\-]+$")  # noqa: N815
    phq9: list[Item] | None = Field(default=None, min_length=9, max_length=9)
    gad7: list[Item] | None = Field(default=None, min_length=7, max_length=7)


class ScoreIn(BaseModel):
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


class HistoryOut(BaseModel):
    userId: str  # noqa: N815
    entries: list[dict[str, Any]]


@router.post(
    "/assessments",
    response_model=Assessment,
    summary="Record PHQ-9 / GAD-7 answers; the route moves up if they call for it",
)
async def assess(body: AssessmentIn, tenant: Tenant, api: ApiDep) -> Any:
    return api.container.risk.assess_questionnaires(
        tenant_id=tenant, user_id=body.userId, phq9_items=body.phq9, gad7_items=body.gad7
    )


@router.post(
    "/scores",
    response_model=ScoreOut,
    summary="Score a window of user texts (nothing is recorded); at most 10 texts of 4,000 "
    "characters (422 beyond), each layer's score and evidence in the answer",
    responses=documented(503),
)
async def score(body: ScoreIn, tenant: Tenant, api: ApiDep) -> Any:
    result = await api.container.risk.score_texts(body.texts)
    layers = [LayerOut(layer=x.layer, score=x.score, evidence=list(x.evidence))
              for x in result.layers]
    return ScoreOut(score=result.score, evidence=list(result.evidence), scorer=result.scorer,
                    decidedBy=result.decided_by or result.scorer, layers=layers)


@router.get(
    "/users/{user_id}/route",
    summary="The user's current route and the context policies read",
    responses=documented(404),
)
async def current_route(user_id: UserId, tenant: Tenant, api: ApiDep) -> dict[str, Any]:
    context = api.container.risk.control_context(tenant_id=tenant, user_id=user_id)
    if context is None:
        raise RouteNotFoundError(f"no risk route for user '{user_id}'")
    result: dict[str, Any] = jsonable_encoder(dataclasses.asdict(context))
    return result


@router.get(
    "/users/{user_id}/history",
    response_model=HistoryOut,
    summary="Every event of the user's route with the route and rigid_score after it",
    responses=documented(404),
)
async def route_history(user_id: UserId, tenant: Tenant, api: ApiDep) -> Any:
    entries = api.container.risk.route_history(tenant_id=tenant, user_id=user_id)
    if not entries:
        raise RouteNotFoundError(f"no risk route for user '{user_id}'")
    return HistoryOut(
        userId=user_id, entries=[jsonable_encoder(dataclasses.asdict(e)) for e in entries]
    )
