"""Cross-field warnings of a script that parses: variables nothing provides (in contents, in the
templates actions use, in custom exit conditions), unknown system variables, min_rounds above
max_rounds."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from application.conversation.ports import TemplateNotFoundError
from application.conversation.script_editor import script_yaml
from application.conversation.script_lint import lint_script, provided_variables
from application.conversation.script_parsing import parse_script
from domain.conversation.templates import PromptTemplate
from infrastructure.conversation.templates import FileTemplateSource
from infrastructure.settings import ROOT

SAY = "sessions[0].phases[0].steps[0].actions[0]"
SCRIPTS = sorted(p for p in (ROOT / "config" / "scripts").glob("*.yaml") if p.name != "global.yaml")


class Templates:
    def __init__(self, **texts: str) -> None:
        self.texts = texts

    def get(self, template_id: str) -> PromptTemplate:
        if template_id not in self.texts:
            raise TemplateNotFoundError(f"prompt template '{template_id}' not found")
        return PromptTemplate(template_id, self.texts[template_id])


def script(*actions: dict[str, Any], declare: tuple[str, ...] = ("用户名",)) -> Any:
    document = {
        "sessions": [
            {
                "session": "s",
                "declare": [{"var": name, "value": "x"} for name in declare],
                "phases": [{"phase": "p", "steps": [{"topic": "t", "actions": list(actions)}]}],
            }
        ]
    }
    return parse_script(script_yaml(document))


def findings(parsed: Any, templates: Any = None) -> dict[str, str]:
    return {f.field: f.message for f in lint_script(parsed, templates)}


def test_a_variable_that_nothing_provides_is_named_at_its_content() -> None:
    found = findings(script({"type": "ai_say", "content": "你好{用户名}，{昵称}"}))
    assert list(found) == [f"{SAY}.content"]
    assert found[f"{SAY}.content"].startswith("{昵称} is provided by nothing in the session")


def test_declared_extracted_and_form_variables_are_provided() -> None:
    parsed = script(
        {"type": "ai_ask", "content": "你叫什么？", "output": [{"get": "昵称"}]},
        {"type": "use_skill", "skill": "count_filled", "output": "数量"},
        {"type": "show_form", "title": "表", "fields": [{"name": "睡眠", "label": "睡眠"}]},
        {"type": "ai_say", "content": "{用户名}{昵称}{数量}{睡眠}{%who%}{%time%}"},
    )
    assert findings(parsed) == {}
    assert {"用户名", "昵称", "数量", "睡眠", "topic_content"} <= provided_variables(
        parsed.sessions[0]
    )


def test_an_unknown_system_variable_is_named() -> None:
    found = findings(script({"type": "ai_say", "content": "现在是{%now%}"}))
    assert found == {f"{SAY}.content": "{%now%} is not a system variable the engine fills"}


def test_a_template_reading_an_undeclared_variable_or_missing_is_named() -> None:
    templates = Templates(**{"ai-say/x": "{topic_content} {教育背景} {%who%}"})
    found = findings(script({"type": "ai_say", "content": "讲", "template": "ai-say/x"}), templates)
    assert found == {
        f"{SAY}.template": "the template 'ai-say/x' reads {教育背景}, which is provided by "
        "nothing in the session: declare it"
    }
    missing = findings(
        script({"type": "ai_say", "content": "讲", "template": "ai-say/gone"}), templates
    )
    assert missing == {f"{SAY}.template": "there is no prompt template 'ai-say/gone'"}


def test_min_rounds_above_max_rounds_and_an_exit_condition_on_nothing_are_named() -> None:
    found = findings(
        script(
            {
                "type": "ai_ask",
                "content": "问",
                "max_rounds": 3,
                "exit_criteria": {
                    "min_rounds": 5,
                    "custom_conditions": [{"variable": "情绪", "operator": "==", "value": "好"}],
                },
            }
        )
    )
    assert found[f"{SAY}.exit_criteria.min_rounds"].startswith(
        "min_rounds (5) is above max_rounds (3)"
    )
    assert found[f"{SAY}.exit_criteria.custom_conditions[0].variable"].startswith(
        "the exit condition reads '情绪'"
    )


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda p: p.name)
def test_the_shipped_scripts_have_no_cross_field_warnings(path: Path) -> None:
    parsed = parse_script(path.read_text(encoding="utf-8"))
    assert lint_script(parsed, FileTemplateSource(ROOT / "config" / "prompts")) == []
