"""The reviewed lexicon: (regex, weight, label). Chinese regexes run on text with whitespace
removed, English ones on lower-cased text with whitespace collapsed.

Weights sit on the spec's thresholds: HIGH ≥ 0.95 (direct high), MEDIUM ≥ 0.70, WEAK below.
Labels follow the PsySUICIDE classes they stand for (docs/risk-scorer.md).
"""

from __future__ import annotations

from typing import Final

HIGH: Final = 0.97
MEDIUM: Final = 0.80
WEAK: Final = 0.45

Term = tuple[str, float, str]

ZH_TERMS: Final[tuple[Term, ...]] = (
    (r"(想|要|去|准备|打算|计划|决定|选择)(过|着|要|去|到|了)?自杀|就(要|会)?自杀|只有自杀", HIGH,
     "active ideation"),
    (r"在自杀的路上|(想|要|准备|打算|就|不如)(要)?去死|想.{0,4}安乐死", HIGH, "active ideation"),
    (r"自杀(过|未遂|没成|了[一两几]?次)|没死成|死成", HIGH, "attempt"),
    (r"(想|要|准备|打算)(去)?(跳楼|跳河|跳桥|跳海|跳下去|割腕|上吊|烧炭|服毒|喝农药|吞药)", HIGH,
     "plan"),
    (r"割腕|上吊|烧炭自|吞(了)?安眠药|吃(了)?(一整?瓶)?安眠药", HIGH, "method"),
    (r"跳(楼|河|桥|下去)[^，。！？；,.!?;]{0,8}死|跳楼的(想法|念头)|吃了.{0,6}(颗|片|瓶).{0,8}死",
     HIGH, "plan"),
    (r"结束(自己|我)的?(生命|一切)|了结(自己|此生|我自己)|(杀死|杀了|弄死)(我)?自己", HIGH,
     "active ideation"),
    (r"结束掉?自己(?!的)|想过.{0,6}自杀|自杀的?(念头|想法|冲动|倾向)", HIGH, "active ideation"),
    (r"自杀.{0,4}方法|怎(么|样)(才能|能|去)?(自杀|死)|死(得|的)(快|彻底)|多久(会|能|才能)死|死法"
     r"|无痛(地|的)?死", HIGH, "plan"),
    (r"(吃|喝|吞|服)(多少|几)(颗|片|粒|瓶|盒)?.{0,6}(会|能|才能|可以)?(死|致死|致命)|致死量"
     r"|(药|片|粒).{0,6}(多|过量|一瓶|整瓶).{0,6}(会|能)?(死|致死|致命)", HIGH, "plan"),
    (r"死去的.{0,3}方式|让自己.{0,4}死|彻底死|(快速|无痛|不痛苦).{0,2}死", HIGH, "plan"),
    (r"遗书|再见了?这个世界|告别这个世界|计划死亡", HIGH, "preparation"),
    (r"(好|真)?想(去)?死(?!你|您|他|她|我了)", MEDIUM, "passive ideation"),
    (r"不想活|(?<!生)活不下去|活着(没|没有)(意思|意义|希望)|生无可恋|死了算了|死了就好|不如死了",
     MEDIUM, "passive ideation"),
    (r"死(了)?(就|才能)(解脱|摆脱)|只有死|生不如死|死亡(真好|很美|是件)|让我死|我要死了|想不开",
     MEDIUM, "passive ideation"),
    (r"(想到|想起)死(?!亡)|死的(想法|念头|心)|活下去的希望", MEDIUM, "passive ideation"),
    (r"一了百了|想消失|不想醒来|不想存在|活着(好|太|真)累|轻生|(想|要|打算|准备)(要)?离开(这个)?(世界|人世)",
     MEDIUM, "passive ideation"),
    (r"(攒|囤|藏)(了|着|下)?.{0,6}(安眠药|药|农药|百草枯|刀片|绳|炭)|(安眠药|农药|百草枯|木炭"
     r"|绳子|刀片)(已经)?(准备|买|攒|存|囤)好?了|(安眠药|农药|百草枯|木炭|绳子|刀片).{0,6}(攒|囤|藏)(了|着|下)",
     MEDIUM, "preparation"),
    (r"自残|自伤|伤害自己|割(伤)?自己|划(伤)?自己|扇自己|打自己|自虐|拿刀划|割手|划手", MEDIUM,
     "self-harm"),
    (r"自杀|绝望", WEAK, "mention"),
)

EN_TERMS: Final[tuple[Term, ...]] = (
    (r"\b(kill|killing|hang|hanging) myself\b|\bend(ing)? (my|it) (life|all)\b", HIGH,
     "active ideation"),
    (r"\btake my (own )?life\b|\bcommit(ting)? suicide\b|\bsuicide (plan|note)\b", HIGH,
     "active ideation"),
    (r"\b(attempted|tried to commit) suicide\b|\btried to (kill|end) myself\b", HIGH, "attempt"),
    (r"\boverdos(e|ing)\b|\bslit my wrists?\b|\bjump(ing)? off (a|the) (bridge|roof|building)\b",
     HIGH, "plan"),
    (r"\bhow many (sleeping )?(pills|tablets)\b.{0,30}\b(kill|die|lethal|fatal)|\blethal dose\b",
     HIGH, "plan"),
    (r"\b(saved|saving|stockpil\w*|hoard\w*) (up )?(\w+ )?(pills|tablets)\b", MEDIUM,
     "preparation"),
    (r"\b(want|wanna|going) to (die|be dead)\b|\bwish i (was|were) dead\b", MEDIUM,
     "passive ideation"),
    (r"\b(don't|do not|dont) want to (live|be alive|wake up)\b|\bno reason to live\b", MEDIUM,
     "passive ideation"),
    (r"\bbetter off (dead|without me)\b|\b(can't|cannot) go on\b|\btired of living\b", MEDIUM,
     "passive ideation"),
    (r"\bsuicidal\b|\bnot worth living\b", MEDIUM, "passive ideation"),
    (r"\b(hurt|hurting|cut|cutting|harm|harming) myself\b|\bself[- ]harm", MEDIUM, "self-harm"),
    (r"\bsuicide\b|\bhopeless\b", WEAK, "mention"),
)

ZH_NEGATORS: Final = ("不", "没", "别", "并非", "从未")
# Words that contain a negator character but do not negate what follows ("不停想自杀").
ZH_NOT_NEGATIONS: Final = ("不停", "不断", "不住", "时不时", "想不开", "不了", "不下去", "不敢",
                           "特别", "分别", "区别", "告别", "别人", "忍不", "不得", "有没有",
                           "是不是", "要不要", "会不会", "能不能")
# A subject other than the speaker: the statement is about someone else (PsySUICIDE's
# "exploration" class), so it counts as a mention only unless 我 is in the clause too.
ZH_THIRD_PARTY: Final = ("朋友", "闺蜜", "表妹", "表姐", "孩子", "女孩", "男孩", "姑娘", "妈妈",
                         "爸爸", "女儿", "儿子", "同学", "同事", "她", "他", "你", "的人")
EN_NEGATORS: Final = frozenset({
    "not", "never", "no", "don't", "dont", "won't", "wouldn't", "didn't", "isn't", "wasn't",
})
CLAUSE_BREAKS: Final = r"[，。！？；,.!?;\n…]"
ZH_NEGATION_REACH: Final = 4  # characters before a match, within its clause
EN_NEGATION_REACH: Final = 3  # words before a match, within its clause

# Co-occurrence cues (ADR 0017). Alone they score nothing. An own, non-negated ideation match
# (a MEDIUM or HIGH term with a label in IDEATION_LABELS) in the same text as a MEANS,
# PREPARATION or ATTEMPT-aftermath cue (洗胃, 抢救) scores HIGH, and so does a TIMING cue in the
# same clause as the ideation match ("今晚就结束自己"). A COMBO_ONLY euphemism (解脱, 睡过去)
# counts as ideation with a MEANS cue only. Hoarded lethal means without ideation words and
# lethality questions ("吃多少片会死") are ordinary terms above.
IDEATION_LABELS: Final = frozenset({
    "active ideation", "passive ideation", "plan", "method", "preparation", "attempt", "euphemism",
})
ZH_MEANS: Final = (
    r"安眠药|助眠药|镇静剂|(农|毒|老鼠|鼠)药|百草枯|敌敌畏|除草剂|木炭|炭盆|烧炭|煤气|绳子|绳索"
    r"|麻绳|刀片|(水果|美工|菜)刀|(一|整|几|好几|两|三)(瓶|盒|板|把)(的)?药|药物?过量|过量服"
    r"|(准备|备|买|存|攒|囤|藏)好?了.{0,3}药|楼顶|天台|跳楼|跳河|跳桥|跳海|跳江|割腕|上吊|服毒|吞药|卧轨"
    r"|(几十|几百|上百|一百|[\d二三四五六七八九十百]{2,}多?)(颗|片|粒)"
)
ZH_PREPARATION: Final = (
    r"(准备|备|买|存|攒|囤|藏|找|选)好(了)?|(存|攒|囤|藏)(了|着|下)|买了.{0,4}(安眠药|农药"
    r"|老鼠药|鼠药|百草枯|敌敌畏|木炭|炭|绳|刀片)|遗书|遗嘱|(安排|交代|交待|处理)(好)?(了)?后事"
    r"|交代好|交待好|告别|道别|永别|最后一(次|面|眼|天|晚|夜)|再见了|(送人|送给别人|托付给)"
    r"|踩好点|看好(了)?(地方|位置)"
)
ZH_ATTEMPT: Final = r"洗胃|(送|进)(了)?(医院)?(去)?抢救|抢救(过来|回来)"
ZH_TIMING: Final = (
    r"(今晚|今天晚上|今夜|今天|明天|明晚|后天|这周末?|周末|过几天|马上|立刻|立即|现在|等会儿?"
    r"|待会儿?|一会儿?|这就|很快)(就|要|会|去|打算|准备)|就要|等.{1,8}(之后|以后|过后)就"
)
EN_MEANS: Final = (
    r"\b(sleeping )?pills\b|\btablets\b|\brope\b|\bnoose\b|\brazor\b|\bblades?\b|\bgun\b"
    r"|\bpoison\b|\bbridge\b|\broof\b|\boverdose\b|\bbottle of\b"
)
EN_PREPARATION: Final = (
    r"\b(saved|saving) (up|them|it)\b|\bstockpil\w*|\bhoard\w*|\b(i'm|i am) ready\b"
    r"|\b(bought|got|have) (a |the |some |my )?(rope|gun|pills|tablets|razor|blades?|charcoal)\b"
    r"|\b(got|have) everything ready\b"
    r"|\b(goodbye|suicide|farewell) (letter|note)s?\b|\bwr(ote|itten|iting) (a|my) (letter|note)\b"
    r"|\bsa(id|ying) (my )?goodbyes?\b|\bg(ive|iving|ave) away my\b|\baffairs in order\b"
    r"|\bmy will\b"
)
EN_ATTEMPT: Final = r"\bstomach pumped\b|\b(woke up|ended up) in (the )?(hospital|er|icu)\b"
EN_TIMING: Final = (
    r"\btonight\b|\btomorrow\b|\bthis (weekend|week)\b|\bright now\b|\bsoon\b|\btoday\b"
)
# Euphemisms that only count towards a co-occurrence (alone they are too ambiguous to score).
ZH_COMBO_ONLY: Final[tuple[Term, ...]] = (
    (r"解脱|离开人间|(结束|了结)(这)?一切|不想(再)?醒|睡过去|走了之|消失", 0.0,
     "euphemism"),
)
EN_COMBO_ONLY: Final[tuple[Term, ...]] = (
    (r"\bend (it|this)\b|\bnot wake up\b|\bdisappear\b|\bbe gone\b|\bleave this world\b"
     r"|\bnot (be )?(here|around) anymore\b|\bno longer be here\b", 0.0, "euphemism"),
)
