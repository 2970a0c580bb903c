"""The rules' text patterns written for speed (their first character a class or a literal, so
``re`` looks for it) find what their plain forms find (ADR 0112, "speed, second pass")."""

from __future__ import annotations

import random
import re

import pytest

from infrastructure.risk import rules

PLAIN = {
    "CLAUSE_BREAK": r"[，。！？；,!?;\n…~～]+|\.(?:\s|$)+|\s-\s",
    "SENTENCE_BREAK": r"[。！？!?\n]|\.(?:\s|$)",
    "SPACES": r" \s+|[^\S ]\s*",
    "ZH_NET_DEATH": r"(?<=[\u4e00-\u9fff])si(?![a-z])",
    "EN_BARE_WORD": r"\b(" + "|".join(rules.EN_BARE) + r")\b",
}
PIECES = ("，", "。", "!", "?", ";", "\n", "…", "~", "～", ".", " ", "\t", "-", "\x1c", "\u3000",
          "\x85", "我", "死", "si", "s", "i", "a", "x", "_", "3", "é", "'", *rules.EN_BARE)


@pytest.mark.parametrize("name", sorted(PLAIN))
def test_a_pattern_written_for_speed_finds_what_its_plain_form_finds(name: str) -> None:
    fast, plain = getattr(rules, name), re.compile(PLAIN[name])
    rng = random.Random(name)
    for _ in range(4000):
        text = "".join(rng.choice(PIECES) for _ in range(rng.randrange(0, 14)))
        assert [(m.span(), m.group(0)) for m in fast.finditer(text)] == [
            (m.span(), m.group(0)) for m in plain.finditer(text)], repr(text)
