"""Round ten, English: neighbours of the new signals, written with the changes (so no first-try
estimate): ammunition and gauges in games, toys and sport; a means "in front of me" or "right
here" beside an ordinary reason; someone else's things taken that are no means; a way back
refused with no place of danger; "please forgive me", "this is how i go", "wish i had the guts"
with an ordinary object; a will with its ordinary reason; pills taken as a course until the
bottle is empty; a place worked on; the second batch's slang, emoji and abbreviations in
ordinary use (a timetabled express missed, 🔫 as play, sh as "shh", the word sewerslide, a
partner's or sibling's sh); the third batch's coded goodbyes and wishes in ordinary use (a
platform left, a bio that says goodbye to a band, "or not at all" about a concert, "i lied"
about a cookie); the fourth batch's words in ordinary use (a shelf that will hold me, library
books never given back, a pill organiser, papers for the solicitor, rope for the cattle); the
fifth batch's (a ring left on a lawyer's letter, a pet's things given to a shelter, a desk
cleared for a new job, insurance premiums compared); plus positives beside them.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    "stole my dad's oxy, tonight is the night",
    "grabbed my mum's sleeping pills from her handbag. when she's asleep",
    (
        "i know where grandpa's bullets are and his rifle is under the bed. after "
        "everyone's in bed tonight"
    ),
    "swallowed whatever was left in the pill bottle, i feel so sleepy",
    "not planning on walking back from the cliffs tonight",
    # second batch (texting)
    "im done 🔫 grandpas is in the basement and i know the combo. tonight",
    # third batch (discord)
    "logging off for good tonight. the pills are next to me",
    "saving my pills for finals week so i can end it",
    "chewed all of them and there's none left",
    ["remember what i told you yesterday", "i lied", "the razor is in my pencil case"],
    # fifth batch (venting)
    "left my ring on the note for her. it's over for me tonight",
]

MEDIUM: list[Item] = [
    "i hope my body just gives out one of these nights",
    "clawed at my arms till they bled last night",
    "i did sh last night, first time in months",
    "i wanna sh so bad tonight",
    "nobody in my family would care if i died",
]

NONE: list[Item] = [
    "ran out of ammo on the last level of the game tonight, so annoying",
    "the bullets in my slides are a mess, presentation is tomorrow",
    "my nephew's nerf gun bullets are everywhere on the floor in front of me",
    "the 12 gauge is at my uncle's and we're shooting clays saturday",
    "sorted the laundry into piles on the bed tonight, so satisfying",
    "the birthday presents are sitting right here in front of me, can't wait for tomorrow",
    "took my sister's charger again, she's gonna kill me tonight",
    "grabbed my roommate's leftover pizza and the tylenol, hungover",
    "heading for the beach tomorrow with the kids",
    "please forgive me for the late reply, work has been crazy",
    "this is how i go to work every day, two trains and a bus",
    "i wish i had the guts to ask for a raise",
    "not planning on coming home tonight, staying at my girlfriend's",
    "i won't come back to this restaurant, the service was awful",
    "i will not return. that shop overcharged me",
    "my mom's will is with our lawyer, she had surgery last month",
    "the pills are right here on the counter so i remember them with breakfast",
    "i took grandma's pills from the pharmacy to her house tonight",
    "i swallowed my vitamins and now the bottle is empty, need to buy more",
    "took my antibiotics every day until the bottle was empty, feeling better",
    "the one way ticket to the coast is for my new job, moving friday",
    "a bottle of wine and some paracetamol on the coffee table, headache after the party",
    "counted out the kids' pocket money into little piles on the kitchen table",
    "found a box of bullets in grandpa's attic, gonna hand them in to the police tomorrow",
    "found where dad keeps the christmas presents, opening them tonight lol",
    "i know where the keys are, meeting you at the car at 6",
    "the railway bridge is getting worked on this weekend so the trains are replaced by buses",
    # second batch (texting)
    "took the 7:45 express to london for a meeting, so tired",
    "missed the 6:15 express again, late for work",
    "pew pew 🔫 got the concert tickets!!",
    "💊 time, vitamins done for the day",
    "🔪 chopping onions for dinner tonight",
    "i built the whole shelf by my self",
    "the cat clawed at my legs until they bled lol",
    "sh again? i didn't hear you",
    "sh scars from years ago, i'm in a good place now",
    "the word sewerslide makes me laugh",
    "kms vibes today with this traffic lol",
    "my gf wants to unalive herself and i'm scared",
    "i know the combo to the bike lock, meeting you at 5",
    "my brother's sh is getting worse, he cut again last night",
    "my sister's fresh cuts are showing, how do i bring it up with her",
    "scraped my knee raw skateboarding",
    # third batch (discord)
    "i lied",
    ["did you eat the last cookie?", "i lied"],
    "told my mom i was fine and i lied, i failed the test",
    "logging off forever, bye discord, this server sucks",
    "my bio says goodbye now because i'm leaving the band",
    "i wish i could go to the concert or not at all",
    "i'd welcome a freak snowstorm so school gets cancelled",
    "i want to stop being a person who says yes to everything",
    "studying all night so i can end it with a good grade",
    "wrote the cards for my pen pals",
    "the kids ate all of them and now there's none left for me lol",
    "ate all of them until the bag was empty, those chips were so good",
    # fourth batch (older adults)
    "the new shelf will hold me if i stand on it to reach the top",
    "my dad never gave the car back, so annoying",
    "never gave back my library books lol",
    "set aside the pills for grandma's week in her organiser",
    "putting aside some of my tablets for when i travel next month",
    "enough to go and join my friends at the pub tonight",
    "disappointed i woke up late again, missed the bus",
    "showed my son the deeds to the house, he inherits it someday",
    "left the papers for the solicitor on the desk friday",
    "the fence needs replacing before the bull gets out",
    "bought rope for the cattle pen tonight",
    # fifth batch (venting)
    "took off my wedding ring and left it on the letter from the lawyer, divorce is final",
    "lost my wedding ring at the beach today, gutted",
    "reading how to make sourdough tonight",
    "the dog shelter is where i volunteer on saturday, i gave away old blankets",
    "cleared out my desk, started a new job monday",
    "we had to put our cat down, gave away her toys today",
    "comparing life insurance premiums this week, ours went up again",
]


(
    test_round_ten_english_neighbours_high,
    test_round_ten_english_neighbours_medium,
    test_round_ten_english_neighbours_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
