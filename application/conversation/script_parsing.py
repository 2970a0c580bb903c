"""YAML text → validated Script, with every problem located by file, line and field."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import yaml
from pydantic import ValidationError

from domain.conversation.script import Script
from domain.shared.errors import DomainError


@dataclass(frozen=True)
class ScriptProblem:
    """One thing wrong with a script, where it is, and what was expected."""

    source: str
    line: int
    field: str
    message: str

    def __str__(self) -> str:
        where = f"{self.source}:{self.line}"
        return (
            f"{where}: {self.field}: {self.message}" if self.field else f"{where}: {self.message}"
        )


class ScriptInvalidError(DomainError):
    """The script cannot run; ``problems`` lists every reason."""

    def __init__(self, problems: list[ScriptProblem]) -> None:
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


def parse_script(text: str, source: str = "<script>") -> Script:
    """Parse and validate; raise ScriptInvalidError listing every problem found."""
    try:
        data = yaml.safe_load(text)
        tree = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError as exc:
        raise ScriptInvalidError([_yaml_problem(source, text, exc)]) from None
    except RecursionError:
        problem = ScriptProblem(source, 1, "", "the YAML is nested too deeply to be a script")
        raise ScriptInvalidError([problem]) from None
    if not isinstance(data, dict):
        raise ScriptInvalidError(
            [ScriptProblem(source, 1, "", "expected a mapping with 'sessions:'")]
        )
    try:
        return Script.model_validate(data)
    except ValidationError as exc:
        errors = _without_cascades(exc.errors())
        raise ScriptInvalidError([_problem(source, tree, e) for e in errors]) from None


def _yaml_problem(source: str, text: str, exc: yaml.YAMLError) -> ScriptProblem:
    """Where the YAML reader or parser stopped, and why."""
    if isinstance(exc, yaml.MarkedYAMLError):
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 1
        return ScriptProblem(source, line, "", f"not valid YAML: {exc.problem}")
    if isinstance(exc, yaml.reader.ReaderError):
        line = text.count("\n", 0, exc.position) + 1
        return ScriptProblem(
            source, line, "", f"not valid YAML: {exc.reason} (U+{_code(exc.character):04X})"
        )
    return ScriptProblem(source, 1, "", f"not valid YAML: {exc}")


def _code(character: int | str | bytes) -> int:
    return character if isinstance(character, int) else ord(character[:1] or "\0")


def _without_cascades(errors: list[Any]) -> list[Any]:
    """Drop 'too short' errors that only echo failures of the items inside them."""
    locs = [tuple(e["loc"]) for e in errors]
    return [
        e
        for e, loc in zip(errors, locs, strict=True)
        if e["type"] != "too_short" or not any(o[: len(loc)] == loc and o != loc for o in locs)
    ]


def _problem(source: str, tree: yaml.Node | None, error: Any) -> ScriptProblem:
    loc = tuple(error["loc"])
    node, path = _locate(tree, loc)
    line = node.start_mark.line + 1 if node is not None else 1
    message = str(error["msg"])
    if error["type"] not in {"missing", "extra_forbidden"} and "input" in error:
        message += f" (got {_short(error['input'])})"
    if error["type"] == "extra_forbidden":
        message = "unknown field (check the spelling; see `heartrule schema`)"
    return ScriptProblem(source, line, path, message)


def _locate(tree: yaml.Node | None, loc: tuple[Any, ...]) -> tuple[yaml.Node | None, str]:
    """Follow a pydantic error location through the YAML nodes; skip union tags."""
    node, path = tree, ""
    for part in loc:
        child = _child(node, part)
        if child is None:
            if isinstance(part, str) and isinstance(node, yaml.MappingNode) and not _is_tag(part):
                path = f"{path}.{part}" if path else part
            continue
        node = child
        path = f"{path}[{part}]" if isinstance(part, int) else (f"{path}.{part}" if path else part)
    return node, path


def _child(node: yaml.Node | None, part: Any) -> yaml.Node | None:
    if isinstance(node, yaml.MappingNode) and isinstance(part, str):
        return next((value for key, value in node.value if key.value == part), None)
    if isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value):
        item: yaml.Node = node.value[part]
        return item
    return None


def _is_tag(part: str) -> bool:
    return part in {"ai_say", "ai_ask", "ai_think", "use_skill", "show_form", "show_pic"}


def _short(value: Any, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "…"
