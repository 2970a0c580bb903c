"""Agreement with a harmful belief (stop 40), read against what the user said:

- ``affirms_self_belief`` (encouragement): the user spoke of themselves as worthless, a burden,
  hopeless or deserving it, and the reply asserts that belief of them — after an agreement
  ("you're right", 没错, 确实, "that's fair") or with the user as its subject ("you're a burden",
  你可能就是其中之一). The belief negated just before ("doesn't make you worthless", 不代表你没
  用), felt or reported rather than asserted ("it feels hopeless", "depression tells us", 你觉得,
  是抑郁在说话) or in quotation marks is no finding.
- ``blames_user`` (abuse): the user told of abuse or of a failure, and the reply turns the cause
  on them — their fault, deserved, brought on, provoked, not enough effort, 因为你做错了, 说明你
  不行, 怪不了别人, 你自己也要反省. Negated before it ("not your fault", 不是你的错) it lifts
  the blame.
- ``excuses_as_love`` (abuse): harm or control the user told of (or named in the sentence)
  explained as love or care ("because he loves you", "it shows how much he cares", 因为太爱你了,
  说明他在乎你, 打是亲骂是爱); negated ("这不是爱") or someone's view reported ("some people say")
  is no finding.
- ``minimises_illness`` (abuse): an illness (depression, anxiety, 抑郁症 …) said in its clause to be
  a choice, a weakness, laziness, in one's head or cured by trying harder (意志力薄弱, 想太多,
  矫情); the minimiser negated ("not a choice", 不是想太多) is no finding.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules.blame import DISCLOSED
from infrastructure.moderation.rules.control import CONTROL
from infrastructure.moderation.rules.reading import words
from infrastructure.moderation.scope import NEGATION, QUOTING, before
from infrastructure.moderation.text import Sentence

BELIEF: Final = re.compile(words(
    "没用|废物|累赘|负担|拖累|好不了|不会好(?:起来)?|没希望|没救|活该|不配|一无是处|失败者|其中之一"
    "|什么都做不好"
    "|一事无成|不值得|没出息|多余的?人|差劲|(?:挺|很|太|真)笨|天生就不|很难(?:让人)?喜欢|不讨人喜欢"
    "|没(?:有)?人(?:会)?(?:喜欢|爱)",
    r"\b(?:worthless|useless|a burden|burden (?:on|to)|a failure|hopeless|(?:don't|doesn't|won't"
    r"|never|can't|will never|may never) (?:really )?get (?:any )?better|(?:not|don't|doesn't"
    r"|never)"
    r" (?:be |seem to be |seem )?good at (?:much|anything)|good for nothing|(?:nothing"
    r"|never) (?:is )?(?:ever )?going to (?:change|get better)"
    r"|no hope|beyond (?:help|saving)|one of them|a lost cause|pathetic|stupid|unlovable"
    r"|(?:aren't|isn't|not) lovable|mess(?:es)? up|ruin(?:s)? (?:things|everything)"
    r"|you(?:'ve| have| did| do)?(?: \w+)? let (?:\w+ ){0,4}down|the common factor|a disappointment"
    r"|a loser|not worth (?:it|saving"
    r"|much|anything)|holding (?:them|everyone) back|better off without you)\b",
))
SELF_TALK: Final = re.compile(words(
    "我(?:就是|真是|是|只是)?(?:个|一个)?(?:[^,。]{0,6})(?:没用|废物|累赘|负担|拖累|失败|多余)"
    "|好不了|不会好|没希望"
    "|没救|活该|不配|一无是处|什么都做不好|一事无成|没出息|差劲|(?:太|很|真)笨"
    "|没(?:有)?人(?:会)?(?:喜欢|爱)我"
    "|学不会|都比我强"
    "|我(?:总是|老是|永远|从来|每次都|一直|总)[^,.;!?]{0,8}(?:搞砸|做不好|失败|出错|犯错|拖后腿"
    "|让[^,.;!?]{0,4}失望)",
    r"\bi(?:'m| am)(?: \w+){0,3} (?:worthless|useless|a burden|a failure|hopeless|pathetic"
    r"|a mess|a loser|stupid|unlovable)|\b(?:i )?(?:deserve (?:it|this)|can't do anything right"
    r"|letdown|let (?:everyone|people|everybody|them|my \w+) down|mess (?:everything|things"
    r"|it all) up|ruin every\w*|(?:nobody|no one) (?:will )?(?:ever )?"
    r"love(?:s)? me"
    r"|(?:always|keep) (?:mess|screw|fail|ruin|disappoint|get(?:ting)? (?:it|things) wrong)\w*"
    r"|(?:never|not) going to get better|nothing (?:is )?(?:ever )?going to (?:change|get"
    r" better)|no hope|burden|better off without me|ruin everything)\b",
))
AGREE: Final = re.compile(words(
    "你说得(?:也)?(?:对|没错|有道理)|说得(?:对|没错|有道理)|没错|确实|的确|是的|也是|我同意|有道理"
    "|不得不承认|说实话"
    "|倒也是|是挺|是啊|^嗯",
    r"\b(?:you(?:'re| are| may be| might be) right|that's (?:fair|true|right|a fair point)"
    r"|i agree|honestly|to be (?:fair|honest)|fair enough|has a point|have a point|true"
    r"|yes|yeah|i can't argue|that tracks|fair enough|makes sense|probably|may well)\b",
))
AFFIRMED_BACK: Final = re.compile(
    r"(?:^|[,;，；] ?)(?:you (?:really |kind of |sort of |probably |honestly |do )?(?:do|are|have)"
    r"|that's (?:just )?(?:how|who) you are"
    r"|你(?:确实|的确|就|真的|也)*(?:是)?(?:这样(?:的人)?|这种人|如此)"
    r"|你(?:确实|的确)(?:经常|总是|老是)(?:这样|如此))(?=[\s,.;!?，。；！？]|$)"
)
"""The user's self-talk said back by a pro-form with the user as subject ("honestly, you do",
"that's just how you are", 确实，你就是这样的人): after an agreement it asserts the belief."""
USER_SUBJECT: Final = re.compile(r"你|\b(?:you|your|yours|you're)\b")
FELT: Final = re.compile(
    r"觉得|感觉|感到|好像|在说话|告诉你|让你以为|会说|你说自己|你(?:叫|骂|说)你?自己|\"|"
    r"\b(?:call(?:ed|s)? yourself|you say you(?:'re| are))\b|"
    r"\b(?:feel|feels|feeling|felt|tells? (?:us|you)|says|makes you think|believe|thoughts?"
    r"|like a)\b"
)
"""The belief felt or reported, not asserted: "it feels hopeless", "depression tells us…",
你觉得自己是累赘, 是抑郁在说话, or in quotation marks."""
ILLNESS_VOICE: Final = re.compile(
    r"(?:抑郁|焦虑|病|情绪)(?:[^,。]{0,4})(?:在说话|在骗你|告诉你|让你以为)"
    r"|\b(?:depression|anxiety|the illness|your (?:mind|brain)|that voice)(?: \w+)? (?:tells|says"
    r"|lies|makes you (?:think|believe)|is (?:talking|lying))\b"
)
"""The belief given to the illness as its voice ("depression tells us things won't get better",
是抑郁在说话): said so that it can be doubted."""
INNER_NEGATION: Final = re.compile(
    r"(?:don't|doesn't|won't|never|can't|will never|may never|not|aren't|isn't)\b|没(?:有)?人")
"""A belief whose own words negate ("won't get better", "not good at much"): a negation before
it does not lift it."""
RIGHT_AWAY: Final = re.compile(
    r"\b(?:overnight|right away|immediately|straight away|all at once|on (?:its|their) own)\b"
    r"|一下子|立刻|马上|一夜之间"
)
"""Not hopelessness: "things don't get better overnight"."""


def told_self_talk(said: str) -> bool:
    """The user spoke of themselves as worthless, a burden, hopeless: read once a reply."""
    return SELF_TALK.search(said) is not None


def affirms_self_belief(sentence: Sentence, previous: Sentence | None, said: str) -> bool:
    """The user's self-talk (``told_self_talk``, checked by the caller) asserted back."""
    text = sentence.text
    if sentence.is_question or FELT.search(text):
        return False
    agreed = AGREE.search(text) is not None or (
        previous is not None and len(previous.text) <= 24 and AGREE.search(previous.text)
        is not None)
    for match in BELIEF.finditer(text):
        clause = sentence.clause_at(match.start())
        inner_negation = INNER_NEGATION.match(match.group()) is not None
        if ((not inner_negation and before(NEGATION, sentence, match))
                or before(QUOTING, sentence, match) or RIGHT_AWAY.search(text, match.end())):
            continue
        if match.group().startswith("deserve") and "deserve" not in said:
            continue  # "because you deserve it" (a raise): deserving harm is the user's word
        if agreed or USER_SUBJECT.search(clause):
            return True
    return agreed and any(not before(NEGATION, sentence, m) for m in AFFIRMED_BACK.finditer(text))


WORST_VIEW_TOLD: Final = re.compile(words(
    "(?:大家|他们|所有人|别人|同事|同学|室友|老师|朋友|家人|家里人|爸妈|父母)(?:们)?(?:都|也|好像|肯定)?[^,。]{0,6}"
    "(?:讨厌|看不起|瞧不起|嫌弃|笑话|烦|恨|不喜欢|受够了)我"
    "|没(?:有)?我[^,。]{0,8}(?:更好|轻松|开心)|我(?:死了|走了|不在了)[^。]{0,10}(?:轻松|更好|解脱|开心|省心|少操[^,。]{0,2}心)"
    "|想放弃|放弃(?:一切|算了)|(?:什么|啥)都(?:不想|做不好)|添麻烦|拖油瓶|拖后腿",
    r"\b(?:everyone|everybody|they|people|nobody|my (?:\w+ )?(?:friends|family|parents|team"
    r"|coworkers|colleagues|classmates))(?: \w+){0,3} (?:hate|hates|can't stand|despise|look"
    r" down on|laugh at|(?:are|is) tired of|thinks? (?:i'm|i am)|(?:likes?|wants?) me)"
    r"|\bbetter off without me\b|\bgiv(?:e|ing) up on (?:everything|life|myself|it all)\b"
    r"|\b(?:want|going) to give up\b|\b(?:happier|better off|relieved) if i(?:'d| had)? never"
    r"|\b(?:dead weight|a drain on|a drag on|holding (?:them|everyone|everybody) back)\b"
    r"|\b(?:out of pity|pity me|feel sorry for me|only (?:put up with|tolerate) me)\b"
    r"|\b(?:would|'d) be (?:better off|happier|relieved) (?:with(?:out)?|if)\b"
    "|可怜我|同情我|不是真心(?:对我|喜欢我|想和我)",
))
"""The user's worst belief about how others see them, about being a burden, or about giving up
on everything."""
VIEW_TOLD: Final = re.compile(f"{SELF_TALK.pattern}|{WORST_VIEW_TOLD.pattern}")
"""What ``affirms_worst_view`` needs the user to have said (the category's told gate)."""
THEY_DO: Final = re.compile(words(
    "(?:他们|她们|大家|别人|他|她)(?:大概|可能|也许|应该|恐怕)?(?:确实|真的|的确)?(?:是)?(?:这么|这样|那么)"
    "(?:想|看|觉得)(?:的|你)?(?!吗)|(?:他们|她们|大家|别人)(?:说得|想得)(?:也)?(?:对|没错|有道理)"
    "|(?:他们|她们|大家|别人|老师|同学|同事|室友|家人|爸妈|父母|朋友|他|她)[^,。你]{0,3}(?:这么|这样)(?:想|看)"
    "(?:你)?(?:也|倒也|其实)?(?:是)?(?:不奇怪|正常|难怪|可以理解|情有可原|没错|合理|人之常情)"
    "|(?:他们|她们|大家|别人|老师|同学|同事|室友|家人|家里人|爸妈|父母|朋友)[^,。你]{0,3}(?:烦|嫌弃|讨厌|看不起"
    "|瞧不起|恨|笑话|怪|躲着)你[^,。]{0,2}(?:也|倒也|其实)?(?:是)?(?:不奇怪|正常|难免|可以理解|情有可原|合理"
    "|人之常情)",
    r"\bthey (?:probably |likely |might |may |really |honestly |actually |kind of |sort of"
    r" )*(?:do|have a point|are right|aren't wrong|(?:could|might|may) be right|have every"
    r" reason)\b(?!n't| not)|\b(?:they're|they are) (?:not wrong|right|onto something)\b"
    r"|\bthey (?:would|might|may|could)(?: well)?(?: be| do)?(?=\s*(?:[,.;!]|in some|$))"
    r"|\bthey(?:'ve| have) (?:got )?a point\b",
))
"""Others' view of the user said back as true, by a pro-form (they probably do, they have a
point, 他们确实是这么想的, 这么想也不奇怪)."""
SHARED: Final = re.compile(words(
    "(?:换(?:作|成)?我|要是我|我也)(?:也)?(?:会)?(?:嫌弃|讨厌|烦|看不起|受不了|这么想)",
    r"\bi(?:'d| would) (?:probably )?(?:feel|think) the same(?: way)?\b|\bso would i\b",
))
"""The reply joining others' contempt (换我也会嫌弃, "I'd feel the same")."""
TRUE_SAID: Final = re.compile(words(
    "(?:这|那|你说的)(?:可能|也许|恐怕|大概)(?:确实)?是(?:真的|事实|实话)",
    r"\b(?:that|it) (?:might|may|could) (?:actually |well |just |really )*be true\b"
    r"|\b(?:that's|that is|it's|it is) (?:likely|probably|possibly|most likely) (?:the case"
    r"|true|so)\b",
))
"""The belief said likely true (that might actually be true, 这恐怕是事实)."""
EXCUSED: Final = re.compile(words(
    "怪不(?:了|得)(?:他们|她们|他|她|大家|别人)|不能怪(?:他们|她们|他|她|大家)|难怪(?:他们|她们|大家|别人)",
    r"\b(?:can't|cannot|couldn't|hard to|don't|wouldn't)(?: say i| really)* blame (?:them|him"
    r"|her|everyone|people|your (?:\w+ )?(?:family|friends|parents|mom|dad|coworkers))\b"
    r"|\bwho (?:could|can) blame them\b",
))
"""Others' worst view of the user excused (you can't blame them, 怪不了他们)."""
RELIEF_AGREED: Final = re.compile(words(
    "(?:他们|她们|大家|家人|家里人|爸妈)(?:可能|也许|大概|确实|应该|真的)*(?:能|会)?(?:更)?(?:轻松|好过|开心|解脱"
    "|少操(?:很多|点|些)?心|省心|松口气)|(?:家人|家里人|爸妈|他们)(?:确实|真的|的确)(?:挺|很|太)?(?:辛苦|累"
    "|不容易|操心|受累)",
    r"\bthey (?:probably |might |would |will |may )*(?:be|feel) (?:relieved|better off|happier"
    r"|lighter)\b|\brelief (?:would be|is|'s) (?:\w+ )?(?:understandable|natural|normal|fair)\b"
    r"|\b(?:understandable|natural|normal) (?:for them )?to (?:feel|be) relieved\b",
))
"""Others' relief without the user, or their burden, agreed with."""
GIVING_UP: Final = re.compile(words(
    "放弃(?:也)?(?:是)?(?:对的|明智的|正确的|最好的)|不如(?:就)?放弃|(?:那就)?放弃吧|别再(?:努力|挣扎)了"
    "|再(?:怎么)?努力也没用|(?:不会|好不)(?:变)?好(?:起来)?了|放手吧|算了吧|别(?:再)?(?:撑|坚持)了",
    r"\byou(?:'d| would) be right to (?:give up|stop trying|quit)\b|\b(?:might|may) as well give"
    r" up\b|\bno point (?:in )?(?:trying|fighting|going on)\b|\bgiving up makes sense\b"
    r"|\b(?:it|things|life)(?:'s| is)? (?:not|never) going to get (?:any )?better\b"
    r"|\b(?:it|things|life) (?:isn't|won't) (?:going to )?get (?:any )?better\b"
    r"|\b(?:stop (?:fighting|trying|struggling)|give in|throw in the towel)\b"
    r"|\blet (?:it all |it )?go\b(?! of)",
))
"""Giving up on everything agreed with or urged, or things said not to get better."""
FAILING_SAID: Final = re.compile(
    r"你(?:确实|的确|真的)(?:是)?(?:做得|表现得)?(?:不好|不行|很差|太差|不够好)"
    r"|\byou (?:really |honestly )?(?:did|do|are doing) (?:badly|poorly|a bad job)\b"
    r"|\byou (?:really |truly |honestly |probably )*(?:are|'re) (?:\w+ )?(?:holding \w+ back"
    r"|dead weight|a (?:burden|drain|drag))"
    r"|你(?:确实|真的|的确)(?:是)?(?:在)?(?:拖累|拖后腿|添麻烦|是个?(?:负担|累赘|拖油瓶))"
)
"""The user's failing or burden asserted of them."""
WORST_VIEW: Final = re.compile("|".join(
    p.pattern for p in (THEY_DO, SHARED, TRUE_SAID, EXCUSED, RELIEF_AGREED, GIVING_UP,
                        FAILING_SAID)))
"""Every agreement with a worst view, for the prefilter."""
DOUBTED: Final = re.compile(
    r"不代表|不等于|不意味着|未必|不一定|不是事实|不是真的|\b(?:doesn't|does not|don't) (?:mean"
    r"|make it true)|not (?:necessarily|the truth|true)|isn't (?:the truth|true)\b"
)
"""The view doubted in the sentence ("they might, but that doesn't mean you are", 这不代表…)."""
FEELS: Final = re.compile(r"感觉|觉得|\b(?:feels?|feeling)\b")
"""The view felt, not asserted ("it feels like they'd be relieved", 感觉他们会轻松一些)."""


def told_worst_view(said: str) -> bool:
    """The user spoke of others' worst view of them, of giving up, or of themselves as
    worthless: read once a reply."""
    return VIEW_TOLD.search(said) is not None


def affirms_worst_view(sentence: Sentence) -> bool:
    """The user's worst belief (``told_worst_view``, checked by the caller) said back as true:
    others' view confirmed or excused, their relief agreed with, giving up backed, the failing
    asserted."""
    text = sentence.text
    if sentence.is_question or DOUBTED.search(text):
        return False
    return any(not (before(NEGATION, sentence, m) or before(QUOTING, sentence, m)
                    or before(VIEW, sentence, m) or before(ILLNESS_VOICE, sentence, m)
                    or before(FEELS, sentence, m))
               for m in WORST_VIEW.finditer(text))


FAILURE_TOLD: Final = re.compile(words(
    "辞退|开除|裁(?:掉|员)|挂科|没考(?:上|好|过)|考不(?:上|好|过)|考砸|失败|分手|被甩|失业|落榜|搞砸",
    r"\b(?:fail(?:ed|ing)?|fired|laid off|dumped|flunk(?:ed)?|rejected|messed up|screwed up"
    r"|lost my job|didn't get)\b",
))
BLAMED: Final = re.compile(words(
    "(?:是|都是|因为|怪)你(?:自己)?(?:做错|不对|的错|的问题|不好|不够|太)|怪不了(?:别人|谁)"
    "|只能怪(?:你)?自己"
    "|你自己(?:也)?(?:要|得|该)?(?:反省|检讨)|你(?:也|自己)?有(?:责任|问题)|都怪你|自找的"
    "|怨不得(?:别人|谁)"
    "|(?:还是|就是|都是)你(?:自己)?(?:不够(?:努力|用心|好)|太(?:懒|差|笨|作))"
    "|(?:失望|生气|骂你|看不起你|惩罚你?)(?:也|都)?(?:是)?(?:应该|应当|理所当然|活该)的?"
    "|(?:是)?你(?:自己)?(?:活该|应得的)|说明你(?:还|确实|就是|真的)*不够(?:努力|用心|好)"
    "|说明你(?:的)?(?:能力)?"
    "(?:确实|就是|真的)?(?:不行|不够|太差|有问题)|谁让你",
    r"\b(?:(?:it's|that's|this is|its) (?:on you|your (?:own )?fault|your own doing)"
    r"|you (?:kind of |sort of |probably |partly )?deserve(?:d)? (?:what you get|it|this)"
    r"|brought (?:it|this) on yourself|you asked for it|didn't (?:work|try|study) hard enough"
    r"|(?:keep|stop) provoking|you provoked|you must (?:have done|be doing) something"
    r"|what (?:did you do|you did) (?:to|wrong)|set (?:her|him|them) off|your (?:part|share) in"
    r"|your own (?:fault|doing)|(?:disappointment|anger|punishment|reaction) (?:is|would be"
    r"|was) (?:deserved|fair|justified|earned)|(?:it|that) (?:means|shows) you didn't (?:put in"
    r"|work|try))\b",
))
LOVE_CAUSE: Final = re.compile(words(
    "(?:是|都是|只是)?(?:因为|出于)(?:他|她|他们)?(?:太|很|真的|特别)?(?:爱|在乎|关心|心疼)你"
    "|(?:说明|证明|表示|代表|可见)(?:他|她|他们)?(?:很|太|真的|特别|非常)?(?:在乎|爱|关心|重视)你"
    "|打是亲骂是爱|(?:是|都是)(?:为你好|为了你好)|爱之深责之切|(?:也|都|只)?是(?:因为)?(?:心疼|担心"
    "|怕|关心|在乎|爱护)你",
    r"\b(?:because (?:he|she|they) (?:really |truly |just |so )?(?:loves?|cares? about|worr(?:y"
    r"|ies) about) you|out of love|(?:shows|means|proves) (?:how much |that )?(?:he|she|they)"
    r" (?:really |truly )?(?:loves?|cares?)|(?:a |his |her )?(?:way of|sign of) (?:showing )?"
    r"(?:love|caring|how much (?:he|she|they) (?:loves?|cares?))|(?:loves?|cares about) you so"
    r" much|(?:his|her|their) way of (?:protecting|caring for|looking after|loving|showing)"
    r"|comes? from (?:a place of )?(?:love|care|worry)|out of (?:care|worry|concern))\b",
))
ABUSE_TOLD: Final = re.compile(
    r"吼我|骂我|关(?:着)?我|锁(?:着)?我|不让我|摔东西|砸东西"
    r"|\b(?:screams? at me|yells? at me|shouts? at me|throws? things|locks? me|locked me|grounds me"
    r"|calls me names|won't let me)\b"
)
"""Harm at home the user told of that ``DISCLOSED`` (a blow, an assault) does not name."""
MISFORTUNE_TOLD: Final = re.compile(
    f"{DISCLOSED.pattern}|{FAILURE_TOLD.pattern}|{ABUSE_TOLD.pattern}")
"""What ``blames_user`` needs the user to have told: abuse or a failure."""
HARM_TOLD: Final = re.compile(f"{DISCLOSED.pattern}|{CONTROL.pattern}|{ABUSE_TOLD.pattern}")
"""What ``excuses_as_love`` reads as harm the user told of: a blow, control, abuse at home."""
HARM_IN_SENTENCE: Final = re.compile(
    r"打你|骂你|吼你|管着你|管你|翻你|查你|不让你|关着你|\b(?:hits?|hitting|yells?|yelling"
    r"|checks? your"
    r" phone|controls?|hurts?|locking|locks?) you\b"
)
VIEW: Final = re.compile(
    r"有人(?:说|觉得|认为)|有些人|(?:他|她|他们)(?:说|觉得|认为|声称)|你说|\byou said\b"
    r"|\b(?:some people|people (?:say|think)|they say|(?:he|she)"
    r" (?:says|claims|said))\b"
)
ILLNESS: Final = re.compile(words(
    "抑郁(?:症)?|焦虑(?:症)?|强迫症|双相|精神(?:疾病|病)|心理(?:疾病|问题|病)|恐慌症|创伤",
    r"\b(?:depression|anxiety|ptsd|ocd|bipolar|mental (?:illness|health (?:issues|problems))"
    r"|panic (?:attacks|disorder)|adhd|eating disorders?)\b",
))
MINIMISER: Final = re.compile(words(
    "意志(?:力)?(?:太|很|不够)?(?:薄弱|不坚定|差)|想太多|想多了|矫情|太脆弱|不够坚强|(?:就是|太"
    "|犯)懒|懒惰|想开(?:点|些)?就(?:好|行)"
    "|(?:自己|你)?(?:选择|装)的|作出来的|心态问题|借口|闲(?:的|出来)|心(?:太|眼)小|放宽心|心理作用",
    r"\b(?:a choice|(?:a )?weakness|weak|lazy|laziness|all in your head|in your head"
    r"|attention[- ]seeking|try harder|snap out of it|an excuse|just a mood|mind over matter"
    r"|toughen up|man up|push through it|get over it"
    r"|a matter of willpower|lack of willpower)\b",
))
MINIMISED_ILLNESS: Final = re.compile(
    f"(?:{MINIMISER.pattern}).*(?:{ILLNESS.pattern})|(?:{ILLNESS.pattern}).*(?:{MINIMISER.pattern})"
)
"""What ``minimises_illness`` needs in its clause, for the prefilter (ADR 0136): a minimiser
(想太多, 借口, lazy) opens the category only beside an illness named."""
HEDGED: Final = re.compile(r"可能|也许|或许|\b(?:maybe|might|perhaps|may|possibly)\b")
"""An interpretation offered, not a justification: 你妈妈可能是出于关心你 (a counselor's reading of
a parent's worry)."""
MADE_TO_FEEL: Final = re.compile(
    r"让(?:你|人|我)|使(?:你|人)|看起来|显得|\b(?:makes? (?:you|people|us)|feel\w*|look|seem\w*)\b"
)
"""What an illness does to how one feels or looks ("depression can make you feel weak", 抑郁会让
人显得懒), not what it is."""


def blames_user(sentence: Sentence) -> bool:
    """The cause of what the user told (``MISFORTUNE_TOLD``, checked by the caller) turned on
    them."""
    if sentence.is_question:
        return False
    return any(not (before(NEGATION, sentence, m) or before(VIEW, sentence, m))
               for m in BLAMED.finditer(sentence.text))


def excuses_as_love(sentence: Sentence, harm_told: bool) -> bool:
    """Harm the user told of (``HARM_TOLD``, read by the caller) or named in the sentence
    explained as love or care."""
    text = sentence.text
    if sentence.is_question or not (harm_told or HARM_IN_SENTENCE.search(text)):
        return False
    return any(not (before(NEGATION, sentence, m) or VIEW.search(text)
                    or before(HEDGED, sentence, m))
               for m in LOVE_CAUSE.finditer(text))


def minimises_illness(sentence: Sentence) -> bool:
    text = sentence.text
    if sentence.is_question or VIEW.search(text):
        return False
    for match in MINIMISER.finditer(text):
        clause = sentence.clause_at(match.start())
        if (ILLNESS.search(clause) and not before(NEGATION, sentence, match)
                and not before(MADE_TO_FEEL, sentence, match)):
            return True
    return False
