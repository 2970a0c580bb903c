"""``subtype`` of an ai_say picks its template group (spec 002 §13 phase 4, spec 004 §4)."""

from __future__ import annotations

import pytest

from application.conversation.script_parsing import ScriptInvalidError, parse_script
from domain.conversation.script import AiSay
from tests.integration.conversation.support import harness, one_action_script, say_answer

pytestmark = pytest.mark.anyio


def say(subtype: str) -> str:
    return f"- type: ai_say\n  subtype: {subtype}\n  content: 换个角度看这件事\n  strategy: true\n"


async def test_the_persuade_subtype_prompts_with_its_own_template() -> None:
    h = harness(one_action_script(say("persuade")), say_answer(30))
    await h.start()
    prompt = h.llm.requests[0].messages[0].content
    assert "【说服要点】" in prompt and "换个角度看这件事" in prompt
    strategy = h.llm.strategy_requests[0].facts
    assert "persuade" in str(strategy)


async def test_without_a_subtype_an_ai_say_introduces_a_concept() -> None:
    h = harness(one_action_script("- type: ai_say\n  content: ABC\n"), say_answer(30))
    await h.start()
    assert "【讲解主题】" in h.llm.requests[0].messages[0].content


def test_a_subtype_names_its_template_and_an_explicit_template_wins() -> None:
    script = parse_script(one_action_script(say("persuade")))
    action = script.sessions[0].phases[0].steps[0].actions[0]
    assert isinstance(action, AiSay)
    assert (action.subtype, action.template) == ("persuade", "ai-say/mainline-a-persuade")
    explicit = one_action_script(say("persuade") + "  template: ai-say/mine\n")
    explicit_action = parse_script(explicit).sessions[0].phases[0].steps[0].actions[0]
    assert isinstance(explicit_action, AiSay)
    assert explicit_action.template == (
        "ai-say/mine"
    )


def test_a_subtype_is_a_lower_case_word() -> None:
    with pytest.raises(ScriptInvalidError, match="subtype"):
        parse_script(one_action_script(say("'Persuade Now'")))
