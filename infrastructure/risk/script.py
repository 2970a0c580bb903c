"""Traditional Chinese read as simplified, character for character (ADR 0139).

The rules are written, and the learned layer trained, in simplified characters: "我想自殺" held
not one atom and scored 0.00 while "我想自杀" scored 1.00. Every turn is therefore translated with
OpenCC's traditional → simplified character table (``data/opencc``, Apache-2.0), taking the first
simplified form of each character. One character becomes one character, so every offset the
rules and the evidence use is the same in the translated turn. The table is applied as an array
of code points in numpy (``str.translate`` looks each character up in a dict: 170 us on a
4,000-character turn against about 20; ADR 0112, "stop 31, fifth pass").
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources
from typing import Final

import numpy as np
from numpy.typing import NDArray

TABLE_FILE: Final = "TSCharacters.txt"


def traditional_table() -> dict[int, str]:
    """The traditional → simplified character table ``simplified`` translates with (a copy)."""
    return dict(_table())


@cache
def _table() -> dict[int, str]:
    text = resources.files("infrastructure.risk.data").joinpath("opencc", TABLE_FILE).read_text(
        encoding="utf-8")
    table: dict[int, str] = {}
    for line in text.splitlines():
        traditional, _, simplified = line.partition("\t")
        first = simplified.split(" ", 1)[0]
        if len(traditional) == 1 and len(first) == 1 and first != traditional:
            table[ord(traditional)] = first
    for key, value in table.items():  # 薴 → 苧 → 苎: read to the end, so reading twice is once
        while ord(value) in table:
            value = table[ord(value)]
        table[key] = value
    return table


@cache
def _points() -> NDArray[np.uint32]:
    """``_table`` as an array: the simplified code point of each code point up to the last one
    the table reads (every other one is itself)."""
    table = _table()
    points = np.arange(max(table) + 1, dtype=np.uint32)
    points[list(table)] = [ord(value) for value in table.values()]
    return points


def _translated(text: str) -> str:
    """``text.translate(_table())``, the same string, in a few array operations."""
    if text.isascii():
        return text
    chars = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)
    points = _points()
    read = np.where(chars < len(points), points[np.minimum(chars, len(points) - 1)], chars)
    if np.array_equal(read, chars):
        return text
    return read.tobytes().decode("utf-32-le", "surrogatepass")


# 著 is simplified too (著名, 显著), so OpenCC's character table keeps it; traditional writes it
# for 着 ("活著", "睡著", "等著"), which the rules read. Kept where it is the writing or the notable
# one: before 名 作 称 述 书 录 者, after 显 土 卓 昭 名 原 巨 论 专 编 合 遗 拙.
ZHE: Final = re.compile(r"(?<![显顯土卓昭名原巨论論专專编編合遗遺拙])著(?![名作称稱述书書录錄者])")


def simplified(text: str) -> str:
    """The text with each traditional character replaced by its simplified form."""
    read = _translated(text)
    return ZHE.sub("着", read) if "著" in read else read
