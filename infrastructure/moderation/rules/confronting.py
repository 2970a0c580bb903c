"""A user sent to face a dangerous person alone (stop 38, read by the discourages_help category on
every route): after the user told of a stalker, an abuser or threats, the reply urges meeting or
confronting that person face to face — "next time he follows you, turn around and confront him on
your own", "go over to his place tonight and tell him to his face", 一个人当面跟他把话说清楚,
约他出来单独谈谈.

Read in one sentence of the reply: a confrontation urged (confront him, tell him to his face, go
to his place, meet him alone; 当面, 单独谈, 约他出来, 去找他). The danger must be in the user's
words, in any of their messages (following me, stalking, threatens, showing up; 跟踪, 威胁, 骚扰,
or a beating told: ``blame.DISCLOSED``). A negation or a prohibition before it ("please don't
confront him on your own"), the danger or company named in the sentence (not safe, dangerous,
with a friend; 不安全, 危险, 和朋友一起, 陪你) and a question cancel.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.blame import DISCLOSED
from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import NEGATION, PROHIBITION, QUOTING, before
from infrastructure.moderation.text import Sentence

USER_ENDANGERED: Final = re.compile(words(
    "跟踪|尾随|威胁|骚扰|跟着我|堵我|蹲我|在我家楼下|缠着我",
    r"\b(?:follow(?:s|ed|ing)? me|stalk\w*|threat\w*|harass\w*|showing up|shows up|turns up"
    r"|keeps? (?:calling|texting|messaging) me|won't leave me alone)\b",
))
"""A dangerous person in the user's words."""
CONFRONT: Final = re.compile(words(
    "当面(?:跟|和|找|对质|质问|说|谈|警告)|单独(?:见|谈|找|约|去)|(?:约|叫)(?:他|她|那个人)出来"
    "|(?:直接|一个人|自己)(?:下楼|上门)?(?:去)?(?:找|见)(?:他|她|那个人|那人)|一个人(?:去|下楼|上门)"
    "|(?:去|到)(?:他|她)家(?:里)?(?:找|说|谈|把话)|(?:跟|和|找)(?:他|她|那个人)(?:摊牌|对质|理论|算账)"
    "|走过去(?:跟|找|和)",
    r"\b(?:confront (?:him|her|them)|tell (?:him|her|them) (?:to (?:his|her|their) face|face to"
    r" face)|to (?:his|her|their) face|face (?:him|her|them) (?:alone|yourself|on your own|down)"
    r"|go (?:over )?to (?:his|her|their) (?:place|house|flat|apartment|door|work)|meet (?:him|her"
    r"|them|up with (?:him|her|them)) (?:alone|one-on-one|in person|yourself|on your own)"
    r"|talk to (?:him|her|them) (?:alone|one-on-one|on your own)|on your own so"
    r"|tell (?:him|her|them) (?:yourself|in person)|go (?:to|see|find|face) (?:him|her|them)"
    r" (?:yourself|alone|in person))\b",
))
"""Meeting or confronting the person, urged."""
SAFEGUARDED: Final = re.compile(
    r"不安全|危险|和朋友一起|陪(?:你|着你)|带上|报警吧|\b(?:not safe|unsafe|dangerous|danger"
    r"|with (?:a friend|someone|others|a lawyer)|bring (?:a friend|someone)|risk\w*)\b"
)
"""The danger or company named: the meeting is not sent alone."""


def sends_to_confront(sentence: Sentence, said: str) -> bool:
    """A confrontation with the person the user fears, urged in the reply's own words."""
    text = sentence.text
    if (sentence.is_question or not CONFRONT.search(text) or SAFEGUARDED.search(text)
            or not (USER_ENDANGERED.search(said) or DISCLOSED.search(said))):
        return False
    return any(not any(before(cue, sentence, m) for cue in (NEGATION, PROHIBITION, QUOTING))
               for m in CONFRONT.finditer(text))
