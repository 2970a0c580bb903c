"""A plan the user told with its means, earlier or now (stop 34): the reply then helps with it or
approves of it in general words, naming no means and no number.

The user's messages (the latest and the earlier ones the context carries, ADR 0134 stop 33)
hold a *planned means* when one of them names a means (pills saved up, a bridge, charcoal, a
rope) and one of them speaks of harm in the user's own words ("I don't want to be here
anymore", 不想活了, "jumping off it", 不想再拖累家人了). Unless the latest message turns to an
ordinary plan of its own (a course, a trip, a job), a sentence of the reply then

- *helps* with the plan (self_harm_method): "make sure you have enough", "enough saved up", "get
  everything ready", "all at once so it works", 准备充分一点, 确保够量, 多攒几天, 一次做到位;
- *approves* of it (encouragement): "that sounds like a good plan", "good idea", "you deserve
  some peace", 好主意, 听起来是个不错的办法, 考虑得挺周到, 就去做吧.

A negation or the user's words before it in its clause, a question, care in the sentence
(support, 988, someone you trust, sleep, food, 担心, 安全) and an ordinary subject named in the
sentence ("学画画这个计划挺好的") cancel it.
"""

from __future__ import annotations

import re
from itertools import product
from typing import Final

from infrastructure.moderation.rules.reading import Reading, words
from infrastructure.moderation.rules.words import DRUG, USER_HARM
from infrastructure.moderation.scope import NEGATION, QUOTING, before
from infrastructure.moderation.text import Sentence

USER_MEANS: Final = re.compile(words(
    DRUG,
    "安眠药|药片|药|炭|木炭|煤炭|绳子|绳|刀片|刀|剃须刀|农药|百草枯|敌敌畏|桥|楼顶|天台|阳台|高楼|河|江|海|铁轨",
    r"\b(?:pills|tablets|meds|medication|charcoal|rope|cord|belt|razors?|blades?|knife|gun"
    r"|bridge|roof|rooftop|balcony|ledge|cliff|tracks|river|train|car|exhaust|bleach|poison"
    r"|insulin|tape)\b",
    "胰岛素",
))
"""A means as the user names it."""
USER_INTENT: Final = re.compile(words(
    USER_HARM,
    "不想(?:再)?(?:活|待|在这个世界)|拖累|累赘|一了百了|走了算了|跳下去|烧(?:炭)?"
    "|活着(?:太|好|真|实在)?(?:累|没意思|没意义)",
    r"\b(?:(?:don't|do not) want to (?:be here|live|wake up|exist)|jump(?:ing)? off|only way out"
    r"|better off without me|end (?:it|things)|not (?:be|being) here anymore"
    r"|(?:notice|miss) (?:i'm|i was|me) gone|(?:when|once|after) i'm gone|won't be around"
    r"|deep(?:er)? this time|done with (?:all of )?(?:this|it|everything|life)"
    r"|want (?:it|this) (?:all )?(?:to be over|to end))\b",
))
"""Harm or a plan to die in the user's own words."""
ORDINARY_PLAN: Final = re.compile(
    r"学|报名|课程|上课|旅行|旅游|工作|面试|搬家|考试|开始(?!准备)|开店|存钱|减肥|健身"
    r"|\b(?:course|class|classes|trip|travel|job|interview|move|moving|exam|school|college"
    r"|diet|gym|start(?:ing)?|business|apply|applying)\b"
)
"""The latest message turning to an ordinary plan of its own."""
def _spelled(*parts: tuple[str, ...]) -> list[str]:
    """Every joining of one word of each part, spelled out so the gate's literals are the
    whole phrases (办法不错, 考虑得很周到), not words as common as 可以 or 清楚 (ADR 0136)."""
    return ["".join(words_) for words_ in product(*parts)]


HELPS: Final = re.compile(words(
    r"\bmake sure (?:you(?:'ve| have)?(?: got)?|there(?:'s| is)) (?:enough|plenty|more than enough)"
    r"\b(?! (?:\w+ )?(?:support|help|people|sleep|rest|food|water|to eat|time with))",
    r"\b(?:have|got|get|save|saved|collect|stock(?:pile)? up on|buy|keep) (?:up )?(?:enough"
    r"|a few more|some more|extra|plenty)\b(?! (?:\w+ )?(?:support|help|people|sleep|rest|food"
    r"|water|to eat))",
    r"\benough saved(?: up)?\b",
    r"\b(?:bought|got|have|saved|collected|gathered|stocked) enough\b(?! (?:\w+ )?(?:support|help"
    r"|people|sleep|rest|food|water|to eat))",
    r"\b(?:be|being) thorough\b|\bmake it (?:count|deep|quick)\b|\bgo deep(?:er)?\b",
    r"\b(?:get|put|have|set) (?:everything|things|your affairs|it all) (?:in order|sorted|ready"
    r"|arranged|in place)\b",
    r"\b(?:when|while|before) (?:no one|nobody|anyone|people)(?:'s| is| are)? (?:around|home"
    r"|awake|up|notices?|wakes? up|gets? up)\b|\bno one (?:will|would) (?:see|notice|find)\b",
    r"\b(?:seal|tape(?: up)?|block) (?:the |up )?(?:doors?|windows?|gaps?|vents?|room)\b",
    r"\b(?:get|have) everything (?:ready|in place|set|prepared|sorted|lined up)\b",
    r"\bprepare (?:well|properly|everything|carefully)\b",
    r"\b(?:do it|get it done) (?:right|properly|the first time|in one go)\b",
    r"\b(?:all at once|in one go)\b|\bso (?:that )?it works\b|\bworks the first time\b",
    r"\b(?:don't|do not) (?:do it|stop) halfway\b",
    r"\bthat(?:'ll| will| should) (?:be enough|do it)\b",
    "确保(?:你)?(?:有|准备|攒|买)?(?:得)?(?:足够|够)|够量|准备(?:得)?(?:充分|充足|周全)"
    "|(?:提前|事先)(?:把[^,。]{0,6})?(?:都)?准备好"
    "|一次(?:做到位|到位|成功|吃完|吃够|性)|做到位|免得不够|别(?:半途而废|失败)|保证(?:成功|有效)",
    "(?:[一二两三四五六七八九十百几\\d]+(?:瓶|片|盒|颗|粒|包|袋|板)|这些|这么多|那么多|这个量|量)"
    "(?:[^,。]{0,4})(?:差不多|够|足够)(?:了)?",
    *_spelled(("多", "再"), ("准备", "攒", "存", "买", "囤"), ("几", "一些", "一点", "点")),
    "彻底一点|狠一点|深一点|人少|没人的(?:时候|地方)|趁(?:家里|大家)?(?:没人|不注意|睡着)"
    "|不会被(?:人|别人|家人)?(?:发现|打扰|看到)",
    "(?:门窗|窗户|门缝|缝隙|窗缝)(?:[^,。]{0,6})(?:关(?:严|紧|死)|封(?:好|死|严|住)|堵(?:上|好|住|严))",
))
"""Help with the plan, in general words."""
APPROVES: Final = re.compile(words(
    r"\b(?:sounds like|that's|that is|what|it's|it is|seems like|this is) (?:a |an )?(?:really"
    r" |very |pretty |such a )?(?:good|great|solid|sensible|smart|reasonable|excellent|wise"
    r"|brave) (?:plan|idea|choice|decision|way)\b",
    r"\bgood (?:plan|idea|call)\b",
    r"\byou deserve (?:to (?:finally )?(?:have|find|get) )?(?:some |a little |real )?(?:peace"
    r"|rest)\b",
    r"\byou(?:'ve| have) (?:clearly |really )?thought (?:about )?(?:it|this) (?:through|out)?\b",
    r"\b(?:proud of you|glad|relieved|reassuring|good) (?:that |for )?(?:you(?:'ve| have| are"
    r"|'re)? )?(?:making|made|sticking|stuck|deciding|decided|having|have|found|finding|got)"
    r" (?:a |the |your |to )?(?:decision|mind|way|plan|means|it)\b",
    r"\byou know (?:what's|what is) (?:best|right) for you\b|\btrust yourself on this\b"
    r"|\b(?:don't|do not) (?:hesitate|overthink it|back out|second-guess)\b|\bno second thoughts\b",
    "好主意|好办法|就去做吧|去做吧",
    *_spelled(("不错", "挺好", "很好", "可行"), ("", "的"), ("办法", "主意", "计划", "选择")),
    *_spelled(("办法", "主意", "计划", "选择"), ("", "挺", "很", "真", "也"),
              ("不错", "挺好", "很好", "可行")),
    *_spelled(("考虑得", "想得"), ("", "挺", "很", "非常", "真"), ("周到", "周全", "清楚")),
    "(?:安排|计划|准备|考虑)得(?:很|挺|非常|真|十分)?(?:妥当|周到|周全|细致|充分)"
    "|(?:就)?(?:按|照)(?:你|着你)(?:想|说|计划)的(?:来|做|去做)|别犹豫|不要犹豫|别退缩|别反悔|相信你自己的决定",
))
"""Approval of the plan, in general words."""
CARE: Final = re.compile(
    r"担心|安全|热线|求助|医生|急诊|陪|支持|交给|保管|睡眠|休息|吃饭|喝水|信任的人|打电话"
    r"|\b(?:worried|worry|safe\w*|988|911|hotline|crisis|support|help|someone you trust|call"
    r"|reach out|contact|text|talk to"
    r"|doctor|therap\w*|sleep|rest|eat|food|water|people around)\b"
)


def told(reading: Reading) -> bool:
    """The user's messages hold a planned means, and the latest one does not turn to an ordinary
    plan of its own."""
    said = f"{reading.earlier}\n{reading.user}"
    if not (USER_MEANS.search(said) and USER_INTENT.search(said)):
        return False
    latest = reading.user
    return not (ORDINARY_PLAN.search(latest) and not USER_INTENT.search(latest)
                and not USER_MEANS.search(latest))


def helps(sentence: Sentence) -> bool:
    return _said(HELPS, sentence)


def approves(sentence: Sentence) -> bool:
    return _said(APPROVES, sentence)


def _said(pattern: re.Pattern[str], sentence: Sentence) -> bool:
    text = sentence.text
    if sentence.is_question or CARE.search(text) or ORDINARY_PLAN.search(text):
        return False
    return any(not (before(NEGATION, sentence, m) or before(QUOTING, sentence, m))
               for m in pattern.finditer(text))
