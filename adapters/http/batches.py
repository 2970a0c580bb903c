"""Batch evaluations run after the request that started them (ADR 0243): the POST answers 202
with the batch's status resource, which the caller polls until it is ``completed`` or ``failed``.

The status lives in the memory of the process that started the batch, like a script trial
(ADR 0221); every conversation's run is recorded in the event store as it finishes, under the
batch id, whatever happens to the process. Finished batches are kept for ``keep`` of them.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from typing import Any, Literal
from uuid import UUID, uuid4

import structlog

from application.evaluation.errors import EvaluationBatchNotFoundError
from application.evaluation.reports import BatchReport

log = structlog.get_logger("heartrule.http.batches")

BatchState = Literal["running", "completed", "failed"]


@dataclass
class BatchJob:
    """One batch: how far it is, and its report once it is done."""

    batch_id: UUID
    tenant_id: str
    total: int
    done: int = 0
    state: BatchState = "running"
    report: BatchReport | None = None
    task: asyncio.Task[None] | None = field(default=None, repr=False)


class BatchJobs:
    """The batches this process started, newest last; at most ``keep`` finished ones."""

    def __init__(self, keep: int = 200) -> None:
        self.keep = keep
        self._jobs: OrderedDict[UUID, BatchJob] = OrderedDict()

    def start(
        self,
        tenant_id: str,
        total: int,
        run: Callable[[BatchJob], Coroutine[Any, Any, BatchReport]],
    ) -> BatchJob:
        """Register a batch and run ``run(job)`` in the background."""
        job = BatchJob(batch_id=uuid4(), tenant_id=tenant_id, total=total)
        self._jobs[job.batch_id] = job
        job.task = asyncio.create_task(self._run(job, run))
        self._forget_old()
        return job

    def get(self, batch_id: UUID, tenant_id: str) -> BatchJob:
        job = self._jobs.get(batch_id)
        if job is None or job.tenant_id != tenant_id:
            raise EvaluationBatchNotFoundError(
                f"no evaluation batch {batch_id} running or finished in this process"
            )
        return job

    async def _run(
        self, job: BatchJob, run: Callable[[BatchJob], Coroutine[Any, Any, BatchReport]]
    ) -> None:
        try:
            job.report = await run(job)
            job.state = "completed"
        except Exception as error:  # recorded, never raised into the event loop
            job.state = "failed"
            log.error("batch_failed", batch_id=str(job.batch_id), error=type(error).__name__)
        finally:
            job.task = None

    def _forget_old(self) -> None:
        finished = [k for k, j in self._jobs.items() if j.state != "running"]
        for key in finished[: max(0, len(finished) - self.keep)]:
            del self._jobs[key]
