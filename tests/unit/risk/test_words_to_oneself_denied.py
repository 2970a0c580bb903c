"""Stop 41 (ADR 0108): words to oneself argue with one's own wish, but words to oneself the
speaker says they never said hold no wish: the frame is denied, not an urge held back."""

from __future__ import annotations

from tests.unit.risk.phrasings import MEDIUM_FLOOR, stays_below

WORDS_TO_ONESELF_NEVER_SAID: list[str | list[str]] = [
    "我从来没有对自己说过不要去死",
    "我没跟自己说过别自杀",
    "我从没劝过自己不要轻生，因为我根本没这个念头",
]

test_words_to_oneself_never_said_hold_no_wish = stays_below(
    MEDIUM_FLOOR, WORDS_TO_ONESELF_NEVER_SAID)
