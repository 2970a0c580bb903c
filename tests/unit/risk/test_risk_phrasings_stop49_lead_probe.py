"""Stop 49, lead: English misses of the lead's held-out probes read after enrisk's branch merged
(ADR 0110, "Stop 49, lead"): the kinds enrisk built from the brief's examples missed the same
categories in other words — a floor's lethality asked with "should" ("from the 18th floor it should
be quick right", 0.00) or as whether a jump from it "would be enough" (0.00), bleeding told by
where the blood is ("blood's everywhere, not calling anyone", 0.45: help refused beside no
bleeding), and a door locked with the phone off beside an intent ("nobody's stopping me this
time", 0.45).

Written after reading those misses, beside look-alikes in the same words (a fall enough to break a
leg, a cat's fall, a concussion, a nosebleed, blood taken by a vet, a room locked to study or to
game). First try on the merged branch (main ad785f9 + enrisk 061e16b + the lead's first kinds):
high 2 / 8, look-alikes 9 / 9 below medium. After: 8 / 8, 9 / 9.

The second set, from the lead's probe of hard negatives (30 items, 27 / 30 on main) and what it led
to: a bare decision beside the speaker's own activity told in the progressive or as an errand
("made up my mind, i'm dyeing my hair blue this weekend", "我决定了，这周末去染头发": 0.97) is an
ordinary plan, as a settled one already was; and looked at beside it, a visit told as the last
("i'm visiting my mum one last time tonight then it's over": 0.00) was read as the mother's end,
because an English person after a verb of visiting, seeing or holding counted as a subject. First
try on the merged branch: high 2 / 5, look-alikes 7 / 10 below medium. After: 5 / 5, 10 / 10. The
risk_outputs diff then showed the decision's own activity taking "i'm going to join her soon. i've
decided" (0.97 → 0.00): joining, following, being with, seeing or meeting someone, resting,
sleeping or vanishing are no activity of one's own there (three more high items).

The third set, from the lead's probe of plans over turns: a try told by its means with no article
("tried pills last year", "tried with pills last year") and a retry told as being better prepared
("i'm better prepared now") — 0.45 on the merged branch, the Chinese twin ("去年吞过一次药 || 没死成
|| 这回我准备得更充分") high. First try: high 0 / 3, look-alikes 4 / 4. After: 3 / 3, 4 / 4.

The fourth, from the lead's probe of word order (26 items, 15 / 16 high on main): a last night
before work starts again ("今晚就是最后一晚了，明天开始上班": 0.97) is no farewell. First try:
look-alikes 0 / 2; the last night with nothing after it, or with a discovery or an end of pain
after it, stays high (3 / 3). After: 2 / 2, 3 / 3.

The fifth, from a fresh English probe read after enwide's branch merged (high 5 / 14 on main,
11 / 14 merged; look-alikes 11 / 11 on main, 9 / 11 merged): help refused beside bleeding that
a minor injury explains ("it's bleeding a lot but it's just a scraped knee, i'm not going to the
er") and another life wished to someone mourned ("see you in another life, brother. rest easy,
you'll be missed") were 0.97. First try: look-alikes 0 / 5; the real ones beside them 3 / 3.
After: 5 / 5, 3 / 3.

The sixth, read after psyweibo's branch merged: a prescription fetched, not to be taken as
told, "攒够了就一次性吃掉" over three turns had been 0.97 only because "开了" (a prescription
fetched) was read as an act of intent — so "我今天去医院开了药" alone was 0.97 too; with that
cured the window fell to 0.45, as the last turn's stockpile judged enough and its all-at-once
taking, their object left to the window, had no atom. First try: high 0 / 2, look-alikes 3 / 3.
After: 2 / 2, 3 / 3 (and 药费 / 药钱 / 药店 are no medicine: "药费攒够了就去复查" 0.97 → 0.77,
the learned layer's, left).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    "looked it up, from the 18th floor it should be quick right",
    "from the 12th floor it'll be quick, no pain",
    "would jumping from the 6th floor be enough",
    "would jumping from the 6th floor be enough to die",
    "blood's everywhere, not calling anyone, just let it happen",
    "so much blood. not calling anyone",
    "locked the door, phone's off, nobody's stopping me this time",
    "phone's off and i locked my room. pills counted",
]

LOOK_ALIKES: list[str | list[str]] = [
    "from the 18th floor the view should be amazing",
    "would a fall from the 2nd floor be enough to break a leg",
    "is jumping from the 3rd floor enough to get hurt, my cat fell",
    "would a fall from the 5th floor be enough for a concussion",
    "nosebleed again, blood's everywhere lol",
    "the vet took so much blood from my dog",
    "cut my finger chopping onions, blood everywhere lol, do i need stitches",
    "locked the door, phone's off, finally studying for finals",
    "locked my room, phone's off, gaming all night",
]

SECOND_HIGH: list[str | list[str]] = [
    "i'm visiting my mum one last time tonight then it's over",
    "made up my mind, i'm visiting my mum one last time tonight then it's over",
    "seeing my sister one last time tomorrow and then it's all over",
    "i've decided, i'm seeing my kids one last time on sunday",
    "i've decided, i'm taking the pills tonight",
    "i'm going to join her soon. i've decided",
    "i've decided, i'm joining him tonight",
    "it's all sorted, i'm going to join my husband",
]

SECOND_LOOK_ALIKES: list[str | list[str]] = [
    "made up my mind, i'm dyeing my hair blue this weekend",
    "i've decided, i'm finally cleaning my room tonight",
    "我决定了，这周末去染头发",
    "visiting my dad in hospital, he keeps saying he wants to die",
    "i'm visiting my mum, she wants to die",
    "hugged my brother, he says he's going to kill himself tonight",
    "called my friend, she said she took all her pills",
    "saw my ex yesterday and he wants to end it all",
    "visiting my grandma tomorrow, she's dying",
    "i've decided, i'm going to the gym tonight",
]

THIRD_HIGH: list[str | list[str]] = [
    ["tried with pills last year", "didn't work", "i'm better prepared now"],
    "tried pills last year, didn't work, i'm better prepared now",
    "tried the bridge last summer. i'm better prepared this time",
]

THIRD_LOOK_ALIKES: list[str | list[str]] = [
    "tried melatonin last year, didn't work, i'm better prepared now",
    ["failed my driving test last year", "didn't pass", "i'm better prepared now"],
    "i'm better prepared now",
    "tried pills last year for my anxiety, didn't work, i'm better prepared now for therapy",
]

FOURTH_HIGH: list[str | list[str]] = [
    "今晚就是最后一晚了",
    "今晚就是最后一晚了，明天他们就会发现",
    "今晚是最后一晚了，明天开始就不用再痛苦了",
]

FOURTH_LOOK_ALIKES: list[str | list[str]] = [
    "今晚就是最后一晚了，明天开始上班",
    "假期的最后一晚，明天开始上班，好丧",
]

FIFTH_HIGH: list[str | list[str]] = [
    "it's bleeding a lot but i'm not going to the er",
    "cut my wrist, it's bleeding a lot, not going to the er",
    "see you in another life, mum. i'm sorry",
]

FIFTH_LOOK_ALIKES: list[str | list[str]] = [
    "it's bleeding a lot but it's just a scraped knee, i'm not going to the er",
    "fell off my bike, bleeding a lot, not calling anyone lol",
    "cut my finger chopping onions, it won't stop bleeding, not going to the er",
    "see you in another life, brother. rest easy, you'll be missed",
    "see you in the next life, gone too soon",
]

SIXTH_HIGH: list[str | list[str]] = [
    ["我今天去医院开了药", "没打算按医生说的吃", "攒够了就一次性吃掉"],
    ["医生开的药我一直没吃", "攒够了就一次性吃掉"],
]

SIXTH_LOOK_ALIKES: list[str | list[str]] = [
    "我今天去医院开了药",
    "零食攒够了就一次性吃掉",
    "这盒蛋糕今晚就一次性吃掉",
]

test_stop49_lead_probe_high = reaches(HIGH_FLOOR, HIGH)
test_stop49_lead_probe_look_alikes = stays_below(MEDIUM_FLOOR, LOOK_ALIKES)
test_stop49_lead_probe_second_high = reaches(HIGH_FLOOR, SECOND_HIGH)
test_stop49_lead_probe_second_look_alikes = stays_below(MEDIUM_FLOOR, SECOND_LOOK_ALIKES)
test_stop49_lead_probe_third_high = reaches(HIGH_FLOOR, THIRD_HIGH)
test_stop49_lead_probe_third_look_alikes = stays_below(MEDIUM_FLOOR, THIRD_LOOK_ALIKES)
test_stop49_lead_probe_fourth_high = reaches(HIGH_FLOOR, FOURTH_HIGH)
test_stop49_lead_probe_fourth_look_alikes = stays_below(MEDIUM_FLOOR, FOURTH_LOOK_ALIKES)
test_stop49_lead_probe_fifth_high = reaches(HIGH_FLOOR, FIFTH_HIGH)
test_stop49_lead_probe_fifth_look_alikes = stays_below(MEDIUM_FLOOR, FIFTH_LOOK_ALIKES)
test_stop49_lead_probe_sixth_high = reaches(HIGH_FLOOR, SIXTH_HIGH)
test_stop49_lead_probe_sixth_look_alikes = stays_below(MEDIUM_FLOOR, SIXTH_LOOK_ALIKES)
