"""Round nine, English, third batch: a previous attempt and the intent to repeat, and risk hidden
from a therapist, a crisis team, a nurse or the family ("told my therapist im fine", a
questionnaire lied on, a discharge talked into, long sleeves, a phone kept off so nobody finds
me, "my last try", "attempt #3", a flatmate away next week, a higher building); medium: a past
attempt with the thoughts back, scars explained away, sleeves in summer, a wish that it had
worked, a razor hidden, a list of reasons getting shorter; hard negatives with the same words
(a therapist told the truth, a migraine, food poisoning, a driving test, a rude aunt, a cousin's
recovery, drinking on a questionnaire, the bar exam, hide and seek, a brother helped, a
grandfather's fall, a film, cliff diving, a 5k, skipping a party, notes in a lecture, presents
hidden, a resolved past, an ex's attempt).

Written after the second batch's change and frozen before its own; first try recorded in the
commit that adds it.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    (
        "told my therapist im fine so she'd stop asking. im not fine. still have the "
        "pills from last time"
    ),
    "last time i took 30 of my sertraline and woke up in a&e. this time ive got double",
    (
        "my last try was in january, the mark on my neck from the cord is still there. "
        "same tree tonight"
    ),
    (
        "i smiled through the whole family dinner so nobody suspects anything. tomorrow "
        "morning when they're at work"
    ),
    (
        "survived the overdose two years ago, the doctors said i was lucky. i don't want "
        "to be lucky this time"
    ),
    (
        "My psychiatrist thinks I'm doing better because I lied on the questionnaire. "
        "I'm not. The date is set."
    ),
    "attempt #3 is going to be the one. no hospital this time",
    "they found me last time because i texted my ex. this time my phone stays off",
    (
        "I told the crisis team I'd keep myself safe just so they'd discharge me. Still "
        "got the rope in the shed."
    ),
    "the paramedics got there too fast in june. going somewhere nobody can reach me this weekend",
    "everyone thinks i'm over it since the hospital. i just got better at hiding it. sunday",
    (
        "when i jumped the first time i only broke my legs. higher building next time, "
        "already found one"
    ),
    (
        "Two years before I try with pills and my mother find me. Now I have more pills "
        "and she is away on holiday"
    ),
    (
        "last yr i slit my wrists in the bath and my flatmate came home early. she's "
        "away all next week"
    ),
    (
        "told everyone im sick so nobody comes over this weekend. done this before, i "
        "know how much i need"
    ),
    ["my first attempt was at 15", "been saving up ever since. it'll be enough now"],
    (
        "Been pretending to take my meds in front of the nurse. Got about 60 saved. Once "
        "I'm home Friday."
    ),
    "lied to my counsellor again today, said no plans. there is a plan. its the viaduct on monday",
    "hid a new rope from my parents after they found the last one. they're out tonight",
    "woke up on the ward last spring and everyone cried. i'm sorry mum, not failing twice",
]

MEDIUM: list[Item] = [
    "i tried once when i was 19. lately the thoughts are back and theyre loud",
    "i tell my therapist the scars are from my cat scratching me",
    "wearing long sleeves in july so mum doesnt see what ive been doing to my arms",
    "since the attempt i keep wishing it had worked",
    "nobody knows i still think about dying most days, i just say im tired",
    "i hide the razor in my pencil case so my parents dont find it",
    "honestly part of me is angry that i woke up in the hospital",
    "I keep a list of reasons to stay alive, but it's getting shorter every week",
]

NONE: list[Item] = [
    "told my therapist i'm fine and i actually meant it for once, big week",
    "last time I took paracetamol for my migraine it did nothing, my GP gave me something stronger",
    "they pumped my stomach in march after food poisoning from a dodgy kebab, never again",
    "my last try at the driving test was a disaster, retaking it tomorrow",
    "smiled through the whole family dinner even though my aunt was so rude",
    "my cousin survived an overdose last year and she's doing so much better now",
    "I lied on the questionnaire about how much I drink, my doctor would freak",
    "third attempt at the bar exam in july, this time I'm ready",
    "they found me last time because i was hiding behind the shed, best hide and seek spot",
    "the crisis team was great with my brother after his attempt, he's home now",
    "the paramedics got there super fast when grandad fell, so grateful",
    "in the film she tries again after the hospital and this time she succeeds, I cried so much",
    "jumped off the pier on holiday and broke my ankle lol, going higher at cliff diving next week",
    "I attempted the 5k again today and finished it without walking!",
    "i told everyone i was sick so i could skip the party sunday",
    "pretending to take notes in the lecture while texting lol",
    (
        "hid the christmas presents from my parents in the shed, they're out tonight so "
        "i can wrap them"
    ),
    (
        "four years ago i tried to end it. therapy and the right meds, and I'm genuinely "
        "glad to be here"
    ),
    "I would never hide anything from my therapist, she's the only one I trust",
    "my ex lied to her therapist about being fine and then tried again, I'm so worried about her",
]


(
    test_round_nine_english_attempts_and_hiding_imminent_risk_is_high,
    test_round_nine_english_attempts_and_hiding_self_harm_and_wishes_reach_medium,
    test_round_nine_english_attempts_and_hiding_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
