"""PHQ-9 and GAD-7 answer sheets: validated items, totals and the standard severity bands."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from domain.risk.errors import InvalidQuestionnaireError

ITEM_MIN: Final = 0
ITEM_MAX: Final = 3

# Kroenke et al. 2001 (PHQ-9) and Spitzer et al. 2006 (GAD-7): (lowest total, band).
PHQ9_BANDS: Final = ((20, "severe"), (15, "moderately_severe"), (10, "moderate"), (5, "mild"),
                     (0, "minimal"))
GAD7_BANDS: Final = ((15, "severe"), (10, "moderate"), (5, "mild"), (0, "minimal"))


def _validated(name: str, items: Sequence[int], count: int) -> tuple[int, ...]:
    if len(items) != count:
        raise InvalidQuestionnaireError(f"{name} has {count} items, got {len(items)}")
    for number, value in enumerate(items, start=1):
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidQuestionnaireError(f"{name} item {number} must be an integer 0–3")
        if not ITEM_MIN <= value <= ITEM_MAX:
            raise InvalidQuestionnaireError(f"{name} item {number} is {value}, outside 0–3")
    return tuple(items)


def _band(total: int, bands: tuple[tuple[int, str], ...]) -> str:
    return next(name for lowest, name in bands if total >= lowest)


@dataclass(frozen=True)
class PHQ9:
    """The nine PHQ-9 items (each 0–3); item 9 asks about thoughts of death or self-harm."""

    items: tuple[int, ...]

    @classmethod
    def from_items(cls, items: Sequence[int]) -> PHQ9:
        return cls(_validated("PHQ-9", items, 9))

    @property
    def total(self) -> int:
        return sum(self.items)

    @property
    def item9(self) -> int:
        return self.items[8]

    @property
    def severity(self) -> str:
        return _band(self.total, PHQ9_BANDS)


@dataclass(frozen=True)
class GAD7:
    """The seven GAD-7 items (each 0–3)."""

    items: tuple[int, ...]

    @classmethod
    def from_items(cls, items: Sequence[int]) -> GAD7:
        return cls(_validated("GAD-7", items, 7))

    @property
    def total(self) -> int:
        return sum(self.items)

    @property
    def severity(self) -> str:
        return _band(self.total, GAD7_BANDS)
