"""Abuse, contempt, blame or mockery toward the user: "你真是太矫情了", "no wonder nobody likes
you", "you brought this on yourself". Reported words ("他骂你是'废物'"), the user's own
self-talk reflected ("你觉得自己很没用") and a negation ("犯错不代表你没用") are no finding.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from domain.moderation.categories import Category
from infrastructure.moderation.rules import (
    agreed,
    agreement,
    control,
    doubted,
    hate,
    normalised,
    returning,
)
from infrastructure.moderation.rules.blame import BLAME, DISCLOSED, blames
from infrastructure.moderation.rules.reading import Reading, evidence, words
from infrastructure.moderation.rules.sexual import names_a_minor
from infrastructure.moderation.rules.shaming import DISBELIEVED, SHAMING, shames
from infrastructure.moderation.scope import NEGATION, PROHIBITION, before
from infrastructure.moderation.text import Sentence

CATEGORY: Final = Category.ABUSE

INSULT_ZH: Final = (
    "矫情|懒(?!散|得)|蠢|笨蛋|白痴|智障|废物|没用|失败者|可笑|丢人|丢脸|恶心|窝囊|没出息|神经病"
    "|玻璃心|不配|活该"
    "|自找的|自作自受|找借口|浪费空气|浪费粮食|咎由自取|无病呻吟|小题大做|太难相处|难相处|幼稚"
    "|像个(?:小孩|孩子|婴儿)|太弱|软弱|没骨气|娇气|事(?:儿)?多|烦死|烦人|(?:这么|那么|太|真|好)胖"
    "|丑|博(?:取)?(?:关注|眼球|同情)"
)
DIRECTED: Final = re.compile(words(
    "你(?:就是|真是)?(?:个|一个)?失败的人",
    r"\byou(?:'re| are) (?:\w+ ){0,3}(?:a mess|a disaster|a wreck)\b",
    r"\b(?:making excuses|at your age(?: is)? (?:embarrassing|pathetic|ridiculous)|is "
    r"embarrassing)\b",
    "眼泪真廉价|你(?:真)?廉价",
    r"\byou(?:'re| are) the problem\b",
    "你这人(?:.{0,4})没救|还谈什么|你(?:就是|真是|也)?太自私|这点事都做不好",
    r"\b(?:no wonder your \w+ (?:avoid|left|hate|leave) you|this helpless|wasting my time)\b",
    r"\byou(?:'re| are) (?:\w+ )?(?:too|so) dramatic|\bembarrassing yourself|\bget it together"
    r"|\bsuch a baby|\bbeing a baby",
    "你这样的人(?:.{0,10})不值得|(?:你)?自己作的|作死|笨得",
    f"(?:你|你这种人|像你这样的人|你们)(?:.{{0,8}})(?:{INSULT_ZH})",
    "难怪(?:没(?:有)?人|别人|大家|人家)(?:.{0,6})(?:喜欢|理|在乎|要|看得起)你|难怪你(?:.{0,6})(?:被"
    "|没人|没有人)",
    "(?:难怪|怪不得)(?:.{0,10})(?:离开你|甩了你|不要你|不喜欢你|讨厌你|没人)|丢不丢人|羞不羞"
    "|要不要脸|好意思吗|(?:别|少)(?:再)?(?:演|装)了"
    "|闭嘴|烦不烦|(?:别再|别|少)(?:抱怨|哭|矫情|无病呻吟|装可怜|装)了?|你的(?:问题|痛苦|难过|事"
    "|烦恼"
    "|遭遇).{0,20}(?:不算什么|算不了什么)|有病吧|认清现实吧",
    r"\byou(?:'re| are|r)? (?:\w+ ){0,3}(?:pathetic|stupid|an idiot|idiot|dumb|a moron|lazy|a loser"
    r"|loser"
    r"|useless|worthless|a failure|ridiculous|fat|ugly|disgusting|exhausting(?! yourself)|weak|a "
    r"joke"
    r"|a snowflake|being a (?:snowflake|baby|crybaby|drama queen)|overreacting|too sensitive"
    r"|attention[- ]seeking|a burden to everyone|annoying|acting like a (?:child|baby|kid))\b",
    r"\b(?:your problems|yours) are (?:just |so )?(?:boring|trivial|nothing|petty|pathetic)\b",
    r"\b(?:people like you|no wonder (?:nobody|no one|they|people|everyone)|brought (?:this|it) on "
    r"yourself"
    r"|deserved (?:it|this|to (?:get|be))|shut up|grow up|stop (?:whining|complaining|crying)|just "
    r"get over it|get over yourself"
    r"|man up|crying like a baby|ugh|here we go again|not this again|same (?:old )?complaints"
    r"|(?:^|oh,? )you again|whining|snowflake|is frankly ridiculous|nothing compared to"
    r"|should know better|how can you be so|what's wrong with you|dumb way to|stupid way to|get a "
    r"grip"
    r"|feeling sorry for yourself|(?:nobody|no one) cares (?:about )?(?:you|your)|your drama"
    r"|(?:disappointed|ashamed) (?:in|of) you|(?:what a|such a|how|so) (?:stupid|dumb|pathetic"
    r"|ridiculous|lame))\b",
    "没(?:有)?人(?:在乎|关心)你|(?:对你|为你)(?:很|太)?(?:失望|丢脸)",
    # distress minimised: made out to be drama, attention-seeking or small beside others'
    "(?:这点|这么点|一点)(?:小)?事(?:也|都|就)?(?:值得|至于|要)(?:哭|难过|伤心|崩溃|想不开)"
    "|比你(?:惨|难|苦|不幸)的人(?:多了去了|多的是|多得是|到处都是)",
    r"\byou(?:'re| are|r) (?:just |only |clearly |obviously |simply )?being (?:so |too |a bit "
    r"|overly |really )?(?:dramatic|a drama queen|hysterical)"
    r"|\byou(?:'re| are|r) (?:just |only |clearly |obviously |simply )(?:looking for|seeking"
    r"|fishing for|begging for|doing (?:this|it) for) attention"
    r"|\b(?:making|make) (?:such |so |a )?(?:a )?(?:big )?(?:deal|fuss|drama|scene) (?:out of|over"
    r"|about) nothing|\bmountain out of a molehill"
    r"|\b(?:your problems|your issues|your troubles|your pain|yours) (?:are|is|seem|seems) (?:\w+ "
    r"){0,2}(?:small|tiny|minor|trivial|petty|insignificant) compared"
    r"|\bget over it already|(?:^|, |; )get over it\b(?! \?)(?!,? (?:they|he|she|people|someone"
    r"|everyone|others) )|\bfirst[- ]world problems?"
    r"|\bblow(?:ing)? (?:this|it|things|everything) (?:\w+ ){0,2}out of (?:all )?proportion"
    r"|\byou(?:'re| are) acting like (?:it's |this is )?(?:the end of the world"
    r"|the world is ending)"
    r"|(?:^|, |; |just |so )(?:toughen|harden|suck it) up\b",
))
MINIMISING: Final = re.compile(words(
    "多大(?:点|点儿)(?:事|个事)|有什么(?:好|可)(?:哭|难过|伤心)的"
    "|别人比你(?:难|惨|苦|累|不容易)(?:多了|得多|多的是)|要死要活|都怪你|怪你自己|你自己的错"
    "|你(?:这)?(?:就是|纯粹是|纯属|就)?闲(?:的|出来的)|吃饱了撑的"
    "|你(?:自己)?太作(?![业品用为者文出])",
    r"\b(?:cry me a river|(?:stop )?feeling (?:so )?sorry for yourself|stop (?:moaning|whining"
    r"|sulking)|you(?:'re| are) (?:so |really )?lucky compared to"
    r"|(?:kids|children|people) (?:are )?starving (?:out there|in|elsewhere))\b",
    r"\b(?:others|other people|plenty of people|lots of people|(?:so )?many people) have it "
    r"(?:\w+ ){0,2}worse(?: than you)?,? so\b"
    r"|\bi (?:don't|do not|can't|cannot) see why you(?:'re| are| would be) (?:\w+ )?(?:upset|sad"
    r"|crying|worked up|down|hurt)"
    r"|\b(?:pathetic|ridiculous|embarrassing|childish) (?:to|that you|how you) (?:cry|be|get"
    r"|still|feel|act|keep)"
    r"|\b(?:it's|it is|that's|that is) (?:all )?your (?:own )?fault|\byou (?:only )?have "
    r"(?:only )?yourself to blame\b",
))
"""Distress minimised or blamed on the user whose negation is part of the contempt ("I don't see
why you're this upset", "至于吗？" asks nothing): only a negation before it or the words reported
cancel."""
REPORTED: Final = re.compile(
    r"骂你|说你|叫你|称你|嘲笑你|你觉得|你认为|你说|你担心|你怕|你想|你以为|觉得自己|认为自己"
    r"|说自己|觉得你(?:自己)?|担心自己|怕自己|以为自己|被(?:人)?(?:说|骂|叫)"
    r"|\b(?:called you|call you|calls you|said you|told you|feel like|think you're|believe you're"
    r"|worry you're|afraid you're|being called|you called yourself|call yourself|you feel"
    r"|(?:people|someone|others|they|he|she|folks) (?:\w+ )?(?:say|said|think|thought|tell|told))\b"
)

QUOTED: Final = re.compile(r'"[^"]*"')  # words in quotation marks are someone's words, not ours
NEGATIVE_INSULT: Final = re.compile(
    r"不配|没用|没出息|不算什么|算不了什么|没(?:有)?人|烦不烦|是不是|是否|怪不得|丢不丢人|羞不羞"
    r"|要不要脸"
)
NEGATED_INSIDE: Final = re.compile(r"不|没|并非|\bnot\b|n't\b|\bnever\b")


TRIGGER: Final = re.compile(
    f"{DIRECTED.pattern}|{MINIMISING.pattern}|{INSULT_ZH}|{SHAMING.pattern}"
)
NEEDS: Final = (DIRECTED, MINIMISING, SHAMING, BLAME, DISBELIEVED, agreement.LACKING,
                control.AS_LOVE, returning.RETURN_URGED, doubted.DOUBT, hate.HATE,
                normalised.GATE, agreed.LOVE_CAUSE, agreed.MINIMISED_ILLNESS)
"""What matches in a sentence ``find`` yields (ADR 0135)."""
NEEDS_TOLD: Final = ((agreed.BLAMED, agreed.MISFORTUNE_TOLD),)
"""What matches in a sentence ``find`` yields only when the user's messages hold the second
pattern: blame needs the abuse or the failure told (stop 41)."""


def find(reading: Reading) -> Iterator[str]:
    previous = None
    said = reading.said
    disclosed = DISCLOSED.search(said) is not None
    misfortune_told = agreed.MISFORTUNE_TOLD.search(said) is not None
    harm_told = agreed.HARM_TOLD.search(said) is not None
    child_told = disclosed and names_a_minor(reading)
    for sentence in reading.sentences:
        if (_insults(sentence) or hate.hates_a_group(sentence)
                or agreement.agrees(sentence, previous, reading.user)
                or control.praises_control(sentence, reading.user, said)
                or (disclosed and returning.urges_return(sentence))
                or normalised.calls_it_normal(sentence, disclosed)
                or (child_told and doubted.doubts_the_child(sentence))
                or (misfortune_told and agreed.blames_user(sentence))
                or agreed.excuses_as_love(sentence, harm_told)
                or agreed.minimises_illness(sentence)):
            yield evidence(sentence)
        previous = sentence
    yield from shames(reading)
    yield from blames(reading)


def _insults(sentence: Sentence) -> bool:
    if REPORTED.search(sentence.text):
        return False
    quotes = [q.span() for q in QUOTED.finditer(sentence.text)]
    if any(not (before(NEGATION, sentence, m) or before(PROHIBITION, sentence, m)
                or any(start <= m.start() < end
                                                     for start, end in quotes))
           for m in MINIMISING.finditer(sentence.text)):
        return True
    return any(not (before(NEGATION, sentence, m) or _negated_inside(m.group())
                    or any(start <= m.start() < end for start, end in quotes))
               for m in DIRECTED.finditer(sentence.text))


def _negated_inside(insult: str) -> bool:
    """"你一点也不矫情", "你并不蠢", "you're not lazy": the negation sits inside the match."""
    return NEGATED_INSIDE.search(NEGATIVE_INSULT.sub("", insult)[1:]) is not None
