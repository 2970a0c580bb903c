"""The counseling context of a reply, read from the turn: who wrote it, for which action, on
which route, after what the user said, and whether the action itself asks for contact data."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any, Final

from application.moderation.ports import EARLIER_USER_MESSAGES, ReplyContext, RouteLevel

CONTACT_WORDS: Final = re.compile(
    r"phone|mobile|e-?mail|address|wechat|whats ?app|telegram|contact|\bqq\b|"
    r"电话|手机|微信|邮箱|地址|住址|联系方式|身份证",
    re.IGNORECASE,
)
"""Words in an action's wanted variables or form fields that mean it asks for contact data."""


def route_level(route: str | None) -> RouteLevel:
    """The risk context's route (low / medium / high, or none yet) as moderation reads it."""
    if route == "high":
        return "high"
    if route == "medium":
        return "medium"
    return "none"


def asks_contact(action: Any) -> bool:
    """Whether the script's action asks the user for contact data itself (then asking for it
    is the script's doing, not the model's)."""
    return any(CONTACT_WORDS.search(text) for text in _asked(action))


def _asked(action: Any) -> Iterable[str]:
    for output in getattr(action, "output", None) or ():
        yield f"{output.get} {output.define}"
    for field in getattr(action, "fields", None) or ():
        yield f"{field.name} {field.label}"


def script_context(
    action: Any, locale: str, route: str | None, user_text: str | None,
    earlier: tuple[str, ...] = (),
) -> ReplyContext:
    """The context of a reply an action of the script wrote."""
    return ReplyContext(locale, route_level(route), "script", str(action.type),
                        user_text or "", asks_contact(action), earlier)


def agent_context(
    agent: str, locale: str, route: str, user_text: str, earlier: tuple[str, ...] = ()
) -> ReplyContext:
    """The context of a reply a risk route's agent wrote."""
    return ReplyContext(locale, route_level(route), agent, "agent", user_text, False, earlier)


def earlier_user_messages(messages: Iterable[Any], latest: str | None) -> tuple[str, ...]:
    """The user's messages of the session's recent history, oldest first, the latest one (the
    message being answered, when it is already recorded) left out; at most
    :data:`EARLIER_USER_MESSAGES`."""
    said = [str(m.text) for m in messages if getattr(m, "role", None) == "user"]
    if said and latest is not None and said[-1] == latest:
        said.pop()
    return tuple(said[-EARLIER_USER_MESSAGES:])
