"""Errors of the params use cases; the HTTP adapter maps each to one status."""

from __future__ import annotations


class ResolutionNotFoundError(LookupError):
    """No parameter resolution with that id for this tenant (another tenant's reads the same)."""
