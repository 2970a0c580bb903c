"""Real dialogue datasets to the evaluation input format (``key``, ``messages``, ``rule_list``).

CPsyCounD ``case_<N>.txt``: utterances start with ``来访者：`` (user) or ``心理咨询师：``
(assistant); a line without either prefix (numbered advice, a role-play line such as ``妈妈：``)
continues the utterance before it. ESConv JSON lines: ``dialog`` of ``{speaker: usr|sys, text}``;
the FailedESConv schema uses ``{speaker: speaker|listener, content}``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from domain.evaluation.rules import RuleRegistry

Message = dict[str, str]
PREFIXES = {"来访者：": "user", "心理咨询师：": "assistant"}
ESCONV_ROLES = {"usr": "user", "sys": "assistant", "speaker": "user", "listener": "assistant"}
FIRST_N_DEFAULT = 3


def cpsycound_messages(text: str) -> list[Message]:
    """Messages of one CPsyCounD case file, continuation lines joined to their utterance."""
    messages: list[Message] = []
    for line in (raw.strip() for raw in text.splitlines()):
        role, content = _split_prefix(line)
        if role:
            messages.append({"role": role, "content": content})
        elif line and messages:
            messages[-1]["content"] += "\n" + line
    return messages


def _split_prefix(line: str) -> tuple[str | None, str]:
    for prefix, role in PREFIXES.items():
        if line.startswith(prefix):
            return role, line[len(prefix) :].strip()
    return None, line


def esconv_messages(dialogue: dict[str, Any]) -> list[Message]:
    """Messages of one ESConv dialogue (either schema)."""
    return [
        {"role": ESCONV_ROLES[turn["speaker"]], "content": _esconv_text(turn)}
        for turn in dialogue.get("dialog", [])
        if turn.get("speaker") in ESCONV_ROLES
    ]


def _esconv_text(turn: dict[str, Any]) -> str:
    return str(turn.get("text", turn.get("content", ""))).strip()


def default_rule_list(registry: RuleRegistry) -> list[dict[str, Any]]:
    """Every registry rule with its default rule string: ``auto`` where it has a precondition."""
    return [
        {"rule": rule.rule_string(), "N": "auto" if rule.precondition else FIRST_N_DEFAULT}
        for rule in registry
    ]


def conversation(key: str, messages: list[Message], rule_list: list[dict[str, Any]]) -> Any:
    """One evaluation input object."""
    return {"key": key, "messages": messages, "rule_list": rule_list}


def convert_cpsycound(
    paths: list[Path], rule_list: list[dict[str, Any]]
) -> Iterator[dict[str, Any]]:
    """One input object per case file, keyed ``cpsycound/<file stem>``."""
    for path in paths:
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError as exc:
            raise DialogueFormatError(f"{path}: not a CPsyCounD case file ({exc})") from None
        yield conversation(f"cpsycound/{path.stem}", cpsycound_messages(text), rule_list)


def convert_esconv(
    path: Path, rule_list: list[dict[str, Any]], *, limit: int | None = None
) -> Iterator[dict[str, Any]]:
    """One input object per ESConv dialogue of a JSON Lines file, keyed ``esconv/<file>:<line>``."""
    with path.open("rb") as lines:
        for number, line in enumerate(lines, start=1):
            if limit is not None and number > limit:
                return
            if not line.strip():
                continue
            try:
                messages = esconv_messages(json.loads(line.decode("utf-8")))
            except (ValueError, TypeError, AttributeError, KeyError) as exc:
                raise DialogueFormatError(
                    f"{path}:{number}: not an ESConv dialogue ({type(exc).__name__}: {exc})"
                ) from None
            yield conversation(f"esconv/{path.stem}:{number}", messages, rule_list)


class DialogueFormatError(ValueError):
    """A source file is not in the dataset format it was read as; the message says where."""
