"""Round nine (Chinese), registers: regional Mandarin and dialect words (今儿个黑了, 今黑,
河沿儿, 额 / 俺 / 侬, 勒 / 咧 / 咯, 屋头, 赶场, Cantonese 唔 / 冇 / 咗), net speech and typos (屯
for 囤, 自已 for 自己, 窝 / 惹, 想鼠, wbxhl), emoji and no punctuation, each with a plan. Medium:
the same registers with a wish or self-harm and no plan. Hard negatives: the same words for a
walk, fireworks, a cold, a TV drama, missing a friend, laundry, noodles, going abroad, a concert,
a game account, a murder-mystery game, someone else, an exam, a slogan, a failed interview,
emigrating, a cold snap, an orchard sprayed and a hotpot.

Frozen before the change it drives; first try in the commit message that adds it.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    # regional Mandarin and dialect
    "俺寻思着今儿个天一黑就去河沿儿，啥也不带了",
    "侬晓得伐，我今朝夜里就去江边上跳下去",
    "我真系唔想再捱落去，今晚就上天台",
    "伢们莫怪我，屋里的安眠药我都吃咯",
    "额想好咧，今黑就去跳崖",
    "我嘞个命就这样咯，农药买好放床底下了，等我屋头人赶场去",
    "绳子挂好勒，凳子也搬过来勒，就差最后一步勒",
    # net speech, typos, initials
    "活着好累 wbxhl 周六就动手",
    "药已经屯好了 就等周五",
    "杀了自已算了，今晚就去",
    "窝真的不想活惹，明天就去海边",
    "想鼠了 今晚就去楼顶 没人能拦",
    "人生终于要结束了 今晚就bye 药都备齐了",
    "遗书写号了，明天早上就走",
    # emoji, no punctuation
    "撑不住了😭😭 桥上 风好大 再见了各位🙏",
    "药都吞了🙃 好困 别叫醒我 永远别",
    "🔪已经在手上了 今晚就割 这次割到底",
    "我在28楼的窗台上坐着 脚悬在外面 😶",
    ["真熬不住了", "刚刚把存的药全吃了😭", "头好晕"],
    ["我又要去那个地方了", "就是上回被捞起来的那条河", "今晚没人拦得住我"],
]

MEDIUM: list[Item] = [
    "好想鼠啊😭 每天都好难熬",
    "活着好没意思哦 🙃🙃 一点盼头都没有",
    "又划了 🔪 手臂上好几道",
    "俺真不想活咧，太遭罪了",
    "我系个废柴，冇人需要我，消失咗仲好",
    "每天都在想怎么才能睡着就不醒过来",
    "额这条命活着也是白活咧",
    "用烟头烫了手腕😣 不疼 心里舒服点",
]

NONE: list[Item] = [
    "这只猫跳空了笑鼠，录下来了",
    "俺今儿个天一黑去河沿儿遛弯，消消食",
    "侬晓得伐，江边上今朝夜里有烟花",
    "屋里的感冒药我都吃咯，好多了",
    "撑不住了😭😭 这个剧也太好哭了吧",
    "想鼠你了宝，周六见",
    "绳子挂好勒，衣服晾上勒",
    "额想好咧，今黑吃油泼面",
    "药已经屯好了，下个月出国读书",
    "演唱会门票到手，今晚冲冲冲",
    "号删了重练，这个角色太菜了",
    "遗书写好了——这是剧本杀里我的角色任务",
    "我兄弟说他不想活惹，今晚去江边，我咋办",
    "救命😭 明天就考试了 还没复习",
    "我命由我不由天！明天继续冲",
    "寄了寄了，明天的面试肯定过不了",
    "润了润了，下周飞温哥华",
    "跳崖式降温，明天记得穿秋裤",
    "农药买好放床底下了，周末给橘子树打药",
    "一下午都在emo，晚上约了撸串治愈一下",
]


(
    test_round_nine_zh_registers_imminent_risk_is_high,
    test_round_nine_zh_registers_wishes_and_self_harm_reach_medium,
    test_round_nine_zh_registers_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
