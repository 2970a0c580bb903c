"""Errors the conversation domain raises, each naming what was wrong."""

from __future__ import annotations

from domain.shared.errors import DomainError


class SessionNotAcceptingInputError(DomainError):
    """The session is completed, failed, or waiting for something else."""


class InvalidUserMessageError(DomainError):
    """An empty or oversized user message."""


class ScopeNotOpenError(DomainError):
    """A write or close named a phase/topic scope that is not open."""


class ScriptVersionNotFoundError(DomainError, LookupError):
    """The script exists but has no version of that number."""


class UnknownScriptSessionError(DomainError, LookupError):
    """The script has no session of that name."""


class ActionRunRuleError(DomainError):
    """An ActionRun was asked to break one of its rules (round bound, exit policy, order)."""
