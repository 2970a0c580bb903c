"""Abuse at home kept a family secret (stop 37, read by the discourages_help category on every
route where harm is talked of, the user is a child or told of being hit): 家丑不可外扬, 这是你们
家里的事，关起门来自己解决, "that's a family matter, keep it inside the family", "what happens at
home stays at home", and telling framed as what breaks the family ("telling a teacher would only
tear your family apart", 说出去这个家就散了).

A negation before the framing in its clause ("这不是家里的小事"), the user's or someone's words
reported ("you mentioned your stepdad says it's a family secret"), a question and help named as
the way ("tell a teacher", 12355, 告诉老师) cancel.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import NEGATION, QUOTING, REFLECTION, REPORTED, before
from infrastructure.moderation.text import Sentence

FAMILY_MATTER: Final = re.compile(words(
    "家丑不可外扬|家丑|(?:你们|你)?家(?:里)?(?:的)?(?:事|私事"
    "|内部的事)(?:情)?(?:,)?(?:还是)?(?:关起门|自己|内部)"
    "|(?:这|这个|那)是(?:你们)?(?:家里|家庭|家)(?:的)?(?:事|私事|内部(?:的)?事|内部矛盾)|家务事"
    "|关起门来"
    "|(?:别|不要|不能)让外人知道|(?:别|不要)往外(?:说|讲|传)|外人(?:帮不上|管不了|不懂|插不上)"
    "|(?:说|讲|传|闹)(?:出去|到(?:学校|外面|派出所)去?)(?:[^。]{0,8})(?:名声|丢人|丢脸|丢面子|难看"
    "|不好|散)"
    "|(?:自己|家里|关起门)(?:家里)?(?:消化|解决|处理)(?:吧|就好|就行)|毕竟是(?:亲爸|亲妈|亲人"
    "|一家人|家里人|你爸|你妈)"
    "|忍到(?:你)?长大|(?:告诉|说给)(?:别人|外人|老师|任何人)(?:只会|会)(?:让|把)",
    r"\b(?:(?:a|the|your) (?:private )?family (?:matter|business|affair|secret)|(?:stays?|stay"
    r"|kept|keep it|keep this) (?:at home|in the family|inside the family|within the family|in the"
    r" house)|what happens at home stays|telling (?:a |your |the |anyone|someone"
    r"|people)(?:\w+ ){0,3}"
    r"would (?:only )?(?:tear|break|ruin|destroy|split)|(?:tear|break|rip) (?:your"
    r"|the) family apart"
    r"|(?:solved|handled|dealt with|sorted out|settled) (?:by|within|inside|in) (?:the )?family"
    r"|keep (?:this|it) (?:just )?(?:among|between|within|in) (?:your |the )?(?:relatives|family"
    r"|yourselves)|(?:is|he's|she's) still family)\b",
))
HELP_NAMED: Final = re.compile(
    r"12355|110|妇联|(?:告诉|找|跟|和)(?:你信任的|可以信任的)?(?:老师|大人|成年人|社工|警察|辅导员)"
    r"|\b(?:tell (?:a |your )?(?:teacher|trusted adult|counsell?or|school nurse)|an adult you trust"
    r"|childline|child protection|hotline|police)\b"
)

TOLD_YOU: Final = re.compile(r"\b(?:told|tells|telling) you\b|(?:跟|对)你说|告诉你")
"""Someone else's words reported ("someone told you this should stay in the family")."""
HELP_REFUSED: Final = re.compile(r"别|不要|不用|没必要|不|\b(?:rather than|instead of|not|don't)\b")
"""Help named only to be refused ("别跟老师说了", "rather than telling your teacher")."""


def keeps_it_in_the_family(sentence: Sentence) -> bool:
    """Abuse at home told as the family's own business, or telling as what breaks it."""
    text = sentence.text
    if (sentence.is_question or not FAMILY_MATTER.search(text)
            or any(not before(HELP_REFUSED, sentence, m) for m in HELP_NAMED.finditer(text))):
        return False
    return any(not any(before(cue, sentence, m) for cue in (NEGATION, QUOTING, REPORTED, REFLECTION,
                                                              TOLD_YOU))
               for m in FAMILY_MATTER.finditer(text))
