"""``heartrule params REQUEST.json``: resolve dynamic_params; the output JSON on stdout.

Exit codes: 0 resolved; 1 ``_error`` with ``missing`` or ``invalid`` clauses (supply or correct
values in additional_context and send again); 2 the request could not be read; 3 ``_error`` with
a ``failed`` clause: the model could not be had (unreachable, 4xx, 5xx or 429 after the
retries, timed out, unusable answer) — send the same request later.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from pydantic import ValidationError

from adapters.cli.console import AlreadyJson, container, fail, run
from domain.params.commands import ResolveParams

DebugOption = Annotated[
    bool, typer.Option("--debug", help="also print now_ms, attempts and latencies on stderr")
]
TenantOption = Annotated[str, typer.Option("--tenant", help="the tenant to record it for")]
EXIT_NEEDS_INPUT = 1
EXIT_MODEL_FAILED = 3


def params(
    request_file: Annotated[Path, typer.Argument(help="the request as JSON ('-' for stdin)")],
    debug: DebugOption = False,
    tenant: TenantOption = "local",
    _json: AlreadyJson = False,
) -> None:
    """Resolve dynamic_params (exit 1: missing/invalid input, 3: the model failed, retry)."""
    command = _read(request_file)
    result = run(container().params.resolve(command, tenant_id=tenant))
    typer.echo(_dumps(result.output))
    if debug:
        typer.echo(_dumps(result.debug, indent=2), err=True)
    if result.model_failed:
        raise typer.Exit(EXIT_MODEL_FAILED)
    if not result.ok:
        raise typer.Exit(EXIT_NEEDS_INPUT)


def _read(request_file: Path) -> ResolveParams:
    try:
        text = sys.stdin.read() if str(request_file) == "-" else request_file.read_text("utf-8")
        return ResolveParams.model_validate(json.loads(text))
    except OSError as exc:
        fail(f"cannot read {request_file}: {exc.strerror}", 2)
    except json.JSONDecodeError as exc:
        fail(f"{request_file} is not JSON: {exc.msg} (line {exc.lineno})", 2)
    except ValidationError as exc:
        fail(f"{request_file} is not a valid request: {_first_problem(exc)}", 2)


def _first_problem(exc: ValidationError) -> str:
    first = exc.errors()[0]
    where = ".".join(str(part) for part in first["loc"]) or "(root)"
    return f"{where}: {first['msg']} ({exc.error_count()} problem(s))"


def _dumps(value: Any, indent: int | None = None) -> str:
    return json.dumps(value, ensure_ascii=False, indent=indent)
