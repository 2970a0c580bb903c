"""Stop 34, the lead's held-out probe 36 read at the end: a lethal amount asked for by count.

"How many pills would be too many" asks for a method's amount as surely as "how much would be
enough" does, but the search read only "too much" / "enough" / "fatal"; and a clinician's,
a pharmacist's or a label's safety advice reported by the speaker ("my doctor told me how many
pills would be too many so i don't overdose by accident") was read as the speaker's own search.
Frozen before the rules; first try on 7492e6b: medium 0/8, look-alikes 8/9.
"""

from tests.unit.risk.phrasings import reaches, stays_below

MEDIUM = [
    "sometimes i google how many pills would be too many",
    "i keep wondering how many tablets would be too many for my body",
    "how many of my sleeping pills is too many? asking for me",
    "i looked up how many meds would be too many to wake up from",
    "what amount of painkillers would be too many, i just want to know",
    "been searching how many tylenol is too many",
    "how many pills is too many, like seriously, how many",
    "late at night i read about how many antidepressants would be too many",
]

# Safety advice reported, an ordinary ailment's dose, and counts of everyday things.
NONE = [
    "my doctor told me how many pills would be too many so i don't overdose by accident",
    "the pharmacist explained how many tablets would be too many in one day",
    "how many advil is too many for a headache? i took 3",
    "how many ibuprofen would be too many for my period cramps",
    "the label says how many pills is too many for kids",
    "how many calories are too many for a snack",
    "my grandma asks me how many of her pills would be too many, she gets confused",
    "how many vitamins is too many in a day",
    "the nurse showed me how many tablets would be too many for my liver",
]

test_an_amount_asked_by_count_reaches_medium = reaches(0.70, MEDIUM)
test_safety_advice_and_ordinary_doses_stay_below_medium = stays_below(0.70, NONE)

# Written after the rules above, in other words; first try: medium 3/4, look-alikes 5/6 (a
# toothache's dose was read as a search; "is 20 tylenol too many? how many would be too many"
# names no medicine between "how many" and "too many" and stays a known limit). A round-eight
# negative, a dose's limit by the night, broke under the first rule (0.97, as "too much" was).
MEDIUM_OTHER_WORDS = [
    "how many xanax would be too many to not wake up",
    "i've been trying to figure out how many of my meds is too many",
    "how many sleeping pills would be too many for someone my size",
]
NONE_OTHER_WORDS = [
    "my therapist asked me how many pills i have at home",
    "the doctor said how many tablets would be too many with alcohol",
    "how many painkillers is too many for a toothache",
    "the leaflet explains how many pills would be too many per day",
    "my mum asked me how many paracetamol is too many for her back pain",
    "how many cups of coffee is too many",
    # a frozen round-eight negative the first rules broke: a dose's limit by the night
    "how many of my sleeping pills is too many in one night? doctor said one",
    "how many of my sleeping pills is too much in one night? doctor said one",
]

test_other_words_reach_medium = reaches(0.70, MEDIUM_OTHER_WORDS)
test_other_words_look_alikes_stay_below_medium = stays_below(0.70, NONE_OTHER_WORDS)
