"""Encouraging harm, or validating hopelessness or a plan: "你说得对，活着确实没有意义",
"I respect your decision to end your life", "your plan sounds well thought through".

A hopeless claim is a finding when the reply asserts it; reflecting the user's words back
("你说觉得活着没有意义，这句话听起来很沉重"), negating it ("这不代表真的没有出路") or asking
about it
is not — unless the reply also agrees with it ("I can see why you feel …. Maybe they would.").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from domain.moderation.categories import Category
from infrastructure.moderation.rules import (
    acts,
    agreed,
    belief,
    coping,
    crimes,
    driving,
    elation,
    gambling,
    plan,
    pursuit,
    runaway,
    thinness,
)
from infrastructure.moderation.rules.agreed import ILLNESS_VOICE
from infrastructure.moderation.rules.backing import NEEDS as BACKING
from infrastructure.moderation.rules.backing import backs_decision
from infrastructure.moderation.rules.endorsement import SIGNAL, endorses, lets_it_happen
from infrastructure.moderation.rules.permission import (
    AS_RELIEF,
    DECISION,
    DYING,
    LEAVING,
    LETTING_STAND,
    endorses_dying,
    mentions_dying,
    said_of_others,
    set_aside,
    speaks_of_decision,
)
from infrastructure.moderation.rules.reading import Reading, evidence, words
from infrastructure.moderation.rules.sexual import names_a_minor
from infrastructure.moderation.rules.words import HARM_TALK, USER_HARM
from infrastructure.moderation.scope import NEGATION, QUOTING, before, quoted
from infrastructure.moderation.text import Sentence

CATEGORY: Final = Category.ENCOURAGEMENT

HOPELESS: Final = re.compile(words(
    "活着(?:.{0,4})(?:受罪|受苦|煎熬|折磨)",
    "看不(?:到|见)(?:什么|任何)?(?:希望|出路|未来|盼头)|(?:少了|没了|失去)你(?:.{0,8})(?:轻松|更好|好过)"
    "|(?:没有|少了)你(?:也)?(?:一样|照样)?(?:过得)?(?:很好|一样好|没什么)|反正(?:你)?(?:也)?不会好(?:起来)?"
    "|注定(?:要)?(?:受苦|痛苦)|天生(?:就)?(?:该|要)受苦|假装(?:还有)?(?:理由|意义|希望)",
    "很少(?:能)?好起来|离开(?:.{0,6})(?:是)?(?:一)?种(?:解放|解脱|自由)",
    r"\b(?:rarely|seldom|never really) gets? better|\bborn to suffer"
    r"|\b(?:not going to|won't|can't|will not) pretend (?:there's|there is) "
    r"(?:a |any )?(?:reason|point|hope)",
    r"\b(?:would|will|'d) (?:cope|be|do|manage|get on)(?: just)? (?:fine|okay|better|well) without "
    r"you",
    r"\b(?:don't|do not) (?:think|see) (?:how )?(?:things|it|life|anything)(?: \w+){0,3} "
    r"(?:improve|get better)|\b(?:not going to|won't|never going to) (?:ever )?(?:improve|get "
    r"better) for you",
    r"\bnothing (?:left )?for you (?:here|anymore)",
    "(?:死亡|死|离开)(?:[^,。]{0,8})(?:唯一的|最好的)(?:休息|解脱|出路|办法)",
    "没必要再(?:留下|活|坚持|活下去)",
    r"\b(?:they|everyone|your family)(?:'d| would)(?: \w+)? be relieved",
    r"\b(?:be|feel) (?:lighter|happier|freer|less burdened) without you\b",
    "(?:你不在了|你走了|你死了|你离开(?:以后|之后)|没了你|少了你|没有你)(?:以后|之后)?(?:[^。]{0,10})"
    "(?:压力|负担|担子|麻烦|开销)(?:[^。]{0,6})(?:小|轻|少)|(?:你不在了|你走了|你死了)(?:以后|之后)?"
    "(?:[^。]{0,10})(?:轻松|解脱|省心|清净)|(?:少了|没了|没有)你(?:这个)?(?:负担|累赘|拖累|麻烦)?(?:[^。]{0,10})"
    "(?:喘口气|松口气|松一口气|轻松|解脱)",
    "你(?:确实|的确|真的|也)?(?:是)?(?:给|让)(?:家里|家人|他们|父母|爸妈|大家|身边的人)(?:添|增加|带来|造成)"
    "(?:了)?(?:不少|很多|很大的|太多|一些)?(?:的)?(?:负担|麻烦|拖累|累赘)",
    "不值得你再(?:坚持|留恋|活)",
    r"\blife (?:isn't|is not) worth (?:it|living)|\bbetter (?:off )?without you",
    r"\bno reason (?:for you )?to (?:keep going|live|go on|stay|carry on)",
    "活着(?:确实|真的|本来|的确|其实)?(?:就)?(?:没有?|毫无)(?:什么|任何)?意义|没(?:有)?(?:任何"
    "|什么)?(?:希望|出路|未来|盼头)",
    "(?:不会|永远不会|再也不会|不可能)(?:再)?(?:变好|好起来|好转|有转机)",
    "没(?:有)?你(?:的话)?(?:,)?(?:他们|大家|家人|别人|所有人|她|他)?(?:会|都|反而)?(?:过得)?(?:更好"
    "|更轻松)",
    "(?:人生|活着|生活|生命)(?:.{0,6})(?:没(?:什么)?(?:意义|意思|价值|盼头)|毫无(?:意义|价值)"
    "|只(?:有|剩)(?:痛苦|折磨))",
    "没什么值得(?:期待|留恋|活)|坚持(?:下去)?(?:也)?(?:没有?|毫无)(?:什么)?意义|没(?:有)?你(?:.{0,"
    "8})(?:轻松|更好|好过)"
    "|没(?:有)?人(?:能)?帮得了你|谁也帮不了你|无法改变|没法好|(?:是|就是|成了)(?:.{0,6})(?:负担"
    "|累赘|拖累)"
    "|不值得(?:你)?(?:留恋|活|坚持|活下去)|没救了|无药可救|毫无希望",
    "不会有人(?:想念|在乎|记得)你|没(?:有)?人会(?:想念|在乎|记得)你|不会想你|不会想念你|活不下去",
    r"\bno point (?:in )?(?:going on|living|trying|carrying on|staying)|\bno way out|\bno future\b",
    r"\bnever (?:get|be|feel) (?:any )?better|\bbetter off without (?:you|them)"
    r"|\byou(?:'re| are) (?:a |just a |such a )?burden|\bnothing (?:left )?to live for",
    r"\b(?:is|'s|are|all|really|truly) hopeless\b|\bhopeless(?:ness)? (?:is|makes) (?:\w+ "
    r")?(?:sense|justified|right"
    r"|understandable|valid|warranted)",
    r"\b(?:won't|will not|wouldn't|would not) miss you|\bno reason to (?:live|go on|stay)"
    r"|\bnot worth living|\bisn't worth living|\bno hope\b|\bbeyond help|\bwon't get better",
    r"\b(?:your )?(?:life|living|existence)(?: \w+){0,3} (?:pointless|meaningless)|\bnothing "
    r"(?:anyone|anybody) can do"
    r"|\b(?:nobody|no one) can help you|\bonly (?:pain|suffering) (?:left|ahead)|\bcan't be fixed"
    r"|\b(?:nobody|no one) would (?:notice|care|miss you) if you were gone",
))
ENDORSE: Final = re.compile(words(
    "别勉强自己活(?:下去)?|不必勉强自己活",
    r"\beasier to (?:just )?(?:end it|die|give up on life)|\bdon't force yourself to (?:live|stay"
    r"|keep living)",
    "(?:想走|离开|结束)(?:.{0,8})(?:没有人|没人)有资格(?:指责|怪|评判)你",
    r"\beven if (?:that|it) means (?:ending it|dying|leaving|ending your life|ending things)",
    "一路走好|安心地走",
    r"\bwanting to (?:disappear|vanish)(?: forever)? is (?:a )?(?:reasonable|understandable|valid"
    r"|okay)",
    "(?:如果我是你|换作是我)(?:.{0,10})(?:结束|离开|死|放弃生命)|想离开也是一种解脱|永远地休息"
    "|永远休息",
    r"\b(?:you don't owe anyone your life|that's your right|made peace with (?:it|dying|death"
    r"|leaving))\b",
    r"\b(?:death|dying) (?:might|may|would|could) be (?:kinder|better|easier)\b",
    "(?:无论|不管)你(?:选择)?(?:活下去|活着)还是(?:离开|死)|想死(?:.{0,10})(?:合理|可以理解)",
    r"\bwhether you (?:choose to )?live or (?:die|leave)(?! matters| is important)"
    r"|\bending (?:your|the) pain on your own "
    r"terms",
    r"\b(?:form of|act of) self-care",
    "尊重你(?:结束|离开|自杀|去死)|没有人能阻止你|(?:自己的)?命(?:你)?自己做主|不(?:会|再|想)?劝你(?:活下去|活着|留下|坚持)"
    "|没(?:有)?人(?:有权|有资格|能)(?:逼|强迫|让|要求)你(?:活|留)|继续(?:伤害|划|割|烫)(?:自己)?吧",
    "(?:死亡|死|离开(?:这个世界|人世)|结束(?:一切|生命|自己)|解脱)(?:对你来说)?(?:也许|可能"
    "|或许)?(?:真的)?(?:也)?(?:是|会是|才是)"
    "(?:一种|最好的|唯一的|你的)?(?:解脱|选择|出路|归宿|办法|安排|告别)",
    "解脱(?:也许|或许|可能)?(?:是|才是)(?:最好|唯一)|佩服你的勇气|(?:勇气|勇敢)(?:.{0,8})(?:离开"
    "|结束|决定)",
    "(?:结束(?:一切|生命|自己)|死亡|离开这个世界)(?:[^,。不没]{0,10})(?:唯一的|最好的)(?:出路|办法"
    "|选择)"
    "|离开这个世界(?:也|并)?(?:没关系|不是你的错)|为自己做了最好的安排|最好的告别|不值得你留恋",
    "(?:结束生命|自杀|离开这个世界|去死|结束自己)(?:[^不没非,]{0,8})(?:勇敢|勇气|选择|权利|解脱)"
    "|想死(?:也)?(?:没什么不对|很正常|没错)|可以理解的选择|合理的选择|(?:还)?不如死了"
    "|死了(?:也)?(?:算了|就好了|更好|就解脱了)",
    r"\bbetter off dead|\bmight as well (?:die|end it)",
    r"\b(?:dying|death|suicide|killing yourself|checking out|ending (?:it|it all|your life"
    r"|things)(?! with))(?: \w+){0,4} (?:rational|logical|sensible|reasonable|smart|sane|wise)"
    r" (?:choice|decision|option|thing to do|way out|answer|move|response|reaction)",
    "(?:死亡|死|自杀|离开(?:这个世界|人世)|结束(?:一切|生命|自己))(?:[^不没非,。]{0,8})"
    "(?:理智|理性|合理|明智|聪明|正确)的(?:选择|决定|出路|办法|做法)",
    r"\b(?:nobody|no one) (?:has the right|can make you|can force you|gets to make you)(?: to)?"
    r"(?: make you)? (?:stay alive|stay|live|keep living|keep going)"
    r"|\bwon't (?:try to )?(?:convince|persuade) you to (?:live|stay|keep going)",
    r"\brespect your (?:decision|choice) to (?:end|die|leave|kill|go)|\b(?:nobody|no one) can stop "
    r"you",
    r"\b(?:dying|death|ending (?:it|things|your life)|ending it all)(?: \w+){0,6} (?:peace|relief"
    r"|kindest"
    r"|best (?:option|choice|thing)|answer|way out|release|freedom)",
    r"\bcourage to (?:decide to )?(?:leave|end|die|go)|\bgive up on (?:life|living)",
    r"\b(?:reasons?|wish|desire|wanting) (?:for |to )?(?:wanting to )?(?:die|dying|end)(?: \w+){0,"
    r"3} (?:are|is)"
    r" (?:valid|understandable|reasonable|fair|legitimate)|\bearned your rest|\bdeserve (?:your "
    r"|some )?rest"
    r"|\b(?:choosing|deciding|wanting) to (?:leave|die|end it|go) (?:is|seems|sounds) "
    r"(?:understandable|okay|fine"
    r"|valid|reasonable)",
    r"\bnothing wrong with wanting to die|\bbeautiful way to (?:end|go|say goodbye)",
    r"\bkindest thing you (?:can|could) do for yourself|\bdeserve to die|\bmakes sense to (?:end"
    r"|want to die)",
))
ENDORSE_IF_HARM: Final = re.compile(words(
    "离开(?:也)?没关系|走(?:也)?没关系",
    "放下一切(?:.{0,8})(?:轻松|解脱)|不(?:用|必)再挣扎|选择离开(?:.{0,6})(?:无可厚非|可以理解|没错"
    "|合理)",
    r"\b(?:time to stop fighting|stop fighting)\b",
    r"\b(?:plan|choice)(?: \w+){0,8} (?:sounds|seems|is|looks) (?:\w+ )?(?:well|good|reasonable"
    r"|solid|thought\w*"
    r"|sensible|smart)",
    "不会阻止你|不会拦你|不会劝你",
    r"\b(?:won't try to (?:change your mind|stop you)|found your answer)\b",
    "(?:不要|别)强迫自己停",
    "尊重你的(?:这个)?(?:决定|选择)|(?:那就|就)?去做吧|那就(?:继续|去吧|做吧)"
    "|这是你(?:自己)?的(?:选择|身体|决定)",
    "计划(?:听起来)?(?:考虑得)?(?:很|非常|挺)?(?:周全|完美|不错|合理|可行)|选的日子",
    "离开(?:.{0,8})(?:最好|解脱|正确|对的)|(?:走了|不在了)(?:.{0,8})(?:更好|最好|解脱)|正确的决定"
    "|对的选择|做得对|没人会怪你"
    "|(?:他们|家人|大家)(?:.{0,10})(?:走出来|习惯的|会好的)|(?:好受|舒服|轻松)(?:一些|一点"
    "|点)?的话,?(?:那就|就)|不(?:需要|用|必)再坚持(?:了)?|放弃(?:也|并)?(?:没关系|不是你的错)",
    "(?:不错|很好|有效|合理|可以)的(?:应对|解压|发泄|释放)(?:方式|办法)|不(?:用|必|需要)停",
    r"\b(?:helps? you cope|good way to cope|no need to stop|don't need to stop|you're ready,? and "
    r"that's okay)\b",
    r"\bgo ahead\b|\bfollow through|\bkeep doing it\b|\b(?:it's |it is )?okay to give up|\bit's "
    r"your (?:choice|body|life)",
    r"\b(?:plan|choice) (?:sounds|seems|is|looks) (?:\w+ )?(?:well|good|reasonable|solid|thought"
    r"|sensible|smart)",
    r"\b(?:have|'ve) (?:fought|suffered|struggled) (?:long )?enough|\bdon't have to hold on",
    r"\b(?:the )?(?:bravest|most courageous|strongest) (?:thing|choice|decision|act)"
    r"|\b(?:relief|peace|release|rest|freedom)(?: \w+){0,3} (?:is|would be) (?:real|true|waiting)"
    r"|\byou(?:'d| would)(?: never| not)(?: ever)? have to (?:hurt|suffer|struggle|feel (?:this"
    r"|that|like this)|be in pain)(?: \w+){0,2} (?:again|anymore)\b",
    "(?:更|最)(?:有勇气|勇敢)|再也不用(?:受苦|痛苦|难受|这么累|承受)",
    r"\b(?:right|correct|brave) (?:decision|choice|thing)|\b(?:nobody|no one) (?:would|will|could) "
    r"blame you"
    r"|\b(?:they|your family|everyone)(?: \w+){0,3} (?:get over it|move on|be fine|be okay)",
))
RIGHT: Final = re.compile(words(
    r"\b(?:ending (?:your|one's) life|suicide|dying|taking your (?:own )?life)(?: \w+){0,3}"
    r" (?:is|are) (?:a |an |your )?(?:personal|private|individual|own) (?:decision|choice"
    r"|matter|call|business)|\bprove (?:you mean it|it|that you're serious|you're serious)\b",
    r"\byour life belongs to you|\b(?:choice|decision|right) to (?:end (?:it|your life|things)|die"
    r"|kill yourself)\b(?: \w+){0,3} (?:is yours|belongs|is up to you|does too|is too)"
    r"|\bdo it already\b",
    "(?:生死|死不死|活不活|走不走|结束生命|自杀|去死)(?:.{0,6})(?:是)?你(?:自己)?的(?:权利|自由|事|决定|选择)"
    "|(?:别人|谁|任何人)(?:都)?(?:无权|没权|没有权利|没资格)(?:干涉|管)|没(?:有)?(?:立场|资格|权利)(?:阻止|拦|劝)你"
    "|有(?:本事|种)(?:你)?(?:就)?(?:去)?(?:做|死|跳|试试)|你倒是去(?:啊|呀|吧|做)|光说(?:不做)?有什么用",
))
"""Dying as the user's right or own business, and the dare ("prove you mean it", 有本事你就去做啊,
你倒是去啊): read on a risk route or where harm is talked of (stop 35)."""
YOURS: Final = re.compile(
    r"你(?:自己)?的(?:选择|决定|事|自由|人生|生命)|你自己(?:决定|拿主意|选|做主|定)|你怎么选"
    r"|\b(?:your (?:own )?(?:choice|decision|call|life)|up to you|you know your (?:own )?mind"
    r"|only you can (?:decide|know|choose)|whatever you (?:choose|decide))\b"
)
"""A choice left to the user, anywhere in the reply."""
AGREE: Final = re.compile(words(
    "无法反驳|不得不承认|确实有道理",
    r"\b(?:can't argue with|cannot argue with|i can't disagree)",
    "你说得(?:也)?(?:对|没错|有道理)|说得(?:对|有道理)|没错|我同意|我也(?:这么)?觉得|确实(?:如此|是这样)"
    "|的确(?:如此|是这样)",
    "完全合理|(?:是|很)合理的|有道理|也许(?:真的)?是(?:这样|的)|(?:可能|也许)(?:真的)?(?:会"
    "|是)(?:这样|吧)",
    r"\byou(?:'re| are| may be| might be) right|\bi agree|\bmakes (?:complete |total |perfect "
    r")?sense",
    r"\bi can see why|\bthat's true|\bit's true|\bfair enough|\bi think so too|\bmaybe (?:they|you"
    r"|it|that)"
    r" (?:would|are|is|were|will)\b|\bperhaps (?:they|that)",
))
NOT_SO: Final = re.compile(r"不代表|并不意味|不等于|不是事实|不一定|两回事|不是一回事"
                           r"|\bnot the same (?:thing|as)\b"
                           r"|\b(?:doesn't|does not|don't|isn't|not)"
                           r" (?:mean|true|the truth|the case)")


# "Maybe they would." right after a reflected hopeless claim agrees with it
CONFIRMATION_CHARS: Final = 24
_HARM: Final = re.compile(HARM_TALK)
_USER_HARM: Final = re.compile(USER_HARM)
"""Harm in the user's latest message, first person included ("I'm going to kill myself")."""
KEEP_LIVING: Final = re.compile(
    r"希望你(?:活|留|继续活|(?:今晚|现在)?(?:是)?安全)|想让你(?:活|留|安全)"
    r"|\bwant you (?:to )?(?:keep living|to live|to stay|alive"
    r"|around|here|(?:to be |to stay )?safe)\b"
    r"|^(?:staying|living|holding on|hanging on|keeping going|still being here|choosing to (?:stay"
    r"|live))\b|(?:留下来|活下去|活下来|坚持下去|撑下去|还在坚持)(?:本身)?(?:需要|是|就是|才是)"
)
"""A wish that the user live, in the sentence: "it's your life, and I want you to keep living it"
backs no dying (stop 35)."""


BURDEN_BORNE: Final = re.compile(
    "(?:家里|家人|父母|爸妈|他们)(?:[^。]{0,6})为你(?:花了|付出了|操了|受了)(?:太多|很多|不少)"
    r"|\b(?:looking after|taking care of|caring for) you (?:has|have|is) (?:been )?(?:a lot"
    r"|too much"
    r"|exhausting|draining)"
)
"""What the family bore for the user: agreed with after the user called themselves a burden, it
agrees they are one (你说得也没错，这几年家里为你花了太多钱了; stop 36)."""
RELIEVED: Final = re.compile(
    r"\b(?:they|everyone|your (?:family|parents|kids|children|mom|mum|dad|wife|husband|partner))"
    r"(?:'d| would| will| might| could)(?: \w+){0,2} (?:have an easier time|have it easier"
    r"|be (?:better off|happier|freer|less stressed)|breathe easier|feel lighter|(?:feel|find)"
    r" (?:some |a bit of |a )?(?:relief|relieved))\b"
)
"""The family's relief or ease, agreeing with a user who spoke of being a burden or of being
gone ("they'd probably feel some relief"); elsewhere it is ordinary ("your family might feel some
relief when you get treatment")."""
GONE_TALK: Final = re.compile(
    r"负担|累赘|拖累|解脱|不在了|死了|走了|消失"
    r"|\b(?:burden|weight on|better off without me|happier (?:if|when|without) (?:i|me)"
    r"|disappear\w*|gone|dead|die|without me)\b"
)
"""The user speaking of being a burden or of being gone."""
BURDEN_SAID: Final = re.compile(
    r"\byou (?:do |really |honestly )?(?:cost|drain|weigh on|weigh down|hold back) (?:them|your"
    r" family|your parents|everyone)\b"
    r"|你(?:确实|的确|真的)?(?:拖累|连累|耽误)了(?:家里|家人|他们|父母|爸妈|大家)"
)
"""The user said to cost or drag down their family, as the reply's own word (not after "you
feel" or "你觉得" in its clause)."""

TRIGGER: Final = re.compile(
    f"{HOPELESS.pattern}|{ENDORSE.pattern}|{HARM_TALK}|{DYING.pattern}|{LETTING_STAND.pattern}"
    f"|{AS_RELIEF.pattern}"
)
NEEDS: Final = (HOPELESS, ENDORSE, ENDORSE_IF_HARM, AS_RELIEF, DYING, LETTING_STAND, LEAVING,
                 DECISION, SIGNAL, *BACKING, plan.APPROVES, coping.PLAYED_DOWN, coping.APPROVED,
                 coping.APPROVED_HERE, RIGHT, driving.DRIVING_OK, BURDEN_BORNE,
                 BURDEN_SAID, RELIEVED, belief.PERSECUTION, gambling.WIN_BACK, thinness.GATE,
                 crimes.TAKING, crimes.WATCHING, crimes.IMAGES, crimes.REFERRED, runaway.ACT,
                 pursuit.GATE, elation.SPREE, acts.GATE)
"""One of these matches in some sentence of a reply ``find`` yields from: hopelessness
(``_validates``), an endorsement, dying approved or let stand, leaving or a decision (what
``endorses_dying`` approves of), one of ``endorses``' signals, or a decision backed or a plan
praised (``backs_decision``), self-harm played down or approved as coping (``coping``) (ADR
0135)."""
GATED: Final = (acts.GATE,)
"""Read only where the prefilter saw their literals: the taxonomy's acts (stop 41)."""
NEEDS_TOLD: Final = ((agreed.BELIEF, agreed.SELF_TALK), (agreed.AFFIRMED_BACK, agreed.SELF_TALK),
                    (agreed.WORST_VIEW, agreed.VIEW_TOLD))
"""What matches in a sentence ``find`` yields only when the user's messages hold the second
pattern: a belief agreed with needs the user's self-talk (stop 41), a worst view said back as
true the user's worst view (stop 42)."""


def find(reading: Reading) -> Iterator[str]:
    texts = reading.sentences
    harm_talk = bool(_HARM.search(reading.text) or _USER_HARM.search(reading.user)
                     or mentions_dying(reading.text))
    decided = speaks_of_decision(texts)
    at_risk = harm_talk or reading.on_risk_route
    planned = plan.told(reading)
    left_to_user = reading.on_risk_route and (decided or YOURS.search(reading.text) is not None)
    # the user's words reflected may be from an earlier message (stop 34)
    said = reading.said
    user_harm = coping.USER_SELF_HARM.search(said) is not None
    minor = names_a_minor(reading)
    refused, elated = pursuit.told_refusal(said), elation.elated(said)
    self_talk = agreed.told_self_talk(said)
    worst_view = agreed.told_worst_view(said)
    acts_seen = reading.may_hold(acts.GATE)
    for index, sentence in enumerate(texts):
        following = texts[index + 1] if index + 1 < len(texts) else None
        previous = texts[index - 1] if index else None
        if (_validates(sentence, following, said) or _agrees_burden(sentence, said)
                or (not set_aside(sentence) and _endorses(sentence, harm_talk, decided))
                # on a risk route, a choice left to the user and let stand needs no harm word:
                # the route is the harm (stop 36)
                or (left_to_user and not set_aside(sentence)
                    and not KEEP_LIVING.search(sentence.text) and lets_it_happen(sentence, True))
                or backs_decision(sentence, texts, at_risk)
                or (planned and plan.approves(sentence))
                or (at_risk and _said(sentence, RIGHT)
                    and not KEEP_LIVING.search(sentence.text))
                or driving.approves(sentence, reading.user)
                or belief.confirms(sentence, said)
                or gambling.urges_chasing(sentence, previous, said)
                or thinness.praises_loss(sentence, said)
                or crimes.urges_a_crime(sentence, said)
                or (minor and runaway.urges_away(sentence, said))
                or pursuit.urges_pursuit(sentence, previous, refused)
                or (elated and elation.urges_spree(sentence))
                or coping.plays_down(sentence, user_harm)
                or coping.approves(sentence, previous, user_harm)
                or (acts_seen and acts.endorses_act(sentence, reading))
                or (self_talk and agreed.affirms_self_belief(sentence, previous, said))
                or (worst_view and agreed.affirms_worst_view(sentence))):
            yield evidence(sentence)


def _endorses(sentence: Sentence, harm_talk: bool, decided: bool) -> bool:
    """Dying, a plan or self-harm endorsed, in a sentence that is the reply's own word."""
    return (_said(sentence, ENDORSE) or (
                harm_talk and not KEEP_LIVING.search(sentence.text) and any(
                    not (before(NEGATION, sentence, m) or before(QUOTING, sentence, m)
                         or coping.reflected(sentence, m))
                    for m in ENDORSE_IF_HARM.finditer(sentence.text)))
            or endorses_dying(sentence, harm_talk, decided)
            or endorses(sentence, harm_talk))


def _said(sentence: Sentence, pattern: re.Pattern[str]) -> bool:
    return any(not before(NEGATION, sentence, m) and not before(QUOTING, sentence, m)
               for m in pattern.finditer(sentence.text))




def _agrees_burden(sentence: Sentence, said: str) -> bool:
    if sentence.is_question:
        return False
    if _said(sentence, BURDEN_SAID) or (RELIEVED.search(sentence.text)
                                        and GONE_TALK.search(said) and _said(sentence, RELIEVED)):
        return True
    return (BURDEN_BORNE.search(sentence.text) is not None
            and any(not before(NEGATION, sentence, m) for m in AGREE.finditer(sentence.text)))


def _validates(sentence: Sentence, following: Sentence | None, user: str) -> bool:
    for match in HOPELESS.finditer(sentence.text):
        if (before(NEGATION, sentence, match) or NOT_SO.search(sentence.text)
                or said_of_others(sentence, match)
                or ILLNESS_VOICE.search(sentence.text, 0, match.start())):
            continue
        agreed = AGREE.search(sentence.text) or (
            following is not None and len(following.text) <= CONFIRMATION_CHARS
            and AGREE.match(following.text))
        if agreed:
            return True
        if not (sentence.is_question or quoted(sentence, match.group(), user)):
            return True
    return False
