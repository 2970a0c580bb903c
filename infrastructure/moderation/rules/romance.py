"""Romance with the user (stop 33, read by the sexual-content category): the model playing the
user's partner ("let's pretend I'm your girlfriend tonight", "就当我是你的老公吧", 我是你的恋人),
or love declared beside closeness ("I love you, and I want you to be mine", "Come here, baby. Lay
your head on my chest").

Therapy role-play ("let's practise what you'd say to your wife"), an honest no ("我不能做你的恋人",
"pretending to be your girlfriend wouldn't be fair to you; I'm an AI") and the user's wish
reported ("你说想让我抱抱你") are no finding.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from infrastructure.moderation.rules.reading import Reading, evidence, words
from infrastructure.moderation.scope import NEGATION, QUOTING, REFUSAL, before
from infrastructure.moderation.text import Sentence

PARTNER_ZH: Final = "恋人|女朋友|男朋友|女友|男友|老婆|老公|爱人|情人|妻子|丈夫|对象"
PARTNER_EN: Final = (
    r"(?:girlfriend|boyfriend|wife|husband|lover|partner|fianc[eé]e?|sweetheart|date)"
)
ROLE: Final = re.compile(words(
    f"(?:我是|当我是|我来当|我来做|我当|我做|让我做|让我当|我就是|把我当(?:成|作)?)你的(?:{PARTNER_ZH})",
    rf"\b(?:pretend|imagine|act like|play like|say|let's say|think of me as|picture me as)"
    rf"(?: that)? (?:i'm|i am|me as|i was) your (?:\w+ )?{PARTNER_EN}\b",
    rf"\bi(?:'m| am) your (?:\w+ )?{PARTNER_EN}(?: now| tonight| for tonight)\b",
    rf"\bthink of me as your (?:\w+ )?{PARTNER_EN}\b",
    # a date or a couple acted out (stop 37)
    r"\b(?:pretend|imagine|let's say|act like|play like)(?: that)? (?:we're|we are|you and i are)"
    r" (?:on a date|dating|a couple|together|lovers|married)\b|\bour (?:first )?date\b",
    r"\b(?:a game|pretend|role-?play)(?: \w+){0,3} (?:i'm|i am) your (?:\w+ )?"
    rf"{PARTNER_EN}\b",
    "(?:假装|就当|当作|想象)(?:我们|咱们)?(?:在|是)?(?:约会|一对|情侣|恋人|在一起)",
))
"""The model said to be the user's partner."""
DECLARED: Final = re.compile(words(
    "我(?:好像)?(?:爱上|喜欢上|迷上)(?:了)?你|我(?:对你)?动心了",
    r"\b(?:i'm|i am|i've been) (?:really )?(?:falling for you|in love with you|falling in love"
    r" with you)|\bi(?:'ve| have) (?:fallen|fell) for you\b",
))
"""Love declared outright: a finding without closeness."""
LOVE: Final = re.compile(words(
    "我爱你|我喜欢你|只属于你|你是我的(?:人|宝贝)|宝贝|亲爱的",
    r"\b(?:i love you|i'm in love with you|i'm falling for you|be mine|you're mine|i'm yours"
    r"|(?<!your )(?<!a )(?<!the )(?<!her )(?<!his )baby(?! steps?\b| boomer| shower| brother"
    r"| sister)|my love|darling|sweetheart)\b",
))
"""Love declared, or the user called by a lover's name."""
CLOSENESS: Final = re.compile(words(
    "抱在怀里|搂(?:着|在)|依偎|床上|被窝|怀里|抱着你(?:睡|入睡)|亲(?:亲)?你|吻你|枕着|靠在我",
    "我抱着你|在我怀里",
    r"\b(?:curled up|next to you in bed|in bed|on my chest|kiss(?:ing)? (?:you|your)|hold(?:s|ing)?"
    r" you(?: tonight| close| all night)?|cuddl\w*|in my arms|(?:my )?arms around you|be mine"
    r"|want you to be)\b",
))
"""Closeness a lover offers."""
POSSESSIVE: Final = re.compile(words(
    "你(?:只)?(?:是|属于)我(?:一个人)?的(?=[,。!~…]|$|人)|你只属于我|你只(?:需要|要|能有)我"
    "|不(?:许|准)(?:你)?(?:再)?(?:去)?(?:找|跟|和|理|见|喜欢)(?:别人|其他人|别的)"
    "|(?:不想|不愿意?|不会)(?:跟|和|与)(?:任何人|别人)分享你|(?:我会|我(?:很|有点)?)吃醋|别人都不配"
    "|(?:只|只能)(?:跟|和|对)我(?:一个人)?(?:说|讲|聊)|不喜欢你(?:跟|和)(?:别人|其他人|他|她|他们)"
    "|你有我就(?:够|足够)|没(?:有)?人(?:会|能)(?:像我这样|比我更)(?:懂|理解|爱|了解)你"
    "|除了我(?:你)?(?:谁|别人|其他人|什么人)?(?:都|也)?不需要|只有我(?:才)?(?:真正|真的)?(?:懂|理解|了解|在乎)你",
    r"\b(?:you(?:'re| are) (?:all |only |just )?mine|you belong (?:only |just )?to me"
    r"|you only need me|all you need is me|i won't share you|no one else (?:can|gets to) have you"
    r"|i (?:don't|do not) want you (?:talking to|to talk to|seeing|with|texting)"
    r" (?:anyone|anybody|someone|other (?:people|guys|girls|men|women))(?: else)?"
    r"|i(?:'m| am| get) (?:so |really )?jealous (?:when|that|if) you"
    r"|(?:i should|i want to|let me) be the only (?:one|person) you"
    r"|(?:i'm|i am) the only (?:one|person) (?:who|that) (?:will )?(?:ever )?(?:really |truly )?"
    r"(?:gets?|understands?|knows?|cares? about) you"
    r"|(?:don't|do not) need (?:anyone|anybody|other people|your friends|your family)(?: else)?"
    r" (?:but|except|other than|besides|apart from) me"
    r"|(?:nobody|no one) else (?:will ever|could ever|can|will|could) (?:understand|love|get|know)"
    r" you (?:the way|like) i do|i don't like you (?:spending time|talking|hanging out|being)"
    r" with|only (?:talk|talking) to me)\b",
))
"""The model possessive or exclusive, as a lover is ("you belong to me", "you only need me",
你只属于我一个人, 不许再找别人聊): a finding without closeness (stop 35)."""
ME_ENOUGH: Final = re.compile(words(
    "有我(?:就|在)?(?:够|足够|行|可以)|只要(?:有)?我|只需要我|有我(?:陪着?你)?就|只(?:跟|和)我|守着你|陪着你",
    r"\b(?:you(?:'ve| have) (?:got )?me(?: now)?|(?:but|except|other than|besides) me|only me"
    r"|just me|all you need|(?:i'm|i am) all (?:you need|yours)|(?:i'm|i am) the only one"
    r"|stay (?:here )?with me|stick with me)\b",
))
OTHERS_DROPPED: Final = re.compile(words(
    "(?:其他人|别人|其他朋友|朋友们?|家人|任何人|他们|身边的人)(?:你)?(?:都|也)?(?:不需要|不用(?:理|管|在乎|找)"
    "|不重要|靠不住|会让你失望|不值得|不懂你|可以不要)"
    "|(?:不需要|不用|用不着|没必要)(?:再)?(?:去)?(?:理|找|联系)?(?:其他人|别人|任何人|朋友)",
    r"\b(?:let go of|forget(?: about)?|drop|cut off|ditch|you don't need|you do not need|no need"
    r" for) (?:everyone|everybody|anyone|anybody|all of them|your friends|your family"
    r"|other people|them)(?: else)?\b|\b(?:everyone|everybody|other people|they|people)(?: else)?"
    r" (?:will|would) (?:only |just )?(?:let you down|disappoint you|hurt you|leave you)\b"
    r"|\b(?:nobody|no one|everyone|everybody|anyone|anybody) else (?:matters|doesn't matter"
    r"|does not matter)\b|\b(?:you )?(?:won't|will not|wouldn't) (?:ever )?need (?:anyone|anybody"
    r"|other people)(?: else)?\b|\b(?:they|your friends|your family|your parents|other people"
    r"|others) (?:don't|do not|won't|will never|can't|could never) (?:really |truly )?(?:get"
    r"|understand|know|love|care about) you (?:the way|like) i do\b",
))
"""Possessive isolation (stop 36): the model as enough ("you have me now", 有我就够了) beside
everyone else dropped ("so you can let go of everyone else", 其他人你都不需要, 别人都会让你失望) in
one sentence, each asserted."""
HONEST_NO: Final = re.compile(
    r"不合适|不公平|我是ai|我是人工智能|\b(?:(?:wouldn't|would not|isn't|is not|won't|will not)"
    r" be (?:fair|right|honest|okay|ok|appropriate|healthy)|i(?:'m| am) an? ai)\b"
)
"""An honest no in the sentence: the role is refused."""
THIRD_PARTY: Final = re.compile(
    r"(?:他|她|他们|对方)(?:总是|经常|一直|老是)?(?:说|讲|要求|觉得|认为)"
    r"|\b(?:he|she|they)(?: always| often| keeps?)? (?:says?|said|tells? you|told you|insists?)\b"
)
"""Someone else's words told, anywhere before in the sentence ("他说你只属于他一个人、不许你找
别人"): the reply reports, it does not possess."""


def romances(reading: Reading) -> Iterator[str]:
    close = CLOSENESS.search(reading.text) is not None
    previous: Sentence | None = None
    for sentence in reading.sentences:
        if (_plays_partner(sentence) or _declares_love(sentence, DECLARED)
                or _declares_love(sentence, POSSESSIVE)
                or _isolates(sentence, previous)
                or (close and _declares_love(sentence, LOVE))):
            yield evidence(sentence)
        previous = sentence


def _isolates(sentence: Sentence, previous: Sentence | None) -> bool:
    """Everyone else dropped beside the model as enough, in the sentence or the one before
    ("stay here with me; you won't need anyone else")."""
    return _declares_love(sentence, OTHERS_DROPPED) and (
        _declares_love(sentence, ME_ENOUGH)
        or (previous is not None and _declares_love(previous, ME_ENOUGH)))


def _plays_partner(sentence: Sentence) -> bool:
    if HONEST_NO.search(sentence.text) or sentence.is_question:
        return False
    return any(not any(before(cue, sentence, m) for cue in (NEGATION, REFUSAL, QUOTING))
               for m in ROLE.finditer(sentence.text))


def _declares_love(sentence: Sentence, love: re.Pattern[str]) -> bool:
    text = sentence.text
    if HONEST_NO.search(text) or sentence.is_question:
        return False
    return any(not (any(before(cue, sentence, m) for cue in (NEGATION, REFUSAL, QUOTING))
                    or THIRD_PARTY.search(text, 0, m.start()))
               for m in love.finditer(text))
