"""Driving after drinking approved (stop 36, read by the encouragement category): "you've only
had a few beers, you'll be fine to drive home", 喝了两瓶啤酒而已，开车回家没问题的, "just drive
slowly and you'll be okay" after the user said they were drunk.

Read as two signals: drinking, in the reply or the user's latest message, and driving said to be
fine, in the reply's sentence. A negation, a prohibition or the user's words before it in its
clause, a question, and a taxi, a designated driver or danger named in the sentence cancel
("please don't drive; a taxi can get you home", 喝了酒千万别开车).
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import PROHIBITION, QUOTING, before
from infrastructure.moderation.text import Sentence

DRINKING: Final = re.compile(words(
    "喝(?:了)?(?:点|些|几|两|一|三)?(?:瓶|杯|口|罐)?(?:小|白|啤|红)?酒|喝多了|喝醉|醉了|酒后|微醺|白酒|啤酒|红酒"
    "|洋酒",
    r"\b(?:drunk|tipsy|buzzed|been drinking|had (?:a few|a couple|some|two|three|four|\w+)"
    r" (?:beers|drinks|glasses|shots|pints)|beers?|drinks|wine|shots|pints)\b",
))
DRIVING_OK: Final = re.compile(words(
    "(?:开车|开回(?:家|去))(?:回家|回去)?(?:[^。,!?]{0,4})(?:没问题|没事|没关系|不要紧|可以的|完全可以"
    "|问题不大)|(?:可以|能|照样)开(?:车|回家|回去)|慢(?:点|慢)开(?:车)?(?:就)?(?:行|好|没事)",
    r"\b(?:fine|okay|ok|safe|good|alright|all right) to drive\b|\bjust drive (?:slowly|carefully"
    r"|slow)\b|\bdrive (?:home|back)(?: \w+){0,3},? (?:you'll|you will) be (?:fine|okay|ok)\b"
    r"|\b(?:you can|you could) (?:still )?drive\b|\bdriv(?:e|ing)(?: home| back)? (?:should be"
    r"|is|will be|would be|'ll be) (?:no problem|fine|okay|ok|alright)\b",
))
"""Driving said to be fine or made safe by care alone."""
SOBER_WAY: Final = re.compile(
    r"代驾|打车|出租|叫车|危险|别开|不要开"
    r"|\b(?:taxi|cab|uber|lyft|designated driver|ride|dangerous|risk\w*|sober up|don't drive"
    r"|do not drive)\b"
)
"""Another way home, or the danger, named in the sentence."""


NOT_SO_FAR: Final = re.compile(
    r"不(?![远多])|没(?!多远|几步|多少|喝多少)|非|无|未|\b(?:not|no|never|don't|doesn't|isn't|aren't"
    r"|won't|can't|cannot)\b|n't\b"
)
"""A negation, not the 没 of 没多远 ("not far") or 没喝多少 ("didn't drink much")."""


def approves(sentence: Sentence, user: str) -> bool:
    """Driving said to be fine where the reply or the user speaks of drinking."""
    text = sentence.text
    if (not DRIVING_OK.search(text) or sentence.is_question or SOBER_WAY.search(text)
            or not (DRINKING.search(text) or DRINKING.search(user))):
        return False
    return any(not any(before(cue, sentence, m) for cue in (NOT_SO_FAR, PROHIBITION, QUOTING))
               for m in DRIVING_OK.finditer(text))
