"""The ports of reply moderation: the local screen that always runs, in process.

The LLM moderation judge goes through the OpenAI-wire LLM port like every model call.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal, Protocol

from domain.moderation.categories import Finding
from domain.shared.frozen import one_write

RouteLevel = Literal["none", "medium", "high"]
EARLIER_USER_MESSAGES: Final = 20
"""How many of the user's earlier messages a reply is screened beside."""


@one_write
@dataclass(frozen=True)
class ReplyContext:
    """What the turn knows that decides whether a reply is safe *here*.

    ``agent`` is who wrote the reply: ``script`` (an action of the script) or the ``medium`` /
    ``high`` risk agent. ``asks_contact`` is true when the script's action itself asks the user
    for contact data (then asking for it is no finding). ``earlier_user_messages`` are the user's
    messages before the latest one, oldest first (at most :data:`EARLIER_USER_MESSAGES`): what
    the user said of themselves earlier (an age, a school year) still holds.
    """

    locale: str
    route_level: RouteLevel
    agent: str
    action_type: str
    user_message: str
    asks_contact: bool = False
    earlier_user_messages: tuple[str, ...] = ()


@one_write
@dataclass(frozen=True)
class ScreenResult:
    """The local screen's answer: what it found, and whether it clears the reply.

    ``cleared`` is true only when the screen is confident the reply is safe; a reply with no
    findings that is not cleared goes to the LLM moderation judge. A reply with findings is never
    cleared.
    """

    findings: tuple[Finding, ...]
    cleared: bool
    screen: str


class ReplyScreen(Protocol):
    """Screens one model reply locally: no network, no I/O, well under 5 ms."""

    @property
    def name(self) -> str: ...

    def screen(self, reply: str, context: ReplyContext) -> ScreenResult: ...
