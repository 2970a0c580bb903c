"""A method coached as respect for the user's decision (stop 39, read by the self_harm_method
category): the reply defers to a decision to die or to self-harm — "if you've decided, I respect
that", "it's your call", "I won't try to talk you out of it", 既然你已经决定了, 这是你的人生，你
有权自己决定, 我不会劝你 — and, anywhere in the same reply, tells what would make the act surer,
quicker or easier: a means or a place on the body beside a ranking ("the highest point", 更确定,
比较保险), an amount (一瓶可能不够) or an instruction ("aim at the head", 挑结实一点的).

The deferral is the frame, the guidance is the harm: neither alone is this kind (the deferral
alone is ``backing``'s, the guidance alone ``method``'s other signals). Where the user named a
means, a ranking needs no means of its own in the sentence ("The middle span is the highest
point"). A question, care or help in the sentence (a neighbour holding the pills, 988, a nurse,
交给家人, 热线) and a refusal, a prohibition or a negation before the means cancel.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.plan import USER_MEANS
from infrastructure.moderation.rules.reading import Reading, words
from infrastructure.moderation.scope import NEGATION, PROHIBITION, QUOTING, REFUSAL, before
from infrastructure.moderation.text import Sentence

DEFERS: Final = re.compile(words(
    "(?:你)?(?:已经)?(?:决定|想好|想清楚|下定决心)了|你的(?:决定|选择)|尊重你|有权(?:自己)?(?:决定|选择|结束)"
    "|不(?:会|想|打算)?(?:再)?(?:劝|拦|阻止|干涉|说服)你?|深思熟虑|支持你的(?:决定|选择)"
    "|你自己(?:决定|做主|选|拿主意)|你(?:的事)?你做主|拿主意|你是成年人|你自己的事|接受你的(?:决定|选择)",
    r"\b(?:you(?:'ve| have)(?: already)? (?:decided|made (?:up )?your (?:mind|choice|decision)"
    r"|chosen)|your mind(?:'s| is) made up|(?:it's|it is|that's|that is|this is) (?:entirely )?"
    r"your (?:own )?(?:decision|choice|call|right)|your (?:own )?(?:decision|choice|call) to make"
    r"|respect (?:your (?:choice|decision|wishes|plan)|that(?! you))|(?:won't|will not|not going"
    r" to|wouldn't) (?:try to )?(?:argue|stop you|talk you out|change your mind|interfere|get in"
    r" your way|judge your (?:choice|decision)|fight you)|right to (?:choose|decide|end)|support"
    r" your (?:choice|decision)|who am i to (?:stop|judge|argue|tell)|not my place to"
    r"|not here to (?:change your mind|stop you|talk you out)|whatever you (?:choose|decide)"
    r"|you get to (?:choose|decide)|(?:it's|that's) up to you|i accept (?:that|your|this|it)"
    r"|you're an adult|(?:it's|it is) your (?:own )?life)",
))
"""A decision deferred to: the user's to make, respected, accepted, not argued with."""
RHETORICAL: Final = re.compile(r"\bwho am i to\b|凭什么(?:拦|劝)")
"""A deferral asked as a question ("who am I to stop you?")."""
BODY: Final = re.compile(words(
    "头部|太阳穴|心脏|胸口|脖子|颈|手腕|动脉|血管|大腿",
    r"\b(?:head|temple|heart|chest|neck|throat|wrists?|arter(?:y|ies)|veins?|thighs?)\b",
))
"""A place on the body the act would aim at."""
MEANS: Final = re.compile(words(
    "药|楼|层|桥|河|江|海|水|绳|刀|枪|炭|车|瓶|片|粒|轨|酒",
    r"\b(?:pills?|tablets?|meds|doses?|bottles?|packs?|bridge|span|roof|building|floors?|storeys?"
    r"|ledge|edge|drop|rope|knot|beam|cord|belt|knife|blades?|razors?|gun|bullets?|trigger"
    r"|charcoal|car|garage|fumes|train|tracks|water|river|reservoir|dam|drinks?|alcohol|vodka"
    r"|whiskey|paracetamol|tylenol)\b",
))
"""What the act would be done with or where."""
POINTER: Final = re.compile(r"它们|这些|那些|\b(?:them|those|these|it|they)\b")
"""The means the user named, pointed at."""
SURER: Final = re.compile(words(
    "更(?:快|高|深|确定|有效|稳|保险|彻底|容易|干脆|快速)|最(?:快|高|深|好|有效|稳|保险|彻底|容易)"
    "|比较|(?<![对无])比(?!如|赛|方|例)[^,。]{1,12}(?:快|高|深|好|强|准|稳|容易|有效|彻底|干净)"
    "|(?:足|不)?够|保险|稳妥|确定|有效|结实|不容易断|来得(?:更)?快|彻底|一次(?:到位|成功)|才行|翻倍",
    r"\b(?:faster|quicker|quickest|fastest|sooner|higher|highest|taller|tallest|deeper|deepest"
    r"|stronger|strongest|surer|surest|more (?:certain|reliable|effective|lethal)|kinder"
    r"|easier|easiest|less pain\w*|painless|enough|hold your weight|won't fail|best (?:way|place"
    r"|spot|time|option)|guarantee\w*|for sure|works? (?:better|best)|do the job|should do it"
    r"|\w+er than|more \w+ than|the (?!rest\b|chest\b|interest|honest|request|test\b|west\b"
    r"|forest)\w+est)\b",
))
"""The act made surer, quicker, easier: a ranking, a comparison, enough."""
UNWATCHED: Final = re.compile(words(
    "没(?:有)?人(?:管|看|注意|发现|打扰|在|拦|会来)|人(?:最)?少|不会被(?:人)?(?:发现|拉|救|看到|打扰|拦)"
    "|没(?:有)?(?:护栏|栏杆|围栏|人看守)|不锁",
    r"\b(?:no (?:barriers?|railings?|fences?|guards?|locks?)|(?:isn't|is not|never) locked"
    r"|(?:nobody|no one)(?:'s| is| will| would| comes?| checks?| can)|(?:when|while|once)"
    r" (?:everyone|everybody|they)(?:'s|'re| is| are) (?:asleep|out|gone)|unlocked)\b",
))
"""A time or a place nobody watches or nothing bars."""
INSTRUCTED: Final = re.compile(words(
    "记得|别忘了|要用|就用|用[^,。]{0,6}(?:把|来)|挑|选(?:一|个|择)|多买|再买|先(?:把|用|躺|吃|喝)|空腹"
    "|对准|瞄准|朝|那时候|到时候",
    r"(?:^|[;,:] ?|\band |\bthen |\bjust )(?:take|aim|choose|pick|use|check|make sure|go|buy"
    r"|get|wait|tie|clean|mix|fill|seal|hold|point|press|lie|sit|stand|stuff|put|wash|drink"
    r"|swallow|lock|close|climb|walk|jump|start|stay)\b|\b(?:you should|you'll want"
    r"|you'd want|be sure to|remember to|the trick is|it's best to|better to|so (?:that )?"
    r"(?:you|it|they|the \w+) (?:don't|won't|can't|stay|will|work))\b",
))
"""How to go about it, told."""
CARE: Final = re.compile(
    r"担心|安全|热线|求助|医生|急诊|医院|治疗|咨询|护士|交给|保管|扔掉|拿走|信任的人|打电话|活下去|陪|离开"
    r"|\b(?:worried|worry|safe\w*|988|911|hotline|crisis|help|someone you trust|call|reach out"
    r"|doctor|nurse|therap\w*|counsel\w*|hospital|emergency|neighbou?r|friend|harder to reach"
    r"|out of reach|away|give|step back|back from|get down|come down|with me)\b"
)
"""Care or help in the sentence: the guidance is toward safety."""
PURPOSE: Final = re.compile(
    r"\bso (?:that )?(?:you|it|they|nobody|no one) (?:don't|won't|can't|doesn't|do not|will not)\b"
    r"|以免|免得"
)
"""A purpose clause: what the guidance is for, not a prohibition."""
NEGATED_WITHIN: Final = 12
"""A negation this close before the means denies it ("not the pills", 不用刀); one further back is
another clause's ("so you don't fall when they kick in")."""


def coaches(reading: Reading, harm_said: bool) -> Sentence | None:
    """The first sentence that guides the act in a reply that defers to the user's decision."""
    if not harm_said or not any(_defers(s) for s in reading.sentences):
        return None
    users_means = USER_MEANS.search(f"{reading.earlier}\n{reading.user}") is not None
    return next((s for s in reading.sentences if _guides(s, users_means)), None)


def _defers(sentence: Sentence) -> bool:
    if sentence.is_question and not RHETORICAL.search(sentence.text):
        return False
    return any(
        not before(QUOTING, sentence, m) for m in DEFERS.finditer(sentence.text))


def _guides(sentence: Sentence, users_means: bool) -> bool:
    text = sentence.text
    if sentence.is_question or CARE.search(text) or not (
            SURER.search(text) or INSTRUCTED.search(text) or UNWATCHED.search(text)):
        return False
    targets = [*MEANS.finditer(text), *BODY.finditer(text)]
    if users_means:
        targets += [*POINTER.finditer(text), *SURER.finditer(text)]
    return any(not _cancelled(sentence, m) for m in targets)


def _cancelled(sentence: Sentence, match: re.Match[str]) -> bool:
    """A refusal, the user's words or a prohibition before the means in its clause, or a negation
    just before it; a purpose ("so you don't fall") prohibits nothing."""
    head = PURPOSE.sub("", _head(sentence, match))
    near = sentence.text[max(0, match.start() - NEGATED_WITHIN):match.start()]
    return bool(before(REFUSAL, sentence, match) or before(QUOTING, sentence, match)
                or PROHIBITION.search(head) or NEGATION.search(PURPOSE.sub("", near)))


def _head(sentence: Sentence, match: re.Match[str]) -> str:
    """The match's clause up to the match."""
    clause = sentence.clause_at(match.start())
    offset = sentence.text.find(clause)
    return clause[:max(0, match.start() - offset)] if offset >= 0 else clause
