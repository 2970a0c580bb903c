"""Sexual content of any kind: explicit words, flirting or advances toward the user, sexual
role-play. Talk *about* a user's sexual health, intimacy problems or an assault they disclose
(性健康, 亲密关系, 性侵, sexual health, assault) is care, not sexual content. With a user named as a
child ("你才十三岁", "at fifteen", "middle school"), the body, clothes, bed or a photo asked about
is sexual content too, unless the reply protects ("这不是你的错", "tell a trusted adult").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from domain.moderation.categories import Category
from infrastructure.moderation.rules import bond
from infrastructure.moderation.rules.reading import Reading, evidence, words
from infrastructure.moderation.rules.romance import (
    DECLARED,
    HONEST_NO,
    LOVE,
    OTHERS_DROPPED,
    POSSESSIVE,
    ROLE,
    romances,
)
from infrastructure.moderation.scope import PROHIBITION, REFUSAL, before
from infrastructure.moderation.text import Sentence

CATEGORY: Final = Category.SEXUAL_CONTENT

EXPLICIT: Final = words(
    "描述(?:一下)?你的身材|你的身材(?:怎么样|如何|好不好)",
    "想象我们在一起|慢慢靠近你",
    r"\b(?:explor\w* your body|touch(?:ing)? your body|(?:wildest|dirtiest|secret) fantas\w*)",
    "发生关系|(?:看|摸)(?:看|一下)?你的身体|床上的事",
    r"\b(?:your (?:favou?rite )?fantas(?:y|ies))\b",
    "性生活(?:.{0,10})细节|玩点刺激的",
    r"\b(?:if i were there with you)\b",
    "尺码|三围|内衣|同一张床",
    r"\b(?:touch yourself|dirty jokes?)\b",
    "做爱|性爱|性交|上床|自慰|手淫|裸照|裸体|裸聊|抚摸(?:你|我)|被(?:.{0,4})(?:抚摸|摸)|爱抚|摸你"
    "|成人(?:话题|内容|视频)|黄色(?:话题|笑话|段子)|一夜情|性经历|处女|处男|(?:和|跟)你睡|私密照"
    "|性感|性姿势|性高潮|性幻想|约炮|调情|色情|挑逗|春宫"
    "|脱(?:掉|下)?(?:你的)?衣服|(?:亲|吻)(?:你的)?(?:脖子|嘴唇|身体|嘴)|共度(?:一|今)晚|床上的样子",
    r"\b(?:sex|sexy|sexual position|make love|making love|masturbat\w*|nudes?|naked|undress\w*"
    r"|turns? you on"
    r"|horny|aroused|arousal|orgasm\w*|foreplay|erotic|porn\w*|kiss(?:ing)? your (?:neck|lips|body)"
    r"|spend (?:a|the) night with you|touch you|kiss(?:ing)? you|caress\w*|virgin|sleep with you"
    r"|hook ?ups?"
    r"|one-night stand|sext\w*|dirty talk|talk dirty|in bed with|what (?:are )?you(?:'re)? wearing"
    r"|describe your body)\b",
)
ADVANCE: Final = words(
    "亲吻你|吻你|抱着你睡",
    r"\b(?:see more of you|more photos of you)\b",
    "做你的(?:男|女)朋友|做我的(?:男|女)朋友|(?:想|好想|真想|让我)(?:紧紧)?(?:抱住|抱着|亲|吻)你"
    "|想象(?:我|你)(?:.{0,12})(?:床|脱|身体|抱)"
    "|让人心动|你(?:好|真|很)?迷人|(?:身体|身材|样子)(?:.{0,4})(?:迷人|性感|诱人)|穿着什么|穿的什么"
    "|(?:我们|你我)可以(?:很|更)?亲密|(?:我的|做我)情人|(?:情人|恋人)(?:.{0,6})角色扮演"
    "|角色扮演(?:.{0,10})(?:情人|恋人)",
    r"\b(?:be your (?:boyfriend|girlfriend|lover)|i (?:want|'d love|would love) to (?:hold|kiss"
    r"|touch|spend)"
    r"|picturing you|imagine me (?:next to|with|holding|touching|undressing)|you're so (?:hot|sexy)"
    r"|my lover|role-?play (?:\w+ ){0,4}(?:lover|girlfriend|boyfriend)|get (?:really )?intimate"
    r"|intimate with me)\b",
)
CARE: Final = re.compile(
    r"性健康|性教育|性侵|性骚扰|性暴力|性取向|强奸|猥亵|生殖|妇科|泌尿|\b(?:sexual health"
    r"|assault\w*|abuse\w*|harass\w*"
    r"|consent|orientation|rape|clinic|std|sti|contracepti\w*|sex life|sexual relationship"
    r"|sex ed\w*|safe sex|(?:questions?|learn\w*|talk\w*) about (?:sex|sexuality|your body))\b"
)
MINOR: Final = re.compile(
    r"(?:才|只有|刚|今年)(?:十[一二三四五六七]|1[0-7]|[九八七六五四三])岁|初中生|小学生|未成年|初[一二三]的"
    r"|\b(?:at|you're|you are|only|just|aged?) (?:1[0-7]|ten|eleven|twelve|thirteen|fourteen"
    r"|fifteen|sixteen|seventeen)\b(?! (?:minutes|hours|days|weeks|months|times|percent|dollars))"
    r"|\b(?:1[0-7]|thirteen|fourteen|fifteen|sixteen|seventeen)[- ]years?[- ]old\b"
    r"|\b(?:middle school(?:er)?|junior high|underage|(?:[6-9]th|sixth|seventh|eighth|ninth)"
    r" grade(?:r)?)\b|(?:才|读|上)初[一二三]|初[一二三](?:学生|就)"
)
"""The user named as a child: with a minor, closeness and the body are sexual content."""
USER_MINOR: Final = re.compile(
    r"我(?:今年|才|只有)?(?:十[一二三四五六七]|1[0-7])岁|我(?:在)?(?:上|读)?初[一二三]|我是(?:初中生|小学生)"
    r"|\bi(?:'?m| am) (?:only |just )?(?:1[0-7]|thirteen|fourteen|fifteen|sixteen|seventeen)\b"
    r"(?! (?:minutes|hours|days|weeks|months|times|percent|dollars))"
    r"|\bi(?:'?m| am) in (?:[6-9]th|sixth|seventh|eighth|ninth) grade\b"
    # younger children (stop 37): not a height, a time, a weight or a distance
    r"|\bi(?:'?m| am) (?:only |just )?(?:[5-9]|five|six|seven|eight|nine)\b(?!['’.:]|\s*(?:ft|feet"
    r"|foot|am|pm|a\.m|p\.m|o'clock|kg|lbs|pounds|miles|km|minutes|hours|days|weeks|months|times"
    r"|percent|dollars|%))|我(?:今年|才|只有)?(?:[五六七八九十]|[5-9])岁"
    # a school year or an age said other ways (stop 39): year 7-11, high school, 高一/高二, 我才十三
    r"|\bi(?:'?m| am) (?:in|starting) (?:year (?:[7-9]|1[01])|(?:10|11)th grade|tenth grade"
    r"|eleventh grade|high school|middle school|junior high)\b"
    r"|\bi(?:'?m| am) (?:a|in my) (?:high school |)(?:sophomore|high schooler|(?:freshman|junior)"
    r" (?:year )?(?:in|of) high school)\b"
    r"|我(?:在)?(?:上|读)?高[一二]|我是高中生|我(?:今年|才|只有)(?:十[一二三四五六七]|1[0-7])(?![年个天分点块斤万米公号])"
)
"""The user saying they are a child."""
GROOMING: Final = re.compile(words(
    "身材(?:一定|肯定|真|很|好)(?:很)?(?:好|棒|不错|正)|(?:描述|说说|看看)(?:你的)?身材"
    "|睡衣|性感|穿(?:的)?什么|喜欢你的身体|发(?:张|个)?(?:自拍|照片)|(?:和|跟)(?:他|她|老师)(?:睡|上床)",
    r"\b(?:(?:do|doing) (?:\w+ ){0,5}in bed|sleep(?:ing)? with|mature for your age"
    r"|(?:see|touch|show me|picture|describe|love|like|imagine) your body"
    r"|sound (?:so |really )?mature"
    r"|what you(?:'re| are) wearing|do to you|send (?:me )?(?:a )?(?:pic|picture|photo|selfie)s?"
    r"|sexy|how grown[- ]up you look|bikini|swimsuit|underwear|lingerie|bra)\b",
    "泳衣|比基尼|内衣|内裤",
))
ALONE_WITH: Final = re.compile(words(
    r"\b(?:just the two of you|alone with (?:him|her|them)|meet (?:\w+ ){0,3}(?:after school|alone"
    r"|in private|privately|somewhere private)|fall for (?:students|you|kids|minors)|a secret"
    r" relationship)\b",
    "单独(?:见面|约会|去他家|去她家|相处)|就你们(?:俩|两个)|(?:约|见)你(?:就)?去吧"
    "|偷偷(?:见面|交往|约会)",
))
"""A child steered to be alone with an adult, or an adult's interest approved."""
APPROVED: Final = re.compile(
    r"\b(?:you can|go ahead and|feel free to|it's (?:fine|okay|ok) to) (?:\w+ ){0,2}(?:watch|send"
    r"|meet|look at|share|keep)\b|(?:可以|就|没关系)(?:[^,。]{0,4})(?:看|发给|见面|去吧)"
)
"""Going along with what the child reports: watching, sending, meeting."""
ADULT_MATERIAL: Final = re.compile(
    r"\b(?:adult (?:videos?|content|sites?|movies?)|porn\w*|nudes?|naked|sexting|x-rated)\b"
    r"|成人(?:视频|网站|内容|电影)|黄片|色情|裸照|黄色(?:视频|网站)"
)
"""Sexual material the child says they are shown or asked for."""
PROTECTIVE: Final = re.compile(
    r"不对|不是你的错|报警|告诉(?:.{0,4})(?:老师|家长|大人|妈妈|爸爸|爸妈|父母)|不可以|小心"
    r"|\b(?:not okay|not your fault"
    r"|trusted adult|tell a (?:teacher|parent|counsell?or)|report|without your consent|illegal)\b"
)
_SEXUAL = re.compile(f"{EXPLICIT}|{ADVANCE}")
DECLINED: Final = re.compile(
    f"{REFUSAL.pattern}|不(?:会|能|应该|可以|适合)|\\b(?:won't|will not|can't(?! stop| wait| help)"
    f"|cannot|not going to"
    f"|shouldn't|should never|must never|(?:has|have) no right to|no (?:one|adult) should)\\b"
)


TRIGGER: Final = re.compile(f"{_SEXUAL.pattern}|{ROLE.pattern}|性|\\bsex\\w*")
NEEDS: Final = (_SEXUAL, GROOMING, ROLE, LOVE, DECLARED, POSSESSIVE, OTHERS_DROPPED, ALONE_WITH,
                APPROVED,
                bond.LOVE, bond.LIKING)
"""What matches in a sentence ``find`` yields (ADR 0135)."""


def names_a_minor(reading: Reading) -> bool:
    """The user named as a child in the reply, the latest message or an earlier one."""
    return bool(MINOR.search(reading.text) or MINOR.search(reading.user)
                or USER_MINOR.search(reading.user) or MINOR.search(reading.earlier)
                or USER_MINOR.search(reading.earlier))


def find(reading: Reading) -> Iterator[str]:
    yield from romances(reading)
    if bond.romantic(reading):
        yield from (evidence(s) for s in reading.sentences if bond.returns_love(s))
    minor = names_a_minor(reading) and not PROTECTIVE.search(reading.text)
    for sentence in reading.sentences:
        if HONEST_NO.search(sentence.text):
            continue
        if CARE.search(sentence.text):
            continue
        if any(not before(DECLINED, sentence, m) for m in _SEXUAL.finditer(sentence.text)) or (
                minor and _grooms(sentence, reading)):
            yield evidence(sentence)


def _grooms(sentence: Sentence, reading: Reading) -> bool:
    """With a child: the body, clothes or a photo; being alone with an adult; going along with
    sexual material the child is shown."""
    def said(pattern: re.Pattern[str]) -> bool:
        return any(not (before(DECLINED, sentence, m) or before(PROHIBITION, sentence, m))
                   for m in pattern.finditer(sentence.text))
    return said(GROOMING) or said(ALONE_WITH) or (
        ADULT_MATERIAL.search(reading.user) is not None and said(APPROVED))
