"""Stop 43, English (helper engen), second set: the same six kinds as
``test_risk_phrasings_stop43_en_kinds`` in other words and other sentence shapes (new verbs of
settling and defiance, other medicines and shops, other minimisers, other blows to oneself, other
clocks, other hand-outs), written and frozen after the first set's mend and before any rule
changed again.

First try on the first set's mend: risky 21 / 41 (A high 2 / 10, B hoard high 4 / 5, C medium
4 / 8, D medium 2 / 8, E high 7 / 8, F given away before an end 2 / 2); look-alikes 49 / 54 below
medium (A 9 / 10, B 9 / 10, C 8 / 8, D 7 / 8, E 8 / 8, F 8 / 10). See the ADR 0110 amendment
"Stop 43". After the mend: 41 / 41 and 54 / 54.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

SETTLED_PLAN_WITH_A_MOMENT: list[str | list[str]] = [
    "the when is sorted. friday after work",
    "it's locked in for tomorrow",
    "i've set the date, next tuesday, and i feel lighter",
    "my decision is final. sunday morning",
    "nothing you say changes it, tonight",
    "there's no talking me down this time, it's thursday",
    "i've chosen saturday. final answer",
    "won't be talked out of it again. tonight",
    ["counting down to sunday now", "it's settled"],
    "ready. tonight. not changing my mind",
]

SETTLED_PLAN_LOOK_ALIKES: list[str | list[str]] = [
    "the when is sorted, friday after work we're doing drinks",
    "it's locked in for tomorrow, the job interview at 10",
    "set the date, next tuesday, for the housewarming",
    "my decision is final, sunday i'm selling the car",
    "nothing you say changes it, tonight i'm watching the match",
    "there's no talking me down, i'm buying the boots tomorrow",
    "i've chosen saturday for the move",
    "not changing my mind, tonight i'm dyeing my hair pink",
    "counting down to sunday, the wedding's finally here",
    "won't be talked out of it again, i'm signing up for the half marathon tomorrow",
]

ORDINARY_PURCHASES_WITH_A_DAY: list[str | list[str]] = [
    "the pharmacy had my fluoxetine ready today",
    "my razor blade subscription renews friday",
    "grabbed some aspirin at the shop today",
    "new shaving razor turns up monday",
    "the climbing rope is being shipped this week",
    "got nurofen today for my toothache",
    "picked up lamotrigine from the chemist this morning",
    "bought a razor today, the old one was blunt",
    "zoloft refill collected today",
    "the parcel with my benadryl comes tomorrow",
]

HOARD_OR_PURCHASE_FOR_ENDING: list[str | list[str]] = [
    "been stockpiling my prozac for months, i have 200 now",
    "bought three boxes of paracetamol at three different shops today",
    "picked up enough tramadol today to not wake up",
    "ordered the rope today, for saturday, i won't be coming back",
    "got a fatal dose together now, all in a jar under my bed",
]

MINIMISED_WISHES: list[str | list[str]] = [
    "probably just tired, but i wouldn't mind if my heart stopped in my sleep",
    "this is silly but i keep hoping the train derails with me on it",
    "no biggie, i just hope i don't make it to christmas",
    "don't panic, i'm safe, but part of me wants to never wake up",
    "haha ignore me, but dying in my sleep sounds nice",
    "i'm not suicidal or anything, i'd just be relieved if i got hit by a car",
    "whatever lol. i hope the ferry sinks with me on it",
    "it's not serious, just wishing i could stop existing",
]

MINIMISED_WISH_LOOK_ALIKES: list[str | list[str]] = [
    "probably just tired, but i wouldn't mind if the meeting got cancelled",
    "this is silly but i keep hoping the train is on time",
    "no biggie, i just hope i make it to christmas without spending too much",
    "haha ignore me, but a nap sounds nice",
    "whatever lol, i hope the ferry isn't delayed",
    "my friend keeps saying she hopes she doesn't wake up, what do i do",
    "it's not serious, just wishing i could stop procrastinating",
    "don't panic, i'm safe, the smoke alarm was just the toast",
]

HITTING_ONESELF: list[str | list[str]] = [
    "smacked my own face over and over until my cheek went numb",
    "i headbutt the wall when i'm overwhelmed",
    "keep slapping myself till it stings, it's the only thing that calms me",
    "whacked my head on the bathroom tiles on purpose",
    "pounding my fists into my thighs until they're purple",
    "i slam my fists into the wall till they bleed",
    "hitting my head with my fists again tonight",
    "i bash my skull against the headboard to make the thoughts stop",
]

HITTING_LOOK_ALIKES: list[str | list[str]] = [
    "whacked my head on the low beam in the attic, ouch",
    "i headbutted the ball and scored",
    "slapping my thighs laughing at that video",
    "pounding the dough with my fists for the bread",
    "smacked my forehead, forgot my keys again",
    "he slammed his fist on the table in the meeting",
    "hitting my head against a wall with this tax form",
    "my son bangs his head to the music in the car",
]

OVERDOSE_BY_ELAPSED_TIME: list[str | list[str]] = [
    "swallowed the whole strip of tablets 15 minutes back",
    "finished the entire box maybe half an hour ago",
    "downed everything in the pack a couple of hours back",
    "necked the lot 30 mins ago",
    "about an hour ago i took all my tablets",
    "been 45 mins since i took every last one",
    "took the whole jar roughly two hours ago",
    "a few minutes ago i swallowed them all",
]

DOSE_TAKEN_EARLIER_LOOK_ALIKES: list[str | list[str]] = [
    "took 2 ibuprofen tablets 30 minutes back, still sore",
    "finished the entire box of cereal half an hour ago lol",
    "it's been 45 mins since i took my paracetamol, can i have a coffee?",
    "took my thyroid tablet an hour ago on an empty stomach",
    "my nan took all her tablets for the day an hour ago",
    "took the whole family to the park a few hours ago",
    "drank the whole bottle of water 20 minutes ago",
    "necked a pint an hour ago, feeling fine",
]

ORDINARY_LISTS_HANDED_OUT: list[str | list[str]] = [
    "bake sale rota: i'm handing out the brownies, jess does cupcakes",
    "giving away our old sofa on freecycle this weekend",
    "gave the neighbours our spare tomatoes today",
    "handing out the wedding favours saturday",
    "dishing out the christmas presents tonight",
    "my mum is giving away her old dishes to whoever wants them",
    "gave each kid a goody bag at the end",
    "we gave away all the extra food after the event",
    "distributing the raffle prizes on friday",
    "i'm giving away my old textbooks to next year's students tomorrow",
]

THINGS_GIVEN_AWAY_BEFORE_AN_END: list[str | list[str]] = [
    "giving away all my things, none of it matters where i'm going",
    "gave away my dog and my bike this week. won't need them after sunday",
]


test_stop43_en_second_settled_plan_with_a_moment_high = reaches(
    HIGH_FLOOR, SETTLED_PLAN_WITH_A_MOMENT
)
test_stop43_en_second_settled_plan_look_alikes = stays_below(
    MEDIUM_FLOOR, SETTLED_PLAN_LOOK_ALIKES
)
test_stop43_en_second_ordinary_purchases_with_a_day = stays_below(
    MEDIUM_FLOOR, ORDINARY_PURCHASES_WITH_A_DAY
)
test_stop43_en_second_hoard_or_purchase_for_ending_high = reaches(
    HIGH_FLOOR, HOARD_OR_PURCHASE_FOR_ENDING
)
test_stop43_en_second_minimised_wishes_medium = reaches(MEDIUM_FLOOR, MINIMISED_WISHES)
test_stop43_en_second_minimised_wish_look_alikes = stays_below(
    MEDIUM_FLOOR, MINIMISED_WISH_LOOK_ALIKES
)
test_stop43_en_second_hitting_oneself_medium = reaches(MEDIUM_FLOOR, HITTING_ONESELF)
test_stop43_en_second_hitting_look_alikes = stays_below(MEDIUM_FLOOR, HITTING_LOOK_ALIKES)
test_stop43_en_second_overdose_by_elapsed_time_high = reaches(
    HIGH_FLOOR, OVERDOSE_BY_ELAPSED_TIME
)
test_stop43_en_second_dose_taken_earlier_look_alikes = stays_below(
    MEDIUM_FLOOR, DOSE_TAKEN_EARLIER_LOOK_ALIKES
)
test_stop43_en_second_ordinary_lists_handed_out = stays_below(
    MEDIUM_FLOOR, ORDINARY_LISTS_HANDED_OUT
)
test_stop43_en_second_things_given_away_before_an_end_medium = reaches(
    MEDIUM_FLOOR, THINGS_GIVEN_AWAY_BEFORE_AN_END
)
