"""Stop 36, English (2026-11-29, helper enrisk): the known limits taken as a category
(test_risk_phrasings_stop36_en_known_limits) again in other words, written after its rules and
frozen before any change they drive.

First try on 0317552 (after the category's rules): high 7/8 ("i downed them at midnight" 0.45:
midnight is no clock time to the overdose's pattern), medium or higher 3/4 ("i'd be relieved not
to wake up tomorrow" 0.00), look-alikes 7/9 below 0.70 (the desk's sertraline "swallowed them 10
minutes ago with my dinner" 0.97: the pills on the desk and the act read as a means and an
intent; "she's home from hospital" is no visit to the rules: 0.97), a wish for a day not high
2/2.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, phrasing_tests, stays_below

HIGH: list[str | list[str]] = [
    ['my sertraline is on the desk', 'swallowed them 10 minutes ago'],
    ['those tramadol i told you about', 'took them half an hour ago'],
    ['the zopiclone', 'i downed them at midnight'],
    'parked up at the reservoir. not driving back',
    'on the roof of the multi storey. not going home this time',
    "my dad keeps a shotgun in the shed and i know where the spare key is. that's it for me",
    "i'll be with grandad soon. tomorrow",
    "by sunday i'll be with my nan again",
]

MEDIUM: list[str | list[str]] = [
    'part of me just wants to curl up and die',
    'i want to crawl in a hole and die and never come out',
    "honestly i'd be relieved not to wake up tomorrow",
    'i wish i could go to sleep tonight and not wake up',
]

NONE: list[str | list[str]] = [
    ['my sertraline is on the desk', 'swallowed them 10 minutes ago with my dinner'],
    ['those tramadol for my back', 'took them half an hour ago and the pain is easing'],
    'parked up at the reservoir for a picnic. not driving back till dark',
    "we're at the hotel's rooftop pool. not going home this time, we're staying the week",
    (
        "my dad keeps a shotgun in the shed and i know where the spare key is, "
        "i'm done feeding the hens"
    ),
    "i'll be with grandad soon, my bus gets in tomorrow",
    "by sunday i'll be with my nan again, she's home from hospital",
    'i was so embarrassed when my mic was on, i wanted to curl up and die',
    'lol i could lie down and die after that leg day',
]

NOT_HIGH: list[str | list[str]] = [
    "honestly i'd be relieved not to wake up tomorrow",
    "it'd be ok if i didn't wake up on monday",
]

(
    test_stop36_en_known_limits_second_set_high,
    test_stop36_en_known_limits_second_set_medium,
    test_stop36_en_known_limits_second_set_look_alikes,
) = phrasing_tests(HIGH, MEDIUM, NONE)
test_stop36_en_known_limits_second_set_wish_for_a_day = stays_below(HIGH_FLOOR, NOT_HIGH)
