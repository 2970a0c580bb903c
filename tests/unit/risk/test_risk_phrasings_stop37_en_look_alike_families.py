"""Stop 37, English (2026-11-29, helper enrisk): the families of false alarms that the exhaustive
look-alike search (``benchmarks.risk_look_alikes``: each route-raising atom kind in benign frames
of errands, travel, work, hobbies, sports, cooking, family care, a resolved past, fiction and news,
someone else's risk) found, written again by hand in other words, with the person's own risk in
the same words beside them.

The search's first run on be878f8: 933 windows, 255 at or above 0.70 (a place with "i'm at / on",
"on the train over", "ran along" or a time; a means bought "for my mum" or picked up on the way
home from work; a relative's pills sorted; a past attempt with recovery said as "been well for
…" or "today i'm training to be…"; goodbyes before leaving for the army); with more frames
1,623 windows, 305 alarms; after the fixes 1,615 windows, 0 alarms.

First try of this hand-written set after the search's fixes (it was written after them): high
8/9 (a dog's lead "going to tie it round my neck" at the river 0.00: a ligature by a pronoun),
medium 1/1, look-alikes 13/16 ("at the reservoir walking the dog … tonight", "at the lake getting
ice cream … tonight", "working at the multi storey car park tonight": 0.97, a place and a time).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    "i'm at the bridge. it's quiet up here tonight",
    "parked at the multi storey, top floor. tonight's the night",
    ['i picked up the pills on my way home', "tonight i'm taking all of them"],
    "i'm on the train to the coast, going to walk into the sea when i get there",
    (
        "i said goodbye to everyone at work today, they think i'm"
        " just leaving. i won't be here tomorrow"
    ),
    "ran to the bridge tonight and i'm not going back",
    "my nan's pills are in the cupboard, i'm taking all of them tonight",
    "i took my mum's sleeping pills, all of them",
    "i'm at the river with my dog's lead, going to tie it round my neck",
]

MEDIUM: list[str | list[str]] = [
    "i tried to kill myself years ago and lately i've been thinking about it again",
]

NONE: list[str | list[str]] = [
    "i'm at the reservoir walking the dog, it's freezing tonight",
    "we're at the lake getting ice cream before it closes tonight",
    "the 7:40 to glasgow goes over the bridge, i'll text you from the train",
    "i'm working at the multi storey car park tonight, parking attendant",
    'taking the kids to the pier tomorrow for crabbing',
    "i'm at the harbour grabbing fish and chips, back in 20",
    'picked up paracetamol for my mum on the way back from work',
    "my dad's insulin needs collecting from the pharmacy tomorrow",
    'ran along the canal this morning, 10k done',
    'watching the boats from the balcony tonight with a glass of wine',
    (
        "i tried to kill myself when i was 17, i've been well ever"
        " since and i'm studying to be a nurse now"
    ),
    "i used to cut myself years ago, that's all behind me now",
    'i said goodbye to everyone at my leaving do tonight, starting in edinburgh monday',
    'a woman was on the bridge this morning, the police closed the road',
    "i'm a ranger at the reservoir, long weekend shift",
    'stargazing on the cliffs tonight, the sky is so clear',
]

(
    test_stop37_en_look_alike_families_high,
    test_stop37_en_look_alike_families_medium,
    test_stop37_en_look_alike_families_look_alikes,
) = phrasing_tests(HIGH, MEDIUM, NONE)
