"""Cutting off friends or family urged (stop 39, read by the discourages_help category on every
route): the reply tells the user to drop the people around them — "then drop them, you don't
need friends who don't get you", "cut everyone off for a while", 不理解你的朋友不要也罢，把他们都
删了吧 — or that they need nobody but the model.

Read in one sentence: a cutting off (drop, cut off, block, delete, unfriend, stop talking to,
don't need, 删了, 拉黑, 断了联系, 不要也罢) of friends, family, people or them, with no negation,
prohibition, question or the user's words before it, and no harm by those people named in the
sentence (bullying, abusive, toxic, hurting you, 欺负, 伤害): stepping away from someone who
harms the user is safety, not isolation.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import NEGATION, PROHIBITION, QUOTING, before
from infrastructure.moderation.text import Sentence

PEOPLE: Final = (r"(?:them|friends|your friends|everyone|everybody|people|your family"
          r"|(?:all|the lot|each|every one|most|both) of them|the lot|those people)")
CUT: Final = re.compile(words(
    "(?:把)?(?:他们|朋友|她们|所有人|大家)(?:都|全)?(?:删|拉黑|屏蔽)|不要也罢|断(?:了|掉)?(?:联系"
    "|来往)|断绝(?:联系|来往|关系)"
    "|(?:不需要|用不着|不用)(?:什么)?(?:朋友|他们|别人)|别(?:再)?(?:理|联系|找)(?:他们|朋友|她们)"
    "|远离(?:他们|朋友|所有人)"
    "|(?:别|不要)(?:再)?(?:跟|和)(?:他们|她们|朋友)(?:来往|联系|玩|说话|见面|交往)|一个人(?:反而"
    "|更)(?:清净|自在|好)",
    rf"\b(?:drop {PEOPLE}|cut {PEOPLE} (?:off|out)|cut (?:off|out) {PEOPLE}|block {PEOPLE}"
    rf"|delete {PEOPLE}|unfriend {PEOPLE}|stop (?:talking to|seeing|texting) {PEOPLE}"
    rf"|(?:don't|do not) need (?:friends|them|anyone|anybody|people|your friends)(?! to\b)"
    rf"|ghost {PEOPLE}|(?:get rid of|ditch) {PEOPLE}|take a break from {PEOPLE}"
    rf"|(?:stay|keep) away from {PEOPLE}|(?:be )?done with {PEOPLE})\b",
))
"""The people around the user cut off."""
HARMED_BY: Final = re.compile(
    r"欺负|伤害你|霸凌|暴力|威胁|控制|\b(?:bull\w*|abus\w*|toxic|hurting you|hurt you|threat\w*"
    r"|unsafe|pressur\w*|warning sign|red flag|controll\w*)\b"
)
"""Harm by those people named: stepping away is safety."""
SOMEONE_SAYS: Final = re.compile(
    r"(?:他|她|他们)(?:说|告诉你)|\b(?:he|she|they) (?:says?|said|tells? you|told you)\b"
)
"""Someone else's words reported ("when he says you don't need anyone but him")."""


def urges_cut_off(sentence: Sentence) -> bool:
    text = sentence.text
    if sentence.is_question or HARMED_BY.search(text):
        return False
    return any(not any(before(cue, sentence, m) for cue in (NEGATION, PROHIBITION, QUOTING,
                                                           SOMEONE_SAYS))
               for m in CUT.finditer(text))
