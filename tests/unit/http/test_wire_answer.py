"""The turn's answer made for the wire the short way (stop 33): ``camel_keys`` with its exact-type
fast paths renames as it did with only the ``Mapping`` and sequence checks, and ``_updated``
copies a model exactly as ``model_copy(update=...)`` does."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any
from uuid import uuid4

from hypothesis import given
from hypothesis import strategies as st

from adapters.http.routers.sessions import _updated, wire_turn
from adapters.http.wire import KEYED_BY_DATA, VERBATIM, camel, camel_keys
from application.conversation.responses import (
    AiMessage,
    ExecutionMetadata,
    ExecutionPosition,
    SessionExecutionResponse,
)


def camel_keys_before(data: Any) -> Any:
    """``camel_keys`` as it was before stop 33."""
    if isinstance(data, Mapping):
        renamed: dict[str, Any] = {}
        for key, value in data.items():
            name = camel(key) if isinstance(key, str) else key
            if name in VERBATIM:
                renamed[name] = value
            elif name in KEYED_BY_DATA and isinstance(value, Mapping):
                renamed[name] = {k: camel_keys_before(v) for k, v in value.items()}
            else:
                renamed[name] = camel_keys_before(value)
        return renamed
    if isinstance(data, list | tuple):
        return [camel_keys_before(item) for item in data]
    return data


class Shade(enum.StrEnum):
    DARK = "dark_blue"


names = st.sampled_from(
    ["exit_decision", "decision_source", "_private", "round", "values", "properties", "a_b_c"]
) | st.text(max_size=8)
leaves = (
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8)
    | st.just(Shade.DARK) | st.uuids()
)  # fmt: skip
records = st.recursive(
    leaves,
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.tuples(inner, inner)
        | st.dictionaries(names | st.integers(0, 3), inner, max_size=4)
        | st.dictionaries(names, inner, max_size=3).map(MappingProxyType)
    ),
    max_leaves=25,
)
documents = st.recursive(
    leaves,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(names, inner, max_size=4),
    max_leaves=15,
)  # what a round's info holds: JSON documents


@given(records)
def test_camel_keys_renames_as_before(record: Any) -> None:
    renamed = camel_keys(record)
    assert renamed == camel_keys_before(record)
    assert repr(renamed) == repr(camel_keys_before(record))  # the same types, tuples as lists


def _answer(info: dict[str, Any] | None) -> SessionExecutionResponse:
    return SessionExecutionResponse(
        sessionId=uuid4(),
        executionStatus="waiting_input",
        aiMessage="嗯",
        aiMessages=[AiMessage(text="嗯", actionId="a1", source="llm")],
        position=ExecutionPosition(phaseIndex=0, actionId="a1", actionIndex=0),
        metadata=ExecutionMetadata(lastActionRoundInfo=info, sessionStatus="active"),
    )


@given(st.none() | st.dictionaries(names, documents, max_size=4))
def test_updated_copies_as_model_copy_does(info: dict[str, Any] | None) -> None:
    answer = _answer(info)
    before = answer.model_dump_json()
    ours = _updated(answer.metadata, "lastActionRoundInfo", {"currentRound": 2})
    theirs = answer.metadata.model_copy(update={"lastActionRoundInfo": {"currentRound": 2}})
    assert ours == theirs and type(ours) is type(theirs)
    assert ours.model_fields_set == theirs.model_fields_set
    assert ours.model_dump_json() == theirs.model_dump_json()
    assert answer.model_dump_json() == before  # the original is untouched
    wired = wire_turn(answer)
    metadata = answer.metadata
    expected = answer.model_copy(
        update={
            "metadata": metadata.model_copy(
                update={"lastActionRoundInfo": camel_keys(metadata.lastActionRoundInfo)}
            )
        }
    )
    assert wired.model_dump_json() == expected.model_dump_json()
    assert wired.model_fields_set == expected.model_fields_set
    assert answer.model_dump_json() == before
