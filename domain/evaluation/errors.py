"""What can be wrong with an evaluation request; each error names the part at fault."""

from __future__ import annotations

from domain.shared.errors import DomainError


class EvaluationError(DomainError):
    """An evaluation request or rule registry breaks a rule of the evaluation context."""


class MalformedRuleError(EvaluationError):
    """A rule string is not ``multi_turn:<N_th|FIRST_N>:<conv|ask>:<rule name>``."""


class UnknownRuleError(EvaluationError):
    """A rule string names a rule the registry does not hold."""


class MalformedNError(EvaluationError):
    """``N`` is not a positive integer, ``"auto"`` or ``{"value": "auto", "offset": k}``."""


class InvalidConversationError(EvaluationError):
    """A conversation to evaluate has no usable messages or a malformed field."""
