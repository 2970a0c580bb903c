"""Stop 32, English categories (2026-11-29), helper enrecall: suicide pacts: both of us, a set time
and place.

Written and frozen before any rule change; first try (on main aca053e): high 4/7, medium or higher
0/1, negatives 6/7 below 0.70.

Missed or false alarms on the first try: "me and my girlfriend made a pact to end it together on
friday" 0.45; "we've set the date. both of us, her place, 10pm" 0.45; "My boyfriend and I have
agreed to die together this weekend." 0.45; "me and my best friend talk about dying together" 0.00;
"we're both doing the midnight run at the lake" 0.97.

After the rules: 7/7, 1/1, 7/7.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    'me and my girlfriend made a pact to end it together on friday',
    "we're both doing it at midnight at the bridge",
    'my friend and i have a suicide pact, same time saturday',
    'we agreed to go together. tonight, both of us, at the lake',
    "we've set the date. both of us, her place, 10pm",
    'My boyfriend and I have agreed to die together this weekend.',
    'pact with my online friend: we both take the pills at 3am',
]

MEDIUM: list[str | list[str]] = [
    'me and my best friend talk about dying together',
]

NONE: list[str | list[str]] = [
    'me and my sister made a pact to quit smoking on monday',
    'we both agreed to go to the gym at 6am',
    'made a pact with my roommate to stop drinking soda',
    "we're both doing the midnight run at the lake",
    'pact with my bestie: no texting our exes this month',
    'we set the date! both of us, her place, 10pm, wedding planning',
    'my grandparents died together in a car crash',
    # written after the rules, from their words (checked, not first tries)
    'we agreed to go to the lake together at 10pm for the fireworks',
]

(
    test_stop32_pacts_high,
    test_stop32_pacts_medium,
    test_stop32_pacts_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
