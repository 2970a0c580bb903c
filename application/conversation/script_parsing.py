"""YAML text → validated Script, with every problem located by file, line and field."""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError
from ruamel.yaml.nodes import MappingNode, Node, SequenceNode

from application.conversation.ports import TemplateNotFoundError, TemplateSource
from application.conversation.script_problems import ScriptInvalidError, ScriptProblem, refused
from application.conversation.script_yaml import read_yaml
from domain.conversation.script import Script, action_id_of, positions
from domain.conversation.script_variables import (
    VariableUse,
    condition_uses,
    placeholder_uses,
    provided,
    template_uses,
    unknown,
)

__all__ = ["ScriptInvalidError", "ScriptProblem", "parse_script", "parse_stored_script"]


def parse_script(
    text: str, source: str = "<script>", *, known_globals: Collection[str] = ()
) -> Script:
    """Parse and validate; raise ScriptInvalidError listing every problem found.

    A ``condition`` that reads a variable nothing provides (no declare, output, form field or
    global of ``known_globals``) is a problem, with its line.
    """
    script, _ = _checked(text, source, known_globals, stored=False)
    return script


def parse_stored_script(
    text: str, source: str, *, known_globals: Collection[str] = ()
) -> tuple[Script, tuple[ScriptProblem, ...]]:
    """Parse the text of a version already stored, as ``parse_script`` does, except that a
    duplicated key (accepted when versions were read with PyYAML) keeps its last value: the
    script, and one warning per duplicate (ADR 0153)."""
    return _checked(text, source, known_globals, stored=True)


def _checked(
    text: str, source: str, known_globals: Collection[str], *, stored: bool
) -> tuple[Script, tuple[ScriptProblem, ...]]:
    script, tolerated = _validated(text, source, stored)
    unknown_variables = unknown(condition_uses(script), known_globals)
    if unknown_variables:
        raise ScriptInvalidError(_located(text, source, unknown_variables, CONDITION_UNKNOWN))
    return script, tolerated


def unprovided_placeholders(
    script: Script, text: str, source: str, *, known_globals: Collection[str] = ()
) -> list[ScriptProblem]:
    """Every ``{variable}`` in author text that nothing provides, with its line."""
    uses = unknown(placeholder_uses(script), known_globals)
    return _located(text, source, uses, PLACEHOLDER_UNPROVIDED)


@dataclass(frozen=True)
class ScriptCheck:
    """What a script that parses can still get wrong: ``errors`` keep it from running (a template
    that does not exist), ``warnings`` do not (a ``{variable}`` nothing provides stays in the
    prompt as it is, and the engine logs it)."""

    errors: list[ScriptProblem]
    warnings: list[ScriptProblem]


def check_parsed_script(
    script: Script,
    text: str,
    source: str,
    templates: TemplateSource,
    known_globals: Collection[str] = (),
) -> ScriptCheck:
    """The errors and warnings of a parsed script, each with its line."""
    missing, unprovided = _template_problems(script, text, source, templates, known_globals)
    placeholders = unprovided_placeholders(script, text, source, known_globals=known_globals)
    return ScriptCheck(errors=missing, warnings=placeholders + unprovided)


def _template_problems(
    script: Script,
    text: str,
    source: str,
    templates: TemplateSource,
    known_globals: Collection[str],
) -> tuple[list[ScriptProblem], list[ScriptProblem]]:
    """Templates the actions name that do not exist (a ``subtype`` with no template group), and
    the ``{variables}`` of those that do which nothing in the script provides."""
    missing: list[ScriptProblem] = []
    unprovided: list[ScriptProblem] = []
    for session, use, template_id in template_uses(script):
        try:
            names = templates.get(template_id).script_variables
        except TemplateNotFoundError:
            message = f"prompt template '{template_id}' does not exist"
            missing.append(_template_problem(script, text, source, use, message))
            continue
        for name in names:
            if name not in provided(session, known_globals):
                message = f"template {template_id} uses '{{{name}}}', which nothing provides"
                unprovided.append(_template_problem(script, text, source, use, message))
    return missing, unprovided


_ACTION_TYPE = re.compile(
    r"^\s*(?:-\s*)?type:\s*['\"]?(?:ai_say|ai_ask|ai_think|use_skill|show_form|fill_form|show_pic)\b"
)


def _template_problem(
    script: Script, text: str, source: str, use: VariableUse, message: str
) -> ScriptProblem:
    line = _action_line(script, text, use)
    return ScriptProblem(source, line, f"{use.action_id}.{use.field}", message)


def _action_line(script: Script, text: str, use: VariableUse) -> int:
    """The line of the action's ``type:``: actions appear in the file in reading order."""
    ids = [action_id_of(a, p) for s in script.sessions for p, a in positions(s)]
    lines = [n for n, line in enumerate(text.splitlines(), start=1) if _ACTION_TYPE.match(line)]
    index = ids.index(use.action_id) if use.action_id in ids else -1
    return lines[index] if 0 <= index < len(lines) and len(lines) == len(ids) else 1


CONDITION_UNKNOWN = (
    "condition reads '{name}', which no declare, output, form field or global provides "
    "(a text value is quoted: '{name}')"
)
PLACEHOLDER_UNPROVIDED = (
    "'{{{name}}}' is provided by nothing (declare it, extract it, or add it to global.yaml)"
)


def _located(text: str, source: str, uses: list[VariableUse], message: str) -> list[ScriptProblem]:
    problems: dict[tuple[int, str], ScriptProblem] = {}
    for use in uses:
        for line in _lines_of(text, use):
            where = f"{use.action_id}.{use.field}"
            problem = ScriptProblem(source, line, where, message.format(name=use.name))
            problems.setdefault((line, use.name), problem)
    return sorted(problems.values(), key=lambda p: p.line)


def _lines_of(text: str, use: VariableUse) -> list[int]:
    lines = text.splitlines()
    needle = use.name if use.field == "condition" else "{" + use.name + "}"
    found = [
        number
        for number, line in enumerate(lines, start=1)
        if needle in line and (use.field != "condition" or "condition" in line)
    ]
    return found or [1]


def _validated(text: str, source: str, stored: bool) -> tuple[Script, tuple[ScriptProblem, ...]]:
    loaded = read_yaml(text, source, stored=stored)
    data = loaded.plain()
    if not isinstance(data, dict):
        raise refused(source, 1, "expected a mapping with 'sessions:'")
    try:
        return Script.model_validate(data), loaded.tolerated
    except ValidationError as exc:
        errors = _without_cascades(exc.errors())
        raise ScriptInvalidError([_problem(source, loaded.root, e) for e in errors]) from None


def _without_cascades(errors: list[Any]) -> list[Any]:
    """Drop 'too short' errors that only echo failures of the items inside them."""
    locs = [tuple(e["loc"]) for e in errors]
    return [
        e
        for e, loc in zip(errors, locs, strict=True)
        if e["type"] != "too_short" or not any(o[: len(loc)] == loc and o != loc for o in locs)
    ]


def _problem(source: str, tree: Node | None, error: Any) -> ScriptProblem:
    loc = tuple(error["loc"])
    node, path = _locate(tree, loc)
    line = node.start_mark.line + 1 if node is not None else 1
    message = str(error["msg"])
    if error["type"] not in {"missing", "extra_forbidden"} and "input" in error:
        message += f" (got {_short(error['input'])})"
    if error["type"] == "extra_forbidden":
        message = "unknown field (check the spelling; see `heartrule schema`)"
    return ScriptProblem(source, line, path, message)


def _locate(tree: Node | None, loc: tuple[Any, ...]) -> tuple[Node | None, str]:
    """Follow a pydantic error location through the YAML nodes; skip union tags."""
    node, path = tree, ""
    for part in loc:
        child = _child(node, part)
        if child is None:
            if isinstance(part, str) and isinstance(node, MappingNode) and not _is_tag(part):
                path = f"{path}.{part}" if path else part
            continue
        node = child
        path = f"{path}[{part}]" if isinstance(part, int) else (f"{path}.{part}" if path else part)
    return node, path


def _child(node: Node | None, part: Any) -> Node | None:
    if isinstance(node, MappingNode) and isinstance(part, str):
        return next((value for key, value in node.value if key.value == part), None)
    if isinstance(node, SequenceNode) and isinstance(part, int) and part < len(node.value):
        item: Node = node.value[part]
        return item
    return None


def _is_tag(part: str) -> bool:
    return part in {
        "ai_say",
        "ai_ask",
        "ai_think",
        "use_skill",
        "show_form",
        "fill_form",
        "show_pic",
    }


def _short(value: Any, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "…"
