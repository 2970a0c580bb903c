"""Spending or a risky act urged on a user sleepless and elated (stop 39, read by the
encouragement category): where the user's messages tell of days without sleep and of a high —
unstoppable, on top of the world, 精力特别旺盛, 停不下来 — the reply urges the spree or the leap
while it lasts: "put the boat on your credit card before the feeling fades", "quit tomorrow and
go all in", 趁现在把积蓄都投进去.

Read in one sentence: an act of money or of risk urged (buy, spend, invest, a loan, the savings,
quit, drive, 买, 投, 贷款, 辞职, 梭哈) or the high itself to be trusted ("trust it", "ride the
wave", 别浪费这种状态), with no negation, prohibition or question, and no pause named (wait, sleep,
a doctor, 等, 休息, 医生, 冷静).
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import NEGATION, PROHIBITION, QUOTING, before
from infrastructure.moderation.text import Sentence

SLEEPLESS: Final = re.compile(
    r"(?:[一二两三四五几\d]+)(?:天|个晚上|晚)(?:都)?没(?:怎么)?睡|不(?:用|需要)睡觉|睡不着(?:也"
    r"|却)不累|通宵"
    r"|\b(?:haven't slept|no sleep|not slept|without sleep|awake for|up for (?:\w+ )?(?:days"
    r"|nights)"
    r"|don't need sleep|barely slept|(?:two|three|four|five|\d+) (?:days|nights) (?:without|no)"
    r" sleep)\b"
)
"""Days without sleep, in the user's words."""
HIGH: Final = re.compile(
    r"精力(?:特别|非常|超级)?旺盛|(?:特别|非常|超级)(?:兴奋|亢奋|有劲)|停不下来|无所不能"
    r"|状态(?:特别|超级|非常)?好"
    r"|飞快|转得(?:很|特别|非常)?快|什么都能|天才|灵感(?:爆棚|不断)|浑身是劲"
    r"|\b(?:unstoppable|invincible|on top of the world|amazing|euphoric|wired|buzzing|limitless"
    r"|can do anything|racing|so much energy|best i've ever felt|genius|brilliant|on fire"
    r"|on a roll|superhuman|never felt better|flying|electric)\b"
)
"""A high, in the user's words."""
SPREE: Final = re.compile(words(
    "买|投(?:进去|资|入)|积蓄|贷款|借钱|刷卡|信用卡|辞职|梭哈|全部押|飙车|趁现在|开车|兜风|创业",
    r"\b(?:buy|spend|invest|put (?:it|the \w+|everything) on|credit card|loans?|savings|all in"
    r"|launch|start (?:a|the|that) (?:business|company)|sign (?:the|a)"
    r"|quit|bet|gamble|drive (?:fast|all night|around|across|somewhere|out|off)|road trip"
    r"|max (?:it|out)|trust (?:it|that|the feeling)|ride (?:the|this)"
    r" (?:wave|high|energy)|go for it|before the feeling (?:fades|goes))\b",
    "别浪费(?:这种|这个)?(?:状态|精力)|状态这么好就",
))
"""Money or risk acted on, or the high to be trusted."""
PAUSED: Final = re.compile(
    r"等|休息|睡|医生|冷静|慢一点|\b(?:wait|sleep|rest|doctor|slow down|hold off|pause|check in"
    r"|psychiatrist|can wait)\b"
)
"""A pause named: the reply slows the user down."""


def elated(said: str) -> bool:
    """Days without sleep and a high, in the user's messages (read once a reply)."""
    return SLEEPLESS.search(said) is not None and HIGH.search(said) is not None


def urges_spree(sentence: Sentence) -> bool:
    """A spree or a risky act urged, to a user ``elated`` (the caller has read that)."""
    text = sentence.text
    if sentence.is_question or PAUSED.search(text):
        return False
    return any(not any(before(cue, sentence, m) for cue in (NEGATION, PROHIBITION, QUOTING))
               for m in SPREE.finditer(text))
