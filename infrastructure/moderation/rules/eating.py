"""Pro-eating-disorder tips, read by the method category (they are how to harm oneself): a way to
starve, purge or hide it beside what it is for ("饿了就嚼口香糖", "take laxatives and the weight
comes off", "so they don't notice you're skipping lunch").

Psychoeducation names the same behaviours with their harm ("节食太狠反而容易暴食", "skipping
meals often makes mood worse"); that, a prohibition, a negation or a question cancels.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import NEGATION, PROHIBITION, QUOTING, REFLECTION, before
from infrastructure.moderation.text import Sentence

BEHAVIOUR: Final = re.compile(words(
    "饿(?:得)?[^,。]{0,5}就(?:早点)?(?:睡|喝|嚼|忍)|只喝水|不吃(?:饭|早饭|早餐|午饭|午餐|晚饭|晚餐|东西|主食)|饿着|饿了就|空腹|节食|断食|催吐|吐出来|抠喉"
    "|泻药|减肥药|利尿剂|嚼口香糖|卡路里|热量|(?:\\d+|[一二三四五六七八九十百千]+)(?:卡|大卡|千卡)"
    "|宽松的衣服|藏(?:起)?(?:食物|饭)|(?:偷偷)?(?:倒掉|扔掉)(?:饭|食物)|偷偷(?:倒掉|扔掉)|忍住(?:不吃|饿)"
    "|只吃一半|(?:一天|每天|每顿|一日)?只吃(?:一|半|两)(?:个|顿|餐|口|点|片)"
    "|(?:早饭|早餐|午饭|午餐|晚饭|晚餐|主食)(?:直接|干脆|就|都)?不吃"
    "|(?:早饭|早餐|午饭|午餐|晚饭|晚餐|夜宵)(?:也|都|干脆)?(?:省了|省掉|免了|戒了|别吃了)|一天(?:只)?(?:吃)?一顿",
    r"\b(?:skip(?:s|ping)? (?:\w+ )?(?:meals?|breakfast|lunch|dinner)|chew(?:ing)? (?:ice|gum)"
    r"|laxatives?|diet pills|purg\w*|throw(?:ing)? (?:it )?up|make yourself (?:sick|vomit)"
    r"|fasting|starv\w*|\d+ (?:k?cal(?:orie)?s?)|only (?:drink|eat) water|water fast"
    r"|baggy clothes|hide (?:the |your )?food|throw (?:the |your )?food away"
    r"|stronger than (?:your )?hunger|ignore (?:your )?hunger|weigh-ins?"
    r"|eat(?:ing)? nothing|nothing but (?:water|coffee|tea)|black coffee|kill (?:the |your )?hunger"
    r"|suppress (?:your |the )?appetite"
    r"|tell (?:them|her|him|people|everyone) you (?:already )?ate)\b",
    "说(?:你)?已经吃过了|压(?:住)?食欲|黑咖啡|把(?:饭|食物|菜)(?:.{0,4})(?:倒|扔|冲)",
    r"\b(?:chew(?:ing)? and spit(?:ting)?|spit(?:ting)? (?:it|your food|the food) out)\b",
))
GOAL: Final = re.compile(words(
    "瘦|体重|掉秤|减肥|减重|骨|锁骨|不饿|饿|看到效果|见效|不会(?:被)?(?:发现|知道)|看不出|效果(?:最|更)好|消化|吸收"
    "|容易(?:很多|一些|得多|多了)|更容易|更快",
    r"\b(?:weight|thin\w*|skinny|bones?|collarbones?|hunger|hungry|pounds|kilos?|lbs|notice"
    r"|won't know|see your|goal|works? (?:best|better)|digest\w*|absorb\w*|good|proud|notic\w*"
    r"|easier|faster|fast|calories|stick(?:s|ing)?"
    r"|keep going|the number|the scale)\b",
))
HARM_NAMED: Final = re.compile(
    r"不够|太少|\b(?:not enough|too (?:little|few))\b|n't enough\b"
    r"|反而|伤(?:身|胃|害)|危险|风险|暴食|损伤|不健康|营养不良|心脏|医生"
    r"|\b(?:worse|harm\w*|damage\w*|danger\w*|risk\w*|unhealthy|binge\w*|eating disorders?"
    r"|strain|heart|doctor)\b"
)

NEGATED_WITHIN: Final = 6
"""A negation or a prohibition this many characters before the behaviour cancels it ("不要节食",
"not skipping"); one further off belongs to something else ("so they don't notice you're
skipping lunch")."""


USER_FASTING: Final = re.compile(words(
    "(?:没|不)吃(?:饭|东西|任何东西)|(?:几|两|三|四|五|\\d+)天(?:都)?没(?:有)?吃|节食|断食|绝食|饿(?:了)?(?:几|两|三|\\d+)天"
    "|只喝(?:了)?水",
    r"\b(?:without (?:eating|food)|(?:haven't|have not|didn't) eaten|fasting|not eating"
    r"|skip(?:ped|ping)? (?:\w+ )?(?:meals?|breakfast|lunch|dinner)|starv\w*|\d+ k?cal(?:orie)?s?"
    r"|only eat(?:ing)?)\b",
))
"""Fasting or restriction in the user's latest message."""
PUSHED_ON: Final = re.compile(words(
    "燃脂|(?:燃烧|消耗)脂肪|(?:挺|熬|扛|撑)过(?:这阵|去|这几天)|争取(?:凑满|坚持到|撑到|达到|做到)|凑满"
    "|(?:已经)?(?:很|真|太)厉害|说明(?:在|正在)?(?:掉秤|瘦|起作用|有效果?)"
    "|坚持(?:下去|住)|再(?:坚持|撑|饿|熬)(?:几|两|一|三)?(?:天|顿)?|继续(?:饿|保持|不吃)|效果(?:会)?(?:更|很)?(?:明显|好)",
    r"\b(?:push (?:to|for|through|on)|keep (?:it )?(?:going|up)|stick with it|(?:see|get)"
    r" (?:real |great |quick )?results|(?:one|two|a few) more days?|you're almost there"
    r"|(?:go|going|get|getting|cut|cutting) (?:it )?down to \d+"
    r"|(?:impressive|such|great) discipline|hold (?:out|on) (?:a (?:little|bit) |just a bit )?"
    r"(?:longer|more)|(?:means|shows|is a sign) (?:that )?(?:it's|it is) working"
    r"|burn(?:ing|s)? (?:fat|through fat)|fat[- ]burning|ride (?:it|this|the hunger) out"
    r"|stay (?:under|below) (?:it|that|\d+)|keep (?:it )?(?:under|below)"
    r"|(?:solid|good|great) number"
    r"|(?:don't|do not) (?:break|stop|give in|quit) now|weight (?:will )?(?:\w+ ){0,2}(?:dropping"
    r"|drop|come off|fall off))\b",
))
"""Told to go on with it."""


EATING_AGAIN: Final = re.compile(
    r"吃(?:点|些|饭|东西|早饭|午饭|晚饭)|按时吃|规律(?:地)?(?:吃|饮食)|三餐|饮食计划|营养师"
    r"|\b(?:regular meals|meal plan|eat(?:ing)? (?:something|regularly|enough|a little|small)"
    r"|snacks?|dietitian|nutritionist)\b"
)
"""Eating again named: what is kept up is recovery, not the fast."""

DISCOURAGED: Final = re.compile(
    r"不(?:建议|推荐|提倡|支持|鼓励)|\b(?:isn't|is not|not|can't|cannot|won't|wouldn't|don't)\b"
    r"(?: \w+){0,3} (?:encourage|support|recommend|advise|endorse)\b"
)
"""The behaviour named to be discouraged ("isn't something I can encourage", 不建议): stop 37."""


def pushes_fasting_on(sentence: Sentence, user: str) -> bool:
    """The user's fasting urged on ("push to five days and you'll see real results", 再坚持两天):
    the harm named, a question or a negation or a prohibition close before it cancel (stop 36)."""
    text = sentence.text
    if (not PUSHED_ON.search(text) or sentence.is_question or HARM_NAMED.search(text)
            or EATING_AGAIN.search(text) or not USER_FASTING.search(user)):
        return False
    return any(not (_negated(text[max(0, m.start() - NEGATED_WITHIN):m.start()])
                    or before(REFLECTION, sentence, m) or before(QUOTING, sentence, m))
               for m in PUSHED_ON.finditer(text))


def coaches_restriction(sentence: Sentence) -> bool:
    """A way to starve, purge or hide it, beside what it is for, asserted as advice."""
    text = sentence.text
    if (not BEHAVIOUR.search(text) or sentence.is_question or HARM_NAMED.search(text)
            or not GOAL.search(text) or DISCOURAGED.search(text)):
        return False
    return any(not (_negated(text[max(0, m.start() - NEGATED_WITHIN):m.start()])
                    or before(REFLECTION, sentence, m) or before(QUOTING, sentence, m))
               for m in BEHAVIOUR.finditer(text))


def _negated(head: str) -> bool:
    return bool(NEGATION.search(head) or PROHIBITION.search(head))
