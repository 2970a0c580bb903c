"""The moderation stage: every model reply passes it before it is stored as said or returned.

The local screen runs first, in process, on every reply; the LLM judge is asked only about a
reply the screen could neither flag nor clear, within its time budget; the policy of
``domain.moderation.policy`` turns their says into a verdict, and a reply not said as written is
replaced by reviewed words (docs/adr/0120–0123).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import structlog

from application.llm.structured import LLMCall
from application.moderation.fallbacks import fallback_for
from application.moderation.judge import JudgeReport, LLMModerationJudge
from application.moderation.ports import ReplyContext, ReplyScreen, ScreenResult
from domain.moderation.policy import (
    Circumstances,
    FailureRule,
    decide,
    needs_judge,
    raises_risk,
    unscreened,
)
from domain.moderation.rewrite import cut, rewritten
from domain.moderation.verdict import Decision, ReplyVerdict
from domain.shared.frozen import one_write

log = structlog.get_logger("heartrule.moderation")
SOURCES = {Decision.WITHHOLD: "moderation_fallback", Decision.REWRITE: "moderation_rewrite"}


@one_write
@dataclass(frozen=True)
class Moderation:
    """One reply's moderation: the verdict, the words said, and what its event records."""

    verdict: ReplyVerdict
    said: str
    original: str
    context: ReplyContext
    screen_ms: float
    latency_ms: float
    judge: JudgeReport | None = None

    @property
    def replaced(self) -> bool:
        return not self.verdict.said_as_written

    @property
    def source(self) -> str | None:
        """The source of what is said, when it is not the model's reply as written."""
        return SOURCES.get(self.verdict.decision)

    @property
    def judge_calls(self) -> tuple[LLMCall, ...]:
        """The judge's model calls, recorded like every other call of the round."""
        return self.judge.calls if self.judge else ()

    @property
    def raises_risk(self) -> bool:
        return raises_risk(self.verdict)

    def event_fields(self) -> dict[str, Any]:
        """The ``ReplyModerated`` payload; the withheld words are kept for auditors only."""
        return {
            "agent": self.context.agent,
            "action_type": self.context.action_type,
            "route_level": self.context.route_level,
            "verdict": self.verdict.as_payload(),
            "withheld_text": self.original if self.replaced else None,
            "screen_ms": self.screen_ms,
            "latency_ms": self.latency_ms,
            "judge": self.judge.as_payload() if self.judge else None,
        }


class ModerationStage:
    """Screens a reply, asks the judge when the screen cannot decide, and says what to say."""

    def __init__(
        self,
        screen: ReplyScreen,
        judge: LLMModerationJudge | None = None,
        *,
        on_judge_failure: FailureRule = FailureRule.WITHHOLD_AT_RISK,
    ) -> None:
        self.screen, self.judge, self.on_judge_failure = screen, judge, on_judge_failure

    async def moderate(self, reply: str, context: ReplyContext) -> Moderation:
        started = time.perf_counter()
        circumstances = Circumstances(context.route_level, context.asks_contact)
        screened = self._screen(reply, context)
        screen_ms = _ms_since(started)
        if isinstance(screened, ReplyVerdict):
            return self._moderation(screened, reply, context, screen_ms, started, None)
        report = None
        if self.judge and needs_judge(screened.findings, screened.cleared, circumstances):
            report = await self.judge.judge(reply, context)
        opinion = report.opinion if report else None
        verdict = decide(screened.screen, screened.findings, screened.cleared, opinion,
                         circumstances, self.on_judge_failure)
        rest = self._cleared_rest(verdict, reply, context)
        if rest is not None:
            verdict = rewritten(verdict, screened.screen)
        return self._moderation(verdict, reply, context, screen_ms, started, report, rest)

    def _cleared_rest(self, verdict: ReplyVerdict, reply: str, context: ReplyContext) -> str | None:
        """What is left of a withheld reply once its mild findings' sentences are cut, if the
        screen clears it; None when the reply cannot be rewritten by cutting."""
        if verdict.decision is not Decision.WITHHOLD:
            return None
        rest = cut(reply, verdict.findings)
        if rest is None:
            return None
        again = self._screen(rest, context)
        cleared = isinstance(again, ScreenResult) and again.cleared and not again.findings
        return rest if cleared else None

    def _screen(self, reply: str, context: ReplyContext) -> ScreenResult | ReplyVerdict:
        """The screen's result; its failure is a withholding verdict, never a pass."""
        try:
            return self.screen.screen(reply, context)
        except Exception as exc:  # the layer that always runs failed: say nothing unscreened
            log.exception("reply_screen_failed", screen=self.screen.name)
            return unscreened(self.screen.name, f"{type(exc).__name__}: {exc}")

    def _moderation(
        self, verdict: ReplyVerdict, reply: str, context: ReplyContext, screen_ms: float,
        started: float, report: JudgeReport | None, said: str | None = None,
    ) -> Moderation:
        said = said or reply
        if verdict.decision is Decision.WITHHOLD:
            said = fallback_for(context, offer_support=raises_risk(verdict))
            log.warning("reply_withheld", categories=[str(c) for c in verdict.categories],
                        layers=list(verdict.layers), agent=context.agent)
        return Moderation(verdict, said, reply, context, screen_ms, _ms_since(started), report)


def _ms_since(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 3)
