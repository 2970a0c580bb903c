"""Errors of the params context."""

from __future__ import annotations

from domain.shared.errors import DomainError


class ParamsError(DomainError):
    """A parameter resolution rule was broken."""


class UnknownPropertyError(ParamsError):
    """A fact was recorded for a logic property the request did not name."""
