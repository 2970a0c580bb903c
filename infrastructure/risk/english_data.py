"""The English learned layer's training data: our own phrasings, exported reproducibly (ADR 0129).

    python -m infrastructure.risk.train_english --export [--check]

Two sources, both written by this project (no third-party licence):

- every English single-turn item that a risk test binds, through ``tests/unit/risk/phrasings.py``,
  to ``reaches(HIGH_FLOOR, …)`` (high), ``reaches(MEDIUM_FLOOR, …)`` (medium) or
  ``stays_below(MEDIUM_FLOOR, …)`` (none), read from the checks themselves (each carries its
  ``phrasing_binding``), not copied by hand;
- the English single-turn items of the READABLE halves of our conversational sets (first set
  ``tune``, second and third sets ``dev``), chosen by their ``half`` field. The report / holdout
  halves are never read here, nor ESConv or CPsyCounD.

An item bound at several levels keeps its highest; multi-turn windows are left out (the layer
scores one turn at a time); a test phrasing identical to a turn of a held-out half is left out
(five were, compared programmatically and never printed: tests had held those words). The file is
sorted, so an export is the same on every run.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any, Final

from infrastructure.risk.datasets import conversational, conversational_dev, conversational_third
from infrastructure.risk.ngram import speaks_english

DATA_FILE: Final = "english-phrasings.jsonl"
TEST_PACKAGE: Final = "tests.unit.risk"
READABLE: Final = (("first", "tune", conversational), ("second", "dev", conversational_dev),
                   ("third", "dev", conversational_third))
RANK: Final = {"none": 0, "medium": 1, "high": 2}
HIGH_LINE: Final = 0.95
MEDIUM_LINE: Final = 0.70


@dataclass(frozen=True)
class Phrasing:
    """One English training text, its level and where it came from."""

    text: str
    level: str
    source: str

    def row(self) -> dict[str, str]:
        return {"text": self.text, "level": self.level, "source": self.source}


english = speaks_english  # a text of the English layer: Latin letters, no Chinese character


def _level(how: str, line: float) -> str | None:
    if how == "reaches":
        return "high" if line >= HIGH_LINE else "medium" if line >= MEDIUM_LINE else None
    return "none" if how == "stays_below" and line <= MEDIUM_LINE else None


def _bindings(module: Any) -> Iterator[tuple[str, float, tuple[Any, ...]]]:
    for name in sorted(vars(module)):
        binding = getattr(getattr(module, name), "phrasing_binding", None)
        if name.startswith("test") and binding is not None:
            yield binding


def from_tests(package: str = TEST_PACKAGE) -> Iterator[Phrasing]:
    """Every English single-turn item a risk test binds to a level."""
    root = importlib.import_module(package)
    for info in sorted(pkgutil.iter_modules(root.__path__), key=lambda m: m.name):
        if not info.name.startswith("test_"):
            continue
        module = importlib.import_module(f"{package}.{info.name}")
        for how, line, items in _bindings(module):
            level = _level(how, line)
            for item in items:
                if level and isinstance(item, str) and english(item):
                    yield Phrasing(item, level, f"tests/unit/risk/{info.name}.py")


def from_sets() -> Iterator[Phrasing]:
    """The English single-turn items of the sets' readable halves, and only those."""
    for name, half, load in READABLE:
        for item in load():
            if item.half == half and len(item.turns) == 1 and english(item.turns[0]):
                yield Phrasing(item.turns[0], item.expected, f"{name} set, {half} half")


def merged(phrasings: Iterable[Phrasing]) -> list[Phrasing]:
    """One row per text at its highest level (its first source at that level), sorted."""
    best: dict[str, Phrasing] = {}
    for found in phrasings:
        kept = best.get(found.text)
        if kept is None or RANK[found.level] > RANK[kept.level]:
            best[found.text] = found
    return sorted(best.values(), key=lambda p: (p.text, p.level))


def held_out_turns() -> frozenset[str]:
    """Every turn of a report / holdout half: only compared with, never read out."""
    return frozenset(turn for _, _, load in READABLE for item in load()
                     if item.half in ("report", "holdout") for turn in item.turns)


def export() -> str:
    """The data file's text: one JSON object a line."""
    held_out = held_out_turns()
    rows = [p for p in merged([*from_tests(), *from_sets()]) if p.text not in held_out]
    return "".join(json.dumps(p.row(), ensure_ascii=False, sort_keys=True) + "\n" for p in rows)


def load(text: str) -> list[Phrasing]:
    rows = (json.loads(line) for line in text.splitlines() if line.strip())
    return [Phrasing(r["text"], r["level"], r["source"]) for r in rows]
