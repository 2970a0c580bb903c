"""Ports the conversation context needs from the outside world."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from domain.conversation.templates import PromptTemplate


class TemplateNotFoundError(LookupError):
    """No prompt template has that id."""


class TemplateSource(Protocol):
    """Prompt templates by id (``ai-say/mainline-a-introduce-concept``), loaded once."""

    def get(self, template_id: str) -> PromptTemplate: ...


class SkillError(Exception):
    """A skill failed or does not exist."""


class SkillPort(Protocol):
    """Runs a named skill for ``use_skill`` actions."""

    async def run(
        self, name: str, arguments: Mapping[str, Any], variables: Mapping[str, Any]
    ) -> Any: ...
