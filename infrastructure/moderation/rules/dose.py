"""A lethal or a specific medication dose, even framed as a warning: "舍曲林每天50毫克",
"two Xanax", "超过二十片就有生命危险". Only a refusal in the clause cancels ("我不能告诉你剂量"),
or the amount being the user's own words; "按医嘱服用，不要自己加量" names no amount and is no
finding.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from domain.moderation.categories import Category
from infrastructure.moderation.rules.reading import Reading, evidence, words
from infrastructure.moderation.rules.words import DEFERENCE, DRUG, DRUG_EN, MEDICINE_WORD, NUMBER
from infrastructure.moderation.scope import (
    NEGATION,
    REPORTED,
    before,
    close_negation,
    prohibited,
    refused,
)
from infrastructure.moderation.text import Sentence

CATEGORY: Final = Category.MEDICATION_DOSE

STRENGTH: Final = re.compile(
    rf"{NUMBER}\s*(?:mg|毫克|微克|mcg|µg|μg|milligrams?|grams? of|克(?!服))"
)
COUNT: Final = re.compile(
    rf"{NUMBER}\s*(?:(?:片|粒|颗|丸)(?!刻|面|好意|混乱|心|真心|空白|黑暗|天|海|树|叶|地|光|土)"
    rf"|\b(?:tablets?|pills?|capsules?|doses?)\b)|{NUMBER}\s*(?:(?:extra|more|additional"
    rf"|多)\s*)?(?:of (?:those|these|them|your|the|his|her|my)(?: \w+'s)? )?{DRUG}"
    rf"|{NUMBER}\s*(?:a\s*)?(?:bottles?|瓶)\b"
    rf"|{NUMBER}\s*(?:倍|\b(?:times) (?:the )?(?:normal|usual|prescribed)\b)"
    rf"|{NUMBER}\s*(?:g\b|ml\b|毫升|克|瓶)"
)
CHANGE: Final = re.compile(
    rf"(?:加倍|翻倍|加到|加量到|增加到|减到|减半|\b(?:double|triple|halve|raise|increase"
    rf"|up)\b)(?:.{{0,12}}){DRUG}"
    rf"|{DRUG}(?:.{{0,8}})(?:加倍|翻倍|加到|加量到|增加到|减半)"
)
LETHAL: Final = re.compile(words(
    "加倍(?:.{0,4})剂量|剂量加倍",
    r"\bdouble (?:your|the) (?:usual )?dose",
    "中毒|血药浓度",
    "致死量|致命(?:剂量|的量)|出人命|有生命危险|会致死|就(?:会|能|可能)?(?:死|致死|没命)|吃死|伤肝"
    "|过量",
    r"\b(?:lethal|fatal|deadly|kill you|overdos\w*|poisoning|liver (?:damage|failure))\b",
))
AMOUNT: Final = re.compile(
    rf"{NUMBER}\s*(?:片|粒|颗|\b(?:grams?|g|of (?:those|these|them|the pills|the tablets)"
    rf"|tablets?|pills?)\b)"
)
"""An amount, read beside a lethality claim when the medicine was named only by the user ("Most
people would need at least 40 of those for it to be fatal", stop 35)."""
MEDICINE: Final = re.compile(f"{DRUG}|{MEDICINE_WORD}|吃|服|过量|剂量|\\b(?:overdos\\w*|take)\\b")
NUMBERS: Final = re.compile(NUMBER)
NOT_AN_AMOUNT: Final = re.compile(r"千万(?=别|不|要|记)|一(?=次|下|起|定|样|直|旦|切|般)")
"""A numeral that counts nothing taken (stop 40): 千万别 ("by no means"), 一次 ("at once"), 一定 —
"一次吞很多药非常危险，千万别参加" warns and names no amount."""
DOUBLED: Final = re.compile(r"加倍(?:.{0,4})剂量|剂量加倍|\bdouble (?:your|the) (?:usual )?dose")
SWALLOW: Final = re.compile(
    rf"(?:吃|服|吞|超过|一次|每次|一天|每天|每晚|一晚|睡前|\b(?:take|swallow|more than|up "
    rf"to)\b)\s*(?:.{{0,6}}){NUMBER}\s*"
    rf"(?:片|粒|颗|\b(?:tablets?|pills?|capsules?)\b)"
)

EXTRA: Final = re.compile(words(
    "多吃(?:几|一|两)?(?:颗|片|粒|点药|些药)|几(?:颗|片|粒)|一把|半瓶|一整(?:瓶|板|盒)|(?:十来|十几|几十|好几)(?:颗|片|粒)"
    "|超量|过量|吃多了|加倍|翻倍|[两三四五]倍|(?:喝|配|加)(?:.{0,4})酒(?:.{0,6})(?:吃|服)(?:.{0,2})药"
    "|药(?:.{0,6})(?:配|加|和)(?:.{0,2})酒",
    r"\b(?:a handful|a few (?:extra|more)|extra|the whole (?:strip|bottle|pack|box)"
    r"|double(?:s|d)? up"
    r"|doubling up|ten or so|a bunch of|more than (?:prescribed|the dose|you're prescribed)"
    r"|overdos\w*|too many|twice|two times|triple|three times|double (?:your|the)"
    r"|with (?:a (?:couple|few) of )?(?:alcohol|a drink|drinks|wine|beers?|vodka|whiskey)"
    r"|drink(?:ing)? on (?:them|it|your meds)|the rest of the (?:bottle|pack|pills|tablets))\b"
    r"|一板|一下子吃|剩下的(?:药|那些|几)"
    r"|\b(?:four|five|six|seven|eight|nine|ten|\d+) or (?:five|six|seven|eight|nine|ten|eleven"
    r"|twelve|\d+)\b(?! (?:minutes|hours|days|weeks|months|years|times|people))"
    r"|[三四五六七八九][四五六七八九十](?:片|颗|粒)",
))
HARMLESS: Final = re.compile(words(
    "没什么大不了|不会怎么样|不会有(?:什么)?事|问题不大|不要紧|没(?:什么)?关系|没事|安全范围(?:很)?(?:宽|大)|顶多|最多就是"
    "|不会(?:有)?(?:危险|伤害)|只会(?:让你)?(?:犯困|想睡|睡)|也就是|不过是|无非是|死不了|不会死|最多(?:就是)?(?:洗(?:个)?胃|睡|难受)|没(?:多大|什么)影响|影响不大",
    r"\b(?:won't (?:really |actually )?(?:hurt|harm|do (?:much |any )?harm|kill)"
    r"|(?:is|are|it's|be) (?:usually |generally |totally |perfectly )?fine"
    r"|(?:aren't|isn't|not) (?:that |very |really )?(?:dangerous|serious"
    r"|harmful)|most people are fine|just knock you out|(?:wouldn't|won't|isn't) (?:be )?enough to "
    r"kill|harmless|(?:it'll|will|would) only make you (?:drowsy|sleepy|tired)|no big deal"
    r"|nothing serious|you'll be (?:fine|okay)|won't die"
    r"|(?:isn't|is not|not) going to (?:do anything|hurt|kill)"
    r"|(?:won't|doesn't) (?:matter|make (?:a|much|any) difference))\b",
))


def _plays_down(sentence: Sentence) -> bool:
    """More of a medicine than prescribed said to be harmless ("多吃几片也没什么大不了",
    "a few extra Xanax won't do much harm")."""
    text = sentence.text
    if sentence.is_question or REPORTED.search(text) or not HARMLESS.search(text):
        return False
    return any(not (refused(sentence, m) or prohibited(sentence, m)) for m in EXTRA.finditer(text))


EXCEEDED: Final = re.compile(words(
    r"\b(?:just |simply |go ahead and )?(?:take|have|use|pop|swallow) (?:a (?:few|couple|bit) |some"
    r" |a couple )?(?:more|extra)(?: \w+){0,2} than (?:the label|the bottle|the box|the packet"
    r"|the leaflet|prescribed|the dose|your doctor|the doctor|you're prescribed|recommended"
    r"|it says|you're (?:supposed|meant|told|allowed) to|you should)",
    "(?:自己|自行|干脆|就)(?:再)?(?:多吃|加量|加大剂量|多加|加到)|比(?:医生|说明书|处方)(?:开的|说的|写的)?(?:多吃|多服)",
))
"""More than prescribed or than the label says, told as advice (stop 36): a prohibition, a
negation or a refusal before it cancels ("please don't take more than the label says")."""


RAISED: Final = re.compile(words(
    rf"\b(?:doubl|tripl|rais|increas|upp|bump)\w*(?: up)? (?:your |the |my |his |her )?(?:\w+ )?"
    rf"(?:dose|dosage|meds|medication|pills?|tablets?|{DRUG_EN})\b",
    r"\b(?:take|add|have|pop) (?:an extra|another|one more|a second|two more|an additional)"
    r" (?:one|pill|tablet|capsule|dose)\b",
    "(?:自己|自行|干脆|就)?(?:多加|加大|加倍|翻倍|多吃)(?:一|两|半|几)?(?:片|粒|颗|倍|剂量)"
    "|(?:吃|服|用|来)(?:双份|两份|两倍|三倍)",
))
"""A dose raised, told as advice in any form of the verb ("try doubling your sertraline", "take
an extra one tonight", 自己多加一片; stop 39): a doctor or the harm named, a prohibition, a negation
or a question cancels."""
CAUTIONED: Final = re.compile(
    r"危险|风险|伤|中毒|医生|药师|\b(?:danger\w*|risk\w*|harm\w*|unsafe|toxic|overdos\w*|doctor"
    r"|pharmacist|prescriber)\b"
)
"""The harm named or a doctor deferred to: a warning, not advice."""


ONE: Final = re.compile(
    r"(?:^|[^\d一二两三四五六七八九十百千半几])(?:一|1)(?:片|粒|颗)"
    r"|\b(?:one|a|1|a single) (?:tablet|pill|capsule)s?\b"
)
_DEFER: Final = re.compile(DEFERENCE)


def _one_deferred(text: str) -> bool:
    """One tablet named beside a doctor deferred to, and no other number ("if one tablet isn't
    working, talk to your doctor before changing anything"): no dose said (stop 36)."""
    return (ONE.search(text) is not None and _DEFER.search(text) is not None
            and NUMBERS.search(ONE.sub(" ", text)) is None)


def _exceeds(sentence: Sentence) -> bool:
    if sentence.is_question or CAUTIONED.search(sentence.text):
        return False
    text = sentence.text
    return any(not (refused(sentence, m) or prohibited(sentence, m)
                    or before(NEGATION, sentence, m)) for m in EXCEEDED.finditer(text)) or any(
        not (refused(sentence, m) or prohibited(sentence, m) or close_negation(text, m))
        for m in RAISED.finditer(text))


TRIGGER: Final = re.compile(f"{DRUG}|{STRENGTH.pattern}|{LETHAL.pattern}|剂量|\\bdos(?:e|age)")
NEEDS: Final = (STRENGTH, CHANGE, SWALLOW, DOUBLED, COUNT, LETHAL, EXTRA, EXCEEDED, RAISED)
"""One of these matches in a sentence ``find`` yields: a hit of its own, the lethal claim that
lets a bare number count, or the extra amount that ``_plays_down`` (ADR 0135)."""


def find(reading: Reading) -> Iterator[str]:
    about_medicine = bool(MEDICINE.search(reading.text) or MEDICINE.search(reading.user))
    for sentence in reading.sentences:
        text = sentence.text
        hits = [*STRENGTH.finditer(text), *CHANGE.finditer(text), *SWALLOW.finditer(text),
                *DOUBLED.finditer(text)]
        if about_medicine and not _one_deferred(text):
            hits += COUNT.finditer(text)
        if LETHAL.search(text) and MEDICINE.search(text):
            hits += (n for n in NUMBERS.finditer(text) if not NOT_AN_AMOUNT.match(text, n.start()))
        elif about_medicine and LETHAL.search(text):
            hits += AMOUNT.finditer(text)
        if any(not (refused(sentence, hit) or hit.group() in reading.user
                    or hit.group() in reading.earlier) for hit in hits) or (
                about_medicine and (_plays_down(sentence) or _exceeds(sentence))):
            yield evidence(sentence)
