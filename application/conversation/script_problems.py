"""What is wrong with a script, located by source, line and field."""

from __future__ import annotations

from dataclasses import dataclass

from domain.shared.errors import DomainError


@dataclass(frozen=True)
class ScriptProblem:
    """One thing wrong with a script, where it is, and what was expected."""

    source: str
    line: int
    field: str
    message: str

    def __str__(self) -> str:
        where = f"{self.source}:{self.line}"
        return (
            f"{where}: {self.field}: {self.message}" if self.field else f"{where}: {self.message}"
        )


class ScriptInvalidError(DomainError):
    """The script cannot run; ``problems`` lists every reason."""

    def __init__(self, problems: list[ScriptProblem]) -> None:
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


def refused(source: str, line: int, message: str) -> ScriptInvalidError:
    """One problem of the whole document at ``line``."""
    return ScriptInvalidError([ScriptProblem(source, line, "", message)])
