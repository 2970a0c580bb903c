"""What the browser script editor needs beyond the catalog: a new script's starting point, the
edited script saved as YAML on top of the version it was edited from, the engine's validation
messages with a Chinese lead, and a preview of one action's prompt rendered the way the engine
renders it (spec 002 §4.3, §7).

The editor edits the script as a JSON structure; ``script_yaml`` writes a new structure as the
YAML the catalog stores (so the engine validates and versions it like any upload), and a save
writes the edit onto the text of the version it was based on, keeping its comments
(``script_yaml.edit_script_text``, ADR 0160). The preview
runs the real two-layer substitution: the action's template from the template source, the
action's ``content`` as ``{topic_content}``, the seeds of ``global.yaml`` overridden by the
script's declared values, overridden by sample values, as ``{script_var}`` (the order the engine
writes them at a session's start), and system values as ``{%system_var%}``: those the engine
derives from the script are derived the same way here, the rest come from the samples. Checks
and previews see the same ``global.yaml`` globals the engine seeds (``GlobalSeeds``, ADR 0152).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal
from uuid import UUID

from application.conversation.catalog import ScriptCatalog, ScriptRef
from application.conversation.globals import GlobalSeeds, NoGlobalSeeds
from application.conversation.ports import TemplateNotFoundError, TemplateSource
from application.conversation.script_lint import lint_script
from application.conversation.script_messages import in_chinese
from application.conversation.script_parsing import ScriptInvalidError, parse_script
from application.conversation.script_yaml import check_depth, edit_script_text, write_yaml
from domain.conversation.script import AiAsk, AiSay, AiThink, Script
from domain.conversation.templates import substitute
from domain.shared.errors import DomainError

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


@dataclass(frozen=True)
class EditorProblem:
    """One problem as the editor shows it: the field, the Chinese lead, the engine's own words.
    An ``error`` stops the save; a ``warning`` (a cross-field finding) does not."""

    field: str
    line: int | None
    message: str
    message_zh: str | None
    severity: Literal["error", "warning"] = "error"


def starter_document(name: str) -> dict[str, Any]:
    """What "new script" starts from: one session, phase, topic and ``ai_say``; it plays as is,
    and declares every script variable the default ``ai_say`` template reads (spec 002 §4.2)."""
    return {
        "sessions": [
            {
                "session": name,
                "declare": [
                    {"var": "用户名", "value": "来访者"},
                    {"var": "咨询师名", "value": "AI咨询师"},
                    {"var": "教育背景", "value": "未填写"},
                    {"var": "心理学知识", "value": "未填写"},
                    {"var": "学习风格", "value": "未填写"},
                ],
                "phases": [
                    {
                        "phase": "开场",
                        "steps": [
                            {
                                "topic": "问候",
                                "actions": [
                                    {
                                        "type": "ai_say",
                                        "content": "向{用户名}问好，简单介绍今天要一起做的事情。",
                                        "max_rounds": 2,
                                    }
                                ],
                            }
                        ],
                    }
                ],
            }
        ]
    }


def check_document(
    document: Mapping[str, Any],
    templates: TemplateSource | None = None,
    globals_seeds: GlobalSeeds | None = None,
) -> list[EditorProblem]:
    """Every problem the engine finds in the edited structure; when it parses, the cross-field
    warnings of ``lint_script`` (with ``templates``, also those of the templates it uses). The
    globals of ``globals_seeds`` are provided, as they are to every session the engine starts."""
    known_globals = (globals_seeds or NoGlobalSeeds()).names()
    try:
        script = parse_script(script_yaml(document), "<edited>", known_globals=known_globals)
    except ScriptInvalidError as error:
        return [
            EditorProblem(p.field or "(root)", p.line, p.message, in_chinese(p.message))
            for p in error.problems
        ]
    return [
        EditorProblem(f.field, None, f.message, in_chinese(f.message), "warning")
        for f in lint_script(script, templates, known_globals=known_globals)
    ]


def create_edited(
    catalog: ScriptCatalog, tenant_id: str, name: str, document: Mapping[str, Any]
) -> ScriptRef:
    """Publish a script written in the editor as version 1; the name must still be free."""
    return catalog.publish(tenant_id, name, script_yaml(document), based_on=0)


def save_edited(
    catalog: ScriptCatalog,
    tenant_id: str,
    script_id: UUID,
    document: Mapping[str, Any],
    *,
    based_on: int,
) -> ScriptRef:
    """Publish the edited structure as the next version, if ``based_on`` is still the latest."""
    stored = catalog.document(tenant_id, script_id)
    text = edit_script_text(stored.pinned(based_on).text, document)  # comments of the base kept
    return catalog.publish(tenant_id, stored.name, text, based_on=based_on)


def script_yaml(document: Mapping[str, Any]) -> str:
    """The edited structure as YAML text; reading it back gives the structure again."""
    check_depth(document)
    return write_yaml(dict(document))


def preview_action(
    script: Script,
    action_path: str,
    templates: TemplateSource,
    *,
    sample_variables: Mapping[str, Any],
    sample_system: Mapping[str, Any],
    now: datetime | None = None,
    globals_seeds: GlobalSeeds | None = None,
) -> ActionPreview:
    """Render the prompt of the action at ``action_path`` (e.g. ``sessions[0].phases[0].
    steps[0].actions[1]``) with the seeded globals, the script's declared values and the
    samples."""
    action = _action_at(script, action_path)
    if not isinstance(action, AiSay | AiAsk | AiThink):
        raise ActionNotFoundError(
            f"{action_path} is a {action.type} action: only ai_say, ai_ask and ai_think "
            "render a prompt"
        )
    session = script.sessions[int(_match(action_path).group(1))]
    seeds = (globals_seeds or NoGlobalSeeds()).declarations()
    seeded = {d.var: d.value for d in seeds if d.value is not None}
    declared = {d.var: d.value for d in session.declare}
    variables = {**seeded, **declared, **dict(sample_variables)}
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
