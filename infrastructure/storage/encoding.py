"""How event states lie in the store: the library's JSON, read by orjson; compressed by zlib.

Chosen by settings (``Settings.event_store_env``) through the library's ``TRANSCODER_TOPIC``
and ``COMPRESSOR_TOPIC``. Every state stored before still reads: the JSON format is unchanged,
and a state that starts with ``{`` is uncompressed JSON (a zlib stream never starts so).
"""

from __future__ import annotations

import zlib
from typing import Any

import orjson
from eventsourcing.persistence import Compressor, JSONTranscoder

from infrastructure.storage.dictionary import DICTIONARY_V1, DICTIONARY_V1_ID

DICTIONARIES = {DICTIONARY_V1_ID: DICTIONARY_V1}
"""Preset dictionaries by the Adler-32 a zlib header names them with."""
MIN_BYTES = 256
"""Smaller states (a message received, an input requested) save too few bytes to pay for it."""
LEVEL = 6
FDICT = 0x20
BEYOND_64_BITS = 9.2e18
"""orjson reads an integer beyond 64 bits as a float: a state holding a float this large with
no fraction may have been such an integer, and goes to the library's decoder."""


class _MaybeBigIntegerError(Exception):
    """A float that may have been an integer beyond 64 bits in the stored JSON."""


WINDOW_BITS = 14
MEMORY_LEVEL = 5
"""A 16 KB window and small hash and block buffers (ADR 0211): every state is compressed by a copy
of the primed compressor, and the copy moves all of its buffers — 256 KB with zlib's defaults, a
fifth of a turn's instructions; 80 KB with these. The window still holds the 6.9 KB dictionary
and states up to 9 KB; the benchmark's states compress to the very same deflate streams (only
the zlib header, which names the window, differs). States over 16 KB compress less well.
Readers take the window from the header: states stored with the default window still read."""
PRIMED = zlib.compressobj(LEVEL, zlib.DEFLATED, WINDOW_BITS, MEMORY_LEVEL, zdict=DICTIONARY_V1)


class OrjsonTranscoder(JSONTranscoder):
    """The library's JSON, written by its encoder and read by orjson.

    Reading walks the decoded state once to turn ``{"_type_", "_data_"}`` objects back into
    UUIDs, datetimes and decimals. A state orjson may misread (an integer beyond 64 bits) or
    refuses (a NaN) is read by the library's decoder.
    """

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


class EventCompressor(StoredStateReader):
    """zlib with the events' preset dictionary, for every state where it pays."""

    def compress(self, data: bytes) -> bytes:
        if len(data) < MIN_BYTES:
            return data
        deflate = PRIMED.copy()  # loading the dictionary costs more than copying its state
        packed = deflate.compress(data) + deflate.flush()
        return packed if len(packed) < len(data) else data
