"""The root of every error the domain raises: callers catch one type and read its context."""

from __future__ import annotations


class DomainError(Exception):
    """A rule of the domain was broken; the message says which and where."""
