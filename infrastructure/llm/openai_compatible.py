"""Chat Completions over HTTP: OpenAI, DeepSeek, DashScope, vLLM, Ollama, llama.cpp server.

One ``httpx.AsyncClient`` (one connection pool) per event loop, shared by every call. Retries
and the total deadline follow ADR 0042; JSON modes and their automatic fallback ADR 0041. The
API key goes only into the ``Authorization`` header: it is scrubbed from every error message.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass

import httpx
import structlog
from pydantic import SecretStr

from application.llm.port import LLMError, LLMRequest, LLMResponse
from infrastructure.llm.openai_wire import (
    MODE_STRENGTH,
    WEAKER_MODE,
    JsonMode,
    MalformedCompletionError,
    error_message,
    parse_completion,
    rejects_response_format,
    request_body,
)
from infrastructure.llm.retry_policy import RetryPolicy, is_retryable_status, retry_after_s
from infrastructure.settings import Settings

log = structlog.get_logger("heartrule.llm")


@dataclass(frozen=True)
class _Failure:
    """One attempt that did not produce an answer."""

    message: str
    status: int | None = None
    retryable: bool = False
    retry_after_s: float | None = None
    mode_rejected: bool = False
    foreign: bool = False
    """``message`` is the model server's own text: logged, never put in the error (ADR 0170)."""


@dataclass
class _Call:
    """The running tally of one ``complete`` call."""

    request: LLMRequest
    started: float
    deadline: float
    attempts: int = 0

    def remaining_s(self) -> float:
        return self.deadline - time.monotonic()

    def elapsed_ms(self) -> float:
        return (time.monotonic() - self.started) * 1000


class OpenAICompatibleLLM:
    """The LLM port over any server that speaks OpenAI's ``/chat/completions``."""

    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key: SecretStr | str = "",
        timeout_s: float = 30.0,
        deadline_s: float = 60.0,
        json_mode: JsonMode = "json_schema",
        retry: RetryPolicy | None = None,
        max_connections: int = 100,
    ) -> None:
        self._base_url = base_url.rstrip("/")
        self._model = model
        self._key = api_key if isinstance(api_key, SecretStr) else SecretStr(api_key)
        self._timeout_s = timeout_s
        self._deadline_s = deadline_s
        self.json_mode: JsonMode = json_mode
        self._retry = retry or RetryPolicy()
        self._max_connections = max_connections
        self._http: httpx.AsyncClient | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    @classmethod
    def from_settings(cls, settings: Settings) -> OpenAICompatibleLLM:
        """The adapter the operator configured (``HEARTRULE_LLM_*``)."""
        return cls(
            settings.llm_base_url,
            settings.llm_model,
            api_key=settings.llm_api_key,
            timeout_s=settings.llm_timeout_s,
            deadline_s=settings.llm_deadline_s,
            json_mode=settings.llm_json_mode,
            retry=RetryPolicy(max_retries=settings.llm_max_retries),
            max_connections=settings.llm_max_connections,
        )

    def __repr__(self) -> str:
        return f"OpenAICompatibleLLM(base_url={self._base_url!r}, model={self._model!r})"

    async def complete(self, request: LLMRequest) -> LLMResponse:
        now = time.monotonic()
        call = _Call(request, now, now + min(request.deadline_s, self._deadline_s))
        while True:
            outcome = await self._attempt(call)
            if isinstance(outcome, LLMResponse):
                return outcome
            if not outcome.mode_rejected:
                await self._wait_before_retry(call, outcome)

    async def __aenter__(self) -> OpenAICompatibleLLM:
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Close the connection pool (of the current event loop)."""
        if self._http is not None:
            await self._http.aclose()
            self._http = None

    async def _attempt(self, call: _Call) -> LLMResponse | _Failure:
        timeout_s = min(self._timeout_s, call.remaining_s())
        if timeout_s <= 0:
            raise self._error(call, _Failure("the deadline passed", retryable=True))
        call.attempts += 1
        mode = self.json_mode
        body = request_body(call.request, self._model, mode)
        try:
            async with asyncio.timeout(timeout_s):
                response = await self._client().post(
                    "/chat/completions", json=body, timeout=timeout_s
                )
        except (TimeoutError, httpx.TimeoutException):
            return _Failure(f"no answer within {timeout_s:.2f}s", retryable=True)
        except httpx.TransportError as exc:
            return _Failure(f"transport error ({type(exc).__name__})", retryable=True)
        return self._read(call, response, mode)

    def _read(
        self, call: _Call, response: httpx.Response, mode: JsonMode
    ) -> LLMResponse | _Failure:
        if response.status_code == 200:
            return self._answer(call, response)
        status, message = response.status_code, self._scrub(error_message(response.text))
        asked_json = mode != "prompt" and call.request.json_schema is not None
        if asked_json and rejects_response_format(status, message):
            self._downgrade(mode, status, message)
            return _Failure(message, status, mode_rejected=True, foreign=True)
        if is_retryable_status(status):
            return _Failure(message, status, True, retry_after_s(response.headers), foreign=True)
        raise self._error(call, _Failure(message, status, foreign=True))

    def _answer(self, call: _Call, response: httpx.Response) -> LLMResponse:
        try:
            text, model, usage = parse_completion(response.json())
        except (MalformedCompletionError, ValueError) as exc:
            raise self._error(call, _Failure(self._scrub(str(exc)), 200)) from None
        return LLMResponse(
            text=text,
            model=model or self._model,
            latency_ms=call.elapsed_ms(),
            attempts=call.attempts,
            usage=usage,
        )

    async def _wait_before_retry(self, call: _Call, failure: _Failure) -> None:
        if not failure.retryable or call.attempts > self._retry.max_retries:
            raise self._error(call, failure)
        delay = self._retry.delay_s(call.attempts, failure.retry_after_s)
        if delay >= call.remaining_s():
            reason = f"{failure.message}; the deadline leaves no time to retry"
            late = _Failure(reason, failure.status, retryable=True, foreign=failure.foreign)
            raise self._error(call, late)
        log.warning(
            "llm.retry",
            purpose=call.request.purpose,
            attempt=call.attempts,
            status=failure.status,
            delay_s=round(delay, 3),
            reason=failure.message,
        )
        await asyncio.sleep(delay)

    def _downgrade(self, mode: JsonMode, status: int, message: str) -> None:
        """Remember the weaker mode for every later call; never climb back up."""
        weaker = WEAKER_MODE.get(mode, "prompt")
        if MODE_STRENGTH.index(weaker) <= MODE_STRENGTH.index(self.json_mode):
            return
        log.warning(
            "llm.json_mode_downgraded", rejected=mode, now=weaker, status=status, reason=message
        )
        self.json_mode = weaker

    def _error(self, call: _Call, failure: _Failure) -> LLMError:
        where = f"HTTP {failure.status}" if failure.status else "no HTTP answer"
        said = f"the model server: {where} after {call.attempts} attempt(s)"
        if failure.foreign:  # the server's own words may name hosts and models: the log only
            log.warning("llm.failed", purpose=call.request.purpose, status=failure.status,
                        attempts=call.attempts, reason=failure.message)  # fmt: skip
        else:
            said += f": {failure.message}"
        return LLMError(  # no URL here: the message reaches recorded events and answers
            said,
            model=self._model,
            attempts=call.attempts,
            latency_ms=call.elapsed_ms(),
            status=failure.status,
            retryable=failure.retryable,
        )

    def _scrub(self, text: str) -> str:
        key = self._key.get_secret_value()
        return text.replace(key, "***") if key else text

    def _client(self) -> httpx.AsyncClient:
        """The pool of the running event loop (a pool cannot outlive the loop it was made on)."""
        loop = asyncio.get_running_loop()
        if self._http is None or self._loop is not loop:
            self._http, self._loop = self._new_client(), loop
        return self._http

    def _new_client(self) -> httpx.AsyncClient:
        key = self._key.get_secret_value()
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        limits = httpx.Limits(
            max_connections=self._max_connections,
            max_keepalive_connections=self._max_connections,
        )
        return httpx.AsyncClient(
            base_url=self._base_url, headers=headers, limits=limits, timeout=self._timeout_s
        )
