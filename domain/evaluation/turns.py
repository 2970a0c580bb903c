"""Turns: a user message and the assistant's reply, numbered from 1."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

Speaker = Literal["user", "assistant"]


@dataclass(frozen=True)
class Message:
    """One message of a finished conversation."""

    role: Speaker
    content: str


@dataclass(frozen=True)
class Turn:
    """Turn ``number``: what the user said and what the assistant answered."""

    number: int
    user: str
    assistant: str


def pair_turns(messages: tuple[Message, ...] | list[Message]) -> tuple[Turn, ...]:
    """Pair messages into turns: a user message opens a turn once the assistant has spoken.

    Consecutive messages of one speaker join with a newline; an assistant message before any user
    message opens turn 1 with an empty user message.
    """
    turns: list[Turn] = []
    for message in messages:
        if _opens_turn(turns, message):
            turns.append(Turn(len(turns) + 1, "", ""))
        turns[-1] = _append(turns[-1], message)
    return tuple(turns)


def _opens_turn(turns: list[Turn], message: Message) -> bool:
    return not turns or (message.role == "user" and bool(turns[-1].assistant))


def _append(turn: Turn, message: Message) -> Turn:
    if message.role == "user":
        return replace(turn, user=_join(turn.user, message.content))
    return replace(turn, assistant=_join(turn.assistant, message.content))


def _join(before: str, text: str) -> str:
    return f"{before}\n{text}" if before else text
