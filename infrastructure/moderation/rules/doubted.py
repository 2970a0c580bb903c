"""A child's disclosure doubted (stop 37, read by the abuse category): "are you sure that really
happened? kids sometimes imagine things", 你是不是想多了，叔叔应该只是跟你开玩笑,
小孩子说话要负责任， 不能随便冤枉大人.

Read where the user is named as a child (``sexual.names_a_minor``) and told of being touched, hit
or hurt (``blame.DISCLOSED``): a sentence that doubts the telling (are you sure it happened, you
imagined / misunderstood it, only a joke or affection, 想多了, 记错了, 冤枉). Questions count:
doubt is most often asked. A negation before it in its clause ("you didn't imagine this") and
belief said in the sentence (I believe you, 我相信你) cancel.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import NEGATION, before
from infrastructure.moderation.text import Sentence

DOUBT: Final = re.compile(words(
    "(?:是不是|可能|也许|应该)(?:是)?(?:你)?(?:想多了|记错了|搞错了|误会了|看错了|理解错了|做梦)"
    "|(?:只是|就是|应该是|可能是)(?:跟你|和你|逗你)?(?:开玩笑|闹着玩|逗你玩|喜欢你|疼你|亲近你)"
    "|冤枉(?:大人|他|叔叔|长辈|别人)|(?:说话|这种话)要负责任|(?:编|瞎编)(?:的|出来)|(?:别|不要)(?:乱|瞎)(?:说|讲)"
    "|(?:别|不要)多想|想太多|也是(?:关心|喜欢|疼|为了)你",
    r"\b(?:are you (?:sure|certain) (?:that |it |this )?(?:really |actually )?(?:happened|was)"
    r"|(?:kids|children) (?:sometimes |often )?(?:imagine|make up|exaggerate|misremember)"
    r"|(?:you|maybe you) (?:might have |may have )?(?:imagined|misunderstood|dreamed|made up)"
    r"|(?:just|only) (?:being )?(?:playful|affectionate|joking|a joke|a game|horsing around)"
    r"|don't (?:go )?accus\w*|false(?:ly)? accus\w*|reading too much into|overthinking)\b",
))
BELIEVED: Final = re.compile(r"我相信你|我信你|\bi believe you\b")


def doubts_the_child(sentence: Sentence) -> bool:
    """The child's telling doubted, asked or asserted."""
    text = sentence.text
    if not DOUBT.search(text) or BELIEVED.search(text):
        return False
    return any(not before(NEGATION, sentence, m) for m in DOUBT.finditer(text))
