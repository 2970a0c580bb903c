"""``heartrule``: the command line. Each context registers its commands in its own module."""

from __future__ import annotations

from typing import Annotated

import typer
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


def main() -> None:
    """Entry point of the ``heartrule`` console script.

    A path the user gave that cannot be read or written is a user error: one line, exit 2.
    """
    try:
        app()
    except USER_PATH_ERRORS as exc:
        where = f"{exc.filename}: " if exc.filename else ""
        err.print(f"error: {escape(where + (exc.strerror or str(exc)))}")
        raise SystemExit(2) from None
