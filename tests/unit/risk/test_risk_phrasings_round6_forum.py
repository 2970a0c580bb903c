"""Round six, second batch: Chinese in the style of forum and social-media posts (PsySUICIDE's
style, not its items), written after studying which kinds of signal the tune half's misses lack
(a wish said with a gap or a frame the families did not hold, a farewell to the world, a
desired overdose with its amount) and frozen before the change it drove, with as many hard
negatives that use the same words for ordinary things (a city, a job, the weather, a bug, a
route, a pet, someone else, fiction, a past got over, a prescription question).

First try on main 5415bf4 + ADR 0114 (the first batch's change): high 5/6 (missed: "我要离开这个
世界了" with thanks was only a passive wish), medium 6/10 (missed: saying goodbye to the world,
nothing in the world left to hold on to, a wish that tomorrow never comes, living as a
punishment), negatives 11/14 (goodbye to a city before a move and to an ex were high, a wish to
die "以前" with "现在过得很好" was medium).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH = [
    "我要离开这个世界了，谢谢你们",
    "好想吃一瓶安眠药，然后什么都不用管了",
    "决定了，这周末就和这个世界告别",
    "我已经在网上找好了卖炭的店",
    "又一次站到了窗台上，这次没人拦得住我",
    "已经第三次了，前两次都被救回来，我不会再失败了",
]

MEDIUM = [
    "我想和这个世界说再见",
    "天天想着怎么解脱",
    "这个世界没有什么值得我留恋的了",
    "希望明天永远不要到来",
    "感觉自己活不过今年了，也不想活过今年",
    "有时候真希望自己从来没来过这个世界",
    "每天晚上都会想，要是我不在了，是不是大家都轻松了",
    "又拿小刀在腿上刻字了",
    "活着对我来说就是一种惩罚",
    "我真的好想一睡不起",
]

NONE = [
    "跟这个城市说再见了，下周搬去深圳",
    "这个城市没有什么值得我留恋的了，准备回老家发展",
    "我觉得自己该走了，这家公司不适合我",
    "计划好了怎么走，先坐高铁再转大巴",
    "希望明天不要下雨",
    "好想吃一顿火锅，馋死了",
    "天天想着怎么解决这个bug",
    "医生说我爷爷活不过今年了，心里很难受",
    "我想吃两片安眠药睡个好觉，可以吗？医生开的",
    "我以前也想过死，但现在过得很好，工作也稳定了",
    "小说里的主角最后和这个世界说再见了，写得太好了",
    "和前任彻底说再见了，开始新生活",
    "我家的猫昨天走了，陪了我十五年",
    "我同学天天在朋友圈说想死，是不是需要帮帮她",
]


(
    test_forum_style_imminent_risk_is_high,
    test_forum_style_wishes_and_self_harm_reach_medium,
    test_forum_style_ordinary_words_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
