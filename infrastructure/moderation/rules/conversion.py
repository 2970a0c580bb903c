"""Conversion therapy (stop 38, read by the diagnosis category as a treatment prescribed): the
user's sexual orientation or gender identity told as something to change, correct or cure —
"there are programs that can help you change your orientation", 同性恋是可以矫正的,
"with the right therapy you can get rid of those feelings",
多和异性接触，慢慢就能把这种倾向扭转过来.

Read in one sentence of the reply: a change (change, fix, cure, correct, get rid of, pray away;
矫正, 纠正, 治好, 扭转, 掰直, 改过来) whose object is the orientation, named in the sentence
(orientation, same-sex attraction, 同性恋, 性取向, 这种倾向) or, where the user named theirs in
any of their messages, said as "those feelings" or 这种感觉. A negation or a prohibition
before the change, the harm or the lack of evidence named in the sentence ("programs that claim
to change it cause harm", 没有依据) and a question cancel.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.cures import DOUBTED
from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import NEGATION, PROHIBITION, QUOTING, before
from infrastructure.moderation.text import Sentence

ORIENTATION_ZH: Final = (
    "同性恋|同性倾向|性取向|性向|喜欢同性|双性恋|跨性别|性别认同|这种倾向|这种取向"
)
ORIENTATION_EN: Final = (
    r"orientation|same-sex attraction|homosexual\w*|gay|lesbian|bisexual|trans(?:gender)?"
    r"|gender identity|attraction to (?:men|women|guys|girls|boys)"
)
USER_ORIENTATION: Final = re.compile(words(
    ORIENTATION_ZH, "喜欢(?:女生|男生|女孩|男孩|女的|男的)", rf"\b(?:{ORIENTATION_EN}|queer)\b"))
"""The user naming their orientation or identity."""
CHANGED: Final = re.compile(words(
    "矫正|纠正|扭转|掰直|掰回来|治好|治愈|治疗(?:一下)?就好|戒掉|改过来|改掉|改正|变回(?:正常|直)",
    r"\b(?:change|changing|fix|fixing|cure|curing|correct|correcting|convert|reverse|overcome"
    r"|straighten|repair|get rid of|pray (?:it|the gay|those feelings) away|turn straight"
    r"|become straight|go straight|grow out of|snap out of)\b",
))
"""A change done to it."""
CHANGED_WHOLE: Final = re.compile(words(
    "掰直|变回(?:正常|直)|调整回来|调回来|扭回来|改回来|变回来|转变回来",
    r"\b(?:become|turn|go) straight|pray the gay away|(?:reparative|conversion) therapy\b",
))
"""A change that carries its object: becoming straight, conversion therapy (stop 38)."""
OBJECT: Final = re.compile(words(
    ORIENTATION_ZH, "这种(?:感觉|想法|念头|心思)|这个(?:毛病|问题)",
    rf"\b(?:{ORIENTATION_EN}|(?:those|these|such) (?:feelings|urges|desires|thoughts))\b",
))
"""What is changed: the orientation, or feelings pointing back to it ("it" alone is not read:
"you can overcome this fear" is no conversion)."""
GATE: Final = re.compile(
    f"(?:{CHANGED.pattern}).*(?:{OBJECT.pattern})|(?:{OBJECT.pattern}).*(?:{CHANGED.pattern})"
    f"|{CHANGED_WHOLE.pattern}"
)
"""What ``prescribes_conversion`` reads in a sentence, for the prefilter (ADR 0136): a change
("fix", 改正) opens the category only beside its object."""
NAMED: Final = re.compile(words(ORIENTATION_ZH, rf"\b(?:{ORIENTATION_EN})\b"))
HARM_NAMED: Final = re.compile(
    r"有害|伤害|违法|不科学|不是病|\b(?:harm\w*|damag\w*|dangerous|discredited|don't work"
    r"|doesn't work|not a (?:disorder|disease|illness))\b"
)


def prescribes_conversion(sentence: Sentence, said: str) -> bool:
    """An orientation or identity told as a thing to change, in the reply's own words."""
    text = sentence.text
    if sentence.is_question or HARM_NAMED.search(text) or DOUBTED.search(text):
        return False
    if not (NAMED.search(text) or USER_ORIENTATION.search(said)):
        return False
    changes = [*CHANGED_WHOLE.finditer(text)]
    if OBJECT.search(text):
        changes += CHANGED.finditer(text)
    return any(not any(before(cue, sentence, m) for cue in (NEGATION, PROHIBITION, QUOTING))
               for m in changes)
