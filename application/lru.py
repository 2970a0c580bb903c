"""A bounded mapping that forgets the least recently used entry first."""

from __future__ import annotations

from collections import OrderedDict
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class LRUCache(Generic[K, V]):
    """At most ``maxsize`` entries; a hit makes an entry the most recent."""

    def __init__(self, maxsize: int) -> None:
        if maxsize < 1:
            raise ValueError("an LRU cache holds at least one entry")
        self.maxsize = maxsize
        self._entries: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K) -> V | None:
        value = self._entries.get(key)
        if value is not None:
            self._entries.move_to_end(key)
        return value

    def take(self, key: K) -> V | None:
        """The entry, removed: the caller owns it until it puts it back."""
        return self._entries.pop(key, None)

    def put(self, key: K, value: V) -> None:
        self._entries[key] = value
        self._entries.move_to_end(key)
        while len(self._entries) > self.maxsize:
            self._entries.popitem(last=False)

    def __len__(self) -> int:
        return len(self._entries)
