"""试聊 trials in one process: each on its own throwaway store, kept per tenant, the least
recently used dropped beyond the bound, an idle one dropped after the idle time."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from application.conversation.script_editor import script_yaml, starter_document
from application.conversation.script_trial import TrialNotFoundError
from bootstrap import Container, bootstrap
from infrastructure.settings import Settings
from tests.support.fakes import FixedClock

DRAFT = script_yaml(starter_document("试聊"))


def container(clock: FixedClock, **settings: Any) -> Container:
    return bootstrap(Settings(store="memory", **settings), clock=clock)


@pytest.mark.anyio
async def test_a_trial_publishes_nothing_in_the_tenants_store() -> None:
    app = container(FixedClock())
    trial_id, turn = await app.trials.start("acme", DRAFT)
    await app.trials.send("acme", trial_id, "你好")
    assert turn.response.executionStatus == "waiting_input"
    assert list(app.store.notifications(0, limit=10)) == []  # the real store saw nothing


@pytest.mark.anyio
async def test_trials_beyond_the_bound_drop_the_least_recently_used() -> None:
    app = container(FixedClock(), editor_trials_max=2)
    first, _ = await app.trials.start("acme", DRAFT)
    second, _ = await app.trials.start("acme", DRAFT)
    await app.trials.send("acme", first, "你好")  # the first is used again: the second is older
    await app.trials.start("acme", DRAFT)
    assert len(app.trials) == 2
    with pytest.raises(TrialNotFoundError):
        await app.trials.send("acme", second, "你好")
    app.trials.end("acme", first)  # still there to end


@pytest.mark.anyio
async def test_an_idle_trial_is_dropped_and_another_tenant_never_sees_one() -> None:
    clock = FixedClock()
    app = container(clock, editor_trial_idle_s=60)
    trial_id, _ = await app.trials.start("acme", DRAFT)
    with pytest.raises(TrialNotFoundError):
        await app.trials.send("globex", trial_id, "你好")
    with pytest.raises(TrialNotFoundError):
        app.trials.end("globex", trial_id)
    clock.current += timedelta(seconds=61)
    with pytest.raises(TrialNotFoundError):
        await app.trials.send("acme", trial_id, "你好")
    assert len(app.trials) == 0
