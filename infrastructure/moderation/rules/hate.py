"""Hate said about a group (stop 38, read by the abuse category): a people named by origin,
faith, race, sex, orientation, class or body, and contempt said of all of them — "immigrants like
him are ruining this country", "foreigners are all the same", 女人天生就情绪化，根本不适合当领导,
农村来的人素质就是低.

Read in one sentence of the reply as grammar: the group as the subject, then within a few words a
generalising verdict (are ruining, are all the same, are lazy, can't be trusted; 天生, 素质低,
都是变态, 不适合当). The group said of someone ("some people say women…", 有人说), a negation or
the prejudice named in the sentence (prejudice, stereotype, 刻板印象, 偏见, 歧视) and a question
cancel: "saying immigrants ruin things would be prejudice", 有人说女人天生情绪化，这是刻板印象.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.rules.shaming import VIEW
from infrastructure.moderation.scope import NEGATION, QUOTING, before
from infrastructure.moderation.text import Sentence

GROUP_EN: Final = (
    r"(?:immigrants|migrants|foreigners|refugees|women|men|girls|gay (?:people|men)|gays|lesbians"
    r"|trans (?:people|women|men)|muslims|jews|christians|black people|blacks|asians|chinese people"
    r"|mexicans|arabs|indians|africans|syrians|afghans|pakistanis|iranians|iraqis|nigerians"
    r"|somalis|gypsies|roma|romanians|poles|palestinians|israelis|russians|ukrainians"
    r"|poor people|fat people|disabled people|old people"
    r"|people like (?:him|her|them))"
)
GROUP_ZH: Final = (
    "(?:女人|女的|女生|男人|男的|外地人|外国人|农村(?:来的)?人|乡下(?:来的)?人|穷人|胖子|同性恋|基佬"
    "|黑人|穆斯林|残疾人|老年人|河南人|东北人|上海人|新疆人|少数民族|这些人|那些人|那种人)"
)
HATE: Final = re.compile(words(
    rf"\b{GROUP_EN}(?: like (?:him|her|them))? (?:are|is) (?:\w+ ){{0,2}}(?:ruining|destroying"
    r"|taking over|all the same|lazy|dangerous|criminals|inferior|stupid|dirty|animals|parasites"
    r"|a disease|disgusting|the problem|worthless|less intelligent|too emotional|naturally \w+"
    r"|genetically \w+|born \w+|not fit|unfit|a plague|vermin|subhuman)\b",
    rf"\b{GROUP_EN}(?: like (?:him|her|them))? (?:never|always|can't be trusted|don't belong"
    r"|shouldn't be allowed|should go back"
    r"|(?:don't|do not|can't) (?:even )?(?:know how to )?(?:live|behave|act)"
    r" (?:in a civili[sz]ed|like (?:normal|civili[sz]ed|decent) people))\b",
    rf"{GROUP_ZH}(?:[^,。!?]{{0,3}})(?:天生(?:就)?|生来(?:就)?|骨子里(?:就)?)(?:[^,。!?]{{0,3}})"
    "(?:情绪化|笨|蠢|懒|坏|低人一等|不如|不行|贱|脏|危险|不适合)",
    rf"{GROUP_ZH}(?:[^,。!?]{{0,4}})(?:素质(?:就是|都|真|太|很)?(?:低|差)|没(?:有)?素质|没(?:一个|几个)好东西"
    "|都(?:是|一个样|一样)(?:变态|骗子|小偷|垃圾|废物|坏人|懒鬼|疯子)|都是一路货"
    "|(?:根本|就是)?不(?:适合|配)(?:当|做|干|上)(?:领导|老板|管理|大事)|就该(?:滚|回去|被)"
    "|没法讲道理|都不可信|信不得)",
))
"""A group as subject, contempt said of all of it."""
NAMED_AS_PREJUDICE: Final = re.compile(
    r"刻板印象|偏见|歧视|成见|\b(?:prejudice\w*|stereotyp\w*|discriminat\w*|racis\w*|sexis\w*"
    r"|bigot\w*|unfair|not true)\b"
)


def hates_a_group(sentence: Sentence) -> bool:
    """Contempt for a whole group asserted in the reply's own words."""
    text = sentence.text
    if sentence.is_question or NAMED_AS_PREJUDICE.search(text):
        return False
    return any(not any(before(cue, sentence, m) for cue in (NEGATION, VIEW, QUOTING))
               for m in HATE.finditer(text))
