"""User errors from outside: whatever the user got wrong — a path, an input file of another format,
an argument, a setting — is one line on stderr, never a traceback or a wrapped box, and exit 2;
a store that cannot be reached is one line and exit 1 (ADR 0168)."""

from __future__ import annotations

import json
import socket
import subprocess
from pathlib import Path

from tests.e2e.test_cli_conventions import HEARTRULE, LONG_NAME, ROOT, _base_env


def heartrule(
    *args: str, cwd: Path, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    env = {"PYTHONPATH": str(ROOT), "HEARTRULE_DATA_DIR": str(cwd / "data"), **(env or {})}
    return subprocess.run([*HEARTRULE, *args], cwd=cwd, capture_output=True, text=True,
                          timeout=120, env={**_base_env(), **env})  # fmt: skip


def test_a_missing_script_is_one_line_and_exit_2_for_every_command_that_reads_one(
    tmp_path: Path,
) -> None:
    commands = (["validate", "gone.yaml"], ["demo", "--script", "gone.yaml"], ["chat", "gone.yaml"])
    for args in commands:
        result = heartrule(*args, cwd=tmp_path)
        assert (result.returncode, "Traceback" in result.stderr) == (2, False), args
        [line] = result.stderr.strip().splitlines()
        assert "gone.yaml" in line and "No such file or directory" in line


def test_a_usage_error_is_one_unwrapped_line_when_stderr_is_a_pipe(tmp_path: Path) -> None:
    result = heartrule("replay", f"not-a-session-id-{LONG_NAME}", cwd=tmp_path)
    assert result.returncode == 2
    [error] = [line for line in result.stderr.splitlines() if "Invalid value" in line]
    assert "'session_id': Input should be a valid UUID" in error and len(error) > 80
    assert not any(box in result.stderr for box in "╭│╰")


def test_a_setting_that_cannot_be_read_is_one_line_naming_it_and_exit_2(tmp_path: Path) -> None:
    for name, value in (("HEARTRULE_HTTP_PORT", "eighty"), ("HEARTRULE_API_KEYS", "{not json")):
        result = heartrule("serve", cwd=tmp_path, env={name: value})
        assert (result.returncode, "Traceback" in result.stderr) == (2, False), name
        [line] = result.stderr.strip().splitlines()
        assert line.startswith("error: ") and name in line and value not in line


def test_in_json_log_mode_an_unreadable_setting_is_one_json_line(tmp_path: Path) -> None:
    env = {"HEARTRULE_LOG_FORMAT": "json", "HEARTRULE_STORE": "mongodb"}
    result = heartrule("serve", cwd=tmp_path, env=env)
    assert result.returncode == 2
    [line] = result.stderr.strip().splitlines()
    record = json.loads(line)
    assert record["level"] == "error" and "HEARTRULE_STORE" in record["error"]


def test_a_dialogue_file_of_another_format_is_one_line_with_its_line_and_exit_2(
    tmp_path: Path,
) -> None:
    (tmp_path / "notes.jsonl").write_text('{"dialog": []}\nname: not json\n', encoding="utf-8")
    (tmp_path / "case_1.txt").write_bytes("来访者：你好\n".encode("gbk"))
    for source, where in (("notes.jsonl", "notes.jsonl:2"), ("case_1.txt", "case_1.txt")):
        result = heartrule("convert-dialogues", source, "--out", "x.jsonl", cwd=tmp_path)
        assert (result.returncode, "Traceback" in result.stderr) == (2, False), source
        [line] = result.stderr.strip().splitlines()
        assert line.startswith("error: ") and where in line


def test_a_store_that_cannot_be_reached_is_one_line_and_exit_1_json_in_json_mode(
    tmp_path: Path,
) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = str(probe.getsockname()[1])  # closed again: nothing listens there
    env = {
        "HEARTRULE_STORE": "postgres",
        "HEARTRULE_POSTGRES_PORT": port,
        "HEARTRULE_POSTGRES_PASSWORD": "pw-never-shown",
        "HEARTRULE_LOG_FORMAT": "json",
    }
    result = heartrule("serve", cwd=tmp_path, env=env)
    assert (result.returncode, "Traceback" in result.stderr) == (1, False)
    [line] = result.stderr.strip().splitlines()
    record = json.loads(line)
    assert f"127.0.0.1:{port} cannot be reached" in record["error"]
    assert "pw-never-shown" not in line


def test_a_broker_that_cannot_be_reached_is_one_line_and_exit_1(tmp_path: Path) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        servers = f"127.0.0.1:{probe.getsockname()[1]}"  # closed again: nothing listens there
    result = heartrule("consume-projection", "--bootstrap-servers", servers, cwd=tmp_path)
    assert (result.returncode, "Traceback" in result.stderr) == (1, False)
    errors = [line for line in result.stderr.splitlines() if line.startswith("error: ")]
    assert errors == [f"error: Kafka at {servers} cannot be reached (KafkaTimeoutError)"]
