"""Scripts from YAML (spec 002 §3): defaults, the legacy field, and errors located by line."""

from __future__ import annotations

import pytest

from application.conversation.script_parsing import ScriptInvalidError, parse_script
from domain.conversation.script import AiAsk, AiSay, Position, Script, next_position
from infrastructure.settings import ROOT

ACTION_PATH = "sessions[0].phases[0].steps[0].actions[0]"


def _script(action_lines: list[str]) -> str:
    """One ai_say-style action starting on line 8 of the file."""
    return (
        "sessions:\n"
        "  - session: s\n"
        "    phases:\n"
        "      - phase: p\n"
        "        steps:\n"
        "          - topic: t\n"
        "            actions:\n" + "".join(f"              {line}\n" for line in action_lines)
    )


def _problems(text: str) -> list[tuple[str, int, str, str]]:
    with pytest.raises(ScriptInvalidError) as caught:
        parse_script(text, "scripts/bad.yaml")
    return [(p.source, p.line, p.field, p.message) for p in caught.value.problems]


def _first_action(script: Script) -> object:
    return script.sessions[0].phases[0].steps[0].actions[0]


def test_an_ai_say_gets_the_spec_defaults() -> None:
    action = _first_action(parse_script(_script(["- type: ai_say", "  content: 讲解"])))
    assert isinstance(action, AiSay)
    assert action.max_rounds == 5
    assert action.exit_criteria.understanding_threshold == 80
    assert action.require_acknowledgment is True
    assert action.template == "ai-say/mainline-a-introduce-concept"


def test_the_legacy_ai_say_field_loads_into_content() -> None:
    action = _first_action(parse_script(_script(["- type: ai_say", "  ai_say: 旧写法"])))
    assert isinstance(action, AiSay)
    assert action.content == "旧写法"


def test_the_legacy_ai_ask_field_loads_into_content() -> None:
    action = _first_action(parse_script(_script(["- type: ai_ask", "  ai_ask: 你好吗？"])))
    assert isinstance(action, AiAsk)
    assert action.content == "你好吗？"


def test_malformed_yaml_is_reported_with_file_and_line() -> None:
    [(source, line, _, message)] = _problems("sessions:\n  - session: [unclosed\n  - x: y\n")
    assert source == "scripts/bad.yaml"
    assert line >= 2
    assert "not valid YAML" in message


def test_a_document_that_is_not_a_mapping_is_refused() -> None:
    [(_, line, _, message)] = _problems("- just\n- a list\n")
    assert line == 1
    assert "sessions" in message


def test_an_unknown_action_type_names_the_action_and_the_known_types() -> None:
    [(source, line, field, message)] = _problems(_script(["- type: ai_shout", "  content: x"]))
    assert (source, line, field) == ("scripts/bad.yaml", 8, ACTION_PATH)
    assert "ai_shout" in message
    assert "ai_say" in message


def test_a_wrong_type_names_the_field_its_line_and_the_value() -> None:
    problems = _problems(_script(["- type: ai_say", "  content: x", "  max_rounds: five"]))
    [(_, line, field, message)] = problems
    assert (line, field) == (10, f"{ACTION_PATH}.max_rounds")
    assert "integer" in message
    assert "'five'" in message


def test_a_value_out_of_range_says_what_was_expected() -> None:
    problems = _problems(
        _script(
            [
                "- type: ai_say",
                "  content: x",
                "  exit_criteria:",
                "    understanding_threshold: 120",
            ]
        )
    )
    [(_, line, field, message)] = problems
    assert (line, field) == (11, f"{ACTION_PATH}.exit_criteria.understanding_threshold")
    assert "100" in message


def test_max_rounds_above_twenty_is_refused() -> None:
    [(_, _, field, _)] = _problems(_script(["- type: ai_say", "  content: x", "  max_rounds: 21"]))
    assert field.endswith("max_rounds")


def test_an_unknown_field_is_an_error_not_silently_ignored() -> None:
    problems = _problems(_script(["- type: ai_say", "  content: x", "  max_round: 3"]))
    [(_, line, field, message)] = problems
    assert (line, field) == (10, f"{ACTION_PATH}.max_round")
    assert "unknown field" in message


def test_a_missing_required_field_is_named() -> None:
    [(_, line, field, message)] = _problems(_script(["- type: ai_say", "  max_rounds: 3"]))
    assert (line, field) == (8, f"{ACTION_PATH}.content")
    assert "required" in message.lower()


def test_every_problem_of_a_script_is_listed() -> None:
    text = _script(["- type: ai_say", "  content: x", "  max_rounds: 0", "  colour: red"])
    fields = {field for _, _, field, _ in _problems(text)}
    assert fields == {f"{ACTION_PATH}.max_rounds", f"{ACTION_PATH}.colour"}


def test_the_error_message_reads_file_line_field() -> None:
    with pytest.raises(ScriptInvalidError) as caught:
        parse_script(_script(["- type: ai_say", "  content: x", "  max_round: 3"]), "a.yaml")
    assert str(caught.value).startswith(f"a.yaml:10: {ACTION_PATH}.max_round: ")


def test_an_action_id_used_twice_is_refused() -> None:
    text = _script(["- type: show_pic", "  id: dup", "  src: a", "  alt: b"]) + (
        "              - type: show_pic\n                id: dup\n"
        "                src: a\n                alt: b\n"
    )
    [(_, _, _, message)] = _problems(text)
    assert "dup" in message


@pytest.mark.parametrize("name", ["abc-model.yaml", "abc-practice.yaml"])
def test_the_shipped_scripts_are_valid(name: str) -> None:
    text = (ROOT / "config" / "scripts" / name).read_text(encoding="utf-8")
    assert parse_script(text, name).sessions


def test_positions_follow_reading_order_across_topics_and_phases() -> None:
    text = (ROOT / "config" / "scripts" / "abc-practice.yaml").read_text(encoding="utf-8")
    session = parse_script(text).sessions[0]
    position: Position | None = Position(0, 0, 0)
    visited = []
    while position is not None:
        visited.append(position)
        position = next_position(session, position)
    assert visited == [
        Position(0, 0, 0),
        Position(0, 0, 1),
        Position(1, 0, 0),
        Position(1, 0, 1),
        Position(1, 0, 2),
    ]
