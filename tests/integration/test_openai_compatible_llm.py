"""The OpenAI-compatible adapter against a real HTTP server on 127.0.0.1 (OpenAI wire format)."""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator

import anyio
import pytest
import structlog
from pydantic import BaseModel

from application.llm.port import ChatMessage, LLMError, LLMRequest
from application.llm.structured import complete_structured
from bootstrap import build_llm
from infrastructure.llm.openai_compatible import OpenAICompatibleLLM
from infrastructure.llm.retry_policy import RetryPolicy
from infrastructure.logging import configure_logging
from infrastructure.settings import Settings
from tests.support.openai_server import OpenAIServer, completion, error, running

KEY = "sk-test-9f8e7d6c5b4a-never-log-me"
FAST = RetryPolicy(max_retries=3, base_s=0.01, cap_s=0.05)
pytestmark = pytest.mark.anyio


class Mood(BaseModel):
    mood: str
    intensity: int


@pytest.fixture
def restored_logging() -> Iterator[None]:
    """Whatever a test configures, structlog's previous set-up comes back after it."""
    saved = structlog.get_config()
    yield
    structlog.configure(**saved)


@pytest.fixture
def server() -> Iterator[OpenAIServer]:
    with running(OpenAIServer()) as running_server:
        yield running_server


def adapter(server: OpenAIServer, **options: object) -> OpenAICompatibleLLM:
    settings: dict[str, object] = {"api_key": KEY, "retry": FAST, **options}
    return OpenAICompatibleLLM(server.base_url, "test-model", **settings)  # type: ignore[arg-type]


def ask(text: str = "你好", **options: object) -> LLMRequest:
    return LLMRequest(
        messages=(ChatMessage("system", "你是咨询师。"), ChatMessage("user", text)),
        purpose="test.chat",
        **options,  # type: ignore[arg-type]
    )


async def test_a_completion_returns_text_model_usage_and_one_attempt(server: OpenAIServer) -> None:
    server.script(completion("我在听。", model="gpt-4o-mini-2024"))
    async with adapter(server) as llm:
        response = await llm.complete(ask(temperature=0.42, max_tokens=77))
    assert (response.text, response.model, response.attempts) == ("我在听。", "gpt-4o-mini-2024", 1)
    assert (response.usage.prompt_tokens, response.usage.completion_tokens) == (12, 7)
    sent = server.received[0]
    assert sent.path == "/v1/chat/completions"
    assert sent.headers["authorization"] == f"Bearer {KEY}"
    assert sent.body["model"] == "test-model"
    assert sent.body["messages"][1] == {"role": "user", "content": "你好"}
    assert (sent.body["temperature"], sent.body["max_tokens"]) == (0.42, 77)
    assert "response_format" not in sent.body


async def test_json_inside_prose_and_fences_is_found(server: OpenAIServer) -> None:
    server.script(
        completion('当然！结果如下：\n```json\n{"mood": "低落", "intensity": 7}\n```\n希望有帮助')
    )
    async with adapter(server) as llm:
        outcome = await complete_structured(llm, ask(), Mood)
    assert outcome.value == Mood(mood="低落", intensity=7)
    assert len(outcome.calls) == 1


async def test_a_429_with_retry_after_is_waited_out_then_succeeds(server: OpenAIServer) -> None:
    server.script(error(429, "Rate limit reached", headers={"Retry-After": "1"}), completion("好"))
    started = time.monotonic()
    async with adapter(server) as llm:
        response = await llm.complete(ask())
    assert response.text == "好"
    assert response.attempts == 2
    assert time.monotonic() - started >= 0.95  # the backoff alone would be ~10 ms


async def test_three_500s_exhaust_the_retries_and_fail_with_status_and_attempts(
    server: OpenAIServer,
) -> None:
    server.script(*[error(500, "The server had an error", kind="server_error")] * 3)
    async with adapter(server, retry=RetryPolicy(max_retries=2, base_s=0.01)) as llm:
        with pytest.raises(LLMError) as failed:
            await llm.complete(ask())
    assert (failed.value.status, failed.value.attempts, failed.value.retryable) == (500, 3, True)
    assert failed.value.latency_ms > 0
    assert len(server.received) == 3


async def test_a_slow_server_times_out_and_each_retry_times_out_too(server: OpenAIServer) -> None:
    server.script(completion("太迟了", delay_s=1.0), completion("也太迟了", delay_s=1.0))
    async with adapter(server, timeout_s=0.2, retry=RetryPolicy(max_retries=1, base_s=0.01)) as llm:
        with pytest.raises(LLMError) as failed:
            await llm.complete(ask())
    assert failed.value.status is None
    assert (failed.value.attempts, failed.value.retryable) == (2, True)
    assert "no answer within" in str(failed.value)  # both answers were scripted, both too late


async def test_the_total_deadline_bounds_all_attempts_together(server: OpenAIServer) -> None:
    server.default = completion("太迟了", delay_s=2.0)
    async with adapter(
        server, timeout_s=0.3, retry=RetryPolicy(max_retries=10, base_s=0.01)
    ) as llm:
        with pytest.raises(LLMError) as failed:
            await llm.complete(ask(deadline_s=0.5))
    assert "deadline" in str(failed.value)
    assert failed.value.attempts <= 2  # ten retries were allowed; 0.5 s holds two of 0.3 s


async def test_malformed_json_is_repaired_on_the_second_try(server: OpenAIServer) -> None:
    server.script(
        completion('{"mood": "焦虑", "intensity": '), completion('{"mood": "焦虑", "intensity": 5}')
    )
    async with adapter(server) as llm:
        outcome = await complete_structured(llm, ask(), Mood, template_id="test/mood")
    assert outcome.value == Mood(mood="焦虑", intensity=5)
    assert [call.attempt for call in outcome.calls] == [1, 2]
    assert outcome.calls[0].error is not None
    repair = server.received[1].body["messages"]
    assert repair[-2] == {"role": "assistant", "content": '{"mood": "焦虑", "intensity": '}
    assert "could not be used" in repair[-1]["content"]


async def test_a_json_schema_request_is_sent_as_response_format(server: OpenAIServer) -> None:
    server.script(completion('{"mood": "平静", "intensity": 2}'))
    async with adapter(server) as llm:
        outcome = await complete_structured(llm, ask(), Mood)
    assert outcome.ok
    response_format = server.received[0].body["response_format"]
    assert response_format["type"] == "json_schema"
    assert response_format["json_schema"]["name"] == "Mood"
    assert response_format["json_schema"]["schema"] == Mood.model_json_schema()
    assert response_format["json_schema"]["strict"] is False  # pydantic leaves objects open


async def test_a_server_that_rejects_json_schema_gets_json_object_from_then_on(
    server: OpenAIServer,
) -> None:
    rejected = error(400, "This response_format type is unavailable now")
    answer = '{"mood": "平静", "intensity": 2}'
    server.script(rejected, completion(answer), completion(answer))
    async with adapter(server) as llm:
        first = await complete_structured(llm, ask(), Mood)
        second = await complete_structured(llm, ask(), Mood)
    assert first.ok and second.ok
    assert first.calls[0].transport_attempts == 2
    assert llm.json_mode == "json_object"
    bodies = [received.body for received in server.received]
    assert [b["response_format"]["type"] for b in bodies] == [
        "json_schema",
        "json_object",
        "json_object",
    ]
    system = bodies[1]["messages"][0]["content"]
    assert system.startswith("你是咨询师。") and "JSON schema" in system and '"intensity"' in system


@pytest.mark.parametrize("status", [400, 401, 403, 404, 422])
async def test_other_4xx_are_not_retried(server: OpenAIServer, status: int) -> None:
    server.script(error(status, "Invalid value for 'temperature'"), completion("never reached"))
    async with adapter(server) as llm:
        with pytest.raises(LLMError) as failed:
            await llm.complete(ask())
    assert (failed.value.status, failed.value.attempts, failed.value.retryable) == (
        status,
        1,
        False,
    )
    assert str(failed.value) == f"the model server: HTTP {status} after 1 attempt(s)"  # ADR 0170
    assert len(server.received) == 1


async def test_the_api_key_never_appears_in_errors_logs_or_call_records(
    server: OpenAIServer,
    caplog: pytest.LogCaptureFixture,
    capsys: pytest.CaptureFixture[str],
    restored_logging: None,
) -> None:
    caplog.set_level(logging.DEBUG)
    configure_logging(fmt="json", level="DEBUG", user_text=True)
    server.script(
        error(429, f"slow down, {KEY}", headers={"retry-after-ms": "10"}),
        error(401, f"Incorrect API key provided: {KEY}"),
    )
    async with adapter(server) as llm:
        outcome = await complete_structured(llm, ask(), Mood)
    assert server.received[0].headers["authorization"] == f"Bearer {KEY}"
    captured = capsys.readouterr()
    assert "llm.retry" in captured.err
    seen = [captured.err, captured.out, caplog.text, repr(llm), str(outcome.error)]
    seen += [str(call.as_payload()) for call in outcome.calls]
    assert all(KEY not in text for text in seen)
    assert "***" in captured.err  # the server's words are logged, scrubbed


async def test_the_servers_own_error_text_is_logged_never_put_in_the_error(
    server: OpenAIServer, capsys: pytest.CaptureFixture[str], restored_logging: None
) -> None:
    """A proxy's or provider's error body may name internal hosts and models (ADR 0170)."""
    configure_logging(fmt="json")
    leaky = "upstream http://10.9.8.7:8000/v1 model=internal-model-x failed"
    server.script(*[error(500, leaky, kind="server_error")] * 4, error(404, leaky))
    async with adapter(server) as llm:
        outcome = await complete_structured(llm, ask(), Mood)
        refused = await complete_structured(llm, ask(), Mood)
    said = [str(outcome.error), str(refused.error)]
    said += [str(call.as_payload()) for call in (*outcome.calls, *refused.calls)]
    assert "HTTP 500 after" in said[0] and "HTTP 404 after" in said[1]
    assert not any("10.9.8.7" in text or "internal-model-x" in text for text in said)
    assert "10.9.8.7" in capsys.readouterr().err


async def test_fifty_concurrent_calls_on_a_slow_server_all_finish_together(
    server: OpenAIServer,
) -> None:
    server.default = completion("慢慢来", delay_s=0.2)
    answers: list[str] = []
    async with adapter(server) as llm:

        async def one(index: int) -> None:
            answers.append((await llm.complete(ask(f"第{index}位"))).text)

        async with anyio.create_task_group() as group:
            for index in range(50):
                group.start_soon(one, index)
    assert answers == ["慢慢来"] * 50
    assert server.max_in_flight == 50  # all fifty were waiting at once, none queued behind another


async def test_bootstrap_builds_the_adapter_from_settings(server: OpenAIServer) -> None:
    server.script(completion("配置好了"))
    settings = Settings(llm_base_url=server.base_url, llm_api_key=KEY, llm_model="qwen-plus")
    llm = build_llm(settings)
    assert isinstance(llm, OpenAICompatibleLLM)
    async with llm:
        response = await llm.complete(ask())
    assert response.text == "配置好了"
    assert server.received[0].body["model"] == "qwen-plus"


def test_one_adapter_serves_successive_event_loops(server: OpenAIServer) -> None:
    server.default = completion("还在")
    llm = adapter(server)
    texts = [anyio.run(llm.complete, ask()).text for _ in range(2)]
    assert texts == ["还在", "还在"]
