"""Stop 40, English (helper engen): the second set of the four families of
``test_risk_phrasings_stop40_en_scoped_cancellations`` in other words, written after the first
rules and frozen before their result was read (ADR 0110 amendment "stop 40").
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

OWN_RISK_BESIDE_AN_ORDINARY_FRAME: list[str | list[str]] = [
    "i carry a box cutter for work, tonight i'm going to use it on my wrists",
    "got paracetamol for my period pain, honestly i just want to be dead",
    "my mum sent me to buy charcoal for the barbecue, i kept a bag back for myself and i'm done",
    "the pills are for emergencies, i'm going to take them all after everyone's asleep",
    "i have a rope in the car for towing, i'm going to hang myself in the woods tomorrow",
    "i keep a stash of pills just in case, tonight i'm finally doing it",
    "went to the pharmacy with my dad for his prescription, i'm going to overdose on mine tonight",
    "the blades are for my art class, but i want to cut myself so badly",
    "bought sleeping pills for the long flight, but i'm planning to take the whole box",
    "i'm off sick with a cold and i have a full bottle of codeine, i want to end it",
    "lol forget the party but i am actually going to kill myself tonight",
    "i bought a belt for my new jeans, i'm going to use it to hang myself this weekend",
    "the knife is for camping and i'm going to slit my wrists with it",
    "kept my gran's morphine just in case, i'm going to take it all on friday",
]

ORDINARY_FRAME_ALONE: list[str | list[str]] = [
    "i carry a box cutter for work, it's handy for opening deliveries",
    "got paracetamol for my period pain, hoping it kicks in soon",
    "my mum sent me to buy charcoal for the barbecue tonight",
    "the pills are for emergencies, i keep them in my travel bag",
    "i have a rope in the car for towing, just in case we break down",
    "i keep a stash of plasters just in case the kids fall over",
    "went to the pharmacy with my dad for his prescription this morning",
    "the blades are for my art class, we're cutting lino tomorrow",
    "bought sleeping pills for the long flight on friday",
    "i'm off sick with a cold and took some cough syrup tonight",
    "lol forget the party, i'm staying in tonight",
    "bought a belt for my new jeans this weekend",
    "the knife is for camping, we leave tomorrow",
    "kept my gran's walking stick just in case, she might need it on friday",
]

INJURY_UNDER_WAY: list[str | list[str]] = [
    "i went too deep on my thigh this time and it's gushing, please don't tell anyone",
    "i cut and the towel is soaked through, it's bath night so nobody will come in",
    "i swallowed about 40 of my mum's pills before dinner, starting to feel sick",
    "already downed the whole pack of ibuprofen, it's my birthday lol",
    "the blood won't stop from my wrist, i did it with a razor after school",
    "i've taken 60 paracetamol, i'm watching a film while i wait",
    "i slashed my forearm and the bleeding won't stop, everyone is out at the cinema",
    "took all my antidepressants at once around midnight, feeling really weird now",
    "sliced way too deep into my arm and it keeps pouring",
    "the noose is tied to the rafter and i'm on the stool, the house is empty",
    "i've swallowed a whole bottle of sleeping tablets, it's game night so they won't check",
    "i burned my arm with a lighter on purpose and it's blistering and bleeding now",
    "i cut myself way too deep in the shower and it won't stop",
]

ACCIDENTS_AND_OTHERS: list[str | list[str]] = [
    "i went too deep on the hike and got lost, finally found the trail",
    "the knife slipped while i was carving the turkey and it's gushing",
    "my little brother swallowed a battery, we're in a&e",
    "took two ibuprofen for my sore back before bed",
    "my friend cut her hand on glass at the party, blood everywhere",
    "i got bitten by a dog on my run and it's bleeding a lot",
    "the blood won't stop from my nose, it's the dry air",
    "i scraped my knee skateboarding and it keeps bleeding",
    "i burned my hand on the kettle and it's blistering",
    "the noose is tied for the halloween decorations on the porch",
    "sliced my thumb making a salad, the bleeding won't stop",
    "my dad cut his arm with the chainsaw, ambulance is coming",
    "cut myself on the lawnmower blade fixing it, bleeding quite badly",
]

PASSIVE_BY_PARAPHRASE: list[str | list[str]] = [
    "honestly it'd be a relief to stop existing",
    "i wouldn't be upset if i died in a car crash",
    "if i didn't wake up tomorrow i'd be fine with that",
    "everyone would be better off if i was gone for good",
    "it would be nice to just fade away and not be here",
    "what's even the point, i'd rather not be around anymore",
    "i wouldn't mind getting hit by a train",
    "dying tonight would be a relief",
    "i'd honestly welcome it if something killed me",
    "no point in me existing anymore",
    "my parents would be happier if i wasn't alive",
    "i secretly hope i die in my sleep",
    "not waking up would be such a relief",
    "i wouldn't care if a truck ran me over",
]

ORDINARY_ENDS: list[str | list[str]] = [
    "honestly it'd be a relief to stop existing at work for a week",
    "i wouldn't be upset if i missed the car crash scene in the film",
    "if i didn't wake up early tomorrow i'd be fine with that, it's saturday",
    "everyone would be better off if i was gone from the committee",
    "it would be nice to just fade away into the crowd at the concert",
    "what's even the point, i'd rather not be around for the family dinner",
    "i wouldn't mind getting on a train to paris",
    "dying my hair tonight would be a relief, the roots are awful",
    "i'd honestly welcome it if something made me laugh today",
    "no point in me existing on twitter anymore",
    "my parents would be happier if i wasn't at that party",
    "i secretly hope i sleep in tomorrow",
    "not waking up to an alarm would be such a relief",
    "i wouldn't care if a truck blocked my driveway",
]

RELAPSE_AND_MEANS_BY_PRONOUN: list[str | list[str]] = [
    "six months free from self harm and i just relapsed",
    "i broke my clean streak from cutting last night",
    "back to zero days without self harm",
    "was 2 years clean from cutting, did it again today",
    ["i've got a cable in my room", "tying it to the curtain rail now"],
    "hung it from the loft hatch and it's ready",
    ["my uncle's shotgun is under the bed", "i loaded it and it's next to me"],
    "my self harm counter is back to 0",
]

OTHER_CLEAN_TIME_AND_PRONOUNS: list[str | list[str]] = [
    "six months free from smoking and i just relapsed",
    "i broke my clean streak from vaping last night",
    "back to zero days without coffee",
    "was 2 years clean from heroin, so proud of myself",
    ["i've got a cable for my phone", "plugging it in now"],
    "hung it from the hook by the door, my coat i mean",
    ["my uncle's shotgun is in the cabinet for clay shooting", "he loaded it at the range"],
    "my step counter is back to 0",
]

test_stop40_en_own_risk_beside_an_ordinary_frame_second_medium = reaches(
    MEDIUM_FLOOR, OWN_RISK_BESIDE_AN_ORDINARY_FRAME)
test_stop40_en_ordinary_frame_alone_second_look_alikes = stays_below(
    MEDIUM_FLOOR, ORDINARY_FRAME_ALONE)
test_stop40_en_injury_under_way_second_high = reaches(HIGH_FLOOR, INJURY_UNDER_WAY)
test_stop40_en_accidents_and_others_second_look_alikes = stays_below(
    MEDIUM_FLOOR, ACCIDENTS_AND_OTHERS)
test_stop40_en_passive_by_paraphrase_second_medium = reaches(MEDIUM_FLOOR, PASSIVE_BY_PARAPHRASE)
test_stop40_en_ordinary_ends_second_look_alikes = stays_below(MEDIUM_FLOOR, ORDINARY_ENDS)
test_stop40_en_relapse_and_means_by_pronoun_second_medium = reaches(
    MEDIUM_FLOOR, RELAPSE_AND_MEANS_BY_PRONOUN)
test_stop40_en_other_clean_time_and_pronouns_second_look_alikes = stays_below(
    MEDIUM_FLOOR, OTHER_CLEAN_TIME_AND_PRONOUNS)
