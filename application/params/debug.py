"""The debug information of a resolution: now_ms used, attempts and latencies per property."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from application.params.outcomes import PropertyOutcome
from domain.params.commands import ResolveParams
from domain.params.resolution import ParamResolution


def debug_info(
    resolution: ParamResolution,
    command: ResolveParams,
    now_source: str,
    outcomes: Sequence[PropertyOutcome],
) -> dict[str, Any]:
    return {
        "resolution_id": str(resolution.id),
        "now_ms": resolution.now_ms,
        "now_ms_source": now_source,
        "timezone": resolution.timezone,
        "max_concurrency": command.max_concurrency,
        "wall_ms": resolution.wall_ms,
        "properties": {outcome.name: _property(outcome) for outcome in outcomes},
    }


def _property(outcome: PropertyOutcome) -> dict[str, Any]:
    return {
        "status": outcome.status,
        "reason": outcome.reason,
        "sources": outcome.sources,
        "time_expression": outcome.time_expression,
        "schema": outcome.schema_note,
        "attempts": len(outcome.calls),
        "latencies_ms": [round(call.latency_ms, 3) for call in outcome.calls],
        "models": sorted({call.model for call in outcome.calls if call.model}),
        "errors": [call.error for call in outcome.calls if call.error],
        "problems": outcome.problems,
    }
