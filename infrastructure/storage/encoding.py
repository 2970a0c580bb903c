"""How event states lie in the store: the library's JSON, read by orjson; compressed by zlib.

Chosen by settings (``Settings.event_store_env``) through the library's ``TRANSCODER_TOPIC``
and ``COMPRESSOR_TOPIC``. Every state stored before still reads: the JSON format is unchanged,
and a state that starts with ``{`` is uncompressed JSON (a zlib stream never starts so).
"""

from __future__ import annotations

import re
import zlib
from typing import Any

import orjson
from eventsourcing.persistence import Compressor, JSONTranscoder

from infrastructure.storage.dictionary import DICTIONARY_V1, DICTIONARY_V1_ID

DICTIONARIES = {DICTIONARY_V1_ID: DICTIONARY_V1}
"""Preset dictionaries by the Adler-32 a zlib header names them with."""
MIN_BYTES = 64
LEVEL = 6
FDICT = 0x20
LONG_NUMBER = re.compile(rb"\d{19}")
"""orjson reads an integer beyond 64 bits as a float: such states go to the library's decoder."""


class OrjsonTranscoder(JSONTranscoder):
    """The library's JSON, written by its encoder and read by orjson.

    Reading walks the decoded state once to turn ``{"_type_", "_data_"}`` objects back into
    UUIDs, datetimes and decimals. A state orjson would misread or refuses (a number of 19
    digits or more, a NaN) is read by the library's decoder.
    """

    def decode(self, data: bytes) -> Any:
        if LONG_NUMBER.search(data):
            return super().decode(data)
        try:
            decoded = orjson.loads(data)
        except orjson.JSONDecodeError:
            return super().decode(data)
        return self._revive(decoded)

    def _revive(self, value: Any) -> Any:
        if type(value) is dict:
            if len(value) == 2 and "_type_" in value and "_data_" in value:
                return self._decode_obj(value)
            for key, item in value.items():
                if type(item) is dict or type(item) is list:
                    value[key] = self._revive(item)
        elif type(value) is list:
            for index, item in enumerate(value):
                if type(item) is dict or type(item) is list:
                    value[index] = self._revive(item)
        return value


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
        deflate = zlib.compressobj(LEVEL, zdict=DICTIONARY_V1)
        packed = deflate.compress(data) + deflate.flush()
        return packed if len(packed) < len(data) else data
