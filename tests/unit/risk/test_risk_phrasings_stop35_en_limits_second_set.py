"""Stop 35, English (2026-11-29, helper enrecall): the six stop-34 known limits taken as categories
(test_risk_phrasings_stop35_en_overdose_referred_back_bare, _almost_did_it, _a_better_place,
_held_for_someone, _errand_beside_an_event, _count_in_two_questions) again in other words,
written after their rules and frozen before any change they drive.

First try on the branch after those rules (7a38169 + the rules of this stop): high 15/16 ("i nearly
ended it on friday" 0.45), medium or higher 3/3, look-alikes 14/18 below 0.70 (an "it" told after
as a haircut or a puzzle, somewhere better by the night bus, a rope fetched for the removal van
0.97).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    ['i was staring at the codeine for ages', "well i've swallowed them now"],
    ['we talked about my zopiclone yesterday', 'downed them. all gone'],
    ['the fluoxetine you asked about', "yeah they're inside me now, sorry"],
    ["i've been hoarding them in a sock for weeks", 'took all of them at 2am'],
    ['there were three strips on the table', "i've popped all of them"],
    'i nearly ended it on friday',
    'i came really close to killing myself yesterday',
    'i very nearly went through with it earlier today',
    'i was so close to doing it this afternoon, the bathroom door was locked',
    "i'll be somewhere better by morning, the letters are written",
    "tomorrow i'll finally be at rest. it's all set",
    "i'm off to a better place tonight, i've said my goodbyes",
    "i'll be with nana again soon. i've got it all sorted",
    "i have my stepdad's revolver in my lap, tonight i'm done",
    "leaving for uni on saturday, tonight i'm collecting the pills",
    "we move to the new house tomorrow, tonight i'm fetching the rope and that's it",
]

MEDIUM: list[str | list[str]] = [
    'is 50 paracetamol enough? how much would do it',
    'would thirty of my antidepressants be too many? like how many would it take',
    'are 25 of my sleeping tablets too many? how many is too many',
]

NONE: list[str | list[str]] = [
    ["i had my nan's antibiotics to sort", 'i took them round to her house'],
    ['my inhaler and pills were on the counter', 'took them with me to work'],
    ['there were three strips of stickers on the table', "i've popped all of them on my notebook"],
    ["i've been hoarding them in a sock for weeks, the sweets", 'took all of them to school'],
    'i nearly ended it with him on friday, we had a massive row',
    'i came really close to killing it at the gig yesterday',
    'i very nearly went through with it earlier today, the haircut i mean',
    'i was so close to doing it this afternoon, finishing the whole puzzle',
    "i'll be somewhere better by morning, the night bus gets in at 7",
    "tomorrow i'll finally be at rest, the move is done",
    "i'm off to a better place next week, the new flat has a garden",
    'my nana is in a better place, we buried her on friday',
    "i'm minding my stepdad's revolver for him while he's in hospital",
    'my brother asked me to hold his rifle till he sorts out his licence',
    "leaving for uni on saturday, tonight i'm collecting the pills from the chemist for my asthma",
    "we move to the new house tomorrow, tonight i'm fetching the rope for the removal van",
    'is 2 paracetamol enough? how much would do it for a fever',
    'would three of my antidepressants be too many? how many would be too many in a day',
]

(
    test_stop35_en_limits_second_set_high,
    test_stop35_en_limits_second_set_medium,
    test_stop35_en_limits_second_set_look_alikes,
) = phrasing_tests(HIGH, MEDIUM, NONE)
