"""The OpenAI Chat Completions wire format: bodies, JSON modes and error dialects."""

from __future__ import annotations

import pytest

from application.llm.port import ChatMessage, LLMRequest
from infrastructure.llm.openai_wire import (
    MalformedCompletionError,
    error_message,
    is_strict_ready,
    parse_completion,
    rejects_response_format,
    request_body,
)

SCHEMA: dict[str, object] = {
    "type": "object",
    "properties": {"a": {"type": "integer"}},
    "required": ["a"],
}


def request(schema: dict[str, object] | None = SCHEMA) -> LLMRequest:
    return LLMRequest(
        messages=(ChatMessage("user", "hi"),), purpose="risk.judge", json_schema=schema
    )


def test_prompt_mode_sends_no_response_format_but_puts_the_schema_in_a_system_message() -> None:
    body = request_body(request(), "m", "prompt")
    assert "response_format" not in body
    assert body["messages"][0]["role"] == "system"
    assert '"required": ["a"]' in body["messages"][0]["content"]


def test_json_object_mode_names_json_in_the_prompt_as_deepseek_requires() -> None:
    body = request_body(request(), "m", "json_object")
    assert body["response_format"] == {"type": "json_object"}
    assert "JSON" in body["messages"][0]["content"]


def test_the_schema_name_is_made_legal_for_the_wire() -> None:
    body = request_body(request(), "m", "json_schema")
    assert body["response_format"]["json_schema"]["name"] == "risk_judge"
    assert body["messages"] == [{"role": "user", "content": "hi"}]


def test_a_request_without_schema_is_plain_text_in_every_mode() -> None:
    for mode in ("json_schema", "json_object", "prompt"):
        body = request_body(request(None), "m", mode)
        assert "response_format" not in body and len(body["messages"]) == 1


def test_strict_mode_is_asked_only_for_closed_fully_required_schemas() -> None:
    assert not is_strict_ready(SCHEMA)
    assert is_strict_ready({**SCHEMA, "additionalProperties": False})


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ('{"error": {"message": "bad key", "type": "invalid_request_error"}}', "bad key"),
        ('{"object": "error", "message": "model not found", "code": 404}', "model not found"),
        ('{"error": "upstream down"}', "upstream down"),
        ("<html>502 Bad Gateway</html>", "<html>502 Bad Gateway</html>"),
        ("", "(empty body)"),
    ],
)
def test_error_messages_are_read_from_every_server_dialect(body: str, message: str) -> None:
    assert error_message(body) == message


def test_a_rejected_json_mode_is_recognised_but_other_400s_are_not() -> None:
    assert rejects_response_format(400, "This response_format type is unavailable now")
    assert rejects_response_format(422, "response_format.type `json_schema` is unavailable now")
    assert not rejects_response_format(400, "This model's maximum context length is 8192 tokens")
    assert not rejects_response_format(500, "response_format crashed")


def test_a_completion_without_text_is_malformed() -> None:
    body = {"choices": [{"message": {"content": None, "refusal": "no"}}]}
    with pytest.raises(MalformedCompletionError):
        parse_completion(body)
    with pytest.raises(MalformedCompletionError):
        parse_completion({"object": "list"})
