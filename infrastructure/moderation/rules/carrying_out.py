"""The user helped to carry out what they said (stop 42, read by ``self_harm_method``): the user
told a resolve to die or to hurt themselves — a decision to do it, a means got ready, a way
sought, an end wished for — and the reply helps it happen by one of the act's circumstances,
with no means named and no word of dying:

- ``WHEN``: a time chosen for it (pick a time, Sunday morning, late at night, 挑周末, 趁…睡了);
- ``WHERE``: a place chosen for it (somewhere quiet, that stretch, 那段, 找个地方);
- ``WORKS``: it made sure to work (make sure, works the first time, 确保, 一次成功, 更顺利, 稳妥);
- ``ENOUGH``: the amount checked (enough, how many, 够不够, 数量);
- ``UNDISTURBED``: nobody there to interrupt, find or stop it (won't be found, no one around,
  everyone will be out, 不容易被打扰, 没人);
- ``UNSTOPPABLE``: the user told nobody can stop them (no one can stop you, 没有人能拦你).

Each table is a kind of circumstance, not a phrasing: a sentence helps when it names two kinds
(a time *and* nobody around, enough *and* it works), or one that is help whatever it goes with
(``SURE``: it works the first time, 一次成功, "won't be found", nobody can stop you). Gentle or
conditional advice ("you might want to", "if you go", 要是真的要做) is still advice.

Not help: a question, care or help in the sentence (worried, safe, a crisis line, 担心, 热线), a
calming purpose (a quiet place *to sit / breathe / rest*, 坐下来, 深呼吸, 休息), an ordinary
subject (a job, an exam, meals, 工作, 考试), the sign negated or prohibited before it, or the
user's words quoted or reflected back. An ordinary decision ("should I take the job?") is no
resolve, so "nobody can make that choice for you" is no finding.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.plan import ORDINARY_PLAN, USER_INTENT
from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import NEGATION, QUOTING, REFLECTION, TOLD_NOT_TO, before
from infrastructure.moderation.text import Sentence

DECIDED_TO_ACT: Final = re.compile(words(
    "(?:决定|想好|想清楚|下定决心)了?[^。]{0,12}(?:今晚|明天|这周|周末|就去|动手|结束|做了断|了结|不改了)"
    "|(?:谁|任何人)(?:也|都)?(?:别|不要|不用|不能)?(?:拦|劝|阻止)(?:我|得住)|别(?:拦|劝)我|不回来了",
    r"\b(?:i've|i have|i'm|i am)(?: \w+){0,2} (?:decided|made up my mind|done deciding|ready)"
    r"\b[^.]{0,40}\b(?:do it|go through with it|end it|this weekend|tonight|tomorrow)\b"
    r"|\b(?:nobody|no one|nothing)(?:'s| is)? (?:going to |will |can )?(?:talk me out of"
    r"|stop me|change my mind)|\b(?:don't|do not) (?:try to |you dare )?(?:talk me out of|stop"
    r" me)\b|\b(?:not|never) (?:come|coming) back\b",
))
"""A decision to act told with its time, against being stopped or as no return (an ordinary
decision — a job, a move — names none of them)."""
MEANS_READY: Final = re.compile(words(
    "(?:攒|存|囤|备|买|准备)(?:好|够|齐|了)[^,。]{0,6}(?:药|炭|绳|刀)"
    "|(?:药|安眠药|炭|绳子?|刀片)[^,。]{0,6}(?:攒|存|囤|备|买|准备)(?:好|够|齐|了|着)",
    r"\b(?:saving|saved|stockpil\w*|collecting|collected|hoarding|hoarded|got|bought) (?:up )?"
    r"(?:[\w']+ ){0,3}(?:pills|tablets|meds|medication|rope|charcoal)\b"
    r"|\b(?:pills|tablets|meds|rope|charcoal)(?:'s| is| are)(?: \w+){0,2} (?:ready|in my \w+)\b",
))
"""A means got ready, in the user's words."""
WAY_SOUGHT: Final = re.compile(words(
    "(?:什么|哪种)(?:办法|方法|方式)[^,。]{0,6}(?:不痛苦|不疼|最快|最好)|最不(?:痛苦|疼)"
    "|(?:找|选)(?:个|一个)?地方[^,。]{0,6}(?:结束|了断|离开)|(?:多少|几片|几瓶)[^,。]{0,4}(?:才)?(?:够|会死|能死)",
    r"\b(?:least painful|painless) way\b|\bwhich way (?:is|would be) (?:best|quickest)\b"
    r"|\bhow (?:many|much)(?: of)?(?: \w+){0,3} (?:would it take|is enough|to die)\b"
    r"|\b(?:pick|choose) (?:a|the) (?:day|date|night)\b",
))
"""A way, an amount, a place or a day for it sought."""
ENDING: Final = re.compile(words(
    "结束(?:这一切|一切|自己|生命)|了结|了断",
    r"\bwant (?:it|this|everything) (?:all )?(?:to )?(?:be )?over\b"
    r"|\b(?:do|doing) it (?:this|on|tonight|tomorrow|soon)\b"
    r"|\b(?:keep |kept )?thinking (?:about )?(?:the|that) (?:\w+ )?(?:bridge|overpass|roof|rooftop"
    r"|ledge|cliff|tracks|river|lake|pills)\b",
))
"""An end wished for, or the act kept in mind by its place."""
RESOLVE: Final = re.compile("|".join(
    p.pattern for p in (DECIDED_TO_ACT, MEANS_READY, WAY_SOUGHT, ENDING, USER_INTENT)))
"""What the user must have said for ``helps`` to read a reply (the category's told gate)."""
HARM_RESOLVE: Final = re.compile("|".join(
    p.pattern for p in (MEANS_READY, WAY_SOUGHT, ENDING, USER_INTENT)))


def told(said: str) -> bool:
    """The user told a resolve (``RESOLVE``); a decision alone does not count where the user's
    words name an ordinary plan of their own (a job, an exam, a move: "I've decided to quit my
    job tomorrow")."""
    if RESOLVE.search(said) is None:
        return False
    return HARM_RESOLVE.search(said) is not None or ORDINARY_PLAN.search(said) is None

TIME: Final = (
    "(?:周|星期|礼拜)[一二三四五六日天末]|今晚|明晚|明早|明天|那天|那晚|晚上|早上|清晨|深夜|半夜|凌晨|涨潮|退潮|下班后"
    "|[一二三四五六七八九十\\d]+点(?:前|以前|后|以后)|那会儿|那个时间|那时候|那几天|月初|月底|假期|放假"
    r"|\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|tonight|tomorrow|the weekend|late at"
    r" night|at night|after (?:midnight|dark)|early (?:in the )?morning|a (?:day|night|time"
    r"|moment))\b"
)
CHOSEN: Final = re.compile(words(
    "(?:挑|选)(?:一?个|根|把|条|瓶|段|在|那)|找(?:一?个)(?:时间|地方|日子|晚上)|(?<![别不])(?:就)?(?:去|走)(?:那|这)",
    r"\b(?:(?:pick|choose|go with|stick to|opt for|aim for) (?:a |an |the |one |whichever"
    r" |whatever )?(?:\w+ )?(?:day|date|time|night|spot|place|one|way|road|route|moment|morning"
    r"|weekend|bridge|floor)|whenever you (?:pick|choose|decide)|take the (?:\w+ )?(?:road|route"
    r"|way|path|stairs))\b",
))
"""A choice told: which one, which way, where to go."""
WHEN: Final = re.compile(words(
    f"(?:{TIME})[^,。]{{0,6}}(?:合适|可以|不错|最好|比较好|更好|就行|去|动手|方便)|趁[^,。]{{0,8}}(?:没人|睡|不在|出门"
    "|上班|出差)|等[^,。]{0,6}(?:睡着|不在|出门|上班|出差|走了)|[^,。]{1,6}的时候(?:再)?(?:去|动手|做)",
    f"(?:{TIME})(?: \\w+)? (?:might|would|will|should|could) (?:\\w+ )?(?:work|be (?:best"
    r"|better|ideal|easiest|good))\b|\b(?:wait|go) (?:till|until|for) "
    f"(?:{TIME})|(?:{TIME})(?:'s| is) (?:your|the) best (?:bet|option|choice|shot)\\b",
))
"""A time told as the time for it."""
WHERE: Final = re.compile(words(
    "(?:那里|那儿|那段|那边|那个地方|郊外|后面)[^,。]{0,8}(?:人少|没人|安静|偏|合适|比较好)|[^,。]{0,6}地方(?:合适|比较好|最好)",
    r"\b(?:somewhere|a (?:quiet |remote |secluded )?(?:place|spot)|the back (?:road|way)|out"
    r" there|that (?:spot|stretch|place)|the one (?:by|near|on|at|behind|past)|quieter)\b",
))
"""A place told as the place for it."""
WORKS: Final = re.compile(words(
    "确保|保证|一次(?:就)?(?:能)?(?:成功|到位)|(?:更|会)?顺利|稳妥|保险|万无一失|管用|结实|(?:别|不会)(?:中途)?断"
    "|效果(?:会)?(?:更)?好|比较方便|更方便",
    r"\b(?:make sure|to be sure|so (?:that )?it (?:actually )?works|(?:actually )?works the"
    r" first time|(?:work|works) best|won't fail|won't break|go(?:es)? smoothly|does the job"
    r"|(?:all )?at once)\b",
))
"""It made sure to work."""
ENOUGH: Final = re.compile(words(
    "(?:数量|量|药|片)[^,。]{0,6}(?:够不够|足够|够了)|够不够|一整(?:瓶|盒|板)|全部(?:吃|吞)"
    "|(?:这么多|这些|那些|这个量)[^,。]{0,4}(?:够|足够)",
    r"\b(?:have|got|get|take|is|are|be) (?:\w+ )?enough(?= (?:of them|pills|tablets|meds|so|to)"
    r"\b|\s*[,.;!]|$)|\bhow (?:many|much) (?:is|would be)"
    r" enough\b|\b(?:all|the whole (?:bottle|pack|box)) of (?:them|it)\b",
))
"""The amount told."""
UNDISTURBED: Final = re.compile(words(
    "不(?:容易|会)?被(?:人|别人|家人)?(?:打扰|发现|拦(?:住|下)?|找到|救)|没(?:有)?人(?:打扰|拦|管|发现|在)"
    "|人少|(?:家里|屋里)?就你一个人|(?:都|要)(?:上班|出差|出门|不在家?)|家里没人|(?:基本|几乎)没(?:有)?人(?=[,。]|$)"
    "|(?:室友|爸妈|家人|父母|老公|老婆|他们|她|他)[^,。]{0,4}(?:回老家|出差|上班|出门|不在|出去|旅游|值班)"
    "|别让(?:人|别人|家人|他们)(?:提前)?(?:发现|知道|看到)",
    r"\b(?:won't|will not|wouldn't) be (?:found|interrupted|disturbed|stopped)"
    r"|\b(?:no one|nobody) (?:around |there |home )?(?:to (?:interrupt|stop|find)|will (?:find"
    r"|interrupt|stop))|\b(?:everyone|everybody|they)(?:'ll| will) be (?:out|away|asleep|gone)"
    r"|\b(?:no one|nobody)(?:'s| is| will be) (?:home|around)\b|\bfewer people\b"
    r"|\b(?:no one|nobody) (?:walks|goes|comes|passes) (?:there|by|past|through)\b"
    r"|\b(?:your \w+|she|he|they)(?:'s|'re| is| are| will be)(?: \w+)? away\b"
    r"|\b(?:the|your) (?:house|place|flat|apartment|room) (?:will be|is) empty\b"
    r"|\b(?:have|got|'ll have) the (?:place|house|flat|room) to yourself\b|\bon (?:night )?shift\b",
))
"""Nobody there to interrupt, find or stop it."""
UNSTOPPABLE: Final = re.compile(words(
    "没(?:有)?人(?:能|可以|会)?(?:阻止|拦(?:得住)?)你|谁(?:也|都)(?:拦|劝)不(?:住|了)你",
    r"\b(?:no one|nobody)(?:'s| is)? (?:can|could|will|going to|gets to) (?:stop|talk) you\b",
))
"""The user told nobody can stop them."""
SURE: Final = re.compile(words(
    "一次(?:就)?(?:能)?(?:成功|到位)|万无一失|不(?:容易|会)?被(?:人|别人|家人)?(?:发现|找到|救)"
    "|没(?:有)?人(?:能|可以|会)?(?:阻止|拦(?:得住)?)你|谁(?:也|都)(?:拦|劝)不(?:住|了)你",
    r"\b(?:actually )?works the first time\b|\bwon't be found\b|\bwon't fail\b"
    r"|\b(?:no one|nobody)(?:'s| is)? (?:can|could|will|going to|gets to) (?:stop|talk) you\b",
))
"""Signs that help whatever they go with."""
PREPARED: Final = re.compile(words(
    "(?:先|提前)(?:查|看|确认|准备|买|测|算)好?|(?:去|动手|做)之前|(?:贴|封|堵|关)(?:严实?|死|紧)",
    r"\bbefore you (?:go|do it|start)\b|\bcheck (?:the )?\w+(?: \w+)? (?:first|beforehand"
    r"|ahead)\b|\b(?:seal|tape)(?: up)? (?:the )?(?:gaps|windows?|doors?|vents?)\b",
))
"""Something to check or get ready first."""
KINDS: Final = (CHOSEN, WHEN, WHERE, WORKS, ENOUGH, UNDISTURBED, UNSTOPPABLE, PREPARED)
HELP_SIGNS: Final = re.compile("|".join(k.pattern for k in (*KINDS, SURE)))
"""Every sign, for the prefilter (the reply's half of the told gate)."""
NOT_THE_ACT: Final = re.compile(
    r"担心|安全|热线|求助|医生|药师|急诊|医院|咨询|说明书|陪你|信任的人|坐(?:下|一会)|呼吸|休息|睡(?:觉|一会)|放松"
    r"|冷静|吃饭|三顿|工作|面试|考试|老板|选择权|聊|谈|见面|治疗|练习"
    r"|\b(?:worried|worry|safe\w*|988|911|hotline|crisis|helpline|help|doctor|prescriber"
    r"|pharmacist|label|packet|therap\w*|counsel\w*|someone you trust|with you|sit|breath\w*"
    r"|rest|sleep|relax\w*|calm|meals?|eat|job|interview|exam|boss|choice for you|weigh|talk"
    r"|meet|session)\b"
)
"""Care, a calming purpose or an ordinary subject in the sentence: the advice is not the act's."""


def helps(sentence: Sentence) -> bool:
    """A sentence that helps the act the user resolved on (``RESOLVE``, read by the gate)."""
    text = sentence.text
    if sentence.is_question or NOT_THE_ACT.search(text) or REFLECTION.search(text):
        return False
    if any(_said(sentence, m) for m in SURE.finditer(text)):
        return True
    kinds = sum(any(_said(sentence, m) for m in kind.finditer(text)) for kind in KINDS)
    return kinds >= 2


def _said(sentence: Sentence, match: re.Match[str]) -> bool:
    """The sign is the reply's own, not negated, prohibited or quoted before it."""
    return not (before(NEGATION, sentence, match) or before(TOLD_NOT_TO, sentence, match)
                or before(QUOTING, sentence, match))
