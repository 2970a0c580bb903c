"""Risk routing inside a turn (spec 001 wired into the engine; ADR 0009).

Every user message is screened before the script's action runs. On a medium or high route the
route's agent answers instead of the script, and the session stays held on that route (routes
never go down). When the store itself fails, a message that scores at risk — or cannot be
scored — still receives the reviewed safety script.
"""

from __future__ import annotations

from typing import Any

from domain.conversation.session import Message, Session

HELD_ROUTES = frozenset({"medium", "high"})
SCREENED_USER_TURNS = 5
HISTORY_MESSAGES = 20
EMERGENCY_THRESHOLD = 0.70


def recent_user_texts(session: Session, text: str) -> list[str]:
    """The user's last turns and this one, oldest first: a split crisis statement still shows."""
    earlier = [m.text for m in session.transcript if m.role == "user"]
    return [*earlier[-(SCREENED_USER_TURNS - 1) :], text]


def history(session: Session) -> list[tuple[str, str]]:
    return [(m.role, m.text) for m in session.transcript[-HISTORY_MESSAGES:]]


def needs_safety_script(score: Any) -> bool:
    """In an emergency, anything at medium risk or above, or unscorable, gets the script."""
    value = getattr(score, "score", None)
    return value is None or float(value) >= EMERGENCY_THRESHOLD


def reply_message(text: str, source: str, action_id: str | None, at: str) -> Message:
    return Message("assistant", text, action_id, source, at)
