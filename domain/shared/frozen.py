"""Frozen dataclass instances made with one attribute write instead of one per field (ADR 0294).

A frozen dataclass's generated ``__init__`` sets each field through ``object.__setattr__`` (the
class's own ``__setattr__`` refuses): a Python-level call and a slot wrapper per field. The
library builds four to five of them for every event saved (the event, its stored event, its
notification, its recording) and one notification for every event read; its own mapper already
makes the events it reads by writing their ``__dict__`` at once. :func:`made` does the same for
the classes named in ``ADR 0294``: given every field, in the order of ``dataclasses.fields``, it
gives what ``cls(**state)`` gives — equal, of equal hash and repr, with ``vars()`` in the same
order — for classes with no ``__post_init__`` and no field ``init=False``. Callers keep their
checks that ``__post_init__`` would make (the library's events check their originator id).
"""

from __future__ import annotations

from typing import Any, TypeVar

T = TypeVar("T")

_new = object.__new__
_set = object.__setattr__


def made(cls: type[T], state: dict[str, Any]) -> T:
    """An instance of ``cls`` whose attributes are ``state`` (taken, not copied)."""
    instance = _new(cls)
    _set(instance, "__dict__", state)
    return instance
