"""What screening one user turn found, handed to the conversation engine."""

from __future__ import annotations

from dataclasses import dataclass
from uuid import UUID

from eventsourcing.domain import Aggregate

from domain.risk.routes import Route
from domain.shared.frozen import one_write


@one_write
@dataclass(frozen=True)
class Screening:
    """The route that answers this turn and why; ``pending`` holds unsaved aggregates.

    ``route`` is the route this turn is answered on. It equals the stored route, except when
    every scorer failed: then the turn is answered as ``high`` (fail safe) while the stored
    route stays where it was, because an outage is not evidence (ADR 0014).

    ``held``: the route's agent answers instead of the script — always on high, and on medium
    until the persuasion machine has finished (ADR 0104). ``texts`` is the scored window.
    """

    tenant_id: str
    user_id: str
    session_id: UUID
    route: Route
    rigid_score: float
    upgraded: bool
    scorer_failed: bool
    reason: str
    score: float | None
    evidence: tuple[str, ...]
    pending: tuple[Aggregate, ...]
    held: bool = False
    texts: tuple[str, ...] = ()

    @property
    def fail_safe(self) -> bool:
        """True when no scorer answered and the turn is answered as high risk."""
        return self.scorer_failed and self.score is None
