"""Many sessions wait on a slow model at once; none blocks another (issue 3).

Speed is the benchmark's business (benchmarks/llm_concurrency.py); this checks the overlap.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from application.conversation.commands import SendUserMessage, StartSession
from application.llm.port import LLMRequest, LLMResponse
from bootstrap import bootstrap
from infrastructure.llm.offline_responders import offline_responders
from infrastructure.settings import Settings
from tests.integration.conversation.support import TENANT, shipped

pytestmark = pytest.mark.anyio

SESSIONS = 50
DELAY_S = 0.2


class SlowModel:
    """The offline answers, each after a fixed delay; counts how many wait at once."""

    def __init__(self) -> None:
        self.responders = offline_responders()
        self.waiting = 0
        self.most_waiting = 0

    async def complete(self, request: LLMRequest) -> LLMResponse:
        self.waiting += 1
        self.most_waiting = max(self.most_waiting, self.waiting)
        try:
            await asyncio.sleep(DELAY_S)
        finally:
            self.waiting -= 1
        return LLMResponse(self.responders[request.purpose](request), "slow", DELAY_S * 1000)


async def test_fifty_sessions_wait_on_a_slow_model_at_once_and_all_finish(tmp_path: Path) -> None:
    model = SlowModel()
    app = bootstrap(Settings(store="sqlite", data_dir=tmp_path), llm=model)
    ref = app.catalog.publish(TENANT, "abc", shipped("abc-model.yaml"))

    async def one(user: int) -> str:
        started = await app.conversation.start_session(
            StartSession(TENANT, f"u{user}", ref.script_id)
        )
        reply = SendUserMessage(TENANT, started.sessionId, "我明白了，是想法决定了情绪")
        return (await app.conversation.send_user_message(reply)).executionStatus

    statuses = await asyncio.gather(*(one(n) for n in range(SESSIONS)))

    assert statuses == ["completed"] * SESSIONS
    assert model.most_waiting == SESSIONS  # all were waiting on the model together: no blocking
