"""Two-layer prompt substitution (spec 002 §4.3): ``{script_var}`` and ``{%system_var%}``.

The template text (and the author's ``{topic_content}``, which is expanded into it first) is
trusted source. Every *value* is inserted literally in one scan: text that came from a user or
an LLM is never scanned again, so a user who types ``{%who%}`` sees it verbatim. A placeholder
with no value is left in place and reported.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from domain.shared.frozen import one_write

_NAME = r"\w[\w\-.]*"
PLACEHOLDER = re.compile(rf"\{{%({_NAME})%\}}|\{{({_NAME})\}}")
INLINE_CONTENT = "topic_content"


@one_write
@dataclass(frozen=True)
class Rendered:
    """A rendered prompt and the placeholders that had no value."""

    text: str
    unreplaced: tuple[str, ...]


@dataclass(frozen=True)
class PromptTemplate:
    """A Markdown prompt template, e.g. ``ai-say/mainline-a-introduce-concept``."""

    template_id: str
    content: str

    @property
    def script_variables(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(m[1] for m in PLACEHOLDER.findall(self.content) if m[1]))

    @property
    def system_variables(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(m[0] for m in PLACEHOLDER.findall(self.content) if m[0]))


def as_text(value: Any) -> str:
    """How a value reads inside a prompt: strings as they are, structures as JSON."""
    if isinstance(value, str):
        return value
    if isinstance(value, bool) or value is None:
        return json.dumps(value)
    if isinstance(value, int | float):
        return str(value)
    return json.dumps(value, ensure_ascii=False)


def expand_topic_content(template: str, content: str | None) -> str:
    """Put the author's topic content into the template, as template source."""
    if content is None:
        return template
    return template.replace("{" + INLINE_CONTENT + "}", content)


def substitute(
    template: str,
    script_variables: Mapping[str, Any],
    system_variables: Mapping[str, Any],
    *,
    topic_content: str | None = None,
) -> Rendered:
    """Render both layers in one scan; values are never substituted again."""
    source = expand_topic_content(template, topic_content)
    missing: list[str] = []

    def replace(match: re.Match[str]) -> str:
        system_name, script_name = match.group(1), match.group(2)
        if system_name is not None:
            if system_name in system_variables:
                return as_text(system_variables[system_name])
            missing.append("{%" + system_name + "%}")
        elif script_name in script_variables:
            return as_text(script_variables[script_name])
        else:
            missing.append("{" + script_name + "}")
        return match.group(0)

    text = PLACEHOLDER.sub(replace, source)
    return Rendered(text=text, unreplaced=tuple(dict.fromkeys(missing)))
