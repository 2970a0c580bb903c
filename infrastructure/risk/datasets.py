"""The data the risk scorer is trained and measured on, shipped as package data.

PsySUICIDE's validation split (MIT, ``data/psysuicide/SOURCE.md``) is split by SHA-256 of each
text into a *tune* half (read while writing rules, the only half the learned layer trains on)
and a *check* half (only ever reported). Nothing here reads outside the package.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass
from importlib.resources import files
from typing import Final, Literal

Half = Literal["tune", "check"]
Level = Literal["high", "medium", "none"]

HIGH_LABELS: Final = frozenset({"自杀未遂", "自杀准备行为", "自杀计划", "主动自杀意图"})
MEDIUM_LABELS: Final = frozenset({"被动自杀意图", "自伤行为", "自伤意图"})
UNRELATED_LABEL: Final = "与自杀/自伤/攻击行为无关"


@dataclass(frozen=True)
class LabelledText:
    """One PsySUICIDE item: its text, labels, the level we map them to, and its half."""

    text: str
    labels: tuple[str, ...]
    source: str

    @property
    def level(self) -> Level:
        return expected_level(self.labels)

    @property
    def half(self) -> Half:
        return half_of(self.text)

    @property
    def unrelated(self) -> bool:
        return self.labels == (UNRELATED_LABEL,)


def half_of(text: str) -> Half:
    """The fixed split: the first byte of the text's SHA-256, even → tune, odd → check."""
    return "tune" if hashlib.sha256(text.encode()).digest()[0] % 2 == 0 else "check"


def expected_level(labels: Iterable[str]) -> Level:
    """The highest level any label maps to (docs/risk-scorer.md)."""
    names = set(labels)
    return "high" if names & HIGH_LABELS else "medium" if names & MEDIUM_LABELS else "none"


def psysuicide_bytes() -> bytes:
    """The shipped ``valid.json`` exactly as copied (its digest names a trained artefact)."""
    return files("infrastructure.risk.data").joinpath("psysuicide/valid.json").read_bytes()


def psysuicide() -> tuple[LabelledText, ...]:
    """Every item of the shipped PsySUICIDE validation split."""
    raw = json.loads(psysuicide_bytes().decode("utf-8"))
    return tuple(LabelledText(x["text"], tuple(x["labels"]), x["data_source"]) for x in raw)


def psysuicide_half(half: Half) -> tuple[LabelledText, ...]:
    return tuple(item for item in psysuicide() if item.half == half)


def sha256_hex(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@dataclass(frozen=True)
class ConversationalItem:
    """One item of our conversational set: a message or a plan split over turns."""

    id: str
    half: Literal["tune", "report", "dev", "holdout"]
    category: str
    lang: str
    expected: Level
    turns: tuple[str, ...]


def conversational() -> tuple[ConversationalItem, ...]:
    """The frozen conversational set (``data/CONVERSATIONAL.md``)."""
    return _items("conversational.jsonl")


def conversational_dev() -> tuple[ConversationalItem, ...]:
    """The second conversational set, a dev and a holdout half (``data/DEV_SET.md``)."""
    return _items("conversational-dev.jsonl")


def conversational_third() -> tuple[ConversationalItem, ...]:
    """The third conversational set, a dev and a holdout half (``data/THIRD_SET.md``)."""
    return _items("conversational-third.jsonl")


def _items(name: str) -> tuple[ConversationalItem, ...]:
    raw = files("infrastructure.risk.data").joinpath(name).read_text("utf-8")
    rows = (json.loads(line) for line in raw.splitlines() if line.strip())
    return tuple(ConversationalItem(r["id"], r["half"], r["category"], r["lang"], r["expected"],
                                    tuple(r["turns"])) for r in rows)
