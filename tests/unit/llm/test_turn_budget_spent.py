"""A model call cut by the turn's budget is told as the budget spent, a failed call as a failure.

The kind is carried from where the timeout is caught (``BudgetedLLM`` raising
``TurnBudgetSpentError``, read by ``complete_structured`` into ``StructuredOutcome.budget_spent``,
and by the executors into the round's ``public_error``); nothing reads the clock again to tell
them apart. An event loop's timer may fire a few milliseconds before the monotonic clock reaches
the deadline (uvloop schedules by a millisecond clock cached per loop iteration, ADR 0288): a
call cut by such a timer must still be told as the budget spent, not as a failed round.
"""

from __future__ import annotations

import asyncio
import time
from types import SimpleNamespace

import pytest
from pydantic import BaseModel

from application.conversation.actions import _failed_round
from application.conversation.rounds import BUDGET_SPENT, ROUND_FAILED, failure_said
from application.llm import budget
from application.llm.budget import BudgetedLLM, turn_budget
from application.llm.port import ChatMessage, LLMError, LLMRequest, LLMResponse
from application.llm.structured import complete_structured

REQUEST = LLMRequest(messages=(ChatMessage("user", "hi"),), purpose="ai_say.mainline_a")


class Answer(BaseModel):
    text: str


class Hanging:
    """A model that never answers."""

    async def complete(self, request: LLMRequest) -> LLMResponse:
        await asyncio.Event().wait()
        raise AssertionError("unreachable")


class Failing:
    """A model whose transport fails at once."""

    async def complete(self, request: LLMRequest) -> LLMResponse:
        raise LLMError("upstream 503", retryable=True)


@pytest.mark.anyio
async def test_a_call_cut_by_the_budget_is_the_budget_spent_though_the_clock_shows_time_left(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    frozen = time.monotonic()
    # The budget's clock stands still: after the loop's timer cuts the call, reading it again
    # would find the whole budget "left" (what an early timer looks like, magnified).
    monkeypatch.setattr(budget, "time", SimpleNamespace(monotonic=lambda: frozen))
    with turn_budget(0.1, started=frozen):
        outcome = await complete_structured(BudgetedLLM(Hanging()), REQUEST, Answer)
        assert budget.remaining_s() == pytest.approx(0.1)  # the clock says time is left

    assert outcome.value is None and outcome.budget_spent
    assert outcome.error and "time budget" in outcome.error
    assert len(outcome.calls) == 1  # no repair round after a cut
    round_ = _failed_round(outcome, replies=1, unreplaced=())
    assert round_.public_error == BUDGET_SPENT


@pytest.mark.anyio
async def test_a_budget_already_spent_before_the_call_is_the_budget_spent() -> None:
    with turn_budget(1.0, started=time.monotonic() - 2.0):
        outcome = await complete_structured(BudgetedLLM(Hanging()), REQUEST, Answer)
    assert outcome.budget_spent
    assert _failed_round(outcome, replies=1, unreplaced=()).public_error == BUDGET_SPENT


@pytest.mark.anyio
async def test_a_failing_model_within_the_budget_is_a_failed_round_not_the_budget() -> None:
    with turn_budget(10.0):
        outcome = await complete_structured(BudgetedLLM(Failing()), REQUEST, Answer)
    assert outcome.value is None and not outcome.budget_spent
    assert outcome.error == "upstream 503"
    assert _failed_round(outcome, replies=1, unreplaced=()).public_error == ROUND_FAILED


@pytest.mark.anyio
async def test_a_failing_model_outside_a_turn_is_a_failed_round() -> None:
    outcome = await complete_structured(BudgetedLLM(Failing()), REQUEST, Answer)
    assert not outcome.budget_spent
    assert failure_said(outcome.budget_spent) == ROUND_FAILED
