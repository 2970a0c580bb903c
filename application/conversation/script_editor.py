"""What the browser script editor needs beyond the catalog: the edited script as YAML, and a
preview of one action's prompt rendered the way the engine renders it (spec 002 §4.3, §7).

The editor edits the script as a JSON structure; ``script_yaml`` writes that structure as the
YAML the catalog stores (so the engine validates and versions it like any upload). The preview
runs the real two-layer substitution: the action's template from the template source, the
action's ``content`` as ``{topic_content}``, the script's declared values (overridden by sample
values) as ``{script_var}``, and system values as ``{%system_var%}``: those the engine derives
from the script are derived the same way here, the rest come from the samples.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import yaml

from application.conversation.ports import TemplateNotFoundError, TemplateSource
from application.conversation.script_parsing import ScriptInvalidError, ScriptProblem
from domain.conversation.script import AiAsk, AiSay, AiThink, Script
from domain.conversation.templates import substitute
from domain.shared.errors import DomainError

# The ``{%...%}`` names the engine fills in (application/conversation/rounds.py), in the order
# the editor lists them as hints.
SYSTEM_VARIABLES = (
    "time",
    "who",
    "user",
    "chat_history",
    "understanding_threshold",
    "current_round",
    "max_rounds",
    "strategy_prompt",
)
ACTION_PATH = re.compile(
    r"^sessions\[(\d{1,4})\]\.phases\[(\d{1,4})\]\.steps\[(\d{1,4})\]\.actions\[(\d{1,4})\]$"
)


class ActionNotFoundError(DomainError):
    """The path names no action of the script (or an action that renders no prompt)."""


class PreviewTemplateMissingError(DomainError):
    """The action names a prompt template the template source does not have."""


@dataclass(frozen=True)
class ActionPreview:
    """An action's prompt with sample values, and the placeholders nothing filled."""

    action_path: str
    action_type: str
    template_id: str
    text: str
    unreplaced: tuple[str, ...]
    script_variables: dict[str, Any]
    system_variables: dict[str, Any]


class _ScriptDumper(yaml.SafeDumper):
    """Block style throughout; multi-line text as ``|`` blocks so authors can read it."""


def _represent_str(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    style = "|" if "\n" in value and not value.startswith(" ") else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_ScriptDumper.add_representer(str, _represent_str)


def script_yaml(document: Mapping[str, Any]) -> str:
    """The edited structure as YAML text; ``yaml.safe_load`` of it gives the structure back."""
    try:
        text: str = yaml.dump(
            dict(document),
            Dumper=_ScriptDumper,
            allow_unicode=True,
            sort_keys=False,
            default_flow_style=False,
            width=100,
        )
    except (yaml.YAMLError, RecursionError) as exc:
        problem = ScriptProblem(
            "<edited>", 1, "", f"cannot be written as YAML: {type(exc).__name__}"
        )
        raise ScriptInvalidError([problem]) from None
    return text


def preview_action(
    script: Script,
    action_path: str,
    templates: TemplateSource,
    *,
    sample_variables: Mapping[str, Any],
    sample_system: Mapping[str, Any],
    now: datetime | None = None,
) -> ActionPreview:
    """Render the prompt of the action at ``action_path`` (e.g. ``sessions[0].phases[0].
    steps[0].actions[1]``) with the script's declared values and the samples."""
    action = _action_at(script, action_path)
    if not isinstance(action, AiSay | AiAsk | AiThink):
        raise ActionNotFoundError(
            f"{action_path} is a {action.type} action: only ai_say, ai_ask and ai_think "
            "render a prompt"
        )
    session = script.sessions[int(_match(action_path).group(1))]
    declared = {d.var: d.value for d in session.declare}
    variables = {**declared, **dict(sample_variables)}
    system = {**_derived_system(action, variables, now), **dict(sample_system)}
    try:
        template = templates.get(action.template)
    except TemplateNotFoundError as error:
        raise PreviewTemplateMissingError(str(error)) from None
    rendered = substitute(template.content, variables, system, topic_content=action.content)
    return ActionPreview(
        action_path=action_path,
        action_type=action.type,
        template_id=action.template,
        text=rendered.text,
        unreplaced=rendered.unreplaced,
        script_variables=variables,
        system_variables=system,
    )


def _match(action_path: str) -> re.Match[str]:
    match = ACTION_PATH.match(action_path)
    if match is None:
        raise ActionNotFoundError(
            f"'{action_path}' is not an action path like sessions[0].phases[0].steps[0].actions[0]"
        )
    return match


def _action_at(script: Script, action_path: str) -> Any:
    s, p, t, a = (int(g) for g in _match(action_path).groups())
    try:
        return script.sessions[s].phases[p].steps[t].actions[a]
    except IndexError:
        raise ActionNotFoundError(f"the script has no action at {action_path}") from None


def _derived_system(
    action: AiSay | AiAsk | AiThink, variables: Mapping[str, Any], now: datetime | None
) -> dict[str, Any]:
    """The system values the engine computes from the script itself, for round 1 of a session
    with no history (rounds.system_variables and the executors in actions.py)."""
    system: dict[str, Any] = {
        "who": variables.get("咨询师名") or "AI咨询师",
        "user": variables.get("用户名") or "来访者",
        "chat_history": "",
        "current_round": 1,
        "strategy_prompt": "",
    }
    if now is not None:
        system["time"] = now.isoformat()
    if isinstance(action, AiSay):
        system["max_rounds"] = action.max_rounds
        system["understanding_threshold"] = action.exit_criteria.understanding_threshold
    elif isinstance(action, AiAsk):
        system["max_rounds"] = action.max_rounds
    if isinstance(action, AiAsk | AiThink):
        system["output_variables"] = "\n".join(f"- {o.get}: {o.define}" for o in action.output)
    return system
