"""Scoped variables (spec 004 §2): lookup order, scoped writes, closing, inferred scopes."""

from __future__ import annotations

from typing import Any
from uuid import UUID

import pytest

from domain.conversation.errors import ScopeNotOpenError
from domain.conversation.session import Session
from domain.conversation.variables import (
    VariableScope,
    VariableStore,
    VariableValue,
    infer_scope,
    infer_type,
)

AT = "2025-01-20T10:30:00+00:00"


def _held(value: Any, scope: VariableScope) -> VariableValue:
    return VariableValue(value, infer_type(value), AT, "test", scope)


def _store_with_every_scope() -> VariableStore:
    store = VariableStore()
    store.open(VariableScope.PHASE, "p0")
    store.open(VariableScope.TOPIC, "p0.t0")
    return store


SCOPES = [
    (VariableScope.TOPIC, "p0.t0"),
    (VariableScope.PHASE, "p0"),
    (VariableScope.SESSION, "session"),
    (VariableScope.GLOBAL, "global"),
]


@pytest.mark.parametrize("innermost", range(len(SCOPES)))
def test_lookup_goes_topic_then_phase_then_session_then_global(innermost: int) -> None:
    store = _store_with_every_scope()
    for scope, scope_id in SCOPES[innermost:]:
        store.write("名字", _held(scope.value, scope), scope_id)
    found = store.resolve("名字", phase_id="p0", topic_id="p0.t0")
    assert found is not None
    assert found.value == SCOPES[innermost][0].value


def test_visible_variables_let_inner_scopes_shadow_outer_ones() -> None:
    store = _store_with_every_scope()
    store.write("a", _held("global", VariableScope.GLOBAL), "global")
    store.write("a", _held("topic", VariableScope.TOPIC), "p0.t0")
    store.write("b", _held("session", VariableScope.SESSION), "session")
    assert store.visible(phase_id="p0", topic_id="p0.t0") == {"a": "topic", "b": "session"}


def test_a_topic_variable_never_overwrites_a_global_one() -> None:
    store = _store_with_every_scope()
    store.write("用户名", _held("小明", VariableScope.GLOBAL), "global")
    store.write("用户名", _held("临时", VariableScope.TOPIC), "p0.t0")
    assert store.global_["用户名"].value == "小明"
    store.close(VariableScope.TOPIC, "p0.t0")
    assert store.resolve("用户名", phase_id="p0", topic_id="p0.t0").value == "小明"  # type: ignore[union-attr]


def test_closing_a_scope_removes_only_its_own_variables() -> None:
    store = _store_with_every_scope()
    store.open(VariableScope.TOPIC, "p0.t1")
    store.write("x", _held(1, VariableScope.TOPIC), "p0.t0")
    store.write("y", _held(2, VariableScope.TOPIC), "p0.t1")
    store.write("z", _held(3, VariableScope.PHASE), "p0")
    store.write("s", _held(4, VariableScope.SESSION), "session")
    removed = store.close(VariableScope.TOPIC, "p0.t0")
    assert set(removed) == {"x"}
    assert store.topic == {"p0.t1": {"y": store.topic["p0.t1"]["y"]}}
    assert set(store.phase["p0"]) == {"z"}
    assert set(store.session) == {"s"}


def test_a_write_to_a_closed_scope_is_refused() -> None:
    with pytest.raises(KeyError, match="not open"):
        VariableStore().write("x", _held(1, VariableScope.TOPIC), "p0.t0")


@pytest.mark.parametrize(
    ("name", "scope"),
    [
        ("全局配置", VariableScope.GLOBAL),
        ("用户基础信息", VariableScope.GLOBAL),
        ("global_locale", VariableScope.GLOBAL),
        ("会话目标", VariableScope.SESSION),
        ("练习次数累积", VariableScope.SESSION),
        ("Session_Count", VariableScope.SESSION),
        ("情绪", VariableScope.TOPIC),
        ("想法", VariableScope.TOPIC),
    ],
)
def test_an_undeclared_variable_gets_its_scope_from_its_name(
    name: str, scope: VariableScope
) -> None:
    assert infer_scope(name) is scope


@pytest.mark.parametrize(
    ("value", "type_name"),
    [
        (None, "null"),
        (True, "boolean"),
        (3, "number"),
        (2.5, "number"),
        ("x", "string"),
        ([1], "array"),
        ({"a": 1}, "object"),
    ],
)
def test_a_value_carries_the_spec_type_name(value: Any, type_name: str) -> None:
    assert infer_type(value) == type_name


# -- the same rules through the Session aggregate's events ------------------------------------


def _session_at_first_topic(definitions: dict[str, str] | None = None) -> Session:
    session = Session.start(
        UUID(int=1),
        tenant_id="t",
        user_id="u",
        script_id=str(UUID(int=2)),
        script_version=1,
        session_name="s",
        locale="zh-CN",
        definitions=definitions or {},
    )
    session.open_scope("phase", "p0", "阶段")
    session.open_scope("topic", "p0.t0", "话题")
    session.advance(0, 0, 0, "a0", "ai_ask", UUID(int=3))
    return session


def test_a_session_write_goes_to_the_named_scope_with_its_metadata() -> None:
    session = _session_at_first_topic()
    session.write_variable("情绪", "焦虑", scope=VariableScope.TOPIC, source="a0", at=AT)
    held = session.variables.topic["p0.t0"]["情绪"]
    assert held.as_dict() == {
        "value": "焦虑",
        "type": "string",
        "lastUpdated": AT,
        "source": "a0",
        "scope": "topic",
    }


def test_a_second_write_of_a_name_is_an_update() -> None:
    session = _session_at_first_topic()
    session.write_variable("情绪", "焦虑", scope=VariableScope.TOPIC, source="a0", at=AT)
    session.write_variable("情绪", "平静", scope=VariableScope.TOPIC, source="a0", at=AT)
    writes = [e for e in session.collect_events() if isinstance(e, Session.VariableWritten)]
    assert [w.operation for w in writes] == ["extract", "update"]


def test_closing_a_topic_records_a_snapshot_and_the_cleaned_names() -> None:
    session = _session_at_first_topic()
    session.write_variable("情绪", "焦虑", scope=VariableScope.TOPIC, source="a0", at=AT)
    session.write_variable("目标", "睡好", scope=VariableScope.SESSION, source="a0", at=AT)
    session.close_scope(VariableScope.TOPIC, "p0.t0")
    closed = [e for e in session.collect_events() if isinstance(e, Session.ScopeClosed)]
    assert closed[-1].snapshot == {"情绪": "焦虑"}
    assert closed[-1].cleaned_variables == ["情绪"]
    assert session.visible_variables() == {"目标": "睡好"}


def test_closing_a_scope_that_is_not_open_is_refused() -> None:
    session = _session_at_first_topic()
    with pytest.raises(ScopeNotOpenError):
        session.close_scope(VariableScope.TOPIC, "p9.t9")
