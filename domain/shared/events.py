"""The library's ``@event`` decorator with a shorter way from a command call to its event.

``eventsourcing.domain.event`` makes, on every call of a decorated command method, a bound
decorator object, maps the call's arguments to their names through a cached signature reading,
filters them by the event class's parameters, checks the event class's explicit topic is
registered, builds the event, and mutates the aggregate with it: ``mutate`` checks the event's
id and version against the aggregate's, and ``apply`` reads the event's attributes back,
filters them again by the method's parameters and calls the method body (ADR 0282).

:func:`event` here is the library's decorator (a subclass of its ``CommandMethodDecorator``, so
the aggregate's metaclass registers it and defines its event class exactly as before; replay,
snapshots and stored events are the library's). Only a call of the command method on an
aggregate goes another way, with what does not change between calls worked out once per
argument shape: the arguments named as the library names them (its own cached reading, so a
wrong call raises the library's ``TypeError``), the event built with the same attributes, its
topic checked once per event class, and the method body called with the attributes
``DecoratedFuncCaller.apply`` would pass it. An event class whose ``mutate`` or base ``apply``
is not the library's plain one is still mutated by the library.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

from eventsourcing import domain as library
from eventsourcing.domain import CanMutateAggregate, CommandMethodDecorator, DecoratedFuncCaller

from domain.shared.copying import before_command

T = TypeVar("T")
A = TypeVar("A", bound=type)

_PLAIN_MUTATE = CanMutateAggregate.mutate
_PLAIN_APPLY = CanMutateAggregate.apply
_PLAIN_AS_DICT = CanMutateAggregate._as_dict
_LIBRARY_APPLY = DecoratedFuncCaller.apply


class _Plan:
    """What a call of one shape (the aggregate's class, how many positional arguments, which
    keywords) becomes."""

    __slots__ = ("defaults", "event_cls", "inline", "method_params", "names")

    def __init__(
        self, decorator: FastCommandMethodDecorator, shape: tuple[type, int, tuple[str, ...]]
    ) -> None:
        owner, len_args, keywords = shape
        func = decorator.decorated_func
        args_names, defaults = library._spec_coerce_args_to_kwargs(
            method=func, len_args=len_args, kwargs_keys=keywords, expects_id=False
        )
        event_cls: Any = library.decorated_func_callers[decorator]
        accepted = library._spec_filter_kwargs_for_method_params(event_cls)
        self.names = tuple(name for _, name in args_names)
        self.defaults = tuple(item for item in defaults if item[0] in accepted)
        self.event_cls = event_cls
        self.method_params = library._spec_filter_kwargs_for_method_params(func)
        self.inline = _plain(event_cls, func) and all(
            name in accepted for name in (*keywords, *self.names)
        )
        if getattr(owner, "TOPIC", None):  # as the library's trigger_event checks it
            if event_cls.__name__ == "Event":
                self.inline = False
            else:
                library._check_explicit_topic_is_registered(event_cls)


def _plain(event_cls: Any, func: Any) -> bool:
    """The event class's mutate and apply are the library's: it calls ``func`` and no more."""
    return bool(
        issubclass(event_cls, DecoratedFuncCaller)
        and event_cls.mutate is _PLAIN_MUTATE
        and vars(DecoratedFuncCaller)["apply"] is _LIBRARY_APPLY
        and event_cls.apply in (_LIBRARY_APPLY, getattr(func, "_heartrule_apply", None))
        and event_cls._as_dict is _PLAIN_AS_DICT
        and _base_apply(event_cls) is _PLAIN_APPLY
        and library.decorated_funcs.get(event_cls) is func
    )


def _base_apply(event_cls: type) -> Any:
    """The ``apply`` ``DecoratedFuncCaller.apply`` reaches with ``super().apply``."""
    mro = event_cls.__mro__
    after = mro[mro.index(DecoratedFuncCaller) + 1 :]
    return next((vars(base)["apply"] for base in after if "apply" in vars(base)), None)


class FastCommandMethodDecorator(CommandMethodDecorator):
    """The library's command method decorator; a call on an aggregate takes the short way."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._plans: dict[tuple[type, int, tuple[str, ...]], _Plan] = {}

    def __get__(self, instance: Any, owner: Any) -> Any:
        if (
            instance is None
            or self.decorated_property is not None
            or self.decorated_func.__name__ in ("__init__", "_")
        ):
            return super().__get__(instance, owner)
        return _Bound(self, instance)

    def _plan(self, shape: tuple[type, int, tuple[str, ...]]) -> _Plan:
        plan = self._plans.get(shape)
        if plan is None:
            plan = self._plans[shape] = _Plan(self, shape)
        return plan


class _Bound:
    __slots__ = ("aggregate", "decorator")

    def __init__(self, decorator: FastCommandMethodDecorator, aggregate: Any) -> None:
        self.decorator, self.aggregate = decorator, aggregate

    def __call__(self, *args: Any, **kwargs: Any) -> None:
        decorator, aggregate = self.decorator, self.aggregate
        before_command(aggregate)  # a saved aggregate is the cache's until now (ADR 0286)
        plan = decorator._plan((type(aggregate), len(args), tuple(kwargs)))
        if not plan.inline:
            library.BoundCommandMethodDecorator(decorator, aggregate)(*args, **kwargs)
            return
        values: dict[str, Any] = dict(kwargs)
        values.update(zip(plan.names, args, strict=False))
        values.update(plan.defaults)
        values["originator_id"] = aggregate.id
        values["originator_version"] = aggregate.version + 1
        if values.get("timestamp") is None:
            values["timestamp"] = plan.event_cls.create_timestamp()
        try:
            new_event = plan.event_cls(**values)
        except TypeError as e:
            msg = f"Can't construct event {plan.event_cls}: {e}"
            raise TypeError(msg) from None
        params = plan.method_params
        decorator.decorated_func(
            aggregate, **{k: v for k, v in vars(new_event).items() if k in params}
        )
        aggregate.version = new_event.originator_version
        aggregate.modified_on = new_event.timestamp
        aggregate._pending_events.append(new_event)


def event(arg: str | type, /, *, topic: str | None = None) -> Callable[[T], T]:
    """``@event(EventClass)`` or ``@event("Name", topic=...)``, as the library's."""
    if not isinstance(arg, str | type):
        raise TypeError(f"{arg} is not an event class or name")

    def decorate(decorated: T) -> T:
        return cast(T, FastCommandMethodDecorator(arg, cast(Any, decorated), event_topic=topic))

    return decorate


def replayed_directly(aggregate: A) -> A:
    """Class decorator: the aggregate's ``@event`` classes apply an event (replay, a read model
    mutating its copy, the short way above) by calling the method body with the event's
    attributes its parameters name, as ``DecoratedFuncCaller.apply`` does, without looking the
    method up, filtering through a cached signature and binding it each time (ADR 0282).
    Event classes whose ``mutate``, ``apply`` or ``_as_dict`` are not the library's are left."""
    for attr in vars(aggregate).values():
        if not isinstance(attr, FastCommandMethodDecorator):
            continue
        func = attr.decorated_func
        event_cls = library.decorated_func_callers.get(attr)
        if func.__name__ == "__init__" or event_cls is None or not _plain(event_cls, func):
            continue
        setattr(event_cls, "apply", _direct_apply(func))  # noqa: B010 - a method, set on a class
    return aggregate


def _direct_apply(func: Any) -> Any:
    params = library._spec_filter_kwargs_for_method_params(func)

    def apply(self: Any, aggregate: Any) -> None:
        func(aggregate, **{k: v for k, v in vars(self).items() if k in params})

    apply.__qualname__ = f"{func.__qualname__}.apply"
    func._heartrule_apply = apply
    return apply
