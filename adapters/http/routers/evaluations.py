"""Evaluations: judge one conversation, or a batch, against the rule registry."""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

from fastapi import APIRouter, Path, Response
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
    batchId: str | None = Field(  # noqa: N815 - wire names are camelCase
        description="the batch's id: its report at /v1/evaluations/batch/{batchId}/report, "
        "its page at /audit/evaluations/{batchId}"
    )
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


BatchPathId = Annotated[str, Path(alias="batchId", max_length=64, description="the batch id")]


class RuleReportOut(BaseModel):
    rule: str
    entries: int
    judged: int
    passed: int = Field(description="judged and triggered (the criterion was met)")
    failed: int = Field(description="judged and not triggered")
    skipped: int
    errors: int
    passRate: float | None = Field(description="passed over judged; null when none judged")  # noqa: N815
    nDistribution: list[dict[str, Any]] = Field(  # noqa: N815
        description="[{value, count}] of the resolved N, entries without one last as null"
    )
    preconditionTurnDistribution: list[dict[str, Any]]  # noqa: N815
    notJudged: list[dict[str, Any]] = Field(  # noqa: N815
        description="the entries skipped or in error, with their reasons"
    )


class BatchReportOut(BaseModel):
    batchId: str  # noqa: N815 - wire names are camelCase
    runs: int = Field(description="conversations of the batch recorded as runs")
    completed: int = Field(description="runs that finished")
    status: str = Field(description="finished, or running while runs are still open")
    rules: list[RuleReportOut]
    entries: list[dict[str, Any]] = Field(
        description="every rule on every conversation: runId, key, rule, status, triggered, "
        "passed, score, n, preconditionTurn, evidenceTurn, reason"
    )


@router.get(
    "/batch/{batchId}/report",
    response_model=BatchReportOut,
    summary="A batch's results for QA: per rule the pass rate and distributions, every entry",
    responses=documented(404),
)
async def get_batch_report(batch_id: BatchPathId, tenant: Tenant, api: ApiDep) -> Any:
    return api.container.batches.report(tenant, batch_id)


@router.get(
    "/batch/{batchId}/report.csv",
    summary="A batch's entries as CSV (UTF-8 with a BOM, for spreadsheets)",
    response_class=Response,
    responses={
        **documented(404),
        200: {"content": {"text/csv": {"schema": {"type": "string"}}}, "description": "CSV"},
    },
)
async def get_batch_csv(batch_id: BatchPathId, tenant: Tenant, api: ApiDep) -> Response:
    text = api.container.batches.csv(tenant, batch_id)
    return Response(
        text,
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="evaluation-{batch_id}.csv"'},
    )


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
    return {
        "batchId": batch.batch_id,
        "conversations": [c.as_json() for c in batch.conversations],
        "summary": summary,
    }
