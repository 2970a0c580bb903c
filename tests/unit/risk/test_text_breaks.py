"""The rules' text patterns written for speed (their first character a class or a literal, so
``re`` looks for it) find what their plain forms find (ADR 0112, "speed, second pass")."""

from __future__ import annotations

import random
import re
import sys

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


def test_a_text_of_printable_characters_and_single_spaces_has_no_run_to_collapse() -> None:
    """``normalise`` skips ``SPACES`` on a printable text without two spaces in a row (ADR 0112,
    amendment "stop 32, sixth pass"): every character ``re`` reads as ``\\s`` other than the
    space is not printable, so such a text holds nothing ``SPACES`` matches."""
    spaces = [chr(c) for c in range(sys.maxunicode + 1) if re.match(r"\s", chr(c))]
    assert " " in spaces and len(spaces) > 20
    assert not any(char.isprintable() for char in spaces if char != " ")
    rng = random.Random("spaces")
    for _ in range(4000):
        text = "".join(rng.choice(PIECES) for _ in range(rng.randrange(0, 14)))
        if text.isprintable() and "  " not in text:
            assert rules.SPACES.search(text) is None, repr(text)
        assert rules.normalise(text) == rules.CJK_GAP.sub("，", rules.SPACES.sub(
            " ", rules.normalise(text)))
