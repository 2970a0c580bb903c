"""Which variables a script provides, and which of those it uses nothing provides.

A variable is provided by a ``declare`` of its session, a global (``global.yaml``), an output
of an ``ai_ask`` / ``ai_think`` / ``use_skill``, or a field of a ``show_form`` / ``fill_form``;
``{topic_content}`` is the action's own content. Uses are the script-layer placeholders
``{name}`` in author text and the names a ``condition`` reads.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator
from dataclasses import dataclass
from typing import Any

from domain.conversation.script import Script, SessionScript, action_id_of, positions
from domain.conversation.templates import INLINE_CONTENT, PLACEHOLDER

AUTHOR_TEXT = ("content", "title", "caption", "alt")


@dataclass(frozen=True)
class VariableUse:
    """A variable an action reads, in which of its fields."""

    name: str
    action_id: str
    field: str


def provided(session: SessionScript, globals_: Collection[str]) -> set[str]:
    names = {d.var for d in session.declare} | set(globals_) | {INLINE_CONTENT}
    for _, action in positions(session):
        names |= set(_outputs(action))
    return names


def condition_uses(script: Script) -> Iterator[tuple[SessionScript, VariableUse]]:
    for session in script.sessions:
        for position, action in positions(session):
            condition = action.parsed_condition()
            for name in sorted(condition.names) if condition else ():
                yield session, VariableUse(name, action_id_of(action, position), "condition")


def placeholder_uses(script: Script) -> Iterator[tuple[SessionScript, VariableUse]]:
    for session in script.sessions:
        for position, action in positions(session):
            for field in AUTHOR_TEXT:
                text = getattr(action, field, None)
                for name in placeholders(text) if isinstance(text, str) else ():
                    yield session, VariableUse(name, action_id_of(action, position), field)


def template_uses(script: Script) -> Iterator[tuple[SessionScript, VariableUse, str]]:
    """Each action that prompts a model, with the template it names."""
    for session in script.sessions:
        for position, action in positions(session):
            template = getattr(action, "template", None)
            if isinstance(template, str) and template:
                yield session, VariableUse("", action_id_of(action, position), "template"), template


def placeholders(text: str) -> list[str]:
    """The script-layer ``{name}`` placeholders of a text, in order, each once."""
    return list(dict.fromkeys(m[1] for m in PLACEHOLDER.findall(text) if m[1]))


def unknown(
    uses: Iterator[tuple[SessionScript, VariableUse]], globals_: Collection[str]
) -> list[VariableUse]:
    """The uses whose variable nothing in their session (or the globals) provides."""
    return [use for session, use in uses if use.name not in provided(session, globals_)]


def _outputs(action: Any) -> list[str]:
    kind = action.type
    if kind in ("ai_ask", "ai_think"):
        return [o.get for o in action.output]
    if kind == "use_skill":
        return [action.output] if action.output else []
    if kind in ("show_form", "fill_form"):
        return [f.name for f in action.fields]
    return []
