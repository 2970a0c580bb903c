"""The rule registry as data: YAML text in, a :class:`RuleRegistry` out."""

from __future__ import annotations

from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError

from domain.evaluation.errors import EvaluationError
from domain.evaluation.rules import RuleDefinition, RuleRegistry


class RuleFile(BaseModel):
    """The shape of a rules file: a version and a list of rule definitions."""

    model_config = ConfigDict(extra="forbid")

    version: int = 1
    rules: list[RuleDefinition]


def parse_rules(text: str, *, source: str = "<rules>") -> RuleRegistry:
    """Parse a YAML (or JSON) rules file; errors name the file and the field at fault."""
    try:
        data: Any = yaml.safe_load(text)
        return RuleRegistry(RuleFile.model_validate(data).rules)
    except yaml.YAMLError as exc:
        raise EvaluationError(f"{source}: not valid YAML: {exc}") from None
    except ValidationError as exc:
        raise EvaluationError(f"{source}: {_first_problem(exc)}") from None
    except EvaluationError as exc:
        raise EvaluationError(f"{source}: {exc}") from None


def _first_problem(exc: ValidationError) -> str:
    first = exc.errors()[0]
    where = ".".join(str(part) for part in first["loc"]) or "(root)"
    return f"field '{where}': {first['msg']} ({exc.error_count()} problem(s))"
