"""``heartrule params REQUEST.json`` through the real CLI app and as a real process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest
from typer.testing import CliRunner

from adapters.cli.main import app
from bootstrap import bootstrap
from tests.support.params import APPROVED_DRUG_COUNT, DAY_MS, NOW_MS
from tests.support.services import free_port

ROOT = Path(__file__).resolve().parents[3]
TREND = {
    "logic_property": APPROVED_DRUG_COUNT,
    "query": "最近3个月的药品数量趋势",
    "additional_context": "now_ms=1762996342241",
}
EXPECTED = {
    "approved_drug_count": {
        "instant": False,
        "start": NOW_MS - 90 * DAY_MS,
        "end": NOW_MS,
        "step": "month",
    }
}


@pytest.fixture(autouse=True)
def memory_store(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HEARTRULE_STORE", "memory")
    monkeypatch.setenv("HEARTRULE_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("HEARTRULE_LLM_BASE_URL", raising=False)


def write(tmp_path: Path, request: dict[str, Any]) -> str:
    path = tmp_path / "request.json"
    path.write_text(json.dumps(request, ensure_ascii=False), "utf-8")
    return str(path)


def test_params_prints_the_output_json_and_the_debug_on_stderr(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["params", write(tmp_path, TREND), "--debug"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == EXPECTED
    debug = json.loads(result.stderr)
    assert debug["now_ms"] == NOW_MS and debug["now_ms_source"] == "additional_context"


@pytest.mark.parametrize(("option", "tenant"), [([], "local"), (["--tenant", "acme"], "acme")])
def test_the_resolution_is_recorded_for_the_tenant_option(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, option: list[str], tenant: str
) -> None:
    monkeypatch.setenv("HEARTRULE_STORE", "sqlite")

    result = CliRunner().invoke(app, ["params", write(tmp_path, TREND), "--debug", *option])

    assert result.exit_code == 0, result.output
    resolution_id = UUID(json.loads(result.stderr)["resolution_id"])
    assert bootstrap().params.resolution(resolution_id, tenant_id=tenant).tenant_id == tenant


def test_without_debug_stderr_stays_quiet(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["params", write(tmp_path, TREND)])
    assert result.exit_code == 0 and result.stderr == ""


def test_missing_parameters_print_the_error_shape_and_exit_1(tmp_path: Path) -> None:
    request = {**TREND, "query": "药品数量"}
    result = CliRunner().invoke(app, ["params", write(tmp_path, request)])
    assert result.exit_code == 1
    error = json.loads(result.stdout)["_error"]
    assert error.startswith("missing approved_drug_count: start,end,step | ask: ")
    assert "offline" in error


def test_an_invalid_request_names_the_field_and_exits_2(tmp_path: Path) -> None:
    request = {**TREND, "max_concurrency": 12}
    result = CliRunner().invoke(app, ["params", write(tmp_path, request)])
    assert result.exit_code == 2
    assert "max_concurrency" in result.stderr


def test_the_installed_command_resolves_a_request_and_records_it_in_sqlite(
    tmp_path: Path,
) -> None:
    env = {**os.environ, "HEARTRULE_STORE": "sqlite", "HEARTRULE_DATA_DIR": str(tmp_path)}
    command = [str(Path(sys.executable).parent / "heartrule"), "params", write(tmp_path, TREND)]
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == EXPECTED
    assert (tmp_path / "heartrule.sqlite").stat().st_size > 0


def test_an_unreachable_model_is_a_failure_with_exit_3_not_a_question(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HEARTRULE_STORE", "sqlite")
    monkeypatch.setenv("HEARTRULE_LLM_BASE_URL", f"http://127.0.0.1:{free_port()}/v1")
    request = {**TREND, "query": "药品数量"}

    result = CliRunner().invoke(app, ["params", write(tmp_path, request), "--debug"])

    assert result.exit_code == 3, result.output
    error = json.loads(result.stdout)["_error"]
    assert error.startswith("failed approved_drug_count: the model failed after 3 attempt(s): ")
    assert "| retry: " in error and "ask:" not in error
    debug = json.loads(result.stderr)
    assert debug["properties"]["approved_drug_count"]["status"] == "failed"
    recorded = bootstrap().params.resolution(UUID(debug["resolution_id"]), tenant_id="local")
    assert len(recorded.calls) == 3 and all(call["error"] for call in recorded.calls)


def test_a_step_outside_the_enum_is_invalid_with_the_spec_message_and_exit_1(
    tmp_path: Path,
) -> None:
    request = {**TREND, "additional_context": "now_ms=1762996342241，step=7d"}
    result = CliRunner().invoke(app, ["params", write(tmp_path, request)])
    assert result.exit_code == 1
    assert json.loads(result.stdout)["_error"] == (
        "invalid approved_drug_count: step 必须是 day/week/month/quarter/year 之一（收到 '7d'） "
        "| ask: 请按上述要求在 additional_context 中改正 step"
    )
