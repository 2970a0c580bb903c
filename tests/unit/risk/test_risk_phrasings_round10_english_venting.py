"""Round ten, English, fifth batch: adults venting about work, money and a breakup in the words
a support chat hears most (the ESConv register), where the risk words are mostly figures of
speech — and the few messages that are not: a life-insurance clause read after a layoff, a
hose bought after the family left, a bridge after work, bleeding out looked up over rent, a
letter with the wedding ring on it, a father's pistol in the car; medium: a weight on everyone,
knuckles split on the wall, relief at being hit on the way to work; hard negatives: a boss who
will kill me, dying inside, a relationship ended tonight, a resignation letter, layoffs killing
morale, a dog's things given away, drowning in debt, a breakup's photos deleted, an insurance
renewal, a last day at work, the end of my rope with a landlord, a commute that will be the
death of me, a weekend alone, a garden hose, two weeks' notice.

Written after the fourth batch's change and frozen before its own; first try recorded in the
commit that adds it.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    (
        "Since the layoff I keep reading my life insurance policy. It pays out for suicide after "
        "two years, and it has been two years"
    ),
    "My girlfriend left and took the kids. I bought a hose today and I know what it's for",
    (
        "I lost everything in crypto. The bridge by my office is where I'm going after work "
        "tomorrow"
    ),
    "Three months behind on rent and I've been reading how long it takes to bleed out",
    (
        "My wife wants a divorce. I wrote her a letter and put my wedding ring on top of it. "
        "Tonight."
    ),
    "Got fired today. I have my dad's pistol in my car right now",
]

MEDIUM: list[Item] = [
    "since she left i feel like i'm just a weight dragging down everyone around me",
    "work is so bad i punched the bathroom wall till my knuckles split open",
    (
        "honestly if a car hit me on my way to the office i'd be relieved, at least i wouldn't "
        "have to go in"
    ),
]

NONE: list[Item] = [
    "My boss is going to kill me when he sees these numbers tomorrow",
    "I'm dying inside at this job, the meetings never end",
    "I'm done with this relationship, tonight I'm telling him it's over",
    "I've had it with this job. I wrote my resignation letter and I'm handing it in Friday",
    "The layoffs are killing morale, three people cleared their desks today",
    "We had to put our dog down today, I gave away his bed and toys to the shelter",
    "I'm drowning in debt, the credit card bills are due on the 15th",
    "After the breakup I deleted all his photos and blocked him everywhere",
    "My life insurance renewal is due next month, should I switch providers?",
    "Cleared out my desk and said goodbye to everyone, my last day was emotional",
    "I'm at the end of my rope with my landlord, the heating's been broken for weeks",
    "Two hours each way on the train, this commute will finish me off",
    "She took the kids to her mom's for the weekend so I'm alone tonight with a pizza",
    "I bought a hose today for the garden, finally fixing the sprinkler",
    "Gave my two weeks notice, I'm finally free of that place",
]


(
    test_round_ten_english_venting_imminent_risk_is_high,
    test_round_ten_english_venting_wishes_and_self_harm_reach_medium,
    test_round_ten_english_venting_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
