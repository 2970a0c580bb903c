"""Prompt templates from Markdown files under ``config/prompts``, read once and cached."""

from __future__ import annotations

from pathlib import Path

from application.conversation.ports import TemplateNotFoundError
from application.metrics import TEMPLATE_CACHE, Metrics, NoMetrics
from domain.conversation.templates import PromptTemplate


class FileTemplateSource:
    """Template ``ai-say/x`` is the file ``<root>/ai-say/x.md``."""

    def __init__(self, root: Path, metrics: Metrics | None = None) -> None:
        self._root = root.resolve()
        self._cache: dict[str, PromptTemplate] = {}
        self._metrics = metrics or NoMetrics()

    def get(self, template_id: str) -> PromptTemplate:
        cached = self._cache.get(template_id)
        self._metrics.count(TEMPLATE_CACHE, result="hit" if cached else "miss")
        if cached is None:
            cached = self._cache[template_id] = self._load(template_id)
        return cached

    def _load(self, template_id: str) -> PromptTemplate:
        path = (self._root / f"{template_id}.md").resolve()
        if not path.is_relative_to(self._root) or not path.is_file():
            raise TemplateNotFoundError(f"prompt template '{template_id}' not found")
        return PromptTemplate(template_id, path.read_text(encoding="utf-8"))
