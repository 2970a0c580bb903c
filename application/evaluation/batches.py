"""A batch's recorded runs, found by the batch id the batch call answered with (issue #19).

Runs name their batch; nothing names a batch's runs. A read model keeps, per tenant and batch,
the ids of its runs in the order they were recorded, so the evaluation page reads a batch
without scanning every run of the log.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any
from uuid import UUID

from application.evaluation.batch_report import batch_json, csv_text
from application.evaluation.errors import EvaluationBatchNotFoundError
from application.event_store import EventStore
from application.projections.runner import ProjectionRunner, Read
from domain.evaluation.run import EvaluationRun

NAME = "evaluationBatches"


def batch_key(tenant_id: str, batch_id: str) -> str:
    return f"{tenant_id}\n{batch_id}"


class EvaluationBatches:
    """Per tenant and batch: the ids of its runs, in the order they were recorded."""

    name = NAME
    topics = frozenset({str(EvaluationRun.Requested.TOPIC)})

    def apply(self, event: Any, read: Read) -> Mapping[str, Any]:
        if not isinstance(event, EvaluationRun.Requested) or not event.batch_id:
            return {}
        key = batch_key(event.tenant_id, event.batch_id)
        return {key: [*(read(key) or []), str(event.originator_id)]}


class BatchResults:
    """A tenant's batch as QA reads it: the report of its runs, and the same as CSV."""

    def __init__(self, runner: ProjectionRunner, store: EventStore) -> None:
        self.runner, self.store = runner, store

    def report(self, tenant_id: str, batch_id: str) -> dict[str, Any]:
        return batch_json(batch_id, self.runs(tenant_id, batch_id))

    def csv(self, tenant_id: str, batch_id: str) -> str:
        return csv_text(self.runs(tenant_id, batch_id))

    def runs(self, tenant_id: str, batch_id: str) -> list[EvaluationRun]:
        """The batch's recorded runs by conversation key (runs are recorded as they finish, in
        no useful order); raise EvaluationBatchNotFoundError when the tenant has no such batch."""
        ids = self.runner.get(NAME, batch_key(tenant_id, batch_id))
        if not ids:
            raise EvaluationBatchNotFoundError(f"no evaluation batch {batch_id}")
        runs: list[EvaluationRun] = [self.store.repository.get(UUID(i)) for i in ids]
        return sorted(runs, key=lambda run: run.key)
