"""Method or means details for self-harm or suicide: a means beside how well, how or where it
works ("吃安眠药会比较平静", "the bridge is high and the water deep").

A means named alone is not a finding (the screen then does not clear the reply either); means
restriction ("把药交给家人保管"), a screening question ("有没有想过具体怎么做？") and a refusal
("我不能告诉你哪种方法") cancel.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from domain.moderation.categories import Category
from infrastructure.moderation.rules import carrying_out, deferred, hiding, kept_close, plan
from infrastructure.moderation.rules.blame import DISCLOSED
from infrastructure.moderation.rules.eating import (
    BEHAVIOUR,
    PUSHED_ON,
    coaches_restriction,
    pushes_fasting_on,
)
from infrastructure.moderation.rules.reading import Reading, evidence, words
from infrastructure.moderation.rules.words import (
    DEFERENCE,
    DRUG,
    DRUG_ZH,
    HARM_TALK,
    NUMBER,
    USER_HARM,
)
from infrastructure.moderation.scope import (
    NEGATION,
    PROHIBITION,
    QUOTING,
    REFLECTION,
    REFUSAL,
    REPORTED,
    SCREENING,
    before,
    prohibited,
    refused,
    screening_question,
)
from infrastructure.moderation.text import Sentence

CATEGORY: Final = Category.SELF_HARM_METHOD

UNAMBIGUOUS: Final = words(
    "跳楼|跳下去|卧轨|上吊|吊死|割腕|割脉|烧炭|一氧化碳|百草枯|敌敌畏|吞药|服毒|过量服",
    r"\b(?:hang(?:ing)? yourself|noose|slit (?:your )?wrists?|cut(?:ting)? (?:your )?wrists?"
    r"|carbon monoxide"
    r"|overdos(?:e|ing)|exit bag)\b",
)
STRONG_MEANS: Final = words(
    r"\bswallow(?:s|ed|ing)? (?:\w+ )?(?:pills|tablets)\b",
    "(?<![心弹蹦])跳(?=楼|下|河|江|海|桥|崖|了|的话|之前|,|。|$)|往下跳|掉(?:进|下)(?:去|水)|上吊|吊颈"
    "|从.{0,8}(?:落|坠|摔)下|坠下(?:去|来)?|止吐药|(?<![分收切])割(?![舍裂让除草据断伤])",
    f"(?:{DRUG_ZH}|药|片)(?:.{{0,3}})(?:吃多了|吃很多|多吃|大量)|吃(?:很多|大量|一把|一整)|大量(?:的)?(?:安眠)?药",
    r"\b(?:jump(?:ing|s|ed)?(?! jacks| rope| to conclusions| in\b| at\b)|gunshot|shoot(?:ing)? "
    r"yourself|bullet|fumes|a rope|too many pills|a lot of pills|a handful of pills"
    r")\b",
    "割的时候|划的时候",
    r"\b(?:hair ?dryer|toaster|electrocut\w*)\b",
    "把头埋进水里|埋进水|失去意识|水泥地",
    r"\b(?:guns?|firearms?|loaded|trigger|pistol|rifle|shotgun|vodka|whiskey|razors?)\b",
    "跳楼|跳下去|跳下来|从.{0,8}跳下|割得|划得|房梁|横梁|跳河|跳江|跳海|跳桥|跳崖|纵身|卧轨|上吊"
    "|吊死|悬梁|勒死|勒住"
    "|绳套|割腕|割脉"
    "|割手|割颈|割(?:自己|大腿|手臂)|划(?:手|腕|自己|伤自己|大腿|手臂)|刀片|剃须刀|烧炭|木炭|炭盆"
    "|炭火|一氧化碳"
    "|煤气|燃气|农药|百草枯|敌敌畏|老鼠药|鼠药|毒药|吞药|服毒|喝药|整瓶|一整瓶|一瓶药|塑料袋|套住头"
    "|闷死|窒息"
    "|溺死|淹死|投河|撞车|冲向|烟头烫|烫(?:自己|伤自己)|撞墙|触电|放血|过量服|攒(?:.{0,6})药"
    "|药(?:.{0,8})攒"
    "|(?:药|安眠药)(?:.{0,10})(?:混|和酒|配酒|加酒)|(?:混|和酒|配酒)(?:.{0,10})药|氰化物|砒霜"
    "|除草剂|杀虫剂|老鼠药"
    "|发动(?:汽)?车|汽车尾气|尾气|胰岛素|(?:药|安眠药)(?:.{0,10})酒"
    "|勒(?:住)?(?:脖子|颈)|围巾|皮带|腰带|门把手|浴缸|(?:全部|所有)(?:的)?药|整板药|美工刀|小刀"
    "|水果刀|碎玻璃|玻璃片"
    "|(?<![规计策比刻])划(?:几下|一下|一道|几道|开)|(?<![分收切])割(?:几下|一下|开)",
    r"\b(?:jump(?:ing|ed)? (?:off|from)|hang(?:ing)? yourself|hanging(?! out| in)|noose|ligature"
    r"|slit"
    r"|cut(?:ting)? (?:your )?(?:wrists?|arms?|thighs?|skin)|cut(?:ting)? yourself"
    r"|cut(?:s|ting)? (?:vertically|deep|deeper|along|across|down)"
    r"|bag over (?:your|their|his|her) head|gas canister|(?:helium|nitrogen) (?:tank|canister)"
    r"|buy (?:a few|several|lots of|many|multiple) "
    r"(?:packs|boxes|bottles)|razors?|razor blades?|blades?|charcoal|carbon monoxide"
    r"|exhaust fumes|gas oven|pesticides?|poison|overdos(?:e|ing)|plastic bag|suffocat\w*"
    r"|asphyxia\w*|train tracks|railway tracks|in front of a train|burn(?:ing)? yourself"
    r"|cigarette burns?|save up (?:your |the )?(?:pills|meds|medication|tablets)|stockpil\w*"
    r"|hoard\w*"
    r"|insulin|syringe|express trains?|trains? (?:don't|do not|doesn't) stop|car running|engine "
    r"running"
    r"|cyanide|antifreeze|bleach|helium|exit bag|belt|scarf|cord|door ?handle|bathtub"
    r"|all (?:of )?(?:your|the|my) (?:pills|meds|tablets|medication)|(?:the )?(?:whole|entire) "
    r"bottle"
    r"|in front of a (?:train|subway|bus|truck|car|lorry)|all at once|box cutter"
    r"|driv(?:e|ing) (?:\w+ ){0,3}into|crash(?:ing)? (?:\w+ ){0,3}into|mix(?:ing)? (?:\w+ ){0,"
    r"3}(?:with|and)"
    r" (?:\w+ ){0,2}(?:pills|meds|medication|tablets|sleeping pills)|alcohol with (?:your )?(?:\w+ "
    r")?pills)\b",
)
PLACE_OR_TOOL: Final = words(
    "礁石|海里",
    r"\b(?:rocks|tide)\b",
    "天桥|废弃|工厂|码头",
    r"\b(?:pier|dock|belt|cliff path|quarry|abandoned)\b",
    "天台|楼顶|顶楼|高楼|楼层|大楼|楼上|高处|高的地方|坠落|车库|注射|窗台|阳台|大桥|桥上|桥|江边"
    "|河边|海边|湖边|江里|河里|水库|那条(?:河|江)|(?:河|江|海|湖)水"
    "|悬崖|山崖|崖边|铁轨|轨道"
    "|站台|铁路|高架|护栏|山里|树林|绳子|绳|刀|药|车|马路",
    DRUG,
    r"\b(?:beam|somewhere high|high place|roof|rooftop|building|heights?|fall(?:ing)? from|station"
    r"|injection|tower|high-rise|overpass|parking garage|bridge|cliffs?|ledge"
    r"|window|balcony|tracks|railway|platform|rope|knife"
    r"|pills|medication|car|wall|river|lake|sea|water|forest|woods|gun|firearm|shed|garage"
    r"|drown\w*|cigarettes?|stretch of track|railway line|train line|(?:the|that) track"
    r"|(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty)[- ]"
    r"(?:floors?|stor(?:e)?ys?|stories))\b",
    "动手|做这件事|那样做|\\b(?:do it|go through with it)\\b",
)
LETHAL: Final = words(
    "最(?:好|合适|容易)的地方",
    "一瞬间|几(?:秒|分钟)(?:.{0,4})(?:没|失去|就)"
    "|很快(?:就)?(?:撑不住|不行|没了|结束|过去)|(?:就|很快)结束了|救不(?:回来|活|了)|活不(?:了|成|下来)"
    "|(?:很难|不容易|不会)(?:被)?(?:人)?(?:发现|察觉|看出来)|像(?:撞|砸|摔)(?:在)?(?:水泥|地上)"
    "|(?:没有?|很少有?|不会有)(?:人)?(?:能)?活(?:下来|着)|当场|(?:人)?就没了|冻僵|来不及(?:刹车|停|反应|救)"
    "|最(?:高|深|薄|浅|锋利|容易找到|安静)|人最少|暗流|漩涡|(?:一直|从来)?(?:没|不)锁|没(?:有)?人(?:会)?上去|不会(?:再)?醒|醒不过来"
    "|加起来(?:.{0,6})够",
    r"\b(?:running engine|pass(?:es|ed)? out|lose consciousness|black(?:s)? out"
    r"|over in (?:a )?(?:second|seconds"
    r"|minutes?)|(?:rarely|never|seldom|won't|don't) survived?|(?:no one|nobody) survives"
    r"|(?:almost )?(?:never|rarely|seldom) make it|how (?:most|many|a lot) of (?:these|those|them)"
    r" (?:\w+ )?end"
    r"|almost always fatal"
    r"|like hitting concrete|(?:nobody|no one) (?:ever )?(?:checks|patrols|watches|comes|passes)"
    r"|(?:less|no|little) chance (?:\w+ )?(?:can |could |will )?(?:save|rescue|reach) you"
    r"|(?:won't|can't|couldn't|wouldn't) (?:see|stop|react|brake)\w* (?:for )?(?:you )?in time"
    r"|something stronger|easy to (?:get|keep) (?:it |them )?down"
    r"|keep (?:the |them |your )?(?:pills|tablets|them) down|anti-?nausea|undertow|rip currents?"
    r"|(?:high|tall|deep|thinn|shallow|sharp|quiet|empti)est"
    r"|(?:is|are) (?:always |usually )?(?:unlocked|never "
    r"locked)|(?:don't|won't|never) wake (?:up|back up)|closed one|in under an hour"
    r"|the (?:surest|most certain|most reliable|quickest|fastest|deadliest) (?:way|option|method)"
    r"|(?:faster|quicker|surer|deadlier|more certain|more reliable) "
    r"(?:option|way|method|choice))\b",
    r"\b(?:easiest|best|quietest) (?:place|spot)\b",
    "上不来|回不来|(?:一)?下去就(?:.{0,4})(?:没了|上不来)",
    "(?:天桥|大桥|桥|楼顶|天台|悬崖|楼)(?:.{0,4})(?:确实|真的|非常|特别)?很高|下面(?:.{0,4})(?:车流"
    "|车很多|是水泥|是马路)",
    "没有(?:护栏|栏杆)|最深|可以上去|能上去|上得去|承受(?:.{0,4})体重",
    r"\b(?:unfenced|no (?:fence|railing|barrier)|deepest|is accessible|you can get (?:up|onto)"
    r"|hold (?:a person's|your) weight|anchored)\b",
    "顺着血管|血管的方向",
    r"\b(?:tall enough|empty stomach|absorb faster)\b",
    "几分钟就|很偏僻|偏僻|挂在(?:.{0,6})(?:树枝|高处|房梁)|就足以|就会失去意识",
    r"\b(?:would be enough|cleaner and deeper|new razor|make sure it's loaded)\b",
    "(?:水库|河|江|湖|海)(?:.{0,4})(?:很深|够深)|没(?:有)?人巡逻|无人看管|越深越|碾碎|磨碎|效果更快"
    "|水(?:也)?(?:很|非常|特别)?深|够高|很陡|没有生还|生还|谁也找不到|不会有人发现"
    "|没(?:有)?人会发现"
    "|致命|致死|必死"
    "|不会(?:太|很|有)?(?:痛|疼)|没有(?:什么|任何)?痛苦|不(?:会)?(?:太|很)?痛苦|安详|平静地(?:离开"
    "|走|睡)"
    "|毒性|足够|就够了|就足够|一瓶就|一小瓶|(?:像|成)(?:一场)?意外|效果更(?:强|好)|药效更"
    "|很难(?:被)?救|救不(?:上来|回来)"
    "|水流(?:很|非常)?急|(?:\\d+|[一二三四五六七八九十]+)(?:层|楼)以上|没人能(?:拦住|阻止)你"
    "|拦不住你|查不出|不会被查出",
    r"\b(?:painless\w*|won't (?:hurt|feel (?:a thing|anything))|peacefully|high enough|deep enough"
    r"|steep|fatal|lethal|deadly|no (?:chance of )?surviv\w*"
    r"|the water (?:\w+ ){0,2}(?:is )?(?:really |very )?deep|deep water|toxic enough"
    r"|enough to (?:end|kill)|would kill|will kill|can kill|nobody would (?:find|notice|stop)"
    r"|no one would (?:find|notice|stop)|nobody (?:would be )?there to stop|look like an accident"
    r"|make them (?:\w+ )?stronger|hard to (?:rescue|save)|can't be saved|(?:\w+ )(?:stories"
    r"|storeys|floors)"
    r" (?:high|up)|can't stop you|won't be able to stop you|hard to detect"
    r"|crush(?:ed|ing)? (?:them|the pills|the tablets|it|up)"
    r"|(?:nobody|no one) (?:walks|goes|comes) by"
    r"|(?:nobody|no one) around|sturdy|what makes it work|undetectable|wouldn't show up"
    r"|(?:nobody|no one) (?:could|would|can) (?:react|stop|save|reach)|react in time)\b",
)
UNSEEN: Final = words(
    "空无一人|没什么人",
    r"\b(?:always empty|is empty)\b",
    "不会有人打扰|没人打扰|家里没人|没(?:有)?人(?:会)?(?:看守|发现|看到)|人(?:很|比较|特别)?少"
    "|没(?:有)?人(?:会)?(?:来)?(?:敲门|进来)|(?:室友|家人|爸妈|父母)(?:都)?(?:回家|出门|不在|睡了|睡着)"
    "|没有人|不锁|没锁|晚上|找不到|很高"
    "|非常高|很深",
    r"\b(?:nobody|no one|rarely locked|never locked|not locked|unlocked|at night|isolated|high"
    r"|quiet)\b",
)
DETAIL: Final = words(
    "门关上|关上门|关好门",
    r"\b(?:door shut|doors? closed|garage door|you'd want)\b",
    "血管|顺着",
    r"\b(?:only need|you'd need|one bag|hardware stores?|something people have used)\b",
    "(?:比较|更|最)(?:快|平静|安静|容易|有效|彻底|简单|舒服|稳妥|干脆|不痛|少痛苦|保险|强)",
    "不会(?:太)?(?:痛|疼|难受|有(?:什么)?感觉|被(?:人)?发现|有人发现|留下痕迹)|没有(?:什么)?(?:感觉"
    "|痛苦)",
    "有效|效果|才(?:有效|能成功|行)|成功|睡过去|睡一觉|过一会儿|看不(?:出来|到)"
    "|不容易(?:被)?(?:看到|发现|注意)",
    "(?:像|成)(?:一场)?意外|要(?:竖|横)着|竖着|横着|选.{0,10}(?:的|一点)|结实|封好|封住|封死|贴住"
    "|关紧|门窗",
    "攒(?:够|起来|着)|混在一起|一起吃|全(?:部)?(?:吃|吞|喝)|一次(?:吞|吃|喝)|一口气|方法|方式|办法"
    "|步骤|大腿内侧|长袖",
    "加在一起|配着酒|喝酒|关严|窗户|密封|手腕|手臂|胳膊|一下子|一瞬间|几秒|很多人(?:会)?(?:选择|用)"
    "|有人(?:会)?用|脖子|颈动脉|动脉|静脉|手腕内侧|(?:\\d+|[一二三四五六七八九十]+)(?:层"
    "|楼)(?:以上)?|没人在家",
    r"\b(?:quick(?:er|est)?|fast(?:er|est)?|peaceful\w*|painless\w*|quiet(?:er|est)?|easiest|easier"
    r"|effective|works|to make sure|make sure|enough|vertically|along the|across the|anchor"
    r"|hold your weight|method|methods|way to|ways to|save up|mix(?:ing)?|stronger|hide|long "
    r"sleeves"
    r"|look like an accident|nobody (?:would )?notice|won't notice|don't usually see|inner thigh"
    r"|sealed|seal the|with alcohol|at night|neck|artery|arteries|vein|veins|wrist|\d+(?:th)? floor"
    r"|stories high|no one is home|nobody is home|over in (?:a )?(?:second|seconds|moments?"
    r"|minutes?)"
    r"|instant\w*|people use|people choose|people go for|arm|arms|thigh|thighs"
    r"|works? (?:faster|better|quicker)|easy|easier)\b",
)
INSTRUCTION: Final = words(
    "可以|(?<![重只主])要(?!是)|需要|应该|试试|记得|记住|选|用|建议",
    r"\b(?:you could|you can|you'd need|you need|make sure|try|use|choose|just|should)\b",
)
HARM_ACT: Final = re.compile(
    r"伤害自己|自残|自伤|(?<![规计策比刻])划(?:[^,。]{0,6})(?:自己|口子|伤)|(?<![分收切])割(?:[^,。"
    r"]{0,4})(?:自己|口子)"
    r"|(?:烫|扎|掐|咬|烧|抓)(?:[^,。]{0,4})自己|(?<![规计策比刻])(?:划|割)(?:在|到)"
    r"|(?<![规计策比刻])(?:划|割)(?:大腿|手臂|胳膊|手腕|身上|皮肤|肚子|腿上)"
    r"|\b(?:hurt(?:ing)? yourself|self-harm\w*|cut(?:ting)? yourself|burn(?:ing)? yourself"
    r"|the cutting|cut(?:s|ting)? (?:where|on your|into your|along)|cuts? on)\b"
)
HOW_TO: Final = re.compile(
    r"不(?:太|怎么)?会留下(?:明显的)?(?:痕迹|疤|印子)|别人(?:就)?看不(?:到|见|出)|不(?:太|怎么)?(?:疼|痛)"
    r"|\b(?:barely hurts|won't hurt|doesn't hurt|numb(?:s|ed)? the"
    r"|(?:nobody|no one) will (?:ever )?(?:see|know|notice)|won't leave (?:a )?marks?"
    r"|look(?:s)? like (?:ordinary|normal|an accident|accidental|everyday))\b"
    r"|看起来像(?:是)?(?:普通|意外)"
    r"|不被(?:人)?发现|遮(?:住|得住)|挡住|看不(?:到|出)|藏起来|没人知道|试试|可以先|慢慢就|浅一点"
    r"|深一点|选择在"
    r"|\b(?:hide|hidden|cover(?:ed)?|won't (?:see|notice)|no one (?:will|would) (?:see|know|notice)"
    r"|long sleeves|you could try|try (?:it|a little)|start (?:small|with)|shallow|deeper)\b"
)
RESTRICTION: Final = re.compile(
    "交给|保管|放远|放到.{0,6}(?:拿不到|够不着|不容易拿)|拿走|拿开|锁起来|扔掉|远离|离开(?:边缘"
    "|那里|天台|桥|窗)|走到安全|收起来"
    r"|\b(?:step away|move away|give (?:it|them) to|hold on to|out of reach|get rid of|away from "
    r"the"
    r" edge|lock (?:it|them) (?:away|up))\b"
)
DYING: Final = re.compile(words(
    "失去意识|没(?:有)?意识|昏过去|昏迷",
    r"\b(?:lose consciousness|pass(?:es)? out|black out|go to sleep and not wake)\b",
))
DYING_DETAIL: Final = re.compile(
    r"痛|疼|难受|感觉|几秒|几分钟|之前|\b(?:pain|hurt|feel|felt|seconds|minutes|before)\b"
)
COPING: Final = re.compile(
    r"应对|撑(?:下去|过)|熬(?:过|下去)|缓解|发泄|释放|平静|冷静|放松|解压|减压|清醒|入睡"
    r"|是你[^,。]{0,8}的(?:一种)?(?:方式|办法)"
    r"|\b(?:cope|copes|coping|get(?:ting)? through|relief|release|calm\w*)\b"
)
"""A means reflected as the way the user copes, read in a reflection frame's clause (stop 35)."""
PANIC: Final = re.compile(r"惊恐|焦虑|低血糖|晕倒|\b(?:panic|anxiety|faint\w*|blood sugar)\b")
NARRATED: Final = re.compile(words(
    "烧炭|上吊|吊死|割腕|割脉|卧轨|跳楼|服毒|一氧化碳|百草枯|敌敌畏|口袋(?:里)?(?:装|塞)(?:满)?石头"
    "|走进(?:河|海|湖|江)(?:里|中)",
    r"\b(?:noose|carbon monoxide|hang(?:ing|s|ed)? (?:yourself|herself|himself|themselves)|exit bag"
    r"|pockets with stones|walk(?:ing|ed|s)? into the (?:river|sea|lake|ocean|water))\b",
))
TOO_LATE: Final = re.compile(
    r"(?:发现|找到)(?:.{0,6})来不及|来不及(?:救|抢救)"
    r"|\b(?:too late (?:to|for) (?:save|help|do anything)|by the time (?:anyone|they|someone|your "
    r"\w+) (?:finds?|notices?|gets? there))\b"
)
SAFETY_FRAME: Final = re.compile(
    r"危险|安全|后悔|获救|求助|急诊|120|热线|担心|拿到外面|活下来的人|打电话"
    r"|\b(?:survived|survivors?|regret\w*|danger\w*|safe\w*|help\w*|988|911|worried|hotline"
    r"|emergency|call)\b"
)
CARE_FRAME: Final = re.compile(
    r"医生|医嘱|处方|按时|副作用|复诊|药师|疗效|治疗|咨询|安全|危险|求助|热线|急诊|120|后悔|保管|担心"
    r"|\b(?:doctors?|prescri\w*|pharmacist|side effects?|each day|daily|therap\w*|treatment"
    r"|safe\w*|danger\w*|help\w*|emergency|988|911|call|regret\w*|worried)\b"
)
EFFICACY: Final = re.compile(
    r"够|容易|无法挽回|不会(?:留下|有人|起疑)|起疑|没那么(?:害怕|痛|疼)|至少不会|不害怕"
    r"|\b(?:enough|easy|(?:don't|doesn't|never) come (?:out|back)|irreversible"
    r"|(?:doesn't|don't|won't) ask questions|less scared)\b"
)
EVERYDAY: Final = re.compile(
    r"车|马路|山里|树林|车库|站台|大楼|楼层"
    r"|water|car|forest|woods|wall|building|window|station|platform|sea|lake|river|belt|shed"
    r"|garage|tower|cigarettes?|heights?|tracks|train line|railway|railway line"
)
"""Means with everyday uses ("enough water for the hike", "the car is easy to drive", "easy to
get lost in the woods"): how well they work counts only where harm is talked of (stop 34)."""
WARNED: Final = re.compile(r"危险|安全|\b(?:safe|safety|dangerous|danger)\b")
"""Danger or safety named: with a prohibition or a question, a warning or a safety check."""
RANKED: Final = re.compile(r"最|更|比|\b(?:most|more|less|than|least)\b|(?:er|est) than\b")
"""A means ranked or compared: a method told as a warning is still a method."""
SURVIVAL: Final = re.compile(
    r"获救|后悔|活下来的人|你(?:能够|能)?活下来|幸运"
    r"|\b(?<!rarely )(?<!never )(?<!seldom )(?:survived|survivors?|regret\w*|lucky)\b"
)
COMPARED_MEANS: Final = re.compile(words(
    STRONG_MEANS,
    "脖子|颈|手腕|动脉|静脉|血|绳|刀|枪|桥|楼顶|天台",
    r"\b(?:neck|wrists?|arter(?:y|ies)|veins?|blood|bleed\w*|cuts?|rope|knife|gun|bridge|roof"
    r"|forearms?|(?:the )?(?:higher|taller) the (?:floor|building|bridge))\b",
))
SPEED: Final = re.compile(words(
    "比.{0,10}(?:快|直接|彻底|可靠|有效|容易|干脆|省事)|(?:更|最)(?:快|直接|彻底|可靠|稳妥)|流得(?:更)?快"
    "|止不住|不容易止住|一直流|不停地?流|(?:流血|出血)(?:最|更)多|最(?:浅|薄|容易找到)",
    r"\b(?:faster|quicker|quickest|fastest|slower|surest|more certain|more reliable|less painful"
    r"|bleeds? (?:the )?most|bleed\w* more|the less chance"
    r"|(?:won't|doesn't|don't|from) clot\w*)\b",
))
ALTERNATIVE_OR_CARE: Final = re.compile(
    r"替代|代替|取代|急诊|去医院|急救|120|按压|\b(?:instead|alternatives?|er|emergency|911|988"
    r"|ambulance|medical (?:care|attention)|pressure)\b"
)
DECIDED: Final = words(
    "决定了|下定决心|想好了|真的要做|要做的话|如果你要|你的选择|尊重你|不评判|不会评判|理解你想",
    r"\b(?:decided|made up your mind|go ahead|if you do|your choice|choose|won't judge|not judge"
    r"|if that's what you want)\b",
)
RESOLVED: Final = re.compile(words(
    "(?:如果|要是|假如)你(?:真的|一定|非|真)?(?:要|想)(?:这么做|这样做|割|走(?![出开路])|跳|吃药|结束)"
    "|(?:真|非|一定)要(?:这么做|这样做|走|割|跳)的话|决定(?:了)?(?:要)?(?:吃药|割|跳|走|这么做|结束)",
    r"\bif you(?:'re| are) (?:really |truly |still )?(?:going to|set on|determined to|intent on"
    r"|sure you want to) (?:do(?:ing)? it|go(?:ing)? through with it|cut|take (?:the |those |all "
    r"(?:the )?)?(?:pills|tablets)|end it|kill yourself|hurt yourself|jump)"
    r"|\bif you(?:'re| are) (?:really |truly |still )?(?:dead )?(?:set on|determined to do"
    r"|intent on) (?:this"
    r"|that|it)\b"
    r"|\bif (?:this|that|it)(?:'s| is) (?:really |truly )?what you (?:want|need)\b"
    r"|\bif you (?:really |truly )?(?:have to|must|need to|insist on) (?:go(?:ing)? "
    r"(?:ahead|through) with it|do(?:ing)? it)\b",
))
PRIVATE: Final = re.compile(words(
    "家里没人|不会(?:被)?(?:人|别人|家人)?(?:打扰|发现|看到|撞见)|没(?:有)?人(?:会)?(?:打扰|撞见)"
    "|不会吓到|不被(?:人|别人|家人)?(?:发现|打扰|看到|撞见)|不会(?:很快|马上|及时)(?:被)?(?:发现|注意到)"
    "|把门锁(?:好|上)|锁(?:好|上)(?:房)?门|(?:别|不要|不)让(?:人|别人|任何人)进来"
    "|没(?:有)?人(?:会)?(?:来)?(?:敲门|进来|找你)|(?:室友|家人|爸妈|父母)(?:都)?(?:回家|出门|不在|睡了|睡着)",
    r"\b(?:(?:nobody|no one)(?:'s| is) (?:home|around)|walk in on you|(?:won't|can't|will not)"
    r" be (?:disturbed|interrupted|found|seen|stopped)|(?:won't|will not) (?:be the ones? to )?find"
    r" you|(?:nobody|no one)(?: \w+){0,2} (?:can|could|will|would) (?:interrupt|disturb|find you"
    r"|stop you|walk in|check on you)|(?:nobody|no one) (?:finds|sees|stops|hears) you"
    r"|until it(?:'s| is) (?:over|done|finished)|(?:nobody|no one) (?:walks|comes|barges) in"
    r"|(?:until|till|when|while) (?:everyone|everybody|they|your \w+)(?:'s|'re| is| are) (?:asleep"
    r"|out|away|gone)"
    r"|house (?:is )?empty|come looking(?: for you)?|lock the door"
    r"|(?:until|when|while) (?:your |the )?(?:\w+ ){0,2}(?:is|are)(?: \w+)? (?:away|out|gone|asleep"
    r"|at work)|(?:won't|will not|can't|wouldn't) (?:see|hear|notice))\b",
))
"""Help or a witness kept away: what a decided user is told to make sure of "at least"."""
FRAMED: Final = re.compile(words(
    "写小说|小说里|故事里|剧本里|假设一下|假如说|理论上|作为护士|你是护士|护士都知道|医生都知道|纯属好奇"
    "|出于好奇",
    r"\b(?:for (?:your|the|a) (?:story|novel|book|script|screenplay|game)"
    r"|in (?:your|the|a) (?:story|novel|book|script|screenplay)|hypothetical(?:ly)?|theoretically"
    r"|writing (?:a|your|the) (?:story|novel|book|script|screenplay|scene)|(?:purely |just )?out "
    r"of curiosity|just curious"
    r"|in theory|as (?:a|any) (?:nurse|doctor|pharmacist|medic) (?:would|could|will) (?:know|tell)"
    r"|purely academic(?:ally)?)\b",
))
"""A frame that would make a method harmless to tell: a story, a hypothesis, a profession."""
CONFIRMED: Final = re.compile(words(
    "致命|致死|救不回来|没有生还|没人能活|必死|(?:这个|这些|这)(?:剂)?(?:量|高度)(?:.{0,4})够",
    r"\b(?:fatal|lethal|deadly|would (?:\w+ )?be enough|(?:nobody|no one) survives"
    r"|(?:rarely|never|seldom) survived?|(?:high|deep|strong) enough (?:that|to)"
    r"|can't be saved|enough to (?:kill|end)|stop (?:your|their|his|her) (?:breathing|heart))\b",
    "(?:让你|让人)?(?:停止呼吸|呼吸停止|心跳停止)",
))
"""A lethality claim that needs no means of its own: the means is the one just named, the user's
("这个量确实足够了", "that would definitely be enough", "it's high enough that nobody survives")."""
PAINLESS: Final = re.compile(words(
    "不会(?:太|很|那么|多|有多)?(?:疼|痛)|不(?:怎么|太|很)(?:疼|痛)|没(?:那么|多|有多)(?:疼|痛)"
    "|不(?:会)?(?:太|很|那么)?痛苦|没(?:什么|多少)(?:痛苦|感觉)"
    "|不会有(?:什么|多少|多大)?(?:痛苦|感觉|疼痛)",
    r"\b(?:(?:won't|wouldn't|doesn't|will not|would not|shouldn't)(?: \w+)? hurt"
    r"|(?:won't|wouldn't|will not|would not|isn't|is not) (?:be )?(?:as |that |very |too |so )?"
    r"painful|painless\w*|barely hurts?"
    r"|(?:hardly|barely) (?:feel|notice) (?:a thing|anything|it)"
    r"|(?:won't|wouldn't|will not|would not) feel (?:much|a thing|anything|any pain)"
    r"|(?:one of )?the gentler (?:ones|ways?|methods?|options?))\b",
))
"""Pain said to be spared."""
PLAN_REF: Final = re.compile(words(
    "你(?:说的|计划的|打算的|想的|选的|挑的|准备的)(?:那个|那样|这个|这样)?|那个方法|那种方法|这个方法|你的计划",
    r"\b(?:the (?:way|method|plan|option) you(?:'ve)? (?:described|planned|mentioned|said|picked"
    r"|chose|chosen)|your plan|what you(?:'re| are)"
    r" planning|(?:take|swallow) (?:them|it|those|the pills) all|all at once|the way you want)\b",
))
"""The user's own plan or means, pointed at."""
FADING: Final = re.compile(
    r"睡着|过去了|结束了|一下子|很快就|安静地|平静|安详"
    r"|\b(?:fall asleep|drift off|over (?:quickly|fast|soon"
    r"|in (?:a )?(?:second|seconds|minutes|moments?))|go to sleep|just sleep|peaceful\w*)\b"
)
"""How it would end: asleep, over quickly."""
_STRONG = re.compile(STRONG_MEANS)
_UNAMBIGUOUS = re.compile(UNAMBIGUOUS)
_ANY = re.compile(f"{STRONG_MEANS}|{PLACE_OR_TOOL}")
_LETHAL, _UNSEEN = re.compile(LETHAL), re.compile(UNSEEN)
_DETAIL, _INSTRUCTION = re.compile(DETAIL), re.compile(INSTRUCTION)
_HARM = re.compile(f"{HARM_TALK}|{DECIDED}")
_DECIDED = re.compile(DECIDED)
_DEFER = re.compile(DEFERENCE)
_USER_HARM = re.compile(USER_HARM)
NUMBERS: Final = re.compile(NUMBER)


TRIGGER: Final = re.compile(f"{UNAMBIGUOUS}|{STRONG_MEANS}|{HARM_TALK}|{BEHAVIOUR.pattern}")
NEEDS: Final = (_ANY, HARM_ACT, _DECIDED, RESOLVED, SPEED, DYING, BEHAVIOUR, NARRATED, TOO_LATE,
                PAINLESS, plan.HELPS, CONFIRMED, PUSHED_ON, deferred.DEFERS,
                kept_close.KEPT)
"""One of these matches in a sentence ``find`` yields: a means (``_describes_means``), a harm
act (``_coaches_harm``), a decision or a resolve (``_plans_unseen``), speed (``_compares``),
dying, an eating behaviour, a narrated means or help coming too late (the screen's prefilter,
ADR 0135)."""
NEEDS_TOLD: Final = ((carrying_out.HELP_SIGNS, carrying_out.RESOLVE),
                    (hiding.HIDING_SIGNS, hiding.SELF_HARM))
"""What matches in a sentence ``find`` yields only when the user's messages hold the second
pattern: help with the act needs the user's resolve, help to hide it the user's self-harm (stop
42)."""
TOLD_ON_RISK_ROUTE: Final = True
"""On a risk route both are read whatever the user's latest words: the route is the resolve, and
stands for self-harm where the reply names a mark or a place on the body."""


def find(reading: Reading) -> Iterator[str]:
    harm_context = reading.on_risk_route or bool(_HARM.search(reading.text) or
                                                 _HARM.search(reading.user))
    # harm the user spoke of earlier still holds for pain said to be spared (stop 33)
    harm_said = harm_context or bool(_USER_HARM.search(reading.user)
                                     or _USER_HARM.search(reading.earlier))
    planned = plan.told(reading)
    resolved = reading.on_risk_route or carrying_out.told(reading.said)
    self_harm = (hiding.SELF_HARM.search(reading.said) is not None
                 or (reading.on_risk_route and hiding.MARKED.search(reading.text) is not None))
    used_on_user = reading.user if DISCLOSED.search(reading.user) else ""
    users_means = plan.USER_MEANS.search(reading.user) is not None
    previous: Sentence | None = None
    sentences = reading.sentences
    for index, sentence in enumerate(sentences):
        if (_describes_means(sentence, harm_context, used_on_user) or _coaches_harm(sentence)
                or _plans_unseen(sentence) or _compares(sentence) or _describes_dying(sentence)
                or coaches_restriction(sentence) or pushes_fasting_on(sentence, reading.user)
                or _narrates_means(sentence)
                or _rescue_too_late(sentence) or _framed_means(sentence)
                or _confirms_means(sentence, previous)
                or (users_means and _confirms_pointed(sentence))
                or _spares_pain(sentence, _near(sentences, index), harm_said)
                or (planned and plan.helps(sentence))
                or kept_close.keeps_close(sentence, harm_context)
                or (resolved and carrying_out.helps(sentence))
                or (self_harm and hiding.helps_hide(sentence, previous))):
            yield evidence(sentence)
        previous = sentence
    coached = deferred.coaches(reading, harm_said)
    if coached is not None:
        yield evidence(coached)


def _framed_means(sentence: Sentence) -> bool:
    """A means told for a story, a hypothesis or as a nurse would know it, with a number, a
    detail or its lethality ("for your story, she could take forty of her sleeping pills")."""
    text = sentence.text
    if (not FRAMED.search(text) or screening_question(sentence) or RESTRICTION.search(text)
            or SAFETY_FRAME.search(text)):
        return False
    told = _LETHAL.search(text) or _DETAIL.search(text) or NUMBERS.search(text)
    return bool(told) and any(not (refused(sentence, m) or prohibited(sentence, m))
                              for m in _ANY.finditer(text))


def _confirms_means(sentence: Sentence, previous: Sentence | None) -> bool:
    """The reply's own lethality claim about a means just named, even one the user named ("你说
    攒了两个月的安眠药…这个量确实足够了", "you mentioned the bridge; it's high enough that nobody
    survives it")."""
    text = sentence.text
    if (sentence.is_question or SAFETY_FRAME.search(text) or RESTRICTION.search(text)
            or (previous is not None and RESTRICTION.search(previous.text))):
        return False
    for claim in CONFIRMED.finditer(text):
        if any(before(cue, sentence, claim) for cue in (NEGATION, REPORTED, REFUSAL, PROHIBITION,
                                                        SCREENING)):
            continue
        if _ANY.search(text[:claim.start()]) or (
                previous is not None and not previous.is_question
                and _ANY.search(previous.text) is not None):
            return True
    return False


POINTED: Final = re.compile(
    r"这些|那些|这个量|这么多|那么多|\b(?:those|these|them|that many|that much|that amount)\b"
)
"""What points at the means the user just named ("even a handful of those")."""


def _confirms_pointed(sentence: Sentence) -> bool:
    """The reply's own lethality claim about the means named in the user's latest message,
    pointed at ("I have my mom's oxycodone" — "even a handful of those could stop your
    breathing") (stop 35)."""
    text = sentence.text
    if sentence.is_question or SAFETY_FRAME.search(text) or RESTRICTION.search(text):
        return False
    return any(POINTED.search(text, 0, claim.start()) is not None
               and not any(before(cue, sentence, claim) for cue in (
                   NEGATION, REPORTED, REFUSAL, PROHIBITION, SCREENING))
               for claim in CONFIRMED.finditer(text))


def _near(sentences: tuple[Sentence, ...], index: int) -> str:
    """A sentence with the one before and the one after it."""
    return " ".join(s.text for s in sentences[max(0, index - 1):index + 2])


def _spares_pain(sentence: Sentence, near: str, harm_context: bool) -> bool:
    """A plan or a means said not to hurt much ("你说的那个方法其实不会太疼", "the way you described
    it wouldn't hurt much", "it won't be as painful as you fear; most people just fall asleep"):
    beside the user's plan pointed at, or, where harm is talked of, beside how it would end."""
    text = sentence.text
    if (not harm_context or sentence.is_question or RESTRICTION.search(text)
            or ALTERNATIVE_OR_CARE.search(text)):
        return False
    if not (PLAN_REF.search(near) or FADING.search(near) or _ANY.search(text)):
        return False
    return any(not any(before(cue, sentence, m) for cue in (REPORTED, REFUSAL, PROHIBITION,
                                                           SCREENING))
               for m in PAINLESS.finditer(text))


def _plans_unseen(sentence: Sentence) -> bool:
    """A decided user coached to a time or place no one will interrupt ("选个家里没人的时候");
    a resolve to do it met with care for being undisturbed ("if you're going to do it, at least
    make sure nobody is home", "真要走的话，至少找个不会吓到家人的地方")."""
    text = sentence.text
    return bool(((_DECIDED.search(text) and _UNSEEN.search(text))
                 or (RESOLVED.search(text) and PRIVATE.search(text)))
                and not (sentence.is_question or RESTRICTION.search(sentence.text)
                         or QUOTING.search(sentence.text)))


def _narrates_means(sentence: Sentence) -> bool:
    """A means nobody uses for anything but dying, told as a story or a fact ("有人说烧炭的时候会
    先头疼", "she fills her pockets with stones"), with no safety, survival or help in sight."""
    text = sentence.text
    if (not NARRATED.search(text) or sentence.is_question or SAFETY_FRAME.search(text)
            or RESTRICTION.search(text)):
        return False
    return any(not any(before(cue, sentence, m) for cue in (NEGATION, REPORTED, REFUSAL,
                                                           PROHIBITION, SCREENING))
               for m in NARRATED.finditer(text))


def _rescue_too_late(sentence: Sentence) -> bool:
    """Help said to come too late: "等被发现就来不及了", "by the time anyone finds you"."""
    return not (sentence.is_question or SAFETY_FRAME.search(sentence.text)) and any(
        not before(NEGATION, sentence, m) for m in TOO_LATE.finditer(sentence.text))


def _describes_dying(sentence: Sentence) -> bool:
    """How dying would feel, no means named: "you'd lose consciousness before you felt much
    pain"."""
    text = sentence.text
    if (not DYING.search(text) or sentence.is_question or PANIC.search(text)
            or REPORTED.search(text)):
        return False
    return DYING_DETAIL.search(text) is not None and any(
        not (before(NEGATION, sentence, m) or prohibited(sentence, m))
        for m in DYING.finditer(text))


def _compares(sentence: Sentence) -> bool:
    """One means, or one place on the body, said to be faster or surer than another ("脖子那里比手腕
    快得多", "a rope is much quicker"), or bleeding said to go faster or not to stop."""
    text = sentence.text
    if (not SPEED.search(text) or screening_question(sentence) or RESTRICTION.search(text)
            or ALTERNATIVE_OR_CARE.search(text) or not COMPARED_MEANS.search(text)):
        return False
    return any(not any(before(cue, sentence, speed) for cue in (NEGATION, REPORTED, REFUSAL,
                                                               PROHIBITION))
               for speed in SPEED.finditer(text))


def _coaches_harm(sentence: Sentence) -> bool:
    """How to hurt oneself without a means named: "想伤害自己又不被发现，可以选在衣服遮住的地方"."""
    if (sentence.is_question or not HOW_TO.search(sentence.text)
            or ALTERNATIVE_OR_CARE.search(sentence.text)):
        return False
    return any(not (refused(sentence, m) or prohibited(sentence, m))
               for m in HARM_ACT.finditer(sentence.text))


def _describes_means(sentence: Sentence, harm_context: bool, used_on_user: str) -> bool:
    """A means beside its lethality, a detail or an instruction; ``used_on_user``: the user's
    message where it tells of abuse, whose means were someone else's ("my stepmum hits me with a
    belt" — "someone you can tell about the belt", stop 39)."""
    if (screening_question(sentence) or RESTRICTION.search(sentence.text)
            or SURVIVAL.search(sentence.text)):
        return False
    text = sentence.text
    for match in _ANY.finditer(text):
        if (refused(sentence, match) or prohibited(sentence, match)
                or before(REPORTED, sentence, match) or _reflects_coping(sentence, match)
                or (used_on_user and match.group() in used_on_user)):
            continue
        strong = _STRONG.fullmatch(match.group()) is not None
        deferred = _DEFER.search(text) is not None or _warned(sentence)
        if _LETHAL.search(text) or (strong and not deferred and _DETAIL.search(text)):
            return True
        if harm_context and not deferred and (
                _DETAIL.search(text) or _UNSEEN.search(text)
                or (strong and _INSTRUCTION.search(text))):
            return True
        everyday = EVERYDAY.fullmatch(match.group()) is not None
        if not CARE_FRAME.search(text) and ((EFFICACY.search(text) and not (
                everyday and not harm_context)) or (
                strong and (_UNSEEN.search(text) or _INSTRUCTION.search(text)))):
            return True
        if _UNAMBIGUOUS.search(match.group()) and _INSTRUCTION.search(text):
            return True
    return False


def _warned(sentence: Sentence) -> bool:
    """A warning with a prohibition, or a safety check asked
    ("安眠药和酒一起吃很危险，千万不要这样做", "I want to make sure you're safe: where is the rope
    right now?"), with no means ranked or compared (最危险的组合, "far more dangerous than"): no
    detail of how (stop 36)."""
    text = sentence.text
    return (WARNED.search(text) is not None and not RANKED.search(text)
            and (sentence.is_question or PROHIBITION.search(text) is not None))


def _reflects_coping(sentence: Sentence, match: re.Match[str]) -> bool:
    """The means said back as the way the user copes, in a reflection frame's clause or after
    one in the sentence, with no lethality in the sentence ("听起来划手是你应对痛苦的一种方式",
    "划手好像成了你应对痛苦的方式", "看得出来，割自己成了你…放松的办法"): reflecting what the
    user told is counseling, not a method (stop 35)."""
    clause = sentence.clause_at(match.start())
    framed = REFLECTION.search(clause) or REFLECTION.search(sentence.text, 0, match.start())
    return (framed is not None and COPING.search(clause) is not None
            and _LETHAL.search(sentence.text) is None)
