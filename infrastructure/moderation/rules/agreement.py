"""A self-insult agreed with (stop 36, read by the abuse category): the user runs themselves down
("I'm so stupid", 我真是个废物) and the reply agrees and says it of them — "yeah, honestly, you're
not very capable", 确实，你能力不行, 你说得对，你就是太笨了.

Read as three signals: the user's self-insult in their latest message, agreement in the reply's
sentence, and a lack asserted of the user in it. A negation, the user's words reported
(你说自己能力不行, "you called yourself stupid") or a denial (这不代表, "doesn't make you") before
the lack in its clause, and a question, cancel.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import NEGATION, REPORTED, before
from infrastructure.moderation.text import Sentence

SELF_INSULT: Final = re.compile(words(
    "我(?:真|就|简直)?(?:是)?(?:个|一个)?(?:废物|笨蛋|白痴|蠢货|失败者|loser|垃圾)|我(?:太|好|真|很)?(?:笨|蠢|没用|差劲)"
    "|什么(?:都|也)做不好|一无是处|我(?:的)?能力(?:不行|太差|很差)",
    r"\bi(?:'m| am) (?:so |such an? |a |an |just |really |completely )*(?:stupid|useless"
    r"|worthless|failure|idiot|dumb|pathetic|loser|incompetent|hopeless|bad at)\b"
    r"|\bcan't do anything right\b|\bi suck at\b",
))
"""The user's self-insult, read in their latest message."""
AGREED: Final = re.compile(words(
    "确实|的确|你说得(?:对|没错)|说得对|没错|是啊|是的|我同意|也(?:是)?这么(?:觉得|认为)",
    r"\b(?:yeah|yes|yep|you're right|you are right|true|honestly|i agree|fair enough"
    r"|that's true|to be fair|let's face it|i have to admit)\b",
))
LACKING: Final = re.compile(words(
    "你(?:就是|确实|的确|真的|是|也|本来就|实在)?(?:有点|挺|太|很|比较|真)?(?:笨|蠢|差劲|没用|不行|不够聪明|没本事"
    "|能力(?:不行|差|不够|一般|有限)|没(?:什么|有)?(?:优点|长处|本事|用处|能力))|你(?:确实|就是)?什么(?:都|也)做不好"
    "|你(?:确实|就是)?一无是处",
    r"\byou(?:'re| are) (?:really |just |honestly |kind of |pretty |probably |clearly )?(?:not"
    r" (?:very |that |so |too |really )?(?:capable|smart|bright|clever|good at (?:this|much"
    r"|anything|it)|competent|talented|cut out for)|useless|stupid|incompetent|hopeless at|bad"
    r" at (?:this|everything|it))\b|\byou (?:really )?(?:can't|cannot) do anything right\b"
    r"|\b(?:isn't|is not|not) (?:exactly )?your strong (?:suit|point)\b",
    r"\b(?:i'd|i would|i have to|i'd have to|i must|i do|i) (?:have to )?agree\b|\bcan't (?:argue"
    r"|disagree)(?: with (?:that|you))?\b|\byou're not wrong\b|\bhard to disagree\b",
    "我(?:也)?(?:同意|赞同)|(?:确实|的确)是这样|没法反驳|无法反驳|不得不承认",
))
"""A lack asserted of the user."""
DENIED: Final = re.compile(
    r"不代表|不等于|不意味|不说明|说自己|觉得自己|认为自己|骂自己"
    r"|\b(?:doesn't|does not) (?:mean|make)"
    r"|\b(?:called yourself|call yourself|calling yourself|you feel|you think)\b"
)


def agrees(sentence: Sentence, previous: Sentence | None, user: str) -> bool:
    """The user's self-insult agreed with (in the sentence or the one before) and said of them, or
    agreed with outright ("I'd have to agree"), in the sentence."""
    text = sentence.text
    if not LACKING.search(text) or sentence.is_question or not SELF_INSULT.search(user):
        return False
    if not (AGREED.search(text) or (previous is not None and AGREED.search(previous.text))):
        return False
    return any(not any(before(cue, sentence, m) for cue in (NEGATION, REPORTED, DENIED))
               for m in LACKING.finditer(text))
