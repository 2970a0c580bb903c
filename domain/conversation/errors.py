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


class ScriptVersionConflictError(DomainError):
    """A version was edited from one that is no longer the latest: saving it would drop the
    versions published since (a colleague's edit)."""

    def __init__(self, name: str, based_on: int, latest: int) -> None:
        self.based_on = based_on
        self.latest = latest
        if based_on == 0:
            message = f"a script named '{name}' already exists (latest version {latest})"
        else:
            message = (
                f"script '{name}' was edited from version {based_on}, but version {latest} "
                "has been published since"
            )
        super().__init__(message)


class UnknownScriptSessionError(DomainError, LookupError):
    """The script has no session of that name."""


class ActionRunRuleError(DomainError):
    """An ActionRun was asked to break one of its rules (round bound, exit policy, order)."""


class SafetyHoldError(DomainError):
    """A safety hold was released where it must hold (a high route, or no hold at all)."""
