"""The OpenAI Chat Completions wire format: request bodies, answers and error bodies (ADR 0041).

JSON modes, strongest first: ``json_schema`` (structured outputs), ``json_object`` (JSON mode,
schema described in the prompt), ``prompt`` (no ``response_format`` at all, schema in the prompt).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any, Literal

from application.llm.port import ChatMessage, LLMRequest, TokenUsage

JsonMode = Literal["json_schema", "json_object", "prompt"]
MODE_STRENGTH: tuple[JsonMode, ...] = ("json_schema", "json_object", "prompt")
WEAKER_MODE: dict[JsonMode, JsonMode] = {"json_schema": "json_object", "json_object": "prompt"}
SCHEMA_INSTRUCTION = (
    "Reply with exactly one JSON object and nothing else (no prose, no code fences). "
    "It must match this JSON schema:\n{schema}"
)
_SCHEMA_NAME_CHARS = re.compile(r"[^A-Za-z0-9_-]")
_REJECTION_WORDS = re.compile(r"response_format|json|schema", re.IGNORECASE)


class MalformedCompletionError(ValueError):
    """A 200 answer that is not a chat completion."""


def request_body(request: LLMRequest, model: str, mode: JsonMode) -> dict[str, Any]:
    """The POST body for ``/chat/completions``."""
    body: dict[str, Any] = {
        "model": model,
        "messages": [_message(m) for m in _messages(request, mode)],
        "temperature": request.temperature,
        "max_tokens": request.max_tokens,
        "stream": False,
    }
    if request.json_schema is not None and mode != "prompt":
        body["response_format"] = _response_format(request, mode)
    return body


def _message(message: ChatMessage) -> dict[str, str]:
    return {"role": message.role, "content": message.content}


def _messages(request: LLMRequest, mode: JsonMode) -> tuple[ChatMessage, ...]:
    """In the weaker modes the schema travels in the system prompt (which also names JSON)."""
    if request.json_schema is None or mode == "json_schema":
        return request.messages
    schema = json.dumps(request.json_schema, ensure_ascii=False)
    instruction = SCHEMA_INSTRUCTION.format(schema=schema)
    first, rest = (request.messages[0], request.messages[1:]) if request.messages else (None, ())
    if first is not None and first.role == "system":
        return (ChatMessage("system", f"{first.content}\n\n{instruction}"), *rest)
    return (ChatMessage("system", instruction), *request.messages)


def _response_format(request: LLMRequest, mode: JsonMode) -> dict[str, Any]:
    if mode == "json_object":
        return {"type": "json_object"}
    schema = dict(request.json_schema or {})
    name = _SCHEMA_NAME_CHARS.sub("_", request.schema_name or request.purpose)[:64] or "answer"
    spec = {"name": name, "schema": schema, "strict": is_strict_ready(schema)}
    return {"type": "json_schema", "json_schema": spec}


def is_strict_ready(schema: Any) -> bool:
    """OpenAI's strict mode needs every object closed and every property required."""
    if isinstance(schema, list):
        return all(is_strict_ready(item) for item in schema)
    if not isinstance(schema, Mapping):
        return True
    if "properties" in schema and (
        schema.get("additionalProperties") is not False
        or set(schema.get("required", ())) != set(schema["properties"])
    ):
        return False
    return all(is_strict_ready(value) for value in schema.values())


def parse_completion(body: Any) -> tuple[str, str, TokenUsage]:
    """Text, model and token usage of a chat completion body."""
    try:
        message = body["choices"][0]["message"]
        text = message.get("content")
        usage = body.get("usage") or {}
        tokens = TokenUsage(
            int(usage.get("prompt_tokens") or 0), int(usage.get("completion_tokens") or 0)
        )
        model = str(body.get("model") or "")
    except (KeyError, IndexError, TypeError, AttributeError, ValueError):
        raise MalformedCompletionError("the answer is not a chat completion") from None
    if not isinstance(text, str):
        refusal = message.get("refusal")
        raise MalformedCompletionError(f"the model gave no text (refusal: {refusal!r})")
    return text, model, tokens


def error_message(body_text: str) -> str:
    """The human message of an error body, whichever server dialect sent it."""
    try:
        body = json.loads(body_text)
    except json.JSONDecodeError:
        return _clip(body_text) or "(empty body)"
    error = body.get("error", body) if isinstance(body, dict) else body
    if isinstance(error, dict):
        return _clip(str(error.get("message") or error.get("detail") or error))
    return _clip(str(error))


def rejects_response_format(status: int, message: str) -> bool:
    """A 400/422 that names the JSON mode: the server does not support it (not our content)."""
    return status in (400, 422) and bool(_REJECTION_WORDS.search(message))


def _clip(text: str, limit: int = 300) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[:limit] + "…"
