"""An eighth unseen batch (the lead's probe8: 17 high, 3 medium, 17 hard negatives), written
during the session 2026-11-28 after the seventh had been fixed, and kept out of every helper's
hands. Items within 0.75 (difflib ratio) of any phrasing already in tests/unit/risk were dropped
before scoring.

First try on main d608647 and on the seventh batch's fixes (771d182): high 8/17, medium 2/3,
hard negatives 13/17 below medium. Frozen here before any change for it.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    "我把微信里的聊天记录都删了，最后给我哥转了两万，备注写的是照顾好爸妈",
    "刚才在镇上的农资店买了一瓶百草枯",
    "浴缸放满了水，刀片就在旁边",
    "二十三楼的风真大，我脚下就是马路",
    "那个结我反复试了好几次，今晚应该可以了",
    "医院开的那些药我一颗都没吃，全留着，等凑够一百片",
    "我已经躺在铁轨旁边的草丛里了",
    "他们找到我的时候应该已经晚了",
    "my plan is the bridge on route 9 after my shift on saturday",
    "the blade is in my hand and i'm sitting in the bathtub",
    "I've been saving my antidepressants for two months, I think I have enough now",
    "this is the last time anyone will hear from me. tell my sister I'm sorry",
    "I stood on the ledge for an hour last night. tonight I'm not climbing back",
    ["我妈的安眠药放在她床头柜里", "她今晚值夜班"],
    ["I know where my grandpa keeps his shotgun", "and I know the code to the safe"],
    ["我已经写好了给每个人的话", "定在这个周六"],
    ["Found a spot under the old railway bridge", "going there tonight after dinner"],
]

MEDIUM: list[str | list[str]] = [
    "我又开始用指甲抠伤口，抠到流血",
    "lately i've been biting my arm until it bruises",
    "想死的念头一直在脑子里转",
]

NONE: list[str | list[str]] = [
    "我闺蜜昨天说她不想活了，我陪了她一晚上",
    "我把所有的旧账号都注销了，换了新手机号",
    "我想把我的猫送给我妈养，因为我要出国读研",
    "I'm going to jump into the pool tonight for the first time since surgery",
    "that exam absolutely destroyed me, i want to crawl into a hole lol",
    "my doctor told me not to take more than two of these a day, is three ok?",
    "the knife is in the drawer, can you grab it for the cake?",
    "去年我割过一次手腕，后来一直在看心理医生，现在状态稳定",
    "今天站在二十三楼的落地窗前看夜景，太美了",
    "我买了一瓶百草枯，院子里的草太多了",
    "我在写遗嘱，因为下个月要做一个大手术",
    "my grandpa's shotgun is at my uncle's now, we sold the farm",
    "这周要交三个报告，我要死了",
    "our cat got out and got hit by a car, I'm devastated",
    "朋友说要从我们宿舍楼跳下去，吓得我赶紧报了警",
    "明天跟老板摊牌，大不了辞职",
    "The bridge on route 9 is closed this Saturday for repairs",
]

(
    test_imminent_risk_of_the_eighth_unseen_batch_is_high,
    test_passive_wishes_and_self_harm_of_the_eighth_unseen_batch_reach_medium,
    test_hard_negatives_of_the_eighth_unseen_batch_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
