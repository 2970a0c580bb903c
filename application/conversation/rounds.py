"""What one round of an action needs and what it produced."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from application.llm.structured import LLMCall
from application.timestamps import iso
from domain.conversation.action_run import ActionRun
from domain.conversation.exit_decision import ExitSignals
from domain.conversation.script import SessionScript
from domain.conversation.session import Session
from domain.shared.frozen import one_write

FALLBACK_MESSAGE = "抱歉，我这边暂时没能组织好回答。你可以再说一遍，或者我们稍后继续。"
ROUND_FAILED = "this round failed and was recorded; the script's fallback was used"
BUDGET_SPENT = (
    "the model did not answer within the turn's time budget; the script's fallback reply was sent"
)
HISTORY_MESSAGES = 10


def failure_said(budget_spent: bool) -> str:
    """A failed model round as the caller may read it: the time budget spent, or that it failed.

    ``budget_spent`` comes from where the timeout was caught (``StructuredOutcome``), not from
    the clock read again afterwards."""
    return BUDGET_SPENT if budget_spent else ROUND_FAILED


@one_write
@dataclass(frozen=True)
class RoundInput:
    """The state a round reads. Executors never mutate the aggregates."""

    session: Session
    run: ActionRun
    action: Any
    script: SessionScript
    user_text: str | None
    now: datetime
    temperature: float
    form_values: Mapping[str, Any] | None = None  # a fill_form submission, in place of words


@one_write
@dataclass(frozen=True)
class RoundResult:
    """What a round produced; the service turns it into events."""

    ai_message: str | None = None
    signals: ExitSignals | None = None
    assessment: dict[str, Any] | None = None
    writes: tuple[tuple[str, Any], ...] = ()
    calls: tuple[LLMCall, ...] = ()
    strategy: dict[str, Any] | None = None
    error: str | None = None
    waits: str | None = None  # "message" | "form" | None
    attachment: dict[str, Any] | None = None
    unreplaced: tuple[str, ...] = field(default=())
    public_error: str | None = None
    """What the answer may say of ``error`` (never URLs, model names or paths)."""


def chat_history(session: Session, limit: int = HISTORY_MESSAGES) -> str:
    """The last ``limit`` messages as ``role: text`` lines (spec 002 §4.4)."""
    names = {"user": "用户", "assistant": "咨询师"}
    recent = session.recent_messages[-limit:]
    return "\n".join(f"{names.get(m.role, m.role)}: {m.text}" for m in recent)


def system_variables(inp: RoundInput, **extra: Any) -> dict[str, Any]:
    """The ``{%...%}`` layer, computed from the session and the clock."""
    variables = inp.session.visible_variables()
    return {
        "time": iso(inp.now),
        "who": variables.get("咨询师名") or "AI咨询师",
        "user": variables.get("用户名") or "来访者",
        "chat_history": chat_history(inp.session),
        "current_round": inp.run.next_round,
        "max_rounds": inp.run.max_rounds,
        "strategy_prompt": inp.run.strategy_prompt or "",
        **extra,
    }
