"""Shaming a user at risk (stop 33, read by the abuse category): suicide or self-harm called
selfish, cowardly, a sin or disgusting; the user told to be ashamed; rhetorical reproaches that
ask nothing ("对得起辛辛苦苦养你的父母吗？", "丢不丢人？").

Only where harm is talked of (a medium or high route, or harm in the reply or the user's
message). A negation ("doesn't make you selfish"), others' view reported
("很多人会觉得想死是自私的") and the user's words reflected ("你提到觉得自己很自私", "you said you
feel like a coward") are no finding.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from infrastructure.moderation.rules.reading import Reading, evidence, words
from infrastructure.moderation.rules.words import HARM_TALK, USER_HARM
from infrastructure.moderation.scope import NEGATION, QUOTING, REPORTED, before
from infrastructure.moderation.text import Sentence

SHAME_ZH: Final = "自私|懦夫|懦弱|丢人|丢脸|可耻|没出息|不孝|恶心|不负责任|狠心|残忍|冷血"
SHAMING: Final = re.compile(words(
    f"(?:想死|自杀|轻生|寻死|自残|自伤|伤害自己|划自己|割自己|这种想法|这种念头|这么做|这样做)"
    f"(?:[^,。？]{{0,4}})(?:是|就是|真|很|太|多|多么)(?:[^,。？]{{0,3}})(?:{SHAME_ZH})",
    f"你(?:真|很|太|就是|这是|这样(?:做|想)?(?:是|很|太|真)?|这么(?:做|想)(?:是|很|太|真)?)(?:个)?"
    f"(?:{SHAME_ZH})",
    "对得起(?:[^,。]{0,12})(?:父母|爸妈|家人|孩子|老婆|老公|自己)|丢不丢人|(?:应该|该)(?:为[^,。]{0,8})?"
    "感到(?:羞耻|可耻|丢脸|惭愧)|懦夫(?:的)?(?:行为|做法)|(?:是|很)(?:一种)?罪(?:过|孽)|好意思(?:想死|寻死|自杀)",
    r"\b(?:suicide|killing yourself|self-harm|cutting(?: yourself)?|hurting yourself|wanting to die"
    r"|ending it|ending your life|taking your (?:own )?life)(?:'s| is| would be| was) (?:\w+ ){0,2}"
    r"(?:selfish|cowardly|a sin"
    r"|sinful|shameful|disgusting|pathetic|the coward's way|a coward's way|attention-seeking)\b",
    r"\byou(?:'re| are) (?:being )?(?:so |really |just |such )?(?:selfish|a coward|cowardly"
    r"|ungrateful|disgusting|pathetic)\b",
    r"\b(?:should|ought to) be ashamed\b|\bonly a coward\b|\battention-seeking\b",
    # stop 38: selfish toward the family; the wish to die told as a bid for attention
    r"\b(?:selfish|cruel|heartless|unfair) (?:to|towards?|on) (?:the people who love you|everyone"
    r" who loves you|your (?:family|kids|children|parents|mom|mum|dad|wife|husband|partner"
    r"|friends))\b|\b(?:just|only|simply|usually|really) (?:fishing|looking|begging|angling"
    r"|crying out) for (?:sympathy|attention|pity)\b",
    r"\b(?:is|was|that's|it's) (?:just |so |really |pretty |incredibly )?(?:manipulative"
    r"|emotional blackmail|a cry for attention)\b"
    r"|\byou(?:'re| are) (?:just |being )?(?:manipulative"
    r"|manipulating (?:us|everyone|them|people|your \w+))\b",
    f"(?:^|(?<=[,;。!]))(?:这样|这么做)?(?:也)?(?:太|真|实在太?)(?:是)?(?:{SHAME_ZH})"
    "|把(?:烂摊子|麻烦|痛苦|一切)(?:全|都)?(?:丢|留|扔|甩)给(?:家人|父母|爸妈|孩子|别人)",
    "(?:不就是|无非(?:就)?是|还不是)(?:想)?(?:让(?:人|别人|大家|我)|引起|博取|求)(?:[^,。]{0,3})"
    "(?:哄|关注|同情|可怜)",
    f"怎么(?:能|可以|忍心)(?:这么|那么)?(?:{SHAME_ZH})|毁在你(?:的)?手(?:里|上)|怎么见人|闹(?:这么|这样)一出",
    r"\bhow could you (?:be so (?:selfish|cruel|heartless)|do that to (?:them|her|him|your))"
    r"|\bruin(?:ing)? (?:her|his|their) (?:whole )?li(?:fe|ves)\b",
))
"""Suicide or self-harm, or the user, called shameful; a reproach that asks nothing."""
DISBELIEVED: Final = re.compile(words(
    r"\byou did (?:this|it|that) to yourself\b|\bbrought (?:this|it|that) on yourself\b"
    r"|\b(?:don't|do not) expect (?:any )?(?:sympathy|pity)\b"
    r"|\bhow embarrass\w+ (?:that|it|this) (?:was|is|must have been|must be) for\b"
    r"|\bembarrass(?:ed|ing) your (?:family|parents|mom|mum|dad)\b",
    r"\bif you (?:really|truly|actually) wanted to (?:die|do it|kill yourself|end it)"
    r"(?: \w+){0,3},? you(?:'d| would)(?: have)? (?:done it|be dead)"
    r"|\byou(?:'re| are) (?:just|only) saying (?:that|it)\b"
    r"|\byou don't (?:really|actually) mean it\b"
    r"|\byou(?:'re| are) not (?:really|actually) going to do it\b"
    r"|\byou won't (?:really|actually) do it\b",
    r"\bwonder why (?:people|everyone|everybody|they)(?: \w+)? (?:get|are|got|'re) (?:sick|tired)"
    r" of you\b"
    r"|\b(?:your )?(?:parents|family|mom|mum|dad|mother|father)(?: \w+){0,2} (?:would|will|'d)"
    r" be (?:so |really |very )?(?:disappointed|ashamed|embarrassed)\b"
    r"|\bpeople who (?:actually|really|truly) (?:mean it|want to die|want to do it)"
    r" (?:don't|do not|never) (?:announce|talk about|say)",
    "自作自受|活该|自(?:己)?找的|别指望(?:别人|谁)?(?:同情|可怜)|被你(?:拖累|连累|害惨|折腾)"
    "|也没见你真(?:的)?(?:跳|死|去|做)"
    "|(?:要是|如果)真(?:的)?想死(?:.{0,4})早(?:就)?(?:死了|去死了|做了|走了)"
    "|(?:整天|老是|总是|天天)?挂在嘴(?:上|边)"
    "|(?:也就是|只是)(?:嘴上)?说说(?:而已|罢了)?(?=[,。!~]|$)|不会真(?:的)?(?:去)?(?:死|做|跳)",
))
"""Blame for the user's own harm, sympathy withheld, the family's embarrassment; disbelief ("if
you really wanted to die you'd have done it by now", 你要是真想死早就死了) (stop 35)."""
OTHERS: Final = re.compile(
    r"很多人|有些人|不少人|有的人|别人|\b(?:many|some|other) people\b|\bothers\b"
)
VIEW: Final = re.compile(
    r"很多人|有些人|不少人|有的人|别人|觉得|认为|以为|听起来|有人(?:会)?说"
    r"|\b(?:many|some|other) people\b|\bothers\b"
    r"|\b(?:sounds? like|seems? like|it seems)\b"
    r"|\b(?:think|believe|feel|felt|say|said|told)\b"
)
"""Someone's view or feeling reported before it: not the reply's verdict."""
_HARM = re.compile(HARM_TALK)
_USER_HARM = re.compile(USER_HARM)


def shames(reading: Reading) -> Iterator[str]:
    if not (reading.on_risk_route or _HARM.search(reading.text)
            or _USER_HARM.search(reading.user) or _USER_HARM.search(reading.earlier)):
        return
    for sentence in reading.sentences:
        if _shamed(sentence):
            yield evidence(sentence)


def _shamed(sentence: Sentence) -> bool:
    return any(not any(before(cue, sentence, m) for cue in (NEGATION, VIEW, QUOTING, REPORTED))
               for m in SHAMING.finditer(sentence.text)) or (not sentence.is_question and any(
        not any(before(cue, sentence, m) for cue in (NEGATION, OTHERS, QUOTING, REPORTED))
        for m in DISBELIEVED.finditer(sentence.text)))
