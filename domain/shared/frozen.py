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

import dataclasses
import inspect
from typing import Any, TypeVar

T = TypeVar("T")

_new = object.__new__
_set = object.__setattr__


def made(cls: type[T], state: dict[str, Any]) -> T:
    """An instance of ``cls`` whose attributes are ``state`` (taken, not copied)."""
    instance = _new(cls)
    _set(instance, "__dict__", state)
    return instance


class _Factory:
    """The default of a field with a ``default_factory`` in a one-write ``__init__``'s signature,
    shown as dataclasses shows its own (``<factory>``)."""

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()
_PREFIX = "_hr_"
GENERATED: dict[type, Any] = {}
"""Each ``one_write`` class's ``__init__`` as dataclasses generated it, kept for the tests that
compare the two."""


def one_write(cls: type[T]) -> type[T]:
    """A frozen dataclass whose ``__init__`` sets its fields with one write of ``__dict__``
    (ADR 0296) instead of one ``object.__setattr__`` per field.

    Applied above ``@dataclass(frozen=True)`` on a class with no ``__post_init__``, no
    ``__slots__`` and only ``init=True`` fields (anything else is refused when the class is
    defined). The new ``__init__`` has the generated one's signature — the same parameters, kinds,
    defaults and annotations; a ``default_factory`` field shows ``<factory>`` as there — and
    gives what it gave: equal, of equal hash and repr, ``vars()`` in field order.
    """
    if not dataclasses.is_dataclass(cls) or not cls.__dataclass_params__.frozen:  # type: ignore[attr-defined]
        raise TypeError(f"{cls.__qualname__} is not a frozen dataclass")
    if hasattr(cls, "__post_init__") or "__slots__" in vars(cls):
        raise TypeError(f"{cls.__qualname__} has a __post_init__ or __slots__")
    fields = dataclasses.fields(cls)
    if any(not f.init for f in fields) or any(f.name.startswith(_PREFIX) for f in fields):
        raise TypeError(f"{cls.__qualname__} has a field one_write cannot make")
    generated = cls.__init__
    parameters = list(inspect.signature(generated).parameters.values())[1:]
    if (
        not cls.__dataclass_params__.init  # type: ignore[attr-defined]
        or generated.__code__.co_filename != "<string>"  # not the one dataclasses generated
        or sorted(p.name for p in parameters) != sorted(f.name for f in fields)
    ):
        raise TypeError(f"{cls.__qualname__}'s __init__ is not the one dataclasses generated")
    namespace: dict[str, Any] = {f"{_PREFIX}set": _set, f"{_PREFIX}factory": _FACTORY}
    params, seen_star = ["self"], False
    for parameter in parameters:
        if parameter.kind is inspect.Parameter.KEYWORD_ONLY and not seen_star:
            params.append("*")
            seen_star = True
        field = next(f for f in fields if f.name == parameter.name)
        if field.default_factory is not dataclasses.MISSING:
            params.append(f"{parameter.name}={_PREFIX}factory")
            namespace[f"{_PREFIX}make_{parameter.name}"] = field.default_factory
        elif field.default is not dataclasses.MISSING:
            params.append(f"{parameter.name}={_PREFIX}default_{parameter.name}")
            namespace[f"{_PREFIX}default_{parameter.name}"] = field.default
        else:
            params.append(parameter.name)
    values = []
    for f in fields:
        if f.default_factory is not dataclasses.MISSING:
            made_ = f"{_PREFIX}make_{f.name}()"
            values.append(f"{f.name!r}: {made_} if {f.name} is {_PREFIX}factory else {f.name}")
        else:
            values.append(f"{f.name!r}: {f.name}")
    source = (
        f"def __init__({', '.join(params)}):\n"
        f"    {_PREFIX}set(self, '__dict__', {{{', '.join(values)}}})\n"
    )
    exec(source, namespace)
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__annotations__ = dict(generated.__annotations__)
    init.__doc__ = generated.__doc__
    GENERATED[cls] = generated
    setattr(cls, "__init__", init)  # noqa: B010 - mypy refuses assigning to a method
    return cls
