"""Stop 35: a place of danger in a sentence about someone else is not the speaker's. An exhaustive
run of tests/property/risk/test_english_learned_properties.py's sentence property (every pooled
turn with every cancelled clause added, 796 x 31) found ten route raises, all one family: "my
friend is standing on the bridge" added after the speaker's own "not planning on coming home
tonight" (a way back refused, intent only at a place of danger) or "i was halfway over the fence
and climbed back" (an edge carried to the place its turn names). Both now read only places in
sentences that do not name someone else alone (``rules._theirs``); the exhaustive run then found
no raise at all (it had found 15 raw-score raises). The speaker's own place in another sentence
still counts.
First try on main 5506c3a + the lead's probe-37 branch: look-alikes 2/6, high 4/4; after: all. Left
as a known limit: "i drove out to the quarry. not going back this time" (0.45 before and after:
a quarry is not yet a place of danger).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    "top level of the parking garage. been looking down for like 20 min",
    "i'm at the cliffs. not planning on driving back",
    "my friend dropped me at the bridge. not planning on coming home tonight",
    "i'm on the bridge. i'm halfway over the railing",
]
NONE: list[str | list[str]] = [
    (
        "i was halfway over the fence and climbed back, the dog was barking. my friend is "
        "standing on the bridge."
    ),
    "not planning on coming home tonight, staying over. my sister is standing on the bridge.",
    "halfway over the wall when the guard saw us, lol. my roommate is on the roof.",
    "not going back to that job. my coworker is at the cliffs this weekend.",
    "climbed over the fence to get the ball back. her boyfriend is on the bridge.",
    "not planning on driving back tonight, staying at a hotel. my friend is at the quarry.",
]

(
    test_stop35_the_speakers_own_place_in_another_sentence_still_counts,
    test_stop35_someone_elses_place_is_not_the_speakers,
) = (reaches(HIGH_FLOOR, HIGH), stays_below(MEDIUM_FLOOR, NONE))
