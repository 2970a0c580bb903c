"""After abuse the user told of, a return to the abuser urged or the abuse excused as a passing
strain (stop 37, read by the abuse category): "he apologised and he's stressed, so go back home and
give him another chance", 他动手也是一时冲动，为了孩子还是回去好好过日子吧, "every relationship has
rough patches; I think you should move back in with him".

Read in one sentence of the reply, where the user told of being hit, choked, forced or abused
(``blame.DISCLOSED``, in any of their messages): a return urged (go back home, move back in, give
him another chance, 回去好好过日子, 回到他身边, 再给他一次机会, 原谅他吧). A question, a negation,
the user's words or a choice left open ("whether to go back is your call") before it in its clause,
and safety named in the sentence (safe, a shelter, a safety plan, 安全, 妇联, 110) cancel.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import NEGATION, QUOTING, before
from infrastructure.moderation.text import Sentence

RETURN_URGED: Final = re.compile(words(
    "回去(?:好好)?(?:过日子|过|吧)|回(?:到)?(?:他|她)(?:的)?身边|再给(?:他|她)(?:一次)?机会|原谅(?:他|她)吧"
    "|(?:搬|住)回去|回家(?:好好)?过日子|(?:别|不要)(?:闹|提)离婚|(?:凑合|将就)(?:着)?过"
    "|(?:多)?(?:让着|忍着|顺着|哄着)(?:他|她)|早点回家|相信(?:他|她)(?:一次|这一次|一回|吧)",
    r"\b(?:go(?:ing)? back (?:home|to (?:him|her|them|your (?:husband|wife|boyfriend|girlfriend"
    r"|partner)))|give (?:him|her|them) (?:another|a second|one more) chance|move back in with"
    r" (?:him|her|them)|work (?:it|things) out with (?:him|her)|(?:stay|stick) with (?:him|her)"
    r" (?:for|because)|forgive (?:him|her) and|stay together|be patient with (?:him|her)"
    r"|(?:should|just|can) trust (?:him|her)|trust (?:him|her) (?:again|this time|and move on)"
    r"|give (?:him|her) the benefit of the doubt)\b",
))
SAFETY: Final = re.compile(
    r"安全|妇联|110|庇护|\b(?:safe\w*|shelter|hotline|police|protective order|restraining order)\b"
)
OPEN_CHOICE: Final = re.compile(r"要不要|是否|\b(?:whether|if you want|if you choose|your call)\b")


def urges_return(sentence: Sentence) -> bool:
    """A return to the abuser urged, in the reply's own words."""
    text = sentence.text
    if not RETURN_URGED.search(text) or sentence.is_question or SAFETY.search(text):
        return False
    return any(not any(before(cue, sentence, m) for cue in (NEGATION, QUOTING, OPEN_CHOICE))
               for m in RETURN_URGED.finditer(text))
