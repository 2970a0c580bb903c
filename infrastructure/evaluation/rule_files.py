"""Rule registries read from files: the shipped ``config/evaluation/rules.yaml`` or a user's own."""

from __future__ import annotations

from pathlib import Path

from application.evaluation.rule_registry import parse_rules
from domain.evaluation.errors import EvaluationError
from domain.evaluation.rules import RuleRegistry

SHIPPED_RULES = Path("evaluation") / "rules.yaml"


def shipped_rules_path(content_dir: Path) -> Path:
    """Where the shipped registry lives under the content directory."""
    return content_dir / SHIPPED_RULES


def load_rules(path: Path) -> RuleRegistry:
    """Read a YAML or JSON rules file; errors name the file."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise EvaluationError(f"cannot read rules file {path}: {exc.strerror}") from None
    return parse_rules(text, source=str(path))
