"""Scoped variables (spec 004 §2): global > session > phase > topic namespaces.

Lookup goes topic → phase → session → global. A write goes to the declared scope, else to the
topic; a write never replaces a variable of another scope (a topic variable shadows a global one
of the same name, it never overwrites it). Closing a scope removes only its own variables.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from domain.shared.frozen import one_write


class VariableScope(StrEnum):
    GLOBAL = "global"
    SESSION = "session"
    PHASE = "phase"
    TOPIC = "topic"


LOOKUP_ORDER = (
    VariableScope.TOPIC,
    VariableScope.PHASE,
    VariableScope.SESSION,
    VariableScope.GLOBAL,
)

GLOBAL_HINTS = ("全局", "用户基础", "global")
SESSION_HINTS = ("会话", "累积", "session")
NUMBERS, SEQUENCES = (int, float), (list, tuple)
"""Tuples, not ``int | float``: a union in an ``isinstance`` call is built on every call."""


def infer_type(value: Any) -> str:
    """The spec's type names: string / number / boolean / array / object / null."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, NUMBERS):
        return "number"
    if isinstance(value, SEQUENCES):
        return "array"
    if isinstance(value, dict):
        return "object"
    return "string"


def infer_scope(name: str) -> VariableScope:
    """Scope of an undeclared output variable, from its name (spec 004 §2.2.2, step 2)."""
    lowered = name.lower()
    if any(hint in lowered for hint in GLOBAL_HINTS):
        return VariableScope.GLOBAL
    if any(hint in lowered for hint in SESSION_HINTS):
        return VariableScope.SESSION
    return VariableScope.TOPIC


@one_write
@dataclass(frozen=True)
class VariableValue:
    """A value with the metadata an audit needs."""

    value: Any
    type: str
    last_updated: str
    source: str
    scope: VariableScope

    def as_dict(self) -> dict[str, Any]:
        return {
            "value": self.value,
            "type": self.type,
            "lastUpdated": self.last_updated,
            "source": self.source,
            "scope": self.scope.value,
        }


@dataclass
class VariableStore:
    """The four namespaces. Mutated only by the Session's event handlers."""

    global_: dict[str, VariableValue] = field(default_factory=dict)
    session: dict[str, VariableValue] = field(default_factory=dict)
    phase: dict[str, dict[str, VariableValue]] = field(default_factory=dict)
    topic: dict[str, dict[str, VariableValue]] = field(default_factory=dict)

    def copy(self) -> VariableStore:
        """An independent store sharing the immutable values."""
        return VariableStore(
            dict(self.global_),
            dict(self.session),
            {key: dict(space) for key, space in self.phase.items()},
            {key: dict(space) for key, space in self.topic.items()},
        )

    def snapshot_state(self) -> dict[str, Any]:
        """The namespaces as JSON values: name → [value, type, last_updated, source]."""
        return {
            "global": _rows(self.global_),
            "session": _rows(self.session),
            "phase": {key: _rows(space) for key, space in self.phase.items()},
            "topic": {key: _rows(space) for key, space in self.topic.items()},
        }

    @classmethod
    def from_snapshot_state(cls, state: dict[str, Any]) -> VariableStore:
        """The store :meth:`snapshot_state` described; a value's scope is its namespace's."""
        return cls(
            _held(state["global"], VariableScope.GLOBAL),
            _held(state["session"], VariableScope.SESSION),
            {key: _held(rows, VariableScope.PHASE) for key, rows in state["phase"].items()},
            {key: _held(rows, VariableScope.TOPIC) for key, rows in state["topic"].items()},
        )

    def namespace(self, scope: VariableScope, scope_id: str) -> dict[str, VariableValue] | None:
        if scope is VariableScope.GLOBAL:
            return self.global_
        if scope is VariableScope.SESSION:
            return self.session
        nested = self.phase if scope is VariableScope.PHASE else self.topic
        return nested.get(scope_id)

    def resolve(self, name: str, *, phase_id: str, topic_id: str) -> VariableValue | None:
        """The visible value of ``name``: topic, then phase, then session, then global."""
        for scope in LOOKUP_ORDER:
            space = self.namespace(scope, topic_id if scope is VariableScope.TOPIC else phase_id)
            if space is not None and name in space:
                return space[name]
        return None

    def visible(self, *, phase_id: str, topic_id: str) -> dict[str, Any]:
        """Every visible name with its value, inner scopes shadowing outer ones."""
        merged: dict[str, Any] = {}
        for scope in reversed(LOOKUP_ORDER):
            space = self.namespace(scope, topic_id if scope is VariableScope.TOPIC else phase_id)
            merged.update({name: held.value for name, held in (space or {}).items()})
        return merged

    def write(self, name: str, held: VariableValue, scope_id: str) -> None:
        space = self.namespace(held.scope, scope_id)
        if space is None:
            raise KeyError(f"scope {held.scope.value}:{scope_id} is not open")
        space[name] = held

    def open(self, scope: VariableScope, scope_id: str) -> None:
        nested = self.phase if scope is VariableScope.PHASE else self.topic
        nested.setdefault(scope_id, {})

    def close(self, scope: VariableScope, scope_id: str) -> dict[str, VariableValue]:
        nested = self.phase if scope is VariableScope.PHASE else self.topic
        return nested.pop(scope_id, {})


def _rows(space: dict[str, VariableValue]) -> dict[str, list[Any]]:
    return {name: [h.value, h.type, h.last_updated, h.source] for name, h in space.items()}


def _held(rows: dict[str, list[Any]], scope: VariableScope) -> dict[str, VariableValue]:
    return {
        name: VariableValue(value, type_, at, source, scope)
        for name, (value, type_, at, source) in rows.items()
    }
