"""Round nine, English: hard negatives beside each signal the round's changes added, with a
positive of the same signal where the batch files hold none (written with the change, after its
batch's first try, so these are no first-try estimate): a breakwater, a sea wall and a water tower
as places of leisure or work, a train that flies through heard from bed, an hour the tide comes
in, a belt hooked on a door to dry, not swimming back to a boat, the wheel handed over to a new
driver, a morning one does not want to see for a snow day, a lighter held to a candle, nails in
a cat's grip, a parking space, a plumber, towing, a pill organiser, a gun sold, a past resolved in
the next sentence of the same turn; and beside the second batch's signals: a trip that is no
holiday, a flat cleared after a party, a giveaway post, one more exam, a move, a loud party,
results, a boring town, a grandmother's care home, one app deleted, a haircut, a kennel,
a last day at work; and beside the third batch's: sourdough, a seatbelt, a marathon, movers,
a high board, a station, a world record, weed, a recipe, a christmas tree, a detox, a home birth,
a cabin, trick or treating, a dog bite in childhood, exam results, a toddler, knee surgery, being
found annoying, the same roof; and beside the fourth batch's: a bouncy castle, pills for a
holiday, a bus home, a nosey mother, a tide, hedges, a boyfriend, a knife set taken to the tip,
a cousin's wedding, a beach, co-codamol for a back, a storm, an exam; and beside the fifth
batch's: coffee, a social life, a screen updating, a lie-in, spilt tea, a past now happy.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    ["kms", "lol jk", "no but fr i have the pills ready tonight"],
    "out past the groyne now, the current is pulling and im letting it",
    (
        "sitting on top of the radio tower. the 11:15 freight flies straight through "
        "below, that's the one"
    ),
]

MEDIUM: list[Item] = [
    "ngl i dug my nails into my arms in the toilets at school again",
    "I keep hoping I won't see tomorrow",
]

NONE: list[Item] = [
    "fishing off the breakwater this saturday with my dad, can't wait",
    "we sat on the sea wall eating chips tonight, the seagulls were savage",
    "the water tower in our town got repainted, climbed up there on the tour today",
    "the express flies straight through our village at night, you can hear it from bed",
    "tide comes in at 2 so we have to leave the beach before then",
    "hooked the belt over the bathroom door so it would dry, it got soaked on the walk",
    "I'm not swimming back to the boat, too tired, can you bring the dinghy round",
    "i wonder what it'd be like to just turn the wheel over to my daughter now she has her licence",
    "praying i won't open my eyes to another snow day tomorrow, the kids are driving me mad",
    "held a lighter to my candle for ages and the wick just wouldnt light",
    "my cat dug her claws into my leg until it bled, she hates the vet",
    "couldn't find a space so I parked on the top level of the car park tonight",
    "the plumber is coming tonight to fit a new hose on the leaking outside tap",
    "rope in the boot for towing the caravan on friday",
    "sorted mum's tablets into the weekly dispenser tonight like the nurse showed me",
    "my uncle's rifle? we sold it last month, nobody in the house hunts anymore",
    "I walked out onto the pier tonight to watch the fireworks with my friends",
    # beside the second batch's signals (farewells and affairs)
    "told my boss I'm going away for a week, it's not a holiday though, it's my sister's wedding",
    "whoever has to clean out my flat after the party gets pizza on me lol",
    "my last post is scheduled for 6pm, it's the giveaway winner announcement",
    "gave away my old bike. one more exam and then i'm free",
    "returned everything I borrowed before the move on saturday",
    "i'd rather not be here at this party, everyone's so loud",
    "by then it won't matter what anyone says, the results will be out",
    "can't see myself being around here much longer, this town is so boring, moving next year",
    "told my nan it was just for a while, the care home, but it isn't. she knows",
    "deleted my tiktok tonight, it was eating my whole life",
    "picture my funeral when mum sees this haircut",
    "the dog's bed and toys are packed for the kennel, we fly out tomorrow",
    "drafting goodbye texts to my coworkers for my last day on friday",
    "passwords for all my accounts are in a notebook so I don't forget them",
    # beside the third batch's signals (attempts and hiding)
    "my first try at sourdough was a disaster, second go this weekend",
    "got a bruise on my neck from the seatbelt in the crash last week",
    "attempt #2 at the marathon is in april",
    "the movers came too early this morning",
    "when i jumped the first time off the high board i only hurt my pride",
    "my mum will find me at the station at 6",
    "since the attempt on the world record the team has been buzzing",
    "lied to my therapist about the weed, seeing her tomorrow",
    "i know exactly how much i need for the recipe tonight",
    "we're doing the same tree again this year, the big spruce, decorating it tonight",
    "this time my phone stays off all weekend, digital detox",
    "no hospital this time, we're having the baby at home in may",
    "going somewhere nobody can reach me this weekend, a cabin with no wifi, bliss",
    "turned the lights off so nobody comes over trick or treating tonight",
    "told my kids the scars are from a dog bite when I was little",
    "he thinks i'm fine because i lied about the exam results",
    "hide the knife block so the toddler can't reach it tonight",
    "woke up in the hospital after my knee surgery, all went well",
    "i don't want them to stop talking to me cause they find me annoying",
    "now we are all confined under the same roof and it's a lot",
    # beside the fourth batch's signals (split turns)
    ["we did it at the party", "the jumping i mean, on the bouncy castle"],
    ["i finally have enough", "the pills i mean, for the whole holiday"],
    "i wish the bus would just take me home already, freezing",
    "my mum will read my texts at 8 when she wakes up, so nosey",
    "the tide comes in fast here, keep an eye on the kids",
    ["what's the worst part of your job", "the cutting. i hate trimming the hedges"],
    "had thoughts about ending it with my boyfriend",
    ["found my grandad's old knife set", "taking it to the tip tomorrow"],
    ["parents are at my cousin's wedding saturday so im hosting a party"],
    ["i'm on the beach", "it's sunny", "building sandcastles with my niece"],
    ["got 3 boxes of co-codamol", "for my back, the gp said it's fine"],
    "by then it'll be over, the storm passes at 6",
    "exam at 9am. by then it'll be over.",
    # beside the fifth batch's signals (plain wishes)
    "gonna top myself up with coffee before the night shift tonight",
    "my social life ends tonight, exams start monday",
    "let the screen go black and stay that way while it updates tonight",
    "i want to fall asleep and not wake up till noon tomorrow",
    "my cat knocked my tea over, i want to die lmao",
    "years ago i wanted to die. got help, married now and i'm happy",
    "back in 2020 I climbed onto the roof and wanted to end it. I'm doing well now, life's good",
]


(
    test_round_nine_english_neighbours_new_signals_reach_high,
    test_round_nine_english_neighbours_new_signals_reach_medium,
    test_round_nine_english_neighbours_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
