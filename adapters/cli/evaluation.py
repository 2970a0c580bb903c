"""``heartrule evaluate``: judge conversations against the rule registry; results on stdout.

Exit codes: 0 every entry was judged or skipped; 1 at least one entry or conversation ended in
an error (its result says why, every other one is still printed); 2 the command could not run.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn
from rich.table import Table

from adapters.cli.console import AlreadyJson, container
from application.evaluation.markdown_report import pass_rate_text, render_markdown
from application.evaluation.reports import BatchReport
from application.evaluation.service import DEFAULT_CONCURRENCY, EvaluationService
from domain.evaluation.errors import EvaluationError
from infrastructure.evaluation.jsonl import SourcedConversation, read_conversations
from infrastructure.evaluation.rule_files import load_rules

RulesOption = Annotated[Path | None, typer.Option("--rules", help="your own rules YAML/JSON")]
ReportOption = Annotated[Path | None, typer.Option("--report", help="write a Markdown report")]
MAX_WARNINGS_SHOWN = 20
EXIT_ENTRY_ERRORS = 1
EXIT_UNUSABLE = 2
ConcurrencyOption = Annotated[
    int, typer.Option("--concurrency", min=1, help="judge calls in flight at most")
]
TenantOption = Annotated[str, typer.Option("--tenant", help="the tenant the runs are recorded for")]


def evaluate(
    file: Annotated[Path, typer.Argument(help="conversations: FILE.jsonl, or one FILE.json")],
    rules: RulesOption = None,
    report: ReportOption = None,
    concurrency: ConcurrencyOption = DEFAULT_CONCURRENCY,
    tenant: TenantOption = "local",
    _json: AlreadyJson = False,
) -> None:
    """Evaluate conversations in the spec's input format (exit 1 if any entry errored)."""
    err = Console(stderr=True)
    try:
        service = _service(rules)
        sourced = read_conversations(file)
    except (EvaluationError, OSError) as exc:
        err.print(f"[red]error:[/red] {exc}")
        raise typer.Exit(EXIT_UNUSABLE) from None
    conversations = [item.data for item in sourced]
    batch = asyncio.run(_with_progress(service, conversations, tenant, concurrency, err))
    _print_results(batch, sourced, single=file.suffix == ".json" and len(sourced) == 1)
    _print_warnings(batch, err)
    err.print(summary_table(batch))
    err.print(f"batch {batch.batch_id} (its audit page: /audit/evaluations/{batch.batch_id})")
    if report:
        report.write_text(render_markdown(batch, title=f"Evaluation of {file.name}"), "utf-8")
        err.print(f"report written to {report}")
    if batch.has_errors:
        raise typer.Exit(EXIT_ENTRY_ERRORS)


def _service(rules: Path | None) -> EvaluationService:
    service = container().evaluation
    return service if rules is None else service.with_rules(load_rules(rules))


async def _with_progress(
    service: EvaluationService,
    conversations: list[Any],
    tenant: str,
    concurrency: int,
    err: Console,
) -> BatchReport:
    columns = (BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress("evaluating", *columns, console=err, transient=True) as progress:
        task = progress.add_task("evaluate", total=len(conversations))
        return await service.evaluate_batch(
            conversations,
            tenant_id=tenant,
            concurrency=concurrency,
            on_done=lambda _: progress.advance(task),
        )


def _print_results(
    batch: BatchReport, sourced: list[SourcedConversation], *, single: bool
) -> None:
    rows = [
        {**c.as_json(), "line": item.line}
        for c, item in zip(batch.conversations, sourced, strict=True)
    ]
    if single:
        typer.echo(json.dumps(rows[0], ensure_ascii=False, indent=2))
        return
    for row in rows:
        typer.echo(json.dumps(row, ensure_ascii=False))


def _print_warnings(batch: BatchReport, err: Console) -> None:
    lines = [f"⚠️  {c.key}: {w}" for c in batch.conversations for w in c.warnings]
    lines += [f"✗ {c.key}: {c.error}" for c in batch.failed]
    shown = lines if len(lines) <= MAX_WARNINGS_SHOWN else lines[:MAX_WARNINGS_SHOWN]
    for line in shown:
        err.print(line, markup=False, soft_wrap=True)
    if len(shown) < len(lines):
        err.print(f"… {len(lines) - len(shown)} more warning(s) in the JSON results", markup=False)


def summary_table(batch: BatchReport) -> Table:
    """Pass rates per rule (triggered / judged)."""
    table = Table(title=f"{len(batch.conversations)} conversation(s)")
    table.add_column("rule", no_wrap=True)
    for column in ("judged", "triggered", "pass rate", "skipped", "errors"):
        table.add_column(column, justify="right")
    for s in batch.summary():
        cells = (s.judged, s.triggered, pass_rate_text(s), s.skipped, s.errors)
        table.add_row(s.rule, *(str(c) for c in cells))
    return table
