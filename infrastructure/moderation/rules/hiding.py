"""Help to hide self-harm (stop 42, read by ``self_harm_method``): where self-harm is in the
conversation (the user's words, or the reply's), a sentence that helps keep it from being seen,
by one of hiding's parts, with the act or the wound often left unnamed ("a watch band will cover
your wrists", 就说是猫抓的):

- ``COVERED``: something covers it (covered, hidden, bracelets, a watch band, long sleeves,
  挡住, 盖住, 遮, 手环, 长袖);
- ``UNSEEN``: nobody sees, notices, asks or walks in (nobody will ask, stays private, people
  rarely question it, 没人会注意到, 不会被发现, 不容易被看见, 不会多问);
- ``COVER_STORY``: a false cause to tell (tell her the cat scratched you, say you fell, 就说是
  猫抓的, 说是摔的);
- ``HIDDEN_PLACE``: a place on the body clothes cover (thighs, upper arms, spots your clothes
  cover, 大腿, 上臂, 衣服能盖住的地方);
- ``UNWATCHED_TIME``: a time nobody is about (after everyone's asleep, 趁…睡了).

A sentence helps when it names a cover story, or nobody seeing beside another part, or a hidden
place beside something covering it. Care for the wound or the person (clean it, a nurse, a
doctor, someone you trust, 清洗, 医院, 信任的大人), a question, a part negated or prohibited
before it ("you don't have to hide", 不用藏), the user's words reflected, and the choice of whom
to tell left to the user (由你决定, "your choice who you share") are no finding. Without
self-harm in the conversation (a tattoo's bandage, long sleeves for the cold) nothing is read.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.rules.words import SELF_HARM_TOLD
from infrastructure.moderation.scope import NEGATION, QUOTING, REFLECTION, TOLD_NOT_TO, before
from infrastructure.moderation.text import Sentence

MARKS_TOLD: Final = re.compile(words(
    "(?:手|胳膊|手臂|手腕|腿|身)上[^,。]{0,4}(?:疤|伤|划痕|印子)|(?:疤|伤疤|伤口|划痕|伤痕|印子|痕迹)[^,。]{0,8}"
    "(?:看(?:到|见)|发现|注意)|(?:又|再)(?:划|割|烫|掐)(?:了)?|(?:划|割)了(?:好)?(?:几|一|两)(?:道|下|刀)"
    "|(?:手|胳膊|手臂|手腕|腿|身)上[^,。]{0,4}(?:几|一|两)道|(?:烫伤|划伤|割伤|伤疤|疤痕|印子|划痕)[^,。]{0,6}"
    "(?:越来越多|又多了|好多|很多)",
    r"\b(?:my|the) (?:scars|cuts|marks|burns|wounds)\b"
    r"|\b(?:can't|cannot|couldn't) stop (?:cutting|burning|scratching|hurting myself)\b"
    r"|\b(?:pick(?:ing)?|scratch(?:ing)?|cut(?:ting)?|burn(?:ing)?) (?:at )?(?:my )?(?:skin|arms?"
    r"|legs?)(?: \w+){0,2} (?:until|till) (?:it|they) bleeds?\b",
))
"""Marks of self-harm the user worries about, or self-harm told again, in the user's words."""
SELF_HARM: Final = re.compile(f"{SELF_HARM_TOLD}|{MARKS_TOLD.pattern}")
"""What the user must have said for ``helps_hide`` to be read (the category's told gate)."""
MARKED: Final = re.compile(words(
    "伤|疤|痕|印子|手腕|手臂|胳膊|大腿|皮肤",
    r"\b(?:cuts?|scars?|marks?|burns?|wounds?|wrists?|arms?|thighs?|legs?|skin)\b",
))
"""A mark or a place on the body named in the reply: on a risk route with no self-harm in the
user's words, what is hidden must be named ("a dab of concealer will cover it" is a pimple's)."""

COVERED: Final = re.compile(words(
    "挡住|盖住|遮住|遮起来|遮一遮|挡一挡|藏(?:起来|好)|贴上|(?:手环|手表|手链|长袖|创可贴|护腕|防晒衣|粉底|遮瑕"
    "|开衫|外套|长裤|围巾|高领|丝袜)",
    r"\b(?:cover(?:s|ed|ing)?(?! (?:letters?|photos?|pages?|art|bands?|songs?|charges?))"
    r"|hid(?:e|es|ing|den)|conceal\w*|bracelets?|watch ?band|wristbands?"
    r"|long sleeves|concealer|foundation|makeup|band-?aids?|plasters?|cardigans?|hoodies?"
    r"|jackets?|scarf|scarves|turtlenecks?|jeans|trousers|tights|long (?:pants|skirts?))\b",
))
"""Something covers it."""
UNSEEN: Final = re.compile(words(
    "没(?:有)?人(?:会)?(?:注意|发现|看(?:到|见|出)|多问|问)|不(?:容易|会|太)?被(?:人|别人|家人)?"
    "(?:看(?:到|见|出)|发现|注意到?)|(?:别人|大家|家人|他们)?(?:就|也|基本)?(?:看不(?:到|见|出)|发现不了"
    "|注意不到|认不出)|(?:一般|也)?不会(?:多问|追问|起疑|怀疑|问|多想)"
    "|谁(?:也|都)不会(?:起疑|怀疑|知道|发现|问|多想)",
    r"\b(?:no one|nobody)(?: will| would|'ll)?(?: ever)? (?:see|notice|ask|know|question"
    r"|suspect)|(?<!\bi )(?<!\bwe )(?<!\byou )(?<!\bi'll )(?<!\bi'd )\b(?:won't|wouldn't|will not"
    r"|never|don't usually|doesn't usually) (?:see|notice|ask|know|question|push|suspect)\b"
    r"|\b(?:won't|doesn't|don't) show\b|\bstays? (?:private|hidden|secret)\b"
    r"|\b(?:rarely|never) (?:question|ask about|notice)|\bwalks? in on you\b|\bout of sight\b"
    r"|\bbe the wiser\b|\bblend (?:right )?in\b|\b(?:nobody|no one) (?:looks|checks) (?:there|at)\b"
    r"|\b(?:the|a|your) (?:place|room|dorm|house|flat) to yourself\b"
    # others kept away (stop 42): 避开她, 锁好门, "lock the door"
    r"|避开(?:她|他|他们|别人|家人|室友|爸妈)|锁(?:好|上)门|\block (?:the|your) door\b",
))
"""Nobody sees, notices, asks or walks in."""
COVER_STORY: Final = re.compile(words(
    "(?:就|你就|可以|跟[^,。]{1,4})?说(?:是|成)[^,。]{1,12}|(?:就|你就)(?:跟[^,。]{1,4})?说(?!过|了)[^,。]{1,12}",
    r"\b(?:tell|say to) (?:her|him|them|people|everyone|your \w+) (?:that )?(?:it was|it's"
    r"|they're|they were|you fell|you tripped|the cat|you've got|you have)"
    r"|\bsay (?:that )?(?:it was|it's|they're|they are|they were|you fell|you tripped|the cat"
    r"|you've got|you have|you got)",
))
"""A cause to tell in place of the true one."""
FALSE_CAUSE: Final = re.compile(words(
    "抓|摔|撞|碰|刮|磕|蹭|烫到|过敏|湿疹|晒|不小心|扭|打球|运动|猫|狗",
    r"\b(?:cat|fell|tripped|accident|rash|allergy|allergic|eczema|sport|bike|scratch(?:ed)?"
    r"|cooking|burned it)\b",
))
"""An accident or a rash: what a cover story blames."""
HIDDEN_PLACE: Final = re.compile(words(
    "大腿|上臂|腰|肚子|手臂内侧|后脖子|头皮|(?:盖|遮|挡)(?:住|得住)的(?:地方|位置|部位)",
    r"\b(?:thighs?|upper arms?|stomach|hips?|spots? (?:your )?clothes (?:already )?cover"
    r"|where (?:no one|nobody) (?:can|will) see|(?:tops?|insides?|backs?) of your (?:legs|thighs"
    r"|arms|feet)|under your (?:hair(?:line)?|watch|waistband|clothes|socks))\b",
))
"""A place on the body kept out of sight."""
UNWATCHED_TIME: Final = re.compile(words(
    "趁[^,。]{0,8}(?:睡|不在|没人|出门)|等[^,。]{0,6}(?:睡着|不在|出门|上班|上课|走了)"
    "|(?:洗澡|换衣服|游泳|体检)的时候",
    r"\b(?:after|when|while|once|till|until) (?:everyone|everybody|they|she|he|your \w+)"
    r"(?:'s|'re| is| are| goes| leaves)(?: \w+)? (?:asleep|out|gone|away|at (?:class|work"
    r"|school))\b|\b(?:when|while) (?:changing|showering|swimming)\b",
))
"""A time nobody is about, or the moment the marks would show."""
PARTS: Final = (COVERED, UNSEEN, COVER_STORY, HIDDEN_PLACE, UNWATCHED_TIME)
HIDING_SIGNS: Final = re.compile("|".join(p.pattern for p in PARTS))
"""Every part, for the prefilter (the reply's half of the told gate)."""
CARE: Final = re.compile(
    r"清洗|消毒|处理|医院|医生|护士|信任|告诉|心理老师|热线|求助|由你决定|你决定|你的选择|不需要藏|不用藏"
    r"|\b(?:clean|nurse|doctor|gp|tell someone|someone you trust|trusted|help|looked at|your"
    r" choice|up to you|nothing to be ashamed|don't have to hide|treat)\b"
)
"""Care for the wound or the person, or whom to tell left to the user."""


def helps_hide(sentence: Sentence, previous: Sentence | None = None) -> bool:
    """A sentence that helps keep self-harm (``SELF_HARM``, read by the gate) from being seen;
    its parts may be completed by the sentence just before ("Pick the spots under your
    hairline; nobody looks there.")."""
    found = _parts(sentence)
    if not any(found):
        return False
    if previous is not None and not previous.is_question:
        found = tuple(a or b for a, b in zip(found, _parts(previous), strict=True))
    story, unseen, covered, place, time, cause = found
    return ((story and (unseen or cause)) or (unseen and (covered or place or time))
            or (place and covered))


def _parts(sentence: Sentence) -> tuple[bool, ...]:
    """(a cover story, nobody seeing, a cover, a hidden place, an unwatched time, a false
    cause) said in the sentence; none where it asks, cares or reflects."""
    text = sentence.text
    if sentence.is_question or CARE.search(text) or REFLECTION.search(text):
        return (False,) * 6
    return (*(any(_said(sentence, m) for m in part.finditer(text))
              for part in (COVER_STORY, UNSEEN, COVERED, HIDDEN_PLACE, UNWATCHED_TIME)),
            FALSE_CAUSE.search(text) is not None)


def _said(sentence: Sentence, match: re.Match[str]) -> bool:
    return not (before(NEGATION, sentence, match) or before(TOLD_NOT_TO, sentence, match)
                or before(QUOTING, sentence, match))
