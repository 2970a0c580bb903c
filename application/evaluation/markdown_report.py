"""A batch report as Markdown: pass rates per rule, then each conversation's outcomes."""

from __future__ import annotations

from application.evaluation.reports import BatchReport, ConversationReport, RuleStats

SUMMARY_HEADER = (
    "| rule | judged | triggered | pass rate | skipped | errors |\n|---|---:|---:|---:|---:|---:|"
)


def render_markdown(report: BatchReport, *, title: str = "Evaluation report") -> str:
    """The whole report; conversation text is never included, only keys, rules and reasons."""
    total = len(report.conversations)
    parts = [
        f"# {_cell(title)}",
        f"{total} conversation(s), {len(report.failed)} rejected as invalid input.",
        "## Pass rates per rule",
        "\n".join([SUMMARY_HEADER, *(_summary_row(stats) for stats in report.summary())]),
        "## Conversations",
        *(_conversation(c) for c in report.conversations),
    ]
    return "\n\n".join(parts) + "\n"


def pass_rate_text(stats: RuleStats) -> str:
    rate = stats.pass_rate
    return "—" if rate is None else f"{rate:.1%}"


def _summary_row(stats: RuleStats) -> str:
    cells = (stats.judged, stats.triggered, pass_rate_text(stats), stats.skipped, stats.errors)
    return f"| `{_cell(stats.rule)}` | " + " | ".join(str(c) for c in cells) + " |"


def _conversation(report: ConversationReport) -> str:
    heading = f"### {_cell(report.key)}"
    if report.error:
        return f"{heading}\n\nrejected: {_cell(report.error)}"
    rows = [
        f"| `{_cell(r.rule)}` | {r.status} | {r.triggered} | {r.kwargs.get('N', '')} "
        f"| {_cell(r.reason)} |"
        for r in report.results
    ]
    table = "| rule | status | triggered | N | reason |\n|---|---|---|---:|---|"
    return "\n".join([heading, "", f"run `{report.run_id}`", "", table, *rows])


def _cell(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|")
