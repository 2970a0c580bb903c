"""The LLM judge: precondition scans and rule verdicts, each call under a shared bound."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from application.evaluation.planning import PlannedRule
from application.evaluation.prompts import (
    JUDGE_TEMPLATE,
    PRECONDITION_TEMPLATE,
    judge_request,
    precondition_request,
)
from application.evaluation.verdicts import JudgeVerdict, PreconditionVerdict
from application.llm.port import LLMPort
from application.llm.structured import complete_structured
from domain.evaluation.turns import Turn


@dataclass(frozen=True)
class ScanOutcome:
    """The turns meeting a precondition (``None`` when the scan failed) and the calls made."""

    precondition: str
    met_turns: list[int] | None
    error: str | None
    calls: list[dict[str, Any]]

    @property
    def first_met(self) -> int | None:
        return min(self.met_turns) if self.met_turns else None


@dataclass(frozen=True)
class VerdictOutcome:
    """The judge's verdict as JSON (``None`` when judging failed) and the calls made."""

    verdict: dict[str, Any] | None
    error: str | None
    calls: list[dict[str, Any]]


class Judge:
    """Asks the model; never more than the bound's calls in flight across all conversations."""

    def __init__(self, llm: LLMPort, bound: asyncio.Semaphore) -> None:
        self._llm = llm
        self._bound = bound

    async def scan(self, precondition: str, turns: Sequence[Turn]) -> ScanOutcome:
        request = precondition_request(precondition, turns)
        async with self._bound:
            outcome = await complete_structured(
                self._llm, request, PreconditionVerdict, template_id=PRECONDITION_TEMPLATE
            )
        calls = [call.as_payload() for call in outcome.calls]
        if outcome.value is None:
            return ScanOutcome(precondition, None, outcome.error, calls)
        met = sorted({n for n in outcome.value.met_turns if 1 <= n <= len(turns)})
        return ScanOutcome(precondition, met, None, calls)

    async def verdict(
        self, rule: PlannedRule, turns: Sequence[Turn], judged: Sequence[int]
    ) -> VerdictOutcome:
        request = judge_request(rule.definition, rule.ref, turns, judged)
        async with self._bound:
            outcome = await complete_structured(
                self._llm, request, JudgeVerdict, template_id=JUDGE_TEMPLATE
            )
        calls = [call.as_payload() for call in outcome.calls]
        verdict = outcome.value.model_dump(mode="json") if outcome.value else None
        return VerdictOutcome(verdict, outcome.error, calls)
