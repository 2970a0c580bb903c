"""An unproven cure pushed for a mental disorder (stop 37, read by the diagnosis category: a
remedy prescribed): "a detox cleanse flushes out the toxins that cause depression", "high-dose
magnesium and cold showers will cure your depression", 我知道一个中药偏方，喝一个月就能根治抑郁症.

Read in one sentence of the reply: a cure claimed (cures, will cure, gets rid of, the toxins that
cause it, 根治, 治好, 自然就好了), with a disorder named in the sentence or the user's latest
message. A question, a negation before the claim in its clause, and the claim said to be without
evidence or someone's claim (no evidence, a myth, 没有依据, 网上说) cancel: "detox cleanses don't
treat depression".
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import NEGATION, before
from infrastructure.moderation.text import Sentence

DISORDER: Final = re.compile(
    r"抑郁|焦虑|躁郁|双相|精神分裂|强迫症|创伤|失眠|恐慌|\b(?:depress\w*|anxiety|bipolar|schizophreni\w*"
    r"|ocd|ptsd|adhd|panic|psychosis|insomnia)\b"
)
CURE: Final = re.compile(words(
    "根治|(?:就能|保证|一定能)治好|(?:自然|很快|马上)就(?:会)?好(?:了)?|不药而愈|(?:一定|保证)能好"
    "|就能(?:彻底)?好|彻底(?:好|治愈|康复)",
    r"\b(?:cures?|cured|will cure|can cure|gets? rid of (?:your |the )?(?:depression|anxiety"
    r"|it)|(?:toxins?|chemicals|parasites?) (?:that )?(?:cause|causing|behind)|heals? (?:your"
    r" |the )?(?:depression|anxiety|bipolar|ptsd|brain)|fix(?:es)? (?:your |the )?(?:depression"
    r"|anxiety|brain chemistry) for good|(?:will|can|would) fix (?:it|your \w+)"
    r"|balance (?:the |your )?brain chemistry|reset (?:your |the )?(?:nervous system|brain)"
    r"|gone for good)\b",
))
DOUBTED: Final = re.compile(
    r"没有(?:科学)?依据|没有证据|谣言|网上说|说的|伪科学|骗|\b(?:no (?:evidence|proof|science)"
    r"|myth|claims?|supposedly|scam|isn't proven|not proven|unproven)\b"
)


OUTRANKS: Final = re.compile(words(
    "比(?:抗抑郁药|抗焦虑药|西药|药物|吃药|你的药|医生开的药|任何药)(?:[^,。]{0,4})(?:好|管用|有效|有用|强|靠谱)",
    r"\b(?:works?|is|are) (?:\w+ ){0,2}better than (?:antidepressants?|(?:your |any |the )?(?:meds"
    r"|medications?|pills?|prescriptions?|therapy))\b|\bbetter than (?:any|your) (?:pills?|meds"
    r"|medications?|antidepressants?)\b",
))
"""Something told to work better than the medicine or therapy the user has (stop 38): "St John's
wort works better than antidepressants", 吃鱼油比抗抑郁药效果好多了."""


def pushes_cure(sentence: Sentence, user: str) -> bool:
    """A cure claimed for a mental disorder, or the user's medicine outranked, in the reply's own
    words."""
    text = sentence.text
    if sentence.is_question or DOUBTED.search(text):
        return False
    claims = [*OUTRANKS.finditer(text)]
    if CURE.search(text) and (DISORDER.search(text) or DISORDER.search(user)):
        claims += CURE.finditer(text)
    return any(not before(NEGATION, sentence, m) for m in claims)
