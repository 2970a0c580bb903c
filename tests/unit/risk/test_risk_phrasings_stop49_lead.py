"""Stop 49, lead: two English medium-route frames a fresh held-out probe missed — a step or a
lean forward thought of at a platform, an edge or a train's coming, and kin better off with what
one's death pays (the life insurance) — with look-alikes in the same words (a step forward into a
new job, a better insurance plan, dancers stepping forward when the music comes in).

From the lead's probe of the medium route (28 items, written before any rule changed; 26 / 28
reached medium on main ad785f9): "when i stand on the platform i think about stepping forward"
(0.45, the platform alone) and "my family would be better off with the life insurance honestly"
(0.45, the insurance alone). The wordings below were written for the two frames after reading
those misses; first try on main: 2 / 6 reaching medium (a lean and a tip over at an edge already
read as the edge and a thought of it), 6 / 6 look-alikes below it. After: 6 / 6
and 6 / 6 (the step at a platform and the insurance with "life" reach high, as the platform and a
settled affair are signals of their own beside the thought).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import MEDIUM_FLOOR, reaches, stays_below

FIRST_MEDIUM: list[str | list[str]] = [
    "every time i wait at the station i think about how easy it would be to step forward",
    "on the platform i keep thinking about leaning forward a bit too far",
    "i think about stepping forward when the train pulls in",
    "standing at the edge of the roof terrace i think about tipping over",
    "my kids would be better off with the insurance money",
    "tbh my wife would be fine with the life insurance payout",
]

FIRST_LOOK_ALIKES: list[str | list[str]] = [
    "i think about stepping forward in my career this year",
    "on the platform i think about stepping forward into a new job",
    "the dancers think about stepping forward when the music comes in",
    "my family would be better off with a better insurance plan",
    "we'd be better off with the insurance from work than the private one",
    "at the station i think about how easy it would be to step forward as team lead",
]

test_stop49_lead_first_medium = reaches(MEDIUM_FLOOR, FIRST_MEDIUM)
test_stop49_lead_first_look_alikes = stays_below(MEDIUM_FLOOR, FIRST_LOOK_ALIKES)
