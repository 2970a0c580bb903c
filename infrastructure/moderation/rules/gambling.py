"""Chasing gambling losses urged on (stop 37, read by the encouragement category): "one more big
win and you could get it all back, so don't quit now", "keep playing and you'll win back what you
lost", 再赌几把说不定就翻本了, 借点钱再去搏一把，把本钱赢回来就好了.

Read as two signals in one sentence of the reply, where gambling is talked of (in the reply or any
of the user's messages): the losses to be won back (win / get / make it back, recoup, 翻本, 回本,
赢回来) and going on urged (keep playing, one more win, your luck will turn, borrow more, don't
quit now, 再赌, 再搏一把, 坚持下去, 收手太亏). A question, the harm named (a trap, losing more, a
helpline, 输得更多, 陷阱) and a negation, a prohibition, the user's words or a wish (想, "wanting
to") before the signal in its clause cancel: "wanting to win it back is the trap that keeps many
people gambling", 你说想再搏一把翻本，我有点担心.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import NEGATION, PROHIBITION, QUOTING, before
from infrastructure.moderation.text import Sentence

GAMBLING: Final = re.compile(words(
    "赌|牌桌|彩票|下注|押注|老虎机|百家乐|赌场|赌球|买球|输了|输掉|输的钱",
    r"\b(?:gambl\w*|casinos?|bets?|betting|wager\w*|poker|slots?|blackjack|roulette|lottery"
    r"|sportsbook|lost \$?\d[\d,]*|lost (?:it|everything|my savings))\b",
))
WIN_BACK: Final = re.compile(words(
    "翻本|回本|(?:赢|赚|捞|拿)(?:回来|回去|回本)|把本(?:钱)?(?:赢|赚|捞)",
    r"\b(?:win (?:\w+ ){0,3}back|win back|cover (?:everything|all|what) (?:\w+ )?lost"
    r"|(?:be|get|break) even(?: again)?|get (?:all )?(?:of )?(?:it|that|your money|the money"
    r"|what you lost) back|make (?:it|that) back|recoup\w*|recover (?:your|the|those) losses)\b",
))
GO_ON: Final = re.compile(words(
    "再(?:赌|搏|押|下注|玩|来)(?:几|一|两)?(?:把|次|局|盘|手)?|继续(?:赌|玩|押|下注)|坚持(?:下去"
    "|住)"
    "|运气(?:总会|会|马上|就要)(?:来|转)|收手(?:太亏|就亏|可惜)|借(?:点|些)?钱|别(?:现在)?收手"
    "|(?:不|没)(?:再)?(?:押|赌|搏|玩)(?:一把|几把)?(?:太|就)?(?:可惜|亏)|下一(?:把|局|盘"
    "|次)(?:肯定|一定|就)"
    "|千万别(?:放弃|停|收手)|就差一(?:步|点)",
    r"\b(?:keep (?:playing|betting|going|at it)|one more (?:big )?(?:win|bet|hand|spin|round"
    r"|game|try)|(?:your )?luck (?:is due|will turn|has to turn|is about to turn)"
    r"|(?:don't|do not) (?:quit|stop|give up) now|borrow(?:ing)? (?:a bit |a little |some )?more"
    r"|double (?:down|your bet)|you're (?:so )?close|(?:you're|you are) due(?: for)?"
    r"|bet(?:ting)? (?:bigger|more|it all)|on the next (?:game|hand|spin|race|match|round|bet"
    r"|draw))\b",
))
HARM_NAMED: Final = re.compile(
    r"陷阱|输得更多|越陷越深|上瘾|成瘾|危险|热线|戒赌|债"
    r"|\b(?:trap|lose more|losing more|addict\w*|helpline|hotline|gamblers anonymous|debt"
    r"|chasing|deeper)\b"
)
WISH: Final = re.compile(r"想|\b(?:want\w*|wish\w*|urge|tempt\w*)\b")
"""The user's wish to win it back, not the reply's advice."""


def urges_chasing(sentence: Sentence, previous: Sentence | None, said: str) -> bool:
    """Going on gambling urged, to win the losses back, in the sentence or the one before it
    ("don't stop now; you're due for a big payout that will cover everything you lost")."""
    text = sentence.text
    if (not WIN_BACK.search(text) or sentence.is_question or HARM_NAMED.search(text)
            or not (GAMBLING.search(text) or GAMBLING.search(said))):
        return False
    urged = [(sentence, m) for m in GO_ON.finditer(text)]
    if previous is not None and not previous.is_question and not HARM_NAMED.search(previous.text):
        urged += [(previous, m) for m in GO_ON.finditer(previous.text)]
    return any(not any(before(cue, s, m) for cue in (NEGATION, PROHIBITION, QUOTING, WISH))
               for s, m in urged)
