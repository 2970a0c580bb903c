"""YAML text → validated Script, with every problem located by file, line and field."""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError
from ruamel.yaml.nodes import MappingNode, Node, SequenceNode

from application.conversation.script_problems import ScriptInvalidError, ScriptProblem, refused
from application.conversation.script_yaml import read_yaml
from domain.conversation.script import Script

__all__ = ["ScriptInvalidError", "ScriptProblem", "parse_script"]


def parse_script(text: str, source: str = "<script>") -> Script:
    """Read within the YAML bounds, validate; raise ScriptInvalidError listing every problem."""
    loaded = read_yaml(text, source)
    data = loaded.plain()
    if not isinstance(data, dict):
        raise refused(source, 1, "expected a mapping with 'sessions:'")
    try:
        return Script.model_validate(data)
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
    return part in {"ai_say", "ai_ask", "ai_think", "use_skill", "show_form", "show_pic"}


def _short(value: Any, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "…"
