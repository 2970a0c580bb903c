"""The template cache (spec 002 §14.3): hits and misses counted, an edited file read again."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from application.conversation.ports import TemplateNotFoundError
from infrastructure.conversation.templates import FileTemplateSource


def write(root: Path, name: str, text: str) -> Path:
    path = root / f"{name}.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, "utf-8")
    return path


def test_a_template_is_read_once_then_served_from_the_cache(tmp_path: Path) -> None:
    write(tmp_path, "ai-say/a", "你好 {用户名}")
    source = FileTemplateSource(tmp_path)
    for _ in range(20):
        assert source.get("ai-say/a").content == "你好 {用户名}"
    stats = source.stats()
    assert (stats.hits, stats.misses, stats.reloads) == (19, 1, 0)
    assert stats.hit_rate == pytest.approx(0.95)


def test_an_edited_template_is_reloaded_on_the_next_get(tmp_path: Path) -> None:
    path = write(tmp_path, "ai-ask/q", "第一版")
    source = FileTemplateSource(tmp_path)
    assert source.get("ai-ask/q").content == "第一版"
    path.write_text("第二版，改过了", "utf-8")
    stamp = path.stat()
    os.utime(path, ns=(stamp.st_atime_ns, stamp.st_mtime_ns + 1_000_000))
    assert source.get("ai-ask/q").content == "第二版，改过了"
    assert source.get("ai-ask/q").content == "第二版，改过了"
    stats = source.stats()
    assert (stats.hits, stats.misses, stats.reloads) == (1, 2, 1)


def test_a_missing_or_escaping_template_is_not_found(tmp_path: Path) -> None:
    source = FileTemplateSource(tmp_path / "prompts")
    with pytest.raises(TemplateNotFoundError):
        source.get("ai-say/none")
    with pytest.raises(TemplateNotFoundError):
        source.get("../../etc/passwd")
