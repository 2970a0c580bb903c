"""``heartrule serve``: the HTTP API under uvicorn; ``heartrule keys``: API key helpers."""

from __future__ import annotations

import contextlib
import json
import socket
import sys
from typing import TYPE_CHECKING, Annotated, Any

import typer

from adapters.cli.console import AlreadyJson, configure_logging_from, container, echo_json, err
from adapters.http.auth import hash_api_key, new_api_key
from bootstrap import freeze_startup_heap
from infrastructure.settings import Settings

if TYPE_CHECKING:
    import uvicorn

keys = typer.Typer(help="API keys: settings hold their sha256 digests, never the keys.")


def serve(
    host: Annotated[
        str | None, typer.Option(help="interface to listen on [default: HEARTRULE_HTTP_HOST]")
    ] = None,
    port: Annotated[
        int | None, typer.Option(help="TCP port [default: HEARTRULE_HTTP_PORT]")
    ] = None,
    workers: Annotated[
        int | None,
        typer.Option(
            min=1,
            help="processes [default: HEARTRULE_HTTP_WORKERS]; above 1, concurrent messages on "
            "one session may meet as 409 (ADR 0063) and the rate bound is per process",
        ),
    ] = None,
) -> None:
    """Serve the HTTP API (OpenAPI at /docs) until interrupted."""
    import uvicorn
    from uvicorn.supervisors import Multiprocess

    settings = Settings()
    options: dict[str, Any] = {
        "host": host or settings.http_host,
        "port": port or settings.http_port,
        "access_log": False,
        "log_level": "warning",
        "log_config": None,  # uvicorn logs through the root handler: structlog (ADR 0143)
    }
    count = workers or settings.http_workers
    if count > 1:
        # Each worker process builds its own container from the same settings.
        configure_logging_from(settings)
        target = "adapters.cli.serve:app_from_settings"
        config = uvicorn.Config(target, factory=True, workers=count, **options)
        with contextlib.suppress(KeyboardInterrupt):
            Multiprocess(config, sockets=[listening_socket(config)]).run()
        return
    uvicorn.run(app_from_settings(settings), **options)


def listening_socket(config: uvicorn.Config) -> socket.socket:
    """The socket the workers share, with Nagle's algorithm off for every connection it
    accepts. uvicorn's own (``uvicorn.run(workers=N)``) leaves it on, and an answer written in
    two parts then waits for the client's delayed ACK: about 40 ms a request on a keep-alive
    connection. One process binding its own port does not have the delay."""
    sock = config.bind_socket()
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return sock


def app_from_settings(settings: Settings | None = None) -> Any:
    """The app of a serving process (one, or each worker): settings from the environment unless
    given, logging configured, the start-up heap frozen (ADR 0137)."""
    from adapters.http.app import create_app

    app = create_app(container(settings))
    freeze_startup_heap()
    return app


@keys.command("hash")
def hash_key(
    key: Annotated[
        str | None,
        typer.Argument(
            help="the key; read from stdin when left out (keeps it out of shell history)"
        ),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help='{"digest": ...} on stdout')] = False,
) -> None:
    """Print the sha256 digest of a key, for HEARTRULE_API_KEYS or the keys file."""
    given = key if key is not None else sys.stdin.readline().strip()
    if not given:
        err.print("[red]error:[/red] no key given")
        raise typer.Exit(2)
    if as_json:
        echo_json({"digest": hash_api_key(given)})
        return
    typer.echo(hash_api_key(given))


@keys.command("new")
def new_key(
    tenant: Annotated[str, typer.Option(help="the tenant the key is for")],
    _json: AlreadyJson = False,
) -> None:
    """Make a random key: prints the key once (stderr) and the settings entry (stdout)."""
    key = new_api_key()
    typer.echo(f"key for {tenant} (shown once, hand it to the caller): {key}", err=True)
    typer.echo(json.dumps({tenant: [hash_api_key(key)]}, ensure_ascii=False))
