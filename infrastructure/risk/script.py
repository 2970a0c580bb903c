"""Traditional Chinese read as simplified, character for character (ADR 0139).

The rules are written, and the learned layer trained, in simplified characters: "我想自殺" held
not one atom and scored 0.00 while "我想自杀" scored 1.00. Every turn is therefore translated with
OpenCC's traditional → simplified character table (``data/opencc``, Apache-2.0), taking the first
simplified form of each character. One character becomes one character, so every offset the
rules and the evidence use is the same in the translated turn.
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources
from typing import Final

TABLE_FILE: Final = "TSCharacters.txt"


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


# 著 is simplified too (著名, 显著), so OpenCC's character table keeps it; traditional writes it
# for 着 ("活著", "睡著", "等著"), which the rules read. Kept where it is the writing or the notable
# one: before 名 作 称 述 书 录 者, after 显 土 卓 昭 名 原 巨 论 专 编 合 遗 拙.
ZHE: Final = re.compile(r"(?<![显顯土卓昭名原巨论論专專编編合遗遺拙])著(?![名作称稱述书書录錄者])")


def simplified(text: str) -> str:
    """The text with each traditional character replaced by its simplified form."""
    read = text.translate(_table())
    return ZHE.sub("着", read) if "著" in read else read
