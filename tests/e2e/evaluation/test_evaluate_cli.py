"""``heartrule evaluate`` and ``heartrule convert-dialogues`` through the real CLI app."""

from __future__ import annotations

import json
from pathlib import Path
from uuid import UUID

import pytest
from typer.testing import CliRunner

from adapters.cli.main import app
from bootstrap import bootstrap
from tests.support.evaluation import conversation, spec_example

ASK_WECHAT = "multi_turn:N_th:conv:ask_wechat"


@pytest.fixture(autouse=True)
def memory_store(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HEARTRULE_STORE", "memory")
    monkeypatch.setenv("HEARTRULE_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("HEARTRULE_LLM_BASE_URL", raising=False)


def _write(path: Path, *rows: object) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    return path


def test_evaluate_a_single_conversation_prints_its_results(tmp_path: Path) -> None:
    file = tmp_path / "one.json"
    file.write_text(json.dumps(conversation(spec_example(), (ASK_WECHAT, "auto"))), "utf-8")
    result = CliRunner().invoke(app, ["evaluate", str(file)])
    assert result.exit_code == 0, result.output
    output = json.loads(result.stdout)
    assert output["results"][0]["result"]["kwargs"]["N"] == 4
    assert output["results"][0]["result"]["triggered"] is True


def test_evaluate_a_jsonl_batch_writes_a_markdown_report(tmp_path: Path) -> None:
    rows = [conversation(spec_example(), (ASK_WECHAT, "auto")) for _ in range(3)]
    report = tmp_path / "report.md"
    args = ["evaluate", str(_write(tmp_path / "b.jsonl", *rows)), "--report", str(report)]
    result = CliRunner().invoke(app, [*args, "--concurrency", "2"])
    assert result.exit_code == 0, result.output
    assert len(result.stdout.splitlines()) == 3
    assert f"| `{ASK_WECHAT}` | 3 | 3 | 100.0% | 0 | 0 |" in report.read_text("utf-8")


@pytest.mark.parametrize(("option", "tenant"), [([], "local"), (["--tenant", "acme"], "acme")])
def test_runs_are_recorded_for_the_tenant_option(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, option: list[str], tenant: str
) -> None:
    monkeypatch.setenv("HEARTRULE_STORE", "sqlite")
    data = _write(tmp_path / "b.jsonl", conversation(spec_example(), (ASK_WECHAT, "auto")))

    result = CliRunner().invoke(app, ["evaluate", str(data), *option])

    assert result.exit_code == 0, result.output
    run_id = UUID(json.loads(result.stdout)["run_id"])
    assert bootstrap().evaluation.run(run_id, tenant_id=tenant).tenant_id == tenant


def test_a_broken_rules_file_is_a_clear_error(tmp_path: Path) -> None:
    rules = tmp_path / "rules.yaml"
    rules.write_text("rules:\n  - {id: 1, name: x}\n", "utf-8")
    data = _write(tmp_path / "b.jsonl", conversation(spec_example(), (ASK_WECHAT, "auto")))
    result = CliRunner().invoke(app, ["evaluate", str(data), "--rules", str(rules)])
    assert result.exit_code == 2
    assert "rules.0.type" in result.stderr


def test_convert_dialogues_writes_inputs_the_evaluator_accepts(tmp_path: Path) -> None:
    case = tmp_path / "case_7.txt"
    case.write_text("来访者：你好\n\n心理咨询师：请问您是为谁咨询？\n", "utf-8")
    out = tmp_path / "converted.jsonl"
    converted = CliRunner().invoke(app, ["convert-dialogues", str(case), "--out", str(out)])
    assert converted.exit_code == 0, converted.output
    result = CliRunner().invoke(app, ["evaluate", str(out)])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["key"] == "cpsycound/case_7"


def test_a_bad_line_and_a_bad_entry_fail_alone_and_the_exit_code_says_so(tmp_path: Path) -> None:
    good = conversation(spec_example(), (ASK_WECHAT, "auto"))
    without_n = {**good, "key": "no_n", "rule_list": [{"rule": ASK_WECHAT}, *good["rule_list"]]}
    file = tmp_path / "batch.jsonl"
    lines = [json.dumps(good), "{not json", json.dumps(without_n), json.dumps({**good, "key": "z"})]
    file.write_text("\n".join(lines) + "\n", "utf-8")

    result = CliRunner().invoke(app, ["evaluate", str(file)])

    assert result.exit_code == 1, result.output
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert [row["line"] for row in rows] == [1, 2, 3, 4]
    assert rows[1]["error"].endswith("batch.jsonl:2: not valid JSON: Expecting property name "
                                      "enclosed in double quotes")
    assert [r["status"] for r in rows[2]["results"]] == ["error", "judged"]
    assert "rule_list[0]: missing 'N'" in rows[2]["results"][0]["result"]["reason"]
    assert rows[3]["results"][0]["result"]["triggered"] is True
    assert rows[0]["error"] is None and rows[0]["results"][0]["status"] == "judged"


def test_a_batch_with_every_entry_judged_exits_zero(tmp_path: Path) -> None:
    data = _write(tmp_path / "b.jsonl", conversation(spec_example(), (ASK_WECHAT, 4)))
    result = CliRunner().invoke(app, ["evaluate", str(data)])
    assert result.exit_code == 0, result.output
