"""The evaluation use cases: one conversation, or a batch under one concurrency bound."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable, Iterable
from typing import Any
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError

from application.evaluation.errors import EvaluationRunNotFoundError
from application.evaluation.evaluate_conversation import evaluate_into
from application.evaluation.judge import Judge
from application.evaluation.reports import BatchReport, ConversationReport
from application.evaluation.requests import UnreadableConversation, parse_request
from application.event_store import EventStore
from application.llm.port import LLMPort
from application.ports import IdFactory
from domain.evaluation.errors import InvalidConversationError
from domain.evaluation.rules import RuleRegistry
from domain.evaluation.run import EvaluationRun

DEFAULT_CONCURRENCY = 8


class EvaluationService:
    """Judges conversations against the rule registry and records each as an EvaluationRun."""

    def __init__(
        self,
        store: EventStore,
        llm: LLMPort,
        ids: IdFactory,
        rules: RuleRegistry,
        *,
        concurrency: int = DEFAULT_CONCURRENCY,
    ) -> None:
        self.store, self.llm, self.ids, self.rules = store, llm, ids, rules
        self.concurrency = concurrency

    def with_rules(self, rules: RuleRegistry) -> EvaluationService:
        """The same service judging against another registry (a user's own rules file)."""
        return EvaluationService(
            self.store, self.llm, self.ids, rules, concurrency=self.concurrency
        )

    async def evaluate(
        self, data: Any, *, tenant_id: str, batch_id: str | None = None
    ) -> ConversationReport:
        """Evaluate one conversation in the spec's input format; invalid input raises."""
        judge = Judge(self.llm, asyncio.Semaphore(self.concurrency))
        return await self._evaluate(data, judge, tenant_id, batch_id)

    async def evaluate_batch(
        self,
        conversations: Iterable[Any],
        *,
        tenant_id: str,
        concurrency: int | None = None,
        on_done: Callable[[ConversationReport], None] | None = None,
        batch_id: str | None = None,
    ) -> BatchReport:
        """Evaluate many conversations, reported in input order; an invalid one is reported as
        rejected while the others still run. Every run records ``batch_id`` (a new one if
        none is given)."""
        done: dict[int, ConversationReport] = {}
        batch_id = batch_id or str(self.ids.new_id())
        batch = self.stream(
            conversations, tenant_id=tenant_id, concurrency=concurrency, batch_id=batch_id
        )
        async for index, one in batch:
            done[index] = one
            if on_done:
                on_done(one)
        return BatchReport([done[i] for i in sorted(done)], batch_id=batch_id)

    async def stream(
        self,
        conversations: Iterable[Any],
        *,
        tenant_id: str,
        concurrency: int | None = None,
        batch_id: str | None = None,
    ) -> AsyncIterator[tuple[int, ConversationReport]]:
        """(input index, report) as conversations finish; at most ``concurrency`` judge calls
        in flight across all of them. Every run names ``batch_id`` (a new one if not given)."""
        bound = concurrency or self.concurrency
        judge = Judge(self.llm, asyncio.Semaphore(bound))
        batch_id = batch_id or str(self.ids.new_id())
        window = asyncio.Semaphore(bound * 2)
        tasks = [
            asyncio.create_task(self._windowed(i, d, judge, (tenant_id, batch_id), window))
            for i, d in enumerate(conversations)
        ]
        for finished in asyncio.as_completed(tasks):
            yield await finished

    def run(self, run_id: UUID, *, tenant_id: str) -> EvaluationRun:
        """One of the tenant's evaluation runs as recorded, for audit."""
        try:
            run: object = self.store.repository.get(run_id)
        except AggregateNotFoundError:
            raise EvaluationRunNotFoundError(f"no evaluation run {run_id}") from None
        if not isinstance(run, EvaluationRun) or run.tenant_id != tenant_id:
            raise EvaluationRunNotFoundError(f"no evaluation run {run_id}")
        return run

    async def _windowed(
        self,
        index: int,
        data: Any,
        judge: Judge,
        tenant_and_batch: tuple[str, str],
        window: asyncio.Semaphore,
    ) -> tuple[int, ConversationReport]:
        if isinstance(data, UnreadableConversation):
            return index, ConversationReport(key=data.key, run_id=None, error=data.error)
        async with window:
            try:
                return index, await self._evaluate(data, judge, *tenant_and_batch)
            except InvalidConversationError as exc:
                key = str(data.get("key", "?")) if isinstance(data, dict) else "?"
                return index, ConversationReport(key=key, run_id=None, error=str(exc))

    async def _evaluate(
        self, data: Any, judge: Judge, tenant_id: str, batch_id: str | None
    ) -> ConversationReport:
        request = parse_request(data)
        run = EvaluationRun.request(
            self.ids.new_id(),
            request.key,
            request.messages_payload(),
            list(request.rule_list),
            batch_id,
            tenant_id=tenant_id,
        )
        await evaluate_into(run, request, self.rules, judge)
        self.store.save(run)
        return ConversationReport(
            request.key, run.id, tuple(run.ordered_results()), tuple(run.warnings)
        )
