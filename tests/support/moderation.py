"""A hand-written fake of the local reply screen: it flags the phrases it is given, and clears
or leaves undecided everything else. It stands for the real screen of infrastructure/moderation
where a test is about the stage, not about what the screen can recognise."""

from __future__ import annotations

from collections.abc import Mapping

from application.moderation.ports import ReplyContext, ScreenResult
from domain.moderation.categories import Category, Finding


class PhraseScreen:
    """Flags each phrase of ``flags`` found in a reply; clears the rest when ``clears``."""

    def __init__(
        self, flags: Mapping[str, Category] | None = None, *, clears: bool = True,
        fails: bool = False,
    ) -> None:
        self.flags = dict(flags or {})
        self.clears = clears
        self.fails = fails
        self.screened: list[tuple[str, ReplyContext]] = []

    @property
    def name(self) -> str:
        return "phrases"

    def screen(self, reply: str, context: ReplyContext) -> ScreenResult:
        self.screened.append((reply, context))
        if self.fails:
            raise RuntimeError("the screen's model file is unreadable")
        found = tuple(Finding(category, phrase, "phrases")
                      for phrase, category in self.flags.items() if phrase in reply)
        return ScreenResult(found, cleared=self.clears and not found, screen=self.name)
