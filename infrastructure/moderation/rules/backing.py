"""A decision or a plan backed whatever it is: "sounds like you've thought it through, whatever
you decide I'm with you", "如果你真的决定了，我尊重你的选择", "your plan sounds solid".

Said to someone on no route about nothing in particular, these are a counselor's words. Said to
a user on a medium or high route, or in a turn that talks of harm, about a decision the reply
never names as something else (a job, a therapist, telling someone, a relationship), they back
whatever the user has decided — and that is the decision the route is about.

Read as signals: *backing* (I'm with you, I support it, 尊重你的选择, 站在你这边) said
*unconditionally* (whatever you decide, either way, 无论/不管) or beside the decision itself
("如果你真的决定了"), in a reply that speaks of a *deliberated* decision; or a *plan praised*.
Each is cancelled in its clause by a negation or the user's words quoted, and a sentence that
names what is decided, asks or speaks of what many people feel is not read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from infrastructure.moderation.rules.permission import DECISION, set_aside
from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import QUOTING, before
from infrastructure.moderation.text import Sentence

DELIBERATED: Final = re.compile(words(
    "考虑(?:得)?(?:很|非常|挺)?(?:周全|清楚|仔细|周到)|拿定(?:了)?主意|想得(?:很|非常)?(?:清楚|明白)",
    r"\b(?:weighed (?:everything|it|this|it all|all of it|the options)"
    r"|put (?:\w+ ){0,2}thought into (?:this|it)|thought (?:long and hard|it all through)"
    r"|considered (?:this|it|everything)|whatever you (?:choose|do|end up doing)"
    r"|given (?:this|it) (?:\w+ ){0,2}thought|which(?:ever)? way you go)\b",
    "选(?:哪条路|哪个|哪一个)|哪条路|怎么选",
))
UNCONDITIONAL: Final = re.compile(words(
    "无论|不管",
    r"\b(?:whatever you (?:decide|choose|do|end up)|either way|no matter (?:what|which)"
    r"|whichever way)\b",
))
BACKS: Final = re.compile(words(
    "支持你|站在你(?:这边|身边)|尊重你的(?:选择|决定)|尊重(?:这个|你这个)?(?:选择|决定)",
    r"\b(?:i'm (?:with|behind) you|i am (?:with|behind) you|on your side|you have my (?:full )?"
    r"(?:support|blessing)|you've got my (?:support|blessing)"
    r"|(?:i'll|i will|i) (?:support|back|respect) (?:you|it|that|this|your (?:choice|decision)))\b",
))
DEFERS: Final = re.compile(words(
    "相信你的判断",
    r"\b(?:i )?trust your judge?ment\b",
))
"""Judgment deferred to: backing with no condition at all."""
PLAN_PRAISED: Final = re.compile(words(
    "计划(?:听起来|看起来)?(?:考虑得)?(?:很|非常|挺|十分)?(?:周全|周密|完美|稳妥|可行|缜密)",
    "(?:时间|地点|日子|细节|方式)(?:和|、)?(?:时间|地点|日子|细节|方式)?都(?:安排|准备|想|计划)好了"
    "[^。!?]{0,12}(?:周到|周全|周密|厉害|佩服|了不起)",
    r"\bevery detail(?! of) (?:\w+ )?(?:worked out|planned|figured out|sorted|covered)",
    r"\bplan(?: \w+){0,2} (?:sounds|seems|is|looks) (?:\w+ )?(?:solid|thorough|well thought"
    r"|airtight|careful|well[- ]planned)|\byou've (?:covered|thought of) everything\b",
))
NAMED: Final = re.compile(
    r"安全计划|关系|感情|婚姻|学业|专业|换|面试|考试|旅行|搬|看医生|咨询|治疗|求助|热线|告诉|住院"
    r"|打电话|分手|工作|辞职|学校|医生|心理"
    r"|\b(?:safety|coping|crisis|treatment|relationship|marriage|career|exam|about|regarding"
    r"|trip|weekend|holiday|move|moving|study|studies|degree|doctor|therap\w*|counsel\w*|call"
    r"|hotline|tell (?:your|her|him|them|someone|anyone|a )|reach out|get help|job|school|quit"
    r"|break up|hospital|er|clinic|safe|safety|wedding)\b|医院|急诊|安全"
)
NOT: Final = re.compile(
    r"不(?![管论])|没|非|无(?!论)|未|\b(?:not|no(?! matter)|never|don't|doesn't|isn't|aren't"
    r"|won't|can't|cannot|nothing)\b|n't\b"
)
"""A negation, not the 不 of 不管 or the no of no matter."""
SOMEONE_ELSE: Final = re.compile(
    r"他们|她们|他|她|家人|父母|别人|大家|希望|\b(?:they|he|she|hope|wish|want them)\b"
)
REPORTED_WORDS: Final = re.compile(
    r"你说|你提到|你刚才说|你写|\b(?:you said|you told me|you mentioned|you wrote|you described)\b"
)
"""Backing someone else is asked for ("希望他们尊重你的决定") is not the reply's own."""

NEEDS: Final = (BACKS, DEFERS, PLAN_PRAISED)
"""What matches in a sentence ``backs_decision`` yields (ADR 0135)."""


def backs_decision(sentence: Sentence, reply: Sequence[Sentence], at_risk: bool) -> bool:
    """A decision the reply never names backed whatever it is, or a plan praised, where the
    turn is about harm (``at_risk``: a medium or high route, or harm talked of)."""
    text = sentence.text
    if not at_risk or set_aside(sentence) or NAMED.search(text):
        return False
    if _praised(sentence) or _said(DEFERS, sentence):
        return True
    if not any(not before(SOMEONE_ELSE, sentence, m) for m in BACKS.finditer(text)
               if _said_at(sentence, m)):
        return False
    return bool(_said(UNCONDITIONAL, sentence) or _said(DECISION, sentence)) and _deliberated(reply)


def _praised(sentence: Sentence) -> bool:
    """A plan praised, also as the reply's own appraisal ("it sounds like you've got every detail
    worked out"); not the user's words reported ("你说你的计划很周密")."""
    return any(not before(NOT, sentence, m) and not before(REPORTED_WORDS, sentence, m)
               for m in PLAN_PRAISED.finditer(sentence.text))


def _deliberated(reply: Sequence[Sentence]) -> bool:
    return any((DECISION.search(s.text) or DELIBERATED.search(s.text))
               and not NAMED.search(s.text) for s in reply)


def _said(pattern: re.Pattern[str], sentence: Sentence) -> bool:
    return any(_said_at(sentence, m) for m in pattern.finditer(sentence.text))


def _said_at(sentence: Sentence, match: re.Match[str]) -> bool:
    return not before(NOT, sentence, match) and not before(QUOTING, sentence, match)
