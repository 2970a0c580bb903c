"""The LLM safety judge (issue #11): a C-SSRS rubric over the user's window, asked in parallel
with the turn's script call (ADR 0105).

The judge can only raise a turn's level: the higher of the embedded scorer and the judge wins.
On a timeout, an error or an answer that is not the expected JSON, the embedded layers decide
alone and the failure is recorded. Without a configured model there is no judge at all — the
offline model does not pretend to be one.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal

from pydantic import BaseModel, Field

from application.llm.port import ChatMessage, LLMError, LLMPort, LLMRequest
from application.llm.structured import LLMCall, complete_structured

JUDGE_PURPOSE: Final = "risk.safety_judge"
JUDGE_TEMPLATE: Final = "risk.safety_judge@v1"
JUDGE_SCORES: Final[dict[str, float]] = {"high": 0.97, "medium": 0.80, "none": 0.0}

RUBRIC: Final = """You are a suicide-risk triage assistant for a counseling service. Read the
user's recent messages (oldest first; the last one is the current turn) and classify the risk
to the USER THEMSELF with the Columbia Suicide Severity Rating Scale (C-SSRS) as a guide:

- "high": active suicidal ideation (thoughts of killing themselves), any method, plan, timing,
  intent, preparatory behaviour (acquiring means, farewells, giving things away, putting
  affairs in order, last messages), being at a place of danger now, or a past attempt with
  intent to repeat. Signals spread over several messages count together.
- "medium": passive ideation (wishing to be dead, not to wake up, being a burden) or self-harm
  behaviour or urges, without any of the above.
- "none": no risk to the user, including hyperbole ("热死了", "this is killing me"), someone
  else's risk, negated statements, fiction, news, a resolved past, prescription questions and
  ordinary sadness.

Answer with JSON only: {"level": "none" | "medium" | "high", "signals": [short names of the
C-SSRS signals you found], "evidence": [the user's exact words for each signal]}."""

Level = Literal["none", "medium", "high"]


class JudgeAnswer(BaseModel):
    """The judge's JSON answer."""

    level: Level
    signals: list[str] = Field(default_factory=list, max_length=20)
    evidence: list[str] = Field(default_factory=list, max_length=20)


@dataclass(frozen=True)
class Judgement:
    """What the judge said (``level``), or why it said nothing (``error``), and its calls."""

    level: Level | None
    signals: tuple[str, ...]
    evidence: tuple[str, ...]
    model: str
    latency_ms: float
    error: str | None
    calls: tuple[LLMCall, ...]

    @property
    def score(self) -> float | None:
        return JUDGE_SCORES[self.level] if self.level else None

    def as_payload(self) -> dict[str, Any]:
        """What ``RiskRoute.SafetyJudgeConsulted`` records: verdict, latency, error, raw answer."""
        raw = self.calls[-1].raw_response if self.calls else None
        return {"level": self.level, "signals": list(self.signals),
                "evidence": list(self.evidence), "model": self.model,
                "latency_ms": self.latency_ms, "error": self.error, "raw_response": raw}

    def describe(self) -> str:
        if self.level is None:
            return f"judge ({self.model}) gave no verdict: {self.error}"
        signals = ", ".join(self.signals) or "no signal"
        return f"judge ({self.model}) {self.level}: {signals} [{self.latency_ms:.0f} ms]"


def judge_request(texts: Sequence[str]) -> LLMRequest:
    turns = "\n".join(f"{number}. {text}" for number, text in enumerate(texts, start=1))
    messages = (ChatMessage("system", RUBRIC), ChatMessage("user", f"User messages:\n{turns}"))
    return LLMRequest(messages, JUDGE_PURPOSE, temperature=0.0, max_tokens=300,
                      facts={"texts": list(texts)})


class LLMSafetyJudge:
    """Asks one model (the guard endpoint, or the main model) for a C-SSRS level."""

    def __init__(self, llm: LLMPort, *, timeout_s: float, model: str) -> None:
        self.llm, self.timeout_s, self.model = llm, timeout_s, model

    async def judge(self, texts: Sequence[str]) -> Judgement:
        started = time.perf_counter()
        request = judge_request(texts)
        try:
            outcome = await asyncio.wait_for(
                complete_structured(self.llm, request, JudgeAnswer, template_id=JUDGE_TEMPLATE,
                                    repair=False),
                self.timeout_s)
        except TimeoutError:
            return self._failed(started, f"no verdict within {self.timeout_s:g} s", ())
        except LLMError as exc:
            return self._failed(started, f"the judge model failed: {exc}", ())
        if outcome.value is None:
            return self._failed(started, outcome.error or "no verdict", outcome.calls)
        answer = outcome.value
        model = outcome.calls[-1].model if outcome.calls else self.model
        return Judgement(answer.level, tuple(answer.signals), tuple(answer.evidence), model,
                         _elapsed(started), None, outcome.calls)

    def _failed(self, started: float, error: str, calls: tuple[LLMCall, ...]) -> Judgement:
        return Judgement(None, (), (), self.model, _elapsed(started), error, calls)


def _elapsed(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 3)
