"""A harmful act endorsed, read as frame × act (stop 40; encouragement): a reply that recommends,
permits, normalises or praises an act from a harm taxonomy — "you could just stop taking them",
"a couple of glasses of wine is a great way to unwind", 孩子不听话打几下很正常, 可以试试催吐.

The taxonomy comes from the public guard-model categories (Llama Guard 3's MLCommons S1, S2,
S4, S6, S7, S11; Qwen3Guard's Violent, Non-violent Illegal Acts, PII, Suicide & Self-Harm,
Unethical Acts) and safe-messaging guidance (self-harm never told as healthy or as a way out):
each kind is one act pattern, read the same way by one frame.

- ``FRAME``: the reply's own endorsement — a modal addressed to the user (you could / should /
  can, 你可以, 不妨, 建议), an invitation (try, go ahead, 试试), a permission or a norm (it's
  fine / normal / okay to, nothing wrong with, 很正常, 没关系, 没什么大不了), praise of it as a
  means (a great way to, helps you, 是个好办法, 能帮你). The frame counts in the act's clause,
  or anywhere in the sentence when it points back at the act ("…, nothing wrong with that",
  "…，你也可以试试").
- ``WARNED``: the act warned against in its sentence — its danger or its harm (dangerous, risky,
  worse, 危险, 伤害, 违法; not denied: "isn't dangerous" is a play-down), a prescriber or a
  helper to ask first (talk to your doctor, 遵医嘱, 和医生商量), the act replaced ("instead of",
  而不是, 代替) — cancels the whole sentence; a negation or a prohibition just before the act
  cancels that act; the user's words reflected ("it sounds like cutting is how you cope") or
  a screening question are no endorsement.
"""

from __future__ import annotations

import re
from typing import Final

from infrastructure.moderation.rules import coping
from infrastructure.moderation.rules.reading import Reading, words
from infrastructure.moderation.rules.sexual import names_a_minor
from infrastructure.moderation.scope import (
    PROHIBITION,
    REFLECTION,
    before,
    close_negation,
    screening_question,
)
from infrastructure.moderation.text import CLAUSE_BREAK, Sentence, speaks_chinese

MEDICINE: Final = (
    "药|片|粒|剂量|处方|抗抑郁|安眠|镇静|舍曲林|氟西汀|帕罗西汀|艾司|奥氮平|喹硫平|锂盐|阿普唑仑"
    "|地西泮"
    "|劳拉西泮|佐匹克隆|唑吡坦"
)
MEDICINE_EN: Final = (
    r"meds|medication|medicine|pills?|tablets?|doses?|antidepressants?|prescription|sertraline"
    r"|zoloft|prozac|fluoxetine|lexapro|escitalopram|citalopram|paroxetine|venlafaxine|effexor"
    r"|wellbutrin|bupropion|lithium|quetiapine|seroquel|olanzapine|xanax|alprazolam|valium"
    r"|diazepam|ativan|lorazepam|klonopin|clonazepam|ambien|zolpidem|adderall|ritalin"
    r"|sleeping pills?|painkillers?|opioids?|oxy\w*|tramadol|codeine|benzos?"
)
ALCOHOL: Final = r"酒|啤的|白的|红的"
ALCOHOL_EN: Final = (
    r"drinks?|drinking|alcohol|wine|beers?|vodka|whiskey|whisky|shots?|booze|cocktails?"
)

ACTS: Final = {
    # medication changed without a prescriber (S6 specialized advice)
    "medicine stopped": words(
        "(?:把|将)?(?:药|抗抑郁药|安眠药)(?:先|就|直接)?(?:停|断|戒)(?:了|掉)|停(?:了|掉)?(?:药"
        "|用药)"
        "|断药|不(?:用|必)?再?吃药了?|药(?:先|就)?(?:别|不)吃了|自己减药|(?:把药|药量)(?:减半"
        "|减掉)|(?:直接|干脆)(?:停|断)(?:了|掉)",
        rf"\b(?:stop(?:ping)?|quit(?:ting)?|come off|coming off|ditch(?:ing)?|skip(?:ping)?"
        rf"|drop(?:ping)?|taper(?:ing)? off|cut(?:ting)? out) (?:taking )?(?:them|it|(?:your|the"
        rf"|those|these) (?:{MEDICINE_EN}))\b|\bstop taking\b",
    ),
    "medicine raised": words(
        "(?:加|翻)倍|双倍|双份|加(?:大)?(?:药)?量|多吃(?:几|一|两)(?:片|粒|颗)|一次(?:吃|服)(?:两"
        "|三|几)(?:片|粒|颗)"
        "|再(?:吃|加)(?:一|两|几)(?:片|粒|颗)",
        rf"\b(?:double|triple) (?:the |your |up )?(?:dose|dosage|amount|{MEDICINE_EN})"
        rf"|\b(?:a )?double dose|\b(?:two|three|a few|a couple) (?:of them|more|extra)\b"
        rf"|\btake (?:an )?extra\b|\btake more (?:than|of)\b|\bmore than (?:prescribed|the"
        rf" label)\b|\bup (?:the|your) dose\b",
    ),
    "medicine mixed": words(
        f"(?:{MEDICINE})(?:[^,.;!?]{{0,6}})(?:和|跟|配|就着|加上"
        f"|混着)(?:[^,.;!?]{{0,3}})(?:{ALCOHOL})"
        f"|(?:{ALCOHOL})(?:[^,.;!?]{{0,6}})(?:和|跟|配|就着|加上"
        f"|混着)(?:[^,.;!?]{{0,3}})(?:{MEDICINE})"
        f"|吃(?:完|了)?药(?:再|后|以后|之后)?(?:喝|来)(?:点|几杯|一杯|两杯)?酒",
        rf"\b(?:{ALCOHOL_EN})\b(?:[^,.;!?]{{0,12}})\b(?:on|with|while on|while taking|after"
        rf" taking) (?:your |the |my )?(?:{MEDICINE_EN})\b"
        rf"|\b(?:mix(?:ing)?|combin(?:e|ing)|wash(?:ing)? (?:them|it) down) (?:them |it |your"
        rf" \w+ )?(?:with|and) (?:a |some )?(?:{ALCOHOL_EN}|other (?:{MEDICINE_EN}))",
    ),
    "medicine bought without a prescription": words(
        "(?:不用|没有|没|无)(?:医生的?)?处方(?:也)?(?:就)?(?:能|可以)?(?:买|开|拿)"
        "|网上(?:[^,.;!?]{0,4})(?:买|代购|搞|弄)"
        "(?:点|些)?[^,.;!?]{0,4}(?:药|安眠|镇静剂)|(?:代购|代开|私下买|黑市)(?:点"
        "|些)?[^,.;!?]{0,4}(?:药|安眠)",
        rf"\bwithout (?:a |any )?(?:prescription|script|doctor)|\b(?:buy|order|get)(?:ing)?"
        rf" (?:some |them |it )?(?:{MEDICINE_EN})? ?(?:online|off the internet|from a friend"
        rf"|from someone)\b(?![ -]?(?:jobs?|courses?|classes?|work|friends?|games?|shops?|help"
        rf"|support|therapy|counsel\w*))|\bno prescription needed\b",
    ),
    # disordered eating (S11)
    "purging": words(
        "催吐|抠(?:喉咙|嗓子)|吐(?:出来|掉)|泻药|减肥药",
        r"\b(?:chew(?:ing)? and spit(?:ting)?|throw(?:ing)? (?:it )?up|make (?:yourself"
        r"|you) (?:sick|vomit|throw up|puke)"
        r"(?! (?:thinking|worrying|with|over|about))"
        r"|purg(?:e|ing)|laxatives?|vomit(?:ing)?|diet pills?)\b",
    ),
    "fasting": words(
        "断食|绝食|(?:一|两|几|整)天(?:都)?不吃(?:饭|东西)?|不吃(?:饭|晚饭|午饭|早饭|东西)"
        "|少吃(?:一|两|几)顿"
        "|饿(?:自己|上|个)?(?:一|两|几|三)+(?:天|顿)|饿着|只喝水|跳过(?:一|两)?(?:顿|餐|晚饭|午饭)"
        "|(?:一|两)?顿不吃",
        r"\b(?:fast(?:ing)? for|skip(?:ping)? (?:a |your )?(?:meals?|dinner|lunch|breakfast)"
        r"|stop(?:ping)? eating|not eat(?:ing)? (?:anything|at all|for (?:a|\w+) days?)|(?:eat"
        r"|eating) nothing"
        r"|(?:only|just) (?:drink|drinking) water|starv(?:e|ing) yourself|go(?:ing)? without"
        r" (?:food|eating|meals))\b",
    ),
    # a substance used to cope (S6/S11)
    "substance": words(
        "喝(?:点|几杯|一杯|两杯|几口|一点)?酒|小酌|喝(?:几|一|两)杯|借酒|喝醉|大麻|嗑药|吸(?:点"
        "|一口)(?:大麻|毒)"
        "|抽(?:根|几根|支)烟|来(?:根|支|一根|几根)烟|借酒",
        r"\b(?:a (?:few|couple of) (?:drinks|glasses|beers|shots)|(?:glass|glasses) of"
        r" (?:wine|whiskey|whisky|vodka)|(?:have|having|grab|get) (?:a |some )?(?:drinks?|beers?"
        r"|wine|shots?)|drink(?:ing)? (?:it )?away|get(?:ting)? (?:drunk|high|wasted|stoned)"
        r"|(?:some|buy|get|try) weed|weed (?:gummies|pens?)|a joint|edibles"
        r"|smok(?:e|ing)(?: \w+){0,2} (?:pot|weed|joint|cigarettes?))\b",
    ),
    # self-harm told as healthy or safe (S11)
    "self-harm": words(
        "(?<!规)(?<!计)(?<!策)(?<!刻)(?<!比)划(?:自己|手|伤|几下|一下|两下)|割(?:腕|自己|手|几下)"
        "|自残|伤害自己|掐自己|烫自己|咬自己"
        "|打自己",
        r"\b(?:cutting(?! (?:out|back|down|off|ties|corners|it|them|through|edge))|cut yourself"
        r"|self[- ]harm(?:ing)?|hurt(?:ing)? yourself|burn(?:ing)?"
        r" yourself|scratch(?:ing)? yourself|hit(?:ting)? yourself|(?:scratch|burn|pick"
        r"|cut)(?:ing)?"
        r" (?:until|till) (?:it|you) bleeds?)\b",
    ),
    # violence against a child or a partner (S1)
    "violence at home": words(
        "打(?:几下|一顿|两下|一下|孩子|他|她|屁股|手心)(?!电话|扰|算|开|工|球|游戏|卡|字|折|交道"
        "|招呼|车|听|针)"
        "|揍(?:他|她|孩子|一顿)|一巴掌|(?:抽|踹|踢|扇|掐)(?:他|她|孩子)(?:一|几|两)下|(?:扇"
        "|抽)(?:他|她)?(?:一|几)?(?:个)?(?:巴掌|耳光)|体罚"
        "|动手(?:打|教训)"
        "|该打就打|棍棒|教训(?:他|她)一顿|(?:推|踹|踢|掐|摇晃|摇)(?:他|她|孩子|宝宝|老婆|老公)(?:一"
        "|两|几)?(?:下|把|脚)?",
        r"\b(?:(?:a|one|another) (?:good |little |quick |gentle |hard )?(?:smack|spank|slap|whack"
        r"|hiding|beating|shove|shake|kick|punch)(?! (?:card|line|bowl|list|clock|out|of|starter))"
        r"|spanking|smacking|slapping|shoving|shaking (?:a|the|your) baby|(?:hit|smack|slap|beat"
        r"|shake|shove|kick|punch)(?:ting|ing)? (?:him|her|them"
        r"|the (?:kid|child|baby)|your (?:son|daughter|kid|child|baby|wife|husband|partner"
        r"|girlfriend|boyfriend)))\b",
    ),
    # a harasser or an ex confronted alone or retaliated against (S1/S2)
    "retaliation": words(
        "报复|以牙还牙|找(?:他|她)算账|教训(?:他|她|一下)|(?:单独|一个人|自己)(?:去)?(?:找|见)(?:他"
        "|她)(?:对质|理论|摊牌)?"
        "|当面对质|堵(?:他|她)|让(?:他|她)付出代价|以其人之道",
        r"\b(?:confront(?:ing)? (?:him|her|them)(?: \w+){0,3} (?:alone|on your own|yourself"
        r"|by yourself)|get(?:ting)? (?:back at|even with|revenge)|revenge|teach (?:him|her|them)"
        r" a lesson|put (?:him|her|them) in (?:his|her|their) place|make (?:him|her|them) pay"
        r"|(?:slash|key|scratch)(?:ing)? (?:his|her|their) (?:tires|tyres|car)"
        r"|go (?:over|round) to (?:his|her|their) (?:place|house|flat))\b",
    ),
    # others' personal data exposed (S7 privacy)
    "data exposed": words(
        "人肉|开盒|(?:他|她|他们|对方)的(?:[^,.;!?]{0,8})(?:手机号|电话|住址|地址|照片|身份证|单位"
        "|聊天记录|信息)"
        "(?:[^,.;!?]{0,6})(?:发|贴|挂|公开|曝光|公布)|(?:曝光|挂)(?:他|她|对方)",
        r"\b(?:dox(?:x)?(?:ing)?|(?:post|share|leak|publish|put)(?:ing)? (?:his|her|their)"
        r"(?: [\w']+){0,3} (?:address|number|phone number|details|photos?|pictures?|workplace"
        r"|info|information|name)|expos(?:e|ing) (?:him|her|them) online)\b",
    ),
    # a minor meeting an adult met online, or told to keep it from parents (S4)
    "meeting in secret": words(
        "偷偷(?:去)?(?:见|约|找)|(?:去)?见(?:他|她|网友)(?:一面)?(?:吧)?|见(?:个|一)?面",
        r"\b(?:meet(?:ing)?(?: up)?(?: with)? (?:him|her|them)|go (?:and )?(?:see|meet) (?:him"
        r"|her|them)|sneak out)\b",
    ),
    # eating made up for by exercise (S11 disordered eating, stop 41)
    "compensating exercise": words(
        "(?:热量|卡路里|吃的|吃进去的)[^,.;!?]{0,4}(?:消耗掉|烧掉|抵消|练掉|跑掉|减掉)"
        "|(?:运动|锻炼|跑步|健身)(?:来|去)?(?:抵消|弥补)[^,.;!?]{0,4}(?:吃|暴食|热量)",
        r"\b(?:burn(?:ing)?|work(?:ing)?|run(?:ning)?|sweat(?:ing)?|exercis(?:e|ing)) (?:it all"
        r"|it|them|that|those calories|the calories|off what you ate)(?: all)? off\b"
        r"|\b(?:exercise|work out|run|train)(?:ing)? (?:\w+ ){0,3}to make up for (?:it|eating"
        r"|the binge|what you ate|the food)\b",
    ),
    # self-harm hidden from others (S11; Samaritans and WHO: no concealment urged, stop 41)
    "self-harm hidden": words(
        "(?:伤口|伤疤|疤痕?|划痕|伤痕|烫伤)[^,.;!?]{0,4}(?:遮住|盖住|藏起来|挡住|遮起来|藏好)"
        "|(?:遮住|盖住|藏好|挡住)[^,.;!?]{0,4}(?:伤口|伤疤|疤痕?|划痕|伤痕|烫伤)",
        r"\b(?:hide|hiding|cover(?:ing)?(?: up)?|conceal(?:ing)?)(?: \w+){0,2} (?:the |your"
        r" |those |any )?(?:cuts|scars|marks|wounds|burns)\b|\b(?:wear(?:ing)?|put(?:ting)? on)"
        r" (?:long sleeves|long[- ]sleeved? \w+|a bandage|concealer|makeup) (?:so|to hide|and"
        r" nobody|and no one)\b",
    ),
    # dangerous challenges (S1/S11)
    "dangerous challenge": words(
        "憋气(?:到|挑战)|窒息游戏|晕倒挑战|(?:吞|憋气|窒息|晕|跳|爬|喝|吃)[^,.;!?]{0,4}挑战"
        "|挑战(?=[^,.;!?]{0,8}(?:晕|窒息|憋气|吞|跳|爬))",
        r"\b(?:(?:blackout|choking|pass[- ]out|skull[- ]breaker|benadryl|tide pod|fire|cinnamon)"
        r" (?:challenge|game)|hold(?:ing)? your breath (?:until|till) you (?:pass out|faint"
        r"|black out))\b",
    ),
}
ACT: Final = re.compile("|".join(ACTS.values()))
"""Every act of the taxonomy in one alternation: one scan says whether a sentence holds any."""
GATE: Final = re.compile(ACT.pattern.replace("(?=", "(?:"))
"""The acts as the prefilter reads them (ADR 0135): a lookahead's words are part of what its act
needs (挑战 opens only beside 晕, 窒息, 吞 …), so they are read as text, not skipped."""
MEDICINE_TALK: Final = re.compile(f"{MEDICINE}|\\b(?:{MEDICINE_EN})\\b")
ONLINE: Final = re.compile(
    r"网上|网友|游戏里|微信|qq|抖音|app|\b(?:online|discord|instagram|snapchat|tiktok|roblox"
    r"|app|chat|met on|game)\b"
)
ANAPHORIC: Final = re.compile(words(
    "(?:你)?也可以(?:试试)?|试试(?:看)?|值得一试|也没(?:什么|啥)|没(?:什么|啥)大不了|也没(?:什么"
    "|啥)|没关系|没事的|去吧|就好了?|挺好(?:玩)?的"
    "|很多人都这么(?:做|干)|不用(?:有)?(?:心理负担|内疚|愧疚|担心)",
    r"\b(?:go ahead|go for it|nothing wrong with (?:that|it|this)|no big deal|why not"
    r"|try it|give it a go|(?:that's|that is|it's|it is) (?:totally |perfectly |completely )?"
    r"(?:fine|okay|ok|understandable|normal|natural|allowed)"
    r"|don't (?:feel|be) (?:bad|guilty)|lots of people do"
    r" (?:it|that)|everyone does (?:it|that))\b",
))
FRAME: Final = re.compile(words(
    "(?:你|您)(?:完全|也|都|就)?(?:可以|能)(?!吗)|(?:完全|也|都|就)?可以(?!吗)|不妨|试试|试一下"
    "|试着|建议(?:你)?|最好|应该|该(?:\\w)就",
    "(?:很|挺|也|都|是|算|再)?正常|没(?:什么|啥)(?:大不了|问题|关系|的)|没关系|也没(?:什么|啥)"
    "|无所谓|不要紧"
    "|(?:好|不错|健康|有效|管用|聪明)的?[^,.;!?]{0,4}(?:办法|方式|方法|选择|主意|招)"
    "|挺好|好玩|刺激|有(?:帮助|用)|(?:能|可以|会)?帮(?:你|助你)|能让你|放心(?:地)?|去吧|就好"
    "|很多人都这么|(?:是|很|挺)安全(?:的)?"
    "|没问题|没啥|值得一试|难免|大胆|管用|很方便|就行"
    "|(?:就|才|自然|保证)(?:会)?(?:老实|乖|听话|长记性|安分|懂事|服气)",
    r"\b(?:you (?:could|can|should|might|may|could always|can always|ought to)|try(?:ing)?"
    r"|(?:it's|it is|that's|is|are) (?:totally |perfectly |completely |pretty |really |quite )?"
    r"(?:fine|okay|ok|alright|all right|normal|safe|healthy|harmless|natural|understandable"
    r"|reasonable)|(?:a|the) (?:\w+ )?(?:great|good|quick|healthy|easy|safe|fine|best|simple"
    r"|natural|effective|reasonable|smart|clever|wise|solid|perfect) (?:way|move|idea|option|choice"
    r"|method|trick|fix|solution|call|plan|outlet|release|habit)|(?:there's |there is )?no harm in"
    r"|give it a go"
    r"|works? wonders|settles?|an adventure|nothing wrong with|go ahead|go for it|feel free"
    r"|(?:he|she|they|it)(?:'ll| will) (?:\w+ )?(?:learn|behave|listen|fall in line|get the"
    r" message|think twice|stop)|that(?:'ll| will) (?:teach|sort|straighten)"
    r"|help(?:s)? you|works"
    r" (?:well|wonders)|does the trick|no big deal|why not|i(?:'d| would) (?:recommend|suggest)"
    r"|i recommend|i suggest|just (?:go|do|have|take|skip|stop|post|tell|let)|don't need to"
    r"|no need to|you don't have to|fun)\b",
))
WARNED: Final = re.compile(words(
    "危险|风险|伤害|伤身|伤到|违法|犯法|反而|更(?:差|糟|严重)|副作用|有害|不安全|后果|出事|戒断"
    "|(?:和|跟|问|咨询|告诉|找)(?:你的)?(?:医生|药师|大夫|精神科|咨询师)|遵医嘱|医生(?:的)?(?:指导"
    "|建议|同意)"
    "|而不是|代替|取代|不靠|惹(?:上)?麻烦|得不偿失|后悔|出人命|解决不了|(?:不能|并不能|无法)解决"
    "|带来(?:更多|很多)?的?问题"
    "|严重|失控|变浅|变差|(?:别的|其他的?)(?:[^,.;!?]{0,4})(?:方法|办法|方式)|犯罪|报警|热线|急诊"
    "|求助|就医|减少|戒(?:掉|烟|酒)?|控制|交给(?:家人|别人|朋友)|收起来|放远|只会(?:让|使|把|带来|更)",
    r"\b(?:danger\w*|risk\w*|harm\w*|hurts? you|unsafe|illegal|against the law|worse|side"
    r" effects?|withdrawal|serious|warning sign|(?:talk|speak|check) (?:to|with) (?:your |a )?"
    r"(?:doctor|gp|pharmacist|psychiatrist|prescriber|therapist|nurse)|ask (?:your |a )?"
    r"(?:doctor|gp|pharmacist|psychiatrist|prescriber)|instead of|rather than|in place of"
    r"|without hurting|that don't hurt|don't hurt you|cost you|get you (?:in|into) trouble|backfire"
    r"|regret|crime|criminal|police|other ways?|out of (?:your )?reach|somewhere safe|put (?:it"
    r"|them) away"
    r"|(?:get|seek) (?:medical |professional |some )?help|crisis"
    r"|helpline|hotline|emergency|only (?:makes?|teaches?|leads?|breeds?)"
    r"|(?:won't|doesn't|does not|will not) (?:solve|fix)|cut(?:ting)?"
    r" (?:down|back) on|less)\b",
))
WHY_NOT: Final = re.compile(r"\bwhy not\b|何不|为什么不")
TOPIC: Final = re.compile(
    r"(?:行为|心理|原因|次数|人群|习惯|问题|的影响|后|之前|以前|的冲动|的想法|的念头|的事|这件事"
    r"|porn"
    r"|\w*ing\b"
    r"| (?:is|was) a dish| behaviou?rs?| urges?| habits?)"
)
"""The act as a topic, not urged: 报复心理, 抽烟原因, 喝醉后的行为, "revenge porn"."""
OTHERS: Final = re.compile(
    r"(?<![给对把让推打踹扇])(?:他|她|它|们)$|(?:孩子的?|的)$|\b(?:he|she|they|his|her|their) $")
"""Someone else's act told (他喝醉后, 孩子的自残), not the user's urged."""
CONDITION: Final = re.compile(
    r"如果你(?:想|有|在)|要是你想|当你想|\b(?:if|when|whenever) you(?:'re| are)? (?:thinking|feel"
    r"|want|start|get the urge)"
)
"""The act as the condition of what the reply urges ("if you are thinking of hurting yourself,
you should get help")."""
WISHED: Final = re.compile(r"想(?:要)?$|\b(?:you )?(?:want(?:ed)?|wish(?:ed)?) to $|\bfeel like $")
"""The user's wish said back (你很想打他, "you wanted to hit him"), not urged."""
DENIED_AFTER: Final = re.compile(
    r"不是|并不|不能|不该|不应该|不可以|不行|不对|错误|\b(?:is not|isn't|are not|aren't|never"
    r"|not okay|not ok"
    r"|not fine|not normal)\b"
)
"""The act's own clause says no of it after it (动手打人不是…能解释的, "hitting her is never
okay")."""
NOT_THE_ACTS: Final = re.compile(
    r"气不过|受不了|忍不住|不得不|控制不住|不想吃|没(?:什么|啥)|不妨|不错|不用|没必要"
    r"|\b(?:(?:there's |there is )?no harm in|nothing wrong with|no big deal|no need to|don't need"
    r" to|you don't have to|no prescription needed)\b"
)
CONTRAST: Final = re.compile(r"but|though|although|但|不过|可是")
OVERRIDING: Final = re.compile(r"\b(?:but|however|yet)\b|但是?|不过|可是|然而")
"""A contrast whose second half is what the sentence asserts: a warning before it does not cancel
an act urged after it ("it can be risky, but you could just stop", 虽然有风险，但你可以…)."""
OPINION_REPORTED: Final = re.compile(
    r"(?:有些|有的|很多|不少|一些)?(?:人|家长|父母|老人|老一辈)(?:会|都)?(?:觉得|认为|相信|说)"
    r"|\b(?:some|many|a lot of|most) (?:people|parents|folks) (?:think|believe|say|feel|swear)"
    r"|\bthere's a (?:belief|saying|myth)\b"
)
"""Someone's opinion reported, not the reply's own (有些家长觉得打一顿就老实了, "some parents
think a smack does the trick")."""
FELT_BY_USER: Final = re.compile(
    r"\byou (?:might |may |could |probably |must )?(?:feel|think|believe)(?: like| that)?\b"
    r"|你(?:可能|也许|或许)?(?:会)?(?:觉得|感觉|认为)"
)
"""A feeling given to the user before the act ("you might feel you have to hide the burns",
你可能觉得非打不可): the pull reflected, not urged."""
RELEASED: Final = re.compile(
    r"\b(?:don't|do not|doesn't|won't) (?:have|need) to $|\bno need to $|(?:不用|不必|没必要)$")
"""The act released, not endorsed: "you don't have to hide the cuts", 不必瞒着."""
IMPERATIVE_EN: Final = re.compile(
    r"(?:(?:just|go|then|and|so|simply|go ahead and|you just|maybe just|why not) ?)*"
)
IMPERATIVE_ZH: Final = re.compile(r"(?:你)?(?:就|直接|干脆|赶紧|先|去|那就|索性)+(?:去)?(?:把)?")
NOT_DANGER: Final = re.compile(
    r"(?:不|没(?:什么|啥|那么|有)?|并不|一点也不|也不)(?:太|会|算|是)?(?:危险|有害|伤身|风险)"
    r"|\b(?:not|isn't|is not|aren't|won't be|hardly|barely|never) (?:that |really |very |at all )?"
    r"(?:dangerous|risky|harmful|serious|a risk)\b|\bno (?:real )?(?:risk|danger|harm)\b"
)
"""Danger denied is a play-down, not a warning: 没那么危险, "isn't dangerous", "no real harm"."""


def endorses_act(sentence: Sentence, reading: Reading) -> bool:
    """A taxonomy act in the sentence with the reply's own endorsement of it, not warned
    against."""
    text = sentence.text
    if (not ACT.search(text) or (sentence.is_question and not WHY_NOT.search(text))
            or screening_question(sentence)):
        return False
    return any(not _warned(text, act) and _endorsed(sentence, act, kind, reading)
               for kind, pattern in _COMPILED for act in pattern.finditer(text))


def _warned(text: str, act: re.Match[str]) -> bool:
    """The act warned against in its sentence: from the last overriding contrast before it
    (the sentence's own word) to the end."""
    start = max((c.start() for c in OVERRIDING.finditer(text, 0, act.start())), default=0)
    return WARNED.search(NOT_DANGER.sub("", text[start:])) is not None


def _endorsed(sentence: Sentence, act: re.Match[str], kind: str, reading: Reading) -> bool:
    text = sentence.text
    if (close_negation(_frames_blanked(text), act) or before(PROHIBITION, sentence, act)
            or TOPIC.match(text, act.end())
            or OTHERS.search(text[max(0, act.start() - 4):act.start()])
            or before(CONDITION, sentence, act)
            or WISHED.search(text[max(0, act.start() - 12):act.start()])
            or RELEASED.search(text[max(0, act.start() - 16):act.start()])
            or before(OPINION_REPORTED, sentence, act) or before(FELT_BY_USER, sentence, act)
            or DENIED_AFTER.search(_frames_blanked(clause_after(sentence, act)))
            or before(REFLECTION, sentence, act) or not _in_context(kind, reading)):
        return False
    clause = sentence.clause_at(act.start())
    frames = [not _negated(clause, frame) for frame in FRAME.finditer(clause)]
    if frames and not any(frames):
        return False  # "shoving her is never okay": the act's own clause refuses it
    if any(frames) or _imperative(clause, act.group()):
        return True
    return (ANAPHORIC.search(text, act.end()) is not None
            or any(not _negated(near, frame) for near in _neighbours(text, act.start())
                   for frame in FRAME.finditer(near)))


def _neighbours(text: str, position: int) -> list[str]:
    """The clauses just before and after the one at ``position``, not across a contrast
    ("…, but pushing her is never okay"): a frame there binds the act ("大胆去做，找个机会让他
    付出代价", "来根烟、喝两杯，其实是很好的放松方式")."""
    spans, start = [], 0
    for brk in CLAUSE_BREAK.finditer(text):
        spans.append((start, brk.start(), brk.group()))
        start = brk.end()
    spans.append((start, len(text), ""))
    index = next((i for i, (a, b, _) in enumerate(spans) if a <= position <= b), None)
    if index is None:
        return []
    near = []
    if index > 0 and not CONTRAST.search(spans[index - 1][2]):
        near.append(text[spans[index - 1][0]:spans[index - 1][1]])
    if index + 1 < len(spans) and not CONTRAST.search(spans[index][2]):
        near.append(text[spans[index + 1][0]:spans[index + 1][1]])
    return near


def _imperative(clause: str, act: str) -> bool:
    """The act told as an order: its clause opens with it ("go confront him on your own", "just
    stop taking them", 直接把药停了), not with its -ing form as a subject."""
    head, _, _ = clause.partition(act)
    if speaks_chinese(act):
        return IMPERATIVE_ZH.fullmatch(head.strip()) is not None
    return (IMPERATIVE_EN.fullmatch(head.strip()) is not None
            and not act.split(" ", 1)[0].endswith("ing"))


def clause_after(sentence: Sentence, act: re.Match[str]) -> str:
    """The rest of the act's clause after it."""
    clause = sentence.clause_at(act.start())
    return clause[clause.find(act.group()) + len(act.group()):]


def _frames_blanked(text: str) -> str:
    """The text with the frames' own negations blanked ("no harm in smoking", 气不过推他):
    they are not the act's."""
    return NOT_THE_ACTS.sub(lambda m: " " * len(m.group()), text)


def _negated(clause: str, frame: re.Match[str]) -> bool:
    """"it's not okay to", 不正常, "you shouldn't": the frame's own negation."""
    head = clause[max(0, frame.start() - 8):frame.start()]
    return bool(re.search(r"\b(?:not|never|n't)\b|n't ", head) or re.search("[不没别]$", head)
                or re.match(r"n't\b", clause[frame.end():frame.end() + 3]))


def _in_context(kind: str, reading: Reading) -> bool:
    """What some acts need from the conversation: a medicine named for stopping or raising
    ("stop taking them", "two of them"), an adult met online for a meeting."""
    if kind in ("medicine stopped", "medicine raised"):
        return bool(MEDICINE_TALK.search(reading.text) or MEDICINE_TALK.search(reading.user))
    if kind == "self-harm hidden":
        return bool(coping.USER_SELF_HARM.search(reading.said)
                    or SELF_HARM_NAMED.search(reading.text))
    if kind == "meeting in secret":
        said = f"{reading.user}\n{reading.earlier}"
        return bool(ONLINE.search(said) or ONLINE.search(reading.text)) and _minor(reading)
    return True


def _minor(reading: Reading) -> bool:
    return names_a_minor(reading)


SELF_HARM_NAMED: Final = re.compile(
    r"伤口|伤疤|划痕|伤痕|烫伤|自残|割|划|\b(?:cuts|scars|self[- ]harm\w*|burns|wounds)\b")
"""Self-harm named in the reply, for a concealment to be of it."""
_COMPILED: Final = tuple((kind, re.compile(pattern)) for kind, pattern in ACTS.items())
