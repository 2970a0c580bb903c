"""A pretence of being well, taken back, is read as concealment (ADR 0110, stop 39).

Its pattern's first ``\\b`` had been stored as a backspace character, so "said i was fine … i lied"
was never read; it is weak alone and high only beside a plan signal (``rules.decide``).
"""

from __future__ import annotations

import pytest

from infrastructure.risk.embedded import score_window
from infrastructure.risk.rules import assess

TAKEN_BACK = [
    "told my mom i was fine and i lied, i failed the test",
    "said i was fine on the phone. i lied, i'm still sick with the flu",
    "told everyone i was okay at dinner, that was a lie",
]


@pytest.mark.parametrize("text", TAKEN_BACK)
def test_a_pretence_taken_back_is_read_as_concealment(text: str) -> None:
    assert "concealment" in {signal.kind for signal in assess([text]).signals}


@pytest.mark.parametrize("text", TAKEN_BACK)
def test_concealment_alone_does_not_route(text: str) -> None:
    assert score_window([text]).score < 0.70
