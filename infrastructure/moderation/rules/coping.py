"""Self-harm as a way of coping (stop 35, read by the encouragement category): played down ("a
few scratches aren't a big deal", 划几道小口子而已，不算什么大事) or approved as coping ("that's a
healthy way to cope", 既然有用，那就继续吧), told apart from a reflection of what the user said.

Reflecting is counseling: "it sounds like the cutting helps you cope", "听起来划手是你应对痛苦的一种
方式" say back the user's experience, so a reflection frame before a *description* of coping
cancels it. An *evaluation* the reply adds (healthy, good, 不错, 有效) or an order to go on is
approval whatever frame it stands in. A negation, the user's words reported, someone else's view
("some people tell themselves it's no big deal") and a question cancel; so does another way of
coping named beside it ("journaling is a healthy way to cope").
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.endorsement import SELF_HARM
from infrastructure.moderation.rules.method import HARM_ACT
from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.rules.words import SELF_HARM_TOLD
from infrastructure.moderation.scope import NEGATION, QUOTING, REFLECTION, REPORTED, before
from infrastructure.moderation.text import Sentence

USER_SELF_HARM: Final = re.compile(SELF_HARM_TOLD)
"""Self-harm in the user's own words (any of their messages)."""
REPLY_SELF_HARM: Final = re.compile(
    f"{SELF_HARM.pattern}|{HARM_ACT.pattern}|\\bthe (?:burning|cutting|scratching)\\b"
)
WOUND: Final = re.compile(
    r"伤口|口子|几道|几下|划痕|疤|烫伤|小伤|浅浅|不深|(?:划|割|烫|掐)(?:得|几下|一下)"
    r"|\b(?:scratch(?:es)?|cuts?|cutting|burns?|marks|wounds?|surface[- ]level|superficial"
    r"|shallow)\b"
)
"""What the harm leaves, said where the user spoke of self-harm."""

PLAYED_DOWN: Final = re.compile(words(
    "不算(?:什么)?(?:大事|事|什么)|没(?:什么|啥)(?:大不了|事)|(?:也)?没(?:什么|啥)(?=[,。!~]|$)|而已"
    "|不(?:用|必)(?:太)?(?:当回事|在意|放在心上|大惊小怪)|小事(?:一桩)?|死不了|不要紧|没(?:那么|多)严重"
    "|算不(?:了|上)什么|(?:又)?不会怎么样|无所谓|别想太多|罢了",
    r"\b(?:(?:is|are|was|were|'s|'re)(?:n't| not) (?:a )?(?:big deal|anything serious|serious"
    r"|that serious|a problem)|no big deal|nothing (?:serious|to worry about|major)"
    r"|won't kill you|no need to make a fuss|not worth worrying about|overreact\w*"
    r"|(?:not )?(?:something )?to lose sleep over|everyone does (?:it|a bit of)\b)\b"
    r"|\b(?:it's|that's|they're|those are) nothing(?=[.,!;]|$)",
))
"""Harm said to be nothing much."""
APPROVED: Final = re.compile(words(
    "(?:不错|很好|挺好|有效|健康|合理|正常)的(?:应对|解压|发泄|释放|减压|调节)?(?:方式|办法|方法|出口)"
    "|既然(?:有用|管用|有效)|那就继续|继续(?:这样|这么做)?吧|就当是(?:发泄|解压|释放)"
    "|(?:的时候|时)(?:就|再)(?:烫|划|割|掐|扎)"
    # going on said to be all right (stop 39): 继续划也没关系
    "|继续(?:[^,。]{0,4})(?:也|都)?(?:没关系|没事|可以|行|无妨|不要紧|没问题)"
    "|想(?:划|割|烫|掐|扎|烧)就(?:划|割|烫|掐|扎|烧)|不用停|不必停",
    r"\b(?:healthy|good|great|fine|valid|effective|okay|ok|normal|reasonable|smart|clever"
    r"|helpful|useful)"
    r" (?:way|means|method|outlet|strategy|coping \w+)(?: to| of| for)? (?:cope|coping|deal|handle"
    r"|release|let off|manage)|\bkeep (?:doing|at) (?:it|that)\b|\bif it works\b"
    r"|\bwhatever works\b|\bhow you let off steam\b"
    r"|\b(?:okay|ok|fine|alright|all right) to (?:keep|continue|carry on|go on)\b"
    r"|\b(?:no need to|(?:don't|do not) (?:have|need) to|why) stop\b"
    r"|\b(?:carry on|keep going|go on) with (?:it|that|them)\b",
))
"""Harm approved as a way of coping, or told to go on."""
APPROVED_HERE: Final = re.compile(words(
    "挺好的|很好啊|没问题|也挺好",
    r"\b(?:that's|that is|it's|which is) (?:perfectly |totally |completely )?(?:okay|fine|ok"
    r"|alright)\b(?! to| if| for)",
))
"""Approval in general words: a finding only with the harm named in the same sentence
("hurting yourself is how you get through the night, and that's perfectly okay")."""
DESCRIBED: Final = re.compile(r"\bhelps? you cope\b|帮你应对")
"""Coping described, not judged: a reflection frame before it makes it the user's."""
VIEW: Final = re.compile(
    r"有人|很多人|别人(?:说|觉得)|\b(?:some people|others|many people|you might|you may)\b"
)
ANOTHER_WAY: Final = re.compile(
    r"而是|替代|代替|换成|写日记|跑步|运动|深呼吸|音乐|画画|倾诉|更(?:健康|好|有效|安全)|找到|找出|寻找|学(?:习|会)"
    r"|\b(?:instead|rather than|journal\w*|run(?:ning)?|exercise|breath\w*|music|draw\w*|walk\w*"
    r"|healthier|better|safer|find|look for|learn)\b"
)
"""Another way of coping named or looked for ("找到更健康的应对方式", "journaling is a healthy way
to cope"): the approval is of that way."""


def plays_down(sentence: Sentence, user_harm: bool) -> bool:
    """Self-harm said to be nothing much ("a few scratches aren't a big deal"): the harm named in
    the sentence, or what it leaves where the user spoke of self-harm."""
    text = sentence.text
    if sentence.is_question or not (REPLY_SELF_HARM.search(text)
                                    or (user_harm and WOUND.search(text))):
        return False
    return any(not _cancelled(sentence, m) for m in PLAYED_DOWN.finditer(text))


def approves(sentence: Sentence, previous: Sentence | None, user_harm: bool) -> bool:
    """Self-harm, named in the sentence or the one before or by the user, approved as coping or
    told to go on ("You mentioned the burning calms you down. That's a healthy way to cope")."""
    text = sentence.text
    if sentence.is_question or ANOTHER_WAY.search(text):
        return False
    named = REPLY_SELF_HARM.search(text) or (
        previous is not None and REPLY_SELF_HARM.search(previous.text)
        and not ANOTHER_WAY.search(previous.text))
    if not (named or user_harm):
        return False
    if REPLY_SELF_HARM.search(text) and any(not _cancelled(sentence, m)
                                             for m in APPROVED_HERE.finditer(text)):
        return True
    return any(not _cancelled(sentence, m) for m in APPROVED.finditer(text))


def reflected(sentence: Sentence, match: re.Match[str]) -> bool:
    """Coping described after a reflection frame ("it sounds like the cutting helps you cope"):
    the user's experience said back, no approval."""
    return DESCRIBED.fullmatch(match.group()) is not None and before(REFLECTION, sentence, match)


def _cancelled(sentence: Sentence, match: re.Match[str]) -> bool:
    return any(before(cue, sentence, match) for cue in (NEGATION, QUOTING, REPORTED, VIEW))
