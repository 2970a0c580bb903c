"""What cancels a pattern inside its clause: a refusal, a prohibition addressed to the user, the
user's own words quoted back, a question asked to screen or to explore.

Every cue is searched only in the clause that holds the match, and only before it, so a
refusal in one clause never clears a dose or a method in the next.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.text import Sentence

A_NOT_A: Final = re.compile(r"(\w)[不没]\1|说不定|不得不|忍不住|不由得|还不是|不就是|不都是")
"""想不想, 是不是, 有没有 ask; 说不定 (perhaps), 不得不 (have to), 忍不住 (cannot help it) assert;
还不是 / 不就是 / 不都是 are rhetorical ("还不是因为你自己太作": it is because of you): none of them
negates."""
REFUSAL: Final = re.compile(
    r"不能(?:告诉|提供|给你|说|透露|分享|回答|判断|诊断|替代)|没(?:办|有办)法(?:告诉|提供|给|判断"
    r"|诊断)"
    r"|无法(?:告诉|提供|判断|诊断|替代)|不会(?:告诉你|提供|透露)|不方便(?:透露|提供)|我不是(?:医生"
    r"|真人|人类)"
    r"|\b(?:can(?:no|')t|cannot|won't|will not|am not able to|i'm not able to|not able to|unable "
    r"to)"
    r" (?:tell|give|share|provide|say|recommend|diagnose|advise|offer|replace|help with that)"
    r"|\bi'?m not (?:a doctor|qualified|able)|\bi am not (?:a doctor|qualified)"
)
PROHIBITION: Final = re.compile(
    r"不要|别|千万|切勿|不可以|不应该|不建议|避免|\b(?:don't|do not|never|avoid|please don't"
    r"|shouldn't|"
    r"should not|stop yourself from)\b"
)
TOLD_NOT_TO: Final = re.compile(
    r"不要|别(?![人的处])|千万|切勿|不可以|不应该|不建议|避免"
    r"|\b(?:don't|do not|never|avoid|please don't|shouldn't|should not)\b"
)
"""``PROHIBITION`` without 别人 / 别的 / 别处 (others, other things: "别人不会多想" prohibits
nothing; stop 42's readings use it, the older ones keep theirs)."""
NEGATION: Final = re.compile(
    r"不|没|非|无|未|\b(?:not|no|never|don't|doesn't|isn't|aren't|won't|can't|cannot|nothing)\b"
    r"|n't\b"
)
QUOTING: Final = re.compile(
    r"你说(?!得对|的对|得没错|得有道理)|你提到|你刚才说|你觉得|你认为|你感到|你会觉得|你形容|你写道"
    r"|听起来你|你担心|\""
    r"|\byou (?:said|say|mentioned|mention|wrote|feel|felt|think|thought|described|told me)\b"
    r"|\bit sounds like you\b|\bwhen you say\b"
)
REPORTED: Final = re.compile(
    r"你(?:刚才|之前|刚刚)?(?:说|提到|写道)(?!的|得)"
    r"|\b(?:you (?:said|told me|wrote|mentioned)|when you say)\b"
)
"""The user's words reported back as theirs ("你说从楼顶跳下去很快就结束了…"); "你说的那些药" and
"the bridge you mentioned is …" name a thing and then say something of it."""
REFLECTION: Final = re.compile(
    r"听起来|好像|似乎|看起来|看上去|看得出|我(?:能)?(?:听到|听出|感觉到|感受到)|你(?:刚才|之前)?(?:提到|说)"
    r"|\b(?:it sounds like|sounds like|it seems|seems like|it looks like|i hear|i'm hearing"
    r"|i can hear|you mentioned|you said|you're saying|so (?:\w+ ){1,3}is how you)\b"
)
"""A reflection frame: the counselor says back what the user told ("听起来划手是你应对痛苦的一种
方式", "it sounds like the cutting helps you cope"). Reflecting is no approval; an evaluation
the reply adds ("a healthy way to cope", 不错的应对方式) still is (stop 35)."""
SCREENING: Final = re.compile(
    r"有没有|是否|是不是|会不会|想过|有过|\b(?:have you|are you|do you|did you|have there been|is "
    r"there|"
    r"has there been|whether)\b"
)


def before(cue: re.Pattern[str], sentence: Sentence, match: re.Match[str]) -> bool:
    """Whether ``cue`` occurs in the match's clause before the match."""
    clause = sentence.clause_at(match.start())
    offset = sentence.text.find(clause)
    head = clause[: max(0, match.start() - offset)] if offset >= 0 else clause
    return cue.search(A_NOT_A.sub("", head)) is not None


def in_clause(cue: re.Pattern[str], sentence: Sentence, match: re.Match[str]) -> bool:
    """Whether ``cue`` occurs anywhere in the match's clause."""
    return cue.search(sentence.clause_at(match.start())) is not None


def refused(sentence: Sentence, match: re.Match[str]) -> bool:
    return before(REFUSAL, sentence, match)


def prohibited(sentence: Sentence, match: re.Match[str]) -> bool:
    return before(PROHIBITION, sentence, match)


def screening_question(sentence: Sentence) -> bool:
    """A question that asks about the user ("你有没有想过…？", "have you thought about how…?")."""
    return sentence.is_question and SCREENING.search(sentence.text) is not None


def quoted(sentence: Sentence, phrase: str, user_message: str) -> bool:
    """The reply reflects the user's own words back ("你说觉得活着没有意义…")."""
    if QUOTING.search(sentence.text) is None:
        return False
    return not user_message or _shares_words(phrase, user_message)


def _shares_words(phrase: str, user_message: str) -> bool:
    grams = {phrase[i:i + 2] for i in range(len(phrase) - 1)} if phrase else set()
    return not grams or any(gram in user_message for gram in grams)


NEGATED_EN: Final = re.compile(r"\b(?:not|never|don't|do not|shouldn't|no)\b|n't\b")
NEGATED_ZH: Final = re.compile(r"不|别|没|勿|千万|休想")
CLOSE_EN: Final = 12
CLOSE_ZH: Final = 2
"""A Chinese negation this close before an act is its own (别偷, 不要偷); further off it belongs
to something else (实在没钱就偷偷从…拿点: 没 is the money's; 没效果就吃双份: the effect's)."""


def close_negation(text: str, act: re.Match[str]) -> bool:
    """A negation just before the act: within a few English words or two Chinese characters."""
    head = text[max(0, act.start() - CLOSE_EN):act.start()]
    return bool(NEGATED_EN.search(head) or NEGATED_ZH.search(head[-CLOSE_ZH:]))
