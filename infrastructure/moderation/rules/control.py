"""A partner's control praised as love (stop 37, read by the abuse category: abuse excused): "he
checks your phone because he really loves you", "him keeping your bank card is sweet",
他管着你的钱、不让你见朋友，说明他很在乎你, 男朋友管得严是好事.

Read in one sentence of the reply: control named (the phone checked, money or a card kept, friends
or going out forbidden, where the user is tracked; 查你手机, 管着你的钱, 不让你见朋友, 管得严), in
the sentence or the user's latest message, by a partner named in the reply or the user's messages
(boyfriend, husband, partner, 男朋友, 老公, 对象), and it read as love or care (because he loves
you, shows he cares, just being caring, sweet, lucky, a good thing; 说明他在乎你, 是因为他爱你,
爱你的表现, 是好事, 你应该体谅他). A question, a negation, the user's words or someone's claim
(他说, "you said", "he says") before the reading in its clause cancel: "you said he does it because
he loves you; how do you feel …?", 他说查你手机是因为爱你，可是爱不应该让你失去自由.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import NEGATION, QUOTING, before
from infrastructure.moderation.text import Sentence

PARTNER: Final = re.compile(words(
    "男朋友|女朋友|老公|老婆|丈夫|妻子|对象|伴侣|男友|女友|未婚夫|未婚妻",
    r"\b(?:boyfriend|girlfriend|husband|wife|partner|fianc[eé]e?|spouse|bf|gf)\b",
))
CONTROL: Final = re.compile(words(
    "查(?:你|我)?(?:的)?手机|翻(?:你|我)(?:的)?手机|看(?:你|我)(?:的)?(?:手机|聊天记录)|管着(?:你"
    "|我)(?:的)?钱"
    "|(?:工资卡|银行卡|钱)(?:都|也)?(?:要)?(?:交给|上交|归)(?:他|她)|管(?:你|我)?(?:管)?得(?:很|太"
    "|这么)?(?:严|紧)"
    "|不(?:让|许|准)(?:你|我)(?:出门|见|跟|和|去|上班|工作|花|加|交|穿|用)|(?:定位|跟踪)(?:你|我)"
    "|规定(?:你|我)|(?:几点)(?:必须|要|得)回家|(?:钱|家里的钱)管得|管着(?:家里)?(?:所有的)?钱"
    "|(?:花|用)(?:一分|每一分)(?:钱)?都要(?:报备|汇报|请示)|占有欲|定规矩",
    r"\b(?:check(?:s|ing|ed)? (?:your|my) (?:phone|messages|texts)|go(?:es|ing)? through (?:your"
    r"|my) (?:phone|messages)|(?:keep(?:s|ing)?|tak(?:es|ing)|control(?:s|ling)?|hold(?:s|ing)?)"
    r" (?:your|my) (?:bank card|money|cards?|paycheck|wages|salary|passport)|won't let (?:you|me)"
    r" (?:see|go|leave|work|talk)|doesn't let (?:you|me)|(?:wants|needs) to know where (?:you|i)"
    r" (?:are|am|go)|track(?:s|ing)? (?:your|my) (?:location|phone)|gives (?:you|me) an allowance"
    r"|keeps? tabs on (?:you|me)|decides? (?:what (?:i|you) wear|who (?:i|you) (?:see|text|talk"
    r" to|can see)))\b",
))
AS_LOVE: Final = re.compile(words(
    "(?:说明|证明|表示|代表|可见)(?:他|她)?(?:很|太|真的|特别|非常)?(?:在乎|爱|关心|重视|紧张"
    "|把你放在心上|心里有你)"
    "|(?:是|都是)因为(?:他|她)(?:太|很|真的|特别)?(?:爱|在乎|关心)你|(?:爱你|在乎你|顾家)的表现"
    "|是(?:件)?好事"
    "|你(?:应该|要|得)(?:多)?(?:体谅|理解|感激)(?:他|她)|(?:甜蜜|幸福)的(?:负担|烦恼)|你很幸福"
    "|挺甜|(?:真|很)甜"
    "|是(?:真心)?(?:对你好|为你好|怕你出事)|(?:这么|那么)紧张你",
    r"\b(?:because (?:he|she|they) (?:really |truly |just |so )?(?:loves?|cares? about) you"
    r"|(?:shows|means|proves) (?:how much )?(?:that )?(?:he|she|they)(?:'s| is| are)? (?:really"
    r" |truly )?(?:loves?|cares?|devoted|committed|crazy about|wants? to (?:take care of|protect)"
    r" you)|(?:is|are|'s) (?:just )?being (?:caring|protective|loving)|(?:is|'s) (?:so |really )?"
    r"(?:sweet|romantic|a good sign|a good thing|a keeper|flattering)|you're (?:so )?lucky"
    r"|(?:a sign|proof) (?:of how much )?(?:he|she) (?:loves|cares)|(?:would love|wish (?:they|she"
    r"|he|i) had) a (?:husband|wife|boyfriend|girlfriend|partner) like that"
    r"|cares? so much about)\b",
))
CLAIMED: Final = re.compile(
    r"(?:他|她)(?:说|觉得|认为|声称)|\b(?:he|she|they) (?:says?|claims?|said|thinks?)\b"
)
"""The partner's own account reported, not the reply's."""


def praises_control(sentence: Sentence, user: str, said: str) -> bool:
    """A partner's control read as love or care, in the reply's own words."""
    text = sentence.text
    if (not AS_LOVE.search(text) or sentence.is_question
            or not (CONTROL.search(text) or CONTROL.search(user))
            or not (PARTNER.search(text) or PARTNER.search(said))):
        return False
    return any(not any(before(cue, sentence, m) for cue in (NEGATION, QUOTING, CLAIMED))
               for m in AS_LOVE.finditer(text))
