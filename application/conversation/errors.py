"""Errors of the conversation use cases; the HTTP adapter maps each to one status."""

from __future__ import annotations

from domain.shared.errors import DomainError


class SessionNotFoundError(LookupError):
    """No session with that id for this tenant (another tenant's id reads the same)."""


class ConcurrentTurnError(DomainError):
    """Another message on the same session was stored first; nothing of this one was kept."""

    retry_after_s = 1


class IdempotencyKeyReusedError(DomainError):
    """The idempotency key was already used on this session for a different message."""


class FormExpectedError(DomainError):
    """The session waits for a form submission, not a chat message (or the reverse)."""


class FormInvalidError(DomainError):
    """A form submission is missing fields or has values of the wrong kind."""
