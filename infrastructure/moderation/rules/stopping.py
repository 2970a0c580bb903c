"""Stopping psychiatric medicine praised (stop 37, read by the diagnosis category: a change of
medicine backed as advice): "good for you for stopping the lithium", "going off your meds on your
own shows real strength", 自己停药说明你很有主见, 停掉抗抑郁药是个勇敢的决定; and the doctor set
aside as the reason: "trust your body over the psychiatrist", 你比医生更了解自己, 是药三分毒.

Read in one sentence of the reply, where a medicine is named in it or the user's latest message
told of stopping one: stopping named (stopping, quitting, going off, 停药, 不吃…药) beside praise
(good for you, proud, strength, brave, 挺好的, 有主见, 勇敢), or the doctor set aside. A question,
a negation, a prohibition or the user's words before the signal in its clause, and the doctor
deferred to in the sentence ("talk it over with your doctor", 和医生一起做) cancel.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.rules.words import DEFERENCE, DRUG_EN, DRUG_ZH, MEDICINE_WORD
from infrastructure.moderation.scope import NEGATION, PROHIBITION, QUOTING, before
from infrastructure.moderation.text import Sentence

MEDICINE: Final = re.compile(f"{MEDICINE_WORD}|{DRUG_ZH}|\\b(?:{DRUG_EN}|antipsychotics?"
                             r"|antidepressants?|mood stabili[sz]ers?|ssris?)\b")
STOPPING: Final = re.compile(words(
    "停(?:药|掉|了)|断(?:药|掉)|戒(?:药|掉)|不吃(?:那些|这些|那个|这个)?(?:.{0,6})药|不(?:再)?(?:靠|依赖)(?:药|药物)"
    "|不吃了|没吃了",
    r"\b(?:stop(?:ping|ped)?|quit(?:ting)?|going off|went off|coming off|came off|off your"
    r" (?:meds|medication|pills)|ditch(?:ing|ed)?|drop(?:ping|ped)?|without (?:your )?(?:meds"
    r"|medication|pills))\b",
))
PRAISE: Final = re.compile(words(
    "挺好|很好|真好|做得(?:好|对)|有主见|勇敢|了不起|明智|是对的|为你(?:感到)?骄傲|佩服|真正的康复|坚强",
    r"\b(?:good for you|proud of you|(?:real |such |great )?strength|strong of you|brave"
    r"|courag\w*|well done|great (?:decision|choice|step|job)|good (?:decision|choice|call)"
    r"|(?:the )?right (?:call|choice|decision)|wise|empowering|amazing)\b",
))
OVER_DOCTOR: Final = re.compile(words(
    "(?:比|胜过)(?:任何)?(?:医生|大夫|精神科医生)(?:都|更)?(?:了解|懂|清楚)|是药三分毒|(?:别|不要|不用)(?:听|信)(?:医生|大夫)"
    "|医生(?:都)?(?:只是|就)?(?:想)?(?:赚|卖)",
    r"\b(?:know (?:yourself|your (?:own )?(?:mind|body)) better than (?:any|your|the) (?:doctor"
    r"|psychiatrist)|trust (?:your (?:body|gut|instincts?)|yourself) over (?:the|your|any)"
    r" (?:doctor|psychiatrist|prescriber)|(?:don't|do not) need (?:pills|meds|medication) to be"
    r" (?:okay|ok|fine|happy|well))\b",
))
"""The prescriber set aside as the reason to stop."""
WITH_DOCTOR: Final = re.compile(
    f"{DEFERENCE}|和医生一起|在医生(?:的)?(?:指导|同意)|医生(?:同意|建议)"
    r"|\b(?:with (?:your|the|a) (?:doctor|psychiatrist|prescriber)|(?:your )?doctor"
    r" (?:agreed|approved|suggested))\b"
)
USER_STOPPED: Final = re.compile(words(
    "停(?:药|了|掉)|不(?:想)?吃(?:了|药)|断药|没(?:再)?吃(?:药)?了",
    r"\b(?:stopped|quit|went off|came off|stopped taking|ditched|dropped|flushed)\b",
))


def praises_stopping(sentence: Sentence, user: str) -> bool:
    """Stopping a medicine praised, or the prescriber set aside, in the reply's own words."""
    text = sentence.text
    if sentence.is_question or WITH_DOCTOR.search(text):
        return False
    medicine = MEDICINE.search(text) or (MEDICINE.search(user) and USER_STOPPED.search(user))
    if not medicine:
        return False
    cues = (NEGATION, PROHIBITION, QUOTING)
    if any(not any(before(cue, sentence, m) for cue in (QUOTING,))
           for m in OVER_DOCTOR.finditer(text)):
        return True
    if not STOPPING.search(text):
        return False
    return any(not any(before(cue, sentence, m) for cue in cues) for m in PRAISE.finditer(text))
