"""Cheap copies of aggregates whose values are immutable.

The event store copies an aggregate every time it serves one from its cache, so that a command
that fails half-way cannot corrupt the cached state. Python's generic ``deepcopy`` walks every
object; aggregates whose attributes are immutable values only need their containers copied.
"""

from __future__ import annotations

from typing import Any, TypeVar

A = TypeVar("A")


def clone_aggregate(aggregate: A) -> A:
    """A shallow copy with its own list of pending events; the caller copies other containers.

    Built from a new object and the attributes' dictionary: ``copy.copy`` goes through the
    pickle protocol (``__reduce_ex__``), several times slower for an aggregate.
    """
    clone: A = object.__new__(type(aggregate))
    vars(clone).update(vars(aggregate))
    pending: list[Any] = list(getattr(aggregate, "_pending_events", []))
    clone._pending_events = pending  # type: ignore[attr-defined]
    return clone
