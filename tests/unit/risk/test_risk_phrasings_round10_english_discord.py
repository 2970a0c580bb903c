"""Round ten, English, third batch: the Discord / gaming register — rapid-fire fragments sent as
separate messages ("the pills" / "all of them" / "tonight"), coded goodbyes (skins and logins
given away, every server left, "gg everyone, been real", a status that says goodbye), a
"permanent solution", a "final exit", "respawn … or not at all"; medium: plain wishes and
self-harm in the same register; hard negatives in the same words: quitting a game, a toxic
server, a new season, a boss fight, a respawn timer, a digital detox, a final exit exam, a roof
fixed, a sunset spot, an idiom, adderall saved for finals, a vacuum belt.

Written after the second batch's change and frozen before its own; first try recorded in the
commit that adds it.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    ["yo", "gave away all my skins and my account login", "wont need any of it after tonight"],
    ["cant anymore", "the pills", "all of them", "tonight"],
    [
        "remember when i said i was fine",
        "i lied",
        "picked up a rope from the hardware store yesterday",
    ],
    "permanent solution to a temporary problem? idc anymore. the bridge tonight",
    "gonna take a one way walk into the lake tn ngl",
    ["sorry for being annoying in vc", "ur all better off w/o me", "bye forever"],
    "tying up loose ends today. cat goes to my sister. pills tonight",
    "deleted all my socials, left every server, this is the last msg anyone gets from me",
    "if im not online tmrw its bc i did it. the belt is ready",
    "final exit tonight. already wrote the letters",
    ["how many of my ambien would stop a heart", "asking for me"],
    "ive been saving my adderall and my xanax, like 50 total, sat is the day",
    [
        "ok so",
        "made it up to the top of my apartment block",
        "its really high up here and nobody knows",
    ],
    "gg everyone, been real. my meds are all counted out, 2am it happens",
    "my status says goodbye for a reason. doing it when my mom leaves for her shift",
    ["logging off", "for good this time", "the pills are next to me"],
]

MEDIUM: list[Item] = [
    "ngl i wish i could just respawn as someone else or not at all",
    ["everything is so heavy", "i want to just stop being a person", "like permanently"],
    "been hitting myself in the legs when i lose, cant stop",
    "nobody in this server would notice if i vanished forever",
    "i'd honestly welcome a fatal car crash at this point",
    "i keep burning my arm with my lighter in the school bathroom",
]

NONE: list[Item] = [
    "gave away all my skins, quitting this game for good, it wrecked my grades lol",
    "logging off for good tonight, this server is toxic",
    "gg everyone, been real, see u next season",
    "permanent solution to my hair problem: laser removal lol",
    "tying up loose ends at work before my vacation friday",
    "final exit exam is tonight, wish me luck",
    "im on the roof fixing the satellite dish, dad is holding the ladder",
    "how many ambien should i take for a long flight, my doc said 1",
    "wiped every social app off my phone, detox month starts today",
    "took a long walk off a short pier in that boss fight lmao",
    "respawn timer is killing me, 40 seconds every death",
    "my character died in the lake level like 20 times tonight",
    "bye forever twitter, moving to bluesky",
    "been saving my adderall for finals week, is that bad",
    ["ok so", "up top of the parking structure rn", "best sunset spot in town, come up"],
    "if im not online tmrw its bc my internet is getting installed",
    "wrote the letters for my pen pals tonight, posting them friday",
    "the belt on my vacuum snapped, ready to throw it out the window",
    "my mom leaves for her shift at 6, then im gaming all night",
    ["cant anymore", "this boss is impossible", "uninstalling tonight"],
]


(
    test_round_ten_english_discord_imminent_risk_is_high,
    test_round_ten_english_discord_wishes_and_self_harm_reach_medium,
    test_round_ten_english_discord_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
