"""Built-in skills for ``use_skill`` actions; deterministic and offline."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from application.conversation.ports import SkillError

Skill = Callable[[Mapping[str, Any], Mapping[str, Any]], Any]


def _template_fill(arguments: Mapping[str, Any], variables: Mapping[str, Any]) -> Any:
    """Collect named variables into one object: ``input: {fields: [A, B]}``."""
    fields = arguments.get("fields", [])
    return {name: variables.get(name) for name in fields}


def _count(arguments: Mapping[str, Any], variables: Mapping[str, Any]) -> Any:
    """How many of the named variables have a value."""
    return sum(variables.get(name) not in (None, "") for name in arguments.get("fields", []))


BUILT_IN: dict[str, Skill] = {"collect_variables": _template_fill, "count_filled": _count}


class BuiltInSkills:
    """A registry of in-process skills; unknown names are a SkillError."""

    def __init__(self, skills: Mapping[str, Skill] | None = None) -> None:
        self._skills = dict(skills or BUILT_IN)

    async def run(
        self, name: str, arguments: Mapping[str, Any], variables: Mapping[str, Any]
    ) -> Any:
        skill = self._skills.get(name)
        if skill is None:
            raise SkillError(f"unknown skill '{name}' (known: {', '.join(sorted(self._skills))})")
        return skill(arguments, variables)
