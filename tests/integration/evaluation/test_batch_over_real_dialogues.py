"""Batch evaluation over real dialogues: the CPsyCounD subset shipped in ``tests/data``."""

from __future__ import annotations

import asyncio
from pathlib import Path

from application.evaluation.markdown_report import render_markdown
from bootstrap import bootstrap
from infrastructure.evaluation.dialogue_converters import convert_cpsycound, default_rule_list
from infrastructure.evaluation.rule_files import load_rules, shipped_rules_path
from infrastructure.settings import ROOT, Settings
from tests.support.evaluation import TENANT, recorded_events
from tests.support.fakes import SequentialIds

DIALOGUES = Path(__file__).resolve().parents[2] / "data" / "cpsycound" / "Data"
SPEC_RULES = {
    "medication_phone", "complication_phone", "expert_phone", "primary_only", "prompt_question",
    "report_phone", "advice_phone", "leave", "ask_wechat", "final_detainment", "mental_test",
}  # fmt: skip


def test_the_shipped_registry_holds_the_spec_rules_and_two_without_precondition() -> None:
    rules = {rule.name: rule for rule in load_rules(shipped_rules_path(ROOT / "config"))}
    assert SPEC_RULES | {"consult_subject", "gender"} == set(rules)
    assert {rules[name].id for name in SPEC_RULES} == {5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16}
    assert rules["ask_wechat"].precondition == "用户拒绝给出电话"
    assert rules["gender"].precondition is None and rules["consult_subject"].precondition is None


def test_a_user_rules_file_adds_a_rule_without_code(tmp_path: Path) -> None:
    shipped = shipped_rules_path(ROOT / "config").read_text(encoding="utf-8")
    extra = "\n  - {id: 99, name: greet, type: N_th, kind: conv, criterion: 助手问候用户}\n"
    path = tmp_path / "rules.yaml"
    path.write_text(shipped + extra, encoding="utf-8")
    assert load_rules(path).get("greet").criterion == "助手问候用户"


def test_batch_mode_over_real_dialogues_records_every_run(tmp_path: Path) -> None:
    settings = Settings(store="sqlite", data_dir=tmp_path)
    container = bootstrap(settings, ids=SequentialIds())
    rule_list = default_rule_list(container.evaluation.rules)
    cases = sorted(DIALOGUES.glob("case_*.txt"))
    conversations = list(convert_cpsycound(cases, rule_list))
    batch = asyncio.run(
        container.evaluation.evaluate_batch(conversations, concurrency=4, tenant_id=TENANT)
    )
    assert len(batch.conversations) == 20 and not batch.failed
    assert all(len(c.results) == len(rule_list) for c in batch.conversations)
    statuses = {r.status for c in batch.conversations for r in c.results}
    assert statuses == {"judged", "skipped"}
    completed = [e for e in recorded_events(container.store) if type(e).__name__ == "Completed"]
    assert len(completed) == 20
    report = render_markdown(batch)
    assert "| `multi_turn:N_th:conv:ask_wechat` |" in report
