"""Compressed and orjson-read event states give back exactly what was written.

States are compressed only where it pays and read whether compressed or not, so a store that
holds states from before compression (or written with it turned off) reads them all; a session
played on a store that compresses stores, once decompressed, the very bytes a store without
compression stores, and replays to the same events. States are written by orjson as the very
bytes the library's encoder wrote (ADR 0219), so a store written before reads the same events.
"""

from __future__ import annotations

import asyncio
import math
import zlib
from datetime import UTC, timedelta, timezone
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest
from eventsourcing.persistence import JSONTranscoder, Mapper, TranscodingNotRegisteredError
from hypothesis import given, settings
from hypothesis import strategies as st

from application.event_store import EventStore
from bootstrap import bootstrap
from domain.conversation.session import SessionStatus
from infrastructure.settings import Settings
from infrastructure.storage.dictionary import DICTIONARY_V1, DICTIONARY_V1_ID
from infrastructure.storage.encoding import (
    MIN_BYTES,
    PRIMED,
    EventCompressor,
    OrjsonTranscoder,
    StoredStateReader,
)
from tests.integration.conversation.support import TENANT, Harness, RoutedLLM
from tests.property.conversation.test_session_machine import SCRIPT, answer_for
from tests.support.fakes import FixedClock

scalars = st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats() | st.text()
values = st.recursive(
    scalars | st.uuids() | st.datetimes(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=20,
)
states = st.dictionaries(st.text(), values, max_size=6)


def library_transcoder() -> Any:
    return EventStore(env={"PERSISTENCE_MODULE": "eventsourcing.popo"}).mapper.transcoder


def our_transcoder() -> OrjsonTranscoder:
    ours = OrjsonTranscoder()
    for transcoding in library_transcoder().types.values():
        ours.register(transcoding)
    return ours


class Unregistered:
    """A value of a type no transcoding is registered for."""


edge_floats = st.sampled_from([1e-4, 9.99e-5, 1e-5, 5e-324, 1e16, 1e22, -0.0, math.nan, -math.inf])
edge_texts = st.sampled_from(["\x00\x1f\x7f\u2028", "\ud800", '"\\', "我们继续"])
offsets = st.timedeltas(min_value=timedelta(hours=-23), max_value=timedelta(hours=23))
zones = st.none() | st.just(UTC) | st.timezones() | st.builds(timezone, offsets)
odd_values = st.recursive(
    scalars | edge_floats | edge_texts | st.uuids() | st.datetimes(timezones=zones) | st.decimals(),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.tuples(inner, inner)
        | st.dictionaries(st.text() | edge_texts | st.integers(-3, 3), inner, max_size=4)
    ),
    max_leaves=20,
)


def _written(transcoder: Any, state: Any) -> Any:
    """The bytes ``transcoder`` writes for ``state``, or the type of what it raises."""
    try:
        return transcoder.encode(state)
    except Exception as error:  # the kind of failure is what is compared
        return type(error)


@given(st.dictionaries(st.text() | edge_texts, odd_values, max_size=6))
def test_orjson_writes_every_state_as_the_librarys_encoder_writes_it(state: dict[str, Any]) -> None:
    """Tuples, non-string keys, decimals, NaN, tiny floats, big integers, lone surrogates,
    datetimes in any zone (offsets of seconds included): the bytes are the library's, or the
    library's failure is raised."""
    assert _written(our_transcoder(), state) == _written(library_transcoder(), state)


def test_a_value_of_an_unregistered_type_is_still_refused() -> None:
    with pytest.raises(TranscodingNotRegisteredError):
        our_transcoder().encode({"value": Unregistered()})


@given(states)
def test_a_state_reads_back_through_orjson_as_the_library_reads_it(state: dict[str, Any]) -> None:
    library = library_transcoder()
    ours = OrjsonTranscoder()
    for transcoding in library.types.values():
        ours.register(transcoding)
    encoded = library.encode(state)
    assert ours.encode(state) == encoded
    assert repr(ours.decode(encoded)) == repr(library.decode(encoded))


@given(st.binary().map(lambda tail: b"{" + tail))
def test_every_stored_state_decompresses_byte_for_byte(data: bytes) -> None:
    stored = EventCompressor().compress(data)
    assert len(stored) <= len(data)
    assert EventCompressor().decompress(stored) == data
    assert StoredStateReader().decompress(stored) == data
    assert StoredStateReader().decompress(StoredStateReader().compress(data)) == data


def test_only_states_of_min_bytes_or_more_are_compressed() -> None:
    """A state under the threshold is stored as it is, however well it would compress; one at
    the threshold is compressed where that makes it smaller (ADR 0219)."""
    body = "我们继续".encode() * 200
    under = (b'{"text":"' + body)[: MIN_BYTES - 3] + b'"}'
    at = (b'{"text":"' + body)[: MIN_BYTES - 2] + b'"}'
    assert len(under) < MIN_BYTES <= len(at)
    assert EventCompressor().compress(under) == under
    packed = EventCompressor().compress(at)
    assert packed[:1] != b"{" and len(packed) < len(at)
    assert StoredStateReader().decompress(packed) == at


def test_states_compressed_without_a_dictionary_still_read() -> None:
    data = b'{"text":"' + "我们继续".encode() * 50 + b'"}'
    assert StoredStateReader().decompress(zlib.compress(data)) == data


def test_the_first_dictionary_never_changes() -> None:
    assert zlib.adler32(DICTIONARY_V1) == DICTIONARY_V1_ID == 4259700455


@settings(max_examples=10, deadline=None)
@given(plan=st.lists(st.sampled_from(["嗯", "我明白了", "为什么？", "我不想活了"]), max_size=6))
def test_a_compressed_store_replays_byte_exact_and_reads_what_was_stored_before(
    plan: list[str], tmp_path_factory: Any
) -> None:
    data_dir = tmp_path_factory.mktemp("states")
    before = _play(Settings(store="sqlite", data_dir=data_dir, compress_events=False), plan[:2])
    after = _play(Settings(store="sqlite", data_dir=data_dir, compress_events=True), plan[2:])
    assert [e for _, e in after.domain_events()][: len(before)] == before

    plain: Mapper[UUID] = Mapper(transcoder=after.mapper.transcoder)
    compressor = after.mapper.compressor
    assert compressor is not None
    rows = list(after.notifications())
    for row in rows:
        event = after.mapper.to_domain_event(row)
        assert compressor.decompress(row.state) == plain.to_stored_event(event).state
    stored = sum(len(row.state) for row in rows[len(before) :])
    assert stored < sum(len(compressor.decompress(row.state)) for row in rows[len(before) :])


def _play(config: Settings, texts: list[str]) -> Any:
    """Start a session and say ``texts``; the events stored so far (the store if compressing)."""
    llm = RoutedLLM(default=lambda request: answer_for("continue", 30, request))
    app = bootstrap(config, llm=llm, clock=FixedClock())
    h = Harness(app, llm, app.catalog.publish(TENANT, "script", SCRIPT).script_id)
    session_id = asyncio.run(h.start()).sessionId
    for text in texts:
        if app.store.repository.get(session_id).status is SessionStatus.WAITING_INPUT:
            asyncio.run(h.say(session_id, text))
    return app.store if config.compress_events else h.all_events()


class CompressorBeforeAdr0219(EventCompressor):
    """The compressor as it was before ADR 0219: every state of 256 bytes or more."""

    def compress(self, data: bytes) -> bytes:
        if len(data) < 256:
            return data
        deflate = PRIMED.copy()
        packed = deflate.compress(data) + deflate.flush()
        return packed if len(packed) < len(data) else data


@settings(max_examples=5, deadline=None)
@given(plan=st.lists(st.sampled_from(["嗯", "我明白了", "为什么？", "我不想活了"]), max_size=4))
def test_a_store_written_by_the_librarys_encoder_reads_the_same_events(
    plan: list[str], tmp_path_factory: Any
) -> None:
    """Events stored before ADR 0219 (the library's encoder, states of 256 bytes or more
    compressed) read back as the events that were saved, and orjson writes each of them as the
    very bytes they were stored as."""
    data_dir = Path(tmp_path_factory.mktemp("before"))
    config = Settings(store="sqlite", data_dir=data_dir)
    here = f"{__name__}:CompressorBeforeAdr0219"
    before = {
        **config.event_store_env(),
        "TRANSCODER_TOPIC": f"{JSONTranscoder.__module__}:JSONTranscoder",
        "COMPRESSOR_TOPIC": here,
    }
    saved = _play_on(config, before, plan)
    store = bootstrap(config).store
    assert [e for _, e in store.domain_events()] == saved
    assert isinstance(store.mapper.transcoder, OrjsonTranscoder)
    plain: Mapper[UUID] = Mapper(transcoder=store.mapper.transcoder)
    for row in store.notifications():
        stored = CompressorBeforeAdr0219().decompress(row.state)
        assert plain.to_stored_event(store.mapper.to_domain_event(row)).state == stored


def _play_on(config: Settings, env: dict[str, str], texts: list[str]) -> list[Any]:
    llm = RoutedLLM(default=lambda request: answer_for("continue", 30, request))
    app = bootstrap(config, llm=llm, clock=FixedClock(), store_env=env)
    assert type(app.store.mapper.transcoder) is JSONTranscoder
    h = Harness(app, llm, app.catalog.publish(TENANT, "script", SCRIPT).script_id)
    session_id = asyncio.run(h.start()).sessionId
    for text in texts:
        if app.store.repository.get(session_id).status is SessionStatus.WAITING_INPUT:
            asyncio.run(h.say(session_id, text))
    return h.all_events()


texts = st.text(st.characters(codec="utf-8"), min_size=64, max_size=1_000)


@settings(deadline=None)
@given(texts.map(lambda text: ('{"text":"' + text * 3 + '"}').encode()))
def test_states_stored_with_the_default_window_still_read(data: bytes) -> None:
    """ADR 0211 compresses in a 16 KB window with smaller buffers; what was stored before it,
    in zlib's default 32 KB window, reads as it did."""
    before = zlib.compressobj(6, zdict=DICTIONARY_V1)
    stored_before = before.compress(data) + before.flush()
    assert StoredStateReader().decompress(stored_before) == data
    assert EventCompressor().decompress(EventCompressor().compress(data)) == data


@settings(deadline=None)
@given(texts.map(lambda text: ('{"text":"' + text * 3 + '"}').encode()))
def test_states_stored_with_the_16_kb_window_still_read(data: bytes) -> None:
    """ADR 0293 compresses in an 8 KB window at memory level 4; what ADR 0211's 16 KB window at
    memory level 5 stored reads as it did."""
    before = zlib.compressobj(3, zlib.DEFLATED, 14, 5, zdict=DICTIONARY_V1)
    stored_before = before.compress(data) + before.flush()
    assert StoredStateReader().decompress(stored_before) == data
    assert EventCompressor().decompress(stored_before) == data


def reader_before_adr_0293(data: bytes) -> bytes:
    """``StoredStateReader.decompress`` as the code stored before ADR 0293 read states."""
    if data[:1] == b"{":
        return data
    if data[1] & 0x20:
        inflate = zlib.decompressobj(zdict=DICTIONARY_V1)
        return inflate.decompress(data) + inflate.flush()
    return zlib.decompress(data)


@settings(deadline=None)
@given(texts.map(lambda text: ('{"text":"' + text * 3 + '"}').encode()))
def test_states_compressed_now_read_as_the_code_before_read_them(data: bytes) -> None:
    """What the 8 KB window writes names that window and the dictionary in its header, and a
    reader of before ADR 0293 (a 32 KB window at most, taken from the header) reads it."""
    stored = EventCompressor().compress(data)
    if stored == data:  # stored as it is: nothing to inflate
        return
    assert stored[0] >> 4 == 13 - 8  # CINFO: log2 of the window, less 8
    assert int.from_bytes(stored[2:6], "big") == DICTIONARY_V1_ID
    assert reader_before_adr_0293(stored) == data
    assert StoredStateReader().decompress(stored) == data


def test_a_turns_states_compress_in_the_small_window_almost_as_well() -> None:
    """The dictionary's end stays in reach of a multi-kilobyte state: a model call's state of
    3 KB costs a few per cent more bytes in the 8 KB window, not a sixth more."""
    state = (
        '{"purpose":"ai_say","prompt":"'
        + "你是一名认知行为治疗师。请根据以下对话历史，用温和的语气回应用户。" * 30
        + '","raw_response":"{\\"content\\": \\"我听到了你的感受。\\"}","model":"offline"}'
    ).encode()
    assert len(state) > 3_000
    wide = zlib.compressobj(3, zlib.DEFLATED, 14, 5, zdict=DICTIONARY_V1)
    wide_bytes = len(wide.compress(state) + wide.flush())
    assert len(EventCompressor().compress(state)) <= wide_bytes * 1.05


json_like = st.lists(texts | st.binary(min_size=1, max_size=600), min_size=1, max_size=8).map(
    lambda parts: b"{" + b"".join(p.encode() if isinstance(p, str) else p for p in parts)
)


@settings(deadline=None)
@given(st.lists(json_like, min_size=1, max_size=12), st.integers(0, 3))
def test_a_state_this_compressor_wrote_reads_back_as_any_reader_reads_it(
    datas: list[bytes], rereads: int
) -> None:
    """ADR 0287: the states a compressor wrote come back from its memo, each once; read again,
    by another compressor, or by a plain reader, every one of them is the bytes written."""
    writer = EventCompressor()
    writer.remember_for_read_back()
    stored = [writer.compress(data) for data in datas]
    for _ in range(1 + rereads):  # the memo's one reading, then inflated as any other state
        assert [writer.decompress(s) for s in stored] == datas
    assert [EventCompressor().decompress(s) for s in stored] == datas
    assert [StoredStateReader().decompress(s) for s in stored] == datas
    assert not writer._recent and writer._recent_bytes == 0


def test_the_memo_of_written_states_stays_within_its_bytes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("infrastructure.storage.encoding.RECENT_BYTES", 4_000)
    writer = EventCompressor()
    writer.remember_for_read_back()
    datas = [b'{"text":"' + f"第{n}次".encode() * 120 + b'"}' for n in range(40)]
    stored = [writer.compress(data) for data in datas]
    assert all(len(s) < len(d) for s, d in zip(stored, datas, strict=True))
    assert 0 < writer._recent_bytes <= 4_000
    assert writer._recent_bytes == sum(len(k) + len(v) for k, v in writer._recent.items())
    assert stored[-1] in writer._recent and stored[0] not in writer._recent  # the oldest went
    assert [writer.decompress(s) for s in stored] == datas
    assert writer._recent_bytes == 0
    huge = b'{"t":"' + bytes(range(256)) * 40 + b'"}'  # its two copies alone exceed the bound
    assert writer.decompress(writer.compress(huge)) == huge
    assert not writer._recent


@settings(deadline=None)
@given(st.lists(json_like, min_size=1, max_size=12))
def test_a_compressor_not_told_of_a_read_back_remembers_nothing(datas: list[bytes]) -> None:
    """ADR 0287's stop-34 amendment: the memo is off until the composition root turns it on, and
    the states read back as before."""
    writer = EventCompressor()
    stored = [writer.compress(data) for data in datas]
    assert not writer._recent and writer._recent_bytes == 0
    assert [writer.decompress(s) for s in stored] == datas
