"""English words inside Chinese text: ``\\b`` fails there (汉字 count as word characters)."""

from __future__ import annotations


def english(words: str) -> str:
    """A pattern for ``words`` not touching other Latin letters: matches in "数量last year的"."""
    return rf"(?<![A-Za-z])(?:{words})(?![A-Za-z])"
