"""How the local screen reads a reply: normalised once, split into sentences and clauses.

A *sentence* decides what a reply says (a means beside how well it works, an agreement beside a
hopeless claim); a *clause* bounds what cancels it (a refusal, a prohibition, a quotation), so
"我不能告诉你剂量，但一般是50毫克" still gives a dose in its second clause.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache, cached_property
from typing import Final

from domain.shared.frozen import one_write
from infrastructure.risk.script import ZHE, traditional_table

SENTENCE_END: Final = re.compile(r"[^。!?;；！？\n]*?(?:[。!?;；！？\n]+|\.(?=\s|$)|$)")
CLAUSE_BREAK: Final = re.compile(
    r"[,，、:：—]+|\s-\s|\b(?:but|though|although)\b|但是|但|不过|可是"
)
SPACES: Final = re.compile(r"[ \t\r\f\v]+")
CJK: Final = re.compile(r"[\u4e00-\u9fff]")
QUOTES: Final = str.maketrans({"‘": "'", "’": "'", "“": '"', "”": '"', "「": '"', "」": '"',
                               "『": '"', "』": '"'})


FULL_WIDTH: Final = {**{c: c - 0xFEE0 for c in range(0xFF01, 0xFF5F)}, 0x3000: 0x20}
"""Full-width ASCII and the ideographic space: each character's NFKC form is this one ASCII
character (tested over all of them)."""


def normalise(text: str) -> str:
    """NFKC (full-width letters, digits and ``，？！`` to ASCII), traditional characters read as
    simplified (ADR 0139), lower case, straight quotes, whitespace runs as one space.

    The same string as ``SPACES.sub(" ", simplified(NFKC(text)).translate(QUOTES).lower())``
    (tested by property), for less (ADR 0290): NFKC runs only on text that needs more than
    full-width characters narrowed, and the traditional and the quotes tables are one table."""
    folded = _nfkc(text).translate(_folding_by_point())
    if "著" in folded:
        folded = ZHE.sub("着", folded)
    return SPACES.sub(" ", folded.lower()).strip()


def normalise_marked(text: str) -> tuple[str, bool]:
    """``normalise(text)``, and whether it read every character alone (stop 42): no NFKC
    composition or decomposition changed the text (its narrowed form is already NFKC), no 著
    was read by its neighbours (``ZHE``) and no Σ was lowered by its context (final sigma).
    Then every other step (the narrowing and folding tables, lower case, one space for each run,
    the ends stripped) maps a slice of the text to a slice of its normalised form, so the
    normalised text of any sentence of it (``sentences``: a slice with its ends stripped) occurs
    in the normalised text. The same steps as ``normalise``, kept apart so that ``normalise``
    (run for every sentence and message) pays nothing for the mark (tested equal)."""
    if text.isascii():
        narrowed, kept = text, True
    else:
        narrowed = text.translate(_narrowing_by_point())
        kept = unicodedata.is_normalized("NFKC", narrowed)
        if not kept:
            narrowed = unicodedata.normalize("NFKC", narrowed)
    folded = narrowed.translate(_folding_by_point())
    read_alone = kept and "Σ" not in folded
    if "著" in folded:
        folded, read_alone = ZHE.sub("着", folded), False
    return SPACES.sub(" ", folded.lower()).strip(), read_alone


def _nfkc(text: str) -> str:
    """``unicodedata.normalize("NFKC", text)``. Replacing a character by its NFKC
    decomposition leaves the string's NFKC as it was, so full-width ASCII is narrowed by a
    table first; what is then already NFKC (its quick check) is not normalised again."""
    if text.isascii():
        return text
    narrowed = text.translate(_narrowing_by_point())
    if unicodedata.is_normalized("NFKC", narrowed):
        return narrowed
    return unicodedata.normalize("NFKC", narrowed)


def by_point(table: Mapping[int, int | str]) -> str | Mapping[int, int | str]:
    """``table`` for ``str.translate`` as a string indexed by code point: each character up to
    the largest one the table maps is itself unless the table maps it, and those beyond are left
    as they are (the string's ``IndexError`` is a ``LookupError``). The same translation, without
    a ``KeyError`` raised and cleared for every character a dict does not map — most of a
    Chinese text (stop 35: about 600 a turn, 1.6 % of its instructions). A table mapping a
    character to more or less than one character is returned as it is."""
    chars = [chr(point) for point in range(max(table) + 1)]
    for point, value in table.items():
        mapped = chr(value) if isinstance(value, int) else value
        if not isinstance(mapped, str) or len(mapped) != 1:
            return table
        chars[point] = mapped
    return "".join(chars)


@cache
def _narrowing_by_point() -> str | Mapping[int, int | str]:
    return by_point(FULL_WIDTH)


@cache
def _folding_by_point() -> str | Mapping[int, int | str]:
    return by_point(_folding())


@cache
def _folding() -> dict[int, str]:
    """``simplified``'s table, then ``QUOTES``, as one table (one character each way). 著's
    rule (``ZHE``) reads no quote, so it may run after the quotes are straightened."""
    table = {key: value.translate(QUOTES) for key, value in traditional_table().items()}
    for key, value in QUOTES.items():
        table.setdefault(key, str(value))
    return table


@one_write
@dataclass(frozen=True)
class Sentence:
    """One sentence of a reply: normalised (``text``, what the rules read), as written (``raw``,
    what a finding shows, so it can be found in the reply) and the clauses it is made of."""

    text: str
    raw: str = ""

    @cached_property
    def clauses(self) -> tuple[str, ...]:
        return tuple(c for c in CLAUSE_BREAK.split(self.text) if c.strip())

    def clause_at(self, position: int) -> str:
        """The clause of the sentence that holds the character at ``position``."""
        start = 0
        for match in CLAUSE_BREAK.finditer(self.text):
            if match.start() > position:
                return self.text[start:match.start()]
            start = match.end()
        return self.text[start:]

    @property
    def is_question(self) -> bool:
        return self.text.rstrip().endswith(("?", "吗", "呢")) or "?" in self.text[-3:]


def sentences(reply: str) -> Iterator[Sentence]:
    """The reply's sentences, split as written and each normalised."""
    for match in SENTENCE_END.finditer(reply):
        raw = match.group().strip()
        text = normalise(raw)
        if text:
            yield Sentence(text, raw)


def speaks_chinese(text: str) -> bool:
    return CJK.search(text) is not None
