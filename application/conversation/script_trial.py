"""试聊 / Try it: play an unsaved script draft with the real engine, publishing nothing.

Each trial runs in a throwaway sandbox — its own in-memory event store, catalog and read models —
with this process's model, templates, skills and risk screen, so every user message of a trial
is screened like any other. The draft is published only inside the sandbox: the tenant's
catalog, store, read models and relay never see it. Trials live in this process's memory,
bounded in number and in idle time (ADR 0221).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any
from uuid import UUID

import structlog

from application.conversation.catalog import ScriptCatalog
from application.conversation.commands import SendUserMessage, StartSession, SubmitForm
from application.conversation.responses import SessionExecutionResponse
from application.conversation.service import ConversationService
from application.ports import Clock, IdFactory
from application.projections.runner import ProjectionRunner

log = structlog.get_logger("heartrule.conversation.trials")

DRAFT_NAME = "draft"
VIEWS = ("exitHistory", "variableOperations", "llmCalls")


class TrialNotFoundError(LookupError):
    """No live trial with that id for this tenant: it ended, idled out or was evicted."""


@dataclass(frozen=True)
class Sandbox:
    """A throwaway conversation engine: in memory, real model, templates and risk screen."""

    catalog: ScriptCatalog
    conversation: ConversationService
    projections: ProjectionRunner


@dataclass(frozen=True)
class TrialModel:
    """Which model answers trials; ``offline`` is the rule-based offline model."""

    name: str
    offline: bool


@dataclass(frozen=True)
class TrialTurn:
    """One turn of a trial with what the engine recorded for it, from the read models."""

    response: SessionExecutionResponse
    exits: list[dict[str, Any]]
    variables: list[dict[str, Any]]
    llm_calls: list[dict[str, Any]]


@dataclass
class _Trial:
    id: UUID
    tenant_id: str
    sandbox: Sandbox
    session_id: UUID
    used_at: datetime
    seen: dict[str, int] = field(default_factory=dict)

    def turn(self, response: SessionExecutionResponse) -> TrialTurn:
        """The response with the read-model entries recorded since the last turn."""
        new = {view: self._new_entries(view) for view in VIEWS}
        return TrialTurn(response, new["exitHistory"], new["variableOperations"], new["llmCalls"])

    def _new_entries(self, view: str) -> list[dict[str, Any]]:
        entries: list[dict[str, Any]] = (
            self.sandbox.projections.get(view, str(self.session_id)) or []
        )
        fresh = entries[self.seen.get(view, 0) :]
        self.seen[view] = len(entries)
        return fresh


class ScriptTrials:
    """The live trials of this process, per tenant; the least recently used go first."""

    def __init__(
        self,
        make_sandbox: Callable[[], Sandbox],
        ids: IdFactory,
        clock: Clock,
        model: TrialModel,
        *,
        capacity: int = 32,
        idle: timedelta = timedelta(minutes=30),
    ) -> None:
        self.model = model
        self._make_sandbox = make_sandbox
        self._ids = ids
        self._clock = clock
        self._capacity = max(1, capacity)
        self._idle = idle
        self._trials: OrderedDict[UUID, _Trial] = OrderedDict()

    async def start(
        self, tenant_id: str, script_text: str, session_name: str | None = None
    ) -> tuple[UUID, TrialTurn]:
        """Validate the draft, start a session on it in a fresh sandbox, play its first turn."""
        self._sweep()
        sandbox = self._make_sandbox()
        ref = sandbox.catalog.publish(tenant_id, DRAFT_NAME, script_text)
        trial_id = self._ids.new_id()
        start = StartSession(
            tenant_id=tenant_id,
            user_id=f"trial-{trial_id}",
            script_id=ref.script_id,
            session_name=session_name,
        )
        response = await sandbox.conversation.start_session(start)
        trial = _Trial(trial_id, tenant_id, sandbox, response.sessionId, self._clock.now())
        self._keep(trial)
        log.info("trial_started", trial_id=str(trial_id), offline=self.model.offline)
        return trial_id, self._answered(trial, response)

    async def send(self, tenant_id: str, trial_id: UUID, text: str) -> TrialTurn:
        """A user message: screened for risk, then played, like in any session."""
        trial = self._get(tenant_id, trial_id)
        command = SendUserMessage(tenant_id, trial.session_id, text)
        response = await trial.sandbox.conversation.send_user_message(command)
        return self._answered(trial, response)

    async def submit_form(
        self, tenant_id: str, trial_id: UUID, values: dict[str, Any]
    ) -> TrialTurn:
        trial = self._get(tenant_id, trial_id)
        response = await trial.sandbox.conversation.submit_form(
            SubmitForm(tenant_id, trial.session_id, values)
        )
        return self._answered(trial, response)

    def end(self, tenant_id: str, trial_id: UUID) -> None:
        self._get(tenant_id, trial_id)
        del self._trials[trial_id]

    def __len__(self) -> int:
        return len(self._trials)

    def _answered(self, trial: _Trial, response: SessionExecutionResponse) -> TrialTurn:
        route = response.metadata.riskRoute
        if route in {"medium", "high"}:
            log.warning("trial_on_risk_route", trial_id=str(trial.id), route=route)
        return trial.turn(response)

    def _get(self, tenant_id: str, trial_id: UUID) -> _Trial:
        self._sweep()
        trial = self._trials.get(trial_id)
        if trial is None or trial.tenant_id != tenant_id:
            raise TrialNotFoundError(f"no live trial {trial_id}: start a new one")
        trial.used_at = self._clock.now()
        self._trials.move_to_end(trial_id)
        return trial

    def _keep(self, trial: _Trial) -> None:
        self._trials[trial.id] = trial
        while len(self._trials) > self._capacity:
            evicted, _ = self._trials.popitem(last=False)
            log.info("trial_evicted", trial_id=str(evicted))

    def _sweep(self) -> None:
        cutoff = self._clock.now() - self._idle
        for trial_id in [t.id for t in self._trials.values() if t.used_at < cutoff]:
            del self._trials[trial_id]
