"""A fourth batch of hard negatives and their true positives (issue 11, ADR 0118), written after
the third batch's change and before any change of its own, half in English: tools and supplies
for a hobby or a job, medicine kept for a child or a pet, dates for ordinary days, heights at
work and at play, a contract, a team, a course ended; and the scopes around them."""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

NONE: list[str | list[str]] = [  # a list is one window of turns
    # tools and supplies for a hobby or a job
    "I got a new carving knife for my woodworking class",
    "Bought some nylon rope for the clothesline in the backyard",
    "Ordered a pack of razor blades for my safety razor, they come Monday",
    "Picked up a bag of charcoal and some tape at the hardware store",
    "我买了一把折叠刀，钓鱼的时候切饵用",
    "今天网购了一捆尼龙绳，用来绑行李箱",
    "淘宝上下单了一箱打火机，店里用的",
    # medicine kept for a child, a pet, a season
    "I keep a bottle of children's tylenol in my purse for my daughter",
    "We stocked up on the dog's pills before the vet went on vacation",
    "给猫囤了三个月的驱虫药",
    "花粉季快到了，先把过敏药备上",
    # dates and decisions for ordinary days
    "I've set the date, my last day at work is Friday and then I start my new job",
    "Decided tonight, I'm finally going to learn to drive",
    "Everything's prepared for tomorrow's presentation, slides are done",
    "日子定好了，下个月十五号搬新家",
    "都收拾好了，今晚坐夜车去成都",
    # heights at work and at play
    "I clean windows on the 30th floor for a living, up on the roof again tomorrow",
    "Going up in a hot air balloon at sunrise on Saturday",
    "明天要去楼顶修空调外机",
    "周日去爬野长城，听说有一段特别陡",
    # a contract, a team, a course ended
    "I'm ending my contract with the agency, it's been draining",
    "It's all over with the band, we played our last show tonight",
    "这学期的课终于全部结束了，一切都过去了",
    "和合伙人的合作到此为止，公司散了",
    # the scopes around the same objects
    "I've never bought a rope in my life, why would I",
    "My neighbor hoards knives, he calls it a collection",
    "In the game my character buys a rope and climbs the tower",
    "I'm so hungry I could die, buying snacks tonight",
    "Back in college I kept a razor blade in my wallet, I'm years past that now",
    "Is it okay to take melatonin with my antidepressants before a flight?",
    "我没有在攒药，医生让我按时吃",
    "朋友说要买绳子去上吊，吓死我了，我马上陪她去医院了",
]

HIGH: list[str | list[str]] = [
    "I got a new knife and I'm going to use it on myself tonight",
    "Bought a rope today, tied it in the garage, nobody is home until Monday",
    "The blades are in my wallet and I'm going to end it after the exam",
    "I've hoarded my kid's old meds and my own, enough to never wake up",
    "买了一把折叠刀，藏在枕头下面，这次不会让人发现",
    "尼龙绳已经挂好了，今晚就结束",
    "给自己囤了三个月的安眠药，今天就一次吃完",
    ["日子定好了", "下周五我就从楼顶跳下去"],
]

MEDIUM: list[str | list[str]] = [
    "I bought new razor blades because I keep cutting again",
    "我不想活了，每天都觉得好累",
]


(
    test_the_same_tools_used_on_oneself_or_beside_a_plan_are_high,
    test_cutting_and_wishes_beside_the_same_tools_are_medium,
    test_hobbies_jobs_pets_and_ended_contracts_are_no_alarm,
) = phrasing_tests(HIGH, MEDIUM, NONE)
