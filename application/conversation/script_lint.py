"""What a script that parses can still get wrong across its fields (spec 002 §4.3, 004 §3.2.2).

A ``{variable}`` in an action's content, or in the prompt template it uses, that nothing in its
session provides (a declaration, an extracted output, a form field) and no global of
``global.yaml`` seeds (``known_globals``, as the engine seeds them); a custom exit condition on
such a variable; a ``{%system%}`` name the engine never fills; ``min_rounds`` above
``max_rounds``, so the exit criteria can never be met before the round limit. The engine runs
such a script (a placeholder with no value stays in the prompt and is logged): these are
warnings an author wants before a user meets them.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator
from dataclasses import dataclass
from typing import Any

from application.conversation.ports import TemplateNotFoundError, TemplateSource
from domain.conversation.script import Script, SessionScript
from domain.conversation.templates import INLINE_CONTENT, PLACEHOLDER

# The ``{%...%}`` names the engine fills in (application/conversation/rounds.py, actions.py).
SYSTEM_VARIABLES = (
    "time",
    "who",
    "user",
    "chat_history",
    "understanding_threshold",
    "current_round",
    "max_rounds",
    "strategy_prompt",
    "output_variables",
)


@dataclass(frozen=True)
class ScriptFinding:
    """One cross-field warning: the field it is about, and what is wrong."""

    field: str
    message: str


def lint_script(
    script: Script,
    templates: TemplateSource | None = None,
    *,
    known_globals: Collection[str] = (),
) -> list[ScriptFinding]:
    """Every cross-field warning of the script; with ``templates``, also of the prompt
    templates its actions use. ``known_globals`` are provided to every session."""
    return [
        finding
        for s, session in enumerate(script.sessions)
        for finding in _session_findings(f"sessions[{s}]", session, templates, known_globals)
    ]


def provided_variables(session: SessionScript) -> frozenset[str]:
    """Names a session's ``{variable}`` can read: declared, extracted or filled in a form."""
    names = {d.var for d in session.declare} | {INLINE_CONTENT}
    for _, action in _actions(session):
        output = getattr(action, "output", None)
        if isinstance(output, str):
            names.add(output)
        elif isinstance(output, tuple):
            names.update(o.get for o in output)
        names.update(f.name for f in getattr(action, "fields", ()))
    return frozenset(names)


def _session_findings(
    base: str,
    session: SessionScript,
    templates: TemplateSource | None,
    known_globals: Collection[str],
) -> Iterator[ScriptFinding]:
    provided = provided_variables(session) | frozenset(known_globals)
    for path, action in _actions(session, base):
        content = getattr(action, "content", None)
        if isinstance(content, str):
            yield from _placeholder_findings(f"{path}.content", content, provided)
        template_id = getattr(action, "template", None)
        if templates is not None and isinstance(template_id, str):
            yield from _template_findings(f"{path}.template", template_id, provided, templates)
        yield from _exit_findings(path, action, provided)


def _actions(session: SessionScript, base: str = "") -> Iterator[tuple[str, Any]]:
    for p, phase in enumerate(session.phases):
        for t, topic in enumerate(phase.steps):
            for a, action in enumerate(topic.actions):
                yield f"{base}.phases[{p}].steps[{t}].actions[{a}]", action


def _placeholder_findings(
    field: str, text: str, provided: frozenset[str]
) -> Iterator[ScriptFinding]:
    for system, name in dict.fromkeys(PLACEHOLDER.findall(text)):
        if system and system not in SYSTEM_VARIABLES:
            yield ScriptFinding(field, f"{{%{system}%}} is not a system variable the engine fills")
        elif name and name not in provided:
            yield ScriptFinding(
                field,
                f"{{{name}}} is provided by nothing in the session: declare it, or extract it "
                "in an earlier action",
            )


def _template_findings(
    field: str, template_id: str, provided: frozenset[str], templates: TemplateSource
) -> Iterator[ScriptFinding]:
    try:
        template = templates.get(template_id)
    except TemplateNotFoundError:
        yield ScriptFinding(field, f"there is no prompt template '{template_id}'")
        return
    for name in template.script_variables:
        if name not in provided:
            yield ScriptFinding(
                field,
                f"the template '{template_id}' reads {{{name}}}, which is provided by nothing "
                "in the session: declare it",
            )


def _exit_findings(path: str, action: Any, provided: frozenset[str]) -> Iterator[ScriptFinding]:
    criteria = getattr(action, "exit_criteria", None)
    if criteria is None:
        return
    max_rounds = getattr(action, "max_rounds", None)
    if isinstance(max_rounds, int) and criteria.min_rounds > max_rounds:
        yield ScriptFinding(
            f"{path}.exit_criteria.min_rounds",
            f"min_rounds ({criteria.min_rounds}) is above max_rounds ({max_rounds}): the exit "
            "criteria can never be met before the round limit",
        )
    for i, condition in enumerate(criteria.custom_conditions):
        if condition.variable not in provided:
            yield ScriptFinding(
                f"{path}.exit_criteria.custom_conditions[{i}].variable",
                f"the exit condition reads '{condition.variable}', which is provided by nothing "
                "in the session",
            )
