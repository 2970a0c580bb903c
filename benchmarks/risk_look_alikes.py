"""An exhaustive search for English false alarms (stop 37, ADR 0110 amendment): every atom kind
that can raise a route (a place of danger, a means, a preparation, a time, a farewell, a prior
attempt, self-harm) put into benign frames people really say — errands, travel, work, hobbies,
sports, cooking, family care, a past that is resolved, fiction, games and news, someone else's
risk — and every window that reaches 0.70 reported with its evidence:

    python -m benchmarks.risk_look_alikes [--all]

Each frame is a sentence with one or two slots; each slot kind has the words the rules read for
it, and every combination is scored. The frames are ordinary whatever fills them (a frame that
would be risk with some filler is not a frame here). ``--all`` prints every score, not only the
alarms. The exit code is the number of frame families with an alarm (0 when none), so a run can
gate a change.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Iterator, Sequence
from itertools import product

from infrastructure.risk.embedded import score_window

ALARM = 0.70

# The words the rules read for each kind, as people put them in a sentence.
FILLERS: dict[str, tuple[str, ...]] = {
    "place": ("the bridge", "the river", "the lake", "the roof", "the rooftop bar", "the car park",
              "the parking garage", "the top floor", "the balcony", "the cliffs", "the pier",
              "the train platform", "the railway station", "the tracks", "the motorway",
              "the highway", "the reservoir", "the quarry", "the canal", "the harbour",
              "the multi storey", "the overpass", "the ledge", "the sea", "the water tower"),
    "means": ("pills", "the rope", "a knife", "my dad's gun", "a razor", "the blades", "charcoal",
              "bleach", "paracetamol", "my insulin", "tablets", "a hose", "the rifle", "ammo",
              "a bottle of vodka", "sleeping pills", "a plastic bag", "the belt"),
    "time": ("tonight", "tomorrow", "this weekend", "on friday", "at 3am", "in an hour",
             "right now", "later today", "first thing tomorrow", "by midnight"),
    "farewell": ("said goodbye to everyone", "wrote letters to my family",
                 "gave away my things", "sorted out my will", "left a note on the table",
                 "deleted all my accounts", "gave my cat to my sister",
                 "wrote my last message", "said my goodbyes"),
    "attempt": ("tried to kill myself", "overdosed", "attempted", "took a bottle of pills",
                "ended up in hospital after i cut too deep"),
    "harm": ("cut myself", "burned myself", "scratched my arms", "hit my head on the wall",
             "cut my arm", "burned my hand"),
    # someone else's: the same acts told of her or him
    "their_attempt": ("tried to kill herself", "overdosed", "attempted suicide",
                      "took a bottle of pills", "ended up in hospital after she cut too deep"),
    "their_harm": ("cuts himself", "burns himself", "scratches his arms until they bleed",
                   "hits his head on the wall", "has been self-harming"),
}

# Benign frames: family -> frames, each with one {slot} (its kind named in the braces).
FRAMES: dict[str, tuple[str, ...]] = {
    "errand": (
        "i'm at {place} picking up groceries for mum",
        "dropping my sister off at {place}, back in ten",
        "meet me at {place} at six, i'll bring the snacks",
        "just bought {means} at the pharmacy for my mum",
        "picked up {means} on the way home from work {time}",
        "i need to pick up the dry cleaning {time}",
        "i'm parked at {place}, which entrance are you at",
        "can you grab {means} from the shop? my hands are full",
        "i'm by {place} getting a coffee, want one?",
        "got {means} from the chemist {time}, the doctor prescribed them for my back",
        "i'll be at {place} {time}, text me when you're there",
        "i left {means} in the car, can you grab them",
    ),
    "travel": (
        "on the train over {place} now, home by seven",
        "driving on {place}, see you in twenty",
        "our flight leaves {time}, so excited",
        "stuck in traffic on {place}, running late",
        "we're taking the ferry across {place} {time}",
        "i'm on {place} waiting for the 8:15 to london",
        "packed my bags, leaving for the airport {time}",
        "we drove over {place} {time} on the way to grandma's",
        "our train goes over {place} {time}, i'll wave",
        "i'm at {place} waiting for my mum to pick me up",
        "the bus goes past {place} every morning",
    ),
    "work": (
        "i'm on {place} doing the safety inspection {time}",
        "night shift {time}, then i'm off for three days",
        "i'm a nurse, i draw up {means} every shift",
        "we repaint {place} every spring, i'm up there {time}",
        "got my final paycheck {time}, new job starts monday",
        "handed in my notice and said goodbye to everyone at work",
        "i'm a lifeguard at {place}, long shift {time}",
        "delivering parcels near {place} {time}",
        "security shift at {place} {time}, so boring",
        "i clean the windows on {place} every week",
    ),
    "hobby": (
        "went fishing at {place} {time} with my dad",
        "took photos of {place} at sunset, the light was unreal",
        "sketching {place} {time} for my art class",
        "i'm at {place} with my telescope, the stars are amazing",
        "going kayaking on {place} {time}",
        "i collect old {means} bottles, found a great one at the flea market",
        "birdwatching at {place} {time}, saw a heron",
        "paddleboarding on {place} {time} with the club",
        "i painted {place} for my art project",
        "photographing trains at {place} {time}",
    ),
    "sport": (
        "ran along {place} {time}, new personal best",
        "i'm cycling over {place} {time} for the charity ride",
        "cliff diving at {place} this summer was the best day ever",
        "swimming in {place} {time} with the club",
        "climbing session {time}, we bought a new rope",
        "the race finishes at {place} {time}",
        "open water swim at {place} {time}, bit nervous",
        "training run to {place} and back {time}",
    ),
    "cooking": (
        "lit the charcoal for the barbecue {time}",
        "sharpened a knife to carve the turkey {time}",
        "bought a new knife for the kitchen, cooking for ten {time}",
        "the recipe needs a bottle of wine, i'll get one {time}",
        "bought {means} for the bbq {time}",
        "the butcher sharpened my knife {time}",
    ),
    "care": (
        "sorting my grandma's pills into her box {time}",
        "my mum's insulin is in the fridge, i'll give it to her {time}",
        "taking my dad to {place} for a walk {time}",
        "gave my son his paracetamol {time}, his fever is down",
        "my daughter {harm} on the oven, we ran it under cold water",
        "my nan's pills ran out so i'm collecting them {time}",
        "taking my dog to {place} {time}, he loves the water",
        "the nurse is coming {time} to check mum's pills",
    ),
    "resolved": (
        "years ago i {attempt}, but i've been well for a long time now",
        "back in college i {harm}, i'm in a much better place now and i haven't in years",
        "i {attempt} when i was 16, therapy helped me and i'm doing great",
        "ten years ago i {attempt}, today i'm training to be a counsellor",
        "i {attempt} in 2015, i'm grateful to still be here and life is good",
        "i haven't {harm} in five years",
        "when i was a teenager i {harm}, but i've got two kids now and i'm happy",
    ),
    "fiction": (
        "in the movie he {their_attempt} and his sister found him",
        "the book i'm reading, the main character {their_harm}, heavy stuff",
        "in the game you have to get to {place} before the timer runs out",
        "the news said someone jumped from {place} yesterday, so sad",
        "in my novel the villain hides {means} in the attic",
        "watched a documentary about {place} {time}",
        "my character in the game {their_attempt}",
        "the song is about someone who {their_attempt}",
        "the news said a woman {their_attempt} at {place}",
    ),
    "someone_else": (
        "my friend {their_attempt} last year, how do i support her",
        "my brother {their_harm}, i'm worried about him",
        "my roommate told me she {their_attempt} before, what should i say",
        "my son is on {place} with his school trip {time}",
        "my mum {their_attempt} {time}, i'm at the hospital with her",
        "my friend keeps {means} in her room and i'm scared for her",
        "a man was on {place} {time} and the police talked him down",
    ),
    "farewell_ordinary": (
        "{farewell} before moving to canada {time}",
        "i {farewell} because i'm leaving for the army {time}",
        "last day at school {time}, i {farewell}",
        "retiring {time}, {farewell}, going to miss them all",
        "{farewell} since i'm emigrating {time}",
        "i {farewell} at my leaving party {time}",
    ),
}


def windows() -> Iterator[tuple[str, str, str]]:
    """(family, frame, text) for every frame with every combination of fillers of its slots."""
    for family, frames in FRAMES.items():
        for frame in frames:
            slots = [kind for kind in FILLERS if "{" + kind + "}" in frame]
            if not slots:
                yield family, frame, frame
                continue
            for fillers in product(*(FILLERS[kind] for kind in slots)):
                text = frame
                for kind, filler in zip(slots, fillers, strict=True):
                    text = text.replace("{" + kind + "}", filler)
                yield family, frame, text


def main(argv: Sequence[str]) -> int:
    show_all = "--all" in argv
    alarms: Counter[str] = Counter()
    total = 0
    for family, _frame, text in windows():
        total += 1
        scored = score_window([text])
        if scored.score >= ALARM or show_all:
            alarms[family] += scored.score >= ALARM
            evidence = [e for e in scored.evidence if not e.startswith("learned")]
            print(f"{scored.score:.2f} [{family}] {text}\n      {evidence[:4]}")
    print(f"{total} windows, {sum(alarms.values())} at or above {ALARM}: "
          + ", ".join(f"{family} {count}" for family, count in alarms.most_common()))
    return sum(1 for count in alarms.values() if count)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
