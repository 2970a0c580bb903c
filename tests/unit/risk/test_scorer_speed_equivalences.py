"""The tenth speed pass's rewrites find what the code they replace found (ADR 0112, stop 36)."""

from __future__ import annotations

import random

from infrastructure.risk import rules
from infrastructure.risk.anchors import Found


def _searched_start(text: str, position: int) -> int:
    """The former ``_sentence_start``: ``SENTENCE_END`` searched from the text's start."""
    found = rules.SENTENCE_END.search(text, 0, position)
    return found.start() + 1 if found else 0


def test_a_sentence_start_read_backwards_is_the_one_searched_from_the_start() -> None:
    rng = random.Random(36)
    alphabet = [*rules.SENTENCE_ENDS, "a", " ", "我", "x", "，"]
    for _ in range(5_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 24)))
        for position in range(len(text) + 3):
            assert rules._sentence_start(text, position) == _searched_start(text, position)


def test_an_atom_is_equal_hashed_and_unpacked_as_the_tuple_of_its_fields() -> None:
    atom = Found("means", 3, 5, "rope", chinese=False)
    fields = ("means", 3, 5, "rope", False)
    assert atom == fields
    assert atom == Found(*fields)
    assert atom != Found("means", 3, 6, "rope")
    assert hash(atom) == hash(fields)
    assert tuple(atom) == fields
    assert {atom: 1}[Found(*fields)] == 1
    assert repr(atom) == "Found(kind='means', start=3, end=5, text='rope', chinese=False)"
