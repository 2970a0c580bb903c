"""Prompt templates from Markdown files under ``config/prompts``, cached and counted.

Each ``get`` checks the file's modification time and size (one ``stat``): an edited template is
read again, an unchanged one comes from the cache. Where an id's file lies is worked out once
(resolving a path looks up every directory on it, the most costly part of a cache hit). Hits,
misses and reloads are counted, so the cache's hit rate (spec 002 §14.3: ≥ 95 %) is measured,
not assumed.
"""

from __future__ import annotations

import stat
import threading
from dataclasses import dataclass
from pathlib import Path

from application.conversation.ports import TemplateNotFoundError
from application.metrics import TEMPLATE_CACHE, Metrics, NoMetrics
from domain.conversation.templates import PromptTemplate


@dataclass(frozen=True)
class TemplateCacheStats:
    """How often a template came from the cache, was read for the first time, or again."""

    hits: int
    misses: int
    reloads: int

    @property
    def hit_rate(self) -> float | None:
        total = self.hits + self.misses
        return self.hits / total if total else None

    def describe(self) -> str:
        rate = "n/a" if self.hit_rate is None else f"{self.hit_rate:.1%}"
        return f"{self.hits} hits, {self.misses} misses ({self.reloads} reloads), hit rate {rate}"


@dataclass(frozen=True)
class _Cached:
    template: PromptTemplate
    stamp: tuple[int, int]


class FileTemplateSource:
    """Template ``ai-say/x`` is the file ``<root>/ai-say/x.md``."""

    def __init__(self, root: Path, metrics: Metrics | None = None) -> None:
        self._root = root.resolve()
        self._cache: dict[str, _Cached] = {}
        self._paths: dict[str, Path] = {}
        self._lock = threading.Lock()
        self._hits = self._misses = self._reloads = 0
        self._metrics = metrics or NoMetrics()

    def get(self, template_id: str) -> PromptTemplate:
        path = self._path(template_id)
        stamp = _stamp(path, template_id)
        cached = self._cache.get(template_id)
        if cached is not None and cached.stamp == stamp:
            self._count(hit=True, reload=False)
            return cached.template
        template = PromptTemplate(template_id, path.read_text(encoding="utf-8"))
        self._cache[template_id] = _Cached(template, stamp)
        self._count(hit=False, reload=cached is not None)
        return template

    def stats(self) -> TemplateCacheStats:
        with self._lock:
            return TemplateCacheStats(self._hits, self._misses, self._reloads)

    def _count(self, *, hit: bool, reload: bool) -> None:
        self._metrics.count(TEMPLATE_CACHE, result="hit" if hit else "miss")
        with self._lock:
            self._hits += hit
            self._misses += not hit
            self._reloads += reload

    def _path(self, template_id: str) -> Path:
        path = self._paths.get(template_id)
        if path is None:
            path = (self._root / f"{template_id}.md").resolve()
            if not path.is_relative_to(self._root):
                raise TemplateNotFoundError(f"prompt template '{template_id}' not found")
            self._paths[template_id] = path
        return path


def _stamp(path: Path, template_id: str) -> tuple[int, int]:
    try:
        status = path.stat()
    except OSError:
        status = None
    if status is None or not stat.S_ISREG(status.st_mode):
        raise TemplateNotFoundError(f"prompt template '{template_id}' not found")
    return status.st_mtime_ns, status.st_size
