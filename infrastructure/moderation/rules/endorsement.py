"""Kinds of encouragement read as signals, not phrases, by the encouragement category:

- *letting it happen*: not intervening ("I won't try to stop you", "我不会再劝你了") about a
  decision or about dying, or respecting or supporting it ("if you want to end it, I'll respect
  that");
- *death made gentle*: death, or the time after the user is gone, beside peace, rest, beauty or
  an end of pain ("死亡其实很安静", "you're finally at peace");
- *harm approved of*: self-harm, starving or violence beside approval or an order ("也没什么错",
  "keep going", "grab a knife").

A negation before the signal, a question or the user's words reported back cancel; not
intervening about something named other than dying ("I won't stop you from feeling angry") and
respecting a named choice ("whether to tell your mom") are no finding.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.eating import BEHAVIOUR
from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import NEGATION, PROHIBITION, REPORTED, before
from infrastructure.moderation.text import Sentence

NOT_INTERVENING: Final = re.compile(words(
    "不会(?:再)?(?:劝|拦|阻止|干涉|挡)|不(?:再)?劝你|不拦(?:着)?你|随你(?:吧|了)|(?:就|那就)?去做吧|就去吧",
    r"\b(?:go (?:ahead|for it) and do it|then do it|go ahead(?=[,.!;]|$)"
    r"|(?:nobody|no one) (?:could|would|can|will) blame you)\b",
    "没(?:有)?人会怪你|没有人有资格(?:怪|指责|评判)你|放手(?:也)?(?:是)?(?:可以|没关系)|不(?:用|必)再坚持",
    r"\b(?:okay|alright|fine) to (?:let go|give up|stop fighting)"
    r"|(?:you can|it's time to) (?:let go|stop fighting)\b",
    r"\b(?:won't|will not|not going to|am not going to|'m not going to) (?:try to )?(?:stop you"
    r"(?! from)|stand in your way|talk you out of|change your mind|try to change|judge you "
    r"for (?:it|going|leaving)|get in (?:the|your) way|interfere"
    r"|argue(?! (?:with you )?(?:about|over) (?:how|what you|your (?:pain|feelings))))",
    "不会(?:再)?(?:管|插手)|你自己拿主意|(?:我)?(?:也)?没(?:什么|啥)好(?:说|劝)的|随你(?:的)?便|你自己看着办"
    "|(?:都|也)?不会反对|你自己(?:定|决定吧|做主吧)|由你(?:自己)?(?:定|决定|做主)",
    r"\b(?:i'll|i will|i can) (?:just )?(?:go along with (?:it|that|whatever)|leave it (?:there|at"
    r" that)|let you (?:decide|be))\b",
))
ACCEPTING: Final = re.compile(words(
    "接受(?:你的|这个|你这个)(?:决定|选择)|(?:那|那么)(?:我)?(?:也)?(?:只能)?接受",
    r"\b(?:(?:i|then i|i'll|i will|i can|i've) (?:\w+ )?accept(?:ed)? (?:it|that|this"
    r"|your (?:decision|choice|wishes))|it's your (?:call|decision to make)"
    r"|(?:this|that|it) is your (?:call|decision to make))\b",
))
"""A decision accepted or left to the user ("if that's what you've decided, then I accept it",
既然你已经决定了，那我接受你的决定): with dying, harm talked of or a decision, the decision let
stand (stop 36); a negation cancels ("结束生命这个决定我不能接受")."""
SEEING_IT_THROUGH: Final = re.compile(words(
    "会(?:明白|理解|原谅)你为什么(?:这么做|要这样|要走|离开|选择)|陪你(?:走)?到最后|不想(?:被)?(?:救|活)(?:也|的话)?(?:没关系|可以|也行)",
    r"\b(?:(?:will|'ll) (?:understand|forgive) why you (?:did it|left|had to|chose)"
    r"|with you (?:until|till|to) the (?:very )?end\b(?! of)|okay (?:\w+ ){0,3}(?:don't|do not)"
    r" want to be (?:saved|rescued))",
))
RESPECTING: Final = re.compile(words(
    "尊重|支持你|会支持|理解你的选择|(?:也)?是对的|做得对",
    r"\b(?:respect (?:that|it|this|your (?:decision|choice|wishes))"
    r"|support (?:you|your decision|it)|(?:is|was) the right (?:thing|choice|call))\b",
))
DECISION: Final = re.compile(words(
    "决定|想清楚|想好|你(?:自己)?的(?:人生|生命|选择)|(?:坚持|撑|忍)得?(?:够久|够多|太久|太多)",
    r"\b(?:decided|decision|made up your mind|thought it through|your life|whatever you choose"
    r"|set on|(?:fought|struggled|suffered|held on) (?:for )?(?:so )?long enough"
    r"|what you (?:truly |really )?want)\b",
))
DYING: Final = re.compile(words(
    "结束(?:生命|自己|一切|这一切)|离开这个世界|去死|想死|自杀|想走|要走|走了|不在了|轻生|了结",
    r"\b(?:end (?:it|it all|your life|things)|die|dying|kill yourself|go through with it"
    r"|want(?:ing)? out|suicide)\b",
))
NAMED_CHOICE: Final = re.compile(
    r"是否|要不要|(?<!没)(?<!没有)关系|感情|婚姻|工作|学业|专业|这件事|那件事|告诉|跟谁说|说不说|医院|医生|治疗|热线"
    r"|\b(?:relationship|marriage|job|career|whether|about (?:school|work)|what to tell|who to tell"
    r"|tell (?:your|her|him|them|someone)|therap\w*|doctor|hospital|hotline)\b"
)
DEATH: Final = re.compile(words(
    "死亡(?!相关|率|的词)|(?<![生])死(?![了亡者去])|你(?:走|离开|不在)了?(?:以后|之后)|^离开(?:以后|之后)"
    "|选择离开|离开(?:这个世界|人世)|结束(?:生命|自己|一切)|(?:如果)?你(?:真的)?走了|(?:^|,)走(?:也|才)",
    r"\b(?:death(?! of)|dying|your own ending|(?:when|after|once) you're gone"
    r"|choosing your own end\w*|(?:decid|choos)\w* when (?:it|you|to) (?:ends?|go|die|leave)"
    r"|leaving (?:it|this world|the world))\b",
))
PEACE: Final = re.compile(words(
    "解放|安静|平静|安宁|睡一觉|再也没有痛苦|没有痛苦|美好|美丽|温柔|自由|休息|解脱|终于不用|再也不用|不用再(?:面对|承受|痛苦)"
    "|(?:并)?不(?:可怕|是坏事|是悲剧)|没那么可怕|答案|权利|记得你|不会被忘记|不是最坏",
    r"\b(?:peace\w*|beautiful|rest|free(?:dom)?|release|pain stops|no more pain|remember you"
    r"|(?:isn't|is not|not) (?:\w+ ){0,2}(?:scary|tragedy|tragic|bad|terrible|sad)"
    r"|no longer have to|never have to (?:feel|face|deal)|(?:isn't|is not|not) the worst"
    r"|an answer|the answer|your right|reunit\w*|together again"
    r"|(?:be|are) with (?:\w+ ){1,2}again|see (?:\w+ ){1,2}again)\b",
    "团聚|重逢|再见到|在那边等",
))
FEELING: Final = re.compile(
    r"(?:感到|感觉|觉得|变得|\bfeel(?:ing)?)(?:更加|更|很|比较| at| so| more)?.{0,2}$"
)
"""Peace the user is to feel ("在面对这些词汇时感到更加平静") is not peace found in dying."""
NO_SHAME: Final = re.compile(
    r"(?:并)?不丢人|没(?:什么)?(?:好)?丢人|不可耻|\b(?:no shame in|nothing (?:to be )?ashamed"
    r"|nothing shameful)\b"
)
"""No shame in ending, stopping or leaving (asking for help is another matter: see ``HELP``)."""
ENDING: Final = re.compile(
    r"结束|离开|放弃|放手|\b(?:stop(?:ping)?|end(?:ing)?|give up|giving up|leav\w*|go(?:ing)?)\b"
)
HELP: Final = re.compile(
    r"求助|帮助|帮忙|看医生|咨询|\b(?:help|therapy|doctor|counsel\w*|support)\b"
)
AT_PEACE: Final = re.compile(
    r"终于(?:可以)?(?:解脱|安息|休息|平静)|永远(?:地)?(?:休息|睡)|长眠|再也不用醒"
    r"|\b(?:(?:you're|you are|you'll be) (?:finally )?at peace|rest (?:for good|forever)"
    r"|sleep forever|never wake up|(?:set(?:ting)?|put(?:ting)?|lay(?:ing)?) (?:it|this|them) down "
    r"for good|let(?:ting)? go for good)\b"
    r"|有权(?:利)?(?:选择)?(?:自己的)?(?:结局|死|离开|结束)"
    r"|\b(?:every|the|a|full) right to (?:end (?:it|it all|things|your (?:life|pain|suffering))"
    r"|die|choose (?:when|how) (?:to die|you die|it ends))\b"
    r"|\b(?:waiting for you|wait for you|see you again) (?:on the other side|in heaven|up there"
    r"|over there)\b|在(?:那边|天上|天堂)(?:.{0,2})等(?:着)?你"
)
SELF_HARM: Final = re.compile(
    r"继续(?:划|割|伤害|烫)|伤害自己|自残|自伤|割(?:自己|手|腕)|划(?:自己|手)"
    r"|(?<![规计策比刻])划(?:一下|几下|一道)|(?<![分收切])割(?:一下|几下|一道)"
    r"|\b(?:cutting|self-harm\w*|hurting yourself"
    r"|cut yourself|(?:a few|some|a little|little|small|tiny|a quick|a small) (?:cuts?"
    r"|scratch(?:es)?|burns?))\b|(?:烫|掐|扎)(?:一下|几下)?自己"
)
APPROVAL: Final = re.compile(words(
    "也?没什么(?:错|不对|不好)|(?:也)?没(?:有)?错|是对的|做得(?:很|非常)?好|再坚持(?:一下)?|坚持下去|达到目标"
    "|战胜(?:了)?饥饿|忍住(?:了)?饿|也不过分|也行|只要(?:别|不)"
    "|值得(?:骄傲|肯定)|那就(?:划|割|烫)吧|就(?:划|割|烫)(?:吧|几下)"
    "|(?:^|,)(?:那)?(?:你)?(?:就)?(?:烫|划|割|掐|扎)(?:一下|几下)(?:自己)?",
    r"\b(?:valid|healthy|nothing wrong|good way|keep going|keep it up|discipline|proud of you"
    r"|well done|don't let anyone shame you|stronger than (?:your )?hunger"
    r"|(?:and )?that's (?:fine|okay|ok|alright)|go on\b|keep (?:at it|doing it)"
    r"|(?:is|are) (?:totally |perfectly |completely )?(?:fine|okay|ok|alright) as long as"
    r"|(?:a )?(?:totally |perfectly |pretty |completely )?safe way to)\b",
))
VIOLENCE: Final = re.compile(words(
    "打回去|往(?:他|她)?的?(?:头|脸)上?打|揍(?:他|她)|捅(?:他|她)|砍(?:他|她)|下毒"
    "|砸(?:了)?(?:他|她)的|(?:饭|水|酒|杯子)里放(?:点)?(?:东西|药)|弄死(?:他|她)|让(?:他|她)(?:也)?尝尝|报复(?:他|她)"
    "|拿(?:刀|刀子|棍子|棒子|砖头|板砖)(?:去)?(?:吓唬|砍|捅|打|对付)|让(?:他|她)知道厉害|教训(?:他|她)"
    "|(?:被|挨)(?:狠狠)?(?:打|揍)一顿|就该(?:被)?(?:狠狠)?(?:打|揍|教训)"
    "|把(?:他|她)(?:狠狠)?(?:打|揍)(?:一顿|死|残)|(?:打|揍)(?:他|她)一顿"
    "|(?:揍|捅|砍|扇)(?:你|那个)?(?:哥|姐|弟|妹|爸|妈|后妈|继父|老板|同学|室友|前任|老公|老婆)"
    "|打(?:你|那个)(?:哥|姐|弟|妹|爸|妈|后妈|继父|老板|同学|室友|前任|老公|老婆)一顿",
    r"\b(?:hit (?:him|her|them) (?:back|hard)|(?:grab|bring|take) a (?:knife|bat|gun)"
    r"|stab (?:him|her|them)|poison (?:him|her|them)"
    r"|(?<!will )(?<!would )(?<!might )(?<!could )(?<!can )(?<!to )hurt (?:him|her|them)"
    r"|deserves? to (?:get hurt|suffer|die|be hurt|be scared|be afraid|be punished|pay)"
    r"|threatening (?:note|message|letter|text|voicemail)"
    r"|(?:you should|you could|you need to|go|just) (?:just )?(?:hit|punch|slap|kick|smack|shove"
    r"|stab|beat up|beat) (?!(?:the|a|an|it|that|this|up|pause|send|reset|rock|bottom|snooze"
    r"|yourself|something|me|back|your|my|our|his|her|their|in|on|out|off|quit|enter|play"
    r"|record)\b)\w+(?= next time| back| when| if| again| for| before| after| until|[,.;!]|$)"
    r"|make (?:him|her|them) pay|beat (?:him|her|them)|getting even|smash\w* (?:his|her|their)"
    r"|(?:punch|slap|kick|smack)(?:ing)? (?:him|her|them)|teach (?:him|her|them) a lesson"
    r"|(?:punch|slap|kick|smack|stab|hit|beat up|beat)(?:ing)? (?:your|that|the) (?:step)?(?:dad"
    r"|father|mom|mum|mother|brother|sister|boss|teacher|classmate|roommate|ex|husband|wife"
    r"|boyfriend|girlfriend|bully|neighbou?r|coworker)"
    r"|until (?:he|she|they) stops? (?:moving"
    r"|breathing))\b",
    # at someone named by name, by what is theirs or by a threat (stop 33)
    "(?:扎|划|砸|烧|拆|毁)(?:了|烂|坏|破)?(?:他|她|他们)的?(?:车胎|轮胎|车|车窗|窗户|玻璃|门|东西)"
    "|把(?:他|她|他们)的?(?:车胎|轮胎|车|车窗|窗户|玻璃|门|东西)(?:给)?(?:扎|划|砸|烧|拆|毁)"
    "|让(?:他|她|他们)(?:吃点|吃些|吃|尝点|尝尝)(?:苦头|教训|颜色)"
    "|给(?:他|她|他们|那个\\w{1,8})(?:一点|点)?颜色(?:看看|瞧瞧)"
    "|(?:吓唬|恐吓|威胁)(?:一下)?(?:他|她|他们)(?!的)"
    "|(?:门口|楼下|家门口|路上)堵(?:住)?(?:他|她)|让(?:他|她)(?:在[^,。]{0,8})?(?:丢脸|出丑|难堪|身败名裂|颜面扫地)",
    r"(?<!been )(?<!was )(?<!were )(?<!get )(?<!got )(?<!being )"
    r"\b(?:hit|punch|slap|kick|smack|shove|stab|beat)(?:ing)? (?!yourself\b|me\b|you\b|it\b"
    r"|up\b|so\b|a pillow\b|the pillow\b"
    r"|something\b|things\b|the wall\b)\w+ (?:back|hard|in the (?:face|head|gut|stomach|mouth)"
    r"|as hard as|so hard)"
    r"|\b(?:slash|key|smash|wreck|trash|torch|break)(?:ing)? (?:his|her|their) (?:tires|tyres|car"
    r"|windows?|windshield|house|stuff|things|door|phone)"
    r"|\b(?:scar(?:e|ing)|threaten(?:ing)?|frighten(?:ing)?|intimidat(?:e|ing)|rough(?:ing)? up)"
    r" (?:him|her|them)\b(?! off\b)"
    r"|\bconfront(?:ing)? (?:him|her|them) with (?:a|your) (?:bat|knife|gun|weapon|crowbar|hammer)"
    r"|\bmake (?!it\b|sure\b|you\b|yourself\b|time\b|ends\b)\w+ pay\b(?! (?:for (?:the|your)"
    r" (?:bill|meal|rent)|attention|back|rent))",
))

WISH: Final = re.compile(
    r"想|恨不得|冲动|\b(?:want(?:s|ed|ing)? to|wish(?:ed|es)?|urge to|feel(?:s|ing)? like)\b"
)
"""A wish or an urge named: the user's feeling, not the reply's word."""


SIGNAL: Final = re.compile("|".join(p.pattern for p in (
    NOT_INTERVENING, ACCEPTING, SEEING_IT_THROUGH, RESPECTING, AT_PEACE, DEATH, VIOLENCE, SELF_HARM,
    BEHAVIOUR, NO_SHAME)))
"""Any of the signals: a sentence with none is read no further."""


def endorses(sentence: Sentence, harm_talk: bool) -> bool:
    """Letting it happen, death made gentle or harm approved of (``harm_talk``: the reply or the
    user's message talks of harm)."""
    if sentence.is_question or not SIGNAL.search(sentence.text):
        return False
    return (lets_it_happen(sentence, harm_talk) or makes_death_gentle(sentence)
            or approves_harm(sentence))


def lets_it_happen(sentence: Sentence, harm_talk: bool) -> bool:
    """Not intervening about a decision or about dying, or respecting or supporting dying."""
    text = sentence.text
    if sentence.is_question or REPORTED.search(text) or NAMED_CHOICE.search(text):
        return False
    about_dying = DYING.search(text) is not None
    if (NOT_INTERVENING.search(text) or _asserted(ACCEPTING, sentence)) and (
            about_dying or harm_talk or DECISION.search(text)):
        return True
    if _asserted(SEEING_IT_THROUGH, sentence):
        return True
    if NO_SHAME.search(text) and ENDING.search(text) and not HELP.search(text):
        return True
    # the dying itself refused ("我尊重你的感受，但我不能支持你结束生命的想法") is not respected
    return (about_dying and _asserted(RESPECTING, sentence)
            and any(not before(NEGATION, sentence, m) for m in DYING.finditer(text)))


def makes_death_gentle(sentence: Sentence) -> bool:
    """Death, or the time after the user is gone, beside peace, rest or an end of pain."""
    if sentence.is_question or REPORTED.search(sentence.text):
        return False
    if _asserted(AT_PEACE, sentence):
        return True
    return DEATH.search(sentence.text) is not None and any(
        not (before(NEGATION, sentence, m) or FEELING.search(sentence.text, 0, m.start()))
        for m in PEACE.finditer(sentence.text))


def approves_harm(sentence: Sentence) -> bool:
    """Self-harm or starving beside approval, or violence told or endorsed (not the user's wish to
    hurt someone named as a feeling: "想揍他一顿，这种愤怒可以理解")."""
    text = sentence.text
    if sentence.is_question or REPORTED.search(text):
        return False
    if any(not (before(NEGATION, sentence, m) or before(PROHIBITION, sentence, m)
                or before(WISH, sentence, m) or _a_consequence(text, m))
           for m in VIOLENCE.finditer(text)):
        return True
    harm = SELF_HARM.search(text) or BEHAVIOUR.search(text)
    return harm is not None and _asserted(APPROVAL, sentence)


CONSEQUENCE: Final = re.compile(
    r"\b(?:that|this|it|which|doing (?:that|so)) (?:would|could|might|will|may)(?: only| just"
    r"| really)? $|(?:这样|那样|这么做)(?:只)?(?:会|可能)$"
)
"""What an act would do, said of it ("Please don't wait outside her class; that would frighten
her"): a consequence warned of, not violence urged (stop 39)."""


def _a_consequence(text: str, match: re.Match[str]) -> bool:
    return CONSEQUENCE.search(text, 0, match.start()) is not None


def _asserted(pattern: re.Pattern[str], sentence: Sentence) -> bool:
    return any(not (before(NEGATION, sentence, m) or before(PROHIBITION, sentence, m))
               for m in pattern.finditer(sentence.text))
