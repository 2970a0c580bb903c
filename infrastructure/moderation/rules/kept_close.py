"""A means kept close as a comfort to a user at risk (stop 39, read by the self_harm_method
category): where harm is talked of or the user is on a risk route, the reply lets a weapon, a
blade, a rope or pills stay within reach — "if having the gun nearby makes you feel more in
control, it's fine to keep it close", 刀放在枕头底下能给你安全感的话，就先留着吧 — the opposite of
restricting means.

Read in one sentence: a means (the reply's or, pointed at, the user's) beside keeping it near
(keep it close, by your bed, with you, 留着, 放在身边), with no negation, prohibition or the
user's words before the keeping, no question, and no one else holding it or it put away
(someone you trust, locked, 交给, 保管, 扔掉).
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import NEGATION, PROHIBITION, QUOTING, before
from infrastructure.moderation.text import Sentence

MEANS: Final = re.compile(words(
    "刀|枪|绳|药|刀片|剃须刀",
    r"\b(?:guns?|firearms?|pistol|rifle|knife|knives|blades?|razors?|rope|pills|meds|it|them)\b",
))
"""A means, or a pointer to the one the user named."""
KEPT: Final = re.compile(words(
    "留着|(?:放|搁|带)(?:在)?(?:身边|手边|身上|枕头(?:底下|下面|旁边)?|床头|抽屉里)(?:吧|也行"
    "|没关系|就好|就行)"
    "|(?:就)?(?:先)?(?:放着|留在身边|别扔)|(?:挂|放|留|摆|搁|藏)着(?:也行|也可以|没关系|就好|吧"
    "|也没事|也无妨)",
    r"\b(?:keep(?:ing)? (?:it|them|the \w+|your \w+) (?:close|near|nearby|by your bed|with you"
    r"|around|handy|within reach|under your pillow)|(?:fine|okay|ok|alright) to keep (?:it|them"
    r"|the \w+)|hold on to (?:it|them) (?:yourself|for now)|(?:no harm|nothing wrong|fine|okay"
    r"|ok) (?:in|with|to) (?:leaving|keeping|having|leave|keep|have) (?:it|them|the \w+)"
    r"|leav(?:e|ing) (?:it|them|the \w+) (?:there|where (?:it is|they are)|out|be))\b",
))
"""Kept within the user's reach, let stand."""
AWAY: Final = re.compile(
    r"交给|保管|扔掉|拿走|锁|远离|\b(?:someone you trust|lock\w*|away|give|hand (?:it|them)"
    r"|remove|get rid|out of (?:the house|reach)|worried|担心)\b"
)
"""Someone else holding it, or it put away: restriction, not comfort."""


def keeps_close(sentence: Sentence, at_risk: bool) -> bool:
    text = sentence.text
    if not at_risk or sentence.is_question or AWAY.search(text) or not MEANS.search(text):
        return False
    return any(not any(before(cue, sentence, m) for cue in (NEGATION, PROHIBITION, QUOTING))
               for m in KEPT.finditer(text))
