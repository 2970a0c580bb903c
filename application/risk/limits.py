"""How much text one scoring call takes (ADR 0101): linear cost, bounded per request."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

MAX_TEXT_CHARS: Final = 4000  # one text; a session refuses longer messages too
MAX_TEXTS: Final = 10  # one window or one batch of texts


class ScoringLimitError(ValueError):
    """Too many texts, or a text too long, for one scoring call."""


def check_limits(texts: Sequence[str]) -> None:
    if not texts:
        raise ScoringLimitError("give at least one text to score")
    if len(texts) > MAX_TEXTS:
        raise ScoringLimitError(f"at most {MAX_TEXTS} texts are scored at once, got {len(texts)}")
    longest = max(len(text) for text in texts)
    if longest > MAX_TEXT_CHARS:
        raise ScoringLimitError(
            f"a text is scored up to {MAX_TEXT_CHARS} characters, got one of {longest}")
