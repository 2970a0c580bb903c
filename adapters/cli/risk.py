"""``heartrule risk ...``: score messages, assess questionnaires, show a user's route history."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator, Sequence
from dataclasses import asdict
from typing import Annotated, Any

import typer

from adapters.cli.console import DEFAULT_TENANT, AlreadyJson, container, fail, run
from application.risk.limits import ScoringLimitError
from application.risk.ports import LayerScore, RiskScore, RiskScorerError
from application.risk.service import RiskService
from domain.risk.errors import InvalidQuestionnaireError
from domain.risk.routes import HIGH_RISK_DIRECT_THRESHOLD, MEDIUM_RISK_THRESHOLD

app = typer.Typer(help="Risk routing: score messages, questionnaires, route history.",
                  no_args_is_help=True)

TenantOption = Annotated[str, typer.Option("--tenant", help="the tenant the user belongs to")]


def level(score: float) -> str:
    """The spec's thresholds: ≥ 0.95 direct high, ≥ 0.70 medium, else none."""
    if score >= HIGH_RISK_DIRECT_THRESHOLD:
        return "high"
    return "medium" if score >= MEDIUM_RISK_THRESHOLD else "none"


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, default=str)


def _layer(layer: LayerScore) -> dict[str, Any]:
    score = None if layer.score is None else round(layer.score, 4)
    return {"layer": layer.layer, "score": score,
            "level": "not scored" if score is None else level(score),
            "evidence": list(layer.evidence)}


def _line(result: RiskScore, extra: dict[str, Any]) -> str:
    return _dumps({**extra, "score": round(result.score, 4), "level": level(result.score),
                   "decided_by": result.decided_by or result.scorer,
                   "layers": [_layer(layer) for layer in result.layers],
                   "evidence": list(result.evidence), "scorer": result.scorer})


def _stdin_windows() -> Iterator[tuple[list[str], dict[str, Any]]]:
    for number, raw in enumerate(sys.stdin, start=1):
        if not raw.strip():
            continue
        try:
            item = json.loads(raw)
            texts = [item["text"]] if "text" in item else list(item["texts"])
        except (json.JSONDecodeError, KeyError, TypeError):
            fail(f"stdin line {number} is not a JSON object with a 'text' field", 2)
        yield texts, {k: item[k] for k in ("id",) if k in item} | {"text": " / ".join(texts)}


def _score(service: RiskService, texts: Sequence[str]) -> RiskScore:
    try:
        return run(service.score_texts(texts))
    except ScoringLimitError as exc:
        fail(str(exc), 2)
    except RiskScorerError as exc:
        fail(f"no risk scorer answered: {exc}")


@app.command("score")
def score(
    texts: Annotated[list[str] | None, typer.Argument(
        help="one message, or several turns scored as one window; none: JSON lines on stdin"
    )] = None,
    _json: AlreadyJson = False,
) -> None:
    """Score a message (0–1): each layer's score and evidence, and the layer that decided.

    ≥ 0.70 is medium, ≥ 0.95 direct high. Nothing is recorded.
    """
    service = container().risk
    if texts:
        typer.echo(_line(_score(service, texts), {"text": " / ".join(texts)}))
        return
    for window, extra in _stdin_windows():
        typer.echo(_line(_score(service, window), extra))


def _items(raw: str | None, name: str) -> list[int] | None:
    if raw is None:
        return None
    try:
        return [int(part) for part in raw.replace(" ", "").split(",") if part != ""]
    except ValueError:
        fail(f"{name} must be comma-separated integers 0–3, got {raw!r}", 2)


@app.command("assess")
def assess(
    user: Annotated[str, typer.Option("--user", help="the user's id")],
    phq9: Annotated[str | None, typer.Option(help="nine items 0–3, e.g. 1,1,2,1,1,1,1,1,0")] = None,
    gad7: Annotated[str | None, typer.Option(help="seven items 0–3")] = None,
    tenant: TenantOption = DEFAULT_TENANT,
    _json: AlreadyJson = False,
) -> None:
    """Record PHQ-9 / GAD-7 answers for a user and print the route they lead to."""
    if phq9 is None and gad7 is None:
        fail("give --phq9, --gad7 or both", 2)
    service = container().risk
    try:
        result = service.assess_questionnaires(
            tenant_id=tenant, user_id=user, phq9_items=_items(phq9, "--phq9"),
            gad7_items=_items(gad7, "--gad7"))
    except InvalidQuestionnaireError as exc:
        fail(str(exc), 2)
    typer.echo(_dumps(asdict(result)))


@app.command("history")
def history(user: Annotated[str, typer.Argument(help="the user's id")],
            tenant: TenantOption = DEFAULT_TENANT, _json: AlreadyJson = False) -> None:
    """Every change of a user's route, with its reason, one JSON line each."""
    entries = container().risk.route_history(tenant_id=tenant, user_id=user)
    if not entries:
        fail(f"no risk route for user {user!r} in tenant {tenant!r}")
    for entry in entries:
        typer.echo(_dumps(asdict(entry)))


@app.command("safety-script")
def safety_script(
    locale: Annotated[str, typer.Option(help="zh-CN, en, ...")] = "zh-CN",
    as_json: Annotated[bool, typer.Option("--json", help='{"locale": ..., "text": ...}')] = False,
) -> None:
    """Print the reviewed high-risk safety script for a locale."""
    text = container().risk.safety_script(locale)
    typer.echo(_dumps({"locale": locale, "text": text}) if as_json else text)
