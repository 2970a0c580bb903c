"""``heartrule``: the command line. Each context registers its commands in its own module."""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Annotated

import typer
from pydantic import ValidationError
from pydantic_settings import BaseSettings, SettingsError
from rich.markup import escape

from adapters.cli import (
    conversation,
    evaluation,
    evaluation_convert,
    params,
    relay,
    risk,
    serve,
)
from adapters.cli.console import err
from infrastructure.relay.consumer import BrokerUnreachableError
from infrastructure.risk.settings import RiskSettings
from infrastructure.settings import Settings
from infrastructure.storage.postgres_ddl import StoreUnreachableError
from infrastructure.version import package_version

app = typer.Typer(
    name="heartrule",
    help="HeartRule: scripted, event-sourced counseling conversations with risk routing.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)


def _print_version(value: bool) -> None:
    if value:
        typer.echo(f"heartrule {package_version()}")
        raise typer.Exit(0)


@app.callback()
def root(
    version: Annotated[
        bool,
        typer.Option(
            "--version", callback=_print_version, is_eager=True, help="print the version and exit"
        ),
    ] = False,
) -> None:
    """HeartRule: scripted, event-sourced counseling conversations with risk routing."""


for command in (
    conversation.demo,
    conversation.chat,
    conversation.validate,
    conversation.schema,
    conversation.replay,
    conversation.timeline,
    conversation.calls,
):
    app.command()(command)
app.command("relay")(relay.relay)
app.command("consume-projection")(relay.consume_projection)
app.command("evaluate")(evaluation.evaluate)
app.command("convert-dialogues")(evaluation_convert.convert_dialogues)
app.command("params")(params.params)
app.add_typer(risk.app, name="risk")
app.command("serve")(serve.serve)
app.add_typer(serve.keys, name="keys")


USER_PATH_ERRORS = (
    FileNotFoundError,
    IsADirectoryError,
    NotADirectoryError,
    PermissionError,
    FileExistsError,
)


SETTINGS_MODELS: tuple[type[BaseSettings], ...] = (Settings, RiskSettings)


def main() -> None:
    """Entry point of the ``heartrule`` console script.

    A path the user gave that cannot be read or written, or a setting that cannot be read, is a
    user error: one line, exit 2; a store or broker that cannot be reached is one line, exit 1.
    When stderr is not a terminal, usage errors are click's plain lines, not a wrapped box.
    """
    if not sys.stderr.isatty():
        app.rich_markup_mode = None
    try:
        app()
    except USER_PATH_ERRORS as exc:
        where = f"{exc.filename}: " if exc.filename else ""
        err.print(f"error: {escape(where + (exc.strerror or str(exc)))}")
        raise SystemExit(2) from None
    except (ValidationError, SettingsError) as exc:
        problem = settings_problem(exc)
        if problem is None:
            raise
        _report(problem)
        raise SystemExit(2) from None
    except (StoreUnreachableError, BrokerUnreachableError) as exc:
        _report(str(exc))
        raise SystemExit(1) from None


def settings_problem(exc: ValidationError | SettingsError) -> str | None:
    """What is wrong with the settings, naming each variable and never its value; None: not them."""
    if isinstance(exc, SettingsError):
        field = re.search(r'field "(\w+)"', str(exc))
        name = _variable(field.group(1)) if field else "a setting"
        return f"{name}: cannot be read ({exc.__cause__ or exc})"
    models = [model for model in SETTINGS_MODELS if model.__name__ == exc.title]
    if not models:
        return None
    return "; ".join(
        f"{_variable(str(error['loc'][0]), models)}: {error['msg']}"
        for error in exc.errors(include_url=False, include_input=False)
    )


def _variable(field: str, models: Sequence[type[BaseSettings]] = SETTINGS_MODELS) -> str:
    """The environment variable of a settings field."""
    for model in models:
        if field in model.model_fields:
            return f"{model.model_config.get('env_prefix', '')}{field}".upper()
    return field


def _report(problem: str) -> None:
    """One line on stderr: a JSON object when the environment asks for JSON logs."""
    if os.environ.get("HEARTRULE_LOG_FORMAT", "").strip().lower() == "json":
        record = {"event": "invalid_setting", "error": problem, "level": "error",
                  "timestamp": datetime.now(UTC).isoformat().replace("+00:00", "Z")}  # fmt: skip
        sys.stderr.write(json.dumps(record, ensure_ascii=False) + "\n")
    else:
        err.print(f"error: {escape(problem)}")
