"""Cheap copies of aggregates whose values are immutable.

The event store copies an aggregate every time it serves one from its cache, so that a command
that fails half-way cannot corrupt the cached state. Python's generic ``deepcopy`` walks every
object; aggregates whose attributes are immutable values only need their containers copied.

A save puts the saved aggregate itself in the cache, not a copy (ADR 0286), and copies it only
if it is to change (copy-on-write): a command called on it afterwards first hands the cache a copy
as saved (:func:`before_command`, called by ``domain.shared.events`` before every command), and
the store copies it before a fast-forward changes it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar
from weakref import WeakMethod, ref

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


# -- saved aggregates, shared with the store's cache (ADR 0286) -----------------------------------

_SAVED: dict[int, tuple[ref[Any], WeakMethod[Callable[[Any], None]]]] = {}
"""The aggregates a save put in the cache as they are (not copied), by ``id``, each with what to
call before it changes: the object the caller saved is the one the cache holds. Each entry
leaves with its aggregate (a weak reference's callback). The store's method is held weakly too:
held strongly, this module would keep every store, its cache and its aggregates alive."""


def share_saved(aggregate: Any, before_change: Callable[[Any], None]) -> None:
    """Note that the cache holds ``aggregate`` itself since its save; ``before_change`` (a
    bound method of the store) is called once, with it, before a command changes it (the cache
    takes a copy then)."""
    key = id(aggregate)

    def gone(reference: ref[Any]) -> None:
        entry = _SAVED.get(key)
        if entry is not None and entry[0] is reference:
            _SAVED.pop(key, None)

    _SAVED[key] = (ref(aggregate, gone), WeakMethod(before_change))


def _taken(aggregate: Any) -> WeakMethod[Callable[[Any], None]] | None:
    """The entry's method if ``aggregate`` is the very object a save shared, the entry removed."""
    entry = _SAVED.get(id(aggregate)) if _SAVED else None
    if entry is None or entry[0]() is not aggregate:
        return None
    _SAVED.pop(id(aggregate), None)
    return entry[1]


def is_shared(aggregate: Any) -> bool:
    """Whether ``aggregate`` is the very object a save put in the cache."""
    entry = _SAVED.get(id(aggregate)) if _SAVED else None
    return entry is not None and entry[0]() is aggregate


def unshare(aggregate: Any) -> None:
    """Forget that ``aggregate`` is shared (the cache holds a copy in its place now)."""
    _taken(aggregate)


def before_command(aggregate: Any) -> None:
    """Called before a command changes ``aggregate``: if a save shared it with the cache, the
    cache is given a copy of it as saved first (copy-on-write, ADR 0286)."""
    method = _taken(aggregate)
    call = method() if method is not None else None
    if call is not None:
        call(aggregate)
