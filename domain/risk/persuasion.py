"""The medium-risk persuasion state machine (spec 001 §7.2): pure transitions, no I/O.

``resistance_count`` counts persuasion replies actually given, so "at most 5 persuasion turns"
is an invariant of the counter itself (ADR 0013).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Final, Literal

from domain.risk.signals import ResistanceType, detect_resistance, is_acceptance

MAX_PERSUASION_TURNS: Final = 5

ReplyKind = Literal[
    "initial_suggestion", "detecting_resistance", "handling_resistance", "accepted", "resources"
]


class PersuasionState(StrEnum):
    INITIAL_SUGGESTION = "initial_suggestion"
    DETECTING_RESISTANCE = "detecting_resistance"
    HANDLING_RESISTANCE = "handling_resistance"
    ACCEPTED = "accepted"
    REJECTED = "rejected"
    PROVIDING_RESOURCES = "providing_resources"


FINISHED: Final = frozenset({PersuasionState.ACCEPTED, PersuasionState.REJECTED,
                            PersuasionState.PROVIDING_RESOURCES})


@dataclass(frozen=True)
class Persuasion:
    """Where one user is in the machine."""

    state: PersuasionState = PersuasionState.INITIAL_SUGGESTION
    resistance_count: int = 0
    resistance_type: ResistanceType | None = None

    @property
    def finished(self) -> bool:
        """Accepted, or declined and given resources: the machine has nothing left to ask."""
        return self.state in FINISHED


@dataclass(frozen=True)
class PersuasionStep:
    """One turn: which reply to give, and the machine before and after."""

    reply: ReplyKind
    before: Persuasion
    after: Persuasion
    trigger: str


def step(current: Persuasion, user_text: str) -> PersuasionStep:
    """Advance the machine by one user message."""
    resistance = detect_resistance(user_text)
    accepted = is_acceptance(user_text)
    trigger = f"resistance:{resistance}" if resistance else "acceptance" if accepted else "none"
    reply, after = _transition(current, resistance, accepted)
    return PersuasionStep(reply, current, after, trigger)


def _transition(
    now: Persuasion, resistance: ResistanceType | None, accepted: bool
) -> tuple[ReplyKind, Persuasion]:
    state = now.state
    if state is PersuasionState.INITIAL_SUGGESTION:
        return "initial_suggestion", _after_suggestion(now, resistance, accepted)
    if accepted or state is PersuasionState.ACCEPTED:
        return "accepted", replace(now, state=PersuasionState.ACCEPTED)
    if state is PersuasionState.DETECTING_RESISTANCE and resistance is None:
        return "detecting_resistance", now
    if state in (PersuasionState.DETECTING_RESISTANCE, PersuasionState.HANDLING_RESISTANCE):
        return _persuade(now, resistance)
    return "resources", replace(now, state=PersuasionState.PROVIDING_RESOURCES)


def _after_suggestion(
    now: Persuasion, resistance: ResistanceType | None, accepted: bool
) -> Persuasion:
    if resistance:
        return replace(now, state=PersuasionState.HANDLING_RESISTANCE, resistance_type=resistance)
    if accepted:
        return replace(now, state=PersuasionState.ACCEPTED)
    return replace(now, state=PersuasionState.DETECTING_RESISTANCE)


def _persuade(now: Persuasion, resistance: ResistanceType | None) -> tuple[ReplyKind, Persuasion]:
    if now.resistance_count >= MAX_PERSUASION_TURNS:
        return "resources", replace(now, state=PersuasionState.REJECTED)
    return "handling_resistance", Persuasion(
        PersuasionState.HANDLING_RESISTANCE,
        now.resistance_count + 1,
        resistance or now.resistance_type,
    )
