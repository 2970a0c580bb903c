"""Word lists that more than one category reads (medicines, numbers, means of harm)."""

from __future__ import annotations

from typing import Final

from infrastructure.moderation.rules.reading import words

DRUG_NAME_ZH: Final = (
    "舍曲林|左洛复|氟西汀|百忧解|帕罗西汀|赛乐特|西酞普兰|艾司西酞普兰|来士普"
    "|文拉法辛|度洛西汀|米氮平|曲唑酮|安非他酮|阿戈美拉汀|喹硫平|思瑞康|奥氮平"
    "|利培酮|阿立哌唑|氯氮平|碳酸锂|锂盐|丙戊酸|拉莫三嗪|阿普唑仑|劳拉西泮|地西泮"
    "|安定|氯硝西泮|艾司唑仑|舒乐安定|佐匹克隆|右佐匹克隆|唑吡坦|思诺思|褪黑素"
    "|布洛芬|对乙酰氨基酚|扑热息痛|泰诺|阿司匹林|曲马多|吗啡|芬太尼|羟考酮|可待因"
    "|苯海拉明"
)
DRUG_KINDS_ZH: Final = (
    "安眠药|抗抑郁药|镇静剂|镇静药|止痛药|止疼药|抗焦虑药|精神类药物|退烧药|感冒药"
)
DRUG_ZH: Final = f"{DRUG_NAME_ZH}|{DRUG_KINDS_ZH}"
DRUG_EN: Final = (
    r"sertraline|zoloft|fluoxetine|prozac|paroxetine|paxil|citalopram|celexa|escitalopram|lexapro"
    r"|venlafaxine|effexor|duloxetine|cymbalta|mirtazapine|remeron|trazodone|bupropion|wellbutrin"
    r"|quetiapine|seroquel|olanzapine|zyprexa|risperidone|aripiprazole|abilify|clozapine|lithium"
    r"|valproate|depakote|lamotrigine|lamictal|xanax|alprazolam|lorazepam|ativan|diazepam|valium"
    r"|clonazepam|klonopin|zolpidem|ambien|zopiclone|melatonin|ibuprofen|advil|acetaminophen"
    r"|paracetamol|tylenol|aspirin|tramadol|oxycodone|codeine|morphine|fentanyl|benadryl"
    r"|diphenhydramine|unisom|nyquil|sleeping pills?|sleeping tablets?|antidepressants?|benzos?"
    r"|benzodiazepines?|painkillers?|opioids?|sedatives?|tranquili[sz]ers?|ssris?|snris?"
    r"|mood stabili[sz]ers?|antipsychotics?"
)
DRUG: Final = f"(?:{DRUG_ZH}|\\b(?:{DRUG_EN})\\b)"
MEDICINE_WORD: Final = (
    r"(?:药|药物|药片|药丸|胶囊|\b(?:pills?|tablets?|capsules?|meds|medications?|medicines?"
    r"|doses?)\b)"
)
NUMBER: Final = (
    r"(?:\d+(?:\.\d+)?|[一二两三四五六七八九十百千半]+|\b(?:one|two|three|four|five|six|seven|eight"
    r"|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|a hundred|a few|several"
    r"|half|a half|an extra|extra|a couple of|a dozen)\b)"
)
HARM_TALK: Final = (
    r"(?:告别所有人|(?:和|跟)大家告别|跟所有人告别|结束(?:生命|一切|自己)?|解脱|离开这个世界|伤害自己|自杀"
    r"|轻生|寻死|想死|去死|死|不想活"
    r"|一了百了|走了之"
    r"|自残|自伤|割(?:腕|手|自己|伤)|划伤|烫伤|伤口|遗书|遗言|后事|告别信|撑不下去|撑不住|熬不下去"
    r"|活不下去|受够了"
    r"|\b(?:end(?:ing)? (?:it|it all|things|your life|my life)|hurt(?:ing)? yourself|cutting|cut "
    r"yourself"
    r"|self-harm\w*|burn(?:ing)? yourself|kill(?:ing)? yourself|suicid\w*|die|dying|dead"
    r"|say goodbye to everyone|goodbye to everyone|go through with it|take your (?:own )?life"
    r"|suicide note|goodbye letter|last words|can't go "
    r"on"
    r"|can't take it anymore|can't do this anymore)\b)"
)
USER_HARM: Final = (
    f"{HARM_TALK}"
    r"|\b(?:cut(?:ting)? myself|hurt(?:ing)? myself|kill(?:ing)? myself|burn(?:ing)? myself"
    r"|end(?:ing)? my life|take my (?:own )?life|want(?:ed)? to die|overdos\w*|ending it"
    r"|took (?:a handful of|all (?:of )?my|too many) (?:\w+ )?(?:pills|tablets|meds))\b"
    # a past overdose or wounds the user made, in their words (stop 39): 吞过一次药, 自己划的
    r"|吞(?:过|了)[^,。]{0,4}药|(?:吃|喝)(?:过|了)(?:一把|一瓶|整瓶|一整瓶|很多)(?:的)?(?:药"
    r"|安眠药)"
    r"|(?:是)?自己(?:划|割|烫|扎|掐|咬|烧|抓)(?:的|了|伤|出来)"
)
"""Harm in the user's own words (first person), read only in the user's messages."""
DEFERENCE: Final = (
    r"(?:问(?:问)?(?:你的)?医生|去医院|看医生|精神科医生|遵医嘱|按医嘱|听医生的|医生(?:的)?指导|医生(?:决定|的建议"
    r"|商量)|(?:和|跟|与)(?:你的|开药的|给你开药的|主治)?(?:医生|大夫)(?:一起)?(?:商量|谈|沟通|确认)"
    r"|让(?:你的|开药的)?(?:医生|大夫)(?:帮你|来|指导你)"
    r"|\b(?:ask|check with|talk to|speak to|consult) (?:your |a )?(?:doctor|pharmacist|prescriber"
    r"|gp"
    r"|psychiatrist)|\bas prescribed|\byour prescriber)"
)
SELF_HARM_TOLD: Final = words(
    r"\b(?:cut|cutting|burn(?:ed|t|ing)?|scratch(?:ed|ing)?|hurt|hurting)(?: \w+){0,2} (?:myself"
    r"|my (?:wrists?|arms?|legs?|thighs?|skin|stomach))\b",
    r"\bi (?:cut|burned|burnt|scratched) (?:again|last night|today|yesterday|tonight)\b",
    r"\b(?:covered in (?:cuts|scars|burns)|self[- ]harm\w*|the cutting|cutting (?:helps|calms"
    r"|again|is the only))\b",
    "(?<![规计策比刻])划(?:了)?(?:几下|一下|手|自己|伤|腕|口子)|用(?:小刀|刀片|烟头)|割(?:了)?(?:腕|手|自己"
    "|几下)|烫(?:了)?(?:一下)?自己|伤害(?:了)?自己|自残|自伤"
    "|(?:身上|手臂|胳膊|手腕|大腿)(?:上)?(?:都是|全是)(?:疤|伤)|(?:掐|扎|咬|打)(?:了)?(?:一下)?自己",
    r"\b(?:saw|see|sees|notice[ds]?|hide|hiding|cover(?:ing)?) (?:my|the) (?:cuts|scars|burns"
    r"|marks)\b",
)
"""Self-harm in the user's own words (``coping.USER_SELF_HARM``; stop 42: here, so that
``hiding`` reads the same words without importing ``coping``)."""
