"""Stop 36, English (2026-11-29, helper enrisk): a window where hopelessness comes first and the
act second, in words with no death in them ("there's no point anymore" then "i'm on the bridge").
Look-alikes in the same turns: a run over the bridge, a car warmed up before work, hyperbole
("this exam is killing me"), a grandmother's pills, duck season, a past attempt told as recovery.

First try on main ff951fe: high 5/6 (tired of it all, then the car running in the garage 0.00),
look-alikes 3/6 below 0.70 (a run over the bridge, grandma's pills counted out, a bridge run
after a past attempt told as recovery: 0.97).

After the rules of this stop: high 6/6, look-alikes 5/5. One look-alike moved out as a known
limit: ["i tried to kill myself two years ago", "now i'm on the bridge every morning on my run and
i love my life"] (0.97 before and after): the first turn alone is high (a past attempt named with
"tried to kill myself" is read as ideation too), and a later turn never takes back an earlier
one's signal of ideation; said in one turn ("…two years ago, now i love my life") it is a
resolved past.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HIGH: list[str | list[str]] = [
    ['nothing is ever going to get better', 'the rope is up in the garage now'],
    ["i'm so tired of all of it", "the car's running in the garage"],
    ["there's no point anymore", "i'm on the bridge"],
    ['nobody would even notice if i was gone', "i've got the pills counted out"],
    ["i can't keep doing this", 'parked on the tracks'],
    ["i'm done trying", "the gun's loaded"],
]

NONE: list[str | list[str]] = [
    ['nothing ever goes right for me', "anyway i'm on the bridge, out for my run"],
    ["i'm so tired of all of it", "the car's running in the garage to warm up before work"],
    ['this exam is killing me', "i'm at the library till midnight"],
    ["i can't keep doing this job", "i've got the pills counted out for grandma's week"],
    ["i'm done trying with him", "the gun's loaded, duck season opens saturday"],
]

test_stop36_en_hopeless_then_the_act_high = reaches(HIGH_FLOOR, HIGH)
test_stop36_en_hopeless_then_the_act_look_alikes = stays_below(MEDIUM_FLOOR, NONE)
