"""Stop 40, speed (ADR 0112 amendment "stop 40, speed"): each shortcut reads what the long way
reads. Every test compares the gated form with the plain one over texts made to break it."""

from __future__ import annotations

import random
import re

from infrastructure.risk import rules
from infrastructure.risk.rule_atoms import ZH_ATOMS
from infrastructure.risk.rules import AFTER_MARK, ZH_NOT_DISPOSED

DISPOSED = re.compile(ZH_ATOMS["disposal"])  # the plain pattern, as stop 39 compiled it

PIECES = ("药", "安眠药", "刀片", "它们", "扔掉了", "丢了", "倒掉", "倒进了马桶", "冲走", "放回",
          "降压", "靶向", "病的", "交给", "妈妈", "保管", "上交了", "药店", "回收", "回收箱",
          "没", "不", "舍不得", "把", "那些", "我", "，", "。", "！", "；", "\n", "…", "~", "～",
          ",", ".", " ", "a", "吃")


def _split_at_hand(text: str) -> str:
    """``_at_hand`` as stop 39 wrote it: every clause split and searched by the plain pattern."""
    return "".join(clause for clause in AFTER_MARK.split(text) if not (
        DISPOSED.search(clause) and not ZH_NOT_DISPOSED.search(clause)))


def test_a_text_without_a_disposal_keeps_every_clause_as_the_split_did() -> None:
    draw = random.Random(40)
    seen_dropped = 0
    for _ in range(4000):
        text = "".join(draw.choice(PIECES) for _ in range(draw.randint(0, 14)))
        assert rules._at_hand(text) == _split_at_hand(text), text
        seen_dropped += rules._at_hand(text) != text
    assert seen_dropped > 100  # the draws reach the split, too
