"""Stop 49, enrisk, second set: the same categories as the first set
(`test_risk_phrasings_stop49_enrisk.py`) in other words, with new look-alikes — a last pint, a last
supper, a bath and one's nice clothes before a named cliff; waking to find one gone, found after a
holiday, no one around to stop it, a letter read when it is done; a wound soaked through with 999
refused, pills swallowed and the hospital refused; a floor judged enough, a bridge's fall, a count
asked quick; "catch you on the other side", "see you all in the next one", "meet again in another
life", the afterlife; wading out and not turning back, legs over a car park's edge; pills put aside
with "tonight's the night". Look-alikes: a lido's last swim, a last shift, lent's last supper, an
early flight, a surprise party, a cake, a mandoline, a nosebleed, a vet exam, a novel, exams, a
stream, a film's line, an arcade, a tattoo, a blackout party.

Written after the first set's mends and frozen before any further rule changed. First try on the
first set's rules (branch 1772e6b): high 12 / 34, medium 1 / 2, look-alikes 22 / 28 below medium
(on main ad785f9: 10 / 34, 1 / 2, 25 / 28). New words step outside the first set's tables, as
stops 44–48 found. Over-read on the branch: no one around to stop me eating the whole cake (0.97,
the first set's "no one there to stop me"), a nosebleed with the hospital refused (0.97, help
refused beside bleeding), a novel's fall asked (0.97, the fall's lethality); on main too: a last
cigarette before quitting by the railway line (0.97), an early flight after "i'll be gone" (0.80),
coins saved and "tonight's the night we go to the arcade" (0.97).
After widening the same kinds (a last act by more words and "for the last time", a place of danger
told as what comes after, a last supper, a next life or the other side by "catch" or "meet again",
a charge "for me when i'm gone", a floor judged enough or a higher one needed, a count judged
quick, a height needed "to make sure", the water at one's waist with the walking kept on, feet
over the water, "saved my …", found only when others come back from a trip, the aftermath of
one's end pictured; and the over-reads narrowed: a treat stopped, a hospital refused for a reason
named, a fall asked of a novel's character, a night that is ours, a last cigarette "ever", a walk
by the line, "i'll be gone" beside a flight): 30 / 30, 2 / 2, 28 / 28; four in STILL_MISSED.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

SECOND_HIGH: list[str | list[str]] = [
    # 1 last ordinary act, then a place
    "ordered my favourite takeaway, last supper vibes. the viaduct after",
    "just gonna have a last smoke and then head up to the multistorey roof",
    "one final drive along the coast road and then the pier",
    "fed the cat for the last time. off to the railway line",
    # 2 discovery afterwards / rescue avoided
    "when u wake up tmrw i wont be here anymore",
    "they'll find me when they get back from holiday. sorry",
    "mum's on nights all week so no one will be around to stop it",
    "this time i'm going somewhere they won't find me till it's too late",
    "if ur reading this its already done",
    # 3 self-harm under way, help refused
    "went too deep, towel's soaked through, pls don't tell anyone or call 999",
    "blood everywhere and i'm not going to a&e so don't bother",
    "swallowed em all like 20 mins ago. not going to hospital no matter what",
    "took the whole pack of sertraline, im not ringing anyone",
    "cut my arm and it keeps bleeding, dont want anyone to help me",
    # 4 lethality about one's own method
    "is the 12th floor enough or do i need higher",
    "would jumping off the bridge by my house kill you or just break stuff",
    "how many of my mums oxycodone would it take to not wake up",
    "if i take all 30 of these would it be quick",
    "how high does a building have to be to make sure",
    # 5 farewells by a next life / another world
    "love you dad. catch you on the other side x",
    "please look after my little brother for me when i'm not around",
    "sorry for everything. maybe we'll meet again in another life",
    "bye everyone, see ya in the afterlife",
    # 6 water / ledge
    "wading out into the lake now, not turning back",
    "the water's at my waist, just going to keep walking out",
    "legs hanging over the edge of the car park roof rn",
    "sat on the railing of the bridge, feet over the water",
    # 7 real plans in saving frames
    "been putting pills aside for a month and tonight's the night",
    "saved my tramadol for weeks. finally tonight",
    ["i've got 60 saved up now", "tonight's the night i finally do it"],
]

SECOND_MEDIUM: list[str | list[str]] = [
    "sometimes i picture them reading my note and feeling relieved",
    "i keep looking at the train times and thinking about stepping out",
]

SECOND_LOOK_ALIKES: list[str | list[str]] = [
    # 1
    "one last swim before the lido closes for winter, then heading to the pier for chips",
    "finished my last shift at the cafe! driving to the coast for the weekend",
    "last supper before lent lol, then off to the river for the boat race",
    "had my last cigarette ever today, quitting for good, walked by the railway line feeling proud",
    "one final lap then the car park for a burger",
    # 2
    "when you wake up tomorrow i'll be gone, early flight to lisbon x",
    "they'll find out when they get back from holiday, the surprise party is all set",
    "no one will be around to stop me eating the whole cake lol",
    "if you're reading this the download finished",
    "by the time mum reads this i'll be at the airport",
    # 3
    "sliced my thumb on the mandoline, bleeding loads, do i really need a&e?",
    "my nose won't stop bleeding, i dont want to go to the hospital for a nosebleed",
    "took all my vitamins this morning, not telling my mum i forgot yesterday",
    "he took the whole pack of sertraline and we rang 999, he's in hospital now",
    # 4
    "is the 12th floor apartment high enough for a good view?",
    "how many of these would it take to knock out a horse, asking for my vet exam",
    "my toddler swallowed 2 tylenol how many would it take to be dangerous",
    "would a fall from that high kill you? my character in the novel falls off a roof",
    "how high does a building have to be to need a lift",
    # 5
    "catch you on the other side of exams x",
    "see ya in the next one lads, great stream tonight",
    "please look after my little brother for me while i'm in hospital for my knee",
    "maybe we'll meet again in another life - best line in the film",
    # 6
    "wading out into the lake to cool off, water's lovely",
    "legs hanging over the edge of the pier eating chips",
    # 7
    "been saving my coins for a month and tonight's the night we go to the arcade",
    "saved up for ages, finally tonight i get my tattoo",
    "stockpiled candles for weeks, tonight's the night of the blackout party",
]

# Real risk the rules do not reach, kept below medium here so a change that reaches them shows: a
# river after a pint with "for good this time" (a going's finality, said as often of quitting), a
# cliff known only by its name (Beachy Head: places by name are not in the tables), everyone away
# at a lake house with "perfect" (a time alone, judged, nothing named), "see you all in the next
# one. goodbye" (a stream's or a video's sign-off in the same words).
STILL_MISSED: list[str | list[str]] = [
    "gonna finish this pint then walk down to the river. for good this time",
    "took a long bath, put on my nice clothes, now driving to beachy head",
    "waited for the weekend everyone's at the lake house. perfect",
    "i'll see you all in the next one. goodbye",
]


test_stop49_enrisk_second_high = reaches(HIGH_FLOOR, SECOND_HIGH)
test_stop49_enrisk_second_medium = reaches(MEDIUM_FLOOR, SECOND_MEDIUM)
test_stop49_enrisk_second_look_alikes = stays_below(MEDIUM_FLOOR, SECOND_LOOK_ALIKES)
test_stop49_enrisk_still_missed = stays_below(MEDIUM_FLOOR, STILL_MISSED)
