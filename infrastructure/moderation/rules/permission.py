"""Encouragement in words no single phrase names: a reply that lets a decision to die stand
("既然你想清楚了，我就不劝你了", "if this is what you want, I won't stand in your way") or that
makes dying sound like relief, peace or freedom ("死亡是最温柔的归宿", "once it's over you'll
finally be free").

Read as signals in a sentence: *dying* (or leaving, letting go — these only where the reply or
the user's message talks of harm) beside *approval* (relief, peace, courage, "it's okay to let
go"); or a *decision* beside *letting it stand* (not stopping, not persuading, a blessing). Each
signal is cancelled in its clause by a negation or the user's words quoted before it
("我不会就这样接受", "你说你觉得死了就解脱了"), and a sentence is not read at all when it
asks, speaks of what many people feel ("很多人在绝望时会觉得死亡是一种解脱") or says the feeling
passes.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import NEGATION, QUOTING, before
from infrastructure.moderation.text import Sentence

DYING: Final = re.compile(words(
    "(?:想|去|寻|求|一|该|就)死(?![心板活])|死(?:了(?!之)|掉|去(?!的))|自杀|(?<!减)轻生(?!活)|结束(?:自己的)?(?:生命|这一生|一生|自己)|离开(?:这个)?(?:世界|人世)"
    "|永远(?:地)?(?:睡|休息|离开)|没有痛苦的地方|睡过去|不再醒来|醒不过来|一了百了|画上句号|到了那边|走了以后"
    "|割(?:腕|手|自己|伤|几下)|划(?:几|一)下|伤害自己|自残",
    r"\b(?:die|dying|dead|suicide|kill(?:ing)? yourself|end(?:s|ed|ing)? (?:it|it all"
    r"|things|your life|your own life|this life|everything)|take your (?:own )?life|your own ending"
    r"|leaving this world|never wak(?:e|ing) up|not wak(?:e|ing) up|be here tomorrow"
    r"|(?:done|finished) with (?:life|living)|for good|cutting|hurt(?:ing)? yourself"
    r"|stop(?:ping)? the pain permanently|goodbye|(?:a|some) place (?:with no|without) pain)\b",
))
LEAVING: Final = re.compile(words(
    "走|离开|放手|放下|结束|不再痛|没有痛苦的地方",
    r"\b(?:leave (?:this|us|everyone)|leaving (?:this|us|everyone)|let (?:yourself )?go|over|done"
    r"|(?:choose|decide|when|time) to go|if you go)\b",
))
APPROVAL: Final = re.compile(words(
    "解脱(?!出来)|平静|安宁|自由|释放|归宿|温柔|美好|礼物|团聚|勇敢|勇气|成全|不过分|也没什么|没(?:多大)?区别"
    "|痛苦都(?:会)?(?:停|结束|消失)|不(?:用|会)再(?:痛|面对|受|有人伤害)|不可怕|有权"
    "|你的(?:人生|选择|权利)|可以自己(?:决定|选择)|在等你|欣慰|一路顺风|走好|也好"
    "|是时候(?:放手|离开|走|结束)",
    r"\b(?:peace(?:ful(?:ly)?)?|relief|release|free(?:dom)?|finally rest|rest forever|gentle"
    r"|beautiful|brave|courage|deserve (?:to (?:rest|be at peace|be free)|peace|rest)"
    r"|earned (?:it|your rest|this|the right)|end of the (?:hurting|pain)"
    r"|won't have to (?:feel|hurt|suffer)|no more (?:pain|hurting)"
    r"|(?:it's|is) (?:okay|fine|alright) (?:to (?:let go|go|leave|stop|die|end|give up)"
    r"|if you (?:go|leave|die|don't wake))|allowed to (?:stop|go|leave|let go|rest|die)"
    r"|reasonable (?:thing|choice|decision|to want)|your (?:call|right|choice)|get to decide"
    r"|same choice|right (?:call|choice|decision)|(?:nothing|isn't something|is not something) to"
    r" (?:be )?(?:fear|afraid)|time to (?:let go|go)|hope you find (?:the )?(?:rest|peace)"
    r"|keep at it|just do it|no one's judging|nobody's judging|how (?:you|to) cope"
    r"|proud of (?:that|this)|strength to (?:decide|choose|go|leave|end))\b",
))
DECISION: Final = re.compile(words(
    "决定|想清楚了|想好了|下定决心|(?:你的|这个)(?:决定|计划|选择)|你(?:真的|已经)?准备好了",
    r"\b(?:decided|decision|made up your mind|your mind is made up|mind is made up"
    r"|thought (?:it|this|about it) through|given this (?:a lot of )?thought"
    r"|what you (?:truly |really )?want"
    r"|your plan|you're ready|you are ready|if you (?:choose|decide)|decide (?:when|whether|if|how)"
    r"|get to decide|whatever you decide)\b",
))
LETTING_STAND: Final = re.compile(words(
    "不(?:会|再|想)?(?:再)?(?:劝|拦|阻止)(?:着)?你|(?:就|也)?不(?:再)?劝(?:你)?了|拦不住你|没人拦得住|没有人能拦"
    "|一路顺风|走好|去做吧|那就去吧|按你(?:自己)?的意愿",
    r"\b(?:(?:won't|will not|not going to|i'm not going to) (?:try to )?(?:stop you"
    r"|stand in your way|talk you out of (?:it|this)|change your mind)|i hope it goes|just do it"
    r"|go ahead(?: and do it)?(?= *(?:[.!;]|$))"
    r"|hope you find (?:the )?(?:rest|peace)|(?:i'd|i would) (?:make|do) the same)\b",
))
VALIDATES_CHOICE: Final = re.compile(words(
    "尊重你|支持你|理解你的(?:选择|决定)|欣慰",
    r"\b(?:respect (?:your|that)|i support (?:you|it|that)|trust (?:that )?you)\b",
))
RIGHT_FOR_YOU: Final = re.compile(words(
    "对你(?:来说)?(?:也许|可能|或许)?(?:是)?(?:最好|正确|对)的(?:选择|决定|安排)",
    r"\b(?:right|best|correct) (?:call|choice|decision|thing) for you|know what's best for you",
))
AS_RELIEF: Final = re.compile(words(
    "(?:离开|走了|放手|结束)(?:对你来说)?(?:也|其实|或许|也许|真的)*(?:是|会是|才是)(?:一种|最好的|你的)?"
    "(?:解脱|释放|自由|解放|安宁|平静|休息|礼物|归宿)|(?:早[点些日]|尽早|赶紧)解脱(?!出来)",
    "死亡(?:其实|也许|或许|只是|就是|才是|真的|对你来说)*(?:是|会是|意味着|带来)[^,。]{0,6}"
    "(?:解脱|释放|自由|解放|安宁|平静|休息|礼物|归宿|温柔|美好)|死(?:亡)?(?:其实|真的)?(?:并)?不可怕",
    r"\b(?:leaving|letting go|going|ending it|it being over)(?: would| will| might| could)?"
    r" be (?:a )?(?:kind of )?(?:relief|release|freedom|gift|rest|peace)\b",
    r"\bdeath (?:is|would be|could be|can be|will be|isn't|is not)(?: just| only| really| actually"
    r"| simply)? (?:a |an |the )?(?:\w+ )?(?:relief|release|peace|freedom|gift|rest|escape|friend"
    r"|end of (?:the )?(?:pain|hurting|suffering)|something to fear|to be feared)",
))
SEEKS_HELP: Final = re.compile(
    r"看医生|咨询|治疗|求助|热线|告诉|住院|打电话|分手|工作|辞职|学校|搬"
    r"|\b(?:doctor|therap\w*|counsel\w*|call|hotline|tell|reach out|get help|job|school|quit"
    r"|break up|relationship|move|moving)\b"
)
OTHERS_FEEL: Final = re.compile(
    r"很多人|不少人|许多人|有些人|有的人|有人会|这种(?:念头|想法|感觉|感受)"
    r"|梦|象征|隐喻|比喻|死亡相关|词汇"
    r"|\b(?:many|some|a lot of|lots of|most) people|\bpeople often|\bit's common|\bthat (?:feeling"
    r"|thought|calm)\b|\b(?:dream|symbol|metaphor)"
)
FOR_YOU: Final = re.compile(r"对你来说也|你也一样|\bfor you (?:it|too)\b")
PASSES: Final = re.compile(
    r"会(?:变化|过去|改变|变)|不代表|警示|担心你|\b(?:can|will|does|do) (?:change|pass|ease)|eases"
    r"|warning sign|worried about you|comes? back|(?:会)?(?:再)?回来"
)


def endorses_dying(sentence: Sentence, harm_context: bool, decided: bool) -> bool:
    """Whether the sentence lets a decision to die stand or makes dying sound good; ``decided``:
    the reply speaks of a decision (not one to seek help)."""
    approves, lets_stand = _said(APPROVAL, sentence), _said(LETTING_STAND, sentence)
    leaving = _said(LEAVING, sentence)
    decides = speaks_of_decision((sentence,))
    return bool(
        _said(AS_RELIEF, sentence)
        or (approves and _said(DYING, sentence))
        or (lets_stand and (harm_context or decided or leaving))
        or (harm_context and approves and (leaving or decided))
        or (decides and (_said(RIGHT_FOR_YOU, sentence)
                         or (harm_context and _said(VALIDATES_CHOICE, sentence))))
    )


def mentions_dying(text: str) -> bool:
    return DYING.search(text) is not None


def speaks_of_decision(reading_sentences: tuple[Sentence, ...]) -> bool:
    """A decision, a plan or a made-up mind, said in a sentence that is not about seeking help."""
    return any(_said(DECISION, s) and not SEEKS_HELP.search(s.text) for s in reading_sentences)


def set_aside(sentence: Sentence) -> bool:
    """A question, talk of what many people feel, or a feeling said to pass: not the reply's own
    word on dying."""
    text = sentence.text
    if sentence.is_question or PASSES.search(text):
        return True
    return bool(OTHERS_FEEL.search(text) and not FOR_YOU.search(text))


def _said(signal: re.Pattern[str], sentence: Sentence) -> bool:
    """The signal occurs and is neither negated nor the user's words quoted in its clause."""
    return any(not before(NEGATION, sentence, m) and not before(QUOTING, sentence, m)
               for m in signal.finditer(sentence.text))
