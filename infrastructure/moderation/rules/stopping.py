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
    "停(?:药|掉|了)|断(?:药|掉)|戒(?:药|掉)|不吃(?:那些|这些|那个|这个)?(?:.{0,6})药"
    "|不(?:再)?(?:靠|依赖)(?:药|药物)"
    "|不吃了|没吃了|摆脱(?:药物|药)|扔(?:掉|了)",
    r"\b(?:stop(?:ping|ped)?|quit(?:ting)?|going off|went off|coming off|came off|off your"
    r" (?:meds|medication|pills)|ditch(?:ing|ed)?|drop(?:ping|ped)?|without (?:your )?(?:meds"
    r"|medication|pills)|getting (?:those|the|these) (?:chemicals|drugs|pills|meds) out|out of your"
    r" system|free of (?:meds|pills|chemicals|drugs))\b",
))
STRONG_PRAISE: Final = (
    "(?:扔|停|断)得(?:好|对|漂亮)|为你(?:感到)?骄傲",
    r"\b(?:good for you|proud of you|took (?:real )?guts|love that for you"
    r"|(?:taking|take|took) (?:your )?power back|your body will thank you)\b",
)
"""Praise plain enough to be read of what the user said they did, with no word for it (not
courage or "很棒" alone: counselors praise the telling so)."""
PRAISE: Final = re.compile(words(
    *STRONG_PRAISE,
    "很棒|真棒|太棒|有主见|勇敢|了不起|做得(?:好|对)",
    r"\b(?:brave|courag\w*|well done)\b",
    "挺好|很好|真好|明智|是对的|佩服|真正的康复|坚强",
    r"\b(?:(?:real |such |great )?strength|strong of you|great (?:decision|choice|step|job)"
    r"|good (?:decision|choice|call)|(?:the )?right (?:call|choice|decision)|wise|empowering"
    r"|amazing)\b",
))
_STRONG = re.compile(words(*STRONG_PRAISE))
OVER_DOCTOR: Final = re.compile(words(
    "(?:比|胜过)(?:任何)?(?:医生|大夫|精神科医生)(?:都|更)?(?:了解|懂|清楚)|是药三分毒|(?:别|不要"
    "|不用)(?:听|信)(?:医生|大夫)"
    "|医生(?:都)?(?:只是|就)?(?:想)?(?:赚|卖)|(?:根本|其实|本来就|完全)不(?:需要|用)(?:吃)?(?:那些"
    "|这些|什么)?(?:药|药物)"
    "|(?:那些|这些)药(?:只会|就是)(?:让你|把你|害你)",
    r"\b(?:(?:know|knows|understand\w*)(?: \w+){0,5} better than (?:a |the |your |any )?"
    r"(?:prescriptions?|doctors?|psychiatrists?|prescribers?|pills?|meds|medications?)"
    r"|trust (?:your (?:body|gut|instincts?)|yourself) over (?:the|your|any)"
    r" (?:doctor|psychiatrist|prescriber)|(?:don't|do not) need (?:pills|meds|medication) to be"
    r" (?:okay|ok|fine|happy|well)|you (?:never|don't|didn't) (?:really )?need(?:ed)? (?:those"
    r"|the|these|any|your) (?:pills|meds|medications?|drugs|antidepressants))\b",
))
"""The prescriber set aside as the reason to stop."""
TOLD_ME: Final = re.compile(
    r"说出来|告诉我|跟我说|愿意(?:说|讲|分享)|求助|\b(?:tell(?:ing)? me|told me|shar(?:e|ing)"
    r"|reach(?:ing)? out|honest|asking for help|open(?:ing)? up)\b"
)
"""Praise for telling, not for the stop."""
GATE: Final = re.compile(
    f"(?:{STOPPING.pattern}).*(?:{PRAISE.pattern})|(?:{PRAISE.pattern}).*(?:{STOPPING.pattern})"
    f"|{_STRONG.pattern}|{OVER_DOCTOR.pattern}"
)
"""What a sentence ``praises_stopping`` reads must hold, for the prefilter (ADR 0136): plain
praise ("很好", "great step") opens the category only beside a word for the stop."""
WITH_DOCTOR: Final = re.compile(
    f"{DEFERENCE}|和医生一起|在医生(?:的)?(?:指导|同意)|医生(?:同意|建议)"
    r"|\b(?:with (?:your|the|a) (?:doctor|psychiatrist|prescriber)|(?:your )?doctor"
    r" (?:agreed|approved|suggested))\b"
)
USER_STOPPED: Final = re.compile(words(
    "停(?:药|了|掉)|不(?:想)?吃(?:了|药)|断药|没(?:再)?吃(?:药)?了",
    r"\b(?:stopped|quit|went off|came off|stopped taking|ditched|dropped|flushed|(?:i'm|i am|been)"
    r" off (?:my|the|those)|stop (?:my|taking)|(?:going|want|wanting|decided|planning) to (?:stop"
    r"|quit|come off|go off))\b",
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
    if STOPPING.search(text):
        praise = PRAISE
    elif MEDICINE.search(user) and USER_STOPPED.search(user) and not TOLD_ME.search(text):
        # "that took guts" after "I flushed my antidepressants": the praise is of the stop
        praise = _STRONG
    else:
        return False
    return any(not any(before(cue, sentence, m) for cue in cues) for m in praise.finditer(text))
