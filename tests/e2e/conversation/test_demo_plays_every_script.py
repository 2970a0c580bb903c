"""``heartrule demo --script`` plays every bundled script to its end; the template cache is hot."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from adapters.cli.console import container, run
from adapters.cli.main import app
from application.conversation.commands import SendUserMessage, StartSession
from infrastructure.conversation.templates import FileTemplateSource
from infrastructure.settings import ROOT

SCRIPTS = sorted(p for p in (ROOT / "config" / "scripts").glob("*.yaml") if p.name != "global.yaml")


@pytest.fixture(autouse=True)
def memory_store(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HEARTRULE_STORE", "memory")
    monkeypatch.setenv("HEARTRULE_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("HEARTRULE_LLM_BASE_URL", raising=False)


@pytest.mark.parametrize("script", SCRIPTS, ids=[s.stem for s in SCRIPTS])
def test_every_bundled_script_plays_to_its_end(script: Path) -> None:
    result = CliRunner().invoke(app, ["demo", "--script", str(script)])
    assert result.exit_code == 0, result.output
    assert " · completed" in result.stderr, result.stderr[-2000:]
    assert "template cache: " in result.stderr


def test_the_template_cache_hit_rate_of_a_warm_process_is_at_least_95_percent() -> None:

    container_ = container()
    ref = container_.catalog.publish("t", "abc", (SCRIPTS[0]).read_text("utf-8"))
    for n in range(10):
        start = StartSession("t", f"u{n}", ref.script_id)
        response = run(container_.conversation.start_session(start))
        for text in ("什么是ABC模型？", "我明白了", "明白了，谢谢"):
            if response.executionStatus == "completed":
                break
            command = SendUserMessage("t", response.sessionId, text)
            response = run(container_.conversation.send_user_message(command))
    assert isinstance(container_.templates, FileTemplateSource)
    stats = container_.templates.stats()
    assert stats.hit_rate is not None and stats.hit_rate >= 0.95, stats.describe()
