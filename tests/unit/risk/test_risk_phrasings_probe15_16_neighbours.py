"""Neighbours of the fifteenth and sixteenth probes' categories, written after their change
(``test_risk_phrasings_probe15_16_categories.py``): the same new words in ordinary use, and a
few more wordings of the categories. The seven negatives under "someone else's errand" were
written after the first change and five of them scored 0.97 on it (a part with someone else as
its subject held its purpose from every means): a subject now holds its purpose only from a
means made ready in a room of its own."""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    "my husband is at work and the belt is knotted around the shower rod",
    "室友都回老家了，绳子在阳台上挂好了",
    ["安眠药", "屯了七十多粒", "等下个月爸妈出国"],
    "last time i had my stomach pumped. this time i'm taking so much nobody can save me",
    # a prescription named in another part is no question about a rope or pills for tonight
    "my doctor called and the rope is up in the stairwell",
    "医生开的药吃完了，绳子已经挂好了",
    "my doctor rang and i've saved up fifty of my tablets for tonight",
]

MEDIUM: list[str | list[str]] = [
    "there's a cord looped round the banister now",
]

NONE: list[str | list[str]] = [
    "my belt is hanging on the door",
    "运动会拔河的绳子已经挂好了",
    "i changed all my passwords after the data breach and checked my insurance policy",
    "手机泡水了，维修店说谁也救不回来",
    ["stickers", "over a hundred stashed", "friday when everyone's out"],
    ["糖", "攒了一百多颗", "等周末"],
    "这次多吃点饭，上次体检说我太瘦了",
    "this time i'm making so much food that nobody can finish it",
    "the hammock is up between the two trees and the kids are in it",
    # someone else's errand is still the purpose of what is bought or readied for it
    "my son has a tire swing and i bought a new rope for it",
    "mum's in the garden and i bought her a new rope for the fence",
    "爸妈去露营了，我买了绳子和炭带过去",
    "爸爸在院子里烧烤，炭已经点上了",
    "my dad is in the garden and the hose is set up",
    "mum's cooking and the knife is ready on the board",
    "we're camping and the rope is tied between the trees",
    "医生说一天吃两片，我把药放在床头了",
    "my doctor said one a day, so the pills are on my nightstand",
]

(
    test_more_wordings_of_the_fifteenth_and_sixteenth_probes_categories_are_high,
    test_a_means_set_up_alone_in_other_words_reaches_medium,
    test_neighbours_of_the_fifteenth_and_sixteenth_probes_categories_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
