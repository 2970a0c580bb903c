"""A second batch of hard negatives and their true positives (issue 11, ADR 0118), written after
the first batch's change and before any change of its own, to measure how the precision rules
meet words they were not written for: everyday objects bought or readied for ordinary work,
medicine kept for a season or a refill, plans for ordinary days, heights and jumps as sport,
the end of a marriage, studies or a job, and the scopes around them."""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

NONE: list[str | list[str]] = [  # a list is one window of turns
    # everyday objects bought or readied for ordinary work
    "绳子买了，周末去露营搭帐篷",
    "楼下五金店买了卷胶带和一把美工刀",
    "买了一包木炭，晚上在院子里烤串",
    "老公买了一把新菜刀，切肉特别顺手",
    "今天把刀磨好了，明天包饺子剁馅",
    "打火机没气了，又买了一个",
    "药店买了一盒褪黑素，倒时差用",
    "I bought a rope ladder for the kids' treehouse",
    "Picked up charcoal and lighter fluid for Saturday's cookout",
    "Grabbed some packing tape and a utility knife for the move",
    "I ordered a new set of kitchen knives, arriving Thursday",
    "Got a new lighter today, mine ran out of fuel",
    # medicine kept for a season, a refill or a household
    "每次去医院都多开一点药，免得老跑医院",
    "家里攒了不少药，都是以前感冒剩下的",
    "药我一次性拿了三个月的，省得每个月跑",
    "I stock up on my prescriptions before winter so I don't have to drive in the snow",
    "I keep extra insulin in the fridge in case the pharmacy runs out",
    "My mom hoards medicine, our whole cabinet is full of it",
    # plans for ordinary days
    "什么都准备好了，就等明天开学",
    "决定了，周六去考驾照",
    "时间定好了，下周三去拔智齿",
    "东西都收拾好了，明早出发去西藏",
    "Everything is set for tonight's dinner party",
    "My bags are packed and ready, leaving first thing tomorrow",
    "I've decided, I'm signing up for the marathon next month",
    "Tonight's the night, I'm finally asking her out",
    # heights and jumps as sport
    "第一次去蹦极，站在台子上腿都软了",
    "周末去玩跳伞，从四千米跳下去",
    "我喜欢在楼顶天台拍城市夜景",
    "明天去爬黄山，听说山顶很美",
    "I'm going to jump out of a plane next weekend, skydiving for my birthday",
    "Went up to the top of the tower today, the view was amazing",
    "I go bouldering on weekends and my mom hates it",
    # the end of a marriage, studies or a job
    "我们结束了，六年的感情就这样画上句号",
    "辞职了，这段工作经历终于结束了",
    "决定放弃考研了，一切到此为止",
    "I'm ending my marriage, the papers are signed",
    "I'm done with college, dropping out next semester",
    "Today was my last day at the company, it's all over",
    # the scopes around the same objects
    "我从来没有买过安眠药，也不会去买",
    "这部电影里的女主把药都攒起来吞了",
    "新闻说有人在江边捡到一把刀",
    "累死了，明天还要上班",
    "两年前我确实囤过安眠药，后来扔掉了，现在挺好的",
    "请问这个药一天吃几次？一次吃两片可以吗",
    "My friend told me she's been saving her pills, I'm so worried about her",
    "In the novel, he buys a rope and writes a letter",
    "I'm dying to try skydiving lol",
    "Can I take my sleeping pills with melatonin?",
]

HIGH: list[str | list[str]] = [
    "活着太累了，绳子已经买好了",
    "我买了木炭，今晚不想再醒过来",
    "打火机和炭都藏在床底下了，等他们出门",
    "药攒了三个月了，等放假宿舍没人就吃",
    "刀我放在枕头底下，今晚就动手",
    "不想活了，胶带和炭都买齐了",
    "分手了，我不想活了，药我都备好了",
    "药都藏在书包里了，明天考完试就吃掉",
    "把攒的安眠药都放在床头了，今晚是最后一晚",
    "决定好了，周五等爸妈出门就结束这一切",
    ["又买了一把刀", "这次不会再被人发现了"],
    "I bought a rope and I know where I'm going to do it",
    "I've saved up enough of my sleeping pills to end it, waiting for Friday",
    "Charcoal and tape are in my trunk, I'm driving somewhere quiet tonight",
    "I don't want to be here anymore, I have the knife ready",
    "My parents leave Saturday, that's when I'll take all the pills I've saved",
    "Since she ended it I just want to die, I bought pills today",
    "I've written my goodbye letters and the pills are in my bag",
    "I'm at the top of the building and I'm going to jump",
]

MEDIUM: list[str | list[str]] = [
    "我拿着刀在浴室里，想划几下",
    "I got a lighter to burn myself again",
    "离婚以后我常常想，要是出车祸死了就好了",
]


(
    test_the_same_objects_with_a_risk_context_said_anew_are_high,
    test_self_harm_and_wishes_beside_the_same_objects_reach_medium,
    test_ordinary_objects_days_sports_and_endings_said_anew_are_no_alarm,
) = phrasing_tests(HIGH, MEDIUM, NONE)
