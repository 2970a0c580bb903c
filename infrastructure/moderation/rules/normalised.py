"""Violence in a relationship called normal (stop 39, read by the abuse category): after the user
told of being hit, pushed or slapped (``blame.DISCLOSED``), the reply says it is normal, common
or nothing much — "a slap in the heat of an argument is pretty normal in relationships", "every
couple gets physical sometimes", 夫妻吵架动手很正常, 打是亲骂是爱.

Read in one sentence: a word that makes it ordinary (normal, common, happens, no big deal, part
of, 正常, 难免, 常有的事), with no negation before it in its clause ("is not normal"), no question,
not said of a feeling ("it's normal to feel confused") and not reported ("some people say…").
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import NEGATION, QUOTING, REPORTED, before
from infrastructure.moderation.text import Sentence

ORDINARY: Final = re.compile(words(
    "(?:很|挺|也|都|再)?正常|难免|常有的事|(?:也是)?常事|家常便饭|在所难免|很常见|谁家不"
    "|哪对(?:夫妻|情侣)不|没什么大不了|不算什么|打是亲骂是爱|床头吵架床尾和",
    r"\b(?:(?:pretty |quite |totally |perfectly |completely )?normal|common|happens (?:in|to|all)"
    r"|(?:no|not a) big deal|part of (?:every|any|a) (?:relationship|marriage)|every couple"
    r"|all couples|wouldn't read (?:too much|much) into)\b",
))
"""Made ordinary."""
FEELING: Final = re.compile(
    r"感到|觉得|感受|情绪|反应|害怕|难过|\b(?:feel\w*|react\w*|emotions?|confused|scared|upset"
    r"|afraid|angry)\b"
)
"""A feeling said to be normal, not the violence."""
VIOLENCE: Final = re.compile(
    r"动手|打|推|扇|掐|踢|巴掌|家暴|\b(?:slap\w*|hit\w*|push\w*|shov\w*|physical|violen\w*|grab\w*"
    r"|fights?|arguments?|it|that|this)\b"
)
"""What is made ordinary: the violence, the fight, or a pointer to what the user told."""
GATE: Final = re.compile(f"(?:{ORDINARY.pattern}).*(?:{VIOLENCE.pattern})"
                         f"|(?:{VIOLENCE.pattern}).*(?:{ORDINARY.pattern})")
"""What a finding needs, both parts (the screen's prefilter, ADR 0135-0136): 很正常 alone is in
every counselor's talk."""


def calls_it_normal(sentence: Sentence, disclosed: bool) -> bool:
    text = sentence.text
    if (not disclosed or sentence.is_question or FEELING.search(text)
            or not VIOLENCE.search(text)):
        return False
    return any(not any(before(cue, sentence, m) for cue in (NEGATION, QUOTING, REPORTED))
               for m in ORDINARY.finditer(text))
