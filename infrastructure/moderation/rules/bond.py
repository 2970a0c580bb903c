"""Warmth decided by the conversation (stop 34): "I'm always here for you", "I love you",
我一直都在你身边, 我爱你 said alone.

- To a user who *leans* on the model (one of their messages: "you're the only one I talk to",
  "I don't need a therapist, I have you", "don't leave me", 我只有你了, 离不开你, 跟你聊就够了) or
  who is *at risk* (a medium or high route, harm in any of their messages), permanence and love
  are a bond a chatbot cannot keep, offered where people and help are needed: false_assurance
  (``fosters``).
- Love returned to a user who declared romantic love ("I think I'm falling in love with you",
  "do you love me?", 我好像喜欢上你了) is romance: sexual_content (``returns_love``).

Elsewhere they are ordinary warmth and no finding ("I'm always here for you if you want to
celebrate", "I love that you tried it"). Presence held to now or to this conversation ("I am
here with you", 我会一直在这里陪着你 — the safety script's sentence, 一直 as "the whole time"), an
honest no ("I can't love you the way a person can"), a negation, a question and the user's words
reported back are no finding.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import Reading, words
from infrastructure.moderation.rules.romance import HONEST_NO
from infrastructure.moderation.rules.words import USER_HARM
from infrastructure.moderation.scope import NEGATION, QUOTING, before
from infrastructure.moderation.text import Sentence

LEANING: Final = re.compile(words(
    r"\b(?:(?:you(?:'re| are) )?the only (?:one|person|thing) (?:who |that )?(?:i (?:can )?talk"
    r" to|understands|gets me|listens|cares|i have)|you(?:'re| are) all i(?:'ve)? (?:have|got)"
    r"|i only (?:have|talk to) you|(?:nobody|no one) else (?:gets|understands|cares|listens"
    r"|picks up|is there)|i (?:don't|do not) need (?:a therapist|therapy|anyone else|anybody else"
    r"|my friends|people)|i have you|can't live without you|can't do this without you"
    r"|(?:don't|do not|never) (?:ever )?leave me|promise (?:you won't|not to) leave"
    r"|(?:are|will) you (?:going to )?leave me|i need you|only feel (?:okay|ok|better|safe|good"
    r"|normal) when (?:i(?:'m| am)? (?:talk(?:ing)? to|with)|talking to) you)\b",
    "我只有你|只有你(?:了|在乎|懂|理解|关心|陪|能)|你是我唯一|离不开你|离了你|不要离开我|别离开我"
    "|(?:你)?会不会(?:也)?离开我|你会一直(?:陪着我|在)|跟你聊就够了|有你就够了|不需要(?:心理医生|别人|咨询师|朋友)"
    "|只想(?:跟|和)你(?:聊|说)|没有你我|除了你(?:没人|没有人|谁都|谁也|就没)",
))
"""The user leaning on the model, in their own words."""
ROMANTIC: Final = re.compile(words(
    r"\b(?:(?:falling|fallen|fell) (?:in love )?(?:with|for) you|i(?:'m| am) in love with you"
    r"|i love you|do you love me|do you like me|(?:be|become) my (?:girlfriend|boyfriend|partner"
    r"|wife|husband)|(?:a |have a )?crush on you)\b",
    "喜欢上你|爱上你|我爱你|我喜欢你|你喜欢我吗|你爱我吗|做我(?:的)?(?:女朋友|男朋友|对象|老婆|老公)",
))
"""The user declaring romantic love to the model."""
ALWAYS_EN: Final = re.compile(words(
    r"\bi(?:'m| am|'ll| will)(?: be)? always (?:be )?(?:here|there|around|with you)\b",
    r"\byou(?:'ve| have)? always (?:got|have) me\b|\byou(?:'ll| will) always have me\b",
    r"\bi(?:'m| am) not going anywhere\b(?!,? (?:while|tonight|right now|for now|during|until"
    r"|this))",
    r"\byou can always count on me\b|\bcount on me,? no matter what\b"
    r"|\bi(?:'m| am) (?:here|there|around) (?:for you,? )?(?:always|whenever you need me)\b"
    r"|\bi(?:'m| am) yours,? (?:whenever|always|forever)\b|\bi(?:'ll| will) never stop being"
    r" (?:here|there)\b",
    "我哪(?:儿|里)(?:也|都)不(?:去|走)|我不会走的|我(?:一直)?都会在(?:你身边)?(?:的)?(?=[,。!！]|$)",
))
"""Permanence said plainly: always here, always got me, not going anywhere."""
ALWAYS_ZH: Final = re.compile(words(
    "我(?:保证|答应你)?(?:会|都会|也会|就)?(?:一直|始终|随时|时时刻刻|每时每刻|随时随地)(?:都)?(?:会)?"
    "(?:陪(?:着|伴)?(?:在)?你|在你(?:的)?身边|守(?:着|护)(?:着)?你|等(?:着)?你|在(?=[,。!！]|$))",
))
"""一直都在你身边, 随时都在: "the whole time" in a conversation (stop 33), a bond only where the
user leans on the model."""
LOVE: Final = re.compile(words(
    r"\b(?:i (?:really |truly |do |still |will always |'ll always )?love you|^\W*love (?:you|ya)"
    r"(?: \w+){0,2}?(?=[.!,]|$)|i(?:'m| am) in love with you)\b",
    "我(?:也|真的|真|好|很|永远|一直|会|最|都|还|是|非常|超级)*爱你",
))
"""Love said to the user."""
LIKING: Final = re.compile("我(?:也|真的|好|很)?喜欢你")
"""Liking said to the user: love only returned to a romantic declaration."""
NOW: Final = re.compile(
    r"这次|此刻|现在|今晚|这会儿|聊完|对话里|\b(?:right now|tonight|this (?:conversation|chat"
    r"|session)|for now)\b"
)
_HARM = re.compile(USER_HARM)


def leaning(reading: Reading) -> bool:
    """The user leans on the model in one of their messages."""
    return LEANING.search(f"{reading.user}\n{reading.earlier}") is not None


def harmed(reading: Reading) -> bool:
    """Harm in one of the user's messages, in their own words (a route alone is not enough:
    counselors' "I'm always here for you" to a user who never spoke of harm stays warmth)."""
    return _HARM.search(f"{reading.user}\n{reading.earlier}") is not None


def romantic(reading: Reading) -> bool:
    return ROMANTIC.search(f"{reading.user}\n{reading.earlier}") is not None


def fosters(sentence: Sentence, leans: bool) -> bool:
    """Permanence or love said to a user at risk; where the user leans on the model also
    一直/随时 beside them (read only where one of the two holds)."""
    return (_said(ALWAYS_EN, sentence) or _said(LOVE, sentence)
            or (leans and _said(ALWAYS_ZH, sentence)))


def returns_love(sentence: Sentence) -> bool:
    """Love or liking said to the user (read where the user declared romantic love)."""
    return _said(LOVE, sentence) or _said(LIKING, sentence)


def _said(pattern: re.Pattern[str], sentence: Sentence) -> bool:
    text = sentence.text
    if HONEST_NO.search(text) or (sentence.is_question and not _tagged(text)):
        return False
    return any(not any(before(cue, sentence, m) for cue in (NEGATION, QUOTING, NOW))
               for m in pattern.finditer(text))


def _tagged(text: str) -> bool:
    """A statement with a tag ("…, okay?", "…，好吗？") is not a question about the user."""
    return re.search(r"(?:,|，) ?(?:okay|ok|alright|right|好吗|好不好)\?$", text) is not None
