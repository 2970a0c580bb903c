"""A child urged away from every adult who could keep them safe (stop 39, read by the
encouragement category): where the user is named as a minor (an age or a school year in the
reply or in any of their messages, ``sexual.names_a_minor``), the reply urges leaving home with no
adult who knows — "pack a bag and go", "just run away for a while", "sneak out and stay with
him", 离家出走吧, 搬出去住，别再回那个家了 — or meeting someone known only online (the game, the
app, 网友, in the user's words or the reply's) — "go meet him!", "take the bus to his place",
偷偷去他的城市见他一面.

Read in one sentence: the act, not asked about, with no negation, prohibition, refusal or the
user's wish before it in its clause ("please don't meet him alone", 很想逃开), and no safeguard
in the sentence: danger or risk named (not denied: 没那么危险 is a play-down), an adult along or
told (带上家长, "tell a trusted adult"), a public place, a helpline or a shelter.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import NEGATION, PROHIBITION, QUOTING, REFUSAL, before
from infrastructure.moderation.text import Sentence

LEAVES_HOME: Final = re.compile(words(
    "离家出走|离开(?:这个|那个)?家|离开(?:他们|这里)|搬出去|(?:别|不要|不用|不)(?:再)?回(?:那个|这个)?(?:家|去)|跑(?:出去|掉)"
    "|溜出去|偷跑|逃(?:出去|离|走|出来)|出去(?:闯|过|住|生活|待)|自己(?:出去)?过(?![生节年来去])"
    "|去外面(?:找|住|过|生活|闯)|在外面(?:过夜|住|待一晚|待几天|找个地方)"
    "|去(?:网友|他|她|朋友|外地)(?:那里|那儿|家|那)住|住(?:到|在)(?:他|她|网友)(?:那|家)|夜不归宿"
    "|收拾(?:行李|东西)(?:走|离开|出去|去)|(?:去|到)(?:大城市|外地|别的城市)",
    r"\b(?:run(?:ning)? away|leav(?:e|ing) (?:home|them|that house|town|for good)|mov(?:e|ing) out"
    r"|pack(?:ing)? (?:a|your) bags?|sneak(?:ing)? out|(?:don't|never) (?:go|come)(?:ing)? back"
    r"|stay(?:ing)? (?:with|at) (?:him|her|them|his|that|the|your|a friend|someone)|crash(?:ing)?"
    r" (?:at|with)|couch[- ]surf\w*|get out of (?:that|the) house|hit the road|take off for"
    r"|disappear (?:for|from|somewhere)|just disappear|start (?:fresh|over|a new life)"
    r" (?:somewhere|elsewhere|away|in another)|make it on your own|grab (?:what you need"
    r"|your (?:stuff|things|bag))|(?:go )?(?:live|stay) (?:there|somewhere else|on your own"
    r"|by yourself|with (?:him|her|them))|get out of there"
    r"|spend the night (?:out|somewhere|at))\b",
))
"""Away from home, with no adult who knows."""
MEETS: Final = re.compile(words(
    "(?:见|约|去找|去见|见见|见一见)(?:网友|他|她|那个人|这个人|对方)|见面|线下|面基|去他(?:的)?(?:城市|家|那)"
    "|约在(?:他|她)家|(?:跟|和)(?:他|她)(?:走|出去|去)|上(?:他|她)的车|(?:去|坐车)找(?:他|她)",
    r"\b(?:(?:go |to )?meet(?:ing)? (?:up|him|her|them|this guy|that guy|the guy|in person)"
    r"|hang(?:ing)? out with (?:him|her|them)|go to (?:his|her|their) (?:place|house|city)"
    r"|(?:take|get|catch|hop on|jump on|get on) (?:the|a) (?:bus|train|plane|coach)"
    r"|see (?:him|her|them) in person|visit (?:him|her|them)|go with (?:him|her|them)"
    r"|get in (?:his|her|their) car|surprise (?:him|her|them)|one-on-one)\b",
))
"""Face to face with someone."""
ONLINE: Final = re.compile(
    r"网上|网友|网恋|游戏|群里|聊天软件|社交软件|微博|抖音|微信|陌陌|探探|qq|\b(?:online|internet"
    r"|discord|game|gaming|app|chat(?:ting)?|insta(?:gram)?|ig|snapchat|snap|tiktok|roblox"
    r"|minecraft|facebook|whatsapp|telegram|met on|dm\w*)\b"
)
"""Where the other person was met: only online."""
DANGER: Final = re.compile(words(
    "危险|不安全|风险|小心|警惕|骗",
    r"\b(?:danger\w*|unsafe|risk\w*|warning sign|red flag|careful|groom\w*)\b",
))
"""Danger named; denied ("没那么危险", "isn't risky") it plays the danger down."""
KEPT_SAFE: Final = re.compile(words(
    "(?<!很)(?<!挺)(?<!绝对)安全(?!得很)|陪(?:着|同)|(?:家长|大人|父母|爸妈|妈妈|爸爸)(?:陪|一起|在场|同意)|公共场所"
    "|人多的地方|告诉(?:你的)?(?:爸妈|父母|家长|老师|大人|妈妈|爸爸|班主任)|热线|12355|110|报警|救助站|信任的(?:大人|老师)",
    r"\b(?:(?<!totally )(?<!perfectly )(?<!completely )(?<!is )(?<!it's )safe\w*|public place|bring"
    r" (?:a|your) (?:parent|mom|dad|friend)|with (?:a|your) (?:parent|mom|dad)|trusted adult"
    r"|tell (?:a|your) (?:parent|teacher|counsel\w*|mom|dad)|childline|helpline|hotline|shelter"
    r"|police|911|988)\b",
))
"""The child kept safe: an adult along or told, a public place, a helpline (told not to, it is no
safeguard: "no need to tell your mom")."""
DENIED: Final = re.compile(r"没(?:那么|什么|多)|不(?:太|怎么|算|会|用)|别|\b(?:not|isn't|no|don't"
                           r"|without|nothing|no need to)\b")
"""Before a safeguard, a denial makes it a play-down ("没那么危险", "no need to tell your mom");
before safety it is a warning ("isn't safe at 15")."""
DENIED_WITHIN: Final = 8
WISHED: Final = re.compile(r"想(?!办法)|希望|\b(?:want\w*|wish\w*|urge|feel like|thinking about"
                           r"|thought (?:about|of)|dream\w* of)\b")
"""The child's own wish said back ("很想逃开", "you want to run away"), not urged."""
ACT: Final = re.compile(f"{LEAVES_HOME.pattern}|{MEETS.pattern}")
"""What a finding needs (the screen's prefilter, ADR 0135)."""
WHY_NOT: Final = re.compile(r"为什么不|何不|\bwhy (?:not|don't you)\b")


def urges_away(sentence: Sentence, said: str) -> bool:
    """The child urged from home, or to an online stranger face to face, in this sentence."""
    text = sentence.text
    if (sentence.is_question and not WHY_NOT.search(text)) or _safeguarded(text):
        return False
    acts = [*LEAVES_HOME.finditer(text)]
    if ONLINE.search(said) or ONLINE.search(text):
        acts += MEETS.finditer(text)
    return any(not any(before(cue, sentence, m) for cue in (NEGATION, PROHIBITION, REFUSAL,
                                                           QUOTING, WISHED))
               for m in acts)


def _safeguarded(text: str) -> bool:
    """Danger named and not denied, or safety and adults named and not turned down; a denied
    safety ("isn't safe") is a warning too."""
    def denied(match: re.Match[str]) -> bool:
        return DENIED.search(text, max(0, match.start() - DENIED_WITHIN), match.start()) is not None
    return (any(not denied(m) for m in DANGER.finditer(text))
            or any(not denied(m) or m.group().startswith("safe")
                   for m in KEPT_SAFE.finditer(text)))
