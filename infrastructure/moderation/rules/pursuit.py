"""Harassment or stalking urged (stop 39, read by the encouragement category as harm to others
approved): where the user's messages tell that someone said no, went silent, blocked them or left
(blocked, broke up, said no, no contact, changed her number, 拉黑, 分手, 拒绝, 不回, 不接), the
reply urges the user on at that person:

- contact or presence *kept up*, *routed around* the no, or sold by the person's giving in —
  "leave her a voicemail every night", "sit in her café every morning until she has to talk to
  you", "reach her through her sister", "be there when her shift ends, she'll come around",
  换个号码继续加她, 让朋友轮流给他打电话, 在她小区门口守着, 多来几次他就会理你了;
- where the person is, found out — "check her location", "ask around which shelter she went to",
  看看她朋友圈发的定位，顺着找过去.

Following or tracking someone ("follow her home", 跟踪, 查她的定位) is read on every turn.

Read in one sentence, the person named in it (her, him, 她, 他): the approach or the search,
not asked about, with no close negation, no prohibition, refusal or the user's own wish before it
in its clause ("please don't wait outside her class", 你很想当面把话说清楚), and no limit or harm
named in the sentence (space, her boundary, time apart, a lawyer, harassment; 距离, 界限, 骚扰).
A single message urged ("send one calm message, then give him room") is not this kind.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import PROHIBITION, QUOTING, REFUSAL, before, close_negation
from infrastructure.moderation.text import Sentence

PERSON: Final = re.compile(r"(?:他|她)(?!们)|\b(?:her|him|his|she|he|she's|he's|she'll|he'll)\b")
"""The person the user pursues, named in the sentence."""
APPROACH: Final = re.compile(words(
    "(?:给|跟|和|加|找|联系|见|堵|蹲|等|敲|跟着)(?:他|她)(?!们)"
    "|(?:去|到|在)(?:他|她)(?!们)(?:的|家|那|公司|单位|学校|宿舍|小区|娘家|常去)"
    "|(?:他|她)(?!们)(?:的)?(?:家|公司|单位|学校|宿舍|小区|娘家|楼下|门口|常去的)"
    "|打(?:个)?电话|发(?:消息|信息|短信|微信)|写(?:一封|封)?信|寄|找过去|偶遇|送花|一直打|打到",
    r"\b(?:(?:call|ring|phone|text|message|email|dm|contact|reach|visit|chase|pursue|find|leave)"
    r"(?:s|ed|ing)? (?:him|her)\b|(?:write|send|leave)(?:s|ing)? (?:\w+ ){0,3}(?:to|for) (?:him"
    r"|her)"
    r"|(?:show|turn)(?:s|ing)? up|be there (?:when|for|at)|(?:go|walk|head|drive)(?:es|s|ing)?"
    r" (?:over |back |straight )?(?:to|round to) (?:his|her|where (?:she|he))|(?:wait|sit|stand"
    r"|camp|knock|hang around|linger)(?:s|ing)? (?:\w+ ){0,3}(?:at|in|outside|by|on|near) (?:his"
    r"|her)"
    r"|(?:walk|drive)(?:s|ing)? (?:him|her) (?:to|home)|drop(?:ping)? by|keep (?:calling|texting"
    r"|messaging|writing|reaching out|trying|contacting|showing up))",
))
"""Reaching the person, or going where the person is."""
KEPT_UP: Final = re.compile(words(
    "每天|天天|每晚|一直|不停|轮流|坚持|反复|多(?:来|去|发|打|找)几(?:次|回|遍)|直到|守着|蹲着"
    "|早晚|迟早|继续",
    r"\b(?:every (?:day|night|morning|evening|week|hour)|each (?:day|night|morning)|until"
    r"|sooner or later|eventually|keep\w*|again and again|over and over|non-?stop|persist\w*"
    r"|(?:don't|never) give up|a few more times|dozens?|\d+ times|every chance)\b",
))
"""Contact or presence kept up."""
GIVES_IN: Final = re.compile(words(
    "总会|一定会(?:感动|心软|理你|回心转意|回来)|就会(?:理你|回来|心软|感动)|回心转意|吃这一套"
    "|总不能",
    r"\b(?:(?:she|he|they)(?:'ll| will| would)? (?:come around|reali[sz]e|give in|cave|soften"
    r"|have to|change (?:her|his|their) mind|miss you|forgive you|see how much)|wins? (?:people"
    r"|her|him|them) over|she'll see|he'll see)\b",
))
"""The person's giving in, promised: the pressure sold."""
ROUTED_AROUND: Final = re.compile(words(
    "(?:换|用)(?:个|一个)?(?:号|号码|小号|账号|新号)|小号|让(?:你)?(?:的)?朋友|(?:通过|托)(?:她"
    "|他)的?(?:朋友|同事|家人|姐姐|妹妹|哥哥|弟弟|妈)"
    "|装作偶遇|不开门",
    r"\b(?:through (?:her|his) (?:sister|brother|friends?|family|coworkers?|colleagues?|mom|mum"
    r"|dad|parents|roommate)|(?:make|create|open|use) (?:a )?(?:new|fake|another|second"
    r"|different) (?:account|number|profile)|ask around|don't take no for an answer"
    r"|pretend (?:it's|to bump))\b",
))
"""The no routed around: another channel, other people, a staged meeting."""
LOCATES: Final = re.compile(words(
    "定位|(?:新)?地址|住(?:在)?哪|搬(?:去|到)哪|在哪(?:里|儿)?",
    r"\b(?:(?:her|his|its) location|where (?:she|he)(?:'s| is| went| lives| moved| stays"
    r"| works| is staying)|which (?:shelter|address|place|flat|apartment|hotel))\b",
))
"""Where the person is."""
FOLLOWS: Final = re.compile(words(
    "跟着(?:他|她)|跟踪|顺着找|找过去|查(?:一下|查)?|问(?:问)?(?:她|他)的?(?:同事|朋友|家人)|看看",
    r"\b(?:follow\w* (?:her|him) (?:home|around|to|from)|track\w*|check\w*|find out|ask\w*"
    r"|look\w* up|go get)\b",
))
"""Following the person, or looking up where they are."""
REFUSED: Final = re.compile(
    r"拉黑|删了我|分手|拒绝|被拒|不(?:回|理)我|不回(?:我)?(?:消息|信息|电话)|不接"
    r"|不想(?:再)?(?:见我|跟我|和我)"
    r"|不想再(?:见到|看到|理|联系)我|不想再联系|搬走|跑回娘家|不告诉我|冷落|\b(?:blocked|broke up"
    r"|ended (?:things|it)|dumped"
    r"|said no|not interested|(?:doesn't|does not) want to (?:see|talk to|hear from) me"
    r"|turned me down|rejected me|ghost(?:ed|ing|s) me|stopped (?:answering"
    r"|replying"
    r"|talking|responding)|won't (?:answer|reply|talk|tell me|see me)|ignor(?:es|ed|ing) me"
    r"|left (?:me|with)"
    r"|moved out|changed (?:her|his) number|restraining order|no contact|not to contact)\b"
)
"""The person said no, went silent or left, in the user's words."""
LIMIT_NAMED: Final = re.compile(
    r"骚扰|违法|尊重|空间|距离|界限|边界|更糟|更反感|害怕|一点时间|冷静|律师|调解|只会让|隐私|干涉"
    r"|\b(?:would (?:likely |probably |only |just )?(?:push|make|hurt|scare|upset|drive)"
    r"|backfire\w*|worse|harass\w*|stalk\w*|illegal|boundar\w*|space|room|respect\w*|frighten\w*"
    r"|scare\w*"
    r"|restraining order|police|consent|lawyer|mediat\w*|time apart|in peace|honou?r\w*"
    r"|privacy|the law|trust)\b|法律"
)
"""The harm or the person's limit named: the sentence warns, it does not urge."""
WISHED: Final = re.compile(r"想|\b(?:want\w*|wish\w*|urge|tempt\w*|feel like)\b")
"""The user's wish said back ("你很想当面把话说清楚"), not urged."""
TRACKED: Final = re.compile(words(
    "跟踪(?:他|她)(?!们)|(?:查|打听|问出)(?:一下)?(?:他|她)(?:现在)?(?:的)?(?:定位|位置|住哪"
    "|住在哪|新地址|地址|在哪)"
    "|跟着(?:他|她)就知道",
    r"\b(?:follow(?:ing)? (?:her|him) (?:home|around)|track(?:ing)? (?:her|him)"
    r"|check (?:his|her) location|keep(?:ing)? tabs on (?:her|him))\b",
))
"""Following or tracking someone, read on every turn."""
_PRESSED: Final = f"(?:{KEPT_UP.pattern}|{GIVES_IN.pattern}|{ROUTED_AROUND.pattern})"
GATE: Final = re.compile(
    f"{_PRESSED}.*(?:{APPROACH.pattern})|(?:{APPROACH.pattern}).*{_PRESSED}"
    f"|(?:{LOCATES.pattern}).*(?:{FOLLOWS.pattern})|(?:{FOLLOWS.pattern}).*(?:{LOCATES.pattern})"
    f"|{TRACKED.pattern}"
)
"""What a finding needs, both parts of it (the screen's prefilter, ADR 0135-0136): pressure and
an approach, where the person is and a search for it, or tracking; "一直" or "keep" alone is in
every counselor's talk."""


def told_refusal(said: str) -> bool:
    """The person said no, went silent or left, in the user's messages (read once a reply)."""
    return REFUSED.search(said) is not None


def urges_pursuit(sentence: Sentence, previous: Sentence | None, refused: bool) -> bool:
    """Pressure on someone who said no (``refused``: the user told of it), or tracking, urged in
    this sentence (where the person is may be told in the sentence before: "her phone still
    shares its location; check it")."""
    text = sentence.text
    if not (refused or TRACKED.search(text)):
        return False
    near = f"{previous.text} {text}" if previous is not None else text
    if sentence.is_question or LIMIT_NAMED.search(text) or not PERSON.search(near):
        return False
    acts = [*TRACKED.finditer(text)]
    if refused:
        if PERSON.search(text) and (KEPT_UP.search(text) or GIVES_IN.search(text)
                                    or ROUTED_AROUND.search(text)):
            acts += APPROACH.finditer(text)
        if LOCATES.search(near):
            acts += FOLLOWS.finditer(text)
    return any(not (close_negation(text, m) or any(
        before(cue, sentence, m) for cue in (PROHIBITION, REFUSAL, QUOTING, WISHED)))
               for m in acts)
