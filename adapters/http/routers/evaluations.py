"""Evaluations: judge one conversation, or start a batch and poll its status resource."""

from __future__ import annotations

from typing import Annotated, Any, Literal
from uuid import UUID

from fastapi import APIRouter, Path, Response, status
from pydantic import BaseModel, ConfigDict, Field, model_validator

from adapters.http import examples
from adapters.http.batches import BatchJob
from adapters.http.deps import ApiDep, Tenant
from adapters.http.problems import documented
from adapters.http.wire import JSON_INTEGER, JsonInt, WireIn
from application.evaluation.reports import BatchReport, ConversationReport

router = APIRouter(prefix="/v1/evaluations", tags=["evaluations"], responses=documented(401, 422))

MAX_BATCH = 200
SPOKEN: dict[str, Any] = {
    "properties": {"role": {"enum": ["user", "assistant"]}},
    "required": ["role"],
}


class MessageIn(WireIn):
    role: Literal["user", "assistant", "system"]
    content: str


class ConversationIn(WireIn):
    """One conversation: spec 000's input with the API's names (``ruleList``)."""

    model_config = ConfigDict(json_schema_extra=examples.CONVERSATION)

    key: str | JsonInt
    messages: list[MessageIn] = Field(
        min_length=1,
        description="at least one user or assistant message; system messages join no turn",
        json_schema_extra={"contains": SPOKEN},
    )
    ruleList: list[Any] = Field(  # noqa: N815 - wire names are camelCase
        description="entries `{rule, N}`, kept raw: a malformed one fails alone"
    )

    @model_validator(mode="after")
    def _someone_speaks(self) -> ConversationIn:
        if all(m.role == "system" for m in self.messages):
            raise ValueError("the conversation needs a user or assistant message")
        return self

    def spec(self) -> dict[str, Any]:
        """The spec's own input format, which the evaluation service reads."""
        return spec_input(self.model_dump(mode="json"))


def spec_input(conversation: dict[str, Any]) -> dict[str, Any]:
    """A conversation written with the API's names, in the spec's format (``rule_list``)."""
    data = {k: v for k, v in conversation.items() if k not in ("ruleList", "rule_list")}
    if "ruleList" in conversation:
        data["rule_list"] = conversation["ruleList"]
    return data


class RuleResultOut(BaseModel):
    rule: str
    status: str
    result: dict[str, Any] = Field(description="{triggered, score, kwargs, reason}")


class ReportOut(BaseModel):
    key: str
    runId: UUID | None  # noqa: N815 - wire names are camelCase
    results: list[RuleResultOut]
    warnings: list[str]
    error: str | None


class BatchIn(WireIn):
    conversations: list[dict[str, Any]] = Field(
        min_length=1,
        max_length=MAX_BATCH,
        description="each like the body of POST /v1/evaluations; an invalid one is reported in "
        "its place, not fatal",
    )
    concurrency: Annotated[int, Field(ge=1, le=32), JSON_INTEGER] | None = None


class RuleStatsOut(BaseModel):
    rule: str
    judged: int
    triggered: int
    skipped: int
    errors: int
    passRate: float | None  # noqa: N815


class BatchStatusOut(BaseModel):
    batchId: UUID = Field(  # noqa: N815
        description="the batch's id: its report at /v1/evaluations/batch/{batchId}/report, "
        "its page at /audit/evaluations/{batchId}"
    )
    status: Literal["running", "completed", "failed"] = Field(
        description="poll this resource while `running`"
    )
    total: int = Field(description="conversations in the batch")
    done: int = Field(description="conversations judged or reported so far")
    conversations: list[ReportOut] | None = Field(
        description="in input order, once `completed`; null before"
    )
    summary: list[RuleStatsOut] | None = Field(description="per rule, once `completed`")


@router.post(
    "",
    response_model=ReportOut,
    summary="Evaluate one conversation (recorded as an evaluation run)",
)
async def evaluate_conversation(body: ConversationIn, tenant: Tenant, api: ApiDep) -> Any:
    report = await api.container.evaluation.evaluate(body.spec(), tenant_id=tenant)
    return _report(report)


@router.post(
    "/batch",
    status_code=status.HTTP_202_ACCEPTED,
    response_model=BatchStatusOut,
    summary="Start a batch evaluation; poll the status resource in `Location` until it is done",
)
async def start_batch_evaluation(
    body: BatchIn, tenant: Tenant, api: ApiDep, response: Response
) -> Any:
    service = api.container.evaluation
    conversations = [spec_input(c) for c in body.conversations]

    async def run(job: BatchJob) -> BatchReport:
        def one_done(_: ConversationReport) -> None:
            job.done += 1

        return await service.evaluate_batch(
            conversations,
            tenant_id=tenant,
            concurrency=body.concurrency,
            on_done=one_done,
            batch_id=str(job.batch_id),
        )

    job = api.batches.start(tenant, len(conversations), run)
    response.headers["Location"] = f"{router.prefix}/batch/{job.batch_id}"
    return _status(job)


@router.get(
    "/batch/{batchId:uuid}",
    response_model=BatchStatusOut,
    summary="A batch's status; its results once completed (answered by the process that ran it)",
    responses=documented(404),
)
async def get_batch_evaluation(
    batch_id: Annotated[UUID, Path(alias="batchId")], tenant: Tenant, api: ApiDep
) -> Any:
    return _status(api.batches.get(batch_id, tenant))


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


class RunOut(BaseModel):
    runId: UUID  # noqa: N815 - wire names are camelCase
    key: str
    batchId: str | None  # noqa: N815
    completed: bool
    messages: list[dict[str, Any]]
    results: list[RuleResultOut]
    warnings: list[str]


@router.get(
    "/{runId:uuid}",
    response_model=RunOut,
    summary="One of the tenant's evaluation runs as recorded, for audit",
    responses=documented(404),
)
async def get_evaluation_run(
    run_id: Annotated[UUID, Path(alias="runId")], tenant: Tenant, api: ApiDep
) -> Any:
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


def _report(report: ConversationReport) -> ReportOut:
    spec = report.as_json()
    return ReportOut(
        key=report.key,
        runId=report.run_id,
        results=spec["results"],
        warnings=list(report.warnings),
        error=report.error,
    )


def _status(job: BatchJob) -> BatchStatusOut:
    batch = job.report
    summary = None
    if batch is not None:
        summary = [
            RuleStatsOut(
                rule=s.rule,
                judged=s.judged,
                triggered=s.triggered,
                skipped=s.skipped,
                errors=s.errors,
                passRate=s.pass_rate,
            )
            for s in batch.summary()
        ]
    return BatchStatusOut(
        batchId=job.batch_id,
        status=job.state,
        total=job.total,
        done=job.done,
        conversations=[_report(c) for c in batch.conversations] if batch else None,
        summary=summary,
    )
