"""Frozen dataclasses whose ``__init__`` writes ``__dict__`` once (ADR 0296) make what the
``__init__`` dataclasses generated makes, with the same signature."""

from __future__ import annotations

import dataclasses
import importlib
import inspect
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.shared.frozen import GENERATED, one_write

# the modules whose classes the decorator is applied to (ADR 0296), so that GENERATED holds them
ONE_WRITE_MODULES = (
    "application.conversation.audit",
    "application.conversation.commands",
    "application.conversation.rounds",
    "application.llm.port",
    "application.llm.structured",
    "application.moderation.ports",
    "application.moderation.stage",
    "application.risk.ports",
    "application.risk.scoring",
    "application.risk.screening",
    "domain.conversation.exit_decision",
    "domain.conversation.script",
    "domain.conversation.session",
    "domain.conversation.templates",
    "domain.conversation.variables",
    "domain.moderation.policy",
    "domain.moderation.verdict",
    "infrastructure.moderation.rules.reading",
    "infrastructure.moderation.screen",
    "infrastructure.moderation.text",
)
for _module in ONE_WRITE_MODULES:
    importlib.import_module(_module)


@one_write
@dataclass(frozen=True)
class Sample:
    a: Any
    b: Any = None
    c: list[Any] = field(default_factory=list)
    d: Any = field(default=(), kw_only=True)
    e: Any = field(default_factory=dict, kw_only=True)


def _same(ours: Any, theirs: Any) -> None:
    assert type(ours) is type(theirs)
    assert ours == theirs
    assert _hash(ours) == _hash(theirs)
    assert repr(ours) == repr(theirs)
    assert list(vars(ours).items()) == list(vars(theirs).items())


def _hash(value: Any) -> Any:
    try:
        return hash(value)
    except TypeError as unhashable:  # a list in a field: both refuse alike
        return str(unhashable)


def _by_generated(cls: type, *args: Any, **kwargs: Any) -> Any:
    instance: Any = object.__new__(cls)
    GENERATED[cls](instance, *args, **kwargs)
    return instance


values = st.one_of(st.none(), st.integers(), st.text(), st.tuples(st.integers()))


@given(
    values,
    st.lists(values, max_size=2),
    st.dictionaries(st.sampled_from("bcde"), values),
)
def test_sample_is_made_as_the_generated_init_makes_it(
    a: Any, more: list[Any], keywords: dict[str, Any]
) -> None:
    positional = [a, *more]
    for name in "bc"[: len(more)]:
        keywords.pop(name, None)
    _same(Sample(*positional, **keywords), _by_generated(Sample, *positional, **keywords))


def test_factories_make_a_new_value_each_time() -> None:
    first, second = Sample(1), Sample(1)
    assert first.c == [] and first.e == {} and first.c is not second.c and first.e is not second.e
    given_list: list[Any] = []
    assert Sample(1, c=given_list).c is given_list


def test_the_calls_the_generated_init_refuses_are_refused() -> None:
    with pytest.raises(TypeError):
        Sample()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Sample(1, 2, [], 4)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Sample(1, f=2)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Sample(1, a=2)  # type: ignore[misc]


def test_still_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        Sample(1).a = 2  # type: ignore[misc]


CLASSES: list[Any] = sorted(GENERATED, key=repr)


@pytest.mark.parametrize("cls", CLASSES, ids=repr)
def test_every_class_has_the_generated_signature_and_makes_the_same(cls: Any) -> None:
    ours, theirs = vars(cls)["__init__"], GENERATED[cls]
    assert str(inspect.signature(ours)) == str(inspect.signature(theirs))
    assert ours.__annotations__ == theirs.__annotations__
    assert ours.__qualname__ == theirs.__qualname__
    required = {
        f.name: object()
        for f in dataclasses.fields(cls)
        if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
    }
    _same(cls(**required), _by_generated(cls, **required))
    every = {f.name: object() for f in dataclasses.fields(cls)}
    _same(cls(**every), _by_generated(cls, **every))
    positional = [every[name] for name, p in inspect.signature(theirs).parameters.items()
                  if name != "self" and p.kind is p.POSITIONAL_OR_KEYWORD]  # fmt: skip
    _same(cls(*positional), _by_generated(cls, *positional))


def test_the_turns_records_are_made_with_one_write() -> None:
    named = {c.__qualname__ for c in GENERATED}
    for name in ("RoundResult", "Screening", "LLMCall", "Message", "AuditEntry", "RoundInput"):
        assert name in named
    assert len(named) == 30  # ADR 0296's 29 and this module's Sample


def test_classes_it_cannot_make_are_refused() -> None:
    @dataclass
    class Mutable:
        a: int

    @dataclass(frozen=True)
    class Checked:
        a: int

        def __post_init__(self) -> None:
            pass

    @dataclass(frozen=True, slots=True)
    class Slotted:
        a: int

    @dataclass(frozen=True)
    class Hidden:
        a: int
        b: int = field(default=0, init=False)

    @dataclass(frozen=True, init=False)
    class Own:
        a: int

        def __init__(self, a: int) -> None:
            object.__setattr__(self, "a", a)

    for cls in (Mutable, Checked, Slotted, Hidden, Own):
        with pytest.raises(TypeError):
            one_write(cls)
