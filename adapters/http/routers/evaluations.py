"""Evaluations: judge one conversation, or a batch, against the rule registry."""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

from fastapi import APIRouter, Path
from pydantic import BaseModel, Field

from adapters.http.deps import ApiDep, Tenant
from adapters.http.problems import documented
from application.evaluation.reports import BatchReport
from application.evaluation.requests import ConversationIn

router = APIRouter(prefix="/v1/evaluations", tags=["evaluations"], responses=documented(401, 422))

MAX_BATCH = 200


class RuleResultOut(BaseModel):
    rule: str
    status: str
    result: dict[str, Any] = Field(description="{triggered, score, kwargs, reason}")


class ReportOut(BaseModel):
    key: str
    run_id: str | None
    results: list[RuleResultOut]
    warnings: list[str]
    error: str | None


class BatchIn(BaseModel):
    conversations: list[dict[str, Any]] = Field(
        min_length=1,
        max_length=MAX_BATCH,
        description="each in the spec's input format; an invalid one is reported, not fatal",
    )
    concurrency: int | None = Field(default=None, ge=1, le=32)


class RuleStatsOut(BaseModel):
    rule: str
    judged: int
    triggered: int
    skipped: int
    errors: int
    pass_rate: float | None


class BatchOut(BaseModel):
    conversations: list[ReportOut]
    summary: list[RuleStatsOut]


@router.post("", response_model=ReportOut, summary="Evaluate one conversation")
async def evaluate(body: ConversationIn, tenant: Tenant, api: ApiDep) -> Any:
    report = await api.container.evaluation.evaluate(body.model_dump(mode="json"), tenant_id=tenant)
    return report.as_json()


@router.post("/batch", response_model=BatchOut, summary="Evaluate a batch, in input order")
async def evaluate_batch(body: BatchIn, tenant: Tenant, api: ApiDep) -> Any:
    batch = await api.container.evaluation.evaluate_batch(
        body.conversations, tenant_id=tenant, concurrency=body.concurrency
    )
    return _batch_out(batch)


class RunOut(BaseModel):
    runId: UUID  # noqa: N815 - wire names are camelCase
    key: str
    batchId: str | None  # noqa: N815
    completed: bool
    messages: list[dict[str, Any]]
    results: list[RuleResultOut]
    warnings: list[str]


@router.get(
    "/{run_id}",
    response_model=RunOut,
    summary="One of the tenant's evaluation runs as recorded, for audit",
    responses=documented(404),
)
async def get_run(run_id: Annotated[UUID, Path()], tenant: Tenant, api: ApiDep) -> Any:
    run = api.container.evaluation.run(run_id, tenant_id=tenant)
    results = [
        {"rule": r.rule, "status": r.status, "result": r.as_spec()} for r in run.ordered_results()
    ]
    return RunOut(
        runId=run.id,
        key=run.key,
        batchId=run.batch_id,
        completed=run.completed,
        messages=run.messages,
        results=results,
        warnings=list(run.warnings),
    )


def _batch_out(batch: BatchReport) -> dict[str, Any]:
    summary = [
        {
            "rule": s.rule,
            "judged": s.judged,
            "triggered": s.triggered,
            "skipped": s.skipped,
            "errors": s.errors,
            "pass_rate": s.pass_rate,
        }
        for s in batch.summary()
    ]
    return {"conversations": [c.as_json() for c in batch.conversations], "summary": summary}
