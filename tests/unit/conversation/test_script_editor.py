"""The script editor's use cases: an edited structure written back as YAML, and the prompt
preview through the engine's two-layer substitution (spec 002 §4.3, §7)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
import yaml

from application.conversation.ports import TemplateNotFoundError
from application.conversation.script_editor import (
    ActionNotFoundError,
    PreviewTemplateMissingError,
    check_document,
    preview_action,
    script_yaml,
    starter_document,
)
from application.conversation.script_messages import in_chinese
from application.conversation.script_parsing import parse_script
from domain.conversation.templates import PromptTemplate
from infrastructure.conversation.templates import FileTemplateSource
from infrastructure.settings import ROOT

SCRIPTS = sorted(p for p in (ROOT / "config" / "scripts").glob("*.yaml") if p.name != "global.yaml")
PROMPTS = ROOT / "config" / "prompts"
SAY = "sessions[0].phases[0].steps[0].actions[0]"


class OneTemplate:
    def __init__(self, content: str) -> None:
        self.content = content

    def get(self, template_id: str) -> PromptTemplate:
        if template_id.startswith("missing/"):
            raise TemplateNotFoundError(f"prompt template '{template_id}' not found")
        return PromptTemplate(template_id, self.content)


def script_with(action: dict[str, object], declare: list[dict[str, object]] | None = None) -> str:
    document = {
        "sessions": [
            {
                "session": "s",
                "declare": declare or [],
                "phases": [{"phase": "p", "steps": [{"topic": "t", "actions": [action]}]}],
            }
        ]
    }
    return script_yaml(document)


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda p: p.name)
def test_a_shipped_script_survives_the_trip_through_the_editor(path: Path) -> None:
    document = yaml.safe_load(path.read_text(encoding="utf-8"))
    text = script_yaml(document)
    assert yaml.safe_load(text) == document
    assert parse_script(text) == parse_script(path.read_text(encoding="utf-8"))


def test_multi_line_text_is_written_as_a_readable_block() -> None:
    text = script_yaml({"sessions": [{"session": "会谈", "note": "第一行\n第二行\n"}]})
    assert "note: |\n" in text
    assert "会谈" in text  # not escaped


def test_the_preview_renders_content_declared_values_and_derived_system_values() -> None:
    script = parse_script(
        script_with(
            {
                "type": "ai_say",
                "content": "讲给{用户名}听",
                "max_rounds": 7,
                "exit_criteria": {"understanding_threshold": 65},
            },
            [{"var": "用户名", "value": "小明"}, {"var": "咨询师名", "value": "李医生"}],
        )
    )
    template = OneTemplate(
        "{%who%}:{topic_content}|{%understanding_threshold%}|{%current_round%}/{%max_rounds%}"
        "|{%time%}"
    )
    now = datetime(2026, 1, 2, 3, 4, tzinfo=UTC)
    shown = preview_action(script, SAY, template, sample_variables={}, sample_system={}, now=now)
    assert shown.text == f"李医生:讲给小明听|65|1/7|{now.isoformat()}"
    assert shown.unreplaced == ()
    assert shown.template_id == "ai-say/mainline-a-introduce-concept"


def test_sample_values_override_declared_and_derived_ones_and_gaps_are_listed() -> None:
    script = parse_script(
        script_with(
            {"type": "ai_say", "content": "{用户名}{未声明}"}, [{"var": "用户名", "value": "小明"}]
        )
    )
    shown = preview_action(
        script,
        SAY,
        OneTemplate("{topic_content}|{%who%}|{%time%}"),
        sample_variables={"用户名": "小红"},
        sample_system={"who": "王老师"},
    )
    assert shown.text == "小红{未声明}|王老师|{%time%}"
    assert shown.unreplaced == ("{未声明}", "{%time%}")


def test_the_preview_uses_the_real_template_of_the_action() -> None:
    text = (ROOT / "config" / "scripts" / "abc-model.yaml").read_text(encoding="utf-8")
    shown = preview_action(
        parse_script(text),
        SAY,
        FileTemplateSource(PROMPTS),
        sample_variables={},
        sample_system={"chat_history": "用户: 你好"},
        now=datetime(2026, 1, 1, tzinfo=UTC),
    )
    assert "ABC模型是CBT的核心概念" in shown.text
    assert "教育背景：本科" in shown.text
    assert "用户: 你好" in shown.text
    assert shown.unreplaced == ()


def test_an_action_without_a_prompt_or_a_path_to_nowhere_is_refused() -> None:
    script = parse_script(script_with({"type": "show_pic", "src": "a.png", "alt": "图"}))
    with pytest.raises(ActionNotFoundError, match="show_pic"):
        preview_action(script, SAY, OneTemplate(""), sample_variables={}, sample_system={})
    with pytest.raises(ActionNotFoundError, match="no action"):
        preview_action(
            script,
            SAY.replace("actions[0]", "actions[3]"),
            OneTemplate(""),
            sample_variables={},
            sample_system={},
        )
    with pytest.raises(ActionNotFoundError, match="not an action path"):
        preview_action(
            script, "sessions[0]", OneTemplate(""), sample_variables={}, sample_system={}
        )


def test_a_missing_template_is_a_script_problem_not_a_crash() -> None:
    script = parse_script(script_with({"type": "ai_say", "content": "x", "template": "missing/x"}))
    with pytest.raises(PreviewTemplateMissingError):
        preview_action(script, SAY, OneTemplate(""), sample_variables={}, sample_system={})


def test_a_new_script_starts_from_a_skeleton_the_engine_accepts() -> None:
    script = parse_script(script_yaml(starter_document("练习")))
    session = script.sessions[0]
    assert session.session == "练习"
    assert [a.type for p in session.phases for t in p.steps for a in t.actions] == ["ai_say"]
    assert check_document(starter_document("练习")) == []


def test_the_editor_gets_each_problem_with_a_chinese_lead_and_the_engine_words() -> None:
    document = starter_document("练习")
    action = document["sessions"][0]["phases"][0]["steps"][0]["actions"][0]
    action["max_rounds"] = 0
    action["exit"] = True
    problems = {p.field: p for p in check_document(document)}
    assert problems[f"{SAY}.max_rounds"].message_zh == "应大于或等于 1"
    assert "greater than or equal to 1" in problems[f"{SAY}.max_rounds"].message
    assert problems[f"{SAY}.exit"].message_zh == "未知字段（请检查拼写）"
    assert all(p.line is not None and p.line > 1 for p in problems.values())


@pytest.mark.parametrize(
    ("message", "chinese"),
    [
        ("Input should be less than or equal to 20 (got 50)", "应小于或等于 20"),
        ("Field required", "必填"),
        ("String should have at least 1 character (got '')", "不能为空"),
        ("List should have at least 1 item after validation, not 0", "至少需要 1 项"),
        ("Input should be a valid integer, unable to parse string", "应为整数"),
        (
            "Input should be 'text', 'number', 'boolean' or 'choice'",
            "应为以下之一：text、number、boolean、choice",
        ),
        ("action id 'a1' is used twice in 's'", "动作 ID「a1」重复"),
        (
            "Input tag 'ai_sing' found using 'type' does not match any of the expected tags",
            "未知的动作类型「ai_sing」",
        ),
        ("not valid YAML: found character '\\t'", "YAML 格式错误"),
        (
            "{昵称} is provided by nothing in the session: declare it, or extract it in an "
            "earlier action",
            "变量 {昵称} 未声明，也没有动作提取它",
        ),
        (
            "min_rounds (5) is above max_rounds (3): the exit criteria can never be met",
            "最少轮数 5 大于最大交互轮数 3：退出条件在轮数上限前永远无法满足",
        ),
        (
            "the exit condition reads '情绪', which is provided by nothing in the session",
            "退出条件用到的变量「情绪」未声明，也没有动作提取它",
        ),
    ],
)
def test_known_engine_messages_read_in_chinese(message: str, chinese: str) -> None:
    assert in_chinese(message) == chinese


def test_an_unknown_message_shape_is_left_to_the_engine_words() -> None:
    assert in_chinese("something the engine says one day") is None
