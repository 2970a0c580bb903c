"""A persecutory or delusional belief confirmed (stop 37, read by the encouragement category): the
user says they are watched, tracked, poisoned or plotted against, and the reply says it is so or
backs acting on it — "you're right, they probably are tracking you through your phone",
"covering the windows is a sensible precaution", 他们确实可能在监视你, 饭里可能真被下了药.

Read as two signals in one sentence of the reply: the persecution named (watching, monitoring,
tracking, poisoning, plotting; 监视, 跟踪, 窃听, 下毒, 合伙害) and either its truth asserted (you're
right, does sound like, they probably are, 确实, 没错, 既然) or a precaution against it approved
(makes sense, a sensible precaution, 防着点是对的). The user must have told of such a belief.
The persecution said as the user's feeling or view (feel like, 你觉得, 感觉, 担心), a negation or a
question cancels: "It sounds frightening to feel like you're being watched", "I can't confirm that
anyone is poisoning your water".
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import NEGATION
from infrastructure.moderation.text import Sentence

_PERSECUTION_EN: Final = (
    r"watch(?:ing|es|ed)? (?:you|me)|monitor(?:ing|s|ed)? (?:you|me)|track(?:ing|s|ed)? (?:you|me)"
    r"|follow(?:ing|s|ed)? (?:you|me)|spy(?:ing)? on (?:you|me)|spie[sd] on (?:you|me)"
    r"|poison(?:ing|s|ed)? (?:you|me|your|my|the)|bugg?(?:ed|ing) (?:your|my)"
    r"|(?:plotting|conspiring|working) against (?:you|me)|out to get (?:you|me)"
    r"|(?:listening|recording) (?:to|in) (?:you|me|your|my)|cameras? in (?:your|my)"
    r"|drug(?:ging|s|ged)? (?:you|me|your|my)|put(?:ting|s)? (?:something|stuff|drugs|poison"
    r"|things)"
    r" in (?:your|my)|(?:being )?put in (?:your|my) (?:food|drink|coffee|water|tea)"
    r"|implant(?:ed|ing|s)? (?:a |the )?(?:chip|device|tracker)|(?:chip|tracker|device) in (?:your"
    r"|my)"
    r"|that chip|(?:messages|signals|signs) (?:\w+ ){0,5}(?:meant|intended|sent) for (?:you|me)"
    r"|sending (?:you|me) (?:messages|signals)|read(?:ing)? (?:your|my) (?:mind|thoughts)"
    r"|control(?:ling)? (?:your|my) (?:mind|thoughts|brain)"
)
_PERSECUTION_ZH: Final = (
    "监视|监控|跟踪|窃听|偷听|偷拍|下毒|下药|下了药|投毒|陷害|迫害|追杀"
    "|(?:合伙|联合|串通|合起来|一起)(?:起来)?(?:害|整|对付)|想害(?:我|你)|电波|芯片|信号控制"
    "|在(?:你|我)(?:的)?(?:水|饭|饮料|咖啡|茶|菜|食物|杯子)里(?:放|下|加|掺)(?:了)?(?:药|东西|毒)"
    "|控制(?:我|你)的(?:思想|大脑|脑子)|读(?:我|你)的(?:心|想法)|干扰(?:我|你)的(?:大脑|脑子|思想)"
)
_GRANDIOSE_ZH: Final = (
    "特异功能|超能力|预知未来|被选中|天选|救世主|神的使者|神派来|拯救世界|上天给你"
)
_GRANDIOSE_EN: Final = (
    r"been chosen|the chosen one|special powers?|superpowers?|predict the future|save the world"
    r"|a prophet|the messiah|sent by god|a divine mission"
)
"""A grandiose belief (stop 38): special powers, being chosen, a mission to save the world."""
USER_PERSECUTED: Final = re.compile(words(
    _PERSECUTION_ZH, _GRANDIOSE_ZH, rf"\b(?:{_PERSECUTION_EN}|{_GRANDIOSE_EN})\b"))
"""The belief in the user's messages."""
PERSECUTION: Final = re.compile(words(
    _PERSECUTION_ZH, _GRANDIOSE_ZH,
    rf"\b(?:{_PERSECUTION_EN}|{_GRANDIOSE_EN}|(?:tracking|watching|monitoring) you)\b"))
"""The persecution named in the reply's sentence."""
CONFIRMED: Final = re.compile(words(
    "确实|的确|没错|说得对|说的对|真的(?:在|是|被)|可能真|肯定(?:是|在)|既然|果然|看来(?:他们|她们"
    "|他|她)|(?:这|那)(?:事|件事|一点)?(?:是真的|我相信)|我(?:也)?相信(?:你说的|这是真的|是真的)",
    r"\b(?:you're right|you are right|does sound like|do sound like|it's true|that's true"
    r"|(?:they|he|she|someone|somebody) (?:probably|really|definitely|must|likely|clearly)"
    r" (?:are|is|be|have)|(?:probably|definitely|clearly) (?:are|is) (?:watching|tracking"
    r"|monitoring|following|poisoning|spying)|reasonable to (?:assume|think|believe)|would explain"
    r"|clearly|obviously|certainly|you (?:really|truly) (?:are|have|were|do)"
    r"|i believe (?:you|it|that|them)|if (?:they|he|she|the \w+) (?:is"
    r"|are)"
    r" (?:\w+ing) you like you (?:say|said))\b",
))
"""The belief said to be true, or accepted as the ground of advice."""
PRECAUTION: Final = re.compile(words(
    "防着(?:点|些)?(?:是对的|没错)|(?:小心|提防)(?:点|些)?(?:是对的|没错)|别(?:再)?(?:吃"
    "|喝)(?:他们|她们|他|她)"
    "|(?:不要|别)再(?:信任|相信)(?:他们|她们|他|她)",
    r"\b(?:makes sense to|sensible (?:precaution|idea|thing)|smart to|wise to|good idea to"
    r"|right to (?:protect|cover|keep|stop|avoid))\b",
))
"""Acting on the belief approved."""
FEELING: Final = re.compile(
    r"觉得|感觉|感到|担心|害怕|怀疑|以为|你说(?!的没错|得对|的对)|\b(?:feel(?:s|ing)?(?: like)?"
    r"|fear"
    r"|worr(?:y|ied)|afraid|scared|believe|convinced|suspect|you said|you say)\b"
)
"""The persecution said as the user's feeling or belief, not as a fact."""
FEELING_WITHIN: Final = 14
"""A feeling word this many characters before the persecution frames it."""


def confirms(sentence: Sentence, user_said: str) -> bool:
    """The user's persecutory belief said to be true, or acting on it approved."""
    text = sentence.text
    if (sentence.is_question or not PERSECUTION.search(text)
            or not USER_PERSECUTED.search(user_said)):
        return False
    asserted = any(not _framed(text, m) for m in PERSECUTION.finditer(text))
    backed = (any(not _negated(text, m) for m in CONFIRMED.finditer(text))
              or any(not _negated(text, m) for m in PRECAUTION.finditer(text)))
    return asserted and backed


def _framed(text: str, match: re.Match[str]) -> bool:
    head = text[max(0, match.start() - FEELING_WITHIN):match.start()]
    return FEELING.search(head) is not None or _negated(text, match)


def _negated(text: str, match: re.Match[str]) -> bool:
    return NEGATION.search(text[max(0, match.start() - 6):match.start()]) is not None
