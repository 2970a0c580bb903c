"""Stop 43 (lead): a parcel's day is the plan's when the turn ends with it; a going agreed on
together is a pact's.

Stop 43's English readings let a delivery's day ("arrives tomorrow") date the parcel, not an
act — but they looked only at the parcel's own sentence, so a means that arrives and an end
told in the next sentence of the same turn fell from high to 0.45 ("the rope arrives
tomorrow. then i'm done"). A means delivered, beside a goodbye, an intent or an act anywhere in
its turn, keeps its day; an everyday thing delivered, or a means for its ordinary use, does not.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

test_a_means_arriving_then_an_end_told_in_the_next_sentence_is_high = reaches(HIGH_FLOOR, [
    "the rope arrives tomorrow. then i'm done",
    "the pills arrive friday. then i'm done",
    "ordered a rope online, it arrives tomorrow. after that it's over",
    "my package of pills gets here monday. after that i'm done",
])

test_an_everyday_thing_or_an_ordinary_use_delivered_stays_below_medium = stays_below(
    MEDIUM_FLOOR, [
        "ordered a new razor, arrives tomorrow",
        "ordered a hammock rope, arrives tomorrow. can't wait for summer",
        "my new knife set arrives tomorrow. then i'm done with this cheap one",
        "the new climbing rope arrives friday, then we're off to the crag",
    ])

# Stop 43's group outing ("周六我们去水库") held back its place and time; a going the group agreed
# on ("约好了…一起去") with no outing named is a pact's, and stays high.
test_a_going_agreed_on_together_with_no_outing_is_high = reaches(HIGH_FLOOR, [
    "我们约好了今晚一起去天台",
    "我们说好了周五一起去江边",
    "我们商量好了明晚一起到桥上去",
])

test_a_group_outing_agreed_on_stays_below_medium = stays_below(MEDIUM_FLOOR, [
    "我们约好了周六一起去江边烧烤",
    "我们说好了明天一起去爬山",
    "我们约好了今晚一起去天台看流星",
    "周六我们去水库钓鱼",
])
