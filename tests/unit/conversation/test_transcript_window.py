"""The Session's window of recent turns holds every message a decision reads (docs/adr/0203)."""

from __future__ import annotations

from application.conversation import rounds, safety
from domain.conversation import strategy
from domain.conversation.session import TURN_WINDOW


def test_the_window_holds_the_most_messages_any_prompt_or_screen_reads() -> None:
    # a turn is at least its user message, so TURN_WINDOW turns are at least as many messages
    read = (strategy.HISTORY_WINDOW, rounds.HISTORY_MESSAGES, safety.HISTORY_MESSAGES)
    assert max(read) <= TURN_WINDOW


def test_the_window_holds_the_user_messages_the_risk_screen_reads_together() -> None:
    assert TURN_WINDOW >= safety.SCREENED_USER_TURNS
