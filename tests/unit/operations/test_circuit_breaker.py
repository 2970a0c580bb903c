"""A circuit opens after K outages in a row, refuses at once while open, lets one probe through
after the reset time, and closes on the probe's success; the state is a gauge."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from application.circuit import CircuitBreaker, CircuitState
from application.llm.budget import BudgetedLLM, turn_budget
from application.llm.circuit import CircuitBreakingLLM, CircuitOpenError
from application.llm.port import ChatMessage, LLMError, LLMRequest, LLMResponse
from infrastructure.metrics.prometheus import PrometheusMetrics
from tests.support.fakes import ScriptedLLM

REQUEST = LLMRequest(messages=(ChatMessage("user", "hi"),), purpose="ai_say.mainline_a")


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def breaker(clock: Clock, metrics: PrometheusMetrics | None = None) -> CircuitBreaker:
    return CircuitBreaker(
        "llm", metrics or PrometheusMetrics(), failures_to_open=3, reset_after_s=10, monotonic=clock
    )


def states_after(circuit: CircuitBreaker, *steps: Callable[[], None]) -> list[CircuitState]:
    """The circuit's state after each step, in order."""
    seen = []
    for step in steps:
        step()
        seen.append(circuit.state)
    return seen


def test_k_failures_in_a_row_open_the_circuit_and_a_success_between_resets_the_count() -> None:
    circuit = breaker(Clock())
    failed, succeeded = circuit.failed, circuit.succeeded
    states = states_after(circuit, failed, failed, succeeded, failed, failed, failed)
    assert states == [CircuitState.CLOSED] * 5 + [CircuitState.OPEN]
    assert not circuit.allow()


def test_after_the_reset_time_one_probe_goes_through_and_decides() -> None:
    clock, metrics = Clock(), PrometheusMetrics()
    circuit = breaker(clock, metrics)
    for _ in range(3):
        circuit.failed()
    clock.now = 10
    assert circuit.allow() and circuit.state is CircuitState.HALF_OPEN
    assert not circuit.allow()  # only the one probe
    assert states_after(circuit, circuit.failed) == [CircuitState.OPEN]
    clock.now = 20
    assert circuit.allow()
    assert states_after(circuit, circuit.succeeded) == [CircuitState.CLOSED]
    assert circuit.allow()
    assert metrics.registry.get_sample_value("heartrule_circuit_state", {"dependency": "llm"}) == 0
    rejected = metrics.registry.get_sample_value(
        "heartrule_circuit_rejections_total", {"dependency": "llm"}
    )
    assert rejected == 1


@pytest.mark.anyio
async def test_an_open_model_circuit_fails_at_once_without_calling_the_model() -> None:
    outage = LLMError("timed out")
    model = ScriptedLLM(outage, outage, outage, default="never")
    llm = CircuitBreakingLLM(model, breaker(Clock()))
    for _ in range(3):
        with pytest.raises(LLMError):
            await llm.complete(REQUEST)
    with pytest.raises(CircuitOpenError):
        await llm.complete(REQUEST)
    assert len(model.requests) == 3


@pytest.mark.anyio
async def test_a_request_the_model_refused_as_wrong_is_no_outage() -> None:
    circuit = breaker(Clock())
    bad_request = LLMError("400 bad request", status=400)
    llm = CircuitBreakingLLM(ScriptedLLM(*[bad_request] * 5), circuit)
    for _ in range(5):
        with pytest.raises(LLMError):
            await llm.complete(REQUEST)
    assert circuit.state is CircuitState.CLOSED


class HangingLLM:
    """A model that never answers; counts the calls that reached it."""

    def __init__(self) -> None:
        self.calls = 0

    async def complete(self, request: LLMRequest) -> LLMResponse:
        self.calls += 1
        await asyncio.Event().wait()
        raise AssertionError("unreachable")


async def cut_by_the_turn_budget(llm: CircuitBreakingLLM) -> None:
    """One turn's call, as the engine makes it: the turn's budget cuts a model that hangs."""
    with turn_budget(0.01), pytest.raises(LLMError):
        await BudgetedLLM(llm).complete(REQUEST)


@pytest.mark.anyio
async def test_calls_cut_by_the_turn_budget_are_outages_so_a_hanging_model_opens_the_circuit() -> (
    None
):
    model = HangingLLM()
    llm = CircuitBreakingLLM(model, breaker(Clock()))
    for _ in range(3):
        await cut_by_the_turn_budget(llm)
    with turn_budget(0.01), pytest.raises(CircuitOpenError):
        await BudgetedLLM(llm).complete(REQUEST)
    assert model.calls == 3


@pytest.mark.anyio
async def test_a_probe_cut_by_the_turn_budget_opens_the_circuit_again_and_the_next_probe_goes() -> (
    None
):
    clock = Clock()
    circuit = breaker(clock)
    model = HangingLLM()
    llm = CircuitBreakingLLM(model, circuit)
    for _ in range(3):
        circuit.failed()
    clock.now = 10
    await cut_by_the_turn_budget(llm)  # the half-open probe hangs
    assert circuit.state is CircuitState.OPEN
    clock.now = 20
    assert circuit.allow()
