"""Errors the risk domain raises."""

from __future__ import annotations

from domain.shared.errors import DomainError


class RiskError(DomainError):
    """A rule of the risk context was broken."""


class InvalidQuestionnaireError(RiskError):
    """A questionnaire answer sheet has the wrong number of items or an item out of range."""


class RouteDowngradeError(RiskError):
    """Something tried to move a route down; routes only go up (spec 001 §2.2)."""
