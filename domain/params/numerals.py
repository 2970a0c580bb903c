"""Counts written as digits, Chinese numerals (三, 十二, 两) or English words."""

from __future__ import annotations

_CHINESE_DIGITS = {
    "零": 0,
    "一": 1,
    "二": 2,
    "两": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
}
_ENGLISH = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
}

COUNT_PATTERN = r"(?<!\d)\d{1,3}(?!\d)|[零一二两三四五六七八九十百]+"
ENGLISH_COUNT_PATTERN = r"\d{1,3}|" + "|".join(sorted(_ENGLISH, key=len, reverse=True))


def parse_count(text: str) -> int | None:
    """The number a count names, or None when it is not one."""
    word = text.strip().lower()
    if word.isdigit():
        return int(word)
    if word in _ENGLISH:
        return _ENGLISH[word]
    return _chinese(word)


def _chinese(word: str) -> int | None:
    if not word or any(c not in _CHINESE_DIGITS and c not in "十百" for c in word):
        return None
    total, current = 0, 0
    for char in word:
        if char in _CHINESE_DIGITS:
            current = _CHINESE_DIGITS[char]
        else:
            total += (current or 1) * (100 if char == "百" else 10)
            current = 0
    return total + current
