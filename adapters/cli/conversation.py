"""Conversation commands: validate, schema, demo, chat, replay, timeline, calls."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path
from typing import Annotated, Any
from uuid import UUID

import typer
from rich.markup import escape

from adapters.cli.console import (
    DEFAULT_TENANT,
    JsonOption,
    container,
    echo_json,
    err,
    fail,
    out,
    run,
)
from application.conversation.audit import SessionAudit
from application.conversation.catalog import ScriptRef
from application.conversation.commands import SendUserMessage, StartSession, SubmitForm
from application.conversation.projections import SESSION_VIEWS
from application.conversation.responses import SessionExecutionResponse
from application.conversation.script_parsing import (
    ScriptCheck,
    ScriptInvalidError,
    check_parsed_script,
    parse_script,
)
from application.conversation.script_problems import ScriptProblem
from application.conversation.script_yaml import MAX_SCRIPT_BYTES, decode_script
from bootstrap import Container
from domain.conversation.script import Script
from domain.shared.errors import DomainError
from infrastructure.conversation.templates import FileTemplateSource

DEMO_SCRIPT = "scripts/abc-model.yaml"
SIMULATED_USER = (
    "什么是ABC模型？",
    "嗯……B和C有什么区别？",
    "我明白了，原来是我对事情的想法决定了情绪。",
    "昨天同事没回我的消息。",
    "我当时想，他是不是讨厌我。",
    "有点失落，也有点生气。",
    "明白了，谢谢。",
)
DEMO_MAX_TURNS = 40
SIMULATED_FORM = {"number": 5, "boolean": True, "text": "还好"}
VIEWS = SESSION_VIEWS
UNREADABLE = "cannot read: "

Tenant = Annotated[str, typer.Option("--tenant", help="tenant the session belongs to")]


def validate(
    files: Annotated[list[Path], typer.Argument(help="script YAML files")],
    as_json: Annotated[
        bool,
        typer.Option("--json", help="one JSON line per file on stdout: ok, problems, warnings"),
    ] = False,
    strict: Annotated[
        bool, typer.Option("--strict", help="warnings fail the check too (exit 1)")
    ] = False,
) -> None:
    """Check scripts; print every problem and warning with its file, line and field.

    Problems keep a script from running (exit 1). Warnings do not: a ``{variable}`` that nothing
    provides stays in the prompt as written (exit 0 unless --strict).
    """
    app = container()
    results = [_validated(app, path) for path in files]
    for path, summary, check in results:
        if as_json:
            line = {
                "file": str(path),
                "ok": not check.errors,
                "problems": [asdict(problem) for problem in check.errors],
                "warnings": [asdict(problem) for problem in check.warnings],
            }
            typer.echo(json.dumps(line, ensure_ascii=False))
            continue
        for problem in check.errors:
            err.print(escape(str(problem)), soft_wrap=True)
        for warning in check.warnings:
            err.print(escape(f"{warning} (warning)"), soft_wrap=True)
        if not check.errors:
            out.print(f"ok: {path} ({summary})")
    errors = [problem for _, _, check in results for problem in check.errors]
    if any(problem.message.startswith(UNREADABLE) for problem in errors):
        raise typer.Exit(2)  # a path that cannot be read is the user's error, not the script's
    if errors or (strict and any(check.warnings for _, _, check in results)):
        raise typer.Exit(1)


def _validated(app: Container, path: Path) -> tuple[Path, str, ScriptCheck]:
    """Schema problems; else each missing template, and as warnings each ``{variable}`` nothing
    provides."""
    globals_ = app.globals_seeds.names()
    try:
        text = read_script_file(path)
        script = parse_script(text, str(path), known_globals=globals_)
    except OSError as exc:
        unreadable = ScriptProblem(str(path), 0, "", f"{UNREADABLE}{exc.strerror}")
        return path, "", ScriptCheck(errors=[unreadable], warnings=[])
    except ScriptInvalidError as exc:
        return path, "", ScriptCheck(errors=list(exc.problems), warnings=[])
    check = check_parsed_script(script, text, str(path), app.templates, globals_)
    return path, _summary(script), check


def schema(as_json: JsonOption = False) -> None:
    """Print the JSON Schema of a script file (indented; --json: on one line)."""
    if as_json:
        echo_json(Script.model_json_schema())
        return
    out.print_json(json.dumps(Script.model_json_schema(), ensure_ascii=False))


def demo(
    script: Annotated[
        Path | None, typer.Option(help="script to play; default: the ABC demo")
    ] = None,
    tenant: Tenant = DEFAULT_TENANT,
    as_json: Annotated[
        bool,
        typer.Option("--json", help="one JSON line per turn: {user, response}; then the session"),
    ] = False,
) -> None:
    """Play a script against a simulated user to completion, on the embedded defaults."""
    app = container()
    path = script or app.settings.content_dir / DEMO_SCRIPT
    ref = _publish(app, tenant, path)
    err.print(
        f"[dim]script {ref.name} v{ref.version} · model {_model_name(app)} · "
        f"store {app.settings.store}[/dim]"
    )
    show = _show_json if as_json else _show_played
    response = run(app.conversation.start_session(StartSession(tenant, "demo-user", ref.script_id)))
    show(None, response)
    for turn in range(DEMO_MAX_TURNS):
        if response.metadata.sessionStatus in ("completed", "failed"):
            break
        sent, response = _simulated_turn(
            app, tenant, response, SIMULATED_USER[turn % len(SIMULATED_USER)]
        )
        show(sent, response)
    if isinstance(app.templates, FileTemplateSource):
        err.print(f"[dim]template cache: {app.templates.stats().describe()}[/dim]")
    if as_json:
        echo_json({"sessionId": response.sessionId, "status": response.executionStatus})
        return
    _closing(response)


def _simulated_turn(
    app: Container, tenant: str, last: SessionExecutionResponse, text: str
) -> tuple[str | dict[str, Any], SessionExecutionResponse]:
    """The simulated user answers a form with plain values, anything else with ``text``."""
    form = _open_form(last)
    if form is not None:
        wanted = set(form.get("missing", [f["name"] for f in form["fields"]]))
        values = {f["name"]: _simulated_value(f) for f in form["fields"] if f["name"] in wanted}
        submit = SubmitForm(tenant, last.sessionId, values)
        return values, run(app.conversation.submit_form(submit))
    sent = SendUserMessage(tenant, last.sessionId, text)
    return text, run(app.conversation.send_user_message(sent))


def _show_played(sent: str | dict[str, Any] | None, response: SessionExecutionResponse) -> None:
    """What the simulated user sent, then the answer."""
    if isinstance(sent, dict):
        shown = escape(json.dumps(sent, ensure_ascii=False))
        out.print(f"[bold cyan]用户[/bold cyan] (form): {shown}")
    elif sent is not None:
        out.print(f"[bold cyan]用户[/bold cyan]: {escape(sent)}")
    _show(response)


def _show_json(sent: str | dict[str, Any] | None, response: SessionExecutionResponse) -> None:
    echo_json({"user": sent, "response": response.model_dump(mode="json")})


def _open_form(last: SessionExecutionResponse) -> dict[str, Any] | None:
    """The form the session waits for: a show_form, or a fill_form with fields still missing."""
    if last.metadata.sessionStatus == "waiting_form":
        return _waiting_form(last)
    if last.position.actionType != "fill_form" or last.metadata.sessionStatus == "completed":
        return None
    current = last.position.actionId
    forms = [
        m.attachment["form"]
        for m in last.aiMessages
        if m.actionId == current and m.attachment and "form" in m.attachment
    ]
    return forms[-1] if forms and forms[-1].get("missing") else None


def _simulated_value(form_field: dict[str, Any]) -> Any:
    if form_field.get("options"):
        return form_field["options"][0]
    if form_field.get("kind") == "number" and form_field.get("minimum") is not None:
        return form_field["minimum"]
    return SIMULATED_FORM.get(form_field.get("kind", "text"), "还好")


def chat(
    script: Annotated[Path, typer.Argument(help="script YAML file")],
    tenant: Tenant = DEFAULT_TENANT,
    user: Annotated[str, typer.Option(help="user id")] = "cli-user",
) -> None:
    """Talk to a script in the terminal (/quit to leave; /phq9 or /gad7 with the items, e.g.
    /phq9 1,1,2,1,1,1,1,1,0, answers the questionnaires for this user)."""
    app = container()
    ref = _publish(app, tenant, script)
    response = run(app.conversation.start_session(StartSession(tenant, user, ref.script_id)))
    _show(response)
    while response.executionStatus != "completed" and response.metadata.sessionStatus != "failed":
        try:
            response = _chat_turn(app, tenant, user, response)
        except (EOFError, KeyboardInterrupt):
            break
        except DomainError as exc:
            err.print(f"[yellow]{escape(str(exc))}[/yellow]")
        if response is None:
            break
    if response is not None:
        _closing(response)


def _chat_turn(app: Container, tenant: str, user: str, last: SessionExecutionResponse) -> Any:
    if last.metadata.sessionStatus == "waiting_form":
        values = _ask_form(last)
        return run(app.conversation.submit_form(SubmitForm(tenant, last.sessionId, values)))
    text = out.input("[bold cyan]你[/bold cyan]: ")
    if text.strip() in {"/quit", "/exit"}:
        _closing(last)
        return None
    if text.strip().startswith(("/phq9", "/gad7")):
        _answer_questionnaire(app, tenant, user, text.strip())
        return last
    response = run(
        app.conversation.send_user_message(SendUserMessage(tenant, last.sessionId, text))
    )
    _show(response)
    return response


def _answer_questionnaire(app: Container, tenant: str, user: str, command: str) -> None:
    """``/phq9 1,1,2,...`` or ``/gad7 ...``: recorded on the user's route like ``risk assess``."""
    name, _, raw = command.partition(" ")
    try:
        items = [int(part) for part in raw.replace(" ", "").split(",") if part]
        questionnaire = {"phq9_items": items} if name == "/phq9" else {"gad7_items": items}
        result = app.risk.assess_questionnaires(tenant_id=tenant, user_id=user, **questionnaire)
    except (ValueError, DomainError) as exc:
        err.print(f"[yellow]{escape(str(exc))}[/yellow]")
        return
    err.print(f"[dim]  questionnaire recorded · risk route {result.route} · "
              f"rigid_score {result.rigid_score}[/dim]")


def _waiting_form(last: SessionExecutionResponse) -> dict[str, Any]:
    form: dict[str, Any] = next(
        m.attachment["form"]
        for m in reversed(last.aiMessages)
        if m.attachment and "form" in m.attachment
    )
    return form


def _ask_form(last: SessionExecutionResponse) -> dict[str, Any]:
    form = _waiting_form(last)
    values: dict[str, Any] = {}
    for field in form["fields"]:
        raw = out.input(f"  {field['label']} ({field['kind']}): ")
        values[field["name"]] = _typed(field["kind"], raw)
    return values


def _typed(kind: str, raw: str) -> Any:
    if kind == "number":
        try:
            return float(raw) if "." in raw else int(raw)
        except ValueError:
            return raw
    if kind == "boolean":
        return raw.strip().lower() in {"y", "yes", "true", "1", "是", "对"}
    return raw


def replay(
    session_id: Annotated[UUID, typer.Argument(help="the session to rebuild")],
    at_version: Annotated[
        int | None, typer.Option("--at-version", help="state after event N")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="machine-readable output")] = False,
) -> None:
    """Rebuild a session from its events alone; print the transcript and every decision."""
    app = container()
    try:
        audit = app.audit.replay(session_id, at_version)
    except Exception as exc:
        fail(f"cannot replay session {session_id}: {exc}")
    if as_json:
        out.print_json(json.dumps(_audit_dict(audit), ensure_ascii=False, default=str))
        return
    _print_audit(audit)


def timeline(
    session_id: Annotated[UUID, typer.Argument(help="the session")],
    view: Annotated[str, typer.Option(help=f"one of: {', '.join(VIEWS)}")] = "exitHistory",
    as_json: JsonOption = False,
) -> None:
    """Print one read model of a session as JSON, indented (--json: on one line); built from
    the event log."""
    if view not in VIEWS:
        fail(f"unknown view '{view}'; choose one of: {', '.join(VIEWS)}")
    app = container()
    document = app.projections.get(view, str(session_id))
    if as_json:
        echo_json(document)
        return
    out.print_json(json.dumps(document, ensure_ascii=False, default=str))


def calls(
    session_id: Annotated[UUID, typer.Argument(help="the session")],
    as_json: Annotated[bool, typer.Option("--json", help="every call as one JSON line")] = False,
) -> None:
    """List every LLM call of a session (LLMDebugInfo): purpose, model, latency, error."""
    app = container()
    for call in app.projections.get("llmCalls", str(session_id)) or []:
        if as_json:
            typer.echo(json.dumps(call, ensure_ascii=False, default=str))
            continue
        status = f"[red]{escape(str(call['error']))}[/red]" if call.get("error") else "ok"
        out.print(
            f"{call['timestamp']}  {call['actionId']} r{call['round']} "
            f"{call['purpose']} · {call['model']} · T={call['temperature']} · "
            f"{call['latency_ms']} ms · attempt {call['attempt']} · {status}"
        )


# -- helpers -------------------------------------------------------------------------------


def read_script_file(path: Path) -> str:
    """At most one byte past the script bound is read; the rest is never loaded."""
    with path.open("rb") as file:
        return decode_script(file.read(MAX_SCRIPT_BYTES + 1), str(path))


def _publish(app: Container, tenant: str, path: Path) -> ScriptRef:
    path = shipped_script(app, path)
    try:
        return app.catalog.publish(tenant, path.stem, read_script_file(path))
    except OSError as exc:
        fail(f"cannot read {path}: {exc.strerror}", code=2)
    except ScriptInvalidError as exc:
        fail(f"the script is not valid:\n{exc}")


def shipped_script(app: Container, path: Path) -> Path:
    """A relative path that is not there names a shipped script: ``sleep-checkin``,
    ``abc-practice.yaml`` or ``config/scripts/abc-practice.yaml`` play from an installed package
    in any directory, as they do in the checkout."""
    if path.exists() or path.is_absolute():
        return path
    shipped = app.settings.content_dir / "scripts" / path.name
    for candidate in (shipped, shipped.with_name(f"{path.name}.yaml")):
        if candidate.is_file():
            return candidate
    return path


def _show(response: SessionExecutionResponse) -> None:
    for message in response.aiMessages:
        out.print(
            f"[bold green]咨询师[/bold green] [dim]({message.actionId})[/dim]: "
            f"{escape(message.text)}"
        )
    meta, position = response.metadata, response.position
    if meta.sessionStatus == "safety_hold" and meta.riskRoute:
        err.print(f"[dim]  {_held_line(meta.riskRoute)}[/dim]")
    elif meta.exitReason:
        err.print(
            f"[dim]  round {position.currentRound}/{position.maxRounds} · "
            f"{meta.exitDecisionSource}: {escape(meta.exitReason)}[/dim]"
        )
    if meta.questionnaireOffered:
        err.print("[dim]  answer here with /phq9 followed by nine items 0–3 (and /gad7 with "
                  "seven), or later with heartrule risk assess[/dim]")
    if meta.error:
        err.print(f"[yellow]  recorded error: {escape(meta.error)}[/yellow]")


def _held_line(route: str) -> str:
    """The status line while a session is held on a risk route instead of the script."""
    if route == "high":
        return "risk route high · the reviewed safety script answers (no model)"
    return f"risk route {route} · peer-support conversation; the script resumes after it"


def _closing(response: SessionExecutionResponse) -> None:
    err.print(f"\nsession {response.sessionId} · {response.executionStatus}")
    out.print(f"session id: {response.sessionId}")
    err.print(f"replay it with: heartrule replay {response.sessionId}")


def _summary(script: Script) -> str:
    sessions = len(script.sessions)
    actions = sum(len(t.actions) for s in script.sessions for p in s.phases for t in p.steps)
    return f"{sessions} session(s), {actions} action(s)"


def _model_name(app: Container) -> str:
    return app.settings.llm_model if app.settings.llm_base_url else "offline"


def _audit_dict(audit: SessionAudit) -> dict[str, Any]:
    return {
        "session_id": str(audit.session_id),
        "version": audit.version,
        "latest_version": audit.latest_version,
        "tenant_id": audit.tenant_id,
        "user_id": audit.user_id,
        "script": audit.script,
        "status": audit.status,
        "transcript": [m.__dict__ for m in audit.transcript],
        "variables": audit.variables,
        "timeline": [e.__dict__ for e in audit.timeline],
    }


def _print_audit(audit: SessionAudit) -> None:
    out.print(
        f"[bold]session {audit.session_id}[/bold] · version {audit.version}/{audit.latest_version}"
        f" · {audit.status} · script {audit.script} · user {audit.user_id}"
    )
    for entry in audit.timeline:
        where = f" [dim]{entry.action_id}[/dim]" if entry.action_id else ""
        out.print(
            f"{entry.at[11:23]} {entry.kind:<16}{where} "
            f"{escape(_describe(entry.kind, entry.detail))}"
        )
    out.print(f"[bold]variables[/bold]: {escape(json.dumps(audit.variables, ensure_ascii=False))}")


def _describe(kind: str, detail: dict[str, Any]) -> str:
    if kind in {"user", "assistant"}:
        return str(detail["text"]).replace("\n", " ⏎ ")
    if kind == "reply_moderated":
        return _moderated_line(detail)
    if kind == "exit_decided":
        verdict = "exit" if detail["should_exit"] else "continue"
        return f"round {detail['round']}: {verdict} ({detail['source']}) — {detail['reason']}"
    return json.dumps(detail, ensure_ascii=False, default=str)


def _moderated_line(detail: dict[str, Any]) -> str:
    """A verdict as recorded; the withheld words follow, for the auditor reading the replay."""
    verdict = detail["verdict"]
    categories = ", ".join(verdict["categories"]) or "nothing found"
    line = (f"{verdict['decision']} ({detail['agent']}): {categories} · "
            f"{' + '.join(verdict['layers'])} · {detail['latency_ms']} ms — {verdict['reason']}")
    withheld = detail.get("withheld_text")
    return f"{line} · withheld: {withheld!r}" if withheld else line
