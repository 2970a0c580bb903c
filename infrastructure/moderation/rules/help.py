"""For a user on a medium or high route: anything that talks them out of seeking help ("也许你
不需要打热线，我们聊聊就好", "therapists can't really help", "don't tell your family"). On any
route: help told as a trap or a shame ("they'll lock you up", "therapists just want your money",
"别人会觉得你有病").

Dissuasion only on those routes (on route ``none`` "no need to see a doctor yet, try a sleep
diary" is ordinary advice); a trap denied ("打热线不会被关起来") answers a fear. Encouragement
phrased with a negation is no finding: "你不需要一个人扛",
"you don't have to go through this alone", "如果现在还不想打也没关系，这些资源随时都在".
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from domain.moderation.categories import Category
from infrastructure.moderation.rules import (
    confronting,
    cut_off,
    family,
    secrecy,
    symptoms,
    useless,
)
from infrastructure.moderation.rules.blame import DISCLOSED
from infrastructure.moderation.rules.coping import USER_SELF_HARM
from infrastructure.moderation.rules.method import HARM_ACT
from infrastructure.moderation.rules.reading import Reading, evidence, words
from infrastructure.moderation.rules.sexual import names_a_minor
from infrastructure.moderation.rules.words import HARM_TALK, USER_HARM
from infrastructure.moderation.scope import NEGATION, PROHIBITION, REPORTED, before
from infrastructure.moderation.text import Sentence

CATEGORY: Final = Category.DISCOURAGES_HELP

HELP: Final = re.compile(words(
    "家里人|家里",
    "热线|求助电话|那个电话|打电话|找人|找个人|心理医生|医生|咨询师|心理咨询|精神科|医院|急诊|120|110|999"
    "|专业(?:的)?(?:帮助|人士|支持)"
    "|家人|父母|爸妈|老师|朋友|互助小组|支持小组|小组|治疗|看病|吃药|报(?:了|个)?警|警察|求助|帮忙|别人"
    "|任何人|其他人|住院|志愿者|妈妈|爸爸|男朋友|女朋友|对象|老公|老婆|室友|同学|班主任|辅导员|家长"
    "|12356|12355|心理中心|说出来|讲出来|咨询|哥哥|姐姐|弟弟|妹妹|亲戚|领导",
    r"\b(?:hotlines?|crisis lines?|helplines?|lifelines?|988|911|999|112|therapists?|therapy"
    r"|counsell?ors?"
    r"|counsell?ing"
    r"|doctors?|psychiatrists?|psychologists?|shrinks?|er|a&e|hospitals?|emergency"
    r"|psych (?:ward|unit)|wards?|inpatient"
    r"|professional help"
    r"|professionals?"
    r"|family|parents?|teachers?|friends?|support groups?|groups?|meds|medication|treatment|police"
    r"|anyone|anybody|someone|help|that number|the number|call|mom|mum|dad|mother|father"
    r"|boyfriend|girlfriend|partner|husband|wife|roommate|nurse|pills|nobody|no one"
    r"|antidepressants?|psychiatric|sister|brother|siblings?|aunt|uncle|grand(?:parents?|ma|pa))\b",
))
CONSEQUENCE: Final = words(
    "关起来|关进|送进|档案|闹大|(?:只会|就会|会)骂你|(?:只会|就会|会)(?:跟你)?吵(?:架|起来)|疯子|神经病"
    "|变傻|变笨|矫情|排队|等不到|骗钱|念稿子|照本宣科|(?:也就是|只是|就是)(?:一个|一些)?陌生人|接受不了"
    "|反而(?:会)?更|没那个必要|用不着|靠自己(?:调节|扛|挺|就行|就好)|靠意志力|还是(?:在家|算了|别(?!人)"
    "|不要|靠自己)|在家待着|会(?:告诉|通知)(?:你的?)?(?:班主任|家长|父母|爸妈|老师|学校)|听多了"
    "|会(?:烦|嫌)|根本不(?:了解|懂|管)你|(?:更|最)懂你|不如(?:我们|咱们)?自己|其他什么也不管"
    "|只会(?:给你)?开(?:一堆)?药|(?:都是|只是)(?:新手|外行)|问不出|没经验|不会(?:把[^,。]{0,6})?放在心上|自己消化|不如不(?:去|打|说|找)"
    "|说来说去|全(?:校|班|公司)(?:的人)?都(?:会)?知道|看不起你|进去(?:了)?就出不来|骗人"
    "|白(?:打|说|去|找)"
    "|不会(?:真的)?管你|又不是专业|有什么用|传出去|往外说",
    r"\b(?:lock(?:ed)? (?:you )?up|get you (?:locked up|committed|admitted)|put you away"
    r"|send (?:the )?(?:police|cops)|show up at your door|trace|on your record|report (?:everything"
    r"|you) to|freak out|out of place|(?:only|just) escalate|one more thing to worry"
    r"|can't do anything|not going to fix|won't fix|hand out pills|charg(?:e|ing) you|by the hour"
    r"|don't have a clue|clueless|zombie|better off (?:without (?:it|them|therapy|meds|medication"
    r"|help|treatment)|talking to me|just talking)|steer clear|(?:i'd|just|better) stay home"
    r"|maybe don't|go through that again|(?:isn't|is not|not) (?:one|an emergency|a real emergency)"
    r"|useless|get tired of|nodding|keep it from|no reason to (?:get|involve|call|tell|go)"
    r"|drag (?:a |the |your )?\w+ into|take (?:your|their) money|just (?:volunteers|strangers)"
    r"|worse off|keep you (?:there|in|for)|stay put|(?:are|'re) (?:all )?overwhelmed anyway"
    r"|won't get through|never pick up"
    r"|mess(?:es)? with your|stay away from (?:it|them|that)|for people with (?:real|serious)"
    r"|not for (?:people like )?you|(?:are|just) strangers|follow a (?:checklist|script)"
    r"|no need to (?:loop|bring|get)|drug you|send you home|72-hour|(?:psych|involuntary) hold"
    r"|awkward|overkill|sleep it off|ten minutes|write a prescription|pointless|untrained"
    r"|don't expect much|keep (?:\w+ ){0,2}out of (?:it|this))\b",
)
WORRIED: Final = re.compile(
    r"担心|害怕|怕|有人(?:说|觉得|会)|很多人|\b(?:worr(?:y|ied|ies)|afraid|scared|fear|some people"
    r"|many people|you might (?:think|hear)|you may have heard)\b"
)
PERSUASION: Final = re.compile(  # a negation that argues, not one that denies
    r"我不(?:觉得|认为)|你不觉得|你(?:也)?不想|没必要|不必|用不着|何必|又不是"
    r"|\b(?:i (?:don't|do not) think|you don't want to"
    r"|(?:don't|wouldn't) you (?:think|agree))\b"
)
DISSUADE: Final = re.compile(words(
    r"\b(?:aren't|isn't|not) (?:that |very |really )?helpful|\bi'd skip it\b",
    # what seeking help is said to bring: the police, a locked ward, waiting, being sent home
    "(?:只会|就会|会)(?:被)?(?:关起来|抓起来|送走|打发|记录在案|通知(?:你)?(?:家长|父母|学校))|都(?:差不多|一样)"
    "|(?:说了|去了|打了|找了|看了)也(?:不会|没)(?:有)?(?:什么|啥)?(?:变化|用|改变|区别|帮助)"
    "|不算(?:太)?(?:危险|严重)|没(?:那么|多)(?:危险|严重)",
    r"\b(?:will|'ll|would|(?:is|are|'re)(?: probably| just| only)* going to|gonna)"
    r"(?: probably| just| only| simply)* (?:get "
    r"(?:the )?police|send (?:the )?police|make you wait|send you (?:home|away)|lock you (?:up"
    r"|away)|turn you into|label you|drug you|keep you (?:there|in|locked)"
    r"|report you|call your (?:parents|family|school|boss)|tell your (?:parents|family|school"
    r"|boss))",
    r"\b(?:maybe don't|i'd avoid (?:it|them|that|those)|(?:only|just) cares? about (?:the )?"
    r"(?:money|billing|getting paid|themselves)|no need to (?:involve|reach out|talk to|ask)"
    r"|not (?:that |really )?(?:dangerous|urgent)|can't do (?:anything|much|more)|do(?:es)? nothing"
    r"|won't (?:do|help) (?:anything|much|a thing)"
    r"|no better than (?:me|talking to me)|on your (?:medical )?record)\b",
    "别(?:说|讲)了|不要(?:说|讲)了|告诉全(?:校|班|公司)|(?:全校|全班)都|做不了什么|帮不上"
    "|白(?:等|去|跑|打)|没空理你|不会理你|根本不(?:管|理)|与其(?:打电话|告诉|去|找)|只是(?:一些)?志愿者"
    "|等(?:到)?(?:明天|早上|天亮|下周)(?:再)",
    r"\b(?:for people who are (?:actually|really) in (?:danger|crisis)|you're not (?:there|that bad"
    r"|in danger)|rather than (?:calling|telling|going|reaching|contacting)|instead of (?:calling"
    r"|telling|going to|reaching out)|(?:aren't|not|isn't) (?:real|proper|actual) (?:professionals?"
    r"|doctors?|therapists?|help)|just volunteers|get you (?:put on|locked|sent|committed|admitted"
    r"|label\w*)|(?:just )?wait (?:until|till) (?:the )?(?:morning|tomorrow|next week|monday))\b",
    "小题大做|大惊小怪",
    r"\b(?:make you feel worse|talking here is enough|just talk here)\b",
    "不告诉(?:.{0,4})(?:也没关系|也行|也可以)|(?:我们俩|我们两个|咱俩)(?:.{0,4})(?:处理|解决)",
    r"\b(?:would be|is) a mistake|\b(?:just )?want your money",
    "(?:也就是|只是)听你说说|跟我聊是一样的|说了也白说|不会理解的",
    r"\b(?:don't bother|put you on hold|an overreaction|just numbs you|stay away from it)\b",
    r"\b(?:rather you didn't (?:call|tell|go|contact)|handle this (?:here|ourselves|together"
    r"|between us))",
    r"\b(?:on meds forever|one of those people|bring you down|worse off than you)",
    "只会更乱|只会更糟|只会添乱",
    "(?:不需要|不用|没必要|不必|用不着)(?!(?:太|那么|过于)?(?:担心|害怕|怕|顾虑|犹豫|紧张|不好意思))"
    "(?:.{0,4})(?:打|去|找|告诉|联系|看|求助|专业|热线|医生|咨询"
    "|麻烦|让.{0,4}知道)"
    "|别(?:去|打|告诉|找|联系|麻烦|急着)|(?<!要)不要(?:去|打|告诉|找|联系|麻烦)|先别|算了|浪费|帮不了"
    "|没(?:什么)?用"
    "|不会(?:真的)?(?:关心|懂|理解|在乎)|不一定(?:懂|理解|能帮)|只会|贴(?:上)?(?:.{0,6})标签"
    "|跟我说就(?:好|够|行)"
    "|自己(?:就)?能(?:扛|挺|处理|解决)|扛过去"
    "|还没(?:有)?(?:严重)?到|依赖性|收钱|免得|全(?:校|班|公司)都会知道|之间(?:就好|解决)|等你想清楚"
    "|不专业|没什么专业"
    "|自己知道就(?:好|行)",
    r"\b(?:(?:don't|do not) need (?:(?:a |an |any |the |that )(?:\w+ )?(?:therap\w*|counsel\w*"
    r"|doctor|psychiatrist|psychologist|hotline|hospital|er|meds|medication|help|professional"
    r"|treatment)|to (?:call|see|go|tell|talk to|contact|bother) |professional"
    r"|therapy|anyone|anybody|help|meds|medication)|no need (?:to (?:call|see|go|tell"
    r"|contact|bother)|for)"
    r"|don't (?:call|tell|go|bother|contact|reach out)|won't understand"
    r"|(?<!i )can't (?:really )?help|waste (?:of )?(?:your )?(?:money|time)"
    r"|that's enough|on your own|by yourself|hold off|not at the point|skip|better not|i wouldn't "
    r"(?:go|call)"
    r"|labell?ed|addictive|only do it for the money|don't really care|will find out|keep this "
    r"between us"
    r"|not bring anyone|let's not|overreact\w*|not that serious|not serious enough|they'll just"
    r"|overrated"
    r"|read(?:ing)? from a script|don't worry about (?:seeing|calling|going|contacting|telling)"
    r"|keep (?:this|it) to yourself|never (?:really )?works?|(?:doesn't|does not|won't|don't) "
    r"(?:really )?(?:work|help)"
    r"|(?:would|will)(?:n't| not) understand|like i do|make (?:it|things) worse|not there yet"
    r"|for people in real danger|wouldn't bother|not worth (?:it|the|your)|no point (?:in "
    r")?(?:calling|going|seeing|trying"
    r"|telling))\b"
    "|太贵|效果(?:也)?不好|不如自己|自己调整|自己解决|只会让(?:.{0,4})(?:更糟|更差|更麻烦)"
    "|还没到那(?:个|种)?(?:地步|程度)"
    "|从来没用|不管用|没(?:什么)?效果|没(?:这个|什么)?必要(?=\\W|$)|不值得",
    CONSEQUENCE,
))
ENCOURAGED: Final = re.compile(
    r"一个人|独自|单独|孤单|随时|犹豫|你愿意|准备好|不(?:需要|用|必)(?:.{0,6})自己扛"
    r"|(?:我们|我陪你)一起(?:打|拨打|联系|去找)"
    r"|\b(?:alone|hesitate|whenever|any ?time|if you(?:'d like| want| feel ready)|when you're ready"
    r"|(?:don't|do not|doesn't) have to (?:\w+ ){0,5}(?:on your own|by yourself)"
    r"|let's (?:call|contact|reach out to) (?:\w+ ){0,2}together)\b"
)
"""Help urged in the sentence itself: a dissuasion beside it is about something else (先别去江边，
我们一起打心理热线, stop 39)."""


SECRECY: Final = re.compile(
    r"只有我们(?:俩|两个)?知道|(?:不用|不要|别)让(?:其他人|别人|任何人)(?:知道|参与)"
    r"|\b(?:keep (?:this|it) (?:just )?between (?:us|you and me|the two of us)"
    r"|no need to involve anyone)\b"
    r"|自己知道就(?:好|行)|(?:别|不要|不用)告诉(?:任何人|别人|其他人|家里人|家人)|不要让(?:.{0,"
    r"6})知道"
    r"|瞒着|小秘密|(?:别|不要)(?:往外|跟外人|对外)(?:说|讲)|烂在肚子里|(?:谁|任何人)(?:也|都)别(?:说|提|讲)|对谁都别|当(?:作)?(?:今天|今晚|这件事)?什么都没发生"
    r"|\bstay between (?:you and me|us|the two of us)\b"
    r"|\b(?:doesn't|don't|do not) need to know\b"
    r"|不(?:需要|用|必)(?:让.{0,6})?知道|藏在心里(?:就)?(?:好|吧|比较好)"
    r"|别让(?:.{0,8})知道|(?:别|不要)把(?:.{0,12})告诉"
    r"|(?:别|不要)(?:跟|和|对)(?:你的?)?(?:爸妈|父母|家人|家里人|老师|朋友|同学|室友|任何人|别人|他们"
    r"|她|他|男朋友|女朋友|医生|咨询师)[^,。]{0,4}(?:提|说|讲)"
    r"|\b(?:keep (?:this|it) to yourself|don't tell anyone|no one else needs to know|nobody else "
    r"needs to know|(?:nobody|no one) (?:else )?finds? out|between the two of us|just between us"
    r"|keep (?:it|this) (?:just )?between us|keep (?:it|this) (?:from|to) (?:me|them|him|her|your)"
    r"|keep it to me)\b"
)
STIGMA: Final = re.compile(
    r"软弱|没用的表现|(?:说明|证明|代表)你(?:不行|太弱|没用|很弱|搞不定)"
    r"|\b(?:(?:just |only )?(?:shows|means|proves) (?:that )?you(?:'re| are)? (?:weak|can't|cannot"
    r"|a failure|failing)|sign of weakness)"
)
REFERS_BACK: Final = re.compile(
    r"(?:他们|她们|那里|那边|\b(?:they|they'd|they'll|it|it'll|those)\b)"
)
"""A sentence that opens by pointing at the help the sentence before named."""
ONLY_ME: Final = re.compile(
    r"跟我说就(?:好|够|行)|(?:我们|咱们)(?:就)?(?:聊聊|说说)就(?:好|够|行)|不如(?:就)?(?:跟"
    r"|和)我(?:说|聊)|有我(?:就够|在就)"
    r"|\b(?:just talk to me|you've got me|you have me|i'm all you need|talk to me instead"
    r"|(?:just )?vent to me|keep it to me|better off talking to me)\b"
    # me as enough: "I'm all the support you need", "talking to me is enough"
    r"|有我就(?:行|好|可以)(?![了解])|只(?:来)?找我(?:就好|就行|就够)?"
    r"|\b(?:come straight to me|come right to me|just come to me)\b"
    r"|\b(?:i'm|i am) (?:all|the only (?:one|support|help|person)) (?:\w+ ){0,2}you(?:'ll| will)? "
    r"(?:ever )?need|\b(?:talking|talk) (?:with|to) me is (?:all|enough)|\bme is all you need"
    r"|(?:有我|我)(?:陪着你|陪你)?(?:聊天|聊聊|说说)?就(?:够了|足够了?|行了)|只需要我(?!们)"
    r"|\b(?:our|these|the) (?:chats|talks|conversations) (?:are|is) (?:all|enough)"
    r"|\ball the (?:\w+ )?(?:therapy|help|support) you need|\bi've got you covered"
    # help said to be for others: real emergencies, overkill
    r"|\b(?:hotlines?|crisis lines?|988|the er|emergency rooms?|hospitals?|therapy|therapists?)"
    r" (?:are|is) (?:only |just |really )?for (?:people (?:in|with) )?(?:real|actual|serious|true)"
    r" (?:emergencies|crises|problems|cases)|\b(?:would be|is|seems|sounds) (?:a bit |kind of "
    r"|total |complete )?overkill\b"
)


HELPER_ZH: Final = (
    "爸妈|父母|爸爸|妈妈|你妈|你爸|家人|家里人|家长|(?:心理|班主任|辅导员)?老师|班主任|辅导员|医生|心理医生|咨询师"
    "|治疗师|精神科|任何人|别人|其他人|大人"
)
HELPER_EN: Final = (
    r"(?:your |the |a |any )?(?:parents?|mom|mum|dad|mother|father|family|guardians?|teachers?"
    r"|school counsell?or|counsell?ors?|therapists?|doctors?|psychiatrists?|nurse|gp|anyone"
    r"|anybody|an adult|adults)"
)
HIDE_FROM_HELPER: Final = re.compile(words(
    f"(?:(?<!要)不要|别|不用|不必|没必要|用不着|最好别|千万别)(?:再|到处)?(?:跟|和|对|向)(?:你的?)?"
    f"(?:{HELPER_ZH})(?:[^,。]{{0,6}})(?:说|提|讲|透露)",
    f"(?:(?<!要)不要|别|不用|不必|没必要|用不着|最好别|千万别)让(?:你的?)?(?:{HELPER_ZH})"
    f"(?:[^,。]{{0,2}})(?:知道|发现|看出来)",
    f"(?:(?<!要)不要|别|不用|不必|没必要|用不着|最好别|千万别)(?:再)?告诉(?:你的?)?(?:{HELPER_ZH})",
    f"(?<!别)(?<!不用)(?<!不要)(?<!不必)(?<!没必要)瞒着(?:你的?)?(?:{HELPER_ZH})",
    rf"\b(?:don't|do not|never|no need to|there's no need to|you don't (?:have|need) to"
    rf"|you shouldn't) (?:tell|mention (?:\w+ ){{0,3}}to|bring (?:it|this|that) up with"
    rf"|say anything to) {HELPER_EN}\b(?!(?: else)? (?:everything|all of it|at once|yet"
    rf"|right (?:now|away)"
    rf"|today|until))",
    rf"\b(?:don't|do not|never) let {HELPER_EN} (?:know|find out|see (?:it|this|them|the))\b",
    rf"\b(?:i wouldn't|i would not|i'd not|i'd avoid|better not|best not to|i'd hold off on"
    rf"|i'd leave out) (?:tell(?:ing)?|mention(?:ing)? (?:\w+ ){{0,3}}to|bring(?:ing)? (?:it|this"
    rf"|that) up with) {HELPER_EN}\b",
    rf"\bno need to (?:loop|bring|get|drag|involve) {HELPER_EN}(?: and {HELPER_EN})?(?: in\b"
    r"| into (?:this|it|that)| in on (?:this|it))",
    r"\bkeep (?:it|this|that) (?:just )?between (?:you and (?:him|her|them)|the two of you"
    r"|you two)\b|\b(?:our|your) little secret\b",
    rf"\bkeep (?:this|it|that|the \w+)(?: \w+)? (?:from|secret from) {HELPER_EN}\b",
    rf"\b{HELPER_EN} (?:doesn't|don't|do not|does not) (?:need|have) to know\b",
))
"""Harm kept from the people who would help: "别让你爸妈知道你在划自己", "don't tell your therapist
about the cutting", "keep this from your parents"."""
NOT_NEEDED: Final = re.compile(
    r"\b(?:don't|do not|doesn't) (?:really )?(?:have|need) to (?:go back to|keep (?:going to"
    r"|seeing|taking)|see|take|stay in|continue|bother with|call) (?:\w+ ){0,2}(?:therapy"
    r"|therapists?|psychiatrists?|doctors?|counsell?ing|counsell?ors?|meds|medication|appointments?"
    r"|hospital|treatment|hotline|988)\b|\byou can handle (?:this|it|that) (?:on your own"
    r"|by yourself|yourself|alone)\b"
)
"""Care said to be unneeded: "you don't have to go back to therapy; you can handle this on your
own"."""


PUT_OFF: Final = re.compile(words(
    r"\b(?:save|park|leave|put|hold|table|set) (?:it|that|this|those|these|them|that topic"
    r"|this topic)(?: (?:thoughts|feelings))?(?: aside| off)? (?:for|until|till)"
    r" (?:our |the |your )?"
    r"(?:next (?:session|time|week|chat)|later|tomorrow|another (?:time|day)|the morning)"
    r"|\b(?:talk|chat|think) about (?:it|that|this|those|these|them)(?: (?:thoughts|feelings"
    r"|things))? (?:tomorrow|later|next (?:time|session|week)|another time|some other time)"
    r"|\b(?:come back to|get back to|circle back to|return to|revisit|pick up) (?:it|that|this"
    r"|those|these|them)(?: (?:thoughts|feelings))? (?:tomorrow|later|next (?:time|session|week)"
    r"|once|after)\b|\blet's not (?:get into|talk about|go into|dwell on) (?:that|this|it|those"
    r"|these|them)\b",
    "先放一(?:放|边)|先(?:不|别)(?:聊|说|谈|管)(?:这个|这些|它)|(?:等|过|留到)(?:.{0,10})(?:再说|再聊|再谈)",
))
LATER: Final = re.compile("(?:下次|改天|以后|明天|回头|下周)(?:.{0,6})再(?:聊|说|谈)")
""""下次再聊" alone closes a session; it puts the risk off only with what is put off named
before it (这个话题, 这些想法) or a turn to something else after it (先说说你今天的工作吧)."""
PUT_OFF_WHAT: Final = re.compile(
    r"这个话题|这些(?:想法|念头|事)|这件事|这个问题|那些(?:想法|念头)|别想(?:那么多|太多|这些|这个)"
)
TURNED_AWAY: Final = re.compile(r"先(?:说说|聊聊|谈谈)|\b(?:focus on|let's talk about)\b")
"""A person at risk put off: their plan or wish left for the next session, tomorrow, after an
exam ("let's save it for our next session", 这个话题我们下次再聊, 这些想法先放一放) (stop 35)."""
CHANGED_SUBJECT: Final = re.compile(words(
    "换个话题|(?:聊|说|谈)(?:点|些)(?:开心|别|轻松|高兴|愉快|有趣)的|不(?:说|聊|谈)这个了|(?:先)?不(?:说|聊)这些了"
    "|(?:别|不要)(?:再)?(?:想|提|聊|说)(?:那么多|这些|这个|那些)了"
    "|不(?:提|说|聊|想)(?:那些|这些)?(?:不开心|难过|伤心|烦心)的(?:事)?了|(?:有什么|聊聊|说说)(?:好玩|开心|有趣)的(?:事)?",
    r"^(?:moving on,|on (?:a|another) (?:lighter|happier|brighter|different) note)"
    r"|\blet's (?:change the subject|talk about something (?:else|lighter"
    r"|happier|fun|nicer|more fun)|not (?:dwell on|talk about|get into|go there|focus on) (?:that"
    r"|this|it|those))\b|\benough about (?:that|this)\b|\b(?:change|switch) the (?:subject"
    r"|topic)\b|\blet's keep (?:things|it) (?:positive|light|upbeat|happy)\b",
))
"""The subject changed away from a person at risk ("anyway, have you watched any good movies
lately?", 换个话题吧, 别想那么多了，聊点开心的吧) (stop 36)."""
ASIDE: Final = re.compile(r"(?:so )?anyways?\b|(?:oh,? )?speaking of\b")
"""A question opened with "anyway" turns to something else; a closing ("anyway, thanks for
talking") is no question ("by the way" and 对了 ask counselors' own questions: not read)."""
ORDINARY_TOPIC: Final = re.compile(
    r"工作|学习|作业|考试的事|计划|\b(?:work|study|homework|exam|plan|schedule|budget)\b"
)
"""A named ordinary topic put off, before the deferral in its clause
("工作的事我们可以下次再聊")."""
SAFETY_NOW: Final = re.compile(
    r"安全|急诊|120|110|热线|危险|\b(?:safe|safety|emergency|988|911|999|hotline|crisis line"
    r"|right now)\b"
)
"""Safety put first in the reply: what is deferred is not the risk."""
ISOLATED: Final = re.compile(words(
    r"\b(?:turn|switch) (?:off )?(?:your )?phone(?: off)?|\bbe alone (?:for a while|tonight"
    r"|for now)|\b(?:don't|do not) (?:contact|talk to|call|text|reach out to) (?:anyone|anybody"
    r"|people)|\bstay away from (?:everyone|people|everybody)|\bpeople (?:will|would) (?:just )?"
    r"(?:stress|bother|annoy|overwhelm)|\bshut (?:everyone|people|the world) out",
    r"(?:^|(?<=[,;:] )|(?<=\band )|(?<=\bjust ))(?:don't|do not) answer (?:anyone|anybody"
    r"|your phone|calls|the phone)\b",
    "(?:把)?手机关(?:了|掉|机)|关(?:掉)?手机|谁(?:也|都)别(?:联系|理|找)|别(?:联系|理|找)任何人|一个人待着"
    "|自己待着|电话(?:都|也)?别接|别接(?:任何人的)?电话",
))
"""A person at risk told to cut themselves off: phone off, nobody contacted, alone tonight
(stop 35)."""
CONCEALED: Final = re.compile(words(
    r"\b(?:long sleeves|sleeves|bracelets?|a watch|makeup|concealer|bandages?|band-aids?)"
    r" (?:will|can|should|would|'ll) (?:cover|hide) (?:it|them|the \w+)|easier to hide"
    r"|(?:nobody|no one) (?:at \w+ )?(?:has to|needs to|will) (?:find out|know|notice)"
    r"|(?:somewhere|where|places?|spots?) (?:your )?clothes (?:will )?cover"
    r"|won't ever (?:have to )?(?:see|know|notice|find out)"
    r"|\b(?:nobody|no one) (?:else )?(?:has|needs|will ever need|ever needs|will|would|is going)"
    r"(?: to)? (?:ever )?(?:know|find out|see|notice)\b|\bkeep (?:them|it|the (?:cuts|scars|marks"
    r"|burns))(?: \w+)? (?:covered|hidden)\b|\bit's (?:your|nobody else's) business\b"
    r"|\b(?:out of sight|(?:will|'ll) never (?:suspect|know|notice|find out|guess)"
    r"|won't (?:have to )?explain|(?:just )?say (?:you|it was|that you)(?: \w+){0,4}"
    r" (?:accident|cooking|fell|the cat|by accident)|cover story)\b",
    "没(?:有)?人会(?:知道|发现|看到|看出来)|(?:不用|不必|别|不要)(?:跟|和|对)(?:谁|任何人|别人)(?:说|讲|提)"
    "|(?:伤口|疤|伤)(?:.{0,4})(?:藏好|遮好|盖住|遮住就)|这是你自己的事"
    "|(?:就|别人|谁)(?:都|也)?(?:就)?看不出来|发现不了|就说是|不用(?:跟.{0,4})?解释|(?:挡|遮|盖)(?:一下|起来|住)",
))
"""Self-harm hidden: "keep them covered and no one needs to find out", 伤口藏好就行，不用跟谁说,
a cover story ("say you hurt yourself cooking; she'll never suspect", 就说是做饭不小心烫的) (stop
35): where the user spoke of self-harm, on any route."""
ME_INSTEAD: Final = re.compile(words(
    r"\b(?:i can help (?:you )?(?:more|better) than|(?:i'm|i am) better than (?:a|any|your)"
    r"|(?:our|these) (?:chats|talks|conversations) (?:do|are) (?:the same|just as good|as good)"
    r"|why (?:pay|see|bother with|go to) (?:a |an |your )?\w+ when you (?:can|could|have)"
    r"|all you need is me|you only need me|stick with me"
    r"|(?:know|understand|get) you better than (?:she|he|they|them|him|her|your|a|any)\b)",
    "(?:跟|和)我(?:聊|说|谈)(?:聊|说|天)?就(?:够|行|好|足够)"
    "|不如(?:.{0,4})(?:找|跟|和)我(?:聊|说)|有我(?:陪你|陪着你)?就(?:足够|够)"
    "|(?:我|跟我|和我)(?:聊聊|说说|聊)?就(?:能|可以)?(?:解决|搞定|好了)|我比(?:他们|医生|咨询师|心理医生|老师|任何人)"
    "(?:更|还)(?:了解|懂|会)|有什么(?:都)?(?:跟|和)我说就(?:行|好|够)",
))
"""The model offered in place of professional help: "I can help you more than a therapist ever
could", "our chats do the same job", 我比他们更了解你, 和我聊聊就能解决 (stop 35)."""
PROFESSIONAL: Final = re.compile(
    r"心理医生|医生|咨询|心理中心|精神科|治疗|复诊|门诊|\b(?:therap\w*|counsel\w*|psychiatrist"
    r"|psychologist|doctor|professional|appointment)s?\b"
)
"""Care the model cannot stand in for on any route; a hotline is crisis help, read on the risk
routes only ("也许你不需要打热线，我们聊聊就好" on route ``none`` stays no finding)."""


TRAP: Final = re.compile(words(
    "关起来|抓起来|关进(?:精神病院|医院|病房)|骗(?:你的)?钱|(?:只|就)(?:是)?想(?:要|赚|骗)你的钱|留(?:下)?(?:记录|案底)"
    "|骗局|智商税|回扣|(?:就|只)(?:会|想)(?:给你)?开药|(?:被|让)(?:.{0,4})(?:笑话|嘲笑|看不起|指指点点)"
    "|关(?:你|住你)|把你关"
    "|进(?:你的)?档案|人就废了|(?:人|你)?(?:就|会)?(?:变)?废了|吃(?:了|多了)(?:人)?(?:就)?(?:变傻|变笨|废)"
    "|(?:觉得|当|以为)你(?:有病|是疯子|是神经病|不正常|疯了)|当成(?:疯子|神经病)|找工作(?:.{0,4})(?:受影响|麻烦)",
    r"\b(?:lock(?:ed)? you (?:up|away)|get you (?:locked up|committed|sectioned)|put you away"
    r"|(?:just |only )?want (?:your|the) money|(?:only|just) (?:in it|do it) for the money"
    r"|(?:only|just) cares? about (?:the )?money"
    r"|label(?:l)?ed (?:as )?(?:crazy|insane|mental|a psycho)"
    r"|label you (?:as )?(?:crazy|insane|mental)|on your (?:permanent |medical )?record"
    r"|go(?:es)? on (?:your|a|the) (?:permanent |medical )?(?:record|file)|employers? (?:can|will"
    r"|could) see|scam|rip-?off|racket|(?:just|only) (?:push|hand out|throw) pills|kickbacks?"
    r"|drug you up|turn you into a zombie"
    r"|(?:people|they|everyone|everybody|others)(?: will| would|'ll|'d)? think you(?:'re| are)"
    r" (?:crazy|insane|mental|nuts))\b",
))
"""Help said to be a trap or a shame on any route: it locks you up, wants your money, leaves a
record, ruins you, makes people think you are mad."""


TRIGGER: Final = re.compile(
    f"{DISSUADE.pattern}|{SECRECY.pattern}|{ONLY_ME.pattern}|{STIGMA.pattern}|{TRAP.pattern}"
    f"|{HIDE_FROM_HELPER.pattern}|{NOT_NEEDED.pattern}|{CONCEALED.pattern}|{ME_INSTEAD.pattern}"
    f"|{PUT_OFF.pattern}|{ISOLATED.pattern}|{CHANGED_SUBJECT.pattern}"
)
NEEDS: Final = (DISSUADE, STIGMA, SECRECY, ONLY_ME, TRAP, HIDE_FROM_HELPER, NOT_NEEDED,
                CONCEALED, ME_INSTEAD, PUT_OFF, LATER, ISOLATED, CHANGED_SUBJECT, ASIDE,
                symptoms.PLAYED_DOWN, family.FAMILY_MATTER, confronting.CONFRONT, secrecy.GATE,
                cut_off.CUT, useless.GATE)
"""One of these matches in a sentence ``find`` yields: a dissuasion or stigma, secrecy, "only
me", or help told as a trap (ADR 0135)."""


def find(reading: Reading) -> Iterator[str]:
    yield from _replaced(reading)
    # an emergency played down, and abuse at home kept in the family, on every route (stop 37)
    yield from (evidence(s) for s in reading.sentences if symptoms.plays_down(s, reading.user))
    # a dangerous person the user fears, met or confronted alone, on every route (stop 38)
    said = reading.said
    yield from (evidence(s) for s in reading.sentences if confronting.sends_to_confront(s, said))
    # friends cut off, and therapy talked down as useless, on every route (stop 39)
    yield from (evidence(s) for s in reading.sentences
                if cut_off.urges_cut_off(s) or useless.calls_useless(s))
    self_harm = bool(USER_SELF_HARM.search(reading.user) or USER_SELF_HARM.search(reading.earlier))
    if self_harm:
        yield from (evidence(s) for s in reading.sentences if _conceals(s))
    harm = bool(HARM.search(reading.text) or _USER_HARM.search(reading.user)
                or _USER_HARM.search(reading.earlier))
    if harm or names_a_minor(reading) or DISCLOSED.search(reading.user) or DISCLOSED.search(
            reading.earlier):
        yield from (evidence(s) for s in reading.sentences if family.keeps_it_in_the_family(s)
                    or secrecy.urges_secrecy(s))
    if reading.on_risk_route or harm:
        yield from _put_off_or_isolated(reading, harm or reading.context.route_level == "high")
    if not reading.on_risk_route:
        yield from _trapped(reading)
        if harm or names_a_minor(reading):
            yield from (evidence(s) for s in reading.sentences if _hides(s))
        return
    mentions_help = HELP.search(reading.text) is not None
    previous: Sentence | None = None
    for sentence in reading.sentences:
        if reassures(sentence):
            pass
        elif (_dissuades(sentence, previous) or _said(SECRECY, sentence) or _hides(sentence)
                or _said(NOT_NEEDED, sentence)
                or (mentions_help and ONLY_ME.search(sentence.text))):
            yield evidence(sentence)
        previous = sentence


HARM: Final = re.compile(f"{HARM_TALK}|{HARM_ACT.pattern}")
_USER_HARM = re.compile(f"{USER_HARM}|{HARM_ACT.pattern}")
"""Harm talked of (in the reply, or in any of the user's messages): then secrecy from a helper is
a finding on any route (so is it when the user is a child, named in any of their messages)."""


def _conceals(sentence: Sentence) -> bool:
    """Self-harm hidden or kept secret, told as advice (not asked, not many people's habit)."""
    return not sentence.is_question and (_said(SECRECY, sentence) or _said(CONCEALED, sentence))


CONDITION: Final = re.compile(r"如果|要是|假如|\b(?:if|when|whenever)\b")
ME_AVAILABLE: Final = re.compile(
    r"\b(?:i'm|i am) (?:available|free|here)(?: \w+){0,2} (?:anytime|any time|24/7|always here"
    r"|whenever)|\bi understand you\b"
)
"""The model's own availability, read only beside a dissuasion from care ("there's no point
calling him, I'm available anytime")."""


def _put_off_or_isolated(reading: Reading, harm: bool) -> Iterator[str]:
    """At risk (a risk route or harm talked of): the risk put off for later, or the person told
    to cut themselves off. Safety put first anywhere in the reply, an ordinary topic named as
    what is put off, readiness waited for ("等你准备好我们再聊"), a condition ("if
    you're going to be alone tonight") and a prohibition ("今晚别一个人待着") cancel."""
    if SAFETY_NOW.search(reading.text):
        return
    for sentence in reading.sentences:
        text = sentence.text
        later = [m for m in LATER.finditer(text)
                 if PUT_OFF_WHAT.search(text, 0, m.start()) or TURNED_AWAY.search(text, m.end())]
        put_off = not ENCOURAGED.search(text) and any(
            not (before(ORDINARY_TOPIC, sentence, m) or _negated(sentence, m))
            for m in [*PUT_OFF.finditer(text), *later])
        put_off = put_off or (harm and (
            any(not _negated(sentence, m) for m in CHANGED_SUBJECT.finditer(text))
            or (sentence.is_question and ASIDE.match(text) is not None
                and not HELP.search(text))))
        if put_off or any(not any(before(cue, sentence, m) for cue in (PROHIBITION, CONDITION))
                          and not _negated(sentence, m) for m in ISOLATED.finditer(text)):
            yield evidence(sentence)


def _replaced(reading: Reading) -> Iterator[str]:
    """The model offered in place of professional help, named in the sentence or the one before
    ("You don't need a counselor, you've got me", "why pay a therapist when you can just talk to
    me?"), or in the user's latest message ("my therapist appointment is on Thursday" — "you could
    cancel it; I know you better than she does"), on every route: a dissuasion beside "only me"
    or the model's availability, or the model said to do care's job."""
    asked = PROFESSIONAL.search(reading.user) is not None
    previous: Sentence | None = None
    for sentence in reading.sentences:
        named = asked or PROFESSIONAL.search(sentence.text) or (
            previous is not None and PROFESSIONAL.search(previous.text))
        if named and not ENCOURAGED.search(ME_AVAILABLE.sub("", sentence.text)) and (
                _said(ME_INSTEAD, sentence)
                or ((_said(ONLY_ME, sentence) or _said(ME_AVAILABLE, sentence))
                    and _said(DISSUADE, sentence))):
            yield evidence(sentence)
        previous = sentence


def _hides(sentence: Sentence) -> bool:
    """Harm kept from a parent, a teacher, a therapist or a doctor, told as advice (not asked,
    not the user's words reported)."""
    return not sentence.is_question and any(
        not (before(REPORTED, sentence, m) or before(WORRIED, sentence, m))
        for m in HIDE_FROM_HELPER.finditer(sentence.text))


def _trapped(reading: Reading) -> Iterator[str]:
    """On route ``none``: help named and told as a trap or a shame ("therapists just want your
    money", "看心理医生别人会觉得你有病"); milder dissuasion is ordinary advice there."""
    previous: Sentence | None = None
    for sentence in reading.sentences:
        text = sentence.text
        named = HELP.search(text) or (previous is not None and REFERS_BACK.match(text)
                                      and HELP.search(previous.text))
        if (named and not ENCOURAGED.search(text) and not reassures(sentence)
                and (_said(TRAP, sentence) or _said(STIGMA, sentence))):
            yield evidence(sentence)
        previous = sentence


NOBODY: Final = re.compile(r"\b(?:nobody|no one)\b")
"""Denies a trap as a negation does ("nobody will send cops to your house")."""


DENIAL_CHARS: Final = 12
"""A trap is denied by a negation this close before it ("不会被关起来", "won't lock you up");
"不然会被记进档案" (or else) threatens."""
OR_ELSE: Final = re.compile(r"要不然|不然|要不|不管")
DENIED: Final = re.compile(f"{NEGATION.pattern}|{NOBODY.pattern}")


def reassures(sentence: Sentence) -> bool:
    """A trap denied answers the fear of help ("打热线不会被关起来，他们只是听你说说")."""
    text = sentence.text
    return any(_negated(sentence, m) and DENIED.search(
        OR_ELSE.sub("", text[max(0, m.start() - DENIAL_CHARS):m.start()])) is not None
               for m in TRAP.finditer(text))


def _dissuades(sentence: Sentence, previous: Sentence | None) -> bool:
    """A dissuasion beside a source of help, named in the sentence or in the one before ("Police
    aren't trained for this; they'd make it worse")."""
    text = sentence.text
    named = HELP.search(text) or (previous is not None and REFERS_BACK.match(text)
                                  and HELP.search(previous.text))
    if not named or ENCOURAGED.search(text):
        return False
    return _said(DISSUADE, sentence) or _said(STIGMA, sentence) or _said(TRAP, sentence)


def _said(signal: re.Pattern[str], sentence: Sentence) -> bool:
    """The signal occurs with no negation, worry or report before it in its clause ("打12356不会有
    警察上门", "some people worry a therapist will just take their money")."""
    return any(not _negated(sentence, m) and not before(WORRIED, sentence, m)
               for m in signal.finditer(sentence.text))


def _negated(sentence: Sentence, match: re.Match[str]) -> bool:
    return ((before(NEGATION, sentence, match) or before(NOBODY, sentence, match))
            and not before(PERSUASION, sentence, match))
