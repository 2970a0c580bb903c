"""Text the YAML reader refuses is a located script problem, never a crash (found by fuzzing)."""

from __future__ import annotations

import pytest

from application.conversation.script_parsing import ScriptInvalidError, parse_script


@pytest.mark.parametrize(
    ("text", "line", "code"),
    [("\x93sessions: []", 1, "U+0093"), ("sessions:\n  - session: x\n\x1f", 3, "U+001F")],
)
def test_a_control_character_is_reported_with_its_line_and_code(
    text: str, line: int, code: str
) -> None:
    with pytest.raises(ScriptInvalidError) as raised:
        parse_script(text, "bad.yaml")
    (problem,) = raised.value.problems
    assert (problem.source, problem.line) == ("bad.yaml", line)
    assert code in problem.message
