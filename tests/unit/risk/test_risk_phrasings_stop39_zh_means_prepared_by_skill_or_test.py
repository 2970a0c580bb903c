"""Stop 39, Chinese: a means prepared by skill, test or measure, with no time (brief: zhrisk,
category 3).

C-SSRS counts preparatory behaviour short of an attempt: a knot learned or practised for a
hanging, a beam, hook or rail tested to hold one's weight, a height or a depth measured, a
dose reckoned against one's own weight or checked to be enough, a lock to the roof tried. Said
with no time, they are still high. Beside them, the same skills, tests and measures in crafts,
climbing, sailing, camping, moving house, DIY, a pharmacy job or a child's medicine.
Frozen before any rule change; first try recorded in ADR 0108 (stop 39).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

PREPARED_BY_SKILL_OR_TEST: list[str | list[str]] = [
    "网上看了视频，学会打上吊的那种结了",
    "我试过了，阳台那根横梁能承受我的重量",
    "卫生间门上的挂钩我试过，吊得住一个人",
    "量过了，从我家阳台到地面有三十多米，够高了",
    "查过了，那种药吃多少片会死，我攒的量是够的",
    "我算过剂量，按我的体重，家里那些安眠药足够了",
    "在楼顶量了一下栏杆的高度，翻过去不难",
    "绳子挂上去拽过了，很结实，承得住我",
    "测了一下，衣柜的横杆吃得住我的体重",
    "绞索的打法我练了好多遍，现在闭着眼都会",
    "算了算，把这些药都吃了剂量肯定够",
    "水库那边我去量过水深，有五六米，够了",
    "天台的门锁我试过，用卡片就能打开，随时能上去",
    "吊扇的钩子我拉过了，挂一个人没问题",
    "绳套我已经打好试过了，大小正好能套进头",
    "查了那座桥离水面有多高，跳下去肯定活不了",
]
SKILL_OR_TEST_IN_ORDINARY_WORK: list[str | list[str]] = [
    "跟着视频学会打水手结了，周末出海用得上",
    "攀岩教练教我打八字结，试了好几次都很牢",
    "新装的吊床挂钩我试过了，能承受两个人的重量",
    "量过了，新家客厅层高两米八，书柜放得下",
    "在药房上班，每天都要核对处方的剂量",
    "给孩子的退烧药我按体重算过剂量了",
    "装修师傅试过了，这根横梁承重没问题，可以挂吊灯",
    "沙袋挂在房梁上试过了，承得住我踢",
    "搬家前量了一下楼梯的宽度，沙发搬得上去",
    "学会打领带了，面试那天就靠它了",
    "露营的时候学会了搭帐篷和打绳结",
    "门框上装了个单杠，试了一下承得住我的体重",
    "药剂师帮我核对过了，这个剂量是安全的",
    "编手链学会了好几种绳结，送给闺蜜",
    "帆船课学了系缆绳的结，考试过了",
    "量了窗户的高度，买窗帘要用",
    "挂钩试过了，挂得住那幅画",
    "去水库钓鱼前查了水深，有五六米",
]

test_a_means_prepared_by_skill_or_test_is_high = reaches(HIGH_FLOOR, PREPARED_BY_SKILL_OR_TEST)
test_skills_and_tests_in_ordinary_work_stay_below_medium = stays_below(
    MEDIUM_FLOOR, SKILL_OR_TEST_IN_ORDINARY_WORK
)
