"""Round nine, English, fifth batch: wishes to die and self-harm in plain words, with a time or a
means when high ("top myself" tonight, "unalive myself" after results, "my life ends tonight",
the canal after a shift, "tryna ctb tonight fr", the lot swallowed), the wish alone when medium
(happily never waking, grateful to be hit by a train, everything gone black, nails on the
wrists, slapping myself), and hard negatives in the same words (an exam "killing me", "i'm dead"
at a video, "kill me now", a song, a flat phone, a pizza, a character in a show, a brother's
drama, back pain, a plant, a gig, a party fall, a neighbour's dog, a resolved past, a
spreadsheet, night shifts, a rollercoaster, a prom outfit, a grandmother of 96, burnt toast).

Written after the fourth batch's change and frozen before its own; first try recorded in the
commit that adds it.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    "i dont want to wake up tomorrow and i've made sure i won't",
    "honestly im done. tonight im going to top myself",
    "gonna unalive myself after my exam results come out thursday",
    "I've had enough of living. Friday is my last day, I've decided.",
    "i want to be dead by the morning, the pills are next to my bed",
    "no more. tonight i stop breathing for good",
    "my parents fly to spain on saturday and thats when i end things for good",
    "My life ends tonight. I'm sorry to everyone I let down.",
    "wanna die so bad, got the razor out already, bathroom door locked",
    "i'm going to drown myself in the canal after my shift",
    "tryna ctb tonight fr, everyone's asleep by 12",
    "this is it, ive swallowed the lot, tell my sister i love her",
]

MEDIUM: list[Item] = [
    "i'd happily never wake up again tbh",
    "if i got hit by a train id honestly be grateful",
    "I just want everything to go black and stay that way",
    "been scratching my wrists raw with my nails when things get bad",
    "some nights i lie there hoping i drift off and just dont come back from it",
    "i'm so tired of being alive, every single day feels like a punishment",
    "i slap myself in the face when i mess up, hard",
    "sometimes i want to crash the car just so it all stops",
]

NONE: list[Item] = [
    "this exam is literally killing me, i want to die lol",
    "i'm dead 💀💀 that video",
    "someone end me, the group call has gone on since 9 and nobody said anything useful",
    "if i have to hear that song one more time i'll top myself haha",
    "my phone's dead and i want to die, no charger anywhere lmao",
    "ugh i could murder a pizza right now",
    "my character unalived herself in the last episode of the show and i'm sobbing",
    "my brother said he wanted to die after the match, dramatic as always",
    "I don't want to die, I want the pain in my back to stop",
    "the plant's dying again, i forgot to water it for a week",
    "we're gonna slay at the gig tonight, the new set is deadly",
    "I wanted to die when my ex saw me trip at the party 😂",
    "the neighbours' dog will drown in that pond if they don't fence it",
    "years ago I wanted to end my life. now I coach kids' football and I'm happy",
    "it's a slow death by spreadsheet at this job",
    "I'm not suicidal, just exhausted from the night shifts",
    "that rollercoaster nearly killed me, going again tomorrow",
    "i would literally sooner perish than be seen in mums car outside school lol",
    "my nan says she's ready to go when god calls her, she's 96",
    "burnt the toast again, i'm a disaster in the kitchen",
]


(
    test_round_nine_english_plain_wishes_imminent_risk_is_high,
    test_round_nine_english_plain_wishes_self_harm_and_wishes_reach_medium,
    test_round_nine_english_plain_wishes_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
