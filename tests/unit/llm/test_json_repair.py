"""Malformed model JSON is mended without a second call, and the call log says so; an answer
cut off mid-object is refused and asked again."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

from application.llm.json_repair import TruncatedJSONError, repaired_json
from application.llm.port import ChatMessage, LLMRequest
from application.llm.structured import complete_structured
from tests.support.fakes import ScriptedLLM


class Verdict(BaseModel):
    understood: bool
    reason: str | None = None
    score: int = 0


REQUEST = LLMRequest(messages=(ChatMessage("user", "judge"),), purpose="test.verdict")
MALFORMED = {
    "trailing comma": '{"understood": true, "reason": "ok", "score": 3,}',
    "single quotes": "{'understood': true, 'reason': 'ok', 'score': 3}",
    "Python literals": '{"understood": True, "reason": None, "score": 3}',
    "comments": '{"understood": true, // the user said so\n "reason": "ok", "score": 3}',
    "Chinese quotes": "{“understood”: true, “reason”: “ok”, “score”: 3}",
    "prose around": '好的，结果如下：{"understood": true, "reason": "ok", "score": 3,} 以上。',
}


@pytest.mark.anyio
@pytest.mark.parametrize("text", MALFORMED.values(), ids=MALFORMED.keys())
async def test_malformed_json_is_repaired_without_asking_again(text: str) -> None:
    llm = ScriptedLLM(text)
    outcome = await complete_structured(llm, REQUEST, Verdict)
    assert outcome.ok and outcome.value is not None
    assert outcome.value.understood is True and outcome.value.score == 3
    assert len(llm.requests) == 1
    (call,) = outcome.calls
    assert call.json_repaired is True and call.error is None
    assert call.raw_response == text
    assert call.as_payload()["json_repaired"] is True


@pytest.mark.anyio
async def test_a_cut_off_answer_is_refused_and_asked_again() -> None:
    llm = ScriptedLLM('{"understood": true, "reason": "the user expl', {"understood": False})
    outcome = await complete_structured(llm, REQUEST, Verdict)
    assert outcome.value == Verdict(understood=False)
    first, second = outcome.calls
    assert first.error is not None and "cut off" in first.error
    assert not first.json_repaired and not second.json_repaired
    assert len(llm.requests) == 2


@pytest.mark.anyio
async def test_well_formed_json_is_not_marked_repaired() -> None:
    outcome = await complete_structured(ScriptedLLM({"understood": True}), REQUEST, Verdict)
    assert outcome.calls[0].json_repaired is False


def test_a_repair_that_does_not_fit_the_schema_is_still_a_validation_problem() -> None:
    assert repaired_json("{'understood': 'maybe',}") == {"understood": "maybe"}
    assert repaired_json("no JSON here at all") is None
    with pytest.raises(TruncatedJSONError):
        repaired_json('{"understood": true, "items": [1, 2')
