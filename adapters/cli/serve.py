"""``heartrule serve``: the HTTP API under uvicorn; ``heartrule keys``: API key helpers."""

from __future__ import annotations

import json
import sys
from typing import Annotated

import typer

from adapters.cli.console import container, err
from adapters.http.auth import hash_api_key, new_api_key

keys = typer.Typer(help="API keys: settings hold their sha256 digests, never the keys.")


def serve(
    host: Annotated[str, typer.Option(help="interface to listen on")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="TCP port")] = 8000,
) -> None:
    """Serve the HTTP API (OpenAPI at /docs) until interrupted."""
    import uvicorn

    from adapters.http.app import create_app

    app = create_app(container())
    uvicorn.run(app, host=host, port=port, access_log=False, log_level="warning")


@keys.command("hash")
def hash_key(
    key: Annotated[
        str | None,
        typer.Argument(
            help="the key; read from stdin when left out (keeps it out of shell history)"
        ),
    ] = None,
) -> None:
    """Print the sha256 digest of a key, for HEARTRULE_API_KEYS or the keys file."""
    given = key if key is not None else sys.stdin.readline().strip()
    if not given:
        err.print("[red]error:[/red] no key given")
        raise typer.Exit(2)
    typer.echo(hash_api_key(given))


@keys.command("new")
def new_key(tenant: Annotated[str, typer.Option(help="the tenant the key is for")]) -> None:
    """Make a random key: prints the key once (stderr) and the settings entry (stdout)."""
    key = new_api_key()
    typer.echo(f"key for {tenant} (shown once, hand it to the caller): {key}", err=True)
    typer.echo(json.dumps({tenant: [hash_api_key(key)]}, ensure_ascii=False))
