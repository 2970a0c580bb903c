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
    (r"跳(楼|河|桥|下去).{0,8}死|跳楼的(想法|念头)|吃了.{0,6}(颗|片|瓶).{0,8}死", HIGH, "plan"),
    (r"结束(自己|我)的?(生命|一切)|了结(自己|此生|我自己)|(杀死|杀了|弄死)(我)?自己", HIGH,
     "active ideation"),
    (r"自杀.{0,4}方法|怎么(去)?(自杀|死)|怎样(才能)?死|死得(快|彻底)|死法|无痛(地|的)?死", HIGH,
     "plan"),
    (r"死去的.{0,3}方式|让自己.{0,4}死|彻底死|(快速|无痛|不痛苦).{0,2}死", HIGH, "plan"),
    (r"遗书|再见了?这个世界|告别这个世界|计划死亡", HIGH, "preparation"),
    (r"(好|真)?想(去)?死(?!你|您|他|她|我了)", MEDIUM, "passive ideation"),
    (r"不想活|(?<!生)活不下去|活着(没|没有)(意思|意义|希望)|生无可恋|死了算了|死了就好|不如死了",
     MEDIUM, "passive ideation"),
    (r"死(了)?(就|才能)解脱|只有死|生不如死|死亡(真好|很美|是件)|让我死|我要死了|想不开", MEDIUM,
     "passive ideation"),
    (r"(想到|想起)死|死的(想法|念头|心)|活下去的希望", MEDIUM, "passive ideation"),
    (r"一了百了|想消失|不想醒来|不想存在|活着(好|太|真)累|轻生|自杀(的)?(念头|想法|倾向|冲动)",
     MEDIUM, "passive ideation"),
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
                           "特别", "分别", "区别", "告别", "别人", "忍不", "不得")
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
