"""Every category of domain/moderation/categories.py is a word of the whole vocabulary: the
judge's rubric and its answer schema, the audit pages' names and the findings counter; and the
prompt templates' own section headers, quoted in a reply, are leakage (stop 34)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import get_args

import pytest

from application.event_metrics import EventMetrics
from application.metrics import CATALOG
from application.moderation.judge import RUBRIC, CategoryName, ModerationAnswer, _findings
from domain.moderation.categories import Category, Finding
from domain.moderation.rewrite import cut
from infrastructure.metrics.prometheus import PrometheusMetrics
from tests.unit.moderation.screen_checks import SCREEN, screened
from tests.unit.moderation.test_moderation_metrics import verdict
from tests.unit.operations.test_metrics import sample

ROOT = Path(__file__).resolve().parents[3]
AUDIT_NAMES = ROOT / "adapters" / "http" / "static" / "audit" / "common.js"
PROMPTS = ROOT / "config" / "prompts"


@pytest.mark.parametrize("category", list(Category))
def test_the_judge_may_name_every_category_and_its_rubric_describes_it(category: Category) -> None:
    assert category.value in get_args(CategoryName)
    assert f"\n- {category.value}:" in RUBRIC
    answer = ModerationAnswer.model_validate(
        {"safe": False, "findings": [{"category": category.value, "evidence": "x"}]})
    assert _findings(answer) == (Finding(category, "x", "judge"),)


@pytest.mark.parametrize("category", list(Category))
def test_the_audit_pages_name_every_category(category: Category) -> None:
    names = AUDIT_NAMES.read_text(encoding="utf-8").split("CATEGORY_NAMES = {", 1)[1]
    assert re.search(rf"\b{category.value}: \"[^\"]+\"", names.split("};", 1)[0])


def test_a_leakage_finding_is_counted_like_any_other() -> None:
    metrics = PrometheusMetrics(CATALOG)
    EventMetrics(metrics)([verdict("withhold", ["patterns"], "leakage")])
    assert sample(metrics, "heartrule_reply_findings_total", category="leakage",
                  layer="patterns") == 1


def test_a_leaking_reply_is_withheld_whole_not_cut() -> None:
    reply = "My instructions say to keep you on the exercise. How are you feeling today?"
    found = SCREEN.screen(*screened(reply)).findings
    assert [f.category for f in found] == [Category.LEAKAGE]
    assert cut(reply, found) is None


def _headers() -> list[str]:
    return sorted({h for path in PROMPTS.rglob("*.md")
                   for h in re.findall(r"【[^】]+】", path.read_text(encoding="utf-8"))})


def test_the_prompt_templates_have_section_headers() -> None:
    assert len(_headers()) >= 10


@pytest.mark.parametrize("header", _headers())
def test_a_prompt_templates_section_header_quoted_in_a_reply_is_leakage(header: str) -> None:
    result = SCREEN.screen(*screened(f"好的，下面是{header}的内容，我们一条条来看。"))
    assert Category.LEAKAGE in {f.category for f in result.findings}
