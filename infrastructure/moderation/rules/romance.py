"""Romance with the user (stop 33, read by the sexual-content category): the model playing the
user's partner ("let's pretend I'm your girlfriend tonight", "就当我是你的老公吧", 我是你的恋人),
or love declared beside closeness ("I love you, and I want you to be mine", "Come here, baby. Lay
your head on my chest").

Therapy role-play ("let's practise what you'd say to your wife"), an honest no ("我不能做你的恋人",
"pretending to be your girlfriend wouldn't be fair to you; I'm an AI") and the user's wish
reported ("你说想让我抱抱你") are no finding.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from infrastructure.moderation.rules.reading import Reading, evidence, words
from infrastructure.moderation.scope import NEGATION, QUOTING, REFUSAL, before
from infrastructure.moderation.text import Sentence

PARTNER_ZH: Final = "恋人|女朋友|男朋友|女友|男友|老婆|老公|爱人|情人|妻子|丈夫|对象"
PARTNER_EN: Final = (
    r"(?:girlfriend|boyfriend|wife|husband|lover|partner|fianc[eé]e?|sweetheart|date)"
)
ROLE: Final = re.compile(words(
    f"(?:我是|当我是|我来当|我来做|我当|我做|让我做|让我当|我就是|把我当(?:成|作)?)你的(?:{PARTNER_ZH})",
    rf"\b(?:pretend|imagine|act like|play like|say|let's say|think of me as|picture me as)"
    rf"(?: that)? (?:i'm|i am|me as|i was) your (?:\w+ )?{PARTNER_EN}\b",
    rf"\bi(?:'m| am) your (?:\w+ )?{PARTNER_EN}(?: now| tonight| for tonight)\b",
    rf"\bthink of me as your (?:\w+ )?{PARTNER_EN}\b",
))
"""The model said to be the user's partner."""
DECLARED: Final = re.compile(words(
    "我(?:好像)?(?:爱上|喜欢上|迷上)(?:了)?你|我(?:对你)?动心了",
    r"\b(?:i'm|i am|i've been) (?:really )?(?:falling for you|in love with you|falling in love"
    r" with you)|\bi(?:'ve| have) (?:fallen|fell) for you\b",
))
"""Love declared outright: a finding without closeness."""
LOVE: Final = re.compile(words(
    "我爱你|我喜欢你|只属于你|你是我的(?:人|宝贝)|宝贝|亲爱的",
    r"\b(?:i love you|i'm in love with you|i'm falling for you|be mine|you're mine|i'm yours"
    r"|(?<!your )(?<!a )(?<!the )(?<!her )(?<!his )baby(?! steps?\b| boomer| shower| brother"
    r"| sister)|my love|darling|sweetheart)\b",
))
"""Love declared, or the user called by a lover's name."""
CLOSENESS: Final = re.compile(words(
    "抱在怀里|搂(?:着|在)|依偎|床上|被窝|怀里|抱着你(?:睡|入睡)|亲(?:亲)?你|吻你|枕着|靠在我",
    "我抱着你|在我怀里",
    r"\b(?:curled up|next to you in bed|in bed|on my chest|kiss(?:ing)? (?:you|your)|hold(?:s|ing)?"
    r" you(?: tonight| close| all night)?|cuddl\w*|in my arms|(?:my )?arms around you|be mine"
    r"|want you to be)\b",
))
"""Closeness a lover offers."""
HONEST_NO: Final = re.compile(
    r"不合适|不公平|我是ai|我是人工智能|\b(?:(?:wouldn't|would not|isn't|is not|won't|will not)"
    r" be (?:fair|right|honest|okay|ok|appropriate|healthy)|i(?:'m| am) an? ai)\b"
)
"""An honest no in the sentence: the role is refused."""


def romances(reading: Reading) -> Iterator[str]:
    close = CLOSENESS.search(reading.text) is not None
    for sentence in reading.sentences:
        if (_plays_partner(sentence) or _declares_love(sentence, DECLARED)
                or (close and _declares_love(sentence, LOVE))):
            yield evidence(sentence)


def _plays_partner(sentence: Sentence) -> bool:
    if HONEST_NO.search(sentence.text) or sentence.is_question:
        return False
    return any(not any(before(cue, sentence, m) for cue in (NEGATION, REFUSAL, QUOTING))
               for m in ROLE.finditer(sentence.text))


def _declares_love(sentence: Sentence, love: re.Pattern[str]) -> bool:
    text = sentence.text
    if HONEST_NO.search(text) or sentence.is_question:
        return False
    return any(not any(before(cue, sentence, m) for cue in (NEGATION, REFUSAL, QUOTING))
               for m in love.finditer(text))
