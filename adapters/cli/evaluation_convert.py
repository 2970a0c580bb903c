"""``heartrule convert-dialogues``: real dialogue datasets to the evaluation input format."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated, Any

import typer

from adapters.cli.console import echo_json
from bootstrap import bootstrap
from infrastructure.evaluation.dialogue_converters import (
    DialogueFormatError,
    convert_cpsycound,
    convert_esconv,
    default_rule_list,
)
from infrastructure.evaluation.jsonl import write_jsonl
from infrastructure.evaluation.rule_files import load_rules


def convert_dialogues(
    source: Annotated[
        Path, typer.Argument(help="a CPsyCounD Data/ folder or case file, or ESConv")
    ],
    out: Annotated[Path, typer.Option("--out", help="the JSONL file to write")],
    limit: Annotated[int | None, typer.Option("--limit", min=1)] = None,
    rules: Annotated[Path | None, typer.Option("--rules", help="rules YAML/JSON")] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help='{"written": n, "out": path} on stdout')
    ] = False,
) -> None:
    """Write one evaluation input per dialogue, with every rule's default rule string."""
    registry = load_rules(rules) if rules else bootstrap().evaluation.rules
    try:
        rows = list(_convert(source, default_rule_list(registry), limit))
    except DialogueFormatError as exc:
        typer.echo(f"error: {exc}", err=True)  # one line, the file and line it is about
        raise typer.Exit(2) from None
    write_jsonl(out, rows)
    if as_json:
        echo_json({"written": len(rows), "out": str(out)})
        return
    typer.echo(f"{len(rows)} conversation(s) written to {out}", err=True)


def _convert(source: Path, rule_list: list[dict[str, Any]], limit: int | None) -> Iterator[Any]:
    if source.is_dir():
        yield from convert_cpsycound(case_files(source)[:limit], rule_list)
    elif source.name.startswith("case_"):
        yield from convert_cpsycound([source], rule_list)
    else:
        yield from convert_esconv(source, rule_list, limit=limit)


def case_files(folder: Path) -> list[Path]:
    """CPsyCounD case files in numeric order."""
    return sorted(folder.glob("case_*.txt"), key=lambda p: int(re.sub(r"\D", "", p.stem) or 0))
