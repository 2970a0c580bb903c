"""Errors of the evaluation use cases; the HTTP adapter maps each to one status."""

from __future__ import annotations


class EvaluationRunNotFoundError(LookupError):
    """No evaluation run with that id for this tenant (another tenant's id reads the same)."""


class EvaluationBatchNotFoundError(LookupError):
    """No evaluation batch with that id for this tenant (another tenant's id reads the same)."""
