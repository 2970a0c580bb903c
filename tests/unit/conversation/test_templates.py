"""Two-layer prompt substitution (spec 002 §4.3, §10.1)."""

from __future__ import annotations

from domain.conversation.templates import PromptTemplate, as_text, substitute


def test_a_script_variable_is_replaced() -> None:
    rendered = substitute("用户的教育背景是{教育背景}", {"教育背景": "本科"}, {})
    assert rendered.text == "用户的教育背景是本科"
    assert rendered.unreplaced == ()


def test_a_system_variable_is_replaced() -> None:
    rendered = substitute("当前时间是{%time%}", {}, {"time": "2025-01-20"})
    assert rendered.text == "当前时间是2025-01-20"


def test_both_layers_are_replaced_in_one_template() -> None:
    rendered = substitute("{用户名}，现在是{%time%}", {"用户名": "小明"}, {"time": "10:00"})
    assert rendered.text == "小明，现在是10:00"


def test_the_spec_example_renders_both_layers() -> None:
    template = "你是 {%who%}，用户的教育背景是{教育背景}。\n理解度阈值：{%understanding_threshold%}"
    rendered = substitute(
        template, {"教育背景": "本科"}, {"who": "李医生", "understanding_threshold": 80}
    )
    assert rendered.text == "你是 李医生，用户的教育背景是本科。\n理解度阈值：80"


def test_topic_content_is_expanded_before_its_own_variables_are_replaced() -> None:
    rendered = substitute(
        "【讲解主题】\n{topic_content}",
        {"用户名": "小明"},
        {"who": "李医生"},
        topic_content="{用户名}你好，我是{%who%}。",
    )
    assert rendered.text == "【讲解主题】\n小明你好，我是李医生。"


def test_a_placeholder_without_a_value_stays_and_is_reported() -> None:
    rendered = substitute("{教育背景} / {%mood%} / {教育背景}", {}, {})
    assert rendered.text == "{教育背景} / {%mood%} / {教育背景}"
    assert rendered.unreplaced == ("{教育背景}", "{%mood%}")


def test_topic_content_without_content_is_reported_as_unreplaced() -> None:
    assert substitute("{topic_content}", {}, {}).unreplaced == ("{topic_content}",)


def test_json_examples_in_a_template_are_left_untouched() -> None:
    template = (
        '{\n  "assessment": {"understanding_level": 0-100},\n'
        '  "response": {"咨询师": "你的回复内容..."},\n  "EXIT": "true"|"false"\n}'
    )
    rendered = substitute(template, {"咨询师": "x", "assessment": "y"}, {"who": "z"})
    assert rendered.text == template
    assert rendered.unreplaced == ()


def test_a_value_that_looks_like_a_placeholder_is_inserted_literally() -> None:
    rendered = substitute(
        "用户说：{最近的话} / {%chat_history%}",
        {"最近的话": "{%who%} 和 {教育背景}", "教育背景": "本科"},
        {"who": "李医生", "chat_history": "用户: {用户名}"},
    )
    assert rendered.text == "用户说：{%who%} 和 {教育背景} / 用户: {用户名}"
    assert rendered.unreplaced == ()


def test_values_read_as_text_and_structures_as_json() -> None:
    assert as_text("本科") == "本科"
    assert as_text(80) == "80"
    assert as_text(True) == "true"
    assert as_text(None) == "null"
    assert as_text(["读心术", 1]) == '["读心术", 1]'


def test_a_template_lists_its_variables_of_each_layer_once() -> None:
    template = PromptTemplate("t", '{a}{%b%}{a}{topic_content}{%b%}{"json": 1}')
    assert template.script_variables == ("a", "topic_content")
    assert template.system_variables == ("b",)
