"""What every CLI command shares: the container, consoles, and turning errors into exits."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Coroutine
from typing import Annotated, Any, NoReturn, TypeVar

import typer
from rich.console import Console

from bootstrap import Container, bootstrap
from infrastructure.logging import configure_logging
from infrastructure.settings import Settings

T = TypeVar("T")

DEFAULT_TENANT = "local"  # every command's --tenant default, so chat and risk see one user

JSON_HELP = "machine-readable: JSON on stdout"
JsonOption = Annotated[bool, typer.Option("--json", help=JSON_HELP)]
SAME_JSON_HELP = "accepted by every command that prints data; this one always prints JSON"
AlreadyJson = Annotated[bool, typer.Option("--json", help=SAME_JSON_HELP)]

out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False, soft_wrap=True)  # a line is never split


def configure_logging_from(settings: Settings) -> None:
    """Logging as the settings say: format, level, whether user text is written."""
    configure_logging(
        fmt=settings.log_format, level=settings.log_level, user_text=settings.log_user_text
    )


def container(settings: Settings | None = None) -> Container:
    """Configure logging from settings, then build the application."""
    settings = settings or Settings()
    configure_logging_from(settings)
    return bootstrap(settings)


def run(coroutine: Coroutine[Any, Any, T]) -> T:
    return asyncio.run(coroutine)


def echo_json(value: Any) -> None:
    """One JSON document on one line of stdout."""
    typer.echo(json.dumps(value, ensure_ascii=False, default=str))


def fail(message: str, code: int = 1) -> NoReturn:
    err.print(f"[red]error:[/red] {message}", markup=True)
    raise typer.Exit(code)
