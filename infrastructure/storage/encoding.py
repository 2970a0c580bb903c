"""How event states lie in the store: the library's JSON, written and read by orjson;
compressed by zlib.

Chosen by settings (``Settings.event_store_env``) through the library's ``TRANSCODER_TOPIC``
and ``COMPRESSOR_TOPIC``. Every state stored before still reads: the JSON text is the very text
the library's encoder writes (ADR 0219), and a state that starts with ``{`` is uncompressed JSON
(a zlib stream never starts so).
"""

from __future__ import annotations

import math
import threading
import zlib
from collections import OrderedDict
from datetime import UTC, datetime
from typing import Any

import orjson
from eventsourcing.persistence import Compressor, DatetimeAsISO, JSONTranscoder, Transcoding

from infrastructure.storage.dictionary import DICTIONARY_V1, DICTIONARY_V1_ID

DICTIONARIES = {DICTIONARY_V1_ID: DICTIONARY_V1}
"""Preset dictionaries by the Adler-32 a zlib header names them with."""
MIN_BYTES = 384
"""Smaller states save too few bytes to pay for a compression (ADR 0219: about 12 µs of CPU
whatever the size; a 277-byte variable written saves 195 bytes, a 3.4 KB model call 2.7 KB)."""
LEVEL = 3
"""zlib's greedy matching with short hash chains (ADR 0219): 16 % fewer instructions a state than
level 6's lazy matching, 2 % more bytes. States stored at any level read alike."""
FDICT = 0x20
BEYOND_64_BITS = 9.2e18
"""orjson reads an integer beyond 64 bits as a float: a state holding a float this large with
no fraction may have been such an integer, and goes to the library's decoder."""


SMALLEST_PLAIN_FLOAT = 1e-4
"""Python writes a float below this (not zero) with an exponent (``1e-05``), orjson without one
(``0.00001``); such a state is written by the library's encoder."""
INT64_MIN, UINT64_MAX = -(2**63), 2**64 - 1
"""orjson writes the integers between these and refuses the others."""
ISO_AS_ORJSON = (None, UTC)
"""Zones of the datetimes orjson writes as ``isoformat()`` does (an offset of seconds it rounds
to the minute): the stored events' timestamps are UTC. Others go through ``isoformat()``."""


class _MaybeBigIntegerError(Exception):
    """A float that may have been an integer beyond 64 bits in the stored JSON."""


class _NotPlainError(Exception):
    """A value orjson would write unlike the library's encoder: the library writes the state."""


WINDOW_BITS = 13
MEMORY_LEVEL = 4
"""An 8 KB window and small hash and block buffers (ADR 0211, ADR 0293): every state is
compressed by a copy of the primed compressor, and the copy moves all of its buffers — 256 KB
with zlib's defaults, 80 KB with ADR 0211's 16 KB window and memory level 5, 40 KB with these.
The window holds the whole 6.9 KB dictionary; a state's first kilobyte reaches all of it, its
later bytes the dictionary's end (its most frequent strings) and the state itself: a turn's
bytes grow by about 0.4 %. Readers take the window from each state's header: states stored with
the 16 KB or the default 32 KB window read as before, and these read with code written before."""
PRIMED = zlib.compressobj(LEVEL, zlib.DEFLATED, WINDOW_BITS, MEMORY_LEVEL, zdict=DICTIONARY_V1)


class OrjsonTranscoder(JSONTranscoder):
    """The library's JSON, written and read by orjson.

    Writing walks the state once, turning each value of a registered type (UUIDs, datetimes,
    decimals) into the library's ``{"_type_", "_data_"}`` object, then lets orjson write the
    result: the very bytes the library's encoder writes (ADR 0219). A state holding anything
    else — a value of another type (a subclass included), a key that is not a string, a float
    orjson writes differently (NaN, infinities, below 1e-4), an integer beyond 64 bits, a lone
    surrogate — is written by the library's encoder, which also raises what it raised before.

    Reading walks the decoded state once to turn ``{"_type_", "_data_"}`` objects back into
    UUIDs, datetimes and decimals. A state orjson may misread (an integer beyond 64 bits) or
    refuses (a NaN) is read by the library's decoder.
    """

    _datetimes_as_iso = False

    def register(self, transcoding: Transcoding) -> None:
        super().register(transcoding)
        self._datetimes_as_iso = type(self.types.get(datetime)) is DatetimeAsISO

    def encode(self, obj: Any) -> bytes:
        try:
            return orjson.dumps(self._plain(obj))
        except (_NotPlainError, orjson.JSONEncodeError, RecursionError):
            return super().encode(obj)

    def _plain(self, value: Any) -> Any:
        """``value`` with only dicts, lists, strings, numbers, booleans and None in it."""
        kind = type(value)
        if kind is str or kind is bool or value is None:
            return value
        if kind is dict:
            plain = {}
            for key, item in value.items():
                if type(key) is not str:
                    raise _NotPlainError
                sort = type(item)  # the common leaves kept here, without a call each (ADR 0298)
                if (
                    sort is str
                    or sort is bool
                    or item is None
                    or (sort is int and INT64_MIN <= item <= UINT64_MAX)
                ):
                    plain[key] = item
                else:
                    plain[key] = self._plain(item)
            return plain
        if kind is list or kind is tuple:
            plain_items = []
            for item in value:
                sort = type(item)
                if sort is str or sort is bool or item is None:
                    plain_items.append(item)
                else:
                    plain_items.append(self._plain(item))
            return plain_items
        if kind is int:
            if INT64_MIN <= value <= UINT64_MAX:
                return value
            raise _NotPlainError
        if kind is float:
            if value == 0.0 or SMALLEST_PLAIN_FLOAT <= abs(value) < math.inf:
                return value
            raise _NotPlainError
        if kind is datetime and value.tzinfo in ISO_AS_ORJSON and self._datetimes_as_iso:
            return {"_type_": DatetimeAsISO.name, "_data_": value}  # orjson writes isoformat()
        transcoding = self.types.get(kind)
        if transcoding is None:
            raise _NotPlainError
        return {"_type_": transcoding.name, "_data_": self._plain(transcoding.encode(value))}

    def decode(self, data: bytes) -> Any:
        try:
            return self._revive(orjson.loads(data))
        except (orjson.JSONDecodeError, _MaybeBigIntegerError):
            return super().decode(data)

    def _revive(self, value: Any) -> Any:
        if type(value) is dict:
            if len(value) == 2 and "_type_" in value and "_data_" in value:
                return self._decode_obj(value)
            for key, item in value.items():
                kind = type(item)
                if kind is dict or kind is list:
                    value[key] = self._revive(item)
                elif kind is float:
                    _check(item)
        elif type(value) is list:
            for index, item in enumerate(value):
                kind = type(item)
                if kind is dict or kind is list:
                    value[index] = self._revive(item)
                elif kind is float:
                    _check(item)
        return value


def _check(number: float) -> None:
    if abs(number) >= BEYOND_64_BITS and number.is_integer():
        raise _MaybeBigIntegerError


class StoredStateReader(Compressor):
    """Writes states as they are; reads compressed and uncompressed ones alike."""

    def compress(self, data: bytes) -> bytes:
        return data

    def decompress(self, data: bytes) -> bytes:
        if data[:1] == b"{":
            return data
        if data[1] & FDICT:
            dictionary = DICTIONARIES[int.from_bytes(data[2:6], "big")]
            inflate = zlib.decompressobj(zdict=dictionary)
            return inflate.decompress(data) + inflate.flush()
        return zlib.decompress(data)


RECENT_BYTES = 4 * 1024 * 1024
"""At most this many bytes of states (compressed and not) held by ``EventCompressor``'s memo of
the states it compressed last (ADR 0287)."""


class EventCompressor(StoredStateReader):
    """zlib with the events' preset dictionary, for every state where it pays.

    Once told that this process reads back what it saves (``remember_for_read_back``, called
    by the composition root where the read models' catch-up runs: ADR 0287 and its amendment),
    remembers the states it compressed until each is read back once: the catch-up reads every
    event this process just saved, and a state it compressed decompresses to the very bytes it
    was given (zlib is lossless), so ``decompress`` of those exact bytes hands them back instead
    of inflating them again. Any other state — another process's, one read a second time, one
    pushed out by ``RECENT_BYTES`` — is inflated as before. A process that never catches up
    (the CLI, the engine's benchmarks) leaves the memo off and pays nothing for it.
    """

    def __init__(self) -> None:
        self._recent: OrderedDict[bytes, bytes] = OrderedDict()  # oldest first, popped in O(1)
        self._recent_bytes = 0
        self._lock = threading.Lock()
        self.remembering = False

    def remember_for_read_back(self) -> None:
        """From now on, remember each state compressed until it is read back once."""
        self.remembering = True

    def compress(self, data: bytes) -> bytes:
        if len(data) < MIN_BYTES:
            return data
        deflate = PRIMED.copy()  # loading the dictionary costs more than copying its state
        packed = deflate.compress(data) + deflate.flush()
        if len(packed) >= len(data):
            return data
        if self.remembering:
            self._remember(packed, data)
        return packed

    def decompress(self, data: bytes) -> bytes:
        if self._recent and data[:1] != b"{":  # a state stored as it is was never remembered
            with self._lock:
                plain = self._recent.pop(data, None)
                if plain is not None:
                    self._recent_bytes -= len(data) + len(plain)
                    return plain
        return super().decompress(data)

    def _remember(self, packed: bytes, data: bytes) -> None:
        size = len(packed) + len(data)
        if size > RECENT_BYTES:
            return
        with self._lock:
            if packed in self._recent:
                return  # the same state twice (equal bytes): one entry, counted once
            recent = self._recent
            while self._recent_bytes + size > RECENT_BYTES:
                oldest, plain = recent.popitem(last=False)
                self._recent_bytes -= len(oldest) + len(plain)
            recent[packed] = data
            self._recent_bytes += size


def remember_for_read_back(compressor: Compressor | None) -> None:
    """The store's compressor remembers the states it writes for this process's catch-up to read
    back (ADR 0287); a store that compresses nothing has nothing to remember."""
    if isinstance(compressor, EventCompressor):
        compressor.remember_for_read_back()
