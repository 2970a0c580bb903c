"""Prompt templates from Markdown files under ``config/prompts``, read once and cached."""

from __future__ import annotations

from pathlib import Path

from application.conversation.ports import TemplateNotFoundError
from domain.conversation.templates import PromptTemplate


class FileTemplateSource:
    """Template ``ai-say/x`` is the file ``<root>/ai-say/x.md``."""

    def __init__(self, root: Path) -> None:
        self._root = root.resolve()
        self._cache: dict[str, PromptTemplate] = {}

    def get(self, template_id: str) -> PromptTemplate:
        cached = self._cache.get(template_id)
        if cached is None:
            cached = self._cache[template_id] = self._load(template_id)
        return cached

    def _load(self, template_id: str) -> PromptTemplate:
        path = (self._root / f"{template_id}.md").resolve()
        if not path.is_relative_to(self._root) or not path.is_file():
            raise TemplateNotFoundError(f"prompt template '{template_id}' not found")
        return PromptTemplate(template_id, path.read_text(encoding="utf-8"))
