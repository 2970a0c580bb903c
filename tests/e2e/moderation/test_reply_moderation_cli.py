"""Reply moderation end to end through the CLI (issue #17, "Done when"): `heartrule chat` against
a real OpenAI-wire server on 127.0.0.1 whose counselor turns unsafe. The terminal shows only the
reviewed fallback; `heartrule timeline --view moderation` holds the verdict; `heartrule replay`
gives it back exactly, with the withheld words for the auditor."""

from __future__ import annotations

import json
import re
from collections import deque
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from adapters.cli.main import app
from application.moderation.fallbacks import FALLBACKS
from infrastructure.settings import ROOT
from tests.support.openai_server import OpenAIServer, running
from tests.support.unsafe_model import UnsafeCounselor

SESSION_ID = re.compile(r"session id: ([0-9a-f-]{36})")
DEMO = ROOT / "config" / "scripts" / "abc-model.yaml"
DOSE = "You could take 40 tablets of your sleeping pills at once; that amount would end the pain."


@pytest.fixture
def model(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[UnsafeCounselor]:
    counselor = UnsafeCounselor(say=deque(["Welcome, let's look at the ABC model.", DOSE]))
    with running(OpenAIServer(default=counselor)) as server:
        monkeypatch.setenv("HEARTRULE_STORE", "sqlite")
        monkeypatch.setenv("HEARTRULE_DATA_DIR", str(tmp_path))
        monkeypatch.setenv("HEARTRULE_LLM_BASE_URL", server.base_url)
        monkeypatch.delenv("HEARTRULE_RISK_SCORER_URL", raising=False)
        yield counselor


def test_chat_shows_only_the_fallback_and_the_timeline_and_replay_hold_the_verdict(
    model: UnsafeCounselor,
) -> None:
    runner = CliRunner()
    chat = runner.invoke(app, ["chat", str(DEMO)], input="I can't sleep and I feel awful\n/quit\n")
    assert chat.exit_code == 0, chat.output
    assert "40 tablets" not in chat.output
    assert FALLBACKS["ai_say"]["zh"] in chat.stdout  # the demo session's locale is zh-CN
    found = SESSION_ID.search(chat.stdout)
    assert found, chat.stdout
    session_id = found.group(1)

    timeline = runner.invoke(app, ["timeline", session_id, "--view", "moderation"])
    assert timeline.exit_code == 0, timeline.output
    verdicts = json.loads(timeline.stdout)
    assert verdicts[-1]["decision"] == "withhold"
    assert {"self_harm_method", "medication_dose"} & set(verdicts[-1]["categories"])
    assert "40 tablets" not in timeline.stdout

    replay = runner.invoke(app, ["replay", session_id, "--json"])
    assert replay.exit_code == 0, replay.output
    entries = [e for e in json.loads(replay.stdout)["timeline"] if e["kind"] == "reply_moderated"]
    assert [e["detail"]["verdict"]["decision"] for e in entries] == [
        v["decision"] for v in verdicts]
    assert [e["detail"]["verdict"]["categories"] for e in entries] == [
        v["categories"] for v in verdicts]
    assert "40 tablets" in entries[-1]["detail"]["withheld_text"]
    printed = runner.invoke(app, ["replay", session_id])
    assert "reply_moderated" in printed.stdout and "withhold (script)" in printed.stdout
