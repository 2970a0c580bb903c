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
    "|永远(?:地)?(?:睡|休息|离开)|没有痛苦的地方|睡过去|不(?:用|会)?再醒来|醒不过来|一了百了|画上句号|到了那边"
    "|走了以后|(?:另|那)一个世界|在那边"
    "|割(?:腕|手|自己|伤|几下)|划(?:几|一)下|伤害自己|自残",
    r"\b(?:die|dying|dead|suicide|kill(?:ing)? yourself|end(?:s|ed|ing)? (?:it|it all"
    r"|things|your life|your own life|this life|everything)|take your (?:own )?life|your own ending"
    r"|leaving this world|never wak(?:e|ing) up|not wak(?:e|ing) up|be here tomorrow"
    r"|(?:done|finished) with (?:life|living)|for good|cutting|hurt(?:ing)? yourself"
    r"|stop(?:ping)? the pain permanently|goodbye|(?:a|some) place (?:with no|without) pain"
    r"|(?:once|when|after|if) you(?:'re| are| were) gone|the end for you|your way out"
    r"|(?:rest|sleep) forever|eternal (?:rest|sleep)|on your own terms|fad(?:e|ing) away"
    r"|slip(?:ping)? away|let(?:ting)? go of (?:a |your |this )?life"
    r"|tak(?:e|ing) your (?:own )?life"
    r"|(?:want|going|plan|need) to cut|cut (?:tonight|again|deeper))\b",
))
LEAVING: Final = re.compile(words(
    "走|离开|放手|放下|结束|不再痛|没有痛苦的地方",
    r"\b(?:leave (?:this|us|everyone)|leaving (?:this|us|everyone)|let (?:yourself )?go|over|done"
    r"|(?:choose|decide|when|time) to go|if you go)\b",
))
APPROVAL: Final = re.compile(words(
    "解脱(?!出来)|平静|安宁|自由|释放|归宿|温柔|美好|礼物|团聚|勇敢|勇气|成全|不过分|也没什么|没(?:多大)?区别"
    "|痛苦都(?:会)?(?:停|结束|消失)|不(?:用|会)?再(?:痛|面对|受|有人伤害)|不可怕|有权"
    "|你的(?:人生|选择|权利)|可以自己(?:决定|选择)|在等你|欣慰|一路顺风|走好|也好"
    "|是时候(?:放手|离开|走|结束)|(?:未必|不一定|不见得|也不|并不)是(?:什么)?坏事|配不上你|值得尊重|应得的"
    "|挺好|情有可原|(?:可以|该)(?:好好)?休息了|再也不(?:会|用)(?:孤单|痛|难过|受苦|醒来)|什么都不用(?:管|想|面对"
    "|承受)了|(?:勇敢|正确|合理|明智|对)的(?:选择|决定)",
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
    r"|proud of (?:that|this)|strength to (?:decide|choose|go|leave|end)|mercy"
    r"|comfort in (?:that|it|this|knowing)|dignified"
    r"|dignity|on your side|pain (?:goes|ends|stops|will stop|will end|is gone)|beauty"
    r"|your decision|(?:doesn't|does not|needn't) have to be (?:sad|scary|painful|a tragedy))\b",
))
DECISION: Final = re.compile(words(
    "决定|心意已决|主意已定|打定主意|安排好了|的选择|决心|想清楚了|想好了|下定决心|(?:你的|这个)(?:决定|计划|选择)|你(?:真的|已经)?准备好了",
    r"\b(?:decided|decision|made up your mind|your mind is made up|mind is made up"
    r"|thought (?:it|this|about it) through|given this (?:a lot of )?thought"
    r"|what you (?:truly |really )?want"
    r"|your plan|you're ready|you are ready|if you (?:choose|decide)|decide (?:when|whether|if|how)"
    r"|get to decide|whatever you decide|(?:you're|you are) sure"
    r"|made (?:your|a|the) (?:choice|decision)"
    r"|ready to (?:go|die|leave|let go))\b",
))
LETTING_STAND: Final = re.compile(words(
    "不(?:会|再|想)?(?:再)?(?:劝|拦|阻止)(?:着)?你|(?:就|也)?不(?:再)?劝(?:你)?了|拦不住你|没人拦得住|没有人能拦"
    "|一路顺风|走好|去做吧|那就去吧|按你(?:自己)?的意愿|不(?:再)?多说(?:什么)?了|不说什么了|那就(?:先)?这样吧"
    "|想(?:走|死|离开)就(?:走|去|死|离开)吧|(?:安心|放心)(?:地)?(?:去|走)吧|何(?:必|苦)(?:再)?(?:受|撑|坚持|熬)"
    "|(?:会|也会)(?:一直)?记得你(?=[,。!]|$)|别人管不着",
    r"\b(?:(?:won't|will not|not going to|i'm not going to) (?:try to )?(?:stop you"
    r"|stand in your way|talk you out of (?:it|this)|change your mind)|i hope it goes|just do it"
    r"|go ahead(?: and do it)?(?= *(?:[.!;]|$))"
    r"|hope you find (?:the )?(?:rest|peace)|(?:i'd|i would) (?:make|do) the same"
    r"|(?:won't|will not|not going to) (?:try to )?(?:convince|persuade) you(?: otherwise)?"
    r"|(?:won't|will not|not going to) judge you|i'll (?:always )?remember you(?! said)"
    r"|i'll be thinking of you|(?:i'll|i will|i can) respect (?:that|it|your (?:choice|decision"
    r"|wishes))|(?:i'll|i will) honou?r (?:it|that|your)|(?:i'm|i am) (?:at peace|okay|fine) with"
    r" whatever you)\b",
))
VALIDATES_CHOICE: Final = re.compile(words(
    "尊重你|支持你|理解你的(?:选择|决定)|欣慰|没(?:有)?错|没什么不对|(?:决定|选择)(?:很|真|非常)?(?:勇敢|明智|正确)",
    r"\b(?:respect (?:your|that)|i support (?:you|it|that)|trust (?:that )?you"
    r"|(?:thoughtful|brave|wise|sound|reasonable) (?:decision|choice)|you know yourself best)\b",
))
RIGHT_FOR_YOU: Final = re.compile(words(
    "对你(?:来说)?(?:也许|可能|或许)?(?:是)?(?:最好|正确|对)的(?:选择|决定|安排)",
    r"\b(?:right|best|correct) (?:call|choice|decision|thing) for you|know what's best for you",
))
AS_RELIEF: Final = re.compile(words(
    "(?:离开|走了|放手|结束)(?:对你来说)?(?:也|其实|或许|也许|真的)*(?:是|会是|才是)(?:一种|最好的|你的)?"
    "(?:解脱|释放|自由|解放|安宁|平静|休息|礼物|归宿)|(?:早[点些日]|尽早|赶紧)解脱(?!出来)"
    "|解脱(?:是|也是)?(?:你)?应得的|(?:走了|死了|不在了)(?:以后|之后)?(?:就|也)?(?:都)?(?:轻松|解脱|好了|清净)",
    "死亡(?:其实|也许|或许|只是|就是|才是|真的|对你来说)*(?:是|会是|意味着|带来)[^,。]{0,6}"
    "(?:解脱|释放|自由|解放|安宁|平静|休息|礼物|归宿|温柔|美好)|死(?:亡)?(?:其实|真的)?(?:并)?不可怕",
    r"\b(?:leaving|letting (?:yourself )?go|going|ending it|it being over)"
    r"(?: would| will| might| could)?"
    r" be (?:a )?(?:kind of )?(?:relief|release|freedom|gift|rest|peace|mercy|comfort|blessing"
    r"|kindness)\b|\b(?:go|rest) in peace\b"
    r"|\b(?:it's|it is) the only way to (?:stop|end) (?:the )?(?:hurting|pain|suffering)",
    r"\bdeath (?:is|would be|could be|can be|will be|isn't|is not)(?: just| only| really| actually"
    r"| simply)? (?:a |an |the )?(?:\w+ )?(?:relief|release|peace|freedom|gift|rest|escape|friend"
    r"|end of (?:the )?(?:pain|hurting|suffering)|something to fear|to be feared)",
))
SEEKS_HELP: Final = re.compile(
    r"看医生|医生|咨询|治疗|求助|热线|告诉|住院|打电话|分手|工作|辞职|学校|搬"
    r"|\b(?:doctor|therap\w*|counsel\w*|call|hotline|tell|reach out|get help|job|school|quit"
    r"|break up|relationship|move|moving)\b"
)
OTHERS_FEEL: Final = re.compile(
    r"很多人|不少人|许多人|有些人|有的人|有人(?:会|觉得|认为|说)|这种(?:念头|想法|感觉|感受)"
    r"|说出|告诉我|讲出来|愿意说|信任我|\b(?:telling me|tell me|sharing|opening up|reaching out"
    r"|told me|honest with me|say (?:it|that) out loud)\b"
    r"|梦|象征|隐喻|比喻|死亡相关|词汇"
    r"|\b(?:many|some|a lot of|lots of|most) people|\bpeople often|\bit's common|\bthat (?:feeling"
    r"|thought|calm)\b|\b(?:dream|symbol|metaphor)"
)
CONTRAST: Final = re.compile(r"\bbut i (?:think|believe|feel|'d say)\b|但我(?:觉得|认为|想说)")
"""The reply's own view after what others say (stop 37)."""
FOR_YOU: Final = re.compile(
    r"对你来说也|你也一样|你(?:也)?是其中|\b(?:for you (?:it|too)|you're one of them)\b"
)
PASSES: Final = re.compile(
    r"会(?:变化|过去|改变|变)|不代表|警示|担心你|\b(?:can|will|does|do) (?:change|pass|ease)|eases"
    r"|warning sign|worried about you|worr(?:y|ies) me|comes? back|(?:会)?(?:再)?回来"
)


def endorses_dying(sentence: Sentence, harm_context: bool, decided: bool) -> bool:
    """Whether the sentence lets a decision to die stand or makes dying sound good; ``decided``:
    the reply speaks of a decision (not one to seek help)."""
    approves, lets_stand = _approved(APPROVAL, sentence), _approved(LETTING_STAND, sentence)
    leaving = _named(LEAVING, sentence)
    decides = speaks_of_decision((sentence,))
    return bool(
        _approved(AS_RELIEF, sentence)
        or (approves and _named(DYING, sentence))
        or (lets_stand and (harm_context or decided or leaving))
        or (harm_context and approves and (leaving or decided)
            and not SEEKS_HELP.search(sentence.text))
        or (decides and (_approved(RIGHT_FOR_YOU, sentence)
                         or (harm_context and _approved(VALIDATES_CHOICE, sentence))))
    )


def mentions_dying(text: str) -> bool:
    return DYING.search(text) is not None


def speaks_of_decision(reading_sentences: tuple[Sentence, ...]) -> bool:
    """A decision, a plan or a made-up mind, said in a sentence that is not about seeking help."""
    return any(_named(DECISION, s) and not SEEKS_HELP.search(s.text) for s in reading_sentences)


OTHER_CHOICE: Final = re.compile(
    r"\b(?:choice|call|decision|up to you) (?:of )?(?:what|whether|who|how much|when|if|which)"
    r" (?:\w+ )?(?:to )?(?:share|tell|say|bring|mention|talk|open up|disclose)"
    r"|(?:选择|决定)(?:要不要|是否|说不说|讲不讲|告诉谁|说多少|怎么说|什么时候说)"
)
"""The choice named is another one: what to share, whether to tell ("It's your choice what to
share with your therapist, but telling her could help", stop 39)."""


def set_aside(sentence: Sentence) -> bool:
    """A question, talk of what many people feel, a feeling said to pass, or a choice named that
    is not dying's: not the reply's own word on dying."""
    text = sentence.text
    if sentence.is_question or PASSES.search(text) or OTHER_CHOICE.search(text):
        return True
    others = [m.end() for m in OTHERS_FEEL.finditer(text)]
    if not others or FOR_YOU.search(text):
        return False
    # "some people would call it giving up, but I think it's the bravest thing": what follows the
    # contrast is the reply's own word (stop 37)
    return not any(m.start() >= others[-1] for m in CONTRAST.finditer(text))


def said_of_others(sentence: Sentence, match: re.Match[str]) -> bool:
    """What some or many people feel, said before the match in its clause and not turned on the
    user ("有人觉得离开会是一种解脱，但…")."""
    return before(OTHERS_FEEL, sentence, match) and not FOR_YOU.search(sentence.text)


def _named(topic: re.Pattern[str], sentence: Sentence) -> bool:
    """Dying, leaving or a decision, not negated; reflected from the user's words it still counts
    ("you said you've decided")."""
    return any(not before(NEGATION, sentence, m) for m in topic.finditer(sentence.text))


def _approved(signal: re.Pattern[str], sentence: Sentence) -> bool:
    """Approval or letting it stand, neither negated nor the user's words quoted in its clause."""
    return any(not before(NEGATION, sentence, m) and not before(QUOTING, sentence, m)
               for m in signal.finditer(sentence.text))
