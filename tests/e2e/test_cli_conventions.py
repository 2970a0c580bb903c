"""CLI conventions: a path that cannot be read is one line and exit 2, never a traceback; error
lines are never split when stderr is not a terminal; commands that print data have --json."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import typer

from adapters.cli.main import app as cli_app

ROOT = Path(__file__).resolve().parents[2]
HEARTRULE = [sys.executable, "-c", "from adapters.cli.main import main; main()"]
LONG_NAME = "a-script-whose-file-name-alone-takes-more-than-half-of-an-eighty-column-terminal.yaml"
BAD_SCRIPT = """\
sessions:
  - session: s
    phases:
      - phase: p
        steps:
          - topic: t
            actions:
              - type: ai_say
                content: ""
                max_rounds: 999
"""


def heartrule(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {"PYTHONPATH": str(ROOT), "HEARTRULE_DATA_DIR": str(cwd / "data"), "COLUMNS": "80"}
    return subprocess.run([*HEARTRULE, *args], cwd=cwd, capture_output=True, text=True,
                          timeout=120, env={**_base_env(), **env})  # fmt: skip


def _base_env() -> dict[str, str]:
    import os

    return {k: v for k, v in os.environ.items() if not k.startswith("HEARTRULE_")}


def test_a_missing_input_path_is_one_line_and_exit_2(tmp_path: Path) -> None:
    result = heartrule("convert-dialogues", "no/such/folder", "--out", "x.jsonl", cwd=tmp_path)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert result.stderr.strip().splitlines() == [
        "error: no/such/folder: No such file or directory"
    ]


def test_problem_lines_are_not_wrapped_when_stderr_is_a_pipe(tmp_path: Path) -> None:
    (tmp_path / LONG_NAME).write_text(BAD_SCRIPT, encoding="utf-8")
    result = heartrule("validate", LONG_NAME, cwd=tmp_path)
    assert result.returncode == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 2
    assert all(line.startswith(f"{LONG_NAME}:") and len(line) > 80 for line in lines)


def test_validate_and_the_safety_script_print_json_when_asked(tmp_path: Path) -> None:
    (tmp_path / "bad.yaml").write_text(BAD_SCRIPT, encoding="utf-8")
    good = str(ROOT / "config" / "scripts" / "abc-model.yaml")
    result = heartrule("validate", good, "bad.yaml", "--json", cwd=tmp_path)
    first, second = (json.loads(line) for line in result.stdout.splitlines())
    assert first == {"file": good, "ok": True, "problems": [], "warnings": []}
    assert second["ok"] is False
    assert [p["line"] for p in second["problems"]] == [9, 10]
    script = heartrule("risk", "safety-script", "--locale", "en", "--json", cwd=tmp_path)
    assert json.loads(script.stdout)["locale"] == "en"


NOT_DATA = {"chat": "a conversation at the terminal", "serve": "a server, it prints no data"}


def _commands() -> dict[str, Any]:
    """Every command of the CLI by its full name (``risk score``)."""
    found: dict[str, Any] = {}

    def walk(command: Any, prefix: str) -> None:
        subcommands = getattr(command, "commands", None)
        if subcommands is None:
            found[prefix] = command
            return
        for name, sub in subcommands.items():
            walk(sub, f"{prefix} {name}".strip())

    walk(typer.main.get_command(cli_app), "")
    return found


def test_every_command_that_prints_data_takes_json() -> None:
    without = [
        name
        for name, command in _commands().items()
        if name not in NOT_DATA and not any("--json" in p.opts for p in command.params)
    ]
    assert without == []


def test_json_output_is_one_document_a_line(tmp_path: Path) -> None:
    schema = heartrule("schema", "--json", cwd=tmp_path)
    demo = heartrule("demo", "--json", cwd=tmp_path)
    digest = heartrule("keys", "hash", "hr_example", "--json", cwd=tmp_path)

    assert json.loads(schema.stdout)["title"] == "Script"
    turns = [json.loads(line) for line in demo.stdout.splitlines()]
    assert turns[0]["user"] is None and turns[0]["response"]["aiMessages"]
    assert all(t["user"] for t in turns[1:-1])
    assert turns[-1]["status"] == "completed"
    session = turns[-1]["sessionId"]
    timeline = heartrule("timeline", session, "--view", "exitHistory", "--json", cwd=tmp_path)
    assert len(timeline.stdout.splitlines()) == 1
    assert json.loads(timeline.stdout)[0]["decision"]
    assert len(json.loads(digest.stdout)["digest"]) == 64
