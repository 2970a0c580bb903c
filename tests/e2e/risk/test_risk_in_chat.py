"""Risk routing through ``heartrule chat`` and the other CLI commands, end to end: one default
tenant everywhere, a plan split over two messages reaching the safety script, the status line
while held, and questionnaires answered in the chat (issue #11, issue #16 item 5)."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import typer
from typer.testing import CliRunner

from adapters.cli.main import app
from infrastructure.settings import ROOT

SCRIPT = str(ROOT / "config" / "scripts" / "abc-model.yaml")
HOTLINE = "12356"


@pytest.fixture(autouse=True)
def file_store(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HEARTRULE_STORE", "sqlite")
    monkeypatch.setenv("HEARTRULE_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("HEARTRULE_LLM_BASE_URL", raising=False)
    monkeypatch.delenv("HEARTRULE_RISK_SCORER_URL", raising=False)


def chat(*lines: str, user: str = "cli-user") -> str:
    result = CliRunner().invoke(app, ["chat", SCRIPT, "--user", user],
                                input="\n".join([*lines, "/quit"]) + "\n")
    assert result.exit_code == 0, result.output
    return result.output


def test_a_plan_split_over_two_messages_reaches_the_safety_script_in_chat() -> None:
    output = chat("安眠药就在我床头柜里", "等这个周末爸妈出差的时候")
    _, first, second, _ = output.split("你: ")
    assert HOTLINE not in first
    assert HOTLINE in second and "risk route high" in second


def test_a_plan_split_over_two_messages_in_traditional_characters_reaches_it_too() -> None:
    output = chat("安眠藥就在我床頭櫃裡", "等這個週末爸媽出差的時候", user="tw-user")  # ADR 0139
    _, first, second, _ = output.split("你: ")
    assert HOTLINE not in first
    assert HOTLINE in second and "risk route high" in second


def test_a_user_assessed_high_with_the_risk_cli_starts_chat_on_the_safety_script() -> None:
    assessed = CliRunner().invoke(app, ["risk", "assess", "--user", "cli-user",
                                        "--phq9", "1,1,1,1,1,1,1,1,3"])
    assert assessed.exit_code == 0, assessed.output
    output = chat()
    assert HOTLINE in output and "risk route high" in output


def test_questionnaires_are_answered_in_the_chat_and_folded_into_the_route() -> None:
    output = chat("/phq9 1,1,1,1,1,1,1,1,2", "嗯")
    assert "questionnaire recorded · risk route high" in output
    assert HOTLINE in output
    history = CliRunner().invoke(app, ["risk", "history", "cli-user"])
    assert history.exit_code == 0 and "QuestionnairesAssessed" in history.stdout


def test_every_cli_command_defaults_to_the_same_tenant() -> None:
    defaults = set()
    for command in _commands(app):
        for parameter in inspect.signature(command).parameters.values():
            option = parameter.default
            if parameter.name != "tenant" or option is inspect.Parameter.empty:
                continue  # a command that needs its tenant named has no default to agree on
            defaults.add(option.default if isinstance(option, typer.models.OptionInfo) else option)
    assert defaults == {"local"}


def _commands(cli: typer.Typer) -> list[Callable[..., Any]]:
    found = [command.callback for command in cli.registered_commands if command.callback]
    for group in cli.registered_groups:
        found += _commands(group.typer_instance) if group.typer_instance else []
    return found
