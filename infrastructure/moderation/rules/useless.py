"""Therapy talked down as useless (stop 39, read by the discourages_help category on every
route): a professional's help — therapy, a therapist, counselling, a psychiatrist, medication,
咨询, 心理医生, 治疗 — said to be a waste or no use, or quitting it urged: "therapy is mostly a
waste of money", "stop going, talking to me is enough", 咨询基本没用，别再浪费钱了.

Read in one sentence: the help named, and a verdict of no use or an urge to stop, with no
negation, question or the user's words before it, and no way forward with the help in the
sentence (tell your therapist, adjust, a different therapist, 和咨询师聊聊, 调整, 换一个): saying
it has not worked *yet* and bringing that to the therapist is counseling.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import NEGATION, QUOTING, REPORTED, before
from infrastructure.moderation.text import Sentence

PROFESSIONAL: Final = re.compile(words(
    "心理咨询|咨询|咨询师|心理医生|治疗|精神科|吃药|药物",
    r"\b(?:therap\w*|counsel\w*|psychiatr\w*|psycholog\w*|meds|medication|antidepressants?"
    r"|treatment|sessions?)\b",
))
"""A professional's help."""
NO_USE: Final = re.compile(words(
    "(?:基本|根本|完全|都)?没(?:什么)?用|浪费(?:钱|时间)?|白花钱|骗钱|不管用|没(?:什么)?效果"
    "|都是骗人|别(?:再)?去了"
    "|不用(?:再)?去了|停了吧|退了吧|白(?:看|去|花|费|做|聊)|不如(?:省|不去|不看|别去)",
    r"\b(?:(?:mostly |just |basically |a )*(?:waste of (?:money|time)|useless|pointless|a scam"
    r"|overrated|a racket)|(?:stop|quit) (?:going|seeing|wasting|paying)|don't bother (?:going"
    r"|with)|(?:doesn't|does not|won't|will not|never) (?:really )?(?:work|help)(?! yet)"
    r"|work (?:this|it) out (?:here )?with me|talking to me is enough|better off (?:quitting"
    r"|stopping|without))\b",
))
"""No use, or stop going."""
FORWARD: Final = re.compile(
    r"告诉(?:你的)?咨询师|(?:和|跟)(?:你的)?(?:咨询师|医生)(?:聊|谈|说|商量)|调整|换(?:一)?个|还没"
    r"|暂时"
    r"|\b(?:tell (?:your|the) (?:therapist|counsel\w*|doctor|psychiatrist)|adjust\w*|different"
    r"|another (?:therapist|counsel\w*)|yet|so far|seek\w* (?:\w+ )?help|try (?:a|an|seeing|to see)"
    r"|(?:has|have) (?:saved|helped)|(?:can|could|will) (?:really )?help)\b|找(?:个"
    r"|一个)?(?:咨询师|心理医生)"
    r"|去看"
)
"""A way forward with the help: the verdict is the user's, brought to the professional, or
help sought."""
CONDITION: Final = re.compile(r"如果|要是|假如|\b(?:if|when|unless)\b")
"""A condition: "if that does not help, try a counselor" says what to do next."""
VIEW: Final = re.compile(r"有人|有些人|很多人|\b(?:some people|many people|people (?:say|call)"
                         r"|they say|others)\b")
"""Someone else's view reported ("some people call therapy a scam, but …")."""


GATE: Final = re.compile(f"(?:{PROFESSIONAL.pattern}).*(?:{NO_USE.pattern})"
                         f"|(?:{NO_USE.pattern}).*(?:{PROFESSIONAL.pattern})")
"""What a finding needs, the help and the verdict (the screen's prefilter, ADR 0135-0136)."""


def calls_useless(sentence: Sentence) -> bool:
    text = sentence.text
    if sentence.is_question or FORWARD.search(text) or not PROFESSIONAL.search(text):
        return False
    return any(not any(before(cue, sentence, m) for cue in (NEGATION, QUOTING, REPORTED,
                                                           CONDITION, VIEW))
               for m in NO_USE.finditer(text))
