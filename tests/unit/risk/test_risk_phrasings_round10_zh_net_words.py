"""Round ten (Chinese), crisis talk in the words of WeChat, Weibo and Zhihu: death spelled to
slip past a filter (自/杀, 自sha, zi杀, 跳lou, 4了), homophones and initials (想鼠了, 鼠了算了, 想s,
qs 的念头, 想嘎了), emoji for the means and the grave (💊, 🔪, ⚰️, 🪦), each with a time, a means
or a place for high, alone for medium. Hard negatives: the same spellings in their everyday
meaning (想鼠你了 is "miss you", awsl / xswl, 嘎 for a broken phone, 4点 as four o'clock, 💊 for
a cold, 🔪 for cooking, 杀 in a game).

Frozen before the change it drives; first try in the commit message that adds it.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import Item, phrasing_tests

HIGH: list[Item] = [
    # death spelled to slip past a filter, with a time, a means or a place
    "我是认真的，想自/杀，今晚就动手",
    "准备好了，周五晚上自sha，别来找我",
    "zi杀的东西都买齐了，等室友回老家",
    "今晚去学校那栋楼跳lou，这次是真的",
    "活着好累，想4，药已经攒了一抽屉了",
    # homophones and initials
    "鼠了算了，绳子都挂好了",
    "我今晚就想鼠，药全在手边",
    "想s的心越来越重，已经站在天台上了",
    "qs的念头压不住了，明天一早就去江边",
    "真的想嘎了，刀就在手上",
    # emoji for the means and the grave
    "💊💊💊 今晚一口气全吃了",
    "这次真的要去⚰️里躺着了，日子我都选好了",
    "🔪已经磨好了，等他们都睡着",
    ["活够了🪦", "明天就是我的最后一天"],
]

MEDIUM: list[Item] = [
    "好想鼠啊，活着到底有什么意思",
    "最近老有qs的念头，压都压不住",
    "每天都在想怎么自/杀",
    "我真的好想4啊，谁来救救我",
    "想嘎了算了，反正也没人在乎我",
    "活着好累🪦🪦🪦真想就这么躺进去不起来了",
]

NONE: list[Item] = [
    # the same spellings in their everyday meaning
    "宝宝我好想鼠你了，快回来",
    "awsl，这只猫也太可爱了吧",
    "xswl，他摔了个狗吃屎",
    "手机又嘎了，开不了机",
    "明天下午4点去医院拿药",
    "感冒了💊💊 吃完药蒙头睡",
    "今晚做饭🔪切到手了，贴了个创可贴",
    "狼人杀里我连着被刀了三次，离谱",
    "这个角色在第三集就嘎了，编剧太狠了",
    "我们在吃鸡里自sha了三次哈哈哈",
    "周五晚上去学校那栋楼自习，期末了",
    "想s你了，什么时候回国",
    "这主播的梗笑鼠我了",
    "🪦 rip 我的期末成绩",
]


(
    test_round_ten_zh_net_words_imminent_risk_is_high,
    test_round_ten_zh_net_words_ideation_reaches_medium,
    test_round_ten_zh_net_words_hard_negatives_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
